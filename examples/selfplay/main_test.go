package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/spellstack/spellstack/internal/cli"
	"github.com/stretchr/testify/require"
)

var summary = regexp.MustCompile(`^games=(\d+) seconds=[0-9.]+ games_per_s=\d+\.\d\d actions_per_s=\d+ actions_per_game=[0-9.]+ turns_per_game=[0-9.]+ p1_wins=(\d+) p2_wins=(\d+) draws=(\d+)\n$`)

func TestSummaryLine(t *testing.T) {
	for _, workers := range []string{"1", "2"} {
		var out bytes.Buffer
		require.NoError(t, run([]string{"-games", "20", "-workers", workers,
			"-deck1", "../../testdata/decks/white-red.txt", "-deck2", "../../testdata/decks/black-green.txt"}, &out))
		m := summary.FindStringSubmatch(out.String())
		require.NotNil(t, m, out.String())
		require.Equal(t, "20", m[1])
	}
}

// The same seed gives the same results, whatever the number of workers.
func TestDeterministicResults(t *testing.T) {
	strip := regexp.MustCompile(`seconds=\S+ games_per_s=\S+ actions_per_s=\S+ `)
	var a, b bytes.Buffer
	burn := "../../testdata/decks/burn.txt"
	require.NoError(t, run([]string{"-games", "30", "-seed", "5", "-deck1", burn, "-deck2", burn}, &a))
	require.NoError(t, run([]string{"-games", "30", "-seed", "5", "-workers", "2", "-deck1", burn, "-deck2", burn}, &b))
	require.Equal(t, strip.ReplaceAllString(a.String(), ""), strip.ReplaceAllString(b.String(), ""))
}

func TestBadInput(t *testing.T) {
	var out bytes.Buffer
	require.Error(t, run([]string{"-deck1", "nope.txt"}, &out))
	require.Error(t, run([]string{"-games", "-1"}, &out))
	require.Error(t, run([]string{"-start", "sideways"}, &out))
}

// -start full plays the start of CR 103 (its decisions are actions, so a
// game has more of them than with dealt hands), and -check finds it clean.
func TestFullStart(t *testing.T) {
	strip := regexp.MustCompile(`seconds=\S+ games_per_s=\S+ actions_per_s=\S+ `)
	burn := "../../testdata/decks/burn.txt"
	var dealt, full, checkedFull bytes.Buffer
	require.NoError(t, run([]string{"-games", "20", "-deck1", burn, "-deck2", burn}, &dealt))
	require.NoError(t, run([]string{"-games", "20", "-start", "full", "-deck1", burn, "-deck2", burn}, &full))
	require.Regexp(t, summary, full.String())
	require.NotEqual(t, strip.ReplaceAllString(dealt.String(), ""), strip.ReplaceAllString(full.String(), ""))
	require.NoError(t, run([]string{"-check", "-start", "full", "-games", "4", "-every", "3",
		"-deck1", "../../testdata/decks/white-red.txt", "-deck2", "../../testdata/decks/black-green.txt"}, &checkedFull))
	require.Regexp(t, checked, checkedFull.String())
}

var checked = regexp.MustCompile(` violations=0 panics=0\n$`)

// -check runs the invariant checker and the round trips, and reports no
// violation on the wave decks.
func TestCheckMode(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-check", "-games", "4", "-every", "10",
		"-deck1", "../../testdata/decks/white-red.txt", "-deck2", "../../testdata/decks/black-green.txt"}, &out))
	require.Regexp(t, checked, out.String())
}

var perSeat = regexp.MustCompile(`^games=(\d+) .* p1_wins=(\d+) p2_wins=(\d+) p3_wins=(\d+) p4_wins=(\d+) draws=(\d+) violations=0 panics=0\n$`)

// With four players the line reports wins per seat; a Two-Headed Giant
// win counts for both seats of the team; -check finds nothing.
func TestMultiplayerSummary(t *testing.T) {
	for _, variant := range []string{"free-for-all", "two-headed-giant"} {
		var out bytes.Buffer
		require.NoError(t, run([]string{"-check", "-games", "3", "-every", "50", "-players", "4", "-variant", variant,
			"-deck1", "../../testdata/decks/burn.txt", "-deck2", "../../testdata/decks/burn.txt"}, &out))
		m := perSeat.FindStringSubmatch(out.String())
		require.NotNil(t, m, out.String())
		if variant == "two-headed-giant" {
			require.Equal(t, m[2], m[3])
			require.Equal(t, m[4], m[5])
		}
	}
	var out bytes.Buffer
	require.Error(t, run([]string{"-players", "5"}, &out))
	require.Error(t, run([]string{"-players", "3", "-variant", "two-headed-giant"}, &out))
	require.Error(t, run([]string{"-variant", "emperor"}, &out))
}

var mutated = regexp.MustCompile(` violations=0 panics=0 mutants=[1-9]\d* mutants_accepted=[1-9]\d* accepted_malformed=0 roundtrip_mismatches=0\n$`)

// -mutate tries mutated actions at each decision: some are accepted (as
// legal actions of another shape), none malformed, and every accepted one
// and every accepted one keeps the save/load round trip.
func TestMutateMode(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-check", "-mutate", "3", "-games", "1", "-every", "50",
		"-deck1", "../../testdata/decks/white-red.txt", "-deck2", "../../testdata/decks/black-green.txt"}, &out))
	require.Regexp(t, mutated, out.String())
}

// -p1 search -p2 heuristic plays the search player against the heuristic
// one; the summary line is the same, with wins per seat, and the same
// seed and budget give the same results.
func TestSearchPlayers(t *testing.T) {
	strip := regexp.MustCompile(`seconds=\S+ games_per_s=\S+ actions_per_s=\S+ `)
	wr := "../../testdata/decks/white-red.txt"
	args := []string{"-games", "2", "-p1", "search", "-p2", "heuristic", "-budget", "8", "-deck1", wr, "-deck2", wr, "-quiet"}
	var a, b bytes.Buffer
	require.NoError(t, run(args, &a))
	require.NoError(t, run(args, &b))
	m := summary.FindStringSubmatch(a.String())
	require.NotNil(t, m, a.String())
	require.Equal(t, "2", m[1])
	require.Equal(t, strip.ReplaceAllString(a.String(), ""), strip.ReplaceAllString(b.String(), ""))
	var c bytes.Buffer
	require.NoError(t, run([]string{"-games", "1", "-players", "3", "-p2", "search", "-p3", "heuristic", "-budget", "4", "-deck1", wr, "-deck2", wr, "-quiet"}, &c))
	require.Contains(t, c.String(), " p3_wins=")
	// -believe: secret decklists, the same results for the same seed.
	bg := "../../testdata/decks/black-green.txt"
	secret := []string{"-games", "2", "-p1", "search", "-p2", "heuristic", "-budget", "8", "-believe", wr, "-deck1", wr, "-deck2", bg, "-quiet"}
	var d, e bytes.Buffer
	require.NoError(t, run(secret, &d))
	require.NoError(t, run(secret, &e))
	require.Regexp(t, summary, d.String())
	require.Equal(t, strip.ReplaceAllString(d.String(), ""), strip.ReplaceAllString(e.String(), ""))
	require.Error(t, run([]string{"-p1", "genius"}, &c))
	require.Error(t, run([]string{"-p1", "search", "-budget", "0"}, &c))
	require.Error(t, run([]string{"-p1", "heuristic", "-check"}, &c))
}

// A mistaken command line exits with status 2, a failure with 1.
func TestExitStatus(t *testing.T) {
	withProgress(t)
	var out, stderr bytes.Buffer
	burn := "../../testdata/decks/burn.txt"
	for _, args := range [][]string{{"-players", "5"}, {"-players", "1"}, {"-mutate", "2"}, {"-workers", "-1"},
		{"-every", "0"}, {"-every", "3"}, {"-games", "-1"}, {"-bogus"}, {"extra"}, {"-players", "2", "-variant", "two-headed-giant"}, {"-p1", "genius"},
		{"-p3", "heuristic"}, {"-deck3", burn}, {"-players", "3", "-deck4", burn}, {"-believe", burn}} {
		stderr.Reset()
		args = append(args, "-deck1", burn, "-deck2", burn)
		require.Equal(t, 2, cli.ExitStatus("selfplay", run(args, &out), &stderr), "%q", args)
		require.Contains(t, stderr.String(), "selfplay: ")
	}
	require.Equal(t, 1, cli.ExitStatus("selfplay", run([]string{"-deck1", "nope.txt"}, &out), &stderr))
	require.Equal(t, 1, cli.ExitStatus("selfplay", run([]string{"-p1", "search", "-believe", "nope.txt", "-deck1", burn, "-deck2", burn}, &out), &stderr))
	// A profile that can't be written is found before any game is played
	// (these games would take hours).
	stderr.Reset()
	require.Equal(t, 1, cli.ExitStatus("selfplay", run([]string{"-memprofile", t.TempDir(), "-games", "1000000000", "-deck1", burn, "-deck2", burn}, &out), &stderr))
	empty := filepath.Join(t.TempDir(), "empty.txt")
	require.NoError(t, os.WriteFile(empty, []byte("# no cards\n"), 0o644))
	stderr.Reset()
	require.Equal(t, 1, cli.ExitStatus("selfplay", run([]string{"-deck1", empty}, &out), &stderr))
	require.Contains(t, stderr.String(), "the deck has no cards")
	require.Empty(t, out.String(), "no games are played")
	require.Equal(t, 0, cli.ExitStatus("selfplay", run([]string{"-games", "1", "-workers", "0", "-deck1", burn, "-deck2", burn}, &out), &stderr))
}

// -variant two-headed-giant alone plays four players, as in examples/duel
// (CR 810.1: two teams of two).
func TestTwoHeadedGiantNeedsNoPlayersFlag(t *testing.T) {
	withProgress(t)
	var out bytes.Buffer
	burn := "../../testdata/decks/burn.txt"
	require.NoError(t, run([]string{"-variant", "two-headed-giant", "-games", "2", "-quiet", "-deck1", burn, "-deck2", burn}, &out))
	require.Contains(t, out.String(), "p4_wins=")
}
