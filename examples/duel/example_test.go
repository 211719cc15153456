package main

import (
	"bytes"
	"fmt"
	"strings"
)

// Two random players play a dealt game; the same seed always prints the
// same game. The last line of the log is the result.
func Example() {
	var out bytes.Buffer
	if err := run([]string{"-seed", "3", "-p1", "random", "-p2", "random", "-start", "dealt"}, &out); err != nil {
		fmt.Println(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	fmt.Println(lines[len(lines)-1])
	// Output:
	// Result: Bob wins after 22 turns and 465 actions (seed 3).
}
