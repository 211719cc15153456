package main

import (
	"fmt"
	"io"
	"os"
)

// The greedy bot against the random player, seed 3.
func Example() {
	err := run([]string{"-opponent", "random", "-seed", "3",
		"-deck1", "../../testdata/decks/white-red.txt", "-deck2", "../../testdata/decks/black-green.txt"}, os.Stdout, io.Discard)
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// Greedy bot (Alice) wins on turn 14 after 278 actions: Alice 18 life, Bob -11 life (seed 3).
}
