package game_test

// Regression test; before the fix: Kurkesh, Onakke Ancient copies Sacred Armory's ability, whose
// target (Alice's Runeclaw Bear) died in response. CR 706.10c lets the
// copy's controller leave any target unchanged "even if those targets
// would be illegal": keeping the dead Bear is a legal answer (the copy
// then does nothing, CR 608.2b). The engine neither lists it nor accepts
// it: the answer is refused with CR 114.1, and the only answers listed are
// new targets (Kurkesh, Walking Corpse), so paying {R} forces a retarget.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestKurkeshCopyMayKeepGoneTarget(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, card.KurkeshOnakkeAncient)
	armory := put(0, zone.Battlefield, card.SacredArmory)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	put(0, zone.Battlefield, card.WalkingCorpse)
	for range 5 {
		put(0, zone.Battlefield, card.Mountain)
	}
	strike := put(0, zone.Hand, card.LightningStrike)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: armory, Ability: 0}.WithTargets(game.ObjectTarget(bear))))
	require.Equal(t, 2, g.StackLen(), "Kurkesh's trigger is on the Armory's ability")
	// In response, Alice kills her own Bear.
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: strike}.WithTargets(game.ObjectTarget(bear))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 2, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1})) // pay {R}
	require.Equal(t, game.DecideCopyTargets, g.Pending().Kind)
	keep := game.Action{Kind: game.ActChooseTargets, Player: 0}.WithTargets(game.ObjectTarget(bear))
	listed := false
	for _, a := range g.LegalActions(nil) {
		t.Logf("listed: %s", g.Describe(a, game.English))
		listed = listed || a.Equal(keep)
	}
	require.True(t, listed, "keeping the original target is not listed (CR 706.10c)")
	// A client working from views can keep it too: the view names the dead
	// Bear by its card alone, and ActionFromView reads it as the original's
	// target (found by h286).
	viewListed := g.ActionsOf(0, nil)
	kept := false
	for i, o := range g.View(0).Pending.Options {
		a, err := g.ActionFromView(0, o)
		require.NoError(t, err)
		require.True(t, a.Equal(viewListed[i]), "option %d: %s", i, o.Text)
		kept = kept || len(o.Targets) == 1 && o.Targets[0].Object == 0 && a.Equal(keep)
	}
	require.True(t, kept, "the view's option keeping the dead Bear maps back to it")
	require.NoError(t, g.Apply(keep), "keeping the original target is refused (CR 706.10c)")
	require.Equal(t, 2, g.StackLen(), "the copy is on the stack above the original")
}
