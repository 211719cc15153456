package main

import "os"

// The runner prints one line per file and a count.
func Example() {
	run([]string{"../../testdata/scenarios/example_stack_lifo.scn"}, os.Stdout, os.Stdout)
	// Output:
	// ok   ../../testdata/scenarios/example_stack_lifo.scn
	// 1 passed, 0 failed
}
