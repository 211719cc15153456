package main

import (
	"bytes"
	"flag"
	"os"
	"testing"

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
	assert.Equal(t, 0, exitStatus(err, &stderr))
	assert.Empty(t, stderr.String())
	assert.Empty(t, out.String())
	for _, want := range []string{"usage: go run ./examples/duel", "-seed", `(default "heuristic")`, `(default "search")`, "-budget", `(default "full")`,
		`(default "en")`, "built-in White-Red deck", "built-in Black-Green deck", "(default 1)"} {
		assert.Contains(t, usage.String(), want)
	}
}

// A bad flag value is an error: exit status 1, the reason on stderr.
func TestDuelExitStatus(t *testing.T) {
	var out, stderr bytes.Buffer
	assert.Equal(t, 0, exitStatus(nil, &stderr))
	assert.Equal(t, 1, exitStatus(run([]string{"-p1", "genius"}, &out), &stderr))
	assert.Contains(t, stderr.String(), "duel: unknown player kind")
}
