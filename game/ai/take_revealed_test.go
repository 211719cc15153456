package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/zone"
)

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
