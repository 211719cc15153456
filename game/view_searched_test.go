package game_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// stainFindAfterDraw returns the game at Alice's find of Stain the Mind
// (Lightning Strike named) in her turn 3, after Bob, holding held, drew
// drawn in his turn 2.
func stainFindAfterDraw(t *testing.T, held, drawn *card.Definition) *game.Game {
	g, put := emptyDuel(t, 3)
	for i := 0; i < 5; i++ {
		put(alice, zone.Battlefield, card.Swamp)
		put(alice, zone.Library, card.Swamp)
	}
	stain := put(alice, zone.Hand, card.StainTheMind)
	put(bob, zone.Hand, held)
	put(bob, zone.Library, drawn) // put first: his top card
	for i := 0; i < 4; i++ {
		put(bob, zone.Library, card.Forest)
	}
	require.NoError(t, g.Start(2, bob, game.Upkeep)) // he draws in this turn
	for g.Turn() < 3 || g.Step() != game.Main1 || g.PriorityPlayer() != alice {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.NoError(t, g.Cast(alice, stain, game.PlayerTarget(bob)))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: slices.Index(game.CardNames(), "Lightning Strike")}))
	require.Equal(t, game.DecideFind, g.Pending().Kind)
	return g
}

// CR 701.17a, 402.3: searching Bob's hand, Alice looks at its cards, not
// at their history. Two games that differ only in which of his two cards
// Bob drew give her the same view: his hand by name, its cards named by
// their place in that order rather than by ObjectIDs (whose zone-change
// counts would tell the card drawn), and her options answer to them.
func TestSearchedHandTellsNotWhichCardWasDrawn(t *testing.T) {
	a := stainFindAfterDraw(t, card.Forest, card.LightningStrike)
	b := stainFindAfterDraw(t, card.LightningStrike, card.Forest)
	va, err := json.Marshal(a.View(alice))
	require.NoError(t, err)
	vb, err := json.Marshal(b.View(alice))
	require.NoError(t, err)
	require.JSONEq(t, string(va), string(vb))

	hand := a.View(alice).Players[bob].Hand
	require.Len(t, hand, 2)
	require.Equal(t, []string{"Forest", "Lightning Strike"}, []string{hand[0].Name, hand[1].Name})
	require.Equal(t, "hand:1:1", hand[0].ID.String())
	require.Equal(t, "hand:1:2", hand[1].ID.String())
	for i, o := range a.View(alice).Pending.Options {
		require.NotContains(t, o.Text, "(#", "no slot number names a card of Bob's")
		act, err := a.ActionFromView(alice, o)
		require.NoError(t, err)
		require.Equal(t, a.LegalActions(nil)[i], act, "option %d", i)
	}
	strike, ok := a.ObjectFromView(alice, hand[1].ID)
	require.True(t, ok)
	info, _ := a.Object(strike)
	require.Equal(t, "Lightning Strike", info.Card.Name)
	require.Equal(t, zone.Hand, info.Zone)
	// Bob names his own cards by ObjectID, as before.
	_, ok = a.ObjectFromView(bob, hand[1].ID)
	require.False(t, ok, "position 2 is no ObjectID of Bob's hand")
}
