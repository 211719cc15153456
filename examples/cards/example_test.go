package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Example checks a decklist the way `go run ./examples/cards -check
// FILE` does, showing every problem with its line number.
func Example() {
	dir, err := os.MkdirTemp("", "cards-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "deck.txt")
	const deck = `# my deck
20 Mountain
5 Lightning Strike
4 Runeclaw Baer
`
	if err := os.WriteFile(path, []byte(deck), 0o600); err != nil {
		fmt.Println(err)
		return
	}
	var msgs strings.Builder
	code := run([]string{"-check", path}, os.Stdout, &msgs)
	fmt.Print(strings.ReplaceAll(msgs.String(), dir+string(filepath.Separator), ""))
	fmt.Println("exit status", code)
	// Output:
	// deck.txt:3: 5 copies of "Lightning Strike"; a deck may hold at most 4 of a card other than a basic land, sideboard included (CR 100.2a, 100.4a)
	// deck.txt:4: unknown card "Runeclaw Baer" (did you mean "Runeclaw Bear"?)
	// deck.txt: main deck has 29 cards; a constructed deck needs at least 60 (CR 100.2a)
	// exit status 1
}
