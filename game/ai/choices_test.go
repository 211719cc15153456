package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/zone"
)

// The heuristic player has its Mercurial Pretender enter as a copy of
// its biggest creature (CR 706.2), not as a 0/0 that dies.
func TestHeuristicCopiesTheBiggestCreature(t *testing.T) {
	g, put := emptyDuel(t)
	put(0, zone.Battlefield, card.RuneclawBear)
	angel := put(0, zone.Battlefield, card.SerraAngel)
	put(0, zone.Battlefield, card.CentaurCourser)
	for range 5 {
		put(0, zone.Battlefield, card.Island)
	}
	pretender := put(0, zone.Hand, card.MercurialPretender)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: pretender}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	a := ai.NewHeuristic().Choose(g)
	require.Equal(t, angel, a.Object)
}

// emptyDuel returns an empty game of Alice and Bob to set up with put,
// which puts a card into a zone and returns its ID.
func emptyDuel(t *testing.T) (*game.Game, func(game.PlayerID, zone.Kind, *card.Definition) game.ObjectID) {
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	return g, func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
}

// Genesis Hydra reveals Vineweft: the heuristic player puts the Aura onto
// the battlefield attached to its own creature (CR 303.4f), not to the
// opponent's, listed first.
func TestHeuristicAttachesARevealedAuraToItsOwnCreature(t *testing.T) {
	g, put := emptyDuel(t)
	put(1, zone.Battlefield, card.CentaurCourser)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	for range 4 {
		put(0, zone.Battlefield, card.Forest)
	}
	vine := put(0, zone.Library, card.Vineweft) // on top
	put(0, zone.Library, card.Island)
	hydra := put(0, zone.Hand, card.GenesisHydra)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: hydra, X: 1}))
	for g.Pending().Kind != game.DecideTakeRevealed {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	opts := g.LegalActions(nil)
	require.Len(t, opts, 3, "Vineweft onto the Courser or the Bear, or nothing")
	a := ai.NewHeuristic().Choose(g)
	require.Equal(t, vine, a.Object)
	require.Equal(t, game.ObjectTarget(bear), a.Targets[0])
}
