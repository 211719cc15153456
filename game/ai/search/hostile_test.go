package search_test

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/internal/hostile"
)

// The search player answers any game it is given without panicking — a
// decision with options in a duel, in free-for-all and in Two-Headed
// Giant, a game over, one never started, the zero Game — whatever its
// options: negative budgets and depths, a time budget without
// iterations.
func TestPlayerSurvivesHostileGamesAndOptions(t *testing.T) {
	choice := behind(t, 20, 1)
	over := choice.Clone()
	if err := over.Apply(game.Action{Kind: game.ActConcede, Player: 1}); err != nil {
		t.Fatal(err)
	}
	empty, _ := duelSetUp(t, 2)
	games := []*game.Game{choice, over, empty, new(game.Game)}
	n := 0
	walk(t, configs(t, 4), 400, func(g *game.Game) {
		if n++; n%40 == 0 {
			games = append(games, g.Clone())
		}
	})
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
	}, 60, 1, values)
}
