package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

func deckOf(n int, defs ...*card.Definition) []*card.Definition {
	var out []*card.Definition
	for len(out) < n {
		out = append(out, defs...)
	}
	return out[:n]
}

func TestSmokeRandom(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		g, err := game.New(game.Config{Seed: seed, Start: game.StartDealt, Players: []game.PlayerConfig{
			{Name: "A", Deck: deckOf(60, card.Mountain, card.RuneclawBear, card.Forest, card.GoblinRoughrider)},
			{Name: "B", Deck: deckOf(60, card.Mountain, card.CentaurCourser, card.Forest, card.BronzeSable)},
		}})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		var buf []game.Action
		n := 0
		for !g.Over() && n < 100000 {
			buf = g.LegalActions(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("seed %d: no legal actions, pending %+v", seed, g.Pending())
			}
			a := buf[r.IntN(len(buf))]
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: listed action %+v refused: %v", seed, a, err)
			}
			g.ClearEvents()
			n++
		}
		if !g.Over() {
			t.Fatalf("seed %d: not over after %d actions", seed, n)
		}
		t.Logf("seed %d: %d actions, turn %d, winner %d", seed, n, g.Turn(), g.Winner())
	}
}
