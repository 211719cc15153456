package game_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// Example_readme is the first Go snippet of README.md, word for word
// (docs/docs_test.go checks that they stay equal): a whole game, each
// decision answered with the first legal option. Passing comes first, so
// nobody casts anything and Bob loses when he must draw from an empty
// library (CR 704.5b).
func Example_readme() {
	list, err := card.ParseDecklist("burn.txt", strings.NewReader("24 Mountain\n36 Lightning Strike\n"))
	if err != nil {
		log.Fatal(err)
	}
	deck, err := list.Resolve(card.Default(), card.ValidateOptions{})
	if err != nil {
		log.Fatal(err)
	}
	g, err := game.New(game.Config{Seed: 42, Players: []game.PlayerConfig{
		{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: deck},
	}})
	if err != nil {
		log.Fatal(err)
	}
	for !g.Over() {
		d := g.Pending()               // who decides what
		options := g.LegalActions(nil) // the legal answers, in a deterministic order
		if err := g.Apply(options[0]); err != nil {
			log.Fatalf("%s: %v", d.Kind, err) // never happens for a listed option
		}
	}
	fmt.Println("turn", g.Turn(), "winner", g.PlayerName(g.Winner()))
	// Output: turn 108 winner Alice
}
