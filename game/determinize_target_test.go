package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A spell's target that has moved into a library since is still named as
// it was (CR 608.2b: the spell will find it gone): Alice's Titanic Growth
// targets her attacking Runeclaw Bear, and Bob's Aetherspouts answers by
// putting both attackers on top of her library together, in an order only
// she knows (CR 401.4). A copy determinized for Bob keeps the view Bob
// has: the spell's target is still the Bear, not the card dealt to its
// old place.
func TestDeterminizeKeepsAMovedTarget(t *testing.T) {
	g, put := emptyDuel(t, 0)
	bear := put(alice, zone.Battlefield, card.RuneclawBear)
	put(alice, zone.Battlefield, card.CentaurCourser)
	put(alice, zone.Battlefield, card.Forest)
	put(alice, zone.Battlefield, card.Forest)
	growth := put(alice, zone.Hand, card.TitanicGrowth)
	for range 5 {
		put(bob, zone.Battlefield, card.Island)
	}
	put(bob, zone.Hand, card.Aetherspouts)
	for range 3 {
		put(alice, zone.Library, card.Forest)
		put(bob, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	var attack game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActDeclareAttackers && len(a.Attackers) == 2 {
			attack = a
		}
	}
	require.NoError(t, g.Apply(attack))
	require.NoError(t, g.Cast(alice, growth, game.ObjectTarget(bear)))
	require.NoError(t, g.Pass(alice))
	answer(t, g, game.ActCast, "Aetherspouts")
	require.NoError(t, g.Pass(bob))
	require.NoError(t, g.Pass(alice))
	for _, n := range []string{"Runeclaw Bear", "Centaur Courser"} {
		id := findIn(t, g, alice, zone.Battlefield, n)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: id, Choice: 0})) // on top
	}
	st := g.View(bob).Stack
	require.Len(t, st, 1)
	require.Equal(t, "Runeclaw Bear", st[0].Targets[0].Name)
	for seed := uint64(1); seed <= 16; seed++ {
		c := g.Determinize(bob, seed)
		require.NoError(t, c.CheckInvariants())
		require.Equal(t, "Runeclaw Bear", c.View(bob).Stack[0].Targets[0].Name, "seed %d", seed)
		top := libraryNames(c, alice)[:2]
		require.ElementsMatch(t, []string{"Runeclaw Bear", "Centaur Courser"}, top, "seed %d", seed)
	}
}
