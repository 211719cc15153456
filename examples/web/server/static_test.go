package server

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The page fetches nothing from the internet: no embedded file names
// another site, and the page loads only this server's files.
func TestPageNeedsNothingFromOutside(t *testing.T) {
	n := 0
	err := fs.WalkDir(staticFS, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := staticFS.ReadFile(path)
		require.NoError(t, err)
		text := strings.ToLower(string(data))
		for _, bad := range []string{"http://", "https://", "//cdn", "@import"} {
			require.NotContains(t, text, bad, path)
		}
		n++
		return nil
	})
	require.NoError(t, err)
	require.Equal(t, 3, n, "index.html, app.js and style.css")
}
