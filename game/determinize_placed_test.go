package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// spoutsAfterAliceOrders: Alice attacks with her Runeclaw Bear and Centaur Courser
// and with Bob's Oreskos Swiftclaw, which she controls; Bob casts
// Aetherspouts. Alice (active player) answers first for her two cards in
// the order given, both on top; then Bob must place his Swiftclaw.
func spoutsAfterAliceOrders(t *testing.T, order []string) *game.Game {
	return spoutsAfterAliceAnswers(t, order, []int{0, 0})
}

// spoutsAfterAliceAnswers is spoutsAfterAliceOrders with Alice's answers
// (0 top, 1 bottom) for each card in turn.
func spoutsAfterAliceAnswers(t *testing.T, order []string, choices []int) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition, opt game.PutOptions) {
		_, err := g.Put(owner, z, d, opt)
		require.NoError(t, err)
	}
	put(alice, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	put(alice, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	sw, err := card.Default().Lookup("Oreskos Swiftclaw")
	require.NoError(t, err)
	put(bob, zone.Battlefield, sw, game.PutOptions{Controller: alice, SetController: true})
	for i := 0; i < 5; i++ {
		put(bob, zone.Battlefield, card.Island, game.PutOptions{})
	}
	put(bob, zone.Hand, card.Aetherspouts, game.PutOptions{})
	for i := 0; i < 2; i++ {
		put(alice, zone.Library, card.Forest, game.PutOptions{})
		put(bob, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	attackIntoAetherspouts(t, g, 3)
	for i, n := range order {
		require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
		require.Equal(t, alice, g.Pending().Player)
		id := findIn(t, g, alice, zone.Battlefield, n)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: id, Choice: choices[i]}))
	}
	require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
	require.Equal(t, bob, g.Pending().Player)
	return g
}

// CR 401.4: the order in which Alice stacks her two cards on top of her
// library is hers alone. When Bob places his card, his view is the same
// whichever order she chose (checked), and so must be a copy
// determinized for him: finishing the effect in the copy must not tell
// him which of Alice's cards ends on top.
func TestDeterminizeHidesOthersTopOrBottomOrder(t *testing.T) {
	g1 := spoutsAfterAliceOrders(t, []string{"Runeclaw Bear", "Centaur Courser"})
	g2 := spoutsAfterAliceOrders(t, []string{"Centaur Courser", "Runeclaw Bear"})
	requireSameCopiesForBob(t, g1, g2, "Bob's determinized copies follow the order Alice chose")
}

// The same for which end each of Alice's cards goes to: the engine keeps
// her answers from Bob until all the cards move together (his views are
// the same), so a copy determinized for him must not follow them.
func TestDeterminizeHidesOthersTopOrBottomEnds(t *testing.T) {
	g1 := spoutsAfterAliceAnswers(t, []string{"Runeclaw Bear", "Centaur Courser"}, []int{0, 1})
	g2 := spoutsAfterAliceAnswers(t, []string{"Runeclaw Bear", "Centaur Courser"}, []int{1, 0})
	requireSameCopiesForBob(t, g1, g2, "Bob's determinized copies follow where Alice put each card")
}

// requireSameCopiesForBob checks that g1 and g2, which Bob sees alike,
// give Bob determinized copies that end alike: with his Swiftclaw placed
// on top, Alice's top card is the same in both, seed for seed.
func requireSameCopiesForBob(t *testing.T, g1, g2 *game.Game, msg string) {
	t.Helper()
	require.Equal(t, viewJSON(t, g1, bob), viewJSON(t, g2, bob), "Bob's views are the same")
	differ := 0
	for seed := uint64(1); seed <= 16; seed++ {
		c1, c2 := g1.Determinize(bob, seed), g2.Determinize(bob, seed)
		for _, c := range []*game.Game{c1, c2} {
			id := findIn(t, c, alice, zone.Battlefield, "Oreskos Swiftclaw")
			require.NoError(t, c.Apply(game.Action{Kind: game.ActChoose, Player: bob, Object: id, Choice: 0}))
		}
		if l1, l2 := libraryNames(c1, alice), libraryNames(c2, alice); l1[0] != l2[0] {
			differ++
			t.Logf("seed %d: copy of game 1 has %v, copy of game 2 %v", seed, l1, l2)
		}
	}
	require.Zero(t, differ, msg)
}
