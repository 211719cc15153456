package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Describe of an action naming a card its player can't see (another
// player's hand, a library: CR 400.2, 401.2, 402.3) reads "a card", as a
// made-up ID does, so that trying IDs tells nothing of hidden cards; the
// card's own player still reads its name.
func TestDescribeHidesCardsThePlayerCantSee(t *testing.T) {
	g, put := emptyDuel(t, 1)
	inHand := put(alice, zone.Hand, card.ShivanDragon)
	inLibrary := put(alice, zone.Library, card.ShivanDragon)
	strike := put(bob, zone.Hand, card.LightningStrike)
	put(bob, zone.Battlefield, card.Mountain)
	put(bob, zone.Battlefield, card.Mountain)
	require.NoError(t, g.Start(3, bob, game.Main1))

	for _, id := range []game.ObjectID{inHand, inLibrary, 0xfff0} {
		got := g.Describe(game.Action{Kind: game.ActCast, Player: bob, Object: id}, game.English)
		require.Equal(t, "Cast a card", got)
		require.NotContains(t, g.Describe(game.Action{Kind: game.ActCast, Player: bob, Object: id}, game.Chinese), "希瓦")
	}
	target := game.Action{Kind: game.ActCast, Player: bob, Object: strike}.WithTargets(game.ObjectTarget(inHand))
	require.Equal(t, "Cast Lightning Strike targeting a card", g.Describe(target, game.English))
	require.Equal(t, "Alice: Cast Shivan Dragon", g.Describe(game.Action{Kind: game.ActCast, Player: alice, Object: inHand}, game.English),
		"Alice sees her hand")
}
