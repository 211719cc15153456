package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// An event as EventsFor gives it reads back from its JSON as it was,
// those without a target too (no target: no player, not seat 0).
func TestViewEventsRoundTripThroughJSON(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.Mountain)
	put(alice, zone.Battlefield, card.Mountain)
	strike := put(alice, zone.Hand, card.LightningStrike)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Cast(alice, strike, game.PlayerTarget(bob)))
	require.NoError(t, g.PassUntilResolved())
	evs := g.EventsFor(bob)
	require.NotEmpty(t, evs)
	for _, e := range evs {
		b, err := json.Marshal(e)
		require.NoError(t, err)
		var back game.ViewEvent
		require.NoError(t, json.Unmarshal(b, &back))
		require.Equal(t, e.Target, back.Target, "%s", b)
		if !e.HasTarget {
			require.Equal(t, game.NoPlayer, e.Target.Player, "%s", b)
		}
	}
}
