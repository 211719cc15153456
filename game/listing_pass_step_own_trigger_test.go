package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// a pass for the rest of the step (PassRestOfStep) ends when an
// opponent puts a spell or ability on the stack, not when the player's own
// triggered ability goes there (auto_pass.go, stopPassSteps). Alice casts
// Tireless Missionaries and passes for the rest of the step; it resolves
// and her own "you gain 3 life" trigger goes on the stack: the engine
// keeps passing for her, so Bob holds priority with the trigger on the
// stack.
func TestOwnTriggerKeepsPassingTheStep(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for i := 0; i < 5; i++ {
		_, err := g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
		require.NoError(t, err)
	}
	tm, err := g.Put(0, zone.Hand, card.TirelessMissionaries, game.PutOptions{})
	require.NoError(t, err)
	for p := game.PlayerID(0); p < 2; p++ {
		_, err := g.Put(p, zone.Library, card.Plains, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: tm}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 0, Choice: game.PassRestOfStep}))
	require.Equal(t, game.Decision{Kind: game.DecidePriority, Player: 1}, g.Pending())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 1}))
	// The creature resolved; its trigger is on the stack, and Alice's pass
	// for the step goes on.
	require.Equal(t, 1, g.ZoneLen(0, zone.Battlefield)-5)
	require.True(t, g.PassingStep(0), "Alice still passes for the rest of the step")
	require.Equal(t, game.Decision{Kind: game.DecidePriority, Player: 1}, g.Pending())
	require.Equal(t, 20, g.Life(0), "the trigger has not resolved yet")
}
