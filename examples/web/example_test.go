package main

import (
	"fmt"
	"io"

	"github.com/spellstack/spellstack/internal/cli"
)

// A mistaken command line is refused before anything listens, with
// status 2.
func Example() {
	err := run([]string{"-ai", "genius"}, io.Discard, io.Discard, nil)
	fmt.Println(err, cli.ExitStatus("web", err, io.Discard))
	// Output:
	// -ai "genius": want search or heuristic 2
}
