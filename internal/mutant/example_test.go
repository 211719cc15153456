package mutant_test

import (
	"fmt"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/internal/mutant"
	"github.com/spellstack/spellstack/zone"
)

// Each one-field mutant of a legal cast of Lightning Strike (the field set
// to the last of its candidate values: out of range, a stale object, a
// player not in the game) is refused and changes nothing; the cast itself
// is accepted and passes the checks.
func ExampleMutate() {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike, _ := g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	g.Start(3, 0, game.Main1)

	cast := game.Action{Kind: game.ActCast, Player: 0, Object: strike}.WithTargets(game.PlayerTarget(1))
	pick := func(n int) int { return n - 1 } // the last candidate value of each field
	refused := 0
	for field := 0; field < mutant.Fields; field++ {
		m := mutant.Mutate(g, cast, field, pick)
		if m.Equal(cast) {
			continue
		}
		before := g.Clone()
		if err := g.Apply(m); err == nil {
			fmt.Println("accepted a mutant:", mutant.CheckAccepted(before, m))
			return
		}
		if g.Fingerprint() == before.Fingerprint() {
			refused++
		}
	}
	fmt.Println("mutants refused without a change:", refused)
	before := g.Clone()
	fmt.Println(g.Apply(cast) == nil, mutant.CheckAccepted(before, cast) == "", mutant.RoundTrip(g, nil) == "")
	// Output:
	// mutants refused without a change: 20
	// true true true
}
