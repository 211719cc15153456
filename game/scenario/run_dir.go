package scenario

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Result is the outcome of one scenario file.
type Result struct {
	// Path is the file's path, as given to RunFiles.
	Path string
	// Err is nil when the scenario held: a parse ErrorList, a *Failure,
	// or an I/O error otherwise.
	Err error
}

// Files lists the .scn files named by paths, in the order of paths: a
// file as given, a directory as every file below it whose name ends in
// ".scn" (in lower case), sorted. A file named twice is listed twice.
func Files(paths ...string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, p)
			continue
		}
		var found []string
		// The trailing separator makes a symbolic link to a directory
		// count as that directory.
		err = filepath.WalkDir(p+string(filepath.Separator), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(path, ".scn") {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// RunFiles runs every file and returns one Result per file, in order.
func RunFiles(files []string) []Result {
	out := make([]Result, 0, len(files))
	for _, f := range files {
		out = append(out, Result{Path: f, Err: RunFile(f)})
	}
	return out
}
