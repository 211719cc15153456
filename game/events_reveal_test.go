package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// revealed returns the cards the events show p revealed, in order, and
// how many shuffles they show.
func revealed(t *testing.T, g *game.Game, p game.PlayerID) (cards []string, shuffles int) {
	t.Helper()
	for _, e := range g.EventsFor(p) {
		switch e.Kind {
		case game.EventReveal:
			require.NotNil(t, e.Card, "a revealed card is named to everyone")
			cards = append(cards, e.Card.Name)
		case game.EventShuffle:
			shuffles++
		}
	}
	return cards, shuffles
}

// CR 701.14: Satyr Wayfinder reveals the top four cards of Alice's
// library; every player's events name them, top first, even when none
// can be taken and they all go to the graveyard.
func TestRevealEventsNameTheCards(t *testing.T) {
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.Forest, card.Forest, card.Forest, card.Forest}, zone.Hand: {card.SatyrWayfinder},
			zone.Library: {card.RuneclawBear, card.DivineFavor, card.CentaurCourser, card.Negate, card.Plains}},
		bob: {zone.Library: {card.Plains}},
	})
	answer(t, g, game.ActCast, "Satyr Wayfinder")
	require.NoError(t, g.PassUntilResolved())
	g.ClearEvents()
	require.NoError(t, g.PassUntilResolved()) // its trigger
	for _, p := range []game.PlayerID{alice, bob, game.NoPlayer} {
		cards, _ := revealed(t, g, p)
		require.Equal(t, []string{"Runeclaw Bear", "Divine Favor", "Centaur Courser", "Negate"}, cards, "viewer %v", p)
	}
	// No land among them: "you may put a land card" is asked all the
	// same (CR 603.5), with taking none the one answer.
	require.Equal(t, game.DecideTakeRevealed, g.Pending().Kind)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 1)
	require.Zero(t, opts[0].Object)
	require.NoError(t, g.Apply(opts[0]))
	require.Equal(t, 4, g.ZoneLen(alice, zone.Graveyard))
	var lines int
	for _, e := range g.Events() {
		if e.Kind == game.EventReveal {
			require.Equal(t, "Alice reveals "+e.Card.Name+".", g.EventText(e))
			lines++
		}
	}
	require.Equal(t, 4, lines)
}

// CR 701.18: a shuffle is an event every player sees, naming no card.
func TestShuffleEvent(t *testing.T) {
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.EvolvingWilds}, zone.Library: {card.Plains, card.Forest}},
		bob:   {zone.Library: {card.Plains}},
	})
	g.ClearEvents()
	require.NoError(t, g.Activate(alice, findIn(t, g, alice, zone.Battlefield, "Evolving Wilds"), 0))
	require.NoError(t, g.PassUntilResolved())
	answer(t, g, game.ActChoose, "Forest")
	_, shuffles := revealed(t, g, bob)
	require.Equal(t, 1, shuffles)
}
