package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Phytotitan's dies ability creates a delayed one for its owner's next
// upkeep (CR 603.7a): every view lists it, with the card in the
// graveyard, until it triggers there.
func TestViewListsDelayedTriggers(t *testing.T) {
	g, put := emptyDuel(t, 1)
	titan := put(0, zone.Battlefield, card.Phytotitan)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Battlefield, card.Mountain)
	strike := put(0, zone.Hand, card.LightningStrike)
	for range 5 {
		put(0, zone.Library, card.Island)
		put(1, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Empty(t, g.View(1).Delayed)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: strike}.WithTargets(game.ObjectTarget(titan))))
	for g.Pending().Kind == game.DecidePriority && g.View(0).Delayed == nil {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	for p := game.PlayerID(0); p < 2; p++ {
		v := g.View(p)
		require.Len(t, v.Delayed, 1)
		d := v.Delayed[0]
		require.Equal(t, "Phytotitan", d.Name)
		require.Equal(t, game.PlayerID(0), d.Controller)
		require.Equal(t, game.PlayerID(0), d.Upkeep, "its owner's upkeep")
		require.Len(t, v.Players[0].Graveyard, 2)
		require.Contains(t, []game.ViewID{v.Players[0].Graveyard[0].ID, v.Players[0].Graveyard[1].ID}, d.Source, "the card in the graveyard")
	}
	// Bob's turn passes; at Alice's upkeep it triggers and is no longer
	// waiting.
	for g.Turn() < 5 || g.Step() != game.Upkeep {
		require.NotEmpty(t, g.View(1).Delayed, "turn %d %v", g.Turn(), g.Step())
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Empty(t, g.View(1).Delayed)
	require.Len(t, g.View(1).Stack, 1, "the return is on the stack")
}
