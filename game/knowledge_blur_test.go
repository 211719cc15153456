package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// What a player can't tell apart they can't know (CR 400.2, 402.3): a
// card leaving a hidden zone may be any of the cards it could be, so
// what the viewer knew of those is forgotten.

// CR 701.14, 401.2: Jalira's revealed Forest and Island go on the bottom
// in a random order and are then Alice's whole library. Once Alice draws
// one, Bob can't tell which: he knows neither the card left nor the
// card drawn.
func TestDrawFromCardsKnownWithoutOrder(t *testing.T) {
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.JaliraMasterPolymorphist, card.RuneclawBear, card.Island, card.Island, card.Island},
			zone.Library: {card.Forest, card.Island, card.CentaurCourser}},
		bob: {zone.Library: {card.Plains, card.Plains, card.Plains}},
	})
	require.NoError(t, g.Activate(alice, findIn(t, g, alice, zone.Battlefield, "Jalira, Master Polymorphist"), 0))
	answer(t, g, game.ActChoose, "Runeclaw Bear")
	require.NoError(t, g.PassUntilResolved())
	require.ElementsMatch(t, []string{"Forest", "Island"}, viewNames(g.View(bob).Players[alice].KnownLibrary))
	for g.Turn() < 5 || g.Step() != game.Main1 {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	v := g.View(bob).Players[alice]
	require.Equal(t, 1, v.LibrarySize)
	require.Empty(t, v.KnownLibrary, "the card left tells which was drawn")
	require.Empty(t, v.KnownHand)
	require.Equal(t, 1, g.ZoneLen(alice, zone.Hand))
}

// blurHand bounces Bob's Runeclaw Bear to his hand with Void Snare (so
// everyone knows it is there, CR 400.2), beside one card nobody else has
// seen, and has Liliana Vess's +1 make him discard: the bounced Bear, or
// the other card when it is a Bear too. It returns what Alice then knows
// of Bob's hand.
func blurHand(t *testing.T, hidden *card.Definition, discardHidden bool) []string {
	t.Helper()
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.Island, card.LilianaVess}, zone.Hand: {card.VoidSnare}, zone.Library: {card.Island, card.Island}},
		bob:   {zone.Battlefield: {card.RuneclawBear}, zone.Hand: {hidden}, zone.Library: {card.Plains, card.Plains}},
	})
	bear := findIn(t, g, bob, zone.Battlefield, "Runeclaw Bear")
	var snare game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.NumTargets == 1 && a.Targets[0] == game.ObjectTarget(bear) {
			snare = a
		}
	}
	require.NoError(t, g.Apply(snare))
	require.NoError(t, g.PassUntilResolved())
	hand := g.Zone(bob, zone.Hand) // the card there from the start, then the bounced Bear
	require.Equal(t, []string{"Runeclaw Bear"}, viewNames(g.View(alice).Players[bob].KnownHand))
	var plus game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Ability == 0 && a.NumTargets == 1 && a.Targets[0] == game.PlayerTarget(bob) {
			plus = a
		}
	}
	require.NoError(t, g.Apply(plus))
	require.NoError(t, g.PassUntilResolved())
	which := hand[1]
	if discardHidden {
		which = hand[0]
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: bob, Object: which}))
	return viewNames(g.View(alice).Players[bob].KnownHand)
}

// CR 402.3, 701.8: Alice sees Bob discard a Runeclaw Bear; she can't tell
// whether it was the one she knew of, so her view of his hand is the
// same whether his other card was a second Bear or an Island.
func TestSameNameCardLeavingAHand(t *testing.T) {
	require.Empty(t, blurHand(t, card.Island, false))
	require.Empty(t, blurHand(t, card.RuneclawBear, true))
	require.Empty(t, blurHand(t, card.RuneclawBear, false))
}
