package search_test

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/internal/hostile"
)

// The search player answers any game it is given without panicking (one
// in progress, one over, one never started, the zero Game), whatever its
// options: negative budgets and depths, a time budget without
// iterations.
func TestPlayerSurvivesHostileGamesAndOptions(t *testing.T) {
	var deck []*card.Definition
	for i := 0; i < 15; i++ {
		deck = append(deck, card.Mountain, card.LightningStrike, card.RuneclawBear, card.Forest)
	}
	live, err := game.New(game.Config{Seed: 9, Start: game.StartDealt, Players: []game.PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}}})
	if err != nil {
		t.Fatal(err)
	}
	over := live.Clone()
	if err := over.Apply(game.Action{Kind: game.ActConcede, Player: 1}); err != nil {
		t.Fatal(err)
	}
	empty, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	// mid: a position where the search has more than one option.
	mid := live.Clone()
	rr := rand.New(rand.NewPCG(1, 1))
	for i := 0; ; i++ {
		if p := search.New(search.Options{Iterations: 2, RolloutTurns: 1}); !mid.Over() {
			p.Choose(mid.Clone())
			if p.Iterations() > 0 {
				break
			}
		}
		if i == 500 || mid.Over() {
			t.Fatal("no position with a choice to search")
		}
		options := mid.LegalActions(nil)
		if err := mid.Apply(options[rr.IntN(len(options))]); err != nil {
			t.Fatal(err)
		}
	}
	games := []*game.Game{live, mid, over, empty, new(game.Game)}
	values := func(ty reflect.Type, r *rand.Rand) (reflect.Value, bool) {
		switch ty {
		case reflect.TypeOf((*game.Game)(nil)):
			return reflect.ValueOf(games[r.IntN(len(games))].Clone()), true
		case reflect.TypeOf(time.Duration(0)):
			return reflect.ValueOf([]time.Duration{0, -1, time.Millisecond}[r.IntN(3)]), true
		}
		return reflect.Value{}, false
	}
	r := rand.New(rand.NewPCG(5, 6))
	hostile.Methods(t, func() any {
		opts := hostile.Value(reflect.TypeOf(search.Options{}), r, values).Interface().(search.Options)
		// Keep each decision short: a hostile budget may be huge.
		opts.Iterations = min(opts.Iterations, 8)
		if opts.Iterations <= 0 && opts.Time > 0 {
			opts.Iterations = 8
		}
		opts.RolloutTurns = min(opts.RolloutTurns, 2)
		return search.New(opts)
	}, 30, 1, values)
}
