package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A "Sacrifice this permanent" cost is a sacrifice (CR 701.15a) as much as
// "Sacrifice a creature" is: the events say so before the zone change,
// for an ability that uses the stack (Selfless Cathar) and for a mana
// ability (Generator Servant, CR 605).
func TestSacrificeSelfCostIsASacrificeEvent(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, card.Plains)
	put(0, zone.Battlefield, card.Plains)
	cathar := put(0, zone.Battlefield, card.SelflessCathar)
	servant := put(0, zone.Battlefield, card.GeneratorServant)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	for _, src := range []game.ObjectID{cathar, servant} {
		g.ClearEvents()
		act := firstAction(t, g, func(a game.Action) bool {
			return (a.Kind == game.ActActivate || a.Kind == game.ActActivateMana) && a.Object == src
		})
		require.NoError(t, g.Apply(act))
		sacrificed, moved := sacrificeAndMove(g, src)
		require.GreaterOrEqual(t, sacrificed, 0, "a sacrifice event for %v", src)
		require.Greater(t, moved, sacrificed, "the zone change follows it")
	}
}

// The automatic payment of a cast may activate Generator Servant's mana
// ability (CR 601.2g, 605.3a): its sacrifice is recorded as one too.
func TestAutomaticPaymentRecordsTheSacrifice(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, card.Forest)
	servant := put(0, zone.Battlefield, card.GeneratorServant)
	courser := put(0, zone.Hand, card.CentaurCourser)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Cast(0, courser))
	sacrificed, moved := sacrificeAndMove(g, servant)
	require.GreaterOrEqual(t, moved, 0, "the payment sacrificed the Servant")
	require.GreaterOrEqual(t, sacrificed, 0, "a sacrifice event for it")
	require.Greater(t, moved, sacrificed, "the zone change follows it")
}

// sacrificeAndMove returns the indexes in g's events of player 0's
// sacrifice of id and of its first zone change, -1 for none.
func sacrificeAndMove(g *game.Game, id game.ObjectID) (sacrificed, moved int) {
	sacrificed, moved = -1, -1
	for i, e := range g.Events() {
		switch {
		case e.Kind == game.EventSacrifice && e.Object == id && e.Player == 0:
			sacrificed = i
		case e.Kind == game.EventZoneChange && e.Old == id && moved < 0:
			moved = i
		}
	}
	return sacrificed, moved
}
