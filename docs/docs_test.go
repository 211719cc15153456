package docs

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// root is the repository's root, seen from this package's directory.
const root = ".."

// documents returns README.md and docs/*.md, as paths from root.
func documents(t *testing.T) []string {
	t.Helper()
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	require.NoError(t, err)
	require.NotEmpty(t, docs)
	out := []string{"README.md"}
	for _, d := range docs {
		rel, err := filepath.Rel(root, d)
		require.NoError(t, err)
		out = append(out, filepath.ToSlash(rel))
	}
	return out
}

var (
	link       = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	inlineCode = regexp.MustCompile("`([^`\n]+)`")
	goRun      = regexp.MustCompile(`go run (\./[A-Za-z0-9_./-]+)`)
	pathLike   = regexp.MustCompile(`^[A-Za-z_.][A-Za-z0-9_.\-/]*$`)
	fileExt    = regexp.MustCompile(`\.(md|go|json|txt|scn)$`)
	heading    = regexp.MustCompile(`(?m)^#+ (.+)$`)
)

// topDirs are the repository's top-level directories: a backticked word
// that starts with one of them and a slash is a path.
func topDirs(t *testing.T) map[string]bool {
	t.Helper()
	entries, err := os.ReadDir(root)
	require.NoError(t, err)
	dirs := map[string]bool{}
	for _, e := range entries {
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			dirs[e.Name()] = true
		}
	}
	return dirs
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// anchor is the GitHub anchor of a heading: lower case, punctuation
// dropped, spaces as hyphens.
func anchor(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(title)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func anchors(t *testing.T, path string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	out := map[string]bool{}
	for _, m := range heading.FindAllStringSubmatch(string(data), -1) {
		out[anchor(strings.ReplaceAll(m[1], "`", ""))] = true
	}
	return out
}

// Every relative link of README.md and docs/*.md leads to a file of the
// repository (and to a heading of it, with #anchor); every backticked
// path and every `go run ./...` program exists.
func TestDocumentsNameOnlyFilesOfTheRepository(t *testing.T) {
	dirs := topDirs(t)
	for _, doc := range documents(t) {
		data, err := os.ReadFile(filepath.Join(root, doc))
		require.NoError(t, err)
		text := string(data)
		base := filepath.Dir(filepath.Join(root, doc))
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, frag, _ := strings.Cut(target, "#")
			path := filepath.Join(base, file)
			if file == "" {
				path = filepath.Join(root, doc)
			}
			if !assert.True(t, exists(path), "%s links to %q, which is not in the repository", doc, target) {
				continue
			}
			if frag != "" {
				assert.True(t, anchors(t, path)[frag], "%s links to %q: no such heading", doc, target)
			}
		}
		for _, m := range inlineCode.FindAllStringSubmatch(text, -1) {
			word := strings.TrimSuffix(strings.TrimPrefix(m[1], "./"), "/...")
			if !pathLike.MatchString(word) || strings.HasPrefix(word, ".") {
				continue
			}
			first, _, hasSlash := strings.Cut(word, "/")
			if (hasSlash && dirs[first]) || fileExt.MatchString(word) {
				assert.True(t, exists(filepath.Join(root, word)), "%s names `%s`, which is not in the repository", doc, m[1])
			}
		}
		for _, m := range goRun.FindAllStringSubmatch(text, -1) {
			prog := strings.TrimSuffix(m[1], "/...")
			assert.True(t, exists(filepath.Join(root, prog)), "%s runs %q, which is not in the repository", doc, m[1])
		}
	}
}

// The project never needs the reference material it was written from:
// no file of the repository names the directory it lives in.
func TestNoFileMentionsTheSharedReference(t *testing.T) {
	outside := ".." + "/shared" // not written whole, so this file passes
	for _, path := range repoFiles(t) {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.False(t, bytes.Contains(data, []byte(outside)), "%s mentions %s", path, outside)
	}
}

// repoFiles lists the repository's files, as paths from this package,
// leaving out directories whose names start with a dot (.git, .ci).
func repoFiles(t *testing.T) []string {
	var files []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && path != root {
				return filepath.SkipDir
			}
			return nil
		}
		files = append(files, path)
		return nil
	})
	require.NoError(t, err)
	return files
}

// The first Go snippet of README.md is, line for line, the body of
// Example_readme in game/readme_example_test.go, which go test compiles
// and runs: the snippet can't rot.
func TestReadmeSnippetIsATestedExample(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(readme), "```go\n")
	require.True(t, ok, "README.md has a Go snippet")
	snippet, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)

	src, err := os.ReadFile(filepath.Join(root, "game", "readme_example_test.go"))
	require.NoError(t, err)
	_, body, ok := strings.Cut(string(src), "func Example_readme() {\n")
	require.True(t, ok, "game/readme_example_test.go defines Example_readme")
	body, _, ok = strings.Cut(body, "\t// Output:")
	require.True(t, ok)
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(body, "\n"), "\n") {
		lines = append(lines, strings.TrimPrefix(l, "\t"))
	}
	assert.Equal(t, strings.Join(lines, "\n")+"\n", snippet)
}

func TestAnchor(t *testing.T) {
	assert.Equal(t, "where-the-guide-and-the-comprehensive-rules-differ", anchor("Where the guide and the Comprehensive Rules differ"))
	assert.Equal(t, "mana-and-costs-cr-106-107-202-6012", anchor("Mana and costs (CR 106, 107, 202, 601.2)"))
}
