package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The same seed prints the same game (DESIGN principle 5).
func TestDuelDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	require.NoError(t, run([]string{"-seed", "7"}, &a))
	require.NoError(t, run([]string{"-seed", "7"}, &b))
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
}

// -lang zh prints the log in Simplified Chinese (DESIGN principle 7):
// the same game as in English, line for line, and the same seed prints
// the same bytes.
func TestDuelChinese(t *testing.T) {
	var zh, zh2, en, def bytes.Buffer
	require.NoError(t, run([]string{"-seed", "5", "-lang", "zh"}, &zh))
	require.NoError(t, run([]string{"-seed", "5", "-lang", "zh"}, &zh2))
	require.NoError(t, run([]string{"-seed", "5", "-lang", "en"}, &en))
	require.NoError(t, run([]string{"-seed", "5"}, &def))
	require.Equal(t, zh.String(), zh2.String(), "same seed, same output")
	require.Equal(t, en.String(), def.String(), "English is the default")
	out := zh.String()
	require.Contains(t, out, "第1回合：Alice。")
	require.Contains(t, out, "结果：")
	require.Contains(t, out, "施放")
	require.NotContains(t, out, " casts ")
	require.Equal(t, strings.Count(en.String(), "\n"), strings.Count(out, "\n"), "one Chinese line per English line")
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		require.True(t, strings.HasSuffix(line, "。"), "not a Chinese sentence: %q", line)
	}
}

// -players and -variant play free-for-all and Two-Headed Giant games to
// the end; bad counts are refused.
func TestDuelMultiplayer(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-players", "3", "-seed", "2"}, &out))
	require.Contains(t, out.String(), "Result: ")
	out.Reset()
	require.NoError(t, run([]string{"-players", "4", "-variant", "two-headed-giant", "-seed", "1"}, &out))
	require.Regexp(t, `Result: (Alice & Bob|Carol & Dave) win after`, out.String())
	require.Error(t, run([]string{"-players", "1"}, &out))
	require.Error(t, run([]string{"-players", "3", "-variant", "two-headed-giant"}, &out))
}
