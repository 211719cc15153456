package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Zone and ZoneLen list a player's emblems in the command zone (CR 113.2,
// 408.1), as the view does.
func TestZoneListsEmblems(t *testing.T) {
	g, put := emptyDuel(t, 1)
	var loyalty [5]int
	loyalty[game.Loyalty] = 7
	ajani, err := g.Put(alice, zone.Battlefield, card.AjaniSteadfast, game.PutOptions{Counters: loyalty})
	require.NoError(t, err)
	put(alice, zone.Library, card.Plains)
	put(bob, zone.Library, card.Plains)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.Empty(t, g.Zone(alice, zone.Command))
	require.NoError(t, g.Activate(alice, ajani, 2)) // −7: the emblem
	require.NoError(t, g.PassUntilResolved())
	emblems := g.Zone(alice, zone.Command)
	require.Len(t, emblems, 1)
	require.Equal(t, 1, g.ZoneLen(alice, zone.Command))
	require.Empty(t, g.Zone(bob, zone.Command), "the emblem is Alice's")
	require.Equal(t, 0, g.ZoneLen(bob, zone.Command))
	v := g.View(bob)
	require.Len(t, v.Command, 1)
	o, ok := g.Object(emblems[0])
	require.True(t, ok)
	require.Equal(t, v.Command[0].Name, o.Card.Name)
}
