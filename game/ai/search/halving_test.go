package search_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

// duelSetUp returns an empty game of Alice and Bob, to be set up with
// put and begun with Start.
func duelSetUp(t *testing.T, seed uint64) (*game.Game, func(game.PlayerID, zone.Kind, *card.Definition)) {
	g, err := game.NewEmpty(game.Config{Seed: seed, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	return g, func(p game.PlayerID, z zone.Kind, d *card.Definition) {
		_, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
	}
}

// behind returns a position where Alice, at life, faces Bob's two
// Centaur Coursers at 20 life in her first main phase with two Mountains
// out and a Mountain and a Centaur Courser (which she can't cast) in
// hand: her options are her land and passing.
func behind(t *testing.T, life int, seed uint64) *game.Game {
	g, put := duelSetUp(t, seed)
	for i := 0; i < 10; i++ {
		put(0, zone.Library, []*card.Definition{card.Mountain, card.RuneclawBear}[i%2])
		put(1, zone.Library, []*card.Definition{card.Forest, card.CentaurCourser}[i%2])
	}
	put(0, zone.Hand, card.Mountain)
	put(0, zone.Hand, card.CentaurCourser)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Battlefield, card.Mountain)
	for range 3 {
		put(1, zone.Battlefield, card.Forest)
	}
	put(1, zone.Battlefield, card.CentaurCourser)
	put(1, zone.Battlefield, card.CentaurCourser)
	require.NoError(t, g.SetLife(0, life))
	require.NoError(t, g.Start(5, 0, game.Main1))
	return g
}

// Playing the land in hand costs nothing and passing instead gains
// nothing: whether Alice is even or far behind, the search plays it, as
// the heuristic player would. Compared on the same deals and scored at
// the same turn, the land and the pass (after which the rollout plays the
// land in the second main phase) reach the same position and score
// alike, and a tie keeps the heuristic's choice. (Searched with a tree
// below the options, deals drawn apart and the rollout's turns counted
// from the end of the tree, the pass won by chance or by being scored
// earlier.)
func TestPlaysItsLand(t *testing.T) {
	for _, life := range []int{20, 4} {
		for seed := uint64(0); seed < 8; seed++ {
			g := behind(t, life, seed)
			require.Len(t, g.LegalActions(nil), 2)
			a := search.New(search.Options{Seed: seed}).Choose(g)
			require.Equal(t, game.ActPlayLand, a.Kind, "life %d, seed %d: %s", life, seed, g.Describe(a, game.English))
		}
	}
}
