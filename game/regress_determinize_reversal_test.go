package game_test

// Regression test; before the fix: a copy made by Determinize drops the position kept to
// reverse a cast (Game.undo; determinize.go: "reverse.go's partial undo
// stands in"), and the partial undo does not reverse the cast the way the
// game does. Three players; Chandra, Pyromaster's 0 exiles Shrapnel Blast
// and lets Alice play it this turn; she casts it from exile, tapping
// Mountains, and must sacrifice an artifact: the only one is Carol's
// Ornithopter, which she controls. Carol concedes: the Ornithopter leaves
// the game with her (CR 800.4a), the cost can't be paid and the whole cast
// is reversed (CR 720.1-720.2): the card goes back to exile with its
// permission, and the mana abilities are undone (the game untaps the
// Mountains). In a copy determinized even for Alice herself, who knows
// every card involved, the same public action gives another public
// result: Shrapnel Blast goes to Alice's hand (where it never was) and the
// Mountains stay tapped. A search player's rollouts and any bot working
// on determinized copies play on from a position the game can't reach.
// Same cause, seen by running the multiplayer scenarios with a concession
// applied both to the game and to its determinized copies: a reversed
// cast of a copy (Chandra's -7, a20k_reversed_copy_cast_no_card_in_hand)
// leaves a copy token "Shrapnel Blast" in Alice's hand in the copy
// (CR 706.10a, 704.5e); a reversed free cast of Master of Predicaments
// (a20v_ffa3_master_free_cast_..._reverts_to_offer) ends the resolution in
// the copy instead of going back to the offer; lands tapped for a reversed
// activation stay tapped (mp11_ffa3_jalira_...).

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestDeterminizedCopyReversesCastLikeTheGame(t *testing.T) {
	const carol = game.PlayerID(2)
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition, opt game.PutOptions) game.ObjectID {
		id, err := g.Put(owner, z, d, opt)
		require.NoError(t, err)
		return id
	}
	blastDef, err := card.Default().Lookup("Shrapnel Blast")
	require.NoError(t, err)
	chandra := put(alice, zone.Battlefield, card.ChandraPyromaster, game.PutOptions{})
	for i := 0; i < 4; i++ {
		put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	}
	put(alice, zone.Library, blastDef, game.PutOptions{}) // on top (Put adds at the bottom)
	for i := 0; i < 3; i++ {
		put(alice, zone.Library, card.Swamp, game.PutOptions{})
		put(bob, zone.Library, card.Swamp, game.PutOptions{})
		put(carol, zone.Library, card.Swamp, game.PutOptions{})
	}
	put(carol, zone.Battlefield, card.Ornithopter, game.PutOptions{Controller: alice, SetController: true})
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, chandra, 1)) // 0: exile the top card, may play it this turn
	require.NoError(t, g.PassUntilResolved())
	blast := findIn(t, g, alice, zone.Exile, "Shrapnel Blast")
	require.NoError(t, g.Cast(alice, blast, game.PlayerTarget(bob)))
	require.Equal(t, game.Decision{Kind: game.DecideSacrifice, Player: alice}, g.Pending())

	outcome := func(c *game.Game) (exiled, inHand, tapped int) {
		require.NoError(t, c.Apply(game.Action{Kind: game.ActConcede, Player: carol}))
		for _, id := range c.Zone(alice, zone.Exile) {
			if o, _ := c.Object(id); o.Card.Name == "Shrapnel Blast" {
				exiled++
			}
		}
		for _, id := range c.Zone(alice, zone.Hand) {
			if o, _ := c.Object(id); o.Card.Name == "Shrapnel Blast" {
				inHand++
			}
		}
		for _, id := range c.Zone(alice, zone.Battlefield) {
			if o, _ := c.Object(id); o.Card.Name == "Mountain" && o.Tapped {
				tapped++
			}
		}
		return
	}
	e, h, tp := outcome(g.Clone())
	require.Equal(t, []int{1, 0, 0}, []int{e, h, tp}, "the game: Blast back in exile, Mountains untapped")
	for _, viewer := range []game.PlayerID{alice, bob} {
		e, h, tp := outcome(g.Determinize(viewer, 1))
		require.Equal(t, []int{1, 0, 0}, []int{e, h, tp},
			"copy for %v: Shrapnel Blast exiled/in hand, Mountains tapped", viewer)
	}
}
