package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// menaceBlockGame: Alice attacks Bob with two Belligerent Slivers (each
// gives the other menace) and a Centaur Courser; Bob controls the named
// creatures. It returns the game at Bob's block declaration, the slivers
// and Bob's creatures.
func menaceBlockGame(t *testing.T, bobs ...string) (*game.Game, [2]game.ObjectID, []game.ObjectID) {
	t.Helper()
	var slivers [2]game.ObjectID
	var courser game.ObjectID
	var blockers []game.ObjectID
	g := listingGame(t, 2, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		slivers[0] = put(alice, "Belligerent Sliver", game.PutOptions{})
		slivers[1] = put(alice, "Belligerent Sliver", game.PutOptions{})
		courser = put(alice, "Centaur Courser", game.PutOptions{})
		for _, name := range bobs {
			blockers = append(blockers, put(bob, name, game.PutOptions{}))
		}
	})
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice, Attackers: []game.Attack{
		{Attacker: slivers[0], Player: bob}, {Attacker: slivers[1], Player: bob}, {Attacker: courser, Player: bob}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	return g, slivers, blockers
}

// CR 702.110b, 509.1b: a creature with menace can't be blocked except by
// two or more creatures. With one creature Bob can't block a sliver at
// all, so a Declaration neither offers that piece nor accepts it (no
// legal declaration holds it), as Check and Apply refuse the whole.
func TestDeclarationRefusesALoneMenaceBlock(t *testing.T) {
	g, slivers, bobs := menaceBlockGame(t, "Runeclaw Bear")
	d, err := g.NewDeclaration()
	require.NoError(t, err)
	for _, o := range d.BlockOptions() {
		require.NotEqual(t, slivers[0], o.Attacker, "the bear alone offered on a sliver")
		require.NotEqual(t, slivers[1], o.Attacker, "the bear alone offered on a sliver")
	}
	err = d.AddBlocker(bobs[0], slivers[0])
	require.ErrorIs(t, err, game.ErrIllegal)
	require.Contains(t, err.Error(), "702.110b")
	require.Empty(t, d.Action().Blockers, "a refused piece changes nothing")
}

// With two creatures, the first on a sliver is accepted (the second can
// join it), and the second is then offered on that sliver only, not on
// the other sliver, where it would leave both blocked by one creature.
func TestDeclarationMenaceNeedsASecondCreature(t *testing.T) {
	g, slivers, bobs := menaceBlockGame(t, "Runeclaw Bear", "Walking Corpse")
	d, err := g.NewDeclaration()
	require.NoError(t, err)
	require.NoError(t, d.AddBlocker(bobs[0], slivers[0]))
	for _, o := range d.BlockOptions() {
		require.False(t, o.Blocker == bobs[1] && o.Attacker == slivers[1], "the corpse offered on the other sliver")
	}
	require.ErrorIs(t, d.AddBlocker(bobs[1], slivers[1]), game.ErrIllegal)
	require.NoError(t, d.AddBlocker(bobs[1], slivers[0]))
	require.NoError(t, d.Check())
	require.NoError(t, g.Apply(d.Action()))
}

// Three creatures against two slivers: one on each sliver leaves one
// creature for two second blockers, so that piece is refused; with a
// fourth creature it is accepted.
func TestDeclarationMenaceCountsSecondBlockers(t *testing.T) {
	g, slivers, bobs := menaceBlockGame(t, "Runeclaw Bear", "Walking Corpse", "Centaur Courser")
	d, err := g.NewDeclaration()
	require.NoError(t, err)
	require.NoError(t, d.AddBlocker(bobs[0], slivers[0]))
	require.ErrorIs(t, d.AddBlocker(bobs[1], slivers[1]), game.ErrIllegal)
	require.NoError(t, d.AddBlocker(bobs[1], slivers[0]))
	require.ErrorIs(t, d.AddBlocker(bobs[2], slivers[1]), game.ErrIllegal, "no creature is left to join it")
	require.NoError(t, d.Check())

	g, slivers, bobs = menaceBlockGame(t, "Runeclaw Bear", "Walking Corpse", "Centaur Courser", "Runeclaw Bear")
	d, err = g.NewDeclaration()
	require.NoError(t, err)
	require.NoError(t, d.AddBlocker(bobs[0], slivers[0]))
	require.NoError(t, d.AddBlocker(bobs[1], slivers[1]), "two creatures are left for the two slivers")
	require.Error(t, d.Check(), "a piece, not yet a legal whole")
	require.NoError(t, d.AddBlocker(bobs[2], slivers[0]))
	require.NoError(t, d.AddBlocker(bobs[3], slivers[1]))
	require.NoError(t, d.Check())
}

// CR 508.1h, 509.1d: Oppressive Rays makes attacking or blocking with the
// enchanted creature cost {3}; with no mana, neither player can pay it
// even for that creature alone, so no legal declaration holds it, and a
// Declaration neither offers nor accepts it. With menace, a creature that
// can't pay to block is no second blocker either (CR 702.110b).
func TestDeclarationRefusesUnpayableCombatCost(t *testing.T) {
	var bear, courser, sliver, corpse, bobBear game.ObjectID
	g := listingGame(t, 2, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		bear = put(alice, "Runeclaw Bear", game.PutOptions{})
		put(bob, "Oppressive Rays", game.PutOptions{AttachedTo: bear})
		courser = put(alice, "Centaur Courser", game.PutOptions{})
		sliver = put(alice, "Belligerent Sliver", game.PutOptions{})
		corpse = put(bob, "Walking Corpse", game.PutOptions{})
		put(alice, "Oppressive Rays", game.PutOptions{AttachedTo: corpse})
		bobBear = put(bob, "Runeclaw Bear", game.PutOptions{})
	})
	d, err := g.NewDeclaration()
	require.NoError(t, err)
	for _, o := range d.AttackOptions() {
		require.NotEqual(t, bear, o.Attacker, "the taxed bear offered")
	}
	err = d.AddAttacker(bear, game.Attack{Attacker: bear, Player: bob})
	require.ErrorIs(t, err, game.ErrCantPay)
	require.Contains(t, err.Error(), "508.1h")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice, Attackers: []game.Attack{
		{Attacker: courser, Player: bob}, {Attacker: sliver, Player: bob}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	d, err = g.NewDeclaration()
	require.NoError(t, err)
	for _, o := range d.BlockOptions() {
		require.NotEqual(t, corpse, o.Blocker, "the taxed Corpse offered")
		require.NotEqual(t, sliver, o.Attacker, "a lone block of the sliver offered: the Corpse can't join it")
	}
	err = d.AddBlocker(corpse, courser)
	require.ErrorIs(t, err, game.ErrCantPay)
	require.Contains(t, err.Error(), "509.1d")
	require.ErrorIs(t, d.AddBlocker(bobBear, sliver), game.ErrIllegal)
	require.NoError(t, d.AddBlocker(bobBear, courser))
}
