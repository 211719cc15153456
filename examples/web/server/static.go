package server

import (
	"embed"
	"io/fs"
	"net/http"
	"strings"
)

// The client: one page, its script and its styles, embedded. Nothing is
// fetched from anywhere else, and there is no build step.
//
//go:embed static
var staticFS embed.FS

// staticFiles serves the embedded files under /static/. Only those files
// can be reached: http.FS over the embedded tree can't leave it, and
// directory listings are refused.
func staticFiles() http.Handler {
	sub, err := fs.Sub(staticFS, "static")
	if err != nil {
		panic(err) // the embedded tree always has static/
	}
	files := http.StripPrefix("/static/", http.FileServer(http.FS(sub)))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	})
}

// serveIndex serves the page at /.
func serveIndex(w http.ResponseWriter, r *http.Request) {
	page, err := staticFS.ReadFile("static/index.html")
	if err != nil {
		http.Error(w, "the page is missing", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(page)
}
