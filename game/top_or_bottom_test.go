package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// spoutsPlaced has Alice attack Bob with Runeclaw Bear and Centaur
// Courser, Bob cast Aetherspouts, and Alice answer where each goes, in
// the order given (choice 0: top, 1: bottom). It returns the game after
// Alice's first answer, Bob's view then, and the game after all of them.
func spoutsPlaced(t *testing.T, library []*card.Definition, names []string, choices []int) (mid game.View, g *game.Game) {
	t.Helper()
	g = knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.RuneclawBear, card.CentaurCourser}, zone.Library: library},
		bob: {zone.Battlefield: {card.Island, card.Island, card.Island, card.Island, card.Island},
			zone.Hand: {card.Aetherspouts}, zone.Library: {card.Island, card.Island}},
	})
	attackIntoAetherspouts(t, g, 2)
	require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
	g.ClearEvents()
	for i, n := range names {
		id := findIn(t, g, alice, zone.Battlefield, n)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: id, Choice: choices[i]}))
		if i == 0 {
			mid = g.View(bob)
		}
	}
	return mid, g
}

// CR 401.4: Alice puts both attackers on top of her library, in the
// order she chooses; Bob learns which cards went there, never the order:
// between her answers the cards wait on the battlefield, and afterwards
// his view and his events are the same whichever order she chose.
func TestTopOrBottomOrderHidden(t *testing.T) {
	forest := []*card.Definition{card.Forest, card.Forest}
	mid1, g1 := spoutsPlaced(t, forest, []string{"Runeclaw Bear", "Centaur Courser"}, []int{0, 0})
	mid2, g2 := spoutsPlaced(t, forest, []string{"Centaur Courser", "Runeclaw Bear"}, []int{0, 0})
	require.Len(t, mid1.Players[alice].KnownLibrary, 0, "nothing moved before Alice placed both")
	require.Len(t, mid1.Battlefield, len(mid2.Battlefield))
	require.Equal(t, viewJSON(t, g1, bob), viewJSON(t, g2, bob))
	names := func(g *game.Game) (out []string) {
		for _, e := range g.EventsFor(bob) {
			if e.Kind == game.EventZoneChange && e.Card != nil {
				out = append(out, e.Card.Name)
			}
		}
		return out
	}
	require.Equal(t, names(g1), names(g2), "the events tell nothing of the order")
	require.ElementsMatch(t, []string{"Centaur Courser", "Runeclaw Bear"}, viewNames(g1.View(bob).Players[alice].KnownLibrary))
	// Alice knows her order: the last one she put there is on top.
	require.Equal(t, []string{"Centaur Courser", "Runeclaw Bear", "Forest", "Forest"}, libraryNames(g1, alice))
	require.Equal(t, []string{"Runeclaw Bear", "Centaur Courser", "Forest", "Forest"}, libraryNames(g2, alice))
	require.Equal(t, 1, g1.View(alice).Players[alice].KnownLibrary[0].Position)
}

// CR 401.4: one card put on top and one at the bottom of an empty
// library: which went where was said openly, so everyone knows both
// places.
func TestTopAndBottomPlacesKnown(t *testing.T) {
	_, g := spoutsPlaced(t, nil, []string{"Runeclaw Bear", "Centaur Courser"}, []int{0, 1})
	known := g.View(bob).Players[alice].KnownLibrary
	require.Equal(t, []string{"Runeclaw Bear", "Centaur Courser"}, viewNames(known))
	require.Equal(t, 1, known[0].Position)
	require.Equal(t, 2, known[1].Position)
}

// attackIntoAetherspouts has Alice attack Bob with her n creatures and
// Bob answer with Aetherspouts, which resolves: Alice, the active player,
// is then asked first where her cards go (CR 101.4).
func attackIntoAetherspouts(t *testing.T, g *game.Game, n int) {
	t.Helper()
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	var attack game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActDeclareAttackers && len(a.Attackers) == n {
			attack = a
		}
	}
	require.Equal(t, game.ActDeclareAttackers, attack.Kind)
	require.NoError(t, g.Apply(attack))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: alice}))
	answer(t, g, game.ActCast, "Aetherspouts")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: bob}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: alice}))
}
