package search_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

// hasDeclaration reports whether opts holds a declaration of exactly n
// attackers (or blockers, with blocks set).
func hasDeclaration(opts []game.Action, n int, blocks bool) bool {
	for _, a := range opts {
		k := len(a.Attackers)
		if blocks {
			k = len(a.Blockers)
		}
		if k == n {
			return true
		}
	}
	return false
}

// The listing offers an attack with each creature alone and with all of
// them (CR 508.1a lets any set attack); the search also weighs the
// heuristic's attack (the Centaur Courser, which Bob's Bear can't kill)
// with one Bear more, and every option it weighs is one the game
// accepts.
func TestSearchWeighsOneAttackerMore(t *testing.T) {
	g, put := duelSetUp(t, 1)
	put(0, zone.Battlefield, card.CentaurCourser)
	for range 2 {
		put(0, zone.Battlefield, card.RuneclawBear)
	}
	put(1, zone.Battlefield, card.RuneclawBear)
	for range 5 {
		put(0, zone.Library, card.Forest)
		put(1, zone.Library, card.Forest)
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.False(t, hasDeclaration(g.LegalActions(nil), 2, false), "the listing has no attack by two")
	opts := search.New(search.Options{Seed: 1}).Candidates(g)
	require.Len(t, opts[0].Attackers, 1, "the heuristic attacks with the Courser")
	require.True(t, hasDeclaration(opts, 2, false), "%+v", opts)
	require.True(t, hasDeclaration(opts, 0, false), "no attack is weighed too")
	for _, a := range opts {
		require.NoError(t, g.Clone().Apply(a))
	}
}

// Two Bears may block one Centaur Courser together (CR 509.1a) and kill
// it; the listing offers each block alone, the search also the double
// block.
func TestSearchWeighsGangBlocks(t *testing.T) {
	g, put := duelSetUp(t, 1)
	put(0, zone.Battlefield, card.CentaurCourser)
	for range 2 {
		put(1, zone.Battlefield, card.RuneclawBear)
	}
	for range 5 {
		put(0, zone.Library, card.Forest)
		put(1, zone.Library, card.Forest)
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attackers := g.LegalActions(nil)
	require.Len(t, attackers, 2)
	require.NoError(t, g.Apply(attackers[1]))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	require.False(t, hasDeclaration(g.LegalActions(nil), 2, true), "the listing has no double block")
	opts := search.New(search.Options{Seed: 1}).Candidates(g)
	require.True(t, hasDeclaration(opts, 2, true), "%+v", opts)
	for _, a := range opts {
		require.NoError(t, g.Clone().Apply(a))
	}
}
