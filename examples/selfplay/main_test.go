package main

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"
)

var summary = regexp.MustCompile(`^games=(\d+) seconds=[0-9.]+ games_per_s=\d+ actions_per_s=\d+ actions_per_game=[0-9.]+ turns_per_game=[0-9.]+ p1_wins=(\d+) p2_wins=(\d+) draws=(\d+)\n$`)

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
}

var checked = regexp.MustCompile(` violations=0 panics=0 mutants=0 mutants_accepted=0 accepted_malformed=0 roundtrip_mismatches=0\n$`)

// -check runs the invariant checker and the round trips, and reports no
// violation on the wave decks.
func TestCheckMode(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-check", "-games", "4", "-every", "10",
		"-deck1", "../../testdata/decks/white-red.txt", "-deck2", "../../testdata/decks/black-green.txt"}, &out))
	require.Regexp(t, checked, out.String())
}

var mutated = regexp.MustCompile(` violations=0 panics=0 mutants=[1-9]\d* mutants_accepted=[1-9]\d* accepted_malformed=0 roundtrip_mismatches=0\n$`)

// -mutate tries mutated actions at each decision: some are accepted (as
// legal actions of another shape), none malformed, and every accepted one
// and every action played keeps the save/load round trip.
func TestMutateMode(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-check", "-mutate", "3", "-games", "1", "-every", "50",
		"-deck1", "../../testdata/decks/white-red.txt", "-deck2", "../../testdata/decks/black-green.txt"}, &out))
	require.Regexp(t, mutated, out.String())
}
