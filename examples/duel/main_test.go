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
}
