package game_test

// Regression test; before the fix: a copy made by Determinize keeps another player's
// "pass for the rest of the step" (player.passStep, PassRestOfStep), which
// no view shows (docs/design.md, "What a player may see"; the pass itself
// is "the same choice as a pass now", canonical.go). Two games Alice sees
// alike, which differ only in whether Bob's pass in Alice's main phase was
// a plain pass or a pass for the rest of the step, give different copies
// for Alice, and the copies play differently: when Alice passes priority
// again in that step, Bob is asked (and may cast his Lightning Strike) in
// one and passed for in the other. Determinize is documented to depend
// "only on what the viewer may know and the seed", and the search player
// to answer from "what its player may see, and nothing else".

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func regPassStepGame(t *testing.T, passStep bool) *game.Game {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(owner, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	for i := 0; i < 4; i++ {
		put(alice, zone.Battlefield, card.Forest)
	}
	bear := put(alice, zone.Hand, card.RuneclawBear)
	put(alice, zone.Hand, card.RuneclawBear)
	put(bob, zone.Battlefield, card.Mountain)
	put(bob, zone.Battlefield, card.Mountain)
	put(bob, zone.Hand, card.LightningStrike)
	for i := 0; i < 4; i++ {
		put(alice, zone.Library, card.Forest)
		put(bob, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, bear))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: alice}))
	choice := 0
	if passStep {
		choice = game.PassRestOfStep
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: bob, Choice: choice}))
	require.Equal(t, game.Decision{Kind: game.DecidePriority, Player: alice}, g.Pending())
	require.Zero(t, g.StackLen())
	return g
}

func TestDeterminizeKeepsOpponentsPassStep(t *testing.T) {
	g1, g2 := regPassStepGame(t, true), regPassStepGame(t, false)
	v1, _ := json.Marshal(g1.View(alice))
	v2, _ := json.Marshal(g2.View(alice))
	require.JSONEq(t, string(v1), string(v2), "Alice sees the two games alike")
	d1, d2 := g1.Determinize(alice, 7), g2.Determinize(alice, 7)
	// Alice passes priority with an empty stack in her main phase.
	require.NoError(t, d1.Apply(game.Action{Kind: game.ActPass, Player: alice}))
	require.NoError(t, d2.Apply(game.Action{Kind: game.ActPass, Player: alice}))
	require.Equal(t, d2.Pending(), d1.Pending(),
		"Alice's copies of two games she can't tell apart go on differently (Bob asked in one, passed for in the other)")
	require.Equal(t, g2.Determinize(alice, 7).Fingerprint(), g1.Determinize(alice, 7).Fingerprint(),
		"the copies differ in Bob's hidden pass for the step")
}
