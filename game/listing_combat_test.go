package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// Juggernaut "attacks each combat if able", but Oppressive Rays puts
// a cost of {3} on its attack. CR 508.1d: a player isn't required to pay
// a cost to attack, so the creature is not required to attack; declaring
// no attackers stays legal even with {3} available. The listing must
// offer the empty declaration (and the one with Juggernaut, which Alice
// can pay for).
func TestTaxedMustAttackMayStayHome(t *testing.T) {
	var jug game.ObjectID
	g := listingGame(t, 2, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		jug = put(alice, "Juggernaut", game.PutOptions{})
		put(bob, "Oppressive Rays", game.PutOptions{AttachedTo: jug})
		put(alice, "Plains", game.PutOptions{})
		put(alice, "Plains", game.PutOptions{})
		put(alice, "Plains", game.PutOptions{})
	})
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	none, with := false, false
	for _, a := range g.LegalActions(nil) {
		if a.Kind != game.ActDeclareAttackers {
			continue
		}
		switch {
		case len(a.Attackers) == 0:
			none = true
		case len(a.Attackers) == 1 && a.Attackers[0].Attacker == jug:
			with = true
		}
	}
	require.True(t, none, "no attack listed (CR 508.1d: the taxed Juggernaut need not attack)")
	require.True(t, with, "Juggernaut's attack, which Alice can pay for, listed")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice}))
}

// a creature with menace (a Belligerent Sliver, which gives itself
// menace) can be blocked by two or more creatures (CR 702.110b, 509.1b).
// The listing offers, for each attacker with menace, its first two
// possible blockers together. With three possible blockers, that pair is
// still offered.
func TestMenaceBlockListedWithThreeBlockers(t *testing.T) {
	var sliver game.ObjectID
	var bobs []game.ObjectID
	g := listingGame(t, 2, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		sliver = put(alice, "Belligerent Sliver", game.PutOptions{})
		for _, name := range []string{"Runeclaw Bear", "Walking Corpse", "Centaur Courser"} {
			bobs = append(bobs, put(bob, name, game.PutOptions{}))
		}
	})
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice, Attackers: []game.Attack{{Attacker: sliver, Player: bob}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	found := false
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActDeclareBlockers && len(a.Blockers) == 2 &&
			a.Blockers[0].Blocker == bobs[0] && a.Blockers[1].Blocker == bobs[1] &&
			a.Blockers[0].Attacker == sliver && a.Blockers[1].Attacker == sliver {
			found = true
		}
	}
	require.True(t, found, "the first two possible blockers listed together on the menace sliver")
}

// a creature with menace can't be blocked by one creature alone
// (CR 702.110b, 509.1b), so no listed declaration has a lone blocker on
// the menace sliver, and every listed declaration is accepted.
func TestNoLoneBlockOnMenaceListed(t *testing.T) {
	var sliver game.ObjectID
	g := listingGame(t, 2, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		sliver = put(alice, "Belligerent Sliver", game.PutOptions{})
		put(bob, "Runeclaw Bear", game.PutOptions{})
		put(bob, "Walking Corpse", game.PutOptions{})
	})
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice, Attackers: []game.Attack{{Attacker: sliver, Player: bob}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	for _, a := range g.LegalActions(nil) {
		require.NotEqual(t, 1, len(a.Blockers), "a lone block on the menace sliver listed: %v", a)
		require.NoError(t, g.Clone().Apply(a), "listed %v", a)
	}
}
