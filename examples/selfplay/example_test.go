package main

import (
	"bytes"
	"fmt"
	"strings"
)

// Ten random games of the burn mirror; the wins depend only on the seed
// (the figures of speed, left out here, on the machine).
func Example() {
	var out bytes.Buffer
	if err := run([]string{"-quiet", "-games", "10", "-seed", "1",
		"-deck1", "../../testdata/decks/burn.txt", "-deck2", "../../testdata/decks/burn.txt"}, &out); err != nil {
		fmt.Println(err)
	}
	for _, field := range strings.Fields(out.String()) {
		if strings.HasPrefix(field, "games=") || strings.Contains(field, "_wins=") || strings.HasPrefix(field, "draws=") {
			fmt.Println(field)
		}
	}
	// Output:
	// games=10
	// p1_wins=6
	// p2_wins=4
	// draws=0
}
