package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 706.10c: a copy of an ability may keep the original's targets even
// when they are no longer legal. Kurkesh copies the Tyrant's Machine
// activation that targeted Kurkesh itself, which Lightning Strike has
// killed since: the option that keeps that target names it, in the view,
// by its card alone (it left the battlefield), and ActionFromView turns
// it back into the listed action, as it does every option (found by
// h286).
func TestCopyKeepingAGoneTargetMapsBackFromTheView(t *testing.T) {
	g, put := emptyDuel(t, 1)
	kurkesh := put(alice, zone.Battlefield, card.KurkeshOnakkeAncient)
	machine := put(alice, zone.Battlefield, card.TyrantsMachine)
	for i := 0; i < 7; i++ {
		put(alice, zone.Battlefield, card.Mountain)
	}
	strike := put(alice, zone.Hand, card.LightningStrike)
	put(bob, zone.Battlefield, card.RuneclawBear)
	for i := 0; i < 3; i++ {
		put(alice, zone.Library, card.Mountain)
		put(bob, zone.Library, card.Mountain)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, machine, 0, game.ObjectTarget(kurkesh)))
	require.NoError(t, g.Cast(alice, strike, game.ObjectTarget(kurkesh)))
	require.NoError(t, g.PassUntilResolved()) // Kurkesh dies
	require.NoError(t, g.PassUntilResolved()) // its trigger resolves: pay {R}?
	for g.Pending().Kind == game.DecideYesNo {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: 1}))
	}
	require.Equal(t, game.DecideCopyTargets, g.Pending().Kind)
	listed := g.ActionsOf(alice, nil)
	kept := false
	for i, o := range g.View(alice).Pending.Options {
		a, err := g.ActionFromView(alice, o)
		require.NoError(t, err)
		require.True(t, a.Equal(listed[i]), "option %d: %s", i, o.Text)
		if len(o.Targets) == 1 && o.Targets[0].Object == 0 && o.Targets[0].Name == "Kurkesh, Onakke Ancient" {
			kept = true
			require.NoError(t, g.Clone().Apply(a), "the copy keeps the original's target")
		}
	}
	require.True(t, kept, "an option keeps the dead Kurkesh as the target")
}
