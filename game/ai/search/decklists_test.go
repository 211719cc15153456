package search_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
)

// With believed decklists the search doesn't learn what the others
// brought: Bob's hidden cards are Lightning Strikes, Forests and
// Centaur Coursers in one game and Islands and Serra Angels in the other,
// and Alice, who has seen none of them, decides the same. With open
// decklists the two searches differ.
func TestSecretDecklists(t *testing.T) {
	position := func(bob []*card.Definition, seed uint64) *game.Game { return setUpPosition(t, bob, seed) }
	var strikes, angels []*card.Definition
	for i := 0; i < 15; i++ {
		strikes = append(strikes, []*card.Definition{card.LightningStrike, card.Forest, card.CentaurCourser}[i%3])
		angels = append(angels, []*card.Definition{card.Island, card.SerraAngel}[i%2])
	}
	// Alice's belief: Bob plays red and green.
	var believed []*card.Definition
	for range 4 {
		believed = append(believed, card.LightningStrike, card.CentaurCourser, card.RuneclawBear, card.Mountain, card.Forest, card.Forest)
	}
	lists := [][]*card.Definition{nil, believed}
	open := 0
	for seed := uint64(0); seed < 4; seed++ {
		a, b := position(strikes, 3), position(angels, 4)
		require.Greater(t, len(a.LegalActions(nil)), 2)
		pa := search.New(search.Options{Iterations: 40, Seed: seed, Decklists: lists})
		pb := search.New(search.Options{Iterations: 40, Seed: seed, Decklists: lists})
		x, y := pa.Choose(a), pb.Choose(b)
		require.True(t, x.Equal(y), "seed %d: %+v vs %+v", seed, x, y)
		require.Equal(t, pa.RootVisits(), pb.RootVisits(), "the searches are the same")
		require.Equal(t, pa.RootRewards(), pb.RootRewards(), "the searches score the same")
		oa := search.New(search.Options{Iterations: 40, Seed: seed})
		ob := search.New(search.Options{Iterations: 40, Seed: seed})
		oa.Choose(a)
		ob.Choose(b)
		if !slices.Equal(oa.RootRewards(), ob.RootRewards()) {
			open++
		}
	}
	require.Greater(t, open, 0, "open decklists tell the games apart")
}

// Nil cards, tokens and emblems in the lists, and lists for seats a game
// doesn't have, are left out: the player still answers legally.
func TestDecklistsLeaveOutWhatCantBeUsed(t *testing.T) {
	lists := [][]*card.Definition{{nil}, {card.Forest, nil, card.Plummet, card.SoldierToken}, nil, {card.Island, card.GarrukEmblem}, {card.Swamp}}
	kept := search.New(search.Options{Decklists: lists}).Decklists()
	require.Equal(t, [][]*card.Definition{{}, {card.Forest, card.Plummet}, nil, {card.Island}, {card.Swamp}}, kept)
	walk(t, configs(t, 4), 300, func(g *game.Game) {
		_, err := g.DeterminizeWith(nil, g.Pending().Player, 1, kept[:min(len(kept), g.NumPlayers())])
		require.NoError(t, err, "what the player keeps, the game takes")
		p := search.New(search.Options{Iterations: 6, RolloutTurns: 1, Seed: 2, Decklists: lists})
		c := g.Clone()
		require.NoError(t, c.Apply(p.Choose(g)))
	})
}
