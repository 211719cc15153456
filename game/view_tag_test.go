package game_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A client that works by clicking cards must be able to answer a
// trigger's targets (CR 603.3d) by clicking the target, and to tell two
// alike creatures apart as the option texts do: the view maps each
// target to the options that choose it, and gives each alike object
// the number the texts give it.
func TestViewMapsTriggerTargetsAndTagsAlikeObjects(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, card.Plains)
	put(0, zone.Battlefield, card.Plains)
	skirmisher := put(0, zone.Hand, card.KinsbaileSkirmisher)
	bears := []game.ObjectID{put(0, zone.Battlefield, card.RuneclawBear), put(0, zone.Battlefield, card.RuneclawBear)}
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	cast := firstAction(t, g, func(a game.Action) bool { return a.Kind == game.ActCast && a.Object == skirmisher })
	require.NoError(t, g.Apply(cast))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind, "Kinsbaile Skirmisher's trigger waits for its target")

	v := g.View(0)
	ids := viewIDs(g, 0)
	tags := map[int]bool{}
	for _, o := range v.Battlefield {
		switch o.Name {
		case "Runeclaw Bear":
			require.NotZero(t, o.Tag, "two Runeclaw Bears: each has a number")
			require.False(t, tags[o.Tag], "their numbers differ")
			tags[o.Tag] = true
		case "Kinsbaile Skirmisher":
			require.Zero(t, o.Tag, "the only one of its name has none")
		}
	}
	for _, bear := range bears {
		idx := v.Pending.ByObject[ids[bear]]
		require.NotEmpty(t, idx, "clicking a Bear offers the options that target it")
		var tag int
		for _, o := range v.Battlefield {
			if o.ID == ids[bear] {
				tag = o.Tag
			}
		}
		for _, i := range idx {
			opt := v.Pending.Options[i]
			require.Equal(t, game.ActChooseTargets, opt.Kind)
			require.Equal(t, ids[bear], opt.Targets[0].Object)
			require.True(t, strings.Contains(opt.Text, fmt.Sprintf("(#%d)", tag)), "the option %q names the Bear by the view's number %d", opt.Text, tag)
		}
		opts := g.OptionsFor(0, bear)
		require.Len(t, opts, len(idx), "OptionsFor agrees with the view")
		for _, a := range opts {
			require.Equal(t, bear, game.ObjectID(a.TargetList()[0].Object))
		}
	}
}

// firstAction returns the first legal action, mana abilities included
// (OtherActions), that ok accepts.
func firstAction(t *testing.T, g *game.Game, ok func(game.Action) bool) game.Action {
	t.Helper()
	for _, a := range g.OtherActions(g.LegalActions(nil)) {
		if ok(a) {
			return a
		}
	}
	t.Fatal("no such legal action")
	return game.Action{}
}

// An attack on a planeswalker names no player (CR 508.1b: a creature
// attacks one player or one planeswalker). A view action naming both is
// refused in the view's own terms: the planeswalker by the ViewID the
// client sent, never by an ObjectID it can't see.
func TestActionFromViewAttackOnPlaneswalkerAndPlayer(t *testing.T) {
	g, put := emptyDuel(t, 1)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	ajani := put(1, zone.Battlefield, card.AjaniSteadfast)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	ids := viewIDs(g, 0)
	va := game.ViewAction{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.ViewAttack{{Attacker: ids[bear], Player: 1, Planeswalker: ids[ajani]}}}
	before := g.Fingerprint()
	_, err := g.ActionFromView(0, va)
	require.ErrorIs(t, err, game.ErrMalformed)
	require.Contains(t, err.Error(), ids[ajani].String())
	require.NotContains(t, err.Error(), fmt.Sprintf("planeswalker %d ", uint64(ajani)))
	require.Equal(t, before, g.Fingerprint())
	va.Attackers[0].Player = game.NoPlayer
	a, err := g.ActionFromView(0, va)
	require.NoError(t, err)
	require.NoError(t, g.Apply(a), "the same attack without the player is legal")
}
