package search_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

// A seven-card hand with no land is taken back (CR 103.4): the search
// player leaves the start of the game to the heuristic's rules, since a
// rollout of a few turns scores the seven cards of a hand that can cast
// nothing as seven cards. Searched, such hands were kept.
func TestMulligansAHandWithNoLand(t *testing.T) {
	for seed := uint64(0); seed < 4; seed++ {
		g, err := game.NewEmpty(game.Config{Seed: seed, StartingSeat: 1,
			Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		for i := 0; i < 30; i++ {
			alice := []*card.Definition{card.LightningStrike, card.RuneclawBear, card.CentaurCourser}[i%3]
			if i >= 7 && i%2 == 0 {
				alice = card.Mountain
			}
			_, err := g.Put(0, zone.Library, alice, game.PutOptions{})
			require.NoError(t, err)
			_, err = g.Put(1, zone.Library, []*card.Definition{card.Forest, card.RuneclawBear}[i%2], game.PutOptions{})
			require.NoError(t, err)
		}
		require.NoError(t, g.StartOpening(false))
		for g.Pending().Player != 0 {
			require.Equal(t, game.DecideMulligan, g.Pending().Kind)
			require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: g.Pending().Player}))
		}
		require.Equal(t, game.DecideMulligan, g.Pending().Kind)
		require.Len(t, g.LegalActions(nil), 2)
		a := search.New(search.Options{Seed: seed}).Choose(g)
		require.Equal(t, 1, a.Choice, "seed %d: %s", seed, g.Describe(a, game.English))
	}
}
