package main

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/spellstack/spellstack/internal/cli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// -h prints the flags with their real defaults and exits 0.
func TestDuelHelp(t *testing.T) {
	var usage, out, stderr bytes.Buffer
	usageOutput = &usage
	defer func() { usageOutput = os.Stderr }()
	err := run([]string{"-h"}, &out)
	require.ErrorIs(t, err, flag.ErrHelp)
	assert.Equal(t, 0, cli.ExitStatus("duel", err, &stderr))
	assert.Empty(t, stderr.String())
	assert.Empty(t, out.String())
	for _, want := range []string{"usage: go run ./examples/duel", "-seed", `(default "heuristic")`, `(default "search")`, "-budget", `(default "full")`,
		`(default "en")`, "built-in White-Red deck", "built-in Black-Green deck", "(default 1)"} {
		assert.Contains(t, usage.String(), want)
	}
}

// A mistaken command line exits with status 2, a failure with 1, the
// reason on stderr.
func TestDuelExitStatus(t *testing.T) {
	var out, stderr bytes.Buffer
	usageOutput = &bytes.Buffer{}
	defer func() { usageOutput = os.Stderr }()
	assert.Equal(t, 0, cli.ExitStatus("duel", nil, &stderr))
	assert.Equal(t, 2, cli.ExitStatus("duel", run([]string{"-p1", "genius"}, &out), &stderr))
	assert.Contains(t, stderr.String(), "duel: unknown player kind")
	for _, args := range [][]string{{"-bogus"}, {"extra"}, {"-seed", "3", "human"}, {"-p3", "human"},
		{"-deck4", "x.txt", "-players", "3"}, {"-players", "5"}, {"-variant", "two-headed-giant", "-players", "3"}} {
		stderr.Reset()
		assert.Equal(t, 2, cli.ExitStatus("duel", run(args, &out), &stderr), "%q", args)
		assert.NotEmpty(t, stderr.String())
	}
	assert.Equal(t, 1, cli.ExitStatus("duel", run([]string{"-deck1", "no/such/file.txt"}, &out), &stderr))
	assert.Empty(t, out.String(), "no game is played")
}
