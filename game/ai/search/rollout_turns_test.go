package search_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/game/ai/search"
)

// A RolloutTurns past game.MaxTurn means "to the end of the game", as
// game.MaxTurn does: the turn a rollout ends at never overflows into a
// negative turn, after which every rollout would play no turn at all and
// the search would score only the position right after each option.
func TestRolloutTurnsPastMaxTurnPlaysToTheEnd(t *testing.T) {
	g, err := game.New(game.Config{Seed: 4, Start: game.StartDealt, Players: []game.PlayerConfig{
		{Name: "A", Deck: loadDeck(t, "white-red")}, {Name: "B", Deck: loadDeck(t, "black-green")}}})
	require.NoError(t, err)
	h := ai.NewHeuristic()
	for !(g.Pending().Player == 0 && len(g.LegalActions(nil)) > 2 && g.Turn() >= 5) {
		require.False(t, g.Over())
		require.NoError(t, g.Apply(h.Choose(g)))
	}
	choose := func(turns int) game.Action {
		return search.New(search.Options{Iterations: 60, RolloutTurns: turns, Seed: 1}).Choose(g)
	}
	want := choose(game.MaxTurn)
	for _, turns := range []int{math.MaxInt, math.MaxInt - 10, 1 << 40} {
		require.Equal(t, want, choose(turns), "RolloutTurns %d", turns)
	}
}
