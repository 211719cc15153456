package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

var _ = zone.Battlefield

// Custom cards, fifteenth set: combat in unusual combinations. First and
// double strike gained or lost between the two combat damage steps;
// creatures and planeswalkers removed from combat by a change of control
// or regeneration; damage assignment order with deathtouch and trample;
// attacks on planeswalkers and players in free-for-all and Two-Headed
// Giant games; blocking restrictions, attack costs and requirements;
// attack, block and combat damage triggers; lifelink; players leaving in
// the middle of a combat. Many positions are saved, loaded and cloned in
// the middle of a combat decision (h479Copies, h479Same).

// h485Kw is "{R} instant: Target creature gains kw until end of turn."
func h485Kw(t *testing.T, name string, kw ability.Keyword) *card.Definition {
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: kw, Duration: ability.UntilEndOfTurn})
}

// h485Lose is "{R} instant: Target creature loses kw until end of turn."
func h485Lose(t *testing.T, name string, kw ability.Keyword) *card.Definition {
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: kw, Duration: ability.UntilEndOfTurn})
}

// h485Pump is "{R} instant: Target creature gets +p/+tg until end of turn."
func h485Pump(t *testing.T, name string, p, tg int) *card.Definition {
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg, Duration: ability.UntilEndOfTurn})
}

// h485Whim is "{U} instant: Gain control of target creature until end of
// turn."
func h485Whim(t *testing.T) *card.Definition {
	return instant(t, "Turncoat's Whim", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
}

// h485Cast has p cast card id with targets and resolves the stack with
// no other decision.
func h485Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.Equal(t, p, g.Pending().Player, g.Prompt(game.English))
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h485ToAttack passes (no attackers, no blockers, first trigger order)
// until player p is asked to declare attackers.
func h485ToAttack(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	for i := 0; i < 500; i++ {
		if d := g.Pending(); d.Kind == game.DecideAttackers && g.ActivePlayer() == p {
			return
		}
		idleAnswer(t, g, g.Pending(), "h485ToAttack")
	}
	t.Fatal("h485ToAttack: too long")
}

// ---------------------------------------------------------------------
// Part 1. First strike and double strike between the damage steps

// 1. Swift Edge ({R} instant: target creature gains first strike until
// end of turn). Alice attacks with a 2/2 first striker and a 3/3 Ox;
// after the first-strike damage step she gives the Ox first strike. The
// Ox had neither first nor double strike as the first step began, so it
// still deals its damage in the second step; the Knight doesn't deal
// again (CR 510.4, 702.7c): Bob at 15.
func TestH485FirstStrikeGainedLate(t *testing.T) {
	edge := h485Kw(t, "Swift Edge", ability.FirstStrike)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	k := bf(t, g, 0, creature(t, "Lance Knight", "{1}{W}", 2, 2, ability.FirstStrike, "Knight"))
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	e := hand(t, g, 0, edge)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: k, Player: 1}, game.Attack{Attacker: ox, Player: 1})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 18, g.Life(1))
	h485Cast(t, g, 0, e, obj(ox))
	require.True(t, info(t, g, ox).Keywords.Has(ability.FirstStrike))
	combatTo(t, g, game.Main2)
	require.Equal(t, 15, g.Life(1))
}

// 2. Dulled Edge ({R} instant: target creature loses first strike until
// end of turn), cast after the first-strike damage step on the Knight
// that dealt damage in it: it doesn't assign combat damage again in the
// second step (CR 702.7c, 510.4): Bob at 18.
func TestH485FirstStrikeLostLate(t *testing.T) {
	dull := h485Lose(t, "Dulled Edge", ability.FirstStrike)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	k := bf(t, g, 0, creature(t, "Lance Knight", "{1}{W}", 2, 2, ability.FirstStrike, "Knight"))
	e := hand(t, g, 0, dull)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: k, Player: 1})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 18, g.Life(1))
	h485Cast(t, g, 0, e, obj(k))
	require.False(t, info(t, g, k).Keywords.Has(ability.FirstStrike))
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
}

// 3. Bob's Blunting Word ({R} instant: target creature loses double strike
// until end of turn), cast in the first-strike damage step on Alice's
// 2/2 double striker after it dealt damage: it doesn't deal damage in the
// second step (CR 702.4c): Bob at 18.
func TestH485DoubleStrikeLostLate(t *testing.T) {
	blunt := h485Lose(t, "Blunting Word", ability.DoubleStrike)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	d := bf(t, g, 0, creature(t, "Twin Blade", "{2}{R}", 2, 2, ability.DoubleStrike, "Warrior"))
	e := hand(t, g, 1, blunt)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: d, Player: 1})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 18, g.Life(1))
	require.NoError(t, g.Pass(0))
	h485Cast(t, g, 1, e, obj(d))
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
}

// 4. Twinning Edge ({R} instant: target creature gains double strike until
// end of turn), cast after the first-strike step on the Knight, a first
// striker that dealt damage in it: it assigns combat damage again in the
// second step (CR 702.4d). Cast on the Ox, which had neither as the first
// step began, it deals damage once, in the second step (CR 510.4): Bob
// loses 2 + 2 + 3 = 7.
func TestH485DoubleStrikeGainedLate(t *testing.T) {
	twin := h485Kw(t, "Twinning Edge", ability.DoubleStrike)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	k := bf(t, g, 0, creature(t, "Lance Knight", "{1}{W}", 2, 2, ability.FirstStrike, "Knight"))
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	e1 := hand(t, g, 0, twin)
	e2 := hand(t, g, 0, twin)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: k, Player: 1}, game.Attack{Attacker: ox, Player: 1})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 18, g.Life(1))
	h485Cast(t, g, 0, e1, obj(k))
	h485Cast(t, g, 0, e2, obj(ox))
	combatTo(t, g, game.Main2)
	require.Equal(t, 13, g.Life(1))
}

// 5. Apprentice Duelist: {W} 0/2 first strike. Alice attacks with it and
// a 2/2; after the first-strike step (in which the Duelist, with power 0,
// assigned no damage, CR 510.1a) she gives it +3/+0. It had first strike
// as the first combat damage step began, so it assigns no damage in the
// second step (CR 510.4): Bob loses only the 2/2's 2.
func TestH485ZeroPowerFirstStrikerPumpedLate(t *testing.T) {
	pump := h485Pump(t, "Sudden Fury", 3, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	a := bf(t, g, 0, creature(t, "Apprentice Duelist", "{W}", 0, 2, ability.FirstStrike, "Human"))
	b := bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	e := hand(t, g, 0, pump)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1}, game.Attack{Attacker: b, Player: 1})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 20, g.Life(1))
	h485Cast(t, g, 0, e, obj(a))
	require.Equal(t, 3, info(t, g, a).Power)
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
}

// 6. Bob's 2/2 Gate Guard blocks Alice's 2/2; with blockers declared, Bob
// gives his Guard first strike (Swift Edge). Now a blocking creature has
// first strike as the combat damage step begins, so there is a
// first-strike damage step (CR 510.4, 506.1): the Guard kills the
// attacker in it and takes no damage. Saved and loaded with the Edge on
// the stack.
func TestH485BlockerGainsFirstStrike(t *testing.T) {
	edge := h485Kw(t, "Swift Edge", ability.FirstStrike)
	attD := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	grdD := creature(t, "Gate Guard", "{1}{W}", 2, 2, 0, "Soldier")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	a := bf(t, g, 0, attD)
	gd := bf(t, g, 1, grdD)
	e := hand(t, g, 1, edge)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: gd, Attacker: a})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, e, obj(gd)))
	gs := h479Copies(t, g, edge, attD, grdD)
	for _, x := range gs {
		resolve(t, x, nil)
		combatTo(t, x, game.FirstStrikeDamage)
		require.True(t, gone(x, a))
		require.Zero(t, info(t, x, gd).Damage)
		combatTo(t, x, game.Main2)
		require.False(t, gone(x, gd))
	}
	h479Same(t, gs)
}

// 7. Bob's Leech Ward ({R} instant: target creature loses lifelink until
// end of turn), cast in the first-strike step on Alice's unblocked 2/2
// double strike, lifelink Cleric: Alice gains 2 for the first-strike
// damage and nothing for the second (CR 702.15b: lifelink as the damage
// is dealt), while Bob loses 4.
func TestH485LifelinkLostBetweenSteps(t *testing.T) {
	ward := h485Lose(t, "Leech Ward", ability.Lifelink)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	c := bf(t, g, 0, creature(t, "Twinblade Cleric", "{1}{W}{W}", 2, 2, ability.DoubleStrike|ability.Lifelink, "Cleric"))
	e := hand(t, g, 1, ward)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, []int{22, 18}, lifes(g))
	require.NoError(t, g.Pass(0))
	h485Cast(t, g, 1, e, obj(c))
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{22, 16}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 2. Creatures and planeswalkers removed from combat

// 8. Turncoat's Whim ({U} instant: gain control of target creature until
// end of turn), cast by Bob after blockers on Alice's attacking 3/3 that
// his 2/2 blocks: its controller changed, so it is removed from combat
// (CR 506.4) and deals and is dealt no combat damage. Bob's 2/2 stays a
// blocking creature (CR 509.1g) with nothing to deal damage to
// (CR 510.1d). In the cleanup step the effect ends and the 3/3 is
// Alice's again (CR 514.2, 611.2a).
func TestH485AttackerStolenAfterBlocks(t *testing.T) {
	whim := h485Whim(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	a := bf(t, g, 0, creature(t, "Hill Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	b := bf(t, g, 1, creature(t, "Gate Guard", "{1}{W}", 2, 2, 0, "Soldier"))
	w := hand(t, g, 1, whim)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	require.NoError(t, g.Pass(0))
	h485Cast(t, g, 1, w, obj(a))
	require.Equal(t, game.PlayerID(1), info(t, g, a).Controller)
	require.False(t, g.InCombat(a))
	require.Empty(t, g.Attackers())
	require.True(t, g.InCombat(b), "still a blocking creature")
	combatTo(t, g, game.Main2)
	require.Zero(t, info(t, g, a).Damage)
	require.Zero(t, info(t, g, b).Damage)
	require.Equal(t, []int{20, 20}, lifes(g))
	nextTurn(t, g)
	require.Equal(t, game.PlayerID(0), info(t, g, a).Controller)
}

// 9. Alice casts Turncoat's Whim twice after blockers, on the Walls that
// block her 5/5 trampler and her 3/3: both Walls are removed from combat
// (CR 506.4), both attackers stay blocked (CR 509.1h). The trampler, with
// no creature blocking it, assigns all its damage to Bob (CR 702.19c);
// the 3/3 assigns none (CR 510.1c): Bob at 15.
func TestH485BlockersStolenAfterBlocks(t *testing.T) {
	whim := h485Whim(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	tr := bf(t, g, 0, creature(t, "Trampling Rhino", "{3}{G}{G}", 5, 5, ability.Trample, "Rhino"))
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	w1 := bf(t, g, 1, creature(t, "Wall A", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	w2 := bf(t, g, 1, creature(t, "Wall B", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	c1 := hand(t, g, 0, whim)
	c2 := hand(t, g, 0, whim)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: tr, Player: 1}, game.Attack{Attacker: ox, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: w1, Attacker: tr}, game.Block{Blocker: w2, Attacker: ox})
	h485Cast(t, g, 0, c1, obj(w1))
	h485Cast(t, g, 0, c2, obj(w2))
	require.False(t, g.InCombat(w1))
	require.False(t, g.InCombat(w2))
	require.True(t, g.Blocked(tr))
	require.True(t, g.Blocked(ox))
	require.Empty(t, g.Blockers(tr))
	combatTo(t, g, game.Main2)
	require.Equal(t, 15, g.Life(1))
	require.Zero(t, info(t, g, w1).Damage)
	require.Zero(t, info(t, g, w2).Damage)
}

// 10. Moss Troll ({G}: regenerate) blocks Alice's 3/3 double strike,
// trample Twinhorn, with a regeneration shield made after blocks. In the
// first-strike step the Twinhorn assigns lethal 2 to the Troll and 1 to
// Bob; the Troll is destroyed, regenerates and is removed from combat
// (CR 701.13a, 506.4). In the second step the Twinhorn, blocked by no
// creature, assigns all 3 to Bob (CR 702.19c); the Troll deals no damage.
// Bob at 16. Saved and loaded in the first-strike step.
func TestH485RegeneratedBlockerTrampledOver(t *testing.T) {
	tw := creature(t, "Rampaging Twinhorn", "{3}{R}{G}", 3, 3, ability.DoubleStrike|ability.Trample, "Beast")
	tr := troll(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	a := bf(t, g, 0, tw)
	m := bf(t, g, 1, tr)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: m, Attacker: a})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, m, 0))
	resolve(t, g, nil)
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 19, g.Life(1))
	require.False(t, gone(g, m), "regenerated")
	require.True(t, info(t, g, m).Tapped)
	require.False(t, g.InCombat(m))
	gs := h479Copies(t, g, tw, tr)
	for _, x := range gs {
		combatTo(t, x, game.Main2)
		require.Equal(t, 16, x.Life(1))
		require.Zero(t, info(t, x, a).Damage, "the Troll left combat before dealing damage")
	}
	h479Same(t, gs)
}

// 11. Three players. Alice's 4/4 trampler attacks Carol's planeswalker
// Kessa (loyalty 5) and Carol blocks it with a 1/1. Bob then casts Vow
// Breaker ({U} instant: gain control of target planeswalker): Kessa's
// controller changed, so it is removed from combat (CR 506.4); the
// trampler attacks nothing (CR 506.4c), so its damage beyond lethal can
// go neither to Kessa nor to a player (CR 702.19b, 702.19d): all 4 to the
// blocker. Carol stays its defending player (CR 508.5, 802.2a).
func TestH485AttackedPlaneswalkerChangesControl(t *testing.T) {
	vow := instant(t, "Vow Breaker", "{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	a := bf(t, g, 0, creature(t, "Trampling Boar", "{3}{G}", 4, 4, ability.Trample, "Boar"))
	pw := bf(t, g, 2, wardenWalker(t))
	cb := bf(t, g, 2, creature(t, "Carol's Squire", "{W}", 1, 1, 0, "Human"))
	v := hand(t, g, 1, vow)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw})
	toBlockers(t, g)
	require.Equal(t, game.PlayerID(2), g.Pending().Player, "only Carol defends against it (CR 802.4a)")
	block(t, g, 2, game.Block{Blocker: cb, Attacker: a})
	require.NoError(t, g.Pass(0))
	h485Cast(t, g, 1, v, obj(pw))
	require.Equal(t, game.PlayerID(1), info(t, g, pw).Controller)
	require.True(t, g.InCombat(a))
	require.Equal(t, game.PlayerID(2), g.DefendingPlayer(a))
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, cb))
	require.Equal(t, 5, counter(t, g, pw, game.Loyalty))
	require.Equal(t, []int{20, 20, 20}, lifes(g))
}

// 12. Alice attacks with her vigilant 2/2 Lancer and a 3/3 Ox. In the
// declare attackers step Bob steals the Lancer with Turncoat's Whim: it is
// removed from combat (CR 506.4), untapped, and now Bob's, so he may
// declare it as a blocker of the Ox (CR 509.1a): Bob loses no life, and
// the Ox and the Lancer deal damage to each other.
func TestH485StolenVigilantAttackerBlocks(t *testing.T) {
	whim := h485Whim(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	l := bf(t, g, 0, creature(t, "Watchful Lancer", "{2}{W}", 2, 2, ability.Vigilance, "Knight"))
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	w := hand(t, g, 1, whim)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: 1}, game.Attack{Attacker: ox, Player: 1})
	require.False(t, info(t, g, l).Tapped)
	require.NoError(t, g.Pass(0))
	h485Cast(t, g, 1, w, obj(l))
	require.Equal(t, []game.ObjectID{ox}, g.Attackers())
	toBlockers(t, g)
	require.True(t, g.CanBlock(l, ox))
	block(t, g, 1, game.Block{Blocker: l, Attacker: ox})
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.True(t, gone(g, l))
	require.Equal(t, 2, info(t, g, ox).Damage)
}

// 13. Two-Headed Giant: Alice attacks with a 3/3; after Carol blocks it
// with a 2/2, Alice's teammate Bob takes the 3/3 with Turncoat's Whim.
// Its controller changed, if only to a player of the same team, so it is
// removed from combat (CR 506.4, 810.7a): no combat damage is dealt, and
// the team's life total stays 30.
func TestH485TeammateTakesAttacker(t *testing.T) {
	whim := h485Whim(t)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	a := bf(t, g, 0, creature(t, "Hill Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	cb := bf(t, g, 2, creature(t, "Gate Guard", "{1}{W}", 2, 2, 0, "Soldier"))
	w := hand(t, g, 1, whim)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	toBlockers(t, g)
	block(t, g, g.Pending().Player, game.Block{Blocker: cb, Attacker: a})
	require.True(t, g.MayAnswer(1), "the team holds priority together")
	require.NoError(t, g.Cast(1, w, obj(a)))
	resolve(t, g, nil)
	require.False(t, g.InCombat(a))
	combatTo(t, g, game.Main2)
	require.Zero(t, info(t, g, a).Damage)
	require.Zero(t, info(t, g, cb).Damage)
	require.Equal(t, 30, g.Life(2))
}

// ---------------------------------------------------------------------
// Part 3. Damage assignment order, deathtouch and trample

// h485Order answers the damage assignment order decision with the
// blockers in ids, in that order (the last place fills itself).
func h485Order(t *testing.T, g *game.Game, ids ...game.ObjectID) {
	t.Helper()
	for _, id := range ids {
		if g.Pending().Kind != game.DecideDamageOrder {
			return
		}
		require.NoError(t, g.Apply(chooseObj(g.Pending().Player, id)))
	}
}

// h485ToOrder passes priority until the damage assignment order is asked.
func h485ToOrder(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 20 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDamageOrder, g.Pending().Kind, g.Prompt(game.English))
}

// 14. Venom Lancer: {2}{B} 3/3 deathtouch, blocked by three 4/4 Giants.
// Alice orders them; saved, loaded and cloned after her first choice.
// With deathtouch 1 damage is lethal (CR 702.2c), so 1 goes to each in
// order (CR 510.1c) and all three die; the Lancer dies too.
func TestH485DeathtouchThreeBlockers(t *testing.T) {
	vl := creature(t, "Venom Lancer", "{2}{B}", 3, 3, ability.Deathtouch, "Knight")
	gd := []*card.Definition{creature(t, "Giant A", "{3}{G}", 4, 4, 0, "Giant"),
		creature(t, "Giant B", "{3}{G}", 4, 4, 0, "Giant"), creature(t, "Giant C", "{3}{G}", 4, 4, 0, "Giant")}
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, vl)
	var bs []game.ObjectID
	for _, d := range gd {
		bs = append(bs, bf(t, g, 1, d))
	}
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: bs[0], Attacker: a}, game.Block{Blocker: bs[1], Attacker: a}, game.Block{Blocker: bs[2], Attacker: a})
	h485ToOrder(t, g)
	require.ElementsMatch(t, bs, choices(g))
	h485Order(t, g, bs[2])
	gs := h479Copies(t, g, vl, gd[0], gd[1], gd[2])
	for _, x := range gs {
		require.Equal(t, game.DecideDamageOrder, x.Pending().Kind)
		require.ElementsMatch(t, bs[:2], choices(x))
		h485Order(t, x, bs[0])
		require.Equal(t, []game.ObjectID{bs[2], bs[0], bs[1]}, x.Blockers(a))
		combatTo(t, x, game.Main2)
		for _, b := range bs {
			require.True(t, gone(x, b))
		}
		require.True(t, gone(x, a))
		require.Equal(t, 20, x.Life(1))
	}
	h479Same(t, gs)
}

// 15. The damage assignment order decides which blocker dies: Alice's 4/4
// Ox is blocked by a 2/2 and a 3/3. Ordered 2/2 first, it assigns 2 (lethal)
// to it and the remaining 2 to the 3/3, which survives; ordered 3/3
// first, 3 to it and 1 to the 2/2, which survives (CR 509.2, 510.1c).
func TestH485OrderDecidesWhoDies(t *testing.T) {
	oxD := creature(t, "Great Ox", "{3}{G}", 4, 4, 0, "Ox")
	smallD := creature(t, "Small Guard", "{1}{W}", 2, 2, 0, "Soldier")
	bigD := creature(t, "Big Guard", "{2}{W}", 3, 3, 0, "Soldier")
	for _, smallFirst := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		a := bf(t, g, 0, oxD)
		s := bf(t, g, 1, smallD)
		b := bf(t, g, 1, bigD)
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
		toBlockers(t, g)
		block(t, g, 1, game.Block{Blocker: s, Attacker: a}, game.Block{Blocker: b, Attacker: a})
		h485ToOrder(t, g)
		if smallFirst {
			h485Order(t, g, s)
		} else {
			h485Order(t, g, b)
		}
		combatTo(t, g, game.Main2)
		require.Equal(t, smallFirst, gone(g, s))
		require.Equal(t, !smallFirst, gone(g, b))
		if smallFirst {
			require.Equal(t, 2, info(t, g, b).Damage)
		} else {
			require.Equal(t, 1, info(t, g, s).Damage)
		}
		require.True(t, gone(g, a), "5 damage on a 4/4")
	}
}

// 16. A blocker removed during the declare blockers step leaves the
// damage assignment order, the others keeping their relative order
// (CR 509.2a). Alice's 4/4 is blocked by a 3/3, a 2/2 and a 1/1, ordered
// 1/1, 3/3, 2/2; then Alice destroys the 1/1 (Doom Pin). The order is
// 3/3, 2/2: 3 to the 3/3 (dies) and 1 to the 2/2 (survives).
func TestH485OrderKeptAfterBlockerRemoved(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	a := bf(t, g, 0, creature(t, "Great Ox", "{3}{G}", 4, 4, 0, "Ox"))
	x := bf(t, g, 1, creature(t, "Guard Three", "{2}{W}", 3, 3, 0, "Soldier"))
	y := bf(t, g, 1, creature(t, "Guard Two", "{1}{W}", 2, 2, 0, "Soldier"))
	z := bf(t, g, 1, creature(t, "Guard One", "{W}", 1, 1, 0, "Soldier"))
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: y, Attacker: a}, game.Block{Blocker: x, Attacker: a}, game.Block{Blocker: z, Attacker: a})
	h485ToOrder(t, g)
	h485Order(t, g, z, x)
	require.Equal(t, []game.ObjectID{z, x, y}, g.Blockers(a))
	h485Cast(t, g, 0, d, obj(z))
	require.Equal(t, []game.ObjectID{x, y}, g.Blockers(a))
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, x))
	require.False(t, gone(g, y))
	require.Equal(t, 1, info(t, g, y).Damage)
}

// 17. Alice's 3/3 trampler is blocked by Bob's indestructible 2/2 Golem
// that already has 2 damage marked: lethal damage takes the damage
// already marked into account (CR 702.19b, 510.1c), so none needs to be
// assigned to the Golem, and all 3 trample over to Bob.
func TestH485TrampleOverDamagedIndestructible(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Trampling Boar", "{2}{G}", 3, 3, ability.Trample, "Boar"))
	b := bf(t, g, 1, creature(t, "Bastion Golem", "{2}", 2, 2, ability.Indestructible, "Golem"), game.PutOptions{Damage: 2})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
	require.False(t, gone(g, b))
}

// 18. Alice's 3/3 double strike, trample Twinhorn is blocked by a 0/5
// Wall. In the first-strike step 3 is not lethal, so all 3 go to the
// Wall. In the second step the Wall's lethal damage is 2, counting the 3
// already marked (CR 510.1c, 702.19b): 2 to the Wall, 1 to Bob.
func TestH485DoubleStrikeTrampleDamageMarked(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Rampaging Twinhorn", "{3}{R}{G}", 3, 3, ability.DoubleStrike|ability.Trample, "Beast"))
	w := bf(t, g, 1, creature(t, "Thick Wall", "{1}{W}", 0, 5, ability.Defender, "Wall"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: w, Attacker: a})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 3, info(t, g, w).Damage)
	require.Equal(t, 20, g.Life(1))
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, w))
	require.Equal(t, 19, g.Life(1))
}

// 19. Alice's 3/3 double striker (no trample) is blocked by a 2/2 and a
// 4/4, the 2/2 first. First-strike step: 2 to the 2/2 (lethal), the
// remaining 1 to the 4/4 (CR 510.1c); the 2/2 dies. Second step: the
// only blocker left gets all 3, for 4 in all: it dies, and its own 4
// damage, dealt at the same time, kills the Twin Blade (CR 510.2, 510.4).
func TestH485DoubleStrikeTwoBlockers(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Twin Blade", "{2}{R}", 3, 3, ability.DoubleStrike, "Warrior"))
	s := bf(t, g, 1, creature(t, "Small Guard", "{1}{W}", 2, 2, 0, "Soldier"))
	b := bf(t, g, 1, creature(t, "Stout Guard", "{3}{W}", 4, 4, 0, "Soldier"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: s, Attacker: a}, game.Block{Blocker: b, Attacker: a})
	h485ToOrder(t, g)
	h485Order(t, g, s)
	combatTo(t, g, game.FirstStrikeDamage)
	require.True(t, gone(g, s))
	require.Equal(t, 1, info(t, g, b).Damage)
	require.Zero(t, info(t, g, a).Damage)
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, b))
	require.True(t, gone(g, a))
	require.Equal(t, 20, g.Life(1))
}

// 20. Alice's green 4/4 deathtouch trampler is blocked by Bob's 2/2 with
// protection from green. Lethal damage ignores what prevention will do
// (CR 702.19b): 1 (lethal from deathtouch, CR 702.2c) is assigned to the
// blocker and prevented (CR 702.16e), and 3 trample over to Bob. The
// blocker survives.
func TestH485DeathtouchTrampleOverProtection(t *testing.T) {
	pro := def(t, card.Definition{Name: "Verdant Warden", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Green)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Venom Wurm", "{3}{G}", 4, 4, ability.Deathtouch|ability.Trample, "Wurm"))
	b := bf(t, g, 1, pro)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
	require.False(t, gone(g, b))
	require.Zero(t, info(t, g, b).Damage)
	require.Equal(t, 2, info(t, g, a).Damage)
}

// 21. Alice's 6/6 trampler attacks Carol's planeswalker Kessa (loyalty 5)
// in a three-player game, unblocked: all 6 go to Kessa, which is put into
// Carol's graveyard (CR 704.5i); none of the excess goes to Carol
// (CR 702.19d), nor to Bob.
func TestH485TrampleOverkillsPlaneswalker(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Crushing Wurm", "{4}{G}{G}", 6, 6, ability.Trample, "Wurm"))
	pw := bf(t, g, 2, wardenWalker(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw})
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, pw))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pw))
	require.Equal(t, []int{20, 20, 20}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 4. Blocking restrictions, attack and block costs, requirements

// h485Moat is "{2}{W} enchantment: Creatures your opponents control can't
// attack or block unless their controller pays {1} for each of them."
func h485Moat(t *testing.T) *card.Definition {
	return h476Ench(t, "Thorn Moat", "{2}{W}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, AttackBlockTax: 1}})
}

// 22. Under Alice's Thorn Moat, Bob's only mana is his Elvish Mystic
// itself. He may declare it as a blocker and pay its {1} by tapping it
// for mana as the cost is paid (CR 509.1d-f); a blocker tapped after it
// is declared still blocks and deals combat damage (CR 506.4b): the
// Mystic and Alice's 1/1 trade. Saved and loaded while Bob declares.
func TestH485MysticPaysItsOwnBlock(t *testing.T) {
	moat := h485Moat(t)
	sq := creature(t, "Squire", "{W}", 1, 1, 0, "Human")
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, moat)
	a := bf(t, g, 0, sq)
	m := bf(t, g, 1, card.ElvishMystic)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	gs := h479Copies(t, g, moat, sq)
	for _, x := range gs {
		block(t, x, 1, game.Block{Blocker: m, Attacker: a})
		require.True(t, info(t, x, m).Tapped, "tapped for its own block cost")
		require.True(t, x.InCombat(m))
		combatTo(t, x, game.Main2)
		require.True(t, gone(x, m))
		require.True(t, gone(x, a))
		require.Equal(t, 20, x.Life(1))
	}
	h479Same(t, gs)
}

// 23. Under Bob's Thorn Moat, Alice's only mana is her Elvish Mystic. An
// attacking creature is tapped as it is declared, before the costs are
// paid (CR 508.1f, 508.1j), so the Mystic can't pay its own {1} to attack:
// it can't attack. With vigilance (Alice's Watchful Banner: "Creatures
// you control have vigilance") it isn't tapped by attacking and pays for
// itself (CR 702.20b).
func TestH485MysticPaysItsOwnAttack(t *testing.T) {
	moat := h485Moat(t)
	banner := h476Ench(t, "Watchful Banner", "{1}{W}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, Keywords: ability.Vigilance}})
	for _, vigilant := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 1, moat)
		if vigilant {
			bf(t, g, 0, banner)
		}
		m := bf(t, g, 0, card.ElvishMystic)
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		if !vigilant {
			require.NotEqual(t, game.DecideAttackers, g.Pending().Kind, "no attack could be legal")
			require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: m, Player: 1}}}))
			continue
		}
		attack(t, g, 0, game.Attack{Attacker: m, Player: 1})
		require.True(t, info(t, g, m).Tapped, "tapped for mana to pay its cost")
		combatTo(t, g, game.Main2)
		require.Equal(t, 19, g.Life(1))
	}
}

// 24. Bloodmad Berserker: {1}{R} 3/1, "Bloodmad Berserker attacks each
// combat if able." Under Bob's Thorn Moat it needn't attack: a creature
// that can't attack unless its controller pays a cost is not required to
// (CR 508.1d); Alice may declare no attackers. Without the Moat the
// declaration without it is refused.
func TestH485AttacksEachCombatUnderTax(t *testing.T) {
	moat := h485Moat(t)
	bz := def(t, card.Definition{Name: "Bloodmad Berserker", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Human", "Berserker"},
		Power: C(3), Toughness: C(1), Restrictions: ability.AttacksEachCombat})
	for _, taxed := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Mountain, 2)
		if taxed {
			bf(t, g, 1, moat)
		}
		bz1 := bf(t, g, 0, bz)
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		require.Equal(t, game.DecideAttackers, g.Pending().Kind)
		err := g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0})
		if taxed {
			require.NoError(t, err)
			require.False(t, g.InCombat(bz1))
			continue
		}
		require.Error(t, err)
		attack(t, g, 0, game.Attack{Attacker: bz1, Player: 1})
		combatTo(t, g, game.Main2)
		require.Equal(t, 17, g.Life(1))
	}
}

// 25. Lone Duelist: {2}{B} 3/3 menace, "Lone Duelist can't be blocked by
// more than one creature." Menace needs two blockers (CR 702.110b), the
// restriction allows at most one (CR 509.1b): no block is legal, Bob
// isn't even asked, and Bob loses 3.
func TestH485MenaceAndNotMoreThanOne(t *testing.T) {
	ld := def(t, card.Definition{Name: "Lone Duelist", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Human", "Rogue"},
		Power: C(3), Toughness: C(3), Keywords: ability.Menace, Restrictions: ability.CantBeBlockedByMoreThanOne})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, ld)
	b1 := bf(t, g, 1, creature(t, "Guard A", "{1}{W}", 2, 2, 0, "Soldier"))
	b2 := bf(t, g, 1, creature(t, "Guard B", "{1}{W}", 2, 2, 0, "Soldier"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	require.False(t, g.CouldBlock(1))
	for i := 0; i < 20 && g.Step() != game.Main2; i++ {
		require.NotEqual(t, game.DecideBlockers, g.Pending().Kind)
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, 17, g.Life(1))
	require.False(t, gone(g, b1))
	require.False(t, gone(g, b2))
}

// 26. Cloud Sentinel: {1}{U} 1/4 reach, "Cloud Sentinel can block only
// creatures with flying." Alice attacks with a 2/2 flyer and a ground
// 2/2: the Sentinel may block the flyer (CR 702.17b), and the
// restriction forbids its blocking the 2/2 (CR 509.1b).
func TestH485BlocksOnlyFlyers(t *testing.T) {
	cs := def(t, card.Definition{Name: "Cloud Sentinel", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(1), Toughness: C(4), Keywords: ability.Reach, Restrictions: ability.CanBlockOnlyFlyers})
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, creature(t, "Sky Raider", "{1}{U}", 2, 2, ability.Flying, "Bird"))
	w := bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := bf(t, g, 1, cs)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: f, Player: 1}, game.Attack{Attacker: w, Player: 1})
	toBlockers(t, g)
	require.True(t, g.CanBlock(s, f))
	require.False(t, g.CanBlock(s, w))
	err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: s, Attacker: w}}})
	require.ErrorIs(t, err, game.ErrIllegal)
	block(t, g, 1, game.Block{Blocker: s, Attacker: f})
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 2, info(t, g, s).Damage)
}

// 27. Bullying Ogre: {2}{R} 3/3, "can't be blocked by creatures with power
// 2 or less." Bob's 2/2 Guard can't block it (CR 509.1b); Bob gives the
// Guard +1/+0 in the declare attackers step and then may (power is
// checked as blockers are declared). Saved and loaded at his
// declaration.
func TestH485PowerRestrictionCheckedAtBlock(t *testing.T) {
	pump := h485Pump(t, "Sudden Fury", 1, 0)
	og := def(t, card.Definition{Name: "Bullying Ogre", ManaCost: cost("{2}{R}"), Types: ability.Creature, Subtypes: []string{"Ogre"},
		Power: C(3), Toughness: C(3), Restrictions: ability.CantBeBlockedByPowerTwoOrLess})
	gdD := creature(t, "Gate Guard", "{1}{W}", 2, 2, 0, "Soldier")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	a := bf(t, g, 0, og)
	gd := bf(t, g, 1, gdD)
	p := hand(t, g, 1, pump)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	require.False(t, g.CanBlock(gd, a))
	require.NoError(t, g.Pass(0))
	h485Cast(t, g, 1, p, obj(gd))
	toBlockers(t, g)
	gs := h479Copies(t, g, pump, og, gdD)
	for _, x := range gs {
		require.True(t, x.CanBlock(gd, a))
		block(t, x, 1, game.Block{Blocker: gd, Attacker: a})
		combatTo(t, x, game.Main2)
		require.True(t, gone(x, gd))
		require.True(t, gone(x, a))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 5. Attack, block and combat damage triggers; lifelink

// 28. Ambush Sentinel: {1}{W} 2/2, "Whenever Ambush Sentinel blocks a
// creature, that creature gets -2/-0 until end of turn." It blocks
// Alice's 3/3 (CR 509.1, 603.2); the trigger resolves in the declare
// blockers step, before damage: the 1/3 attacker deals 1, and the
// Sentinel survives while dealing 2.
func TestH485BlockTriggerShrinksAttacker(t *testing.T) {
	sd := def(t, card.Definition{Name: "Ambush Sentinel", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Soldier"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.Blocks,
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectEventObject, Power: -2, Duration: ability.UntilEndOfTurn}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Hill Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	s := bf(t, g, 1, sd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: s, Attacker: a})
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, a).Power)
	combatTo(t, g, game.Main2)
	require.False(t, gone(g, s))
	require.Equal(t, 1, info(t, g, s).Damage)
	require.Equal(t, 2, info(t, g, a).Damage)
}

// 29. Tollkeeper Raider: {2}{B} 2/2, "Whenever Tollkeeper Raider attacks,
// defending player loses 2 life." Four players: it attacks Dave's
// planeswalker, so the defending player is Dave, the planeswalker's
// controller (CR 508.5, 802.2a), even after Dave's planeswalker is
// bounced in response (CR 506.4c); nobody else loses life.
func TestH485AttackTriggerDefendingPlaneswalkerController(t *testing.T) {
	bounce := instant(t, "Recall Ward", "{U}", []ability.TargetSpec{{Allow: ability.AllowPermanent, Filter: ability.Filter{NotTypes: ability.Land}}},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	rd := def(t, card.Definition{Name: "Tollkeeper Raider", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Human", "Rogue"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.Attacks,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 3, card.Island, 1)
	a := bf(t, g, 0, rd)
	pw := bf(t, g, 3, wardenWalker(t))
	r := hand(t, g, 3, bounce)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw})
	require.Equal(t, 1, g.StackLen())
	for g.Pending().Player != 3 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Cast(3, r, obj(pw)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, pw))
	require.Equal(t, []int{20, 20, 20, 18}, lifes(g))
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 20, 20, 18}, lifes(g), "attacking nothing, it dealt no damage (CR 510.1b)")
}

// 30. Watchtower Sigil: {1}{W} enchantment, "Whenever a creature attacks
// you or a planeswalker you control, you gain 1 life." Four players,
// Carol and Bob each control one. Alice attacks Bob with one creature,
// Carol with another and Carol's planeswalker with a third: Carol's Sigil
// triggers twice, Bob's once (CR 508.3a, 603.2).
func TestH485AttacksYouOrYourPlaneswalker(t *testing.T) {
	sig := h476Ench(t, "Watchtower Sigil", "{1}{W}", nil, ability.Triggered{Event: ability.CreatureAttacksYouOrYourPlaneswalker, Effects: gain(1)})
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 1, sig)
	bf(t, g, 2, sig)
	var as []game.ObjectID
	for i := 0; i < 3; i++ {
		as = append(as, bf(t, g, 0, creature(t, "Raider", "{1}{R}", 1, 1, 0, "Human")))
	}
	pw := bf(t, g, 2, wardenWalker(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: as[0], Player: 1}, game.Attack{Attacker: as[1], Player: 2},
		game.Attack{Attacker: as[2], Player: game.NoPlayer, Planeswalker: pw})
	h479Order(t, g)
	require.Equal(t, 3, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, []int{20, 21, 22, 20}, lifes(g))
}

// 31. Ledger Serpent: {3}{U} 3/3, "Double strike, trample. Whenever Ledger
// Serpent deals combat damage to a player, you gain that much life."
// Blocked by a 2/2: first-strike step, 2 to the blocker and 1 to Bob, a
// trigger for 1; second step, the blocker dead, 3 to Bob (CR 702.19c),
// a trigger for 3 (CR 510.4, 603.2). Alice at 24, Bob at 16. Saved and
// loaded with the first trigger on the stack.
func TestH485CombatDamageTriggerEachStep(t *testing.T) {
	sd := def(t, card.Definition{Name: "Ledger Serpent", ManaCost: cost("{3}{U}"), Types: ability.Creature, Subtypes: []string{"Serpent"},
		Power: C(3), Toughness: C(3), Keywords: ability.DoubleStrike | ability.Trample, Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	gdD := creature(t, "Gate Guard", "{1}{W}", 2, 2, 0, "Soldier")
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, sd)
	b := bf(t, g, 1, gdD)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	for i := 0; i < 20 && g.StackLen() == 0; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.FirstStrikeDamage, g.Step())
	require.Equal(t, 19, g.Life(1))
	gs := h479Copies(t, g, sd, gdD)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 21, x.Life(0))
		combatTo(t, x, game.CombatDamage)
		resolve(t, x, nil)
		combatTo(t, x, game.Main2)
		require.Equal(t, []int{24, 16}, lifes(x))
	}
	h479Same(t, gs)
}

// 32. Holy Stillness (prevent all combat damage nonwhite creatures would
// deal this turn), cast by Bob after blocks: Alice's unblocked green 2/2
// lifelink Scholar ("Whenever it deals combat damage to a player, draw a
// card") deals no damage, so lifelink gains nothing and the ability
// doesn't trigger (CR 615.1a, 702.15b, 603.2); Alice's white 2/2 is not
// stopped and deals its 2.
func TestH485PreventedCombatDamageNoTrigger(t *testing.T) {
	still := def(t, card.Definition{Name: "Holy Stillness", ManaCost: cost("{1}{W}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpPrevent, Subject: ability.SubjectAll, Group: ability.Group{NotColors: mana.SetOf(mana.White)}}}}})
	sch := def(t, card.Definition{Name: "Grove Scholar", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(2), Toughness: C(2), Keywords: ability.Lifelink, Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 2)
	a := bf(t, g, 0, sch)
	w := bf(t, g, 0, creature(t, "White Raider", "{1}{W}", 2, 2, 0, "Human"))
	s := hand(t, g, 1, still)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1}, game.Attack{Attacker: w, Player: 1})
	require.NoError(t, g.Pass(0))
	h485Cast(t, g, 1, s)
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 18}, lifes(g))
	require.Zero(t, g.ZoneLen(0, zone.Hand))
}

// 33. Blood Pact Knight: {1}{B} 2/2 lifelink, blocks Alice's 3/3 lifelink
// Paladin. Both gain at once (CR 510.2, 702.15b): Alice gains 3, Bob 2,
// and each player's Chalice of Plenty ("Whenever you gain life, draw a
// card") triggers once for that player (CR 603.2).
func TestH485LifelinkBothSides(t *testing.T) {
	chal := h476Ench(t, "Chalice of Plenty", "{2}", nil, ability.Triggered{Event: ability.YouGainLife, Effects: draw1})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, chal)
	bf(t, g, 1, chal)
	a := bf(t, g, 0, creature(t, "Sunlit Paladin", "{2}{W}", 3, 3, ability.Lifelink, "Knight"))
	b := bf(t, g, 1, creature(t, "Blood Pact Knight", "{1}{B}", 2, 2, ability.Lifelink, "Knight"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{23, 22}, lifes(g))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
	require.True(t, gone(g, b))
}

// 34. War Chant Totem: {2} artifact, "Whenever you attack with two or
// more creatures, creatures you control get +1/+0 until end of turn."
// Four players: Alice attacks Bob and Dave with one creature each: two
// attackers (CR 508.3a), it triggers once; both deal 2.
func TestH485AttackWithTwoAcrossPlayers(t *testing.T) {
	tot := def(t, card.Definition{Name: "War Chant Totem", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YouAttackWithCreatures, MinCount: 2, Effects: []ability.Effect{{Op: ability.OpModify,
			Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, Power: 1, Duration: ability.UntilEndOfTurn}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 0, tot)
	a1 := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 1, 1, 0, "Human"))
	a2 := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 1, 1, 0, "Human"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 1}, game.Attack{Attacker: a2, Player: 3})
	require.Equal(t, 1, g.StackLen())
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 18, 20, 18}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 6. Free-for-all, Two-Headed Giant, players leaving mid-combat

// 35. Four players: Alice attacks Bob, Carol and Dave with one creature
// each. Each defending player declares blockers in APNAP order, blocking
// only the creature attacking them (CR 802.4, 802.4a). Saved and loaded
// while Carol declares: Carol can't block the creature attacking Dave;
// then Dave blocks his.
func TestH485FourPlayerBlocksInOrder(t *testing.T) {
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	gd := creature(t, "Guard", "{1}{W}", 1, 3, 0, "Soldier")
	g := newGame(t, 4)
	libs(t, g, 3)
	var as, bs []game.ObjectID
	for p := game.PlayerID(1); p <= 3; p++ {
		as = append(as, bf(t, g, 0, rd))
		bs = append(bs, bf(t, g, p, gd))
	}
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: as[0], Player: 1}, game.Attack{Attacker: as[1], Player: 2}, game.Attack{Attacker: as[2], Player: 3})
	toBlockers(t, g)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	block(t, g, 1)
	gs := h479Copies(t, g, rd, gd)
	for _, x := range gs {
		require.Equal(t, game.DecideBlockers, x.Pending().Kind)
		require.Equal(t, game.PlayerID(2), x.Pending().Player)
		require.False(t, x.CanBlock(bs[1], as[2]))
		require.Error(t, x.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 2, Blockers: []game.Block{{Blocker: bs[1], Attacker: as[2]}}}))
		block(t, x, 2, game.Block{Blocker: bs[1], Attacker: as[1]})
		require.Equal(t, game.PlayerID(3), x.Pending().Player)
		block(t, x, 3, game.Block{Blocker: bs[2], Attacker: as[2]})
		combatTo(t, x, game.Main2)
		require.Equal(t, []int{20, 18, 20, 20}, lifes(x))
	}
	h479Same(t, gs)
}

// 36. Three players: Alice attacks Bob with a 2/2 and Carol with a 3/3
// lifelink Paladin. Bob declares no blocks; while Carol is declaring
// blockers she concedes. Combat damage isn't assigned to a player who
// left (CR 800.4e), so the Paladin deals none and Alice gains nothing;
// the 2/2 deals its 2 to Bob. Saved and loaded before the concession.
func TestH485DefenderConcedesWhileBlocking(t *testing.T) {
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	pd := creature(t, "Sunlit Paladin", "{2}{W}", 3, 3, ability.Lifelink, "Knight")
	gd := creature(t, "Guard", "{1}{W}", 1, 3, 0, "Soldier")
	g := newGame(t, 3)
	libs(t, g, 3)
	r := bf(t, g, 0, rd)
	p := bf(t, g, 0, pd)
	bf(t, g, 1, gd)
	cg := bf(t, g, 2, gd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1}, game.Attack{Attacker: p, Player: 2})
	toBlockers(t, g)
	block(t, g, 1)
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	gs := h479Copies(t, g, rd, pd, gd)
	for _, x := range gs {
		concede(t, x, 2)
		require.True(t, left(x, cg))
		require.True(t, x.InCombat(p), "still attacking")
		combatTo(t, x, game.Main2)
		require.Equal(t, 20, x.Life(0))
		require.Equal(t, 18, x.Life(1))
	}
	h479Same(t, gs)
}

// 37. Three players: Alice attacks Bob with a 3/3, which Bob blocks with
// a 2/2 first striker. In the declare blockers step Alice concedes: her
// attacker leaves the game with her (CR 800.4a); Bob's blocker, blocking
// nothing, deals no damage (CR 510.1d). The turn goes on without an
// active player (CR 800.4i), and the next turn is Bob's.
func TestH485ActivePlayerConcedesMidCombat(t *testing.T) {
	bd := creature(t, "Hill Brute", "{2}{R}", 3, 3, 0, "Ogre")
	kd := creature(t, "Lance Knight", "{1}{W}", 2, 2, ability.FirstStrike, "Knight")
	g := newGame(t, 3)
	libs(t, g, 3)
	a := bf(t, g, 0, bd)
	b := bf(t, g, 1, kd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	gs := h479Copies(t, g, bd, kd)
	for _, x := range gs {
		concede(t, x, 0)
		require.True(t, left(x, a))
		require.NoError(t, x.CheckInvariants())
		for i := 0; i < 50 && x.ActivePlayer() == 0; i++ {
			idleAnswer(t, x, x.Pending(), "to Bob's turn")
		}
		require.Equal(t, game.PlayerID(1), x.ActivePlayer())
		require.Zero(t, info(t, x, b).Damage)
		require.Equal(t, []int{20, 20}, []int{x.Life(1), x.Life(2)})
	}
	h479Same(t, gs)
}

// 38. Three players: Alice's 4/4 attacks Bob and her 2/2 attacks Carol.
// Bob blocks the 4/4 with two 1/1s, and while Alice orders them (CR
// 509.2) Bob concedes: his blockers leave the game, the order is no
// longer asked, and the 4/4 stays blocked (CR 509.1h) and deals no
// damage (CR 510.1c); Carol takes 2. Saved and loaded during the order.
func TestH485BlockerOwnerConcedesDuringOrder(t *testing.T) {
	big := creature(t, "Great Ox", "{3}{G}", 4, 4, 0, "Ox")
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	sq := creature(t, "Squire", "{W}", 1, 1, 0, "Human")
	g := newGame(t, 3)
	libs(t, g, 3)
	a := bf(t, g, 0, big)
	r := bf(t, g, 0, rd)
	s1 := bf(t, g, 1, sq)
	s2 := bf(t, g, 1, sq)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1}, game.Attack{Attacker: r, Player: 2})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: s1, Attacker: a}, game.Block{Blocker: s2, Attacker: a})
	for g.Pending().Kind == game.DecideBlockers {
		block(t, g, g.Pending().Player)
	}
	require.Equal(t, game.DecideDamageOrder, g.Pending().Kind)
	gs := h479Copies(t, g, big, rd, sq)
	for _, x := range gs {
		concede(t, x, 1)
		require.NotEqual(t, game.DecideDamageOrder, x.Pending().Kind)
		require.True(t, x.Blocked(a))
		require.Empty(t, x.Blockers(a))
		combatTo(t, x, game.Main2)
		require.Equal(t, 18, x.Life(2))
		require.Zero(t, info(t, x, a).Damage)
	}
	h479Same(t, gs)
}

// 39. Two-Headed Giant: Alice's 5/5 trampler is declared at Carol and
// blocked by Dave's 2/2 (CR 810.7d: the defending team blocks as one). As
// the combat damage step begins, Alice's team chooses which defending
// player the 3 trampling damage goes to (CR 810.7f): Dave. Saved and
// loaded at the choice; the team total drops to 27 either way (CR
// 810.9), and Alice's "deals combat damage to a player, that player mills
// two cards" mills Dave, the player dealt it.
func TestH485TwoHeadedTrampleChoosesPlayer(t *testing.T) {
	wd := def(t, card.Definition{Name: "Tide Wurm", ManaCost: cost("{3}{G}{U}"), Types: ability.Creature, Subtypes: []string{"Wurm"},
		Power: C(5), Toughness: C(5), Keywords: ability.Trample, Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer,
			Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	gd := creature(t, "Gate Guard", "{1}{W}", 2, 2, 0, "Soldier")
	g := newTwoHeaded(t)
	libs(t, g, 4)
	a := bf(t, g, 0, wd)
	b := bf(t, g, 3, gd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	toBlockers(t, g)
	require.True(t, g.CanBlock(b, a), "Dave may block a creature declared at Carol")
	block(t, g, g.Pending().Player, game.Block{Blocker: b, Attacker: a})
	for i := 0; i < 20 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideCombatDamagePlayer, g.Pending().Kind)
	gs := h479Copies(t, g, wd, gd)
	for _, x := range gs {
		require.NoError(t, x.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 3}))
		require.True(t, gone(x, b))
		resolve(t, x, nil)
		require.Equal(t, []int{30, 30, 27, 27}, lifes(x))
		require.Equal(t, 2, x.ZoneLen(3, zone.Graveyard)-1, "Dave milled two besides his Guard")
		require.Zero(t, x.ZoneLen(2, zone.Graveyard))
	}
	h479Same(t, gs)
}

// 40. Two-Headed Giant: Alice's unblocked 2/2 double striker with "deals
// combat damage to a player, that player mills two cards" is declared at
// Carol. In the first-strike step the team sends it to Carol, in the
// second to Dave (CR 810.7f, asked anew each damage step): each mills
// two, and the team total drops by 4.
func TestH485TwoHeadedDoubleStrikeSplits(t *testing.T) {
	dd := def(t, card.Definition{Name: "Tide Duelist", ManaCost: cost("{1}{U}{R}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(2), Toughness: C(2), Keywords: ability.DoubleStrike, Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer,
			Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	g := newTwoHeaded(t)
	libs(t, g, 4)
	a := bf(t, g, 0, dd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	for i := 0; i < 20 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.FirstStrikeDamage, g.Step())
	require.Equal(t, game.DecideCombatDamagePlayer, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 2}))
	resolve(t, g, nil)
	for i := 0; i < 20 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.CombatDamage, g.Step())
	require.Equal(t, game.DecideCombatDamagePlayer, g.Pending().Kind)
	gs := h479Copies(t, g, dd)
	for _, x := range gs {
		require.NoError(t, x.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 3}))
		resolve(t, x, nil)
		require.Equal(t, 26, x.Life(2))
		require.Equal(t, 2, x.ZoneLen(2, zone.Graveyard))
		require.Equal(t, 2, x.ZoneLen(3, zone.Graveyard))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 7. Declared creatures stay in combat; planeswalkers attacked

// 41. Once declared, a creature stays in combat although an effect now
// says it couldn't have been (CR 506.4a). After blocks Alice gives Bob's
// blocking Spirit "can't block" and makes it lose flying, and Bob gives
// Alice's attacking flyer defender: the Spirit still blocks and the
// flyer still attacks; they deal damage to each other, Bob loses none.
func TestH485RestrictionsAfterDeclaration(t *testing.T) {
	shackle := instant(t, "Sudden Shackle", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Restrictions: ability.CantBlock, LoseKeywords: ability.Flying, Duration: ability.UntilEndOfTurn})
	wall := h485Kw(t, "Stone Posture", ability.Defender)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 1)
	a := bf(t, g, 0, creature(t, "Sky Raider", "{1}{U}", 2, 2, ability.Flying, "Bird"))
	b := bf(t, g, 1, creature(t, "Gale Spirit", "{1}{U}", 1, 3, ability.Flying, "Spirit"))
	s := hand(t, g, 0, shackle)
	w := hand(t, g, 1, wall)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: a})
	h485Cast(t, g, 0, s, obj(b))
	require.NoError(t, g.Pass(0))
	h485Cast(t, g, 1, w, obj(a))
	require.True(t, info(t, g, b).Restrictions.Has(ability.CantBlock))
	require.False(t, info(t, g, b).Keywords.Has(ability.Flying))
	require.True(t, info(t, g, a).Keywords.Has(ability.Defender))
	require.True(t, g.InCombat(a))
	require.True(t, g.InCombat(b))
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, info(t, g, b).Damage)
	require.Equal(t, 1, info(t, g, a).Damage)
}

// 42. Three players: Alice's 3/3 double strike, trample Twinhorn attacks
// Carol's planeswalker Kessa, loyalty 2, unblocked. In the first-strike
// step all 3 go to Kessa, which dies (CR 704.5i). In the second step the
// Twinhorn attacks nothing (CR 506.4c): it assigns no combat damage, and
// none of it goes to Carol (CR 510.1b, 702.19d).
func TestH485DoubleStrikePlaneswalkerDiesFirst(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Rampaging Twinhorn", "{3}{R}{G}", 3, 3, ability.DoubleStrike|ability.Trample, "Beast"))
	var cs [game.NumCounterKinds]int
	cs[game.Loyalty] = 2
	pw := bf(t, g, 2, wardenWalker(t), game.PutOptions{Counters: cs})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw})
	combatTo(t, g, game.FirstStrikeDamage)
	require.True(t, gone(g, pw))
	require.True(t, g.InCombat(a))
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 20, 20}, lifes(g))
}

// 43. Inkblade Rogue: {1}{B} 2/2, "Whenever Inkblade Rogue deals combat
// damage to a player, you draw a card." Attacking Bob's planeswalker, it
// deals its damage to the planeswalker, not a player: no trigger
// (CR 603.2, 306.8); combat damage is never redirected from a player
// (CR 306.7 speaks of noncombat damage). The next turn, attacking Bob, it
// draws.
func TestH485PlayerDamageTriggerNotOnPlaneswalker(t *testing.T) {
	rd := def(t, card.Definition{Name: "Inkblade Rogue", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Human", "Rogue"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	a := bf(t, g, 0, rd)
	pw := bf(t, g, 1, wardenWalker(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw})
	combatTo(t, g, game.Main2)
	require.Equal(t, 3, counter(t, g, pw, game.Loyalty))
	require.Zero(t, g.StackLen())
	require.Zero(t, g.ZoneLen(0, zone.Hand))
	h485ToAttack(t, g, 0)
	hand0 := g.ZoneLen(0, zone.Hand)
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, hand0+1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 3, counter(t, g, pw, game.Loyalty), "no redirection to Kessa")
}

// 44. Three players. On her turn Carol steals Bob's 2/2 Bear (Seize
// Allegiance). On Alice's turn Carol blocks Alice's 3/3 with it, then
// concedes: the effect giving her the Bear ends (CR 800.4a), and its
// controller changes back to Bob, which removes it from combat (CR
// 506.4), though Bob too is a defending player. Alice's 3/3 stays blocked
// and deals no damage (CR 509.1h, 510.1c); the Bear survives undamaged.
func TestH485StolenBlockerReturnsMidCombat(t *testing.T) {
	sz := seize(t)
	bd := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 2, card.Island, 4)
	s := hand(t, g, 2, sz)
	a := bf(t, g, 0, creature(t, "Hill Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	b := bf(t, g, 1, bd)
	require.NoError(t, g.Start(2, 2, game.Main1))
	h485Cast(t, g, 2, s, obj(b))
	require.Equal(t, game.PlayerID(2), info(t, g, b).Controller)
	h485ToAttack(t, g, 0)
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	toBlockers(t, g)
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	block(t, g, 2, game.Block{Blocker: b, Attacker: a})
	concede(t, g, 2)
	require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
	require.False(t, g.InCombat(b))
	require.True(t, g.Blocked(a))
	combatTo(t, g, game.Main2)
	require.Zero(t, info(t, g, b).Damage)
	require.Zero(t, info(t, g, a).Damage)
	require.Equal(t, []int{20, 20}, []int{g.Life(0), g.Life(1)})
}

// 45. Two-Headed Giant: Alice's 3/3 menace is declared at Carol; the
// defending team's one combined block may use a creature of Carol's and
// one of Dave's (CR 810.7d, 702.110b), while one creature alone is
// refused.
func TestH485TwoHeadedMenaceCombinedBlock(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Dread Marauder", "{2}{B}", 3, 2, ability.Menace, "Warrior"))
	c := bf(t, g, 2, creature(t, "Carol's Guard", "{1}{W}", 1, 1, 0, "Soldier"))
	d := bf(t, g, 3, creature(t, "Dave's Guard", "{1}{W}", 1, 1, 0, "Soldier"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	toBlockers(t, g)
	p := g.Pending().Player
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: p, Blockers: []game.Block{{Blocker: d, Attacker: a}}}))
	block(t, g, p, game.Block{Blocker: c, Attacker: a}, game.Block{Blocker: d, Attacker: a})
	combatTo(t, g, game.Main2, c)
	require.True(t, gone(g, c))
	require.True(t, gone(g, d))
	require.True(t, gone(g, a))
	require.Equal(t, 30, g.Life(2))
}

// 46. Two-Headed Giant: Alice's Mind Raider ("Whenever Mind Raider
// attacks, defending player mills two cards") attacks; the one-shot
// effect means one defending player, whom Alice chooses as it resolves
// (CR 810.7b): Dave. Saved and loaded at the choice.
func TestH485TwoHeadedDefendingPlayerChoice(t *testing.T) {
	rd := def(t, card.Definition{Name: "Mind Raider", ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Human", "Rogue"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.Attacks,
			Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	g := newTwoHeaded(t)
	libs(t, g, 4)
	a := bf(t, g, 0, rd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDefendingPlayer, g.Pending().Kind)
	gs := h479Copies(t, g, rd)
	for _, x := range gs {
		require.NoError(t, x.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 3}))
		require.Zero(t, x.ZoneLen(2, zone.Graveyard))
		require.Equal(t, 2, x.ZoneLen(3, zone.Graveyard))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 8. More removals, mana during declarations, losing mid-combat

// 47. Alice's Moss Troll, with a regeneration shield, attacks and is
// blocked by Bob's 2/2 first striker. In the first-strike step the Troll
// is destroyed and regenerates: tapped and removed from combat (CR
// 701.13a, 506.4). It deals no damage in the second step, and the
// blocker, still blocking but with no creature to damage (CR 509.1g,
// 510.1d), survives undamaged.
func TestH485RegeneratedAttackerLeavesCombat(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	m := bf(t, g, 0, troll(t))
	b := bf(t, g, 1, creature(t, "Lance Knight", "{1}{W}", 2, 2, ability.FirstStrike, "Knight"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: m, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: m})
	require.NoError(t, g.Activate(0, m, 0))
	resolve(t, g, nil)
	combatTo(t, g, game.FirstStrikeDamage)
	require.False(t, gone(g, m))
	require.False(t, g.InCombat(m))
	require.True(t, g.InCombat(b))
	combatTo(t, g, game.Main2)
	require.Zero(t, info(t, g, b).Damage)
	require.Zero(t, info(t, g, m).Damage)
	require.Equal(t, 20, g.Life(1))
}

// 48. Under Bob's Thorn Moat, Alice may activate mana abilities while she
// declares attackers (CR 508.1i): she taps her Swamp for {B}, and the
// position is saved, loaded and cloned with the mana floating. Her
// declaration of one attacker pays its {1} from the pool first
// (CR 508.1j), so her Forest stays untapped.
func TestH485FloatedManaPaysAttackCost(t *testing.T) {
	moat := h485Moat(t)
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 1, moat)
	sw := bf(t, g, 0, card.Swamp)
	f := bf(t, g, 0, card.Forest)
	a := bf(t, g, 0, rd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: sw}))
	require.Equal(t, 1, g.Pool(0).Total())
	gs := h479Copies(t, g, moat, rd)
	for _, x := range gs {
		require.Equal(t, game.DecideAttackers, x.Pending().Kind)
		attack(t, x, 0, game.Attack{Attacker: a, Player: 1})
		require.Zero(t, x.Pool(0).Total())
		require.False(t, info(t, x, f).Tapped)
		combatTo(t, x, game.Main2)
		require.Equal(t, 18, x.Life(1))
	}
	h479Same(t, gs)
}

// 49. Three players, Bob at 2 life. Alice attacks Bob with an unblocked
// 2/2 double striker and a 4/4 lifelink trampler that Bob blocks with a
// 1/1, and Carol with a 3/3. In the first-strike step Bob goes to 0 and
// loses: he leaves the game with his blocker (CR 704.5a, 800.4a). In the
// second step the double striker and the trampler, now blocked by no
// creature (CR 702.19c), would assign damage to Bob, who has left: that
// damage isn't assigned (CR 800.4e), so the lifelink gains nothing; Carol
// takes 3.
func TestH485DefenderLosesInFirstStrikeStep(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	require.NoError(t, g.SetLife(1, 2))
	ds := bf(t, g, 0, creature(t, "Twin Blade", "{2}{R}", 2, 2, ability.DoubleStrike, "Warrior"))
	tr := bf(t, g, 0, creature(t, "Sunlit Behemoth", "{3}{G}{W}", 4, 4, ability.Trample|ability.Lifelink, "Beast"))
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	sq := bf(t, g, 1, creature(t, "Squire", "{W}", 1, 1, 0, "Human"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ds, Player: 1}, game.Attack{Attacker: tr, Player: 1}, game.Attack{Attacker: ox, Player: 2})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: sq, Attacker: tr})
	for g.Pending().Kind == game.DecideBlockers {
		block(t, g, g.Pending().Player)
	}
	combatTo(t, g, game.FirstStrikeDamage)
	require.True(t, g.Lost(1))
	require.True(t, left(g, sq))
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 17, g.Life(2))
	require.False(t, g.Over())
}

// 50. Four players: Alice's 2/2 forestwalker attacks Bob, who controls no
// Forest, while Carol does. Landwalk asks whether the defending player
// controls such a land (CR 702.14c), so Bob may block it. Her 2/2 black
// intimidate Rogue attacks Dave: his green Bear can't block it, his
// colourless artifact Golem can (CR 702.13b).
func TestH485LandwalkAndIntimidateMultiplayer(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 3)
	fw := bf(t, g, 0, creature(t, "Grove Stalker", "{1}{G}", 2, 2, ability.Forestwalk, "Elf"))
	ir := bf(t, g, 0, creature(t, "Dread Rogue", "{1}{B}", 2, 2, ability.Intimidate, "Rogue"))
	bb := bf(t, g, 1, creature(t, "Bob's Guard", "{1}{W}", 1, 3, 0, "Soldier"))
	bf(t, g, 2, card.Forest)
	db := bf(t, g, 3, creature(t, "Dave's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	dg := bf(t, g, 3, def(t, card.Definition{Name: "Dave's Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(1), Toughness: C(4)}))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: fw, Player: 1}, game.Attack{Attacker: ir, Player: 3})
	toBlockers(t, g)
	require.True(t, g.CanBlock(bb, fw))
	block(t, g, 1, game.Block{Blocker: bb, Attacker: fw})
	require.Equal(t, game.PlayerID(3), g.Pending().Player)
	require.False(t, g.CanBlock(db, ir))
	require.True(t, g.CanBlock(dg, ir))
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 3, Blockers: []game.Block{{Blocker: db, Attacker: ir}}}))
	block(t, g, 3, game.Block{Blocker: dg, Attacker: ir})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 20, 20, 20}, lifes(g))
	require.Equal(t, 2, info(t, g, bb).Damage)
	require.Equal(t, 2, info(t, g, dg).Damage)
}

// 51. Two-Headed Giant: Alice's 3/3 trampler attacks Carol's planeswalker
// Kessa (loyalty 5). Dave's 1/1 may block it: the defending team's
// creatures block creatures attacking a planeswalker either defending
// player controls (CR 805.10d, 810.7d). Lethal 1 to the blocker, 2 to
// Kessa (CR 702.19b); the damage goes to the planeswalker, so the team
// isn't asked which player is dealt it (CR 810.7f) and its life total
// stays 30.
func TestH485TwoHeadedTeammateBlocksForPlaneswalker(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Trampling Boar", "{2}{G}", 3, 3, ability.Trample, "Boar"))
	pw := bf(t, g, 2, wardenWalker(t))
	d := bf(t, g, 3, creature(t, "Dave's Squire", "{W}", 1, 1, 0, "Human"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw})
	toBlockers(t, g)
	require.True(t, g.CanBlock(d, a))
	block(t, g, g.Pending().Player, game.Block{Blocker: d, Attacker: a})
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, d))
	require.Equal(t, 3, counter(t, g, pw, game.Loyalty))
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
}
