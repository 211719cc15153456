package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 800.4a, 610.3: when Bob concedes, the card he owns in exile leaves
// the game with him, and the creature his Constricting Sliver exiled
// returns. Its zone change names it, as docs/json.md says, by the ViewID
// it had in the view before the action (the second card of exile), not
// by a position counted after Bob's card had gone.
func TestLeaverCardsKeepTheOldIDsOfWhatReturns(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	const alice, bob, carol = game.PlayerID(0), game.PlayerID(1), game.PlayerID(2)
	for i := 0; i < 6; i++ {
		_, err = g.Put(bob, zone.Battlefield, cardDef(t, "Plains"), game.PutOptions{})
		require.NoError(t, err)
	}
	for p := alice; p <= carol; p++ {
		for i := 0; i < 3; i++ {
			_, err = g.Put(p, zone.Library, cardDef(t, "Forest"), game.PutOptions{})
			require.NoError(t, err)
		}
	}
	_, err = g.Put(bob, zone.Exile, cardDef(t, "Lightning Strike"), game.PutOptions{})
	require.NoError(t, err)
	sliver, err := g.Put(bob, zone.Hand, cardDef(t, "Constricting Sliver"), game.PutOptions{})
	require.NoError(t, err)
	bear, err := g.Put(carol, zone.Battlefield, cardDef(t, "Runeclaw Bear"), game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, bob, game.Main1))
	require.NoError(t, g.Cast(bob, sliver))
	for i := 0; i < 20 && g.ZoneLen(carol, zone.Battlefield) > 0; i++ {
		d := g.Pending()
		a := game.Action{Kind: game.ActPass, Player: d.Player}
		switch d.Kind {
		case game.DecideTargets:
			a = game.Action{Kind: game.ActChooseTargets, Player: d.Player}.WithTargets(game.ObjectTarget(bear))
		case game.DecideYesNo:
			a = game.Action{Kind: game.ActChoose, Player: d.Player, Choice: 1}
		}
		require.NoError(t, g.Apply(a))
	}
	require.Equal(t, 1, g.ZoneLen(carol, zone.Exile), "the Sliver exiled the bear")
	exiled := g.Zone(carol, zone.Exile)[0]
	before := viewIDs(g, alice)[exiled]
	require.Equal(t, "exile:2", before.String(), "Bob's card is first in exile, the bear second")

	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: bob}))
	returned := 0
	for i, e := range g.Events() {
		if e.Kind == game.EventZoneChange && e.From == zone.Exile && e.To == zone.Battlefield {
			require.Equal(t, before, g.EventsFor(alice)[i].Old, "%s", g.EventLine(e, game.English))
			returned++
		}
	}
	require.Equal(t, 1, returned, "the bear returned")
}
