package ai_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/internal/hostile"
	"github.com/spellstack/spellstack/zone"
)

// The players answer any game they are given without panicking: one in
// progress, one over, one never started, the zero Game; Rate takes any
// action.
func TestPlayersSurviveHostileGames(t *testing.T) {
	games := hostileGames(t)
	values := func(ty reflect.Type, r *rand.Rand) (reflect.Value, bool) {
		if ty == reflect.TypeOf((*game.Game)(nil)) {
			return reflect.ValueOf(games[r.IntN(len(games))].Clone()), true
		}
		return reflect.Value{}, false
	}
	hostile.Methods(t, func() any { return ai.NewRandom(7) }, 40, 1, values)
	hostile.Methods(t, func() any { return ai.NewHeuristic() }, 40, 2, values)
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 500; i++ {
		g, _ := values(reflect.TypeOf((*game.Game)(nil)), r)
		a := hostile.Value(reflect.TypeOf(game.Action{}), r, nil).Interface().(game.Action)
		gg := g.Interface().(*game.Game)
		if ids := gg.AppendZone(gg.AppendZone(nil, 0, zone.Hand), 1, zone.Hand); len(ids) > 0 && r.IntN(2) == 0 {
			a.Object = ids[r.IntN(len(ids))] // a real card, in an action that isn't its option
		}
		if _, err := hostile.Call(reflect.ValueOf(ai.Rate), []reflect.Value{g, reflect.ValueOf(a)}); err != nil {
			t.Fatalf("Rate(%+v) on game %v: %v", a, g, err)
		}
	}
}

// hostileGames returns a game in progress, one over, one not started and
// the zero Game.
func hostileGames(t *testing.T) []*game.Game {
	t.Helper()
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
	return []*game.Game{live, over, empty, new(game.Game)}
}
