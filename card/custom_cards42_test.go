package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 42-th set: players, life and the end of the game.
// Life gain and loss in one resolution (CR 118, 119), lifelink damage
// to players from both sides of a combat and from one source hitting
// its own controller (CR 119.3f, 702.15b), several players losing at
// once (CR 104.4a, 704.3) for life, for drawing from an empty library
// or both, Two-Headed Giant's team life total and team losses
// (CR 810.8, 810.9), conceding at any time (CR 104.3a) and what leaves
// with the player who left (CR 800.4a: owned objects, control effects,
// spells and abilities on the stack), "each opponent" and "each
// player" with a player gone, "target opponent" with teammates, turn
// order after a player leaves (CR 800.4i, 800.4j), and the results
// the API and the Views report (winner, draw); at the end, tests that
// guard fixes that came with this set.

// ---------------------------------------------------------------------
// Helpers

// h524Crt is a checked creature card with keywords, activated and
// triggered abilities.
func h524Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, as []ability.Activated, ts ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(p), Toughness: C(tg), Keywords: kw, Activated: as, Triggered: ts})
}

// h524Players is "{T}: this deals n damage to each of who" (each
// player, each opponent), an ability of a creature with keywords kw.
func h524Players(t *testing.T, name string, kw ability.Keyword, who ability.Who, n int) *card.Definition {
	return h524Crt(t, name, "{2}{B}", 1, 1, kw, []ability.Activated{{
		Cost:    ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: who, Amount: ability.N(n)}},
	}})
}

// h524Sorc is a checked sorcery with no targets.
func h524Sorc(t *testing.T, name string, es ...ability.Effect) *card.Definition {
	return sorcery(t, name, "{B}", nil, es...)
}

// h524Life is "who gains (n > 0) or loses (n < 0) |n| life".
func h524Life(who ability.Who, n int) ability.Effect {
	if n < 0 {
		return ability.Effect{Op: ability.OpLoseLife, Who: who, Amount: ability.N(-n)}
	}
	return ability.Effect{Op: ability.OpGainLife, Who: who, Amount: ability.N(n)}
}

// h524Draw is "who draws n cards".
func h524Draw(who ability.Who, n int) ability.Effect {
	return ability.Effect{Op: ability.OpDraw, Who: who, Amount: ability.N(n)}
}

// h524Pridemate is a 1/1 with "Whenever you gain life, put a +1/+1
// counter on this creature."
func h524Pridemate(t *testing.T) *card.Definition {
	return h524Crt(t, "Glutton Sprite", "{1}{W}", 1, 1, 0, nil, ability.Triggered{Event: ability.YouGainLife,
		Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}})
}

// h524Game is a free-for-all game of n players with libraries of lib
// Plains, started at turn 2 in active's first main phase.
func h524Game(t *testing.T, n, lib int, active game.PlayerID, setup func(g *game.Game)) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, lib)
	if setup != nil {
		setup(g)
	}
	require.NoError(t, g.Start(2, active, game.Main1))
	return g
}

// h524THG is a Two-Headed Giant game (Alice and Bob against Carol and
// Dave), libraries of lib Plains, set up by setup and started at turn 2
// in active's team's first main phase.
func h524THG(t *testing.T, lib int, active game.PlayerID, setup func(g *game.Game)) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	libs(t, g, lib)
	if setup != nil {
		setup(g)
	}
	require.NoError(t, g.Start(2, active, game.Main1))
	return g
}

// h524Concede has p concede.
func h524Concede(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: p}))
}

// h524Events counts the events of kind k, and of those, the ones for
// player p (any player with p < 0).
func h524Events(g *game.Game, k game.EventKind, p game.PlayerID) int {
	n := 0
	for _, e := range g.Events() {
		if e.Kind == k && (p < 0 || e.Player == p) {
			n++
		}
	}
	return n
}

// h524Cast casts id for p with targets and resolves the stack.
func h524Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h524Act activates ability n of id for p and resolves the stack.
func h524Act(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, n int, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Activate(p, id, n, ts...))
	resolve(t, g, nil)
}

// ---------------------------------------------------------------------
// Part 1. Life gain and loss, lifelink, simultaneous losses

// 1. Bloodwake Idol: 1/1 lifelink, "{T}: this deals 3 damage to each
// player." Alice at 2, Bob at 3. The damage to both players is dealt at
// once and the lifelink gain (6, one event) comes with it (CR 119.3f,
// 702.15b): Alice ends at 2-3+6 = 5 and only Bob, at 0, loses at the
// next check (CR 704.5a, 704.3). Alice wins (CR 104.2a), and the View
// says so.
func TestH524LifelinkSavesItsControllerFromOwnDamage(t *testing.T) {
	idol := h524Players(t, "Bloodwake Idol", ability.Lifelink, ability.WhoEachPlayer, 3)
	var id game.ObjectID
	g := h524Game(t, 2, 5, 0, func(g *game.Game) {
		id = bf(t, g, 0, idol)
		require.NoError(t, g.SetLife(0, 2))
		require.NoError(t, g.SetLife(1, 3))
	})
	h524Act(t, g, 0, id, 0)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
	require.Equal(t, 5, g.Life(0))
	require.Equal(t, 0, g.Life(1))
	require.True(t, g.Lost(1))
	require.False(t, g.Lost(0))
	v := g.View(1)
	require.True(t, v.Over)
	require.Equal(t, game.PlayerID(0), v.Winner)
	require.Equal(t, 1, h524Events(g, game.EventWin, 0))
	require.Equal(t, 0, h524Events(g, game.EventGameDrawn, -1))
}

// 2. Mutual Ruin ({B} sorcery): "Each player loses 5 life." Both players
// at 5 reach 0 together and lose at the same check: the game is a draw
// (CR 104.4a, 704.3), with no winner in the API or the Views.
func TestH524EachPlayerLosesLifeDraw(t *testing.T) {
	ruin := h524Sorc(t, "Mutual Ruin", h524Life(ability.WhoEachPlayer, -5))
	var id game.ObjectID
	g := h524Game(t, 2, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, ruin)
		lands(t, g, 0, card.Swamp, 1)
		require.NoError(t, g.SetLife(0, 5))
		require.NoError(t, g.SetLife(1, 5))
	})
	h524Cast(t, g, 0, id)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	require.True(t, g.Lost(0))
	require.True(t, g.Lost(1))
	require.Equal(t, 1, h524Events(g, game.EventGameDrawn, -1))
	require.Equal(t, 0, h524Events(g, game.EventWin, -1))
	for p := game.PlayerID(0); p < 2; p++ {
		v := g.View(p)
		require.True(t, v.Over)
		require.Equal(t, game.NoPlayer, v.Winner)
	}
}

// 3. Deep Study ({B} sorcery): "Each player draws two cards." Each
// library holds one card: both players draw one and then draw from an
// empty library, and lose at the same check — a draw (CR 104.3c,
// 704.5b, 104.4a). The loss is for the empty library, not for life.
func TestH524BothDrawFromEmptyLibraryDraw(t *testing.T) {
	study := h524Sorc(t, "Deep Study", h524Draw(ability.WhoEachPlayer, 2))
	var id game.ObjectID
	g := h524Game(t, 2, 1, 0, func(g *game.Game) {
		id = hand(t, g, 0, study)
		lands(t, g, 0, card.Swamp, 1)
	})
	h524Cast(t, g, 0, id)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	require.Equal(t, 0, g.ZoneLen(0, zone.Library))
	require.Equal(t, 20, g.Life(0))
	n := 0
	for _, e := range g.Events() {
		if e.Kind == game.EventLose {
			require.Equal(t, int(game.LostEmptyLibrary), e.Amount)
			n++
		}
	}
	require.Equal(t, 2, n)
}

// 4. Three players. Alice's Grim Census ({B} sorcery): "Each opponent
// loses 3 life. Each player draws a card." Bob is at 3; Carol's library
// is empty. Bob loses for his life and Carol for her draw at the same
// check (CR 704.3, 704.5a, 704.5b): Alice, the one player left, wins
// (CR 104.2a), not a draw.
func TestH524TwoOpponentsLoseDifferentReasonsAtOnce(t *testing.T) {
	census := h524Sorc(t, "Grim Census", h524Life(ability.WhoEachOpponent, -3), h524Draw(ability.WhoEachPlayer, 1))
	var id game.ObjectID
	g := newGame(t, 3)
	for _, p := range []game.PlayerID{0, 1} {
		for i := 0; i < 3; i++ {
			put(t, g, p, zone.Library, card.Plains)
		}
	}
	id = hand(t, g, 0, census)
	lands(t, g, 0, card.Swamp, 1)
	require.NoError(t, g.SetLife(1, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h524Cast(t, g, 0, id)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
	why := map[game.PlayerID]int{}
	for _, e := range g.Events() {
		if e.Kind == game.EventLose {
			why[e.Player] = e.Amount
		}
	}
	require.Equal(t, map[game.PlayerID]int{1: int(game.LostLife), 2: int(game.LostEmptyLibrary)}, why)
	require.Equal(t, 17, g.Life(2))
}

// 5. Three players, all at 2. Carrion Wail ({B} sorcery): "Each player
// loses 2 life." All three players left in the game lose at once: a
// draw (CR 104.4a).
func TestH524ThreePlayersAllLoseDraw(t *testing.T) {
	wail := h524Sorc(t, "Carrion Wail", h524Life(ability.WhoEachPlayer, -2))
	var id game.ObjectID
	g := h524Game(t, 3, 3, 1, func(g *game.Game) {
		id = hand(t, g, 1, wail)
		lands(t, g, 1, card.Swamp, 1)
		for p := game.PlayerID(0); p < 3; p++ {
			require.NoError(t, g.SetLife(p, 2))
		}
	})
	h524Cast(t, g, 1, id)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	require.Equal(t, 3, h524Events(g, game.EventLose, -1))
	require.Equal(t, 1, h524Events(g, game.EventGameDrawn, -1))
}

// 6. Ebb and Flow ({B} sorcery): "You lose 4 life. You gain 4 life."
// Alice at 3 goes to -1 and back to 3 within the resolution: state-based
// actions aren't checked during a resolution (CR 704.3, 608.2), so she
// doesn't lose. Her Glutton Sprite ("whenever you gain life") triggers
// once.
func TestH524LoseThenGainInOneResolution(t *testing.T) {
	ebb := h524Sorc(t, "Ebb and Flow", h524Life(ability.WhoYou, -4), h524Life(ability.WhoYou, 4))
	var id, sprite game.ObjectID
	g := h524Game(t, 2, 3, 0, func(g *game.Game) {
		id = hand(t, g, 0, ebb)
		sprite = bf(t, g, 0, h524Pridemate(t))
		lands(t, g, 0, card.Swamp, 1)
		require.NoError(t, g.SetLife(0, 3))
	})
	h524Cast(t, g, 0, id)
	require.False(t, g.Over())
	require.Equal(t, 3, g.Life(0))
	require.Equal(t, 1, counter(t, g, sprite, game.PlusOne))
}

// 7. Lifelink from both sides of a combat. Alice's Gorger (3/3 trample,
// lifelink) attacks Bob, at 2, who blocks with his Leech (1/1
// lifelink). Combat damage is dealt at once (CR 510.2): the Gorger
// deals 1 to the Leech and 2 to Bob, the Leech 1 to the Gorger. Bob
// loses 2 and gains 1 in the same event: he ends at 1 and doesn't lose;
// Alice gains 3 (CR 119.3f, 702.15b, 702.19b).
func TestH524LifelinkBothSidesOfCombat(t *testing.T) {
	gorger := h524Crt(t, "Gorger", "{2}{B}", 3, 3, ability.Trample|ability.Lifelink, nil)
	leech := h524Crt(t, "Leech Spirit", "{B}", 1, 1, ability.Lifelink, nil)
	var a, b game.ObjectID
	g := newGame(t, 2)
	libs(t, g, 5)
	a = bf(t, g, 0, gorger)
	b = bf(t, g, 1, leech)
	require.NoError(t, g.SetLife(1, 2))
	require.NoError(t, g.Start(2, 0, game.BeginCombat))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	for i := 0; i < 20 && g.Step() != game.EndCombat && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "lifelink combat")
	}
	require.False(t, g.Over())
	require.Equal(t, 1, g.Life(1))
	require.Equal(t, 23, g.Life(0))
	require.True(t, gone(g, b))
}

// ---------------------------------------------------------------------
// Part 2. Two-Headed Giant: the team's life total and team losses

// 8. Two-Headed Giant. Alice's Sap the Giant ({B} sorcery): "Each
// opponent loses 2 life. Each player gains 1 life." Carol and Dave each
// lose 2 (their team 30-4+2 = 28); Alice and Bob each gain 1 (32)
// (CR 810.9: each player individually, applied to the team's total).
// Life gain happens to each player: Bob's Glutton Sprite ("whenever you
// gain life") triggers once, for Bob's gain, not for Alice's (CR 810.9,
// 118.9).
func TestH524TwoHeadedEachOpponentAndEachPlayer(t *testing.T) {
	sap := h524Sorc(t, "Sap the Giant", h524Life(ability.WhoEachOpponent, -2), h524Life(ability.WhoEachPlayer, 1))
	var id, sprite game.ObjectID
	g := h524THG(t, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, sap)
		sprite = bf(t, g, 1, h524Pridemate(t))
		lands(t, g, 0, card.Swamp, 1)
	})
	h524Cast(t, g, 0, id)
	for p := game.PlayerID(0); p < 4; p++ {
		want := 32
		if p >= 2 {
			want = 28
		}
		require.Equal(t, want, g.Life(p), "player %d", p)
		require.Equal(t, want, g.View(p).Players[p].Life)
	}
	require.Equal(t, 1, counter(t, g, sprite, game.PlusOne))
}

// 9. Two-Headed Giant. Alice's Bloodwake Idol (lifelink, "{T}: this
// deals 1 damage to each player"): each of the four players is dealt 1
// (each team 2, CR 810.9), and Alice gains 4 from the one source
// (CR 119.3f, 702.15b): her team ends at 30-2+4 = 32, the other at 28.
// Alice's Glutton Sprite triggers once (one gain), Bob's none.
func TestH524TwoHeadedLifelinkEachPlayer(t *testing.T) {
	idol := h524Players(t, "Bloodwake Idol", ability.Lifelink, ability.WhoEachPlayer, 1)
	var id, as, bs game.ObjectID
	g := h524THG(t, 5, 0, func(g *game.Game) {
		id = bf(t, g, 0, idol)
		as = bf(t, g, 0, h524Pridemate(t))
		bs = bf(t, g, 1, h524Pridemate(t))
	})
	h524Act(t, g, 0, id, 0)
	require.Equal(t, 32, g.Life(0))
	require.Equal(t, 32, g.Life(1))
	require.Equal(t, 28, g.Life(2))
	require.Equal(t, 28, g.Life(3))
	require.Equal(t, 1, counter(t, g, as, game.PlusOne))
	require.Equal(t, 0, counter(t, g, bs, game.PlusOne))
}

// 10. Two-Headed Giant. Bob's library is empty; Alice casts Deep Study
// ("Each player draws two cards"). Bob draws from an empty library and
// loses at the next check, so his team loses (CR 704.5b, 810.8a):
// Alice loses with him though she drew her cards, and Carol and Dave's
// team wins (CR 104.2c). Winner names the first player of that team.
func TestH524TwoHeadedEmptyLibraryTeamLoses(t *testing.T) {
	study := h524Sorc(t, "Deep Study", h524Draw(ability.WhoEachPlayer, 2))
	var id game.ObjectID
	g := h524THG(t, 0, 0, func(g *game.Game) {
		for _, p := range []game.PlayerID{0, 2, 3} {
			for i := 0; i < 4; i++ {
				put(t, g, p, zone.Library, card.Plains)
			}
		}
		id = hand(t, g, 0, study)
		lands(t, g, 0, card.Swamp, 1)
	})
	h524Cast(t, g, 0, id)
	require.True(t, g.Over())
	require.True(t, g.Lost(0))
	require.True(t, g.Lost(1))
	require.False(t, g.Lost(2))
	require.False(t, g.Lost(3))
	require.Equal(t, game.PlayerID(2), g.Winner())
	require.Equal(t, game.PlayerID(2), g.Team(g.Winner()))
	require.Equal(t, 30, g.Life(0))
	why := map[game.PlayerID]int{}
	for _, e := range g.Events() {
		if e.Kind == game.EventLose {
			why[e.Player] = e.Amount
		}
	}
	require.Equal(t, int(game.LostEmptyLibrary), why[1])
	require.Equal(t, int(game.LostTeammate), why[0])
}

// 11. Two-Headed Giant, both teams at 6. Dave's Carrion Wail: "Each
// player loses 3 life." Each team loses 6 and reaches 0 at once: all
// remaining teams lose simultaneously, a draw (CR 810.8c, 104.4d).
func TestH524TwoHeadedBothTeamsAtZeroDraw(t *testing.T) {
	wail := h524Sorc(t, "Carrion Wail", h524Life(ability.WhoEachPlayer, -3))
	var id game.ObjectID
	g := h524THG(t, 5, 2, func(g *game.Game) {
		id = hand(t, g, 3, wail)
		lands(t, g, 3, card.Swamp, 1)
		require.NoError(t, g.SetLife(0, 6))
		require.NoError(t, g.SetLife(2, 6))
	})
	h524Cast(t, g, 3, id)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	for p := game.PlayerID(0); p < 4; p++ {
		require.True(t, g.Lost(p))
		require.Equal(t, 0, g.Life(p))
	}
	require.Equal(t, 1, h524Events(g, game.EventGameDrawn, -1))
}

// 12. Two-Headed Giant: Dave concedes while Alice's spell is on the
// stack. His team leaves and loses (CR 810.8b, 104.3a); Alice's team
// wins at once (CR 104.2c) and the game is over: nothing more
// resolves, and no action but none is accepted.
func TestH524TwoHeadedConcedeEndsGame(t *testing.T) {
	wail := h524Sorc(t, "Carrion Wail", h524Life(ability.WhoEachPlayer, -3))
	var id game.ObjectID
	g := h524THG(t, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, wail)
		lands(t, g, 0, card.Swamp, 1)
	})
	require.NoError(t, g.Cast(0, id))
	h524Concede(t, g, 3)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
	require.True(t, g.Lost(2))
	require.True(t, g.Lost(3))
	require.False(t, g.Lost(1))
	require.Error(t, g.Pass(0))
	require.Equal(t, 30, g.Life(0))
}

// 13. Two-Headed Giant: Alice's Pointed Scorn ({B} sorcery): "Target
// opponent loses 3 life." Her teammate Bob is no opponent (CR 810.2,
// 102.3): the casts offered name Carol or Dave, never Bob or Alice.
func TestH524TwoHeadedTargetOpponentNotTeammate(t *testing.T) {
	scorn := sorcery(t, "Pointed Scorn", "{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)})
	var id game.ObjectID
	g := h524THG(t, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, scorn)
		lands(t, g, 0, card.Swamp, 1)
	})
	require.True(t, offered(g, id, pl(2)))
	require.True(t, offered(g, id, pl(3)))
	require.False(t, offered(g, id, pl(1)))
	require.False(t, offered(g, id, pl(0)))
	require.Error(t, g.Cast(0, id, pl(1)))
	h524Cast(t, g, 0, id, pl(3))
	require.Equal(t, 27, g.Life(2))
}

// 14. Two-Headed Giant, Alice's team at 5. Her Blood Pact ("Pay 5 life:
// draw a card") may be activated: the team's total covers the payment
// (CR 118.4a, 810.9a). The team goes to 0 and loses (CR 810.8c). A
// second copy of the ability at 4 life would not be allowed.
func TestH524TwoHeadedPayLifeToZero(t *testing.T) {
	pact := def(t, card.Definition{Name: "Blood Pact Stone", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Life: 5}, Effects: draw1}}})
	var id game.ObjectID
	g := h524THG(t, 5, 0, func(g *game.Game) {
		id = bf(t, g, 1, pact)
		require.NoError(t, g.SetLife(0, 5))
	})
	require.NoError(t, g.Activate(1, id, 0))
	require.Equal(t, 0, g.Life(0))
	resolve(t, g, nil)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(2), g.Winner())

	g = h524THG(t, 5, 0, func(g *game.Game) {
		id = bf(t, g, 1, pact)
		require.NoError(t, g.SetLife(0, 4))
	})
	require.Error(t, g.Activate(1, id, 0))
}

// 15. Two-Headed Giant. Carol's Drain Bolt ("Target player loses 12
// life") on Bob takes Alice's team from 30 to 18; then Alice's Second
// Wind ({W} instant: "Your life total becomes your starting life
// total"). Alice's life total is her team's, 18, and her starting life
// total is the team's 30: she gains 12 (CR 810.9a, 810.9c, 118.5,
// 103.3), the team is back at 30; her Glutton Sprite triggers once.
func TestH524TwoHeadedSetLifeToStarting(t *testing.T) {
	drain := sorcery(t, "Drain Bolt", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(12)})
	wind := instant(t, "Second Wind", "{W}", nil, ability.Effect{Op: ability.OpSetLifeToStarting, Who: ability.WhoYou})
	var d, w, sprite game.ObjectID
	g := h524THG(t, 5, 2, func(g *game.Game) {
		d = hand(t, g, 2, drain)
		lands(t, g, 2, card.Swamp, 1)
		w = hand(t, g, 0, wind)
		lands(t, g, 0, card.Plains, 1)
		sprite = bf(t, g, 0, h524Pridemate(t))
	})
	h524Cast(t, g, 2, d, pl(1))
	require.Equal(t, 18, g.Life(0))
	require.NoError(t, g.Pass(2))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h524Cast(t, g, 0, w)
	require.Equal(t, 30, g.Life(0))
	require.Equal(t, 30, g.Life(1))
	require.Equal(t, 1, counter(t, g, sprite, game.PlusOne))
}

// ---------------------------------------------------------------------
// Part 3. Conceding and leaving the game in three or four players

// h524Bolt is Soul Bolt ({B} instant): "Soul Bolt deals 3 damage to
// target player. You gain 3 life."
func h524Bolt(t *testing.T) *card.Definition {
	return instant(t, "Soul Bolt", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)},
		h524Life(ability.WhoYou, 3))
}

// 16. Three players. Bob casts Soul Bolt at Carol, who concedes in
// response (CR 104.3a). A player who has left the game can't be a
// target: Soul Bolt's only target is illegal as it tries to resolve, so
// it doesn't resolve at all (CR 608.2b, 800.4a) — Bob gains no life —
// and goes to Bob's graveyard. Alice and Bob play on.
func TestH524TargetPlayerConcedesSpellFizzles(t *testing.T) {
	var id game.ObjectID
	g := h524Game(t, 3, 5, 1, func(g *game.Game) {
		id = hand(t, g, 1, h524Bolt(t))
		lands(t, g, 1, card.Swamp, 1)
	})
	require.NoError(t, g.Cast(1, id, pl(2)))
	h524Concede(t, g, 2)
	require.False(t, g.Over())
	require.Equal(t, 1, h524Events(g, game.EventLeave, 2))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(1), "a spell whose only target left does nothing")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, id))
	require.Equal(t, 0, g.ZoneLen(2, zone.Library), "Carol's cards left the game")
}

// 17. Three players. Bob conceded earlier; Alice's Bloodwake Idol
// (lifelink, "{T}: this deals 2 damage to each opponent") damages Carol
// only — a player who left is no one's opponent (CR 102.3, 800.4a) —
// and Alice gains 2, not 4 (CR 702.15b).
func TestH524EachOpponentAfterOneLeft(t *testing.T) {
	idol := h524Players(t, "Bloodwake Idol", ability.Lifelink, ability.WhoEachOpponent, 2)
	var id game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		id = bf(t, g, 0, idol)
	})
	h524Concede(t, g, 1)
	require.False(t, g.Over())
	h524Act(t, g, 0, id, 0)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 18, g.Life(2))
	require.Equal(t, 20, g.Life(1), "nothing happens to a player who left")
}

// 18. Three players, Alice's turn. Alice casts Doom Pin ("destroy target
// creature") at Carol's Bear; Bob responds with his own Doom Pin at
// Alice's Spirit. Alice concedes. Her Doom Pin, a card she owns, leaves
// the game with her (CR 800.4a); Bob's Doom Pin's only target left the
// game too, so it does nothing and goes to Bob's graveyard (CR 608.2b).
// Carol's Bear survives. The turn goes on without an active player
// (CR 800.4i): Bob, next in turn order, gets priority.
func TestH524ConcedeWithSpellsOnStack(t *testing.T) {
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	spirit := creature(t, "Ash Spirit", "{1}{B}", 1, 1, 0, "Spirit")
	var ap, bp, cb, as game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		ap = hand(t, g, 0, doomDef)
		bp = hand(t, g, 1, doomDef)
		lands(t, g, 0, card.Swamp, 1)
		lands(t, g, 1, card.Swamp, 1)
		cb = bf(t, g, 2, bear)
		as = bf(t, g, 0, spirit)
	})
	require.NoError(t, g.Cast(0, ap, obj(cb)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bp, obj(as)))
	require.Equal(t, 2, g.StackLen())
	h524Concede(t, g, 0)
	require.False(t, g.Over())
	require.Equal(t, 1, g.StackLen(), "Alice's spell left the game")
	_, ok := g.Object(ap)
	require.False(t, ok)
	resolve(t, g, nil)
	require.False(t, gone(g, cb))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bp))
	require.Equal(t, game.PlayerID(0), g.ActivePlayer())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.Equal(t, game.Main1, g.Step())
}

// h524Steal is "Gain control of target creature" for duration dur
// ({U} sorcery).
func h524Steal(t *testing.T, name string, dur ability.Duration) *card.Definition {
	return sorcery(t, name, "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: dur})
}

// 19. Three players. On Alice's turn she takes Carol's Bear for good
// (Permanent Claim, {U} sorcery: "Gain control of target creature").
// Bob controls Alice's Spirit (put under his control in the set-up).
// Alice concedes: the effect giving her the Bear ends, and the Bear
// returns to Carol; the Spirit, Alice's card, leaves the game with her
// though Bob controls it (CR 800.4a).
func TestH524ConcedeEndsControlEffects(t *testing.T) {
	bear := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	spirit := creature(t, "Ash Spirit", "{1}{B}", 1, 1, 0, "Spirit")
	claim := h524Steal(t, "Permanent Claim", ability.Permanently)
	var cl, cb, as game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		cl = hand(t, g, 0, claim)
		lands(t, g, 0, card.Island, 1)
		cb = bf(t, g, 2, bear)
		as = bf(t, g, 0, spirit, game.PutOptions{Controller: 1, SetController: true})
	})
	h524Cast(t, g, 0, cl, obj(cb))
	require.Equal(t, game.PlayerID(0), info(t, g, cb).Controller)
	h524Concede(t, g, 0)
	require.Equal(t, game.PlayerID(2), info(t, g, cb).Controller)
	require.Contains(t, g.Zone(2, zone.Battlefield), cb)
	_, ok := g.Object(as)
	require.False(t, ok, "Alice's Spirit left the game with her")
	require.Empty(t, g.Zone(1, zone.Battlefield))
}

// 20. Four players, Alice's turn 2. Bob concedes during it. When Alice's
// turn ends, the next turn is Carol's: a player who left takes no turn
// (CR 800.4j, 101.4 turn order).
func TestH524TurnOrderSkipsPlayerWhoLeft(t *testing.T) {
	g := h524Game(t, 4, 5, 0, nil)
	h524Concede(t, g, 1)
	for i := 0; i < 200 && g.Turn() == 2; i++ {
		idleAnswer(t, g, g.Pending(), "turn order")
	}
	require.Equal(t, 3, g.Turn())
	require.Equal(t, game.PlayerID(2), g.ActivePlayer())
	for i := 0; i < 300 && g.Turn() < 5; i++ {
		idleAnswer(t, g, g.Pending(), "turn order")
	}
	require.Equal(t, 5, g.Turn())
	require.Equal(t, game.PlayerID(0), g.ActivePlayer(), "Carol, Dave, then Alice")
}

// 21. Three players: the active player concedes in her own first main
// phase. Her turn goes on to its end without an active player
// (CR 800.4i): Bob gets priority in it, but can't cast a sorcery
// there, it being no main phase of his (CR 307.1); the next turn is
// his.
func TestH524ActivePlayerConcedesTurnContinues(t *testing.T) {
	ruin := h524Sorc(t, "Carrion Wail", h524Life(ability.WhoEachPlayer, -1))
	var id game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		id = hand(t, g, 1, ruin)
		lands(t, g, 1, card.Swamp, 1)
	})
	h524Concede(t, g, 0)
	require.Equal(t, 2, g.Turn())
	require.Equal(t, game.Main1, g.Step())
	require.Equal(t, game.PlayerID(1), g.PriorityPlayer())
	require.Error(t, g.Cast(1, id))
	for i := 0; i < 200 && g.Turn() == 2; i++ {
		idleAnswer(t, g, g.Pending(), "active concedes")
	}
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.False(t, g.Over())
}

// 22. Three players: Bob concedes, then Carol. Alice, the last player
// in the game, wins (CR 104.2a); Bob and Carol have lost, and every
// View says the game is over with Alice the winner.
func TestH524LastOpponentConcedesWins(t *testing.T) {
	g := h524Game(t, 3, 5, 0, nil)
	h524Concede(t, g, 1)
	require.False(t, g.Over())
	require.Error(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}), "Bob has left already")
	h524Concede(t, g, 2)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
	for p := game.PlayerID(0); p < 3; p++ {
		v := g.View(p)
		require.True(t, v.Over)
		require.Equal(t, game.PlayerID(0), v.Winner)
		require.Equal(t, p != 0, v.Players[p].Lost)
	}
}

// 23. Three players. Alice's Spawning Decree ({G} sorcery): "Each
// opponent creates a 1/1 green Saproling creature token." Each token is
// owned by the player who created it (CR 110.5a): when Alice
// concedes, Bob's and Carol's Saprolings stay; when Bob concedes, his
// leaves the game with him (CR 800.4a).
func TestH524TokensOwnedByCreatorStay(t *testing.T) {
	sap := def(t, card.Definition{Name: "Saproling", Types: ability.Creature, Subtypes: []string{"Saproling"},
		Colors: h506Green, Power: C(1), Toughness: C(1)})
	decree := sorcery(t, "Spawning Decree", "{G}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent,
		Amount: ability.N(1), Token: sap})
	var id game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, decree)
		lands(t, g, 0, card.Forest, 1)
	})
	h524Cast(t, g, 0, id)
	require.Len(t, g.Zone(1, zone.Battlefield), 1)
	require.Len(t, g.Zone(2, zone.Battlefield), 1)
	h524Concede(t, g, 0)
	require.Len(t, g.Zone(1, zone.Battlefield), 1)
	require.Len(t, g.Zone(2, zone.Battlefield), 1)
	h524Concede(t, g, 1)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(2), g.Winner())
}

// 24. Three players. Bob has left; Alice's Soul Bolt can't name him:
// the casts offered name Alice or Carol, and a cast at Bob is refused
// (CR 114.1, 800.4a: he is no longer in the game).
func TestH524PlayerWhoLeftIsNoTarget(t *testing.T) {
	var id game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, h524Bolt(t))
		lands(t, g, 0, card.Swamp, 1)
	})
	h524Concede(t, g, 1)
	require.True(t, offered(g, id, pl(2)))
	require.True(t, offered(g, id, pl(0)))
	require.False(t, offered(g, id, pl(1)))
	require.Error(t, g.Cast(0, id, pl(1)))
}

// 25. Three players. Alice gives Carol's Bear +3/+3 and trample until
// end of turn (Giant Growth-like {G} instant), then +1/+1 for good
// (Lasting Might), and turns Carol's Bird into a 1/1 Frog with no
// abilities (Newt Curse) until end of turn. Alice concedes: only the
// effects that gave her control end (CR 800.4a); her other effects on
// Carol's permanents go on (CR 611.2a): the Bear stays a 6/6 with
// trample, the Bird a 1/1 without flying.
func TestH524LeaverEffectsOnOthersLast(t *testing.T) {
	pump := h506Pump(t, "Wild Surge", "{G}", 3, 3, ability.Trample)
	lasting := instant(t, "Lasting Might", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1, Duration: ability.Permanently})
	var a, b, c, bear, bird game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		a = hand(t, g, 0, pump)
		b = hand(t, g, 0, lasting)
		c = hand(t, g, 0, h506Hex(t))
		lands(t, g, 0, card.Forest, 2)
		lands(t, g, 0, card.Island, 1)
		bear = bf(t, g, 2, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
		bird = bf(t, g, 2, creature(t, "Sky Bird", "{1}{U}", 2, 2, ability.Flying, "Bird"))
	})
	h524Cast(t, g, 0, a, obj(bear))
	h524Cast(t, g, 0, b, obj(bear))
	h524Cast(t, g, 0, c, obj(bird))
	h524Concede(t, g, 0)
	require.Equal(t, [2]int{6, 6}, pt(t, g, bear))
	require.True(t, info(t, g, bear).Keywords.Has(ability.Trample))
	require.Equal(t, [2]int{1, 1}, pt(t, g, bird))
	require.False(t, info(t, g, bird).Keywords.Has(ability.Flying))
	require.Equal(t, game.PlayerID(2), info(t, g, bear).Controller)
}

// 26. Three players. Alice activates her Bloodwake Idol (lifelink,
// "{T}: this deals 2 damage to each opponent") and concedes with the
// ability on the stack. The ability, an object on the stack that no
// card represents, controlled by Alice, ceases to exist (CR 800.4a):
// Bob and Carol lose no life.
func TestH524LeaverAbilityOnStackCeases(t *testing.T) {
	idol := h524Players(t, "Bloodwake Idol", ability.Lifelink, ability.WhoEachOpponent, 2)
	var id game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		id = bf(t, g, 0, idol)
	})
	require.NoError(t, g.Activate(0, id, 0))
	require.Equal(t, 1, g.StackLen())
	h524Concede(t, g, 0)
	require.Equal(t, 0, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 20, g.Life(2))
}

// 27. Three players. Bob's Idol, which Alice owns (Bob controls it in
// the set-up), a lifelink source with "{T}: this deals 2 damage to each
// opponent": Bob activates it, and Alice concedes in response. The
// Idol leaves the game with its owner (CR 800.4a), but Bob's ability
// resolves, with the Idol as it last existed: lifelink (CR 702.15c,
// 608.2g). Alice is no longer Bob's opponent: Carol is dealt 2, Bob
// gains 2.
func TestH524StolenSourceLeavesAbilityResolves(t *testing.T) {
	idol := h524Players(t, "Bloodwake Idol", ability.Lifelink, ability.WhoEachOpponent, 2)
	var id game.ObjectID
	g := h524Game(t, 3, 5, 1, func(g *game.Game) {
		id = bf(t, g, 0, idol, game.PutOptions{Controller: 1, SetController: true})
	})
	require.NoError(t, g.Activate(1, id, 0))
	h524Concede(t, g, 0)
	_, ok := g.Object(id)
	require.False(t, ok)
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(1))
	require.Equal(t, 18, g.Life(2))
}

// 28. Three players. Alice casts Soul Bolt at Carol and passes; Bob,
// holding priority, concedes. Priority passes to the next player in
// turn order still in the game, Carol (CR 800.4a), not back to Alice;
// when Carol passes, Soul Bolt resolves (CR 116.4): Carol 17, Alice 23.
func TestH524PriorityHolderConcedes(t *testing.T) {
	var id game.ObjectID
	g := h524Game(t, 3, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, h524Bolt(t))
		lands(t, g, 0, card.Swamp, 1)
	})
	require.NoError(t, g.Cast(0, id, pl(2)))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.PriorityPlayer())
	h524Concede(t, g, 1)
	require.Equal(t, game.PlayerID(2), g.PriorityPlayer())
	require.NoError(t, g.Pass(2))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 17, g.Life(2))
	require.Equal(t, 23, g.Life(0))
}

// 29. Three players; Bob conceded. Alice and Carol, both at 2, are the
// players remaining: Carol's Carrion Wail ("Each player loses 2 life")
// makes both lose at once, a draw (CR 104.4a: all the players remaining
// lose simultaneously), though Bob left earlier.
func TestH524RemainingTwoLoseAfterConcedeDraw(t *testing.T) {
	wail := h524Sorc(t, "Carrion Wail", h524Life(ability.WhoEachPlayer, -2))
	var id game.ObjectID
	g := h524Game(t, 3, 5, 2, func(g *game.Game) {
		id = hand(t, g, 2, wail)
		lands(t, g, 2, card.Swamp, 1)
		require.NoError(t, g.SetLife(0, 2))
		require.NoError(t, g.SetLife(2, 2))
	})
	h524Concede(t, g, 1)
	h524Cast(t, g, 2, id)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	require.Equal(t, 20, g.Life(1), "Bob had left: nothing happened to him")
	var drawn bool
	for _, e := range g.Events() {
		if e.Kind == game.EventGameDrawn {
			drawn = true
			require.Equal(t, "The game is a draw.", g.EventText(e))
		}
	}
	require.True(t, drawn)
}

// 30. Two-Headed Giant. Carol's Census of Ruin ({B} sorcery): "Each
// opponent loses 10 life. Each player draws a card." Alice's team goes
// from 20 to 0; Carol's library is empty, so she draws from it. At the
// next check both teams lose at once — one for its life total, the other
// for the draw (CR 810.8a, 810.8c, 704.5b) — and the game is a draw
// (CR 104.4d).
func TestH524TwoHeadedLifeAndEmptyLibraryDraw(t *testing.T) {
	census := h524Sorc(t, "Census of Ruin", h524Life(ability.WhoEachOpponent, -10), h524Draw(ability.WhoEachPlayer, 1))
	var id game.ObjectID
	g := h524THG(t, 0, 2, func(g *game.Game) {
		for _, p := range []game.PlayerID{0, 1, 3} {
			for i := 0; i < 3; i++ {
				put(t, g, p, zone.Library, card.Plains)
			}
		}
		id = hand(t, g, 2, census)
		lands(t, g, 2, card.Swamp, 1)
		require.NoError(t, g.SetLife(0, 20))
	})
	h524Cast(t, g, 2, id)
	require.True(t, g.Over())
	require.Equal(t, game.NoPlayer, g.Winner())
	for p := game.PlayerID(0); p < 4; p++ {
		require.True(t, g.Lost(p))
	}
	require.Equal(t, 30, g.Life(2))
}

// 31. Two-Headed Giant, Alice and Bob's upkeep, Bob's library empty.
// In the team's draw step each player of the team draws (CR 805.4b,
// 504.1): Bob can't, loses at the
// next check, and his team with him (CR 704.5b, 810.8a). The View names
// the winner: Carol, first of the winning team, and the log says both
// win.
func TestH524TwoHeadedDrawStepEmptyLibrary(t *testing.T) {
	cfg := game.Config{Seed: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	for _, p := range []game.PlayerID{0, 2, 3} {
		for i := 0; i < 3; i++ {
			put(t, g, p, zone.Library, card.Plains)
		}
	}
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	for i := 0; i < 20 && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "draw step")
	}
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(2), g.Winner())
	require.Equal(t, game.PlayerID(2), g.View(3).Winner)
	var line string
	for _, e := range g.Events() {
		if e.Kind == game.EventWin {
			line = g.EventText(e)
		}
	}
	require.Equal(t, "Carol and Dave win the game.", line)
}

// 32. Alice's Vampire Duel ({1}{B} sorcery): "Target creature you
// control fights target creature you don't control." Her Leech Spirit
// (2/2 lifelink) fights Bob's Gorger (3/3 lifelink): each deals damage
// to the other at once (CR 701.11a), and each controller gains
// the life its lifelink source's damage gives (CR 702.15b): Alice 22,
// Bob 23. The Leech dies.
func TestH524FightLifelinkBothSides(t *testing.T) {
	duel := sorcery(t, "Vampire Duel", "{1}{B}", []ability.TargetSpec{
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}}},
		ability.Effect{Op: ability.OpFight, Target: 0, Other: 1})
	leech := h524Crt(t, "Leech Spirit", "{1}{B}", 2, 2, ability.Lifelink, nil)
	gorger := h524Crt(t, "Gorger", "{2}{B}", 3, 3, ability.Lifelink, nil)
	var id, a, b game.ObjectID
	g := h524Game(t, 2, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, duel)
		lands(t, g, 0, card.Swamp, 2)
		a = bf(t, g, 0, leech)
		b = bf(t, g, 1, gorger)
	})
	h524Cast(t, g, 0, id, obj(a), obj(b))
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 23, g.Life(1))
	require.True(t, gone(g, a))
	require.False(t, gone(g, b))
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 33. Blood Tide ({1}{B} sorcery with lifelink): "Blood Tide deals 3
// damage to each player." Check accepts the keyword on the sorcery, and
// by the rules it works: lifelink functions no matter what zone the
// object deals damage from (CR 702.15d), and the spell is the source of
// its damage (CR 119.2b, 609.7). Alice, at 2, is dealt 3 and gains 6 in
// the same event (CR 119.3f, 702.15b): she ends at 5. Bob, at 3, goes
// to 0 and loses; Alice wins (CR 104.2a, 704.5a).
func TestH524LifelinkSorceryEachPlayer(t *testing.T) {
	tide := def(t, card.Definition{Name: "Blood Tide", ManaCost: cost("{1}{B}"), Types: ability.Sorcery, Keywords: ability.Lifelink,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachPlayer, Amount: ability.N(3)}}}})
	var id game.ObjectID
	g := h524Game(t, 2, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, tide)
		lands(t, g, 0, card.Swamp, 2)
		require.NoError(t, g.SetLife(0, 2))
		require.NoError(t, g.SetLife(1, 3))
	})
	h524Cast(t, g, 0, id)
	require.Equal(t, 5, g.Life(0), "lifelink of the spell")
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
}

// 34. Venom Spark ({B} instant with deathtouch and lifelink): "Venom
// Spark deals 1 damage to target creature or player." At Bob's 4/4: the
// 4/4, dealt damage by a source with deathtouch, is destroyed at the
// next check (CR 702.2b, 702.2d, 704.5h), and Alice gains 1 (CR
// 702.15b, 702.15d).
func TestH524DeathtouchLifelinkInstant(t *testing.T) {
	spark := def(t, card.Definition{Name: "Venom Spark", ManaCost: cost("{B}"), Types: ability.Instant,
		Keywords: ability.Deathtouch | ability.Lifelink,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}})
	var id, ox game.ObjectID
	g := h524Game(t, 2, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, spark)
		lands(t, g, 0, card.Swamp, 1)
		ox = bf(t, g, 1, creature(t, "Big Ox", "{3}{G}", 4, 4, 0, "Ox"))
	})
	h524Cast(t, g, 0, id, obj(ox))
	require.Equal(t, 21, g.Life(0), "lifelink of the instant")
	require.True(t, gone(g, ox), "deathtouch of the instant")
}

// 35. Herald of Thirst ({1}{B} 2/2 with lifelink and deathtouch):
// "When you cast Herald of Thirst, it deals 2 damage to each opponent
// and 1 damage to target creature." The ability resolves while the
// Herald is still a spell on the stack: the spell is the source of the
// damage, and its lifelink and deathtouch work from the stack (CR
// 702.15d, 702.2d). Alice gains 3, for the 2 damage to Bob and the 1 to
// the 4/4 (CR 702.15b); Bob's 4/4 is destroyed (CR 702.2b, 704.5h).
func TestH524CastTriggerOfLifelinkSpell(t *testing.T) {
	herald := h524Crt(t, "Herald of Thirst", "{1}{B}", 2, 2, ability.Lifelink|ability.Deathtouch, nil, ability.Triggered{Event: ability.CastThis,
		Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(2)},
			{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}})
	var id, ox game.ObjectID
	g := h524Game(t, 2, 5, 0, func(g *game.Game) {
		id = hand(t, g, 0, herald)
		lands(t, g, 0, card.Swamp, 2)
		ox = bf(t, g, 1, creature(t, "Big Ox", "{3}{G}", 4, 4, 0, "Ox"))
	})
	require.NoError(t, g.Cast(0, id))
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(targets(0, obj(ox))))
	for i := 0; i < 10 && g.StackLen() > 1; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, 1, g.StackLen(), "the Herald is still a spell")
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 23, g.Life(0), "lifelink of the spell, from both damages")
	require.True(t, gone(g, ox), "deathtouch of the spell")
}
