package game_test

// Regression test; before the fix: when the game ends while an owner is placing Aetherspouts' cards
// on top or bottom (a player concedes, CR 104.3a), resolution.placedTop /
// placedBottom keep the answers already given: Save writes them, and Load
// refuses the file ("resolution.placedTop: cards are placed on top or
// bottom only while a top-or-bottom decision is pending"). Expected: the
// finished game saves and loads with the same Fingerprint. Also in
// Two-Headed Giant (testdata/scenarios/multiplayer/thg_aetherspouts_each_owner.scn
// with Alice conceding before Bob answers).

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// slSpouts: Alice attacks Bob with Runeclaw Bear and Centaur Courser;
// Bob casts Aetherspouts; Alice puts the bear on the bottom and is to
// place the Courser (both stay on the battlefield until all are placed).
func slSpouts(t *testing.T) *game.Game {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	g.Put(alice, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(alice, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	for i := 0; i < 5; i++ {
		g.Put(bob, zone.Battlefield, card.Island, game.PutOptions{})
	}
	g.Put(bob, zone.Hand, card.Aetherspouts, game.PutOptions{})
	for i := 0; i < 2; i++ {
		g.Put(alice, zone.Library, card.Forest, game.PutOptions{})
		g.Put(bob, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	attackIntoAetherspouts(t, g, 2)
	require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
	id := findIn(t, g, alice, zone.Battlefield, "Runeclaw Bear")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: id, Choice: 1}))
	require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
	return g
}

func TestSpoutsGameOverMidPlacing(t *testing.T) {
	for _, who := range []game.PlayerID{alice, bob} {
		g := slSpouts(t)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: who}))
		require.True(t, g.Over())
		h, err := slLoad(slSave(t, g))
		require.NoError(t, err, "player %d conceded while Alice placed her cards", who)
		require.Equal(t, g.Fingerprint(), h.Fingerprint())
	}
}
