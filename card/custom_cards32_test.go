package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, set number 32: combat in three- and four-player
// free-for-all games and in Two-Headed Giant with cards of one's own.
// Attacks on several players and planeswalkers at once (CR 506.1,
// 508.1b, 802.3), "defending player" effects and conditions worked out
// per attacker (CR 506.2, 508.5, 802.2a) or chosen among the defending
// team (CR 810.7b); attack, block and combat damage triggers with "that
// player" and "that much"; first strike and double strike with
// creatures entering attacking between the damage steps (CR 508.4,
// 510.4); trample over a planeswalker and over a blocker removed from
// combat, deathtouch with trample (CR 702.19, 702.2c); lifelink and
// life gain in Two-Headed Giant (CR 810.9); "can't block", "can block
// only", menace and "can't be blocked except by" (CR 509.1b, 702.110b);
// attack costs paid by each attacking player (CR 508.1h, 810.5);
// creatures removed from combat (CR 506.4); and players leaving the game
// in the middle of a combat (CR 800.4).

var _ = zone.Battlefield

// ---------------------------------------------------------------------
// Helpers

// h512Crt is a checked creature card with the given extra fields.
func h512Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, sub string, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types, d.Keywords = name, cost(mc), ability.Creature, kw
	if sub != "" {
		d.Subtypes = []string{sub}
	}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h512Attacks is a creature with "Whenever CARDNAME attacks, EFFECTS".
func h512Attacks(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, tr ability.Triggered) *card.Definition {
	t.Helper()
	if tr.Event == 0 {
		tr.Event = ability.Attacks
	}
	return h512Crt(t, name, mc, p, tg, kw, "Warrior", card.Definition{Triggered: []ability.Triggered{tr}})
}

// h512Ench is a checked enchantment with triggered abilities and statics.
func h512Ench(t *testing.T, name, mc string, tr []ability.Triggered, ss ...ability.Static) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Triggered: tr, Statics: ss})
}

// h512Ambush is "{1}{R} instant: You may put a creature card from your
// hand onto the battlefield tapped and attacking" (CR 508.4).
func h512Ambush(t *testing.T) *card.Definition {
	t.Helper()
	return instant(t, "Ambush Call", "{1}{R}", nil, ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoYou,
		Zones: ability.SearchHand, Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoBattlefield,
		Tapped: true, Attacking: true})
}

// h512Bounce is "{U} instant: Return target creature to its owner's hand."
func h512Bounce(t *testing.T) *card.Definition {
	t.Helper()
	return instant(t, "Undertow Flick", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
}

// h512Walker is a planeswalker with loyalty l and a +1 that gains 1 life.
func h512Walker(t *testing.T, name, sub string, l int) *card.Definition {
	t.Helper()
	return walker(t, name, "{2}{W}{W}", sub, l, loyal(1, nil, gain(1)...))
}

// h512Pass passes priority (and puts triggers on the stack in the first
// order) until stop holds or a decision other than those is asked.
func h512Pass(t *testing.T, g *game.Game, stop func() bool) {
	t.Helper()
	for i := 0; i < 300 && !g.Over() && !stop(); i++ {
		d := g.Pending()
		switch d.Kind {
		case game.DecidePriority:
			require.NoError(t, g.Pass(d.Player))
		case game.DecideTriggerOrder:
			require.NoError(t, g.Apply(choose(d.Player, 0)))
		default:
			return
		}
	}
}

// h512ToStep passes until step s with priority (or another decision).
func h512ToStep(t *testing.T, g *game.Game, s game.Step) {
	t.Helper()
	h512Pass(t, g, func() bool { return g.Step() == s && g.Pending().Kind == game.DecidePriority })
}

// h512Blocks answers every pending block declaration: p's with bs, the
// others' with none.
func h512Blocks(t *testing.T, g *game.Game, p game.PlayerID, bs ...game.Block) {
	t.Helper()
	toBlockers(t, g)
	for i := 0; i < 8 && g.Pending().Kind == game.DecideBlockers; i++ {
		if d := g.Pending(); d.Player == p {
			block(t, g, p, bs...)
		} else {
			block(t, g, d.Player)
		}
	}
}

// h512Counters is the number of +1/+1 counters on id.
func h512Counters(t *testing.T, g *game.Game, id game.ObjectID) int {
	return counter(t, g, id, game.PlusOne)
}

// h512Grower is "{1}{G} 1/1: Whenever you gain life, put a +1/+1 counter
// on CARDNAME."
func h512Grower(t *testing.T) *card.Definition {
	return h512Crt(t, "Sap Drinker", "{1}{G}", 1, 1, 0, "Elf", card.Definition{Triggered: []ability.Triggered{{
		Event: ability.YouGainLife, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf,
			Counter: "+1/+1", Amount: ability.N(1)}}}}})
}

// ---------------------------------------------------------------------
// Part 1. "Defending player", one per attacker

// 1. Siege Herald: {2}{R} 2/2, "Whenever Siege Herald attacks, creatures
// defending player controls can't block this turn." Three players: Alice
// attacks Bob with the Herald and Carol with a Raider. The defending
// player of the Herald's ability is Bob, the player it attacks (CR
// 508.5, 802.2a): Bob's Guard can't block, Carol's Guard isn't affected
// and blocks the Raider (CR 509.1b, 802.4a).
func TestH512CantBlockOnlyDefendingPlayer(t *testing.T) {
	hd := h512Attacks(t, "Siege Herald", "{2}{R}", 2, 2, 0, ability.Triggered{Effects: []ability.Effect{{
		Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{EventPlayers: true},
		Restrictions: ability.CantBlock, Duration: ability.UntilEndOfTurn}}})
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	gd := creature(t, "Guard", "{1}{W}", 1, 3, 0, "Soldier")
	g := newGame(t, 3)
	libs(t, g, 3)
	h := bf(t, g, 0, hd)
	r := bf(t, g, 0, rd)
	bg := bf(t, g, 1, gd)
	cg := bf(t, g, 2, gd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: h, Player: 1}, game.Attack{Attacker: r, Player: 2})
	toBlockers(t, g)
	require.True(t, info(t, g, bg).Restrictions.Has(ability.CantBlock))
	require.False(t, info(t, g, cg).Restrictions.Has(ability.CantBlock))
	require.False(t, g.CanBlock(bg, h))
	require.True(t, g.CanBlock(cg, r))
	require.Equal(t, game.PlayerID(2), g.Pending().Player, "Bob has nothing able to block: only Carol is asked")
	block(t, g, 2, game.Block{Blocker: cg, Attacker: r})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 18, 20}, lifes(g))
	require.Equal(t, 2, info(t, g, cg).Damage)
}

// 2. War Drums: {1}{R} enchantment, "Whenever a creature you control
// attacks, defending player loses 1 life." Four players: Alice attacks
// Bob with two creatures, Carol with one and Dave's planeswalker with
// one. Each trigger's defending player is determined for its own
// attacker (CR 802.2a): Bob loses 2, Carol 1, and Dave, who controls the
// planeswalker attacked, 1 (CR 506.2, 508.5).
func TestH512DefendingPlayerPerAttacker(t *testing.T) {
	dd := h512Ench(t, "War Drums", "{1}{R}", []ability.Triggered{{Event: ability.CreatureAttacks,
		Match:   ability.Filter{Side: ability.YourSide},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}})
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	wd := h512Walker(t, "Oda, Hill Warden", "Oda", 5)
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 0, dd)
	var rs []game.ObjectID
	for i := 0; i < 4; i++ {
		rs = append(rs, bf(t, g, 0, rd))
	}
	w := bf(t, g, 3, wd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: rs[0], Player: 1}, game.Attack{Attacker: rs[1], Player: 1},
		game.Attack{Attacker: rs[2], Player: 2}, game.Attack{Attacker: rs[3], Player: game.NoPlayer, Planeswalker: w})
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecidePriority })
	require.Equal(t, 4, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, []int{20, 18, 19, 19}, lifes(g))
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 14, 17, 19}, lifes(g))
	wi := info(t, g, w)
	require.Equal(t, 3, wi.Loyalty())
}

// 3. Wallbane Raider: {1}{R} 2/2, "Whenever Wallbane Raider attacks, if
// defending player controls no Walls, it gets +2/+0 until end of turn."
// Three players; Bob controls a Wall, Carol doesn't. The Raider attacking
// Bob doesn't trigger; the one attacking Carol does, whatever Bob
// controls (CR 603.4, 802.2a and its mountainwalk example).
func TestH512NoWallsAskedOfItsOwnDefender(t *testing.T) {
	rd := h512Attacks(t, "Wallbane Raider", "{1}{R}", 2, 2, 0, ability.Triggered{
		If: ability.If(ability.DefendingPlayerControlsNoSubtype), IfControlSubtype: "Wall",
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2, Duration: ability.UntilEndOfTurn}}})
	wall := creature(t, "Stone Wall", "{1}{W}", 0, 4, ability.Defender, "Wall")
	g := newGame(t, 3)
	libs(t, g, 3)
	r1 := bf(t, g, 0, rd)
	r2 := bf(t, g, 0, rd)
	bf(t, g, 1, wall)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r1, Player: 1}, game.Attack{Attacker: r2, Player: 2})
	require.Equal(t, 1, g.StackLen(), "one trigger: the Raider attacking Carol's")
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, r1).Power)
	require.Equal(t, 4, info(t, g, r2).Power)
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 18, 16}, lifes(g))
}

// 4. Two-Headed Giant, "Guild Beacon": {2}{W} enchantment, "Whenever a
// creature attacks you or a planeswalker you control, you gain 1 life."
// Carol and Dave each control one. Alice's Raider declared at Carol
// attacks the whole team (CR 810.7a): both Beacons trigger, 2 life for
// the team. Her second Raider attacks Dave's planeswalker, not the team:
// only Dave's Beacon triggers for it (CR 506.2, 810.7a).
func TestH512TwoHeadedAttacksYouOrYourPlaneswalker(t *testing.T) {
	bd := h512Ench(t, "Guild Beacon", "{2}{W}", []ability.Triggered{{Event: ability.CreatureAttacksYouOrYourPlaneswalker,
		Effects: gain(1)}})
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	wd := h512Walker(t, "Oda, Hill Warden", "Oda", 5)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	r1 := bf(t, g, 0, rd)
	r2 := bf(t, g, 0, rd)
	bf(t, g, 2, bd)
	bf(t, g, 3, bd)
	w := bf(t, g, 3, wd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r1, Player: 2}, game.Attack{Attacker: r2, Player: game.NoPlayer, Planeswalker: w})
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecidePriority })
	require.Equal(t, 3, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 33, 33}, lifes(g))
}

// 5. Two-Headed Giant: Alice's Dawn Lancer (3/3 lifelink) attacks and is
// unblocked; Alice and her teammate Bob each control a Sap Drinker
// ("Whenever you gain life, put a +1/+1 counter on Sap Drinker"). The
// team's life total goes up by 3, but only Alice gained life: life is
// gained by each player individually and applied to the team total (CR
// 810.9), so only Alice's Drinker triggers (CR 603.2, 702.15b).
func TestH512TwoHeadedLifelinkGainIsThePlayers(t *testing.T) {
	ld := creature(t, "Dawn Lancer", "{2}{W}", 3, 3, ability.Lifelink, "Knight")
	sd := h512Grower(t)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	l := bf(t, g, 0, ld)
	sa := bf(t, g, 0, sd)
	sb := bf(t, g, 1, sd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: 2})
	h512Pass(t, g, func() bool { return false })
	for i := 0; i < 20 && !g.Over() && !(g.Step() == game.Main2 && g.Pending().Kind == game.DecidePriority); i++ {
		d := g.Pending()
		switch d.Kind {
		case game.DecideBlockers:
			block(t, g, d.Player)
		case game.DecideCombatDamagePlayer:
			require.NoError(t, g.Apply(choose(d.Player, 3)))
		default:
			h512Pass(t, g, func() bool { return g.Step() == game.Main2 })
		}
	}
	require.Equal(t, []int{33, 33, 27, 27}, lifes(g))
	require.Equal(t, 1, h512Counters(t, g, sa))
	require.Equal(t, 0, h512Counters(t, g, sb), "Bob gained no life (CR 810.9)")
}

// 6. Two-Headed Giant: Alice's Dawn Lancer (3/3 lifelink), declared at
// Carol, is blocked by Dave's Dusk Lancer (2/2 lifelink). Combat damage
// is dealt at once (CR 510.2): Alice's team gains 3 and Carol's team
// gains 2, each applied to its team life total (CR 702.15b, 810.9); the
// Dusk Lancer dies.
func TestH512TwoHeadedLifelinkBothTeams(t *testing.T) {
	ld := creature(t, "Dawn Lancer", "{2}{W}", 3, 3, ability.Lifelink, "Knight")
	dl := creature(t, "Dusk Lancer", "{1}{B}", 2, 2, ability.Lifelink, "Knight")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	l := bf(t, g, 0, ld)
	d := bf(t, g, 3, dl)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: 2})
	toBlockers(t, g)
	block(t, g, g.Pending().Player, game.Block{Blocker: d, Attacker: l})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{33, 33, 32, 32}, lifes(g))
	require.True(t, gone(g, d))
	require.Equal(t, 2, info(t, g, l).Damage)
}

// ---------------------------------------------------------------------
// Part 2. First strike, double strike and creatures entering attacking

// 7. Ambush Call ({1}{R} instant: put a creature card from your hand onto
// the battlefield tapped and attacking). Alice's Lance Knight (2/2 first
// strike) attacks Bob unblocked. In the first-strike damage step, after
// its damage, Alice puts Sabre Duelist (3/3 first strike, "Whenever
// Sabre Duelist attacks, you gain 3 life") onto the battlefield
// attacking Bob. It never "attacked": its ability doesn't trigger (CR
// 508.3a, 508.4). It had neither first strike nor double strike as the
// first combat damage step began, so it deals its damage in the second
// step (CR 510.4); the Knight doesn't deal damage again: Bob 20-2-3=15.
func TestH512FirstStrikerEntersAfterFirstStep(t *testing.T) {
	kd := creature(t, "Lance Knight", "{1}{W}", 2, 2, ability.FirstStrike, "Knight")
	sd := h512Attacks(t, "Sabre Duelist", "{2}{R}", 3, 3, ability.FirstStrike, ability.Triggered{Effects: gain(3)})
	ad := h512Ambush(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	k := bf(t, g, 0, kd)
	s := hand(t, g, 0, sd)
	a := hand(t, g, 0, ad)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: k, Player: 1})
	h512ToStep(t, g, game.FirstStrikeDamage)
	require.Equal(t, 18, g.Life(1))
	require.NoError(t, g.Cast(0, a))
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecideFind })
	require.Equal(t, game.DecideFind, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: s}.WithTargets(pl(1))))
	resolve(t, g, nil)
	sn, ok := g.Follow(s)
	require.True(t, ok)
	require.True(t, g.InCombat(sn))
	require.Equal(t, 0, g.StackLen(), "no attack trigger")
	combatTo(t, g, game.Main2)
	require.Equal(t, 15, g.Life(1))
	require.Equal(t, 20, g.Life(0))
}

// 8. Three players. Alice attacks Bob with a Raider; in the declare
// attackers step she casts Ambush Call and puts Sabre Duelist onto the
// battlefield attacking Carol, whom no creature was declared at. Carol
// is now a defending player (CR 508.4, 802.2) and declares blockers in
// turn after Bob (CR 802.4): her Guard blocks the Duelist, and the
// Duelist isn't affected by the attack declaration's requirements and
// restrictions (CR 508.4b). Bob's creature can't block it (CR 802.4a).
func TestH512EntersAttackingNewDefendingPlayer(t *testing.T) {
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	sd := h512Attacks(t, "Sabre Duelist", "{2}{R}", 3, 3, ability.FirstStrike, ability.Triggered{Effects: gain(3)})
	gd := creature(t, "Guard", "{1}{W}", 1, 3, 0, "Soldier")
	ad := h512Ambush(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	r := bf(t, g, 0, rd)
	s := hand(t, g, 0, sd)
	a := hand(t, g, 0, ad)
	bg := bf(t, g, 1, gd)
	cg := bf(t, g, 2, gd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1})
	require.NoError(t, g.Cast(0, a))
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecideFind })
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: s}.WithTargets(pl(2))))
	resolve(t, g, nil)
	sn, _ := g.Follow(s)
	require.Equal(t, game.PlayerID(2), g.DefendingPlayer(sn))
	gs := h479Copies(t, g, rd, sd, gd, ad)
	h479Same(t, gs)
	g = gs[1]
	toBlockers(t, g)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.False(t, g.CanBlock(bg, sn))
	block(t, g, 1)
	require.Equal(t, game.DecideBlockers, g.Pending().Kind, "Carol declares blockers too")
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	block(t, g, 2, game.Block{Blocker: cg, Attacker: sn})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 18, 20}, lifes(g))
	require.True(t, gone(g, cg), "3 first-strike damage to the 1/3 Guard")
	require.Zero(t, info(t, g, sn).Damage)
}

// 9. Venom Lash: {2}{B}{G} 3/3 double strike, deathtouch, trample,
// blocked by two 5/5s. First-strike step: 1 damage to each blocker is
// lethal (CR 702.2c), the third tramples over to Bob (CR 702.19b); both
// blockers die. Second step: no creature blocks it any more, so all 3
// go to Bob (CR 702.19c, 702.4b, 510.4). Bob: 20-1-3=16.
func TestH512DoubleStrikeDeathtouchTrampleTwoBlockers(t *testing.T) {
	vd := creature(t, "Venom Lash", "{2}{B}{G}", 3, 3, ability.DoubleStrike|ability.Deathtouch|ability.Trample, "Horror")
	od := creature(t, "Great Ox", "{3}{G}", 5, 5, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	v := bf(t, g, 0, vd)
	o1 := bf(t, g, 1, od)
	o2 := bf(t, g, 1, od)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: v, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: o1, Attacker: v}, game.Block{Blocker: o2, Attacker: v})
	combatTo(t, g, game.FirstStrikeDamage, o1)
	require.Equal(t, 19, g.Life(1))
	require.True(t, gone(g, o1))
	require.True(t, gone(g, o2))
	combatTo(t, g, game.Main2)
	require.Equal(t, 16, g.Life(1))
	require.False(t, gone(g, v))
}

// ---------------------------------------------------------------------
// Part 3. Blocking restrictions across defending players

// h512Shade is Gatecrasher Shade: {2}{B} 3/3, menace, "can't be blocked
// except by Walls."
func h512Shade(t *testing.T) *card.Definition {
	return h512Crt(t, "Gatecrasher Shade", "{2}{B}", 3, 3, ability.Menace, "Shade",
		card.Definition{Restrictions: ability.CantBeBlockedExceptByWalls})
}

// 10. Three players: Gatecrasher Shade attacks Bob, who controls one Wall
// and a Bear; Carol controls a Wall too. Only Walls may block it, and
// two or more of them (CR 509.1b, 702.110b); Carol's Wall can't block a
// creature attacking Bob (CR 802.4a), so Bob can't block the Shade and
// isn't asked to; a block by his Wall and Bear would be refused. Once
// Bob has a second Wall, both of his Walls may block it together.
func TestH512MenaceOnlyWallsPerDefender(t *testing.T) {
	sd := h512Shade(t)
	wall := creature(t, "Stone Wall", "{1}{W}", 0, 4, ability.Defender, "Wall")
	bear := creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear")
	for _, second := range []bool{false, true} {
		g := newGame(t, 3)
		libs(t, g, 3)
		s := bf(t, g, 0, sd)
		w1 := bf(t, g, 1, wall)
		b := bf(t, g, 1, bear)
		cw := bf(t, g, 2, wall)
		var w2 game.ObjectID
		if second {
			w2 = bf(t, g, 1, wall)
		}
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: s, Player: 1})
		require.False(t, g.CanBlock(b, s))
		require.False(t, g.CanBlock(cw, s))
		if !second {
			require.False(t, g.CouldBlock(1))
			combatTo(t, g, game.Main2)
			require.Equal(t, 17, g.Life(1))
			continue
		}
		toBlockers(t, g)
		require.Equal(t, game.PlayerID(1), g.Pending().Player)
		err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: w1, Attacker: s}, {Blocker: b, Attacker: s}}})
		require.Error(t, err, "the Bear can't block it")
		err = g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: w1, Attacker: s}}})
		require.Error(t, err, "one Wall alone can't block a creature with menace")
		block(t, g, 1, game.Block{Blocker: w1, Attacker: s}, game.Block{Blocker: w2, Attacker: s})
		combatTo(t, g, game.Main2)
		require.Equal(t, 20, g.Life(1))
		require.Equal(t, 3, info(t, g, w1).Damage)
	}
}

// 11. Two-Headed Giant: Gatecrasher Shade is declared at Carol. Carol and
// Dave each control one Wall. The defending team has one combined block
// and may block any attacking creature with either player's creatures
// (CR 810.7d): the two Walls together block it (CR 702.110b).
func TestH512TwoHeadedMenaceWallsOfBothDefenders(t *testing.T) {
	sd := h512Shade(t)
	wall := creature(t, "Stone Wall", "{1}{W}", 0, 4, ability.Defender, "Wall")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	s := bf(t, g, 0, sd)
	cw := bf(t, g, 2, wall)
	dw := bf(t, g, 3, wall)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: s, Player: 2})
	toBlockers(t, g)
	p := g.Pending().Player
	err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: p, Blockers: []game.Block{{Blocker: dw, Attacker: s}}})
	require.Error(t, err)
	block(t, g, p, game.Block{Blocker: cw, Attacker: s}, game.Block{Blocker: dw, Attacker: s})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
	require.Equal(t, 3, info(t, g, cw).Damage+info(t, g, dw).Damage)
}

// 12. Sky Sentinel: {1}{W} 1/4, "Reach. Sky Sentinel can block only
// creatures with flying." Three players: Alice's Drake (flying) attacks Bob and
// her Bear attacks Carol. Bob's Sentinel may block the Drake, not the
// Bear (it attacks Carol, CR 802.4a); Carol's Sentinel may block
// neither: the Drake attacks Bob, the Bear has no flying (CR 509.1b).
// Carol isn't asked to block at all.
func TestH512BlockOnlyFlyersPerDefender(t *testing.T) {
	sd := h512Crt(t, "Sky Sentinel", "{1}{W}", 1, 4, ability.Reach, "Soldier", card.Definition{Restrictions: ability.CanBlockOnlyFlyers})
	dr := creature(t, "Drake", "{1}{U}", 2, 2, ability.Flying, "Drake")
	br := creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 3)
	d := bf(t, g, 0, dr)
	b := bf(t, g, 0, br)
	bs := bf(t, g, 1, sd)
	cs := bf(t, g, 2, sd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: d, Player: 1}, game.Attack{Attacker: b, Player: 2})
	require.True(t, g.CanBlock(bs, d))
	require.False(t, g.CanBlock(bs, b))
	require.False(t, g.CanBlock(cs, d))
	require.False(t, g.CanBlock(cs, b))
	require.False(t, g.CouldBlock(2))
	toBlockers(t, g)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	block(t, g, 1, game.Block{Blocker: bs, Attacker: d})
	require.NotEqual(t, game.DecideBlockers, g.Pending().Kind)
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 20, 18}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 4. Trample, planeswalkers and blockers removed

// 13. Three players: Alice's Thornback Wurm (5/5 trample) attacks Carol's
// planeswalker (loyalty 3) and is blocked by Carol's 2/2. Alice bounces
// the blocker. The Wurm is still blocked, but no creature blocks it: it
// assigns all its damage to the planeswalker it attacks (CR 702.19c,
// 509.1h), which dies; nothing goes to Carol herself (CR 702.19d), and
// its "deals combat damage to a player" ability doesn't trigger.
func TestH512TrampleOverBouncedBlockerIntoPlaneswalker(t *testing.T) {
	wd := h512Crt(t, "Thornback Wurm", "{4}{G}", 5, 5, ability.Trample, "Wurm", card.Definition{Triggered: []ability.Triggered{{
		Event: ability.DealsCombatDamageToPlayer, Effects: gain(5)}}})
	bd := creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear")
	pw := h512Walker(t, "Oda, Hill Warden", "Oda", 3)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	w := bf(t, g, 0, wd)
	fl := hand(t, g, 0, h512Bounce(t))
	b := bf(t, g, 2, bd)
	p := bf(t, g, 2, pw)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: w, Player: game.NoPlayer, Planeswalker: p})
	h512Blocks(t, g, 2, game.Block{Blocker: b, Attacker: w})
	require.True(t, g.Blocked(w))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Cast(0, fl, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, b))
	require.True(t, g.Blocked(w))
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, p))
	require.Equal(t, []int{20, 20, 20}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 5. Players leaving in the middle of a combat

// h512Seize is "{1}{U} instant: Gain control of target creature."
func h512Seize(t *testing.T) *card.Definition {
	return instant(t, "Seize the Reins", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
}

// 14. Four players. In Alice's first main phase Bob gains control of
// Carol's Bear for good. Alice's Sunstrider Wurm (5/5 trample, lifelink)
// attacks Bob, who blocks with the Bear, then concedes. The effect that
// gave Bob the Bear ends and it returns to Carol (CR 800.4a): its
// controller changed, so it is removed from combat (CR 506.4). The Wurm
// stays blocked (CR 509.1h) with no creature blocking it, so with
// trample all its damage would be assigned to Bob, who has left: none is
// assigned (CR 702.19c, 800.4e). Alice gains no life, the Bear is dealt
// no damage.
func TestH512StolenBlockerGoesHomeWhenDefenderLeaves(t *testing.T) {
	wd := creature(t, "Sunstrider Wurm", "{4}{G}{W}", 5, 5, ability.Trample|ability.Lifelink, "Wurm")
	bd := creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 2)
	w := bf(t, g, 0, wd)
	b := bf(t, g, 2, bd)
	sz := hand(t, g, 1, h512Seize(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sz, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecideAttackers })
	attack(t, g, 0, game.Attack{Attacker: w, Player: 1})
	h512Blocks(t, g, 1, game.Block{Blocker: b, Attacker: w})
	concede(t, g, 1)
	require.Equal(t, game.PlayerID(2), info(t, g, b).Controller)
	require.False(t, g.InCombat(b))
	require.True(t, g.Blocked(w))
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(0))
	require.Zero(t, info(t, g, b).Damage)
	require.Zero(t, info(t, g, w).Damage)
	require.Equal(t, []int{20, 20, 20}, []int{g.Life(0), g.Life(2), g.Life(3)})
}

// 15. Three players: Alice's Reaver ("Whenever Reaver attacks, defending
// player loses 2 life") attacks Bob; her Raider attacks Carol. With the
// trigger on the stack Bob concedes: the trigger does nothing (no damage
// or life loss for a player who left, CR 800.4a), the Reaver goes on
// attacking, unblocked, but its damage isn't assigned (CR 800.4e); the
// Raider's damage to Carol is dealt as usual.
func TestH512DefenderLeavesWithAttackTriggerWaiting(t *testing.T) {
	rv := h512Attacks(t, "Reaver", "{2}{B}", 3, 3, ability.Lifelink, ability.Triggered{Effects: []ability.Effect{{
		Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}})
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	g := newGame(t, 3)
	libs(t, g, 3)
	r := bf(t, g, 0, rv)
	x := bf(t, g, 0, rd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1}, game.Attack{Attacker: x, Player: 2})
	require.Equal(t, 1, g.StackLen())
	concede(t, g, 1)
	resolve(t, g, nil)
	require.True(t, g.InCombat(r))
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(0), "no damage dealt, no life gained")
	require.Equal(t, 18, g.Life(2))
}

// ---------------------------------------------------------------------
// Part 6. Attack costs in Two-Headed Giant

// 16. Two-Headed Giant: Carol's Toll Gate ({2}{W} enchantment, "Creatures
// your opponents control can't attack or block unless their controller
// pays {1} for each of them"). Alice has two Plains, her teammate Bob
// none. The team attacks as one (CR 810.7c), but teammates keep their
// own mana (CR 810.5): Bob can't pay for his creature, so an attack
// with both is refused (CR 508.1h, 117.3), and Alice attacks with hers
// alone, paying with one of her Plains. With a Plains of his own, Bob
// pays for his creature himself: each attacking player pays for the
// creatures they control.
func TestH512TwoHeadedAttackTaxEachPlayerPays(t *testing.T) {
	tg := h512Ench(t, "Toll Gate", "{2}{W}", nil, ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Side: ability.OpponentSide}, AttackBlockTax: 1})
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	for _, bobLand := range []bool{false, true} {
		g := newTwoHeaded(t)
		libs(t, g, 3)
		lands(t, g, 0, card.Plains, 2)
		var bl game.ObjectID
		if bobLand {
			bl = bf(t, g, 1, card.Plains)
		}
		a := bf(t, g, 0, rd)
		b := bf(t, g, 1, rd)
		bf(t, g, 2, tg)
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		require.Equal(t, game.DecideAttackers, g.Pending().Kind)
		act := game.Action{Kind: game.ActDeclareAttackers, Player: g.Pending().Player,
			Attackers: []game.Attack{{Attacker: a, Player: 2}, {Attacker: b, Player: 3}}}
		if !bobLand {
			require.Error(t, g.Apply(act), "Bob can't pay for his Raider")
			attack(t, g, g.Pending().Player, game.Attack{Attacker: a, Player: 2})
			tapped := 0
			for _, id := range g.Zone(0, zone.Battlefield) {
				if o := info(t, g, id); o.Card == card.Plains && o.Tapped {
					tapped++
				}
			}
			require.Equal(t, 1, tapped, "Alice paid {1}, not {2}")
			continue
		}
		require.NoError(t, g.Apply(act))
		require.True(t, info(t, g, bl).Tapped, "Bob paid for his Raider")
		tapped := 0
		for _, id := range g.Zone(0, zone.Battlefield) {
			if o := info(t, g, id); o.Card == card.Plains && o.Tapped {
				tapped++
			}
		}
		require.Equal(t, 1, tapped, "Alice paid for hers")
	}
}

// ---------------------------------------------------------------------
// Part 7. More attacks and defenders

// 17. Two-Headed Giant: Siege Herald ("Whenever Siege Herald attacks,
// creatures defending player controls can't block this turn") is
// declared at Carol. Both Carol and Dave are defending players; the
// one-shot effect means one of them, which Alice, its controller,
// chooses as it resolves (CR 810.7b): she names Dave. Dave's creature
// can't block, Carol's still can and blocks the Herald (CR 810.7d).
func TestH512TwoHeadedHeraldChoosesDefender(t *testing.T) {
	hd := h512Attacks(t, "Siege Herald", "{2}{R}", 2, 2, 0, ability.Triggered{Effects: []ability.Effect{{
		Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{EventPlayers: true},
		Restrictions: ability.CantBlock, Duration: ability.UntilEndOfTurn}}})
	gd := creature(t, "Guard", "{1}{W}", 1, 3, 0, "Soldier")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	h := bf(t, g, 0, hd)
	cg := bf(t, g, 2, gd)
	dg := bf(t, g, 3, gd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: h, Player: 2})
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecideDefendingPlayer })
	require.Equal(t, game.DecideDefendingPlayer, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Apply(choose(0, 3)))
	resolve(t, g, nil)
	require.False(t, g.CanBlock(dg, h))
	require.True(t, g.CanBlock(cg, h))
	toBlockers(t, g)
	block(t, g, g.Pending().Player, game.Block{Blocker: cg, Attacker: h})
	combatTo(t, g, game.Main2)
	require.Equal(t, 2, info(t, g, cg).Damage)
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
}

// 18. Alice declares no attackers, then in the declare attackers step
// puts Sabre Duelist onto the battlefield attacking Bob with Ambush
// Call. A creature was put onto the battlefield attacking, so the
// declare blockers and combat damage steps aren't skipped (CR 508.8):
// Bob may block it with his Wall, and doesn't.
func TestH512NoDeclarationThenEntersAttacking(t *testing.T) {
	sd := h512Attacks(t, "Sabre Duelist", "{2}{R}", 3, 3, ability.FirstStrike, ability.Triggered{Effects: gain(3)})
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	wall := creature(t, "Stone Wall", "{1}{W}", 0, 4, ability.Defender, "Wall")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, rd)
	s := hand(t, g, 0, sd)
	a := hand(t, g, 0, h512Ambush(t))
	w := bf(t, g, 1, wall)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0)
	require.Equal(t, game.DeclareAttackers, g.Step())
	require.NoError(t, g.Cast(0, a))
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecideFind })
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: s}.WithTargets(pl(1))))
	resolve(t, g, nil)
	sn, _ := g.Follow(s)
	toBlockers(t, g)
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	require.True(t, g.CanBlock(w, sn))
	block(t, g, 1)
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 20, g.Life(0), "it never attacked: no trigger (CR 508.4)")
}

// 19. A creature put onto the battlefield attacking isn't affected by
// the restrictions and requirements of the declaration (CR 508.4b): Alice
// puts her Gate Sentry (0/4 Wall with defender, "can't attack") onto the
// battlefield attacking Bob under Bob's Toll Gate ("creatures your
// opponents control can't attack or block unless their controller pays
// {1}"): it is attacking, and no mana is paid for it.
func TestH512EntersAttackingIgnoresRestrictions(t *testing.T) {
	sd := h512Crt(t, "Gate Sentry", "{1}{W}", 0, 4, ability.Defender, "Wall", card.Definition{Restrictions: ability.CantAttack})
	tg := h512Ench(t, "Toll Gate", "{2}{W}", nil, ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Side: ability.OpponentSide}, AttackBlockTax: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	s := hand(t, g, 0, sd)
	a := hand(t, g, 0, h512Ambush(t))
	bf(t, g, 1, tg)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "nothing can be declared")
	require.NoError(t, g.Cast(0, a))
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecideFind })
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: s}.WithTargets(pl(1))))
	resolve(t, g, nil)
	sn, _ := g.Follow(s)
	require.True(t, g.InCombat(sn))
	untapped := 0
	for _, id := range g.Zone(0, zone.Battlefield) {
		if o := info(t, g, id); o.Card == card.Mountain && !o.Tapped {
			untapped++
		}
	}
	require.Equal(t, 1, untapped, "two Mountains paid for Ambush Call, none for the attack")
}

// 20. Three players: Alice's Raider attacks Bob's planeswalker. Before
// blockers, Carol gains control of the planeswalker: its controller
// changed, so it is removed from combat (CR 506.4). The Raider keeps
// attacking, attacking nothing (CR 506.4c); its defending player is
// still Bob (CR 802.2a), who may block it, while Carol may not (CR
// 802.4a). Unblocked, it deals no combat damage (CR 510.1b).
func TestH512AttackedPlaneswalkerTakenByAnotherOpponent(t *testing.T) {
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	gd := creature(t, "Guard", "{1}{W}", 1, 3, 0, "Soldier")
	pw := h512Walker(t, "Oda, Hill Warden", "Oda", 4)
	take := instant(t, "Claim the Banner", "{1}{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 2, card.Island, 2)
	r := bf(t, g, 0, rd)
	bg := bf(t, g, 1, gd)
	cg := bf(t, g, 2, gd)
	p := bf(t, g, 1, pw)
	tk := hand(t, g, 2, take)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: game.NoPlayer, Planeswalker: p})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, tk, obj(p)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, p).Controller)
	require.True(t, g.InCombat(r))
	require.Equal(t, game.PlayerID(1), g.DefendingPlayer(r))
	at, ok := g.AttackOf(r)
	require.True(t, ok)
	require.Equal(t, game.NoPlayer, at.Player)
	require.Zero(t, at.Planeswalker)
	gs := h479Copies(t, g, rd, gd, pw, take)
	for _, x := range gs {
		require.True(t, x.CanBlock(bg, r))
		require.False(t, x.CanBlock(cg, r))
		require.Equal(t, game.PlayerID(1), x.DefendingPlayer(r))
		combatTo(t, x, game.Main2)
		pi := info(t, x, p)
		require.Equal(t, 4, pi.Loyalty())
		require.Equal(t, []int{20, 20, 20}, lifes(x))
	}
	h479Same(t, gs)
}

// 21. Two-Headed Giant: Bob's Berserker ("attacks each combat if able")
// is his teammate's problem too: the team has one combined attack, which
// must be legal as a whole (CR 810.7c, 508.1d), so Alice's declaration
// of her own Raider alone is refused while the Berserker could attack;
// with both it is accepted.
func TestH512TwoHeadedTeammateMustAttack(t *testing.T) {
	bd := h512Crt(t, "Berserker", "{1}{R}", 2, 2, 0, "Human", card.Definition{Restrictions: ability.AttacksEachCombat})
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	r := bf(t, g, 0, rd)
	b := bf(t, g, 1, bd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	p := g.Pending().Player
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: p, Attackers: []game.Attack{{Attacker: r, Player: 2}}}))
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: p}))
	attack(t, g, p, game.Attack{Attacker: r, Player: 2}, game.Attack{Attacker: b, Player: 3})
	require.True(t, g.InCombat(b))
}

// 22. Two-Headed Giant: Alice's Toll Gate taxes her opponents' blocks
// ({1} each). Carol has a Plains, Dave none. The defending team blocks as
// one (CR 810.7d), but each player pays for the creatures they control
// with their own mana (CR 509.1d, 810.5): a block with Dave's Guard is
// refused, one with Carol's Guard is paid with Carol's Plains.
func TestH512TwoHeadedBlockTaxEachPlayerPays(t *testing.T) {
	tg := h512Ench(t, "Toll Gate", "{2}{W}", nil, ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Side: ability.OpponentSide}, AttackBlockTax: 1})
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	gd := creature(t, "Guard", "{1}{W}", 1, 3, 0, "Soldier")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	r := bf(t, g, 0, rd)
	bf(t, g, 0, tg)
	pl2 := bf(t, g, 2, card.Plains)
	cg := bf(t, g, 2, gd)
	dg := bf(t, g, 3, gd)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 2})
	toBlockers(t, g)
	p := g.Pending().Player
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: p, Blockers: []game.Block{{Blocker: dg, Attacker: r}}}))
	block(t, g, p, game.Block{Blocker: cg, Attacker: r})
	require.True(t, info(t, g, pl2).Tapped)
	combatTo(t, g, game.Main2)
	require.Equal(t, 2, info(t, g, cg).Damage)
}

// h512Treason is "{1}{R} sorcery: Gain control of target creature until
// end of turn. Untap that creature. It gains haste until end of turn."
func h512Treason(t *testing.T) *card.Definition {
	return sorcery(t, "Borrowed Rage", "{1}{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn, Untap: true, Keywords: ability.Haste})
}

// 23. Three players: Alice takes Bob's Hill Brute until end of turn and
// attacks Carol with it and with her own Raider; Carol blocks the Brute
// with her Guard. Alice concedes: her Raider leaves the game with her,
// the effect that gave her the Brute ends and it returns to Bob (CR
// 800.4a), which removes it from combat (CR 506.4). Carol's Guard stays
// a blocking creature (CR 509.1g) but blocks nothing and deals and is
// dealt no damage (CR 510.1d); nobody is dealt combat damage. The turn
// ends without an active player (CR 800.4i) and Bob takes the next one.
func TestH512AttackerGoesHomeWhenActivePlayerLeaves(t *testing.T) {
	bd := creature(t, "Hill Brute", "{2}{R}", 3, 3, 0, "Ogre")
	rd := creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human")
	gd := creature(t, "Guard", "{1}{W}", 1, 3, 0, "Soldier")
	g := newGame(t, 3)
	libs(t, g, 4)
	lands(t, g, 0, card.Mountain, 2)
	br := bf(t, g, 1, bd)
	r := bf(t, g, 0, rd)
	cg := bf(t, g, 2, gd)
	tr := hand(t, g, 0, h512Treason(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tr, obj(br)))
	resolve(t, g, nil)
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecideAttackers })
	attack(t, g, 0, game.Attack{Attacker: br, Player: 2}, game.Attack{Attacker: r, Player: 2})
	h512Blocks(t, g, 2, game.Block{Blocker: cg, Attacker: br})
	concede(t, g, 0)
	require.True(t, left(g, r))
	require.Equal(t, game.PlayerID(1), info(t, g, br).Controller)
	require.False(t, g.InCombat(br))
	require.True(t, g.InCombat(cg))
	for i := 0; i < 60 && g.ActivePlayer() == 0; i++ {
		idleAnswer(t, g, g.Pending(), "to Bob's turn")
	}
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.Equal(t, []int{20, 20}, []int{g.Life(1), g.Life(2)})
	require.Zero(t, info(t, g, cg).Damage)
	require.Zero(t, info(t, g, br).Damage)
}

// 24. Three players: Alice returns Bob's Hill Brute from his graveyard to
// the battlefield under her control. In Carol's turn, Carol takes it
// until end of turn and attacks Bob with it. Alice concedes in the
// declare attackers step: the Brute is neither hers (Bob owns it) nor under her control,
// so it stays, still attacking, and deals 3 damage to Bob (CR 800.4a).
// As Carol's effect ends in the cleanup step, no other effect gives it to
// a player, and it entered the battlefield under Alice's control: it is
// exiled (CR 800.4c), not returned to anyone.
func TestH512BorrowedAttackerExiledAfterFirstControllerLeft(t *testing.T) {
	bd := creature(t, "Hill Brute", "{2}{R}", 3, 3, 0, "Ogre")
	raise := sorcery(t, "Grave Claim", "{2}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature}}}, ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := newGame(t, 3)
	libs(t, g, 6)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 2, card.Mountain, 2)
	br := put(t, g, 1, zone.Graveyard, bd)
	gc := hand(t, g, 0, raise)
	tr := hand(t, g, 2, h512Treason(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gc, obj(br)))
	resolve(t, g, nil)
	bn, ok := g.Follow(br)
	require.True(t, ok)
	require.Equal(t, game.PlayerID(0), info(t, g, bn).Controller)
	for i := 0; i < 400 && !(g.ActivePlayer() == 2 && g.Step() == game.Main1 && g.Pending().Kind == game.DecidePriority); i++ {
		idleAnswer(t, g, g.Pending(), "to Carol's main phase")
	}
	require.NoError(t, g.Cast(2, tr, obj(bn)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, bn).Controller)
	h512Pass(t, g, func() bool { return g.Pending().Kind == game.DecideAttackers })
	attack(t, g, 2, game.Attack{Attacker: bn, Player: 1})
	concede(t, g, 0)
	require.True(t, g.InCombat(bn))
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
	for i := 0; i < 60 && g.ActivePlayer() == 2; i++ {
		idleAnswer(t, g, g.Pending(), "to the next turn")
	}
	require.Equal(t, zone.Exile, zoneOf(t, g, bn))
}

// ---------------------------------------------------------------------
// Part 8. "That player" and "that much"

// 25. Two-Headed Giant: Carol has an emblem (from her own planeswalker,
// CR 113.2) "If a source would deal damage to you or a planeswalker you
// control, prevent all but 1 of that damage." Alice's Siphon Blade (4/4 lifelink, "Whenever Siphon Blade
// deals combat damage to a player, that player mills that many cards")
// is declared at Carol and unblocked. As the damage step begins her team
// chooses the defending player it deals its damage to (CR 810.7f). To
// Carol, only 1 is dealt (CR 615.1a): Alice's team gains 1 (CR 702.15b)
// and Carol mills 1 ("that many" is the damage dealt). To Dave, the 4 are
// dealt: the team gains 4 and Dave mills 4. Either way the damage is
// applied to the defending team's life total (CR 810.9).
func TestH512TwoHeadedThatPlayerThatMuchPrevented(t *testing.T) {
	bd := h512Crt(t, "Siphon Blade", "{2}{B}{B}", 4, 4, ability.Lifelink, "Horror", card.Definition{Triggered: []ability.Triggered{{
		Event: ability.DealsCombatDamageToPlayer, Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoEventPlayer,
			Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	shield := def(t, card.Definition{Name: "Aegis of the Steadfast", Statics: []ability.Static{{PreventAllButOne: true}}})
	vessa := walker(t, "Vessa, Shieldbearer", "{2}{W}{W}", "Vessa", 5,
		loyal(0, nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: shield}))
	g := newTwoHeaded(t)
	libs(t, g, 6)
	b := bf(t, g, 0, bd)
	v := bf(t, g, 2, vessa)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Activate(2, v, 0))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(2, zone.Command))
	for i := 0; i < 200 && g.Pending().Kind != game.DecideAttackers; i++ {
		idleAnswer(t, g, g.Pending(), "to Alice's attack")
	}
	attack(t, g, 0, game.Attack{Attacker: b, Player: 2})
	h512Pass(t, g, func() bool { return false })
	if g.Pending().Kind == game.DecideBlockers {
		block(t, g, g.Pending().Player)
	}
	h512Pass(t, g, func() bool { return false })
	require.Equal(t, game.DecideCombatDamagePlayer, g.Pending().Kind, g.Prompt(game.English))
	gs := h479Copies(t, g, bd, shield, vessa)
	for i, to := range []game.PlayerID{2, 3} {
		x := gs[i]
		require.NoError(t, x.Apply(choose(0, int(to))))
		resolve(t, x, nil)
		n := 1
		if to == 3 {
			n = 4
		}
		require.Equal(t, []int{30 + n, 30 + n, 30 - n, 30 - n}, lifes(x), "to player %d", to)
		require.Equal(t, n, x.ZoneLen(to, zone.Graveyard))
		require.Equal(t, 0, x.ZoneLen(5-to, zone.Graveyard))
	}
}

// 26. Three players: Alice's Twinblade Raider (2/2 double strike, "Whenever
// Twinblade Raider deals combat damage to a player, you gain that much
// life") attacks Bob, unblocked, and her Bear attacks Carol. It deals
// combat damage to Bob in each of the two damage steps, so its ability
// triggers twice (CR 702.4b, 510.4, 603.2c): Alice gains 4; Bob is at 16,
// Carol at 18.
func TestH512DoubleStrikeThatMuchTwice(t *testing.T) {
	rd := h512Crt(t, "Twinblade Raider", "{1}{R}{W}", 2, 2, ability.DoubleStrike, "Human", card.Definition{Triggered: []ability.Triggered{{
		Event: ability.DealsCombatDamageToPlayer, Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	br := creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 3)
	r := bf(t, g, 0, rd)
	b := bf(t, g, 0, br)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1}, game.Attack{Attacker: b, Player: 2})
	h512ToStep(t, g, game.FirstStrikeDamage)
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, []int{22, 18, 20}, lifes(g))
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{24, 16, 18}, lifes(g))
}

// 27. Wallbane Scout ({1}{U} 1/1, "Whenever Wallbane Scout attacks, if
// defending player controls no Walls, draw a card") attacks Bob, who
// controls no Wall: it triggers (CR 603.4). In response Bob flashes in a
// Wall: as the ability resolves the condition is checked again, fails,
// and the ability does nothing. (Bob leaving the game afterwards, when
// the check would read him as he last was, CR 800.4h, is a limit the
// engine documents.)
func TestH512InterveningIfRecheckedAgainstDefender(t *testing.T) {
	sd := h512Attacks(t, "Wallbane Scout", "{1}{U}", 1, 1, 0, ability.Triggered{
		If: ability.If(ability.DefendingPlayerControlsNoSubtype), IfControlSubtype: "Wall", Effects: draw1})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 1)
	s := bf(t, g, 0, sd)
	fw := hand(t, g, 1, h512FlashWall(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: s, Player: 1})
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, fw))
	hand0 := g.ZoneLen(0, zone.Hand)
	resolve(t, g, nil)
	require.Equal(t, hand0, g.ZoneLen(0, zone.Hand))
}

// h512FlashWall is "{W} 0/3 Wall, flash, defender."
func h512FlashWall(t *testing.T) *card.Definition {
	return creature(t, "Sudden Palisade", "{W}", 0, 3, ability.Flash|ability.Defender, "Wall")
}
