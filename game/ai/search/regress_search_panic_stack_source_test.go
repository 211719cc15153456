package search_test

// Regression test; before the fix: the search player panics. Alice attacks with Borderland
// Marauder and Runeclaw Bear; the Marauder's attack trigger is on the
// stack when Bob's Aetherspouts puts both on top of Alice's library (Alice
// orders them; Bob knows the two cards but not their order, CR 401.4).
// With the trigger still on the stack, Bob has priority and a Lightning
// Strike to cast. Each deal the search makes for Bob (game.DeterminizeInto)
// may swap the two library cards, and the trigger, which names its source
// by the slot, becomes "Runeclaw Bear's" trigger (CR 112.7a: an ability on
// the stack is independent of its source; which ability it is is public).
// Resolving it in the rollout indexes the Bear's empty list of triggered
// abilities: index out of range, and Choose panics.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

func TestSearchSurvivesTriggerWhoseSourceWentToALibrary(t *testing.T) {
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(owner, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	marauder := put(alice, zone.Battlefield, card.BorderlandMarauder)
	bear := put(alice, zone.Battlefield, card.RuneclawBear)
	for i := 0; i < 5; i++ {
		put(bob, zone.Battlefield, card.Island)
	}
	put(bob, zone.Battlefield, card.Mountain)
	put(bob, zone.Battlefield, card.Mountain)
	spouts := put(bob, zone.Hand, card.Aetherspouts)
	put(bob, zone.Hand, card.LightningStrike)
	for i := 0; i < 3; i++ {
		put(alice, zone.Library, card.Forest)
		put(bob, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice,
		Attackers: []game.Attack{{Attacker: marauder, Player: bob}, {Attacker: bear, Player: bob}}}))
	require.Equal(t, 1, g.StackLen(), "the Marauder's trigger")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: alice}))
	require.NoError(t, g.Cast(bob, spouts))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: bob}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: alice}))
	for _, id := range []game.ObjectID{marauder, bear} {
		require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: id, Choice: 0}))
	}
	require.Equal(t, 1, g.StackLen(), "the Marauder's trigger is still there")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: alice}))
	require.Equal(t, game.Decision{Kind: game.DecidePriority, Player: bob}, g.Pending())
	require.Greater(t, len(g.LegalActions(nil)), 1)

	p := search.New(search.Options{Iterations: 40, RolloutTurns: 1, Seed: 1})
	var a game.Action
	require.NotPanics(t, func() { a = p.Choose(g) })
	require.NoError(t, g.Clone().Apply(a))
}
