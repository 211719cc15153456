package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A permanent's ViewID is its timestamp, and an Equipment becoming
// attached gets a new one (CR 613.6d): the same permanent has a new
// ViewID without changing zones. The attach event names both, the old
// one as "old", so a client that tracks permanents by ViewID follows it,
// as it follows a card from "old" to "object" after a zone change.
func TestAttachEventNamesTheEquipmentsOldViewID(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 4 {
		put(0, zone.Battlefield, card.Mountain)
	}
	plate := put(0, zone.Battlefield, card.BrawlersPlate)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	before := [2]game.ViewID{viewIDs(g, 0)[plate], viewIDs(g, 1)[plate]}
	require.NotZero(t, before[0])
	require.NotZero(t, before[1])
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: plate}.WithTargets(game.ObjectTarget(bear))))
	g.ClearEvents()
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	o, _ := g.Object(plate)
	require.Equal(t, bear, o.AttachedTo)
	for viewer := range 2 {
		after := viewIDs(g, game.PlayerID(viewer))[plate]
		require.NotZero(t, after)
		require.NotEqual(t, before[viewer], after, "a new timestamp, a new ViewID")
		found := false
		for _, e := range g.EventsFor(game.PlayerID(viewer)) {
			if e.Kind == game.EventAttach {
				found = true
				require.Equal(t, after, e.Object)
				require.Equal(t, before[viewer], e.Old)
			}
		}
		require.True(t, found, "no attach event for viewer %d", viewer)
	}
}
