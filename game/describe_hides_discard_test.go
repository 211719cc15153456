package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Describe's contract (describe.go): "a card the action names that
// a.Player can't see now (another player's hand, a library, CR 400.2)
// reads "a card", as a card that doesn't exist does". That holds for the
// card an activation discards (Action.Discard) too: Bob describing a
// made-up activation whose discard names a card of Alice's hand or
// library must not learn its name (CR 400.2, 401.2, 402.3).
func TestDescribeHidesUnseenDiscard(t *testing.T) {
	g, put := emptyDuel(t, 1)
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	inHand := put(alice, zone.Hand, card.ShivanDragon)
	inLibrary := put(alice, zone.Library, card.ShivanDragon)
	put(bob, zone.Library, card.Forest)
	bear := put(bob, zone.Battlefield, card.RuneclawBear)
	require.NoError(t, g.Start(3, bob, game.Main1))

	made := func(id game.ObjectID) game.Action {
		return game.Action{Kind: game.ActActivate, Player: bob, Object: bear, Discard: id}
	}
	want := g.Describe(made(0xfff0), game.English) // a card that doesn't exist
	require.NotContains(t, want, "Shivan")
	for _, id := range []game.ObjectID{inHand, inLibrary} {
		got := g.Describe(made(id), game.English)
		require.NotContains(t, got, "Shivan Dragon", "Bob can't see the card discarded")
		require.Equal(t, want, got, "reads as a card that doesn't exist")
	}
}
