package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 603.3b: the player whose abilities trigger at once puts them on the
// stack in the order they choose. Two Diffusion Sliver triggers for two
// different abilities that targeted the Sliver are not alike, though
// they have one source and one event object: each counters its own
// ability unless its controller pays {2}, so the order matters and both
// are listed.
func TestDiffusionTriggersForTwoAbilitiesAreNotAlike(t *testing.T) {
	g, put := emptyDuel(t, 1)
	lynx := put(0, zone.Hand, cardDef(t, "Frost Lynx"))
	put(0, zone.Battlefield, cardDef(t, "Kapsho Kitefins"))
	for i := 0; i < 3; i++ {
		put(0, zone.Battlefield, card.Island)
	}
	sliver := put(1, zone.Battlefield, cardDef(t, "Diffusion Sliver"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, lynx))
	require.NoError(t, g.PassUntilResolved())
	// Alice orders her two triggers (Frost Lynx's and the Kitefins') and
	// aims both at the Sliver; then Bob orders his.
	for n := 0; n < 10 && !(g.Pending().Kind == game.DecideTriggerOrder && g.Pending().Player == 1); n++ {
		acts := g.LegalActions(nil)
		require.NotEmpty(t, acts)
		a := acts[0]
		for _, b := range acts {
			if b.NumTargets == 1 && b.Targets[0] == game.ObjectTarget(sliver) {
				a = b
			}
		}
		require.NoError(t, g.Apply(a))
	}
	d := g.Pending()
	require.Equal(t, game.DecideTriggerOrder, d.Kind)
	require.Equal(t, game.PlayerID(1), d.Player)
	require.Equal(t, 2, d.Count)
	require.Len(t, g.LegalActions(nil), 2, "the two triggers are listed apart")
}
