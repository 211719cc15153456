package search_test

import (
	"fmt"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

// Bob is at 3 life and has a bear; Alice holds Lightning Strike. The
// search player, with a budget in iterations, sends it at Bob's face; the
// same seed, position and budget always give the same answer.
func ExamplePlayer_Choose() {
	position := func() *game.Game {
		g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		for i := 0; i < 10; i++ {
			g.Put(0, zone.Library, card.Mountain, game.PutOptions{})
			g.Put(1, zone.Library, card.Forest, game.PutOptions{})
		}
		g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
		g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
		g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
		g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
		g.SetLife(1, 3)
		g.Start(3, 0, game.Main1)
		return g
	}
	for run := 0; run < 2; run++ {
		g := position()
		p := search.New(search.Options{Iterations: 64, Seed: 7})
		a := p.Choose(g)
		fmt.Printf("%s (after %d iterations)\n", g.Describe(a, game.English), p.Iterations())
		if err := g.Apply(a); err != nil {
			fmt.Println(err)
		}
	}
	// Output:
	// Cast Lightning Strike targeting Bob (after 64 iterations)
	// Cast Lightning Strike targeting Bob (after 64 iterations)
}
