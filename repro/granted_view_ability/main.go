// The view's stack item for a granted activated ability (Burning Anger's, Caustic Tar's) has
// ability -1, which docs/json.md and ViewStackItem.Ability say is "index among the source's activated
// or triggered abilities"; the view names neither the granting card nor the ability text.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func def(n string) *card.Definition {
	d, err := card.Default().Lookup(n)
	if err != nil {
		panic(err)
	}
	return d
}

func main() {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		panic(err)
	}
	bear, _ := g.Put(0, zone.Battlefield, def("Runeclaw Bear"), game.PutOptions{})
	if _, err := g.Put(0, zone.Battlefield, def("Burning Anger"), game.PutOptions{AttachedTo: bear}); err != nil {
		panic(err)
	}
	if err := g.Start(3, 0, game.Main1); err != nil {
		panic(err)
	}
	// Runeclaw Bear has no printed non-mana ability: its first is Burning Anger's.
	if err := g.Activate(0, bear, 0, game.PlayerTarget(1)); err != nil {
		panic(err)
	}
	v := g.View(0)
	it := v.Stack[0]
	b, _ := json.Marshal(it)
	fmt.Printf("stack item: %s\n", b)
	fmt.Printf("Card %s, Ability %d, len(Card.Activated) %d\n", it.Card.Name, it.Ability, len(it.Card.Activated))
	if it.Ability < 0 || it.Ability >= len(it.Card.Activated) {
		fmt.Println("FAIL: ability does not index the source's activated abilities (docs/json.md: stack `ability`)")
		os.Exit(1)
	}
	fmt.Println("ok")
}
