package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// -h prints the usage and exits 0; a bad flag or no file is a usage
// error, status 2.
func TestExitStatus(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, run([]string{"-h"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "usage: scenario [-v] FILE_OR_DIR...")
	assert.Empty(t, out.String())
	assert.Equal(t, 2, run([]string{"-nope"}, &out, &errOut))
	assert.Equal(t, 2, run(nil, &out, &errOut))
	assert.Equal(t, 0, run([]string{"../../testdata/scenarios/example_stack_lifo.scn"}, &out, &errOut))
	assert.Contains(t, out.String(), "1 passed, 0 failed")
}

// A file with many parse errors fails with the first and a count, and
// with -v every one of them on standard error, each naming its line,
// while standard output keeps one line per file.
func TestVerboseListsEveryParseError(t *testing.T) {
	src := "players Alice Bob\n"
	for i := 0; i < 12; i++ {
		src += "expect hand Alice x\n"
	}
	path := filepath.Join(t.TempDir(), "many.scn")
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	var out, errOut bytes.Buffer
	assert.Equal(t, 1, run([]string{path}, &out, &errOut))
	assert.Contains(t, out.String(), "(and 11 more errors; -v shows all)")
	out.Reset()
	errOut.Reset()
	assert.Equal(t, 1, run([]string{"-v", path}, &out, &errOut))
	assert.Equal(t, 2, strings.Count(out.String(), "\n"), "one line for the file, one summary: %s", out.String())
	assert.Equal(t, 1, strings.Count(out.String(), "many.scn:"), out.String())
	assert.Equal(t, 11, strings.Count(errOut.String(), "many.scn:"), errOut.String())
}

// A parse error prints as the format says every failure does,
// "FAIL PATH:LINE: reason", with the column after the reason.
func TestParseErrorLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.scn")
	require.NoError(t, os.WriteFile(path, []byte("players Alice Bob\nlife Alice x\n"), 0o644))
	var out, errOut bytes.Buffer
	assert.Equal(t, 1, run([]string{path}, &out, &errOut))
	assert.Equal(t, "FAIL "+path+`:2: invalid life total "x" (column 12)`+"\n0 passed, 1 failed\n", out.String())
}

// A symbolic link to a directory names the directory's files.
func TestSymlinkToDirectory(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link")
	abs, err := filepath.Abs("../../testdata/scenarios/start")
	require.NoError(t, err)
	require.NoError(t, os.Symlink(abs, link))
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, run([]string{link}, &out, &errOut))
	assert.NotContains(t, out.String(), "0 passed")
	assert.Contains(t, out.String(), "ok   "+link+string(filepath.Separator))
}

// A directory without scenario files checks nothing: that is a failure,
// status 1, not success; the summary line still ends the output, as for
// every run.
func TestNoScenarioFilesFails(t *testing.T) {
	var out, errOut bytes.Buffer
	dir := t.TempDir()
	assert.Equal(t, 1, run([]string{dir}, &out, &errOut))
	assert.Contains(t, errOut.String(), "no .scn files in "+dir)
	assert.Equal(t, "0 passed, 0 failed\n", out.String())
}
