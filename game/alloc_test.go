package game_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// An idle priority pass, listing included, allocates nothing: passing
// through whole turns on a board of lands, with auto-pass off and on (a
// pass then runs on through every idle priority after it).
func TestIdlePassAllocatesNothing(t *testing.T) {
	for _, auto := range []bool{false, true} {
		deck := deckOf(400, card.Mountain)
		g, err := game.New(game.Config{Start: game.StartDealt, NoEvents: true, AutoPass: auto,
			Rules:   game.Rules{MaxHandSize: 1 << 15}, // no discard: the hand grows by a card a turn
			Players: []game.PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}}})
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]game.Action, 0, 64)
		step := func() {
			buf = g.LegalActions(buf[:0])
			a := buf[0] // pass, or the first land play
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < 50; i++ {
			step() // let the game's storage grow to its size
		}
		if n := testing.AllocsPerRun(200, step); n != 0 {
			t.Errorf("auto-pass %v: %.1f allocations per decision, want 0", auto, n)
		}
	}
}
