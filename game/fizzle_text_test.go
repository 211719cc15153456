package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Bob's Lightning Strike targets Alice's Runeclaw Bear; Alice answers with
// Ranger's Guile, and the Bear gains hexproof. The Strike is countered on
// resolution because its only target is now illegal (CR 608.2b, 702.11b),
// but the Bear is still on the battlefield. The English line says "its
// targets are gone", which is false here (the Chinese line rightly says the
// targets are illegal). The English should say the targets are illegal,
// not gone.
func TestFizzleTextTargetStillThere(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 3 {
		put(0, zone.Battlefield, card.Forest)
	}
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	guile := put(0, zone.Hand, card.RangersGuile)
	put(1, zone.Battlefield, card.Mountain)
	put(1, zone.Battlefield, card.Mountain)
	strike := put(1, zone.Hand, card.LightningStrike)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 1, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 1, Object: strike}.WithTargets(game.ObjectTarget(bear))))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: guile}.WithTargets(game.ObjectTarget(bear))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1)) // Ranger's Guile resolves
	g.ClearEvents()
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0)) // the Strike tries to resolve
	found := false
	for _, e := range g.Events() {
		if e.Kind == game.EventFizzle {
			found = true
			line := g.EventLine(e, game.English)
			assert.NotContains(t, line, "gone", "the Bear is still on the battlefield: %q", line)
		}
	}
	require.True(t, found)
	o, ok := g.Object(bear)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, o.Zone)
}
