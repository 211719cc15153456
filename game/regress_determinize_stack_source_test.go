package game_test

// Regression test; before the fix: Determinize deals hidden cards again over their slots, but a
// triggered or activated ability on the stack names its source by the
// slot (ObjectID) the source had on the battlefield. When that source has
// since gone into a hidden zone among cards the viewer knows only as a
// set (here: Aetherspouts puts two attackers on top of their owner's
// library, CR 401.4; the other player knows which two cards, not their
// order), a copy determinized for that player can swap the cards, and the
// ability on the stack becomes an ability of the other card. An ability on
// the stack is independent of its source (CR 112.7a) and uses its
// source's last known information (CR 608.2g, 112.7a): which ability it
// is, and the name the stack shows, are public facts (CR 405.1). In the
// copy, the stack shows "Runeclaw Bear" instead of "Borderland Marauder",
// and resolving the trigger indexes Runeclaw Bear's (empty) list of
// triggered abilities: the copy panics (index out of range) as the search
// player plays it on.

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func regMarauderPosition(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition) {
		_, err := g.Put(owner, z, d, game.PutOptions{})
		require.NoError(t, err)
	}
	put(alice, zone.Battlefield, card.BorderlandMarauder)
	put(alice, zone.Battlefield, card.RuneclawBear)
	for i := 0; i < 5; i++ {
		put(bob, zone.Battlefield, card.Island)
	}
	put(bob, zone.Hand, card.Aetherspouts)
	for i := 0; i < 3; i++ {
		put(alice, zone.Library, card.Forest)
		put(bob, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	// Attack with both: Borderland Marauder's attack trigger goes on the stack.
	attackIntoAetherspouts(t, g, 2)
	for _, n := range []string{"Borderland Marauder", "Runeclaw Bear"} {
		require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
		id := findIn(t, g, alice, zone.Battlefield, n)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: id, Choice: 0}))
	}
	return g
}

func TestDeterminizeKeepsStackAbilitySource(t *testing.T) {
	g := regMarauderPosition(t)
	v := g.View(bob)
	require.Len(t, v.Stack, 1, "the Marauder's attack trigger waits on the stack")
	require.Equal(t, "Borderland Marauder", v.Stack[0].Name)
	for seed := uint64(1); seed <= 16; seed++ {
		c := g.Determinize(bob, seed)
		cv := c.View(bob)
		if cv.Stack[0].Name != "Borderland Marauder" {
			t.Errorf("seed %d: the trigger on the stack now shows source %q", seed, cv.Stack[0].Name)
		}
		var perr any
		func() {
			defer func() { perr = recover() }()
			for c.StackLen() > 0 && !c.Over() {
				if err := c.Apply(game.Action{Kind: game.ActPass, Player: c.Pending().Player}); err != nil {
					panic(fmt.Sprint("pass refused: ", err))
				}
			}
		}()
		require.Nil(t, perr, "seed %d: the determinized copy panics resolving the trigger", seed)
	}
}
