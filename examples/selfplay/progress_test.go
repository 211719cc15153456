package main

import (
	"bytes"
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withProgress reports progress to a buffer, at once and every
// millisecond, for the duration of a test.
func withProgress(t *testing.T) *bytes.Buffer {
	t.Helper()
	var stderr bytes.Buffer
	progressOutput, progressEvery, progressAfter = &stderr, time.Millisecond, 0
	t.Cleanup(func() { progressOutput, progressEvery, progressAfter = os.Stderr, time.Second, 2*time.Second })
	return &stderr
}

var progressRE = regexp.MustCompile(`^selfplay: \d+/60 games \(\d+%\), \d+ games/s, (about \d+[a-z0-9.]* left|time left unknown)$`)

// Progress goes to standard error only; the summary line on standard
// output is the same with and without it, and -quiet silences it.
func TestProgressOnStderrOnly(t *testing.T) {
	stderr := withProgress(t)
	strip := regexp.MustCompile(`seconds=\S+ games_per_s=\S+ actions_per_s=\S+ `)
	wr, bg := "../../testdata/decks/white-red.txt", "../../testdata/decks/black-green.txt"
	var loud, quiet bytes.Buffer
	require.NoError(t, run([]string{"-games", "60", "-deck1", wr, "-deck2", bg}, &loud))
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	require.NotEmpty(t, stderr.String(), "a run longer than progressAfter reports progress")
	for _, l := range lines {
		assert.Regexp(t, progressRE, l)
	}
	m := summary.FindStringSubmatch(loud.String())
	require.NotNil(t, m, "stdout holds exactly the summary line: %q", loud.String())

	stderr.Reset()
	require.NoError(t, run([]string{"-games", "60", "-quiet", "-deck1", wr, "-deck2", bg}, &quiet))
	assert.Empty(t, stderr.String(), "-quiet reports nothing")
	assert.Equal(t, strip.ReplaceAllString(loud.String(), ""), strip.ReplaceAllString(quiet.String(), ""))
}

func TestProgressLine(t *testing.T) {
	assert.Equal(t, "selfplay: 1200/3000 games (40%), 600 games/s, about 3s left", progressLine(1200, 3000, 2*time.Second))
	assert.Equal(t, "selfplay: 0/10 games (0%), 0 games/s, time left unknown", progressLine(0, 10, time.Second))
}

// -h prints the flags with their defaults and is not an error of the
// run: main exits 0 on flag.ErrHelp.
func TestHelp(t *testing.T) {
	stderr := withProgress(t)
	var out bytes.Buffer
	require.ErrorIs(t, run([]string{"-h"}, &out), flag.ErrHelp)
	assert.Empty(t, out.String())
	for _, want := range []string{"-games", "(default 1000)", `(default "testdata/decks/burn.txt")`, `(default "dealt")`, "-quiet"} {
		assert.Contains(t, stderr.String(), want)
	}
}
