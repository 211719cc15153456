package main

import (
	"bytes"
	"flag"
	"os"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
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
// output is the same with and without it, and -quiet silences it. (A
// run this short may end before the first tick when the machine is
// busy: TestProgressReported checks that progress is reported.)
func TestProgressOnStderrOnly(t *testing.T) {
	stderr := withProgress(t)
	strip := regexp.MustCompile(`seconds=\S+ games_per_s=\S+ actions_per_s=\S+ `)
	wr, bg := "../../testdata/decks/white-red.txt", "../../testdata/decks/black-green.txt"
	var loud, quiet bytes.Buffer
	require.NoError(t, run([]string{"-games", "60", "-deck1", wr, "-deck2", bg}, &loud))
	for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		if l != "" {
			assert.Regexp(t, progressRE, l)
		}
	}
	m := summary.FindStringSubmatch(loud.String())
	require.NotNil(t, m, "stdout holds exactly the summary line: %q", loud.String())

	stderr.Reset()
	require.NoError(t, run([]string{"-games", "60", "-quiet", "-deck1", wr, "-deck2", bg}, &quiet))
	assert.Empty(t, stderr.String(), "-quiet reports nothing")
	assert.Equal(t, strip.ReplaceAllString(loud.String(), ""), strip.ReplaceAllString(quiet.String(), ""))
}

// lockedBuffer is a buffer that the progress goroutine writes and the
// test reads at the same time.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// Past progressAfter, a line is reported every progressEvery until stop,
// in the format of progressLine.
func TestProgressReported(t *testing.T) {
	withProgress(t)
	var out lockedBuffer
	var done atomic.Int64
	done.Store(20)
	stop := reportProgress(&out, &done, 60, time.Now())
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(out.String(), "\n") && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	stop()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.NotEmpty(t, lines[0], "no progress within 10 s")
	for _, l := range lines {
		assert.Regexp(t, progressRE, l)
		assert.Contains(t, l, "20/60 games (33%)")
	}
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
