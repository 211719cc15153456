package game_test

// Regression test; before the fix: Alice equips Avarice Amulet to Runeclaw Bear;
// Kurkesh, Onakke Ancient triggers, she pays {R} and copies the equip
// ability, choosing Walking Corpse as the copy's new target (CR 706.10,
// 706.10c). The copy goes on the stack and resolves, but no event says
// so: the log (EventLine and every player's EventsFor) shows one
// activation "targeting Runeclaw Bear", Kurkesh's ability resolving, and
// then two "Avarice Amulet's ability resolves." lines, the first of which
// attaches the Amulet to Walking Corpse, a target nobody was told about.
// Chandra, Pyromaster's −7 copies are logged (a cast event with targets);
// an ability copy is not. Expected: an event for the copy being put on
// the stack, naming Walking Corpse as its target (as an activate or
// trigger event does); the engine emits none.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestAbilityCopyIsLogged(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, card.KurkeshOnakkeAncient)
	amulet := put(0, zone.Battlefield, card.AvariceAmulet)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	corpse := put(0, zone.Battlefield, card.WalkingCorpse)
	for range 3 {
		put(0, zone.Battlefield, card.Mountain)
	}
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: amulet, Ability: 0, NumTargets: 1}.WithTargets(game.ObjectTarget(bear))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1})) // pay {R}
	require.Equal(t, game.DecideCopyTargets, g.Pending().Kind)
	var toCorpse game.Action
	for _, a := range g.LegalActions(nil) {
		if a.NumTargets == 1 && a.Targets[0].Object == uint32(corpse) {
			toCorpse = a
		}
	}
	require.NoError(t, g.Apply(toCorpse))
	require.Equal(t, 2, g.StackLen(), "the copy is on the stack above the original")
	// Some event between Kurkesh's resolution and now tells of the copy
	// and its target.
	told := false
	for _, e := range g.EventsFor(1) {
		if (e.Kind == game.EventActivate || e.Kind == game.EventTrigger || e.Kind == game.EventCast || e.Kind == game.EventCopy) &&
			e.HasTarget && e.Target.Name == "Walking Corpse" {
			told = true
		}
	}
	assert.True(t, told, "no event names the copy or its new target")
	for _, e := range g.EventsFor(1) {
		if e.Kind == game.EventCopy {
			assert.Equal(t, "Alice copies Avarice Amulet's ability targeting Walking Corpse.", g.ViewEventLine(e, game.English))
			assert.Equal(t, "Alice复制贪欲护身符的异能，目标为行尸。", g.ViewEventLine(e, game.Chinese))
		}
	}
}
