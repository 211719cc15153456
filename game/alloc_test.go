package game_test

import (
	"runtime"
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
		settleRuntime()
		if n := testing.AllocsPerRun(200, step); n != 0 {
			t.Errorf("auto-pass %v: %.1f allocations per decision, want 0", auto, n)
		}
	}
}

// A search's tree walk lists options and applies each to a copy made into
// reused storage (CloneInto): once that storage has grown, the walk
// allocates nothing, though a fresh copy keeps no listing scratch of its
// own (the payment plan it lists abilities with lives on the stack).
func TestTreeWalkIntoReusedCopiesAllocatesNothing(t *testing.T) {
	const depth = 3
	g := richPosition(t)
	games := make([]*game.Game, depth+1)
	bufs := make([][]game.Action, depth+1)
	var walk func(g *game.Game, d int)
	walk = func(g *game.Game, d int) {
		if d == 0 || g.Over() {
			return
		}
		bufs[d] = g.LegalActions(bufs[d][:0])
		for i := range bufs[d] {
			games[d] = g.CloneInto(games[d])
			if err := games[d].Apply(bufs[d][i]); err != nil {
				t.Fatal(err)
			}
			walk(games[d], d-1)
		}
	}
	walk(g, depth) // let the copies' storage grow to its size
	settleRuntime()
	if n := testing.AllocsPerRun(3, func() { walk(g, depth) }); n != 0 {
		t.Errorf("%.1f allocations per walk of the tree %d deep, want 0", n, depth)
	}
}

// settleRuntime runs a garbage collection, so that the runtime's own
// one-time allocations (the first collection starts its worker
// goroutines) fall before a count of the engine's allocations, not in it.
func settleRuntime() { runtime.GC() }
