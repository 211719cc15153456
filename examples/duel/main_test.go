package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The same seed prints the same game (docs/design.md: determinism).
func TestDuelDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	require.NoError(t, run([]string{"-seed", "7", "-budget", "5"}, &a))
	require.NoError(t, run([]string{"-seed", "7", "-budget", "5"}, &b))
	require.Equal(t, a.String(), b.String())
	require.Contains(t, a.String(), "Result: ")
}

func TestDuelRandomPlayers(t *testing.T) {
	for _, seed := range []string{"1", "2", "3"} {
		var out bytes.Buffer
		require.NoError(t, run([]string{"-seed", seed, "-p1", "random", "-p2", "random"}, &out))
		require.True(t, strings.Contains(out.String(), "Result: "))
	}
}

func TestDuelBadFlags(t *testing.T) {
	var out bytes.Buffer
	require.Error(t, run([]string{"-p1", "genius"}, &out))
	require.Error(t, run([]string{"-deck1", "no/such/file.txt"}, &out))
	require.Error(t, run([]string{"-lang", "klingon"}, &out))
	require.Error(t, run([]string{"-start", "late"}, &out))
}

// -lang zh prints the log in Simplified Chinese (docs/design.md: words for people):
// the same game as in English, line for line, and the same seed prints
// the same bytes.
func TestDuelChinese(t *testing.T) {
	var zh, zh2, en, def bytes.Buffer
	require.NoError(t, run([]string{"-budget", "5", "-seed", "5", "-lang", "zh"}, &zh))
	require.NoError(t, run([]string{"-budget", "5", "-seed", "5", "-lang", "zh"}, &zh2))
	require.NoError(t, run([]string{"-budget", "5", "-seed", "5", "-lang", "en"}, &en))
	require.NoError(t, run([]string{"-budget", "5", "-seed", "5"}, &def))
	require.Equal(t, zh.String(), zh2.String(), "same seed, same output")
	require.Equal(t, en.String(), def.String(), "English is the default")
	out := zh.String()
	require.Contains(t, out, "第1回合：")
	require.Contains(t, out, "结果：")
	require.Contains(t, out, "施放")
	require.NotContains(t, out, " casts ")
	require.Equal(t, strings.Count(en.String(), "\n"), strings.Count(out, "\n"), "one Chinese line per English line")
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		require.True(t, strings.HasSuffix(line, "。"), "not a Chinese sentence: %q", line)
	}
}

// The duel plays the start of the game (CR 103) and prints each of its
// decisions, in English and in Chinese: who chooses whom to start, each
// keep and mulligan, and the look at the top card.
func TestDuelPrintsTheStart(t *testing.T) {
	var en, zh bytes.Buffer
	require.NoError(t, run([]string{"-seed", "1", "-p1", "random", "-p2", "random"}, &en))
	require.NoError(t, run([]string{"-seed", "1", "-p1", "random", "-p2", "random", "-lang", "zh"}, &zh))
	enLines := strings.Split(en.String(), "\n")
	zhLines := strings.Split(zh.String(), "\n")
	require.Equal(t, "Bob chooses Bob to take the first turn.", enLines[0])
	require.Equal(t, "Bob选择由Bob先开始。", zhLines[0])
	for _, want := range []string{"Alice keeps 7 cards.", "Bob takes a mulligan and draws 6 cards.", "Bob keeps 5 cards.",
		"Bob leaves the top card of their library on top.", "Turn 1: Bob."} {
		require.Contains(t, enLines, want)
	}
	for _, want := range []string{"Alice保留7张起手牌。", "Bob进行调度，重抓6张牌。", "Bob保留5张起手牌。",
		"Bob将其牌库顶的牌留在原处。", "第1回合：Bob。"} {
		require.Contains(t, zhLines, want)
	}
}

// -start dealt deals seven cards each and Alice starts, with no start
// decisions to print.
func TestDuelDealtStart(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-seed", "1", "-start", "dealt", "-budget", "5"}, &out))
	require.True(t, strings.HasPrefix(out.String(), "Turn 1: Alice.\n"), out.String()[:40])
}

// -players and -variant play free-for-all and Two-Headed Giant games to
// the end; bad counts are refused.
func TestDuelMultiplayer(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-players", "3", "-seed", "2", "-budget", "5"}, &out))
	require.Contains(t, out.String(), "Result: ")
	out.Reset()
	require.NoError(t, run([]string{"-players", "4", "-variant", "two-headed-giant", "-seed", "1", "-budget", "5"}, &out))
	require.Regexp(t, `Result: (Alice & Bob|Carol & Dave) win after`, out.String())
	out.Reset()
	require.NoError(t, run([]string{"-variant", "two-headed-giant", "-seed", "1", "-budget", "5"}, &out), "four players by default")
	require.Regexp(t, `Result: (Alice & Bob|Carol & Dave) win after`, out.String())
	require.Error(t, run([]string{"-players", "1"}, &out))
	require.Error(t, run([]string{"-players", "3", "-variant", "two-headed-giant"}, &out))
}

// Bob is the search player by default (-p2 search), deterministic for a
// seed and budget; a budget below 1 is refused.
func TestDuelSearchOpponent(t *testing.T) {
	var a, b, h bytes.Buffer
	require.NoError(t, run([]string{"-seed", "3", "-budget", "10", "-start", "dealt"}, &a))
	require.NoError(t, run([]string{"-seed", "3", "-budget", "10", "-start", "dealt", "-p2", "search"}, &b))
	require.NoError(t, run([]string{"-seed", "3", "-budget", "10", "-start", "dealt", "-p2", "heuristic"}, &h))
	require.Equal(t, a.String(), b.String(), "search is the default opponent")
	require.NotEqual(t, a.String(), h.String(), "and not the heuristic player")
	require.Error(t, run([]string{"-budget", "0"}, &a))
}
