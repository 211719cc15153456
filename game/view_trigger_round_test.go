package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 603.3b: an ability that triggers while others are being put on the
// stack waits and goes on after all of them, in a round of its own. Venom
// Sliver enters under two Constricting Slivers: two granted triggers of
// Alice's. The first targets Bob's Diffusion Sliver, which triggers. While
// Alice chooses the second trigger's target, the view lists both waiting
// abilities, Diffusion Sliver's marked NextRound, and PendingTriggers lists
// the round being put on the stack: Alice's one trigger, none of Bob's.
// Once Alice's round is on the stack, Bob's round begins.
func TestViewMarksTheNextRoundOfTriggers(t *testing.T) {
	g := twoPlayers(t)
	for _, d := range []*card.Definition{card.ConstrictingSliver, card.ConstrictingSliver, card.Forest, card.Forest} {
		_, err := g.Put(0, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
	}
	venom, _ := g.Put(0, zone.Hand, card.VenomSliver, game.PutOptions{})
	diffusion, _ := g.Put(1, zone.Battlefield, card.DiffusionSliver, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, venom))
	require.NoError(t, g.PassUntilResolved())

	targeted := 0
	for range 10 {
		if targeted == 2 {
			break
		}
		switch g.Pending().Kind {
		case game.DecideTriggerOrder:
			require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
			continue
		case game.DecideTargets:
		default:
			t.Fatalf("unexpected decision %v", g.Pending())
		}
		v := g.View(game.NoPlayer)
		if targeted == 0 {
			require.Len(t, v.Triggers, 2, "Alice's two granted triggers")
			require.False(t, v.Triggers[0].NextRound || v.Triggers[1].NextRound)
		} else {
			require.Len(t, v.Triggers, 2, "Alice's second trigger and Diffusion Sliver's")
			var next []string
			for _, vt := range v.Triggers {
				if vt.NextRound {
					next = append(next, vt.Name)
				}
			}
			require.Equal(t, []string{"Diffusion Sliver"}, next)
			require.Len(t, g.PendingTriggers(0), 1, "Alice's trigger of this round")
			require.Empty(t, g.PendingTriggers(1), "Diffusion Sliver's waits for the next round")
		}
		var pick game.Action
		for _, a := range g.LegalActions(nil) {
			if a.NumTargets > 0 && game.ObjectID(a.Targets[0].Object) == diffusion {
				pick = a
			}
		}
		require.Equal(t, diffusion, game.ObjectID(pick.Targets[0].Object), "a target option names Diffusion Sliver")
		require.NoError(t, g.Apply(pick))
		targeted++
	}
	require.Equal(t, 2, targeted)
	// Each target made Diffusion Sliver trigger; their round begins, and
	// Bob orders them.
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 1, Count: 2}, g.Pending())
	require.Len(t, g.PendingTriggers(1), 2)
	for _, vt := range g.View(game.NoPlayer).Triggers {
		require.False(t, vt.NextRound, "the round being put on the stack")
	}
	require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	v := g.View(game.NoPlayer)
	require.Len(t, v.Stack, 4)
	require.Equal(t, "Diffusion Sliver", v.Stack[0].Name, "the later round went on last, on top (CR 405.5)")
	require.Equal(t, "Diffusion Sliver", v.Stack[1].Name)
}
