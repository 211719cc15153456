package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// listingGame is a game of n players (Two-Headed Giant when thg) built
// with put, started at turn 3, Alice's step s.
func listingGame(t *testing.T, n int, thg bool, s game.Step, put func(put func(p game.PlayerID, name string, opt game.PutOptions) game.ObjectID)) *game.Game {
	t.Helper()
	cfg := game.Config{}
	if thg {
		cfg.Rules.Variant = game.TwoHeadedGiant
	}
	for _, name := range []string{"Alice", "Bob", "Carol", "Dan"}[:n] {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: name})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	put(func(p game.PlayerID, name string, opt game.PutOptions) game.ObjectID {
		id, err := g.Put(p, zone.Battlefield, cardDef(t, name), opt)
		require.NoError(t, err)
		return id
	})
	require.NoError(t, g.Start(3, alice, s))
	return g
}

// widest returns the most attackers or blockers of a listed option.
func widest(g *game.Game) int {
	m := 0
	for _, a := range g.LegalActions(nil) {
		m = max(m, len(a.Attackers), len(a.Blockers))
	}
	return m
}

// CR 508.1h: Oppressive Rays taxes one of Alice's three creatures, and she
// has no mana. The other two may attack together, so the listing offers
// them together: the "all at once" option leaves out the creature whose
// cost can't be paid, rather than being dropped whole.
func TestTaxedCreatureLeftOutOfAttackTogether(t *testing.T) {
	var a2, a3 game.ObjectID
	g := listingGame(t, 3, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		a1 := put(alice, "Runeclaw Bear", game.PutOptions{})
		put(bob, "Oppressive Rays", game.PutOptions{AttachedTo: a1})
		a2 = put(alice, "Walking Corpse", game.PutOptions{})
		a3 = put(alice, "Centaur Courser", game.PutOptions{})
	})
	both := game.Action{Kind: game.ActDeclareAttackers, Player: alice, Attackers: []game.Attack{
		{Attacker: a2, Player: bob}, {Attacker: a3, Player: bob}}}
	require.NoError(t, g.Clone().Apply(both), "the two untaxed creatures may attack together")
	require.Equal(t, 2, widest(g), "an option attacks with both")
}

// CR 810.7d, 509.1d, 509.1b ("can't be blocked except by two or
// more": in Two-Headed Giant, Belligerent Sliver attacks Carol, whose
// Runeclaw Bear is taxed by Oppressive Rays with no mana to pay; Dan's
// two creatures may block it together, and the listing offers that pair.
func TestTaxedBlockerLeftOutOfPair(t *testing.T) {
	var sliver, d1, d2 game.ObjectID
	g := listingGame(t, 4, true, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		sliver = put(alice, "Belligerent Sliver", game.PutOptions{})
		c1 := put(2, "Runeclaw Bear", game.PutOptions{})
		put(alice, "Oppressive Rays", game.PutOptions{AttachedTo: c1})
		d1 = put(3, "Walking Corpse", game.PutOptions{})
		d2 = put(3, "Centaur Courser", game.PutOptions{})
	})
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice,
		Attackers: []game.Attack{{Attacker: sliver, Player: 2}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	pair := game.Action{Kind: game.ActDeclareBlockers, Player: g.Pending().Player, Blockers: []game.Block{
		{Blocker: d1, Attacker: sliver}, {Blocker: d2, Attacker: sliver}}}
	require.NoError(t, g.Clone().Apply(pair), "Dan's two creatures may block together")
	require.Equal(t, 2, widest(g), "an option blocks with both")
}

// CR 805.5, 810.7c-d: in Two-Headed Giant either teammate declares the
// team's attack and block, so OptionsFor gives Bob the attacks of his own
// creature and Dan the blocks of his, as ActionsOf lists them.
func TestOptionsForTeammateDeclarations(t *testing.T) {
	var bear, corpse game.ObjectID
	g := listingGame(t, 4, true, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		bear = put(bob, "Runeclaw Bear", game.PutOptions{})
		corpse = put(3, "Walking Corpse", game.PutOptions{})
	})
	count := func(p game.PlayerID, id game.ObjectID) int {
		n := 0
		for _, a := range g.ActionsOf(p, nil) {
			for _, at := range a.Attackers {
				n += b2i(at.Attacker == id)
			}
			for _, b := range a.Blockers {
				n += b2i(b.Blocker == id)
			}
		}
		return n
	}
	require.Positive(t, count(bob, bear))
	require.Len(t, g.OptionsFor(bob, bear), count(bob, bear), "Bob's attacks with his Bear")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: bob,
		Attackers: []game.Attack{{Attacker: bear, Player: 2}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Positive(t, count(3, corpse))
	require.Len(t, g.OptionsFor(3, corpse), count(3, corpse), "Dan's blocks with his Walking Corpse")
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// The attack of all creatures together keeps every creature whose cost
// can be paid, however many: 20 Bears attack together while an
// Oppressive Rays on Bob's creature makes taxes count (CR 508.1h).
func TestAttackTogetherPastSixteen(t *testing.T) {
	g := listingGame(t, 2, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		for i := 0; i < 20; i++ {
			put(alice, "Runeclaw Bear", game.PutOptions{})
		}
		b := put(bob, "Runeclaw Bear", game.PutOptions{})
		put(bob, "Oppressive Rays", game.PutOptions{AttachedTo: b})
	})
	require.Equal(t, 20, widest(g))
}
