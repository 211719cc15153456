package game_test

// Regression test; before the fix: in a three-player game Alice
// casts Shrapnel Blast from her hand; its additional cost waits for the
// artifact to sacrifice, and the only one, Carol's Ornithopter, leaves
// with Carol when she concedes: the cast is reversed and the Blast goes
// back to Alice's hand, a card everyone saw (the real game shows Bob
// "Shrapnel Blast" among the known cards of her hand). Determinize keeps
// the reversal position (Game.undo) but deals it again on its own: in the
// position before the cast the Blast is a hidden card of Alice's hand, so
// its slot is dealt another card, and in the copy the reversal brings
// back a Runeclaw Bear, an Island or a Divination, which is then marked
// known to everyone (reverseToUndo). Bob's copy shows him a game he
// can't be in; a search player's rollouts go on with Alice holding a card
// that was never cast instead of the Blast.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestReversedCastInCopyReturnsTheSameCard(t *testing.T) {
	const carol = game.PlayerID(2)
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition, opt game.PutOptions) game.ObjectID {
		id, err := g.Put(owner, z, d, opt)
		require.NoError(t, err)
		return id
	}
	for i := 0; i < 2; i++ {
		put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	}
	blast := put(alice, zone.Hand, card.ShrapnelBlast, game.PutOptions{})
	put(alice, zone.Hand, card.Divination, game.PutOptions{})
	put(alice, zone.Hand, card.Forest, game.PutOptions{})
	for i := 0; i < 6; i++ {
		put(alice, zone.Library, card.RuneclawBear, game.PutOptions{})
		put(alice, zone.Library, card.Island, game.PutOptions{})
		put(bob, zone.Library, card.Swamp, game.PutOptions{})
		put(carol, zone.Library, card.Swamp, game.PutOptions{})
	}
	put(carol, zone.Battlefield, card.Ornithopter, game.PutOptions{Controller: alice, SetController: true})
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, blast, game.PlayerTarget(bob)))
	require.Equal(t, game.Decision{Kind: game.DecideSacrifice, Player: alice}, g.Pending())

	real := g.Clone()
	require.NoError(t, real.Apply(game.Action{Kind: game.ActConcede, Player: carol}))
	want := viewJSON(t, real, bob)
	require.Equal(t, []string{"Shrapnel Blast"}, viewNames(real.View(bob).Players[alice].KnownHand))
	for seed := uint64(1); seed <= 16; seed++ {
		c := g.Determinize(bob, seed)
		require.NoError(t, c.Apply(game.Action{Kind: game.ActConcede, Player: carol}))
		if got := viewJSON(t, c, bob); got != want {
			t.Errorf("seed %d: after the reversal Bob knows in Alice's hand %v; hand %v", seed, viewNames(c.View(bob).Players[alice].KnownHand), handNames(c, alice))
		}
	}
}
