package search_test

// Regression test; before the fix: the search player panics in its rollouts after a delayed
// triggered ability's card went into a library (see
// reg_determinize_delayed_source: Phytotitan's "return it at the beginning
// of its owner's next upkeep" waits while Jace, the Living Guildpact's -8
// shuffles the Phytotitan card into Alice's library; a deal
// (DeterminizeInto) puts another card in its slot and the delayed ability
// is then read as that card's triggered ability 1: index out of range).

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

func TestSearchDelayedTriggerCardShuffledAway(t *testing.T) {
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition, opt game.PutOptions) game.ObjectID {
		id, err := g.Put(owner, z, d, opt)
		require.NoError(t, err)
		return id
	}
	titan := put(alice, zone.Battlefield, card.Phytotitan, game.PutOptions{})
	jopt := game.PutOptions{ExactLoyalty: true}
	jopt.Counters[game.Loyalty] = 8
	jace := put(alice, zone.Battlefield, card.JaceTheLivingGuildpact, jopt)
	put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike := put(alice, zone.Hand, card.LightningStrike, game.PutOptions{})
	for i := 0; i < 12; i++ {
		put(alice, zone.Library, card.Forest, game.PutOptions{})
		put(bob, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, strike, game.ObjectTarget(titan)))
	for g.StackLen() > 0 {
		require.NoError(t, g.PassUntilResolved())
	}
	require.NoError(t, g.Activate(alice, jace, 2))
	for g.StackLen() > 0 {
		require.NoError(t, g.PassUntilResolved())
	}
	require.Equal(t, game.Decision{Kind: game.DecidePriority, Player: alice}, g.Pending())
	require.Greater(t, len(g.LegalActions(nil)), 1, "Alice may play a Forest or pass")
	p := search.New(search.Options{Iterations: 20, RolloutTurns: 3, Seed: 1})
	var a game.Action
	require.NotPanics(t, func() { a = p.Choose(g) })
	require.NoError(t, g.Clone().Apply(a))
}
