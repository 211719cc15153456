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

// Custom cards, 43-th set: two-player combat with cards of one's own.
// First strike and double strike gained or lost by blockers and through
// statics between the two combat damage steps, and damage already marked
// in the first step counted as the second step's lethal damage (CR
// 510.1c, 510.4, 702.4c-d, 702.7b-c); trample with deathtouch against
// regenerated, indestructible and removed blockers (CR 702.19b-c,
// 702.2c, 701.13a); several blockers and the damage assignment order,
// pumped after it is announced (CR 509.2, 510.1c); permanents that stop
// being creatures in the middle of a combat (CR 506.4) and blocked
// creatures with no blocker left (CR 509.1h, 510.1c); "attacks each
// combat if able" against restrictions (CR 508.1c-d); tapping and
// untapping attackers and blockers (CR 506.4b); creatures entering the
// battlefield during combat (CR 302.6, 508.1a, 509.1a); deathtouch and
// lifelink from noncombat damage, fights and redirected damage (CR
// 702.2b, 702.2d, 702.15b, 306.7); combat damage triggers that read
// "that much" (CR 603.2, 119.3); combat with planeswalkers, animated ones
// blocking the creature that attacks them (CR 306.8, 119.3c, 119.3e,
// 506.4d, 702.19c); and saves, loads and clones in the middle of the
// declaration of blockers, the damage assignment order and the damage
// steps; and, at the end, tests that guard fixes that came with this
// set.

// ---------------------------------------------------------------------
// Helpers

// h525Crt is a checked creature card with the given keywords and the
// abilities of d.
func h525Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types = name, cost(mc), ability.Creature
	d.Subtypes = []string{"Warrior"}
	d.Power, d.Toughness, d.Keywords = C(p), C(tg), kw
	return def(t, d)
}

// h525Kw is "{R} instant: Target creature gains kw until end of turn."
func h525Kw(t *testing.T, name string, kw ability.Keyword) *card.Definition {
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: kw, Duration: ability.UntilEndOfTurn})
}

// h525Lose is "{R} instant: Target creature loses kw until end of turn."
func h525Lose(t *testing.T, name string, kw ability.Keyword) *card.Definition {
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: kw, Duration: ability.UntilEndOfTurn})
}

// h525Pump is "{G} instant: Target creature gets +p/+tg until end of
// turn."
func h525Pump(t *testing.T, name string, p, tg int) *card.Definition {
	return instant(t, name, "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg, Duration: ability.UntilEndOfTurn})
}

// h525Destroy is "{B} instant: Destroy target <allow>."
func h525Destroy(t *testing.T, name string, allow ability.Allow) *card.Definition {
	return instant(t, name, "{B}", []ability.TargetSpec{{Allow: allow}}, ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h525Cast has p cast id with targets (p must have priority) and
// resolves the stack with no other decision.
func h525Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	h525Prio(t, g, p)
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h525Prio passes priority (the stack empty) until p has it; it fails if
// the step would end first.
func h525Prio(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	if d := g.Pending(); d.Kind == game.DecidePriority && d.Player != p {
		require.Zero(t, g.StackLen())
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, p, g.Pending().Player, g.Prompt(game.English))
}

// h525Game is a two-player game with libraries, not yet started.
func h525Game(t *testing.T) *game.Game {
	t.Helper()
	g := newGame(t, 2)
	libs(t, g, 5)
	return g
}

// h525Order answers the damage assignment order decision with ids, in
// that order (the last place fills itself).
func h525Order(t *testing.T, g *game.Game, ids ...game.ObjectID) {
	t.Helper()
	for _, id := range ids {
		if g.Pending().Kind != game.DecideDamageOrder {
			return
		}
		require.NoError(t, g.Apply(chooseObj(g.Pending().Player, id)))
	}
}

// h525Now is the object id has become (a card cast and resolved is a
// new object, CR 400.7).
func h525Now(t *testing.T, g *game.Game, id game.ObjectID) game.ObjectID {
	t.Helper()
	nid, ok := g.Follow(id)
	require.True(t, ok)
	return nid
}

// h525Dead reports whether the permanent id named is in its owner's
// graveyard.
func h525Dead(t *testing.T, g *game.Game, id game.ObjectID) bool {
	t.Helper()
	return zoneOf(t, g, id) == zone.Graveyard
}

// ---------------------------------------------------------------------
// Part 1. First strike and double strike between the damage steps

// 1. Bob's Gate Lancer (2/3 first strike) blocks Alice's 4/4 Hill Ogre.
// In the first-strike damage step the Lancer deals 2. Bob then gives it
// double strike (Twinning Edge): a creature with first strike that has
// dealt damage in the first step and now has double strike assigns
// combat damage again in the second (CR 702.4d, 510.4): 2 more, and the
// Ogre, with 4 damage, dies together with the Lancer. Without the Edge
// the Lancer deals nothing in the second step and the Ogre survives.
func TestH525BlockerGainsDoubleStrikeLate(t *testing.T) {
	edge := h525Kw(t, "Twinning Edge", ability.DoubleStrike)
	for _, cast := range []bool{false, true} {
		g := h525Game(t)
		lands(t, g, 1, card.Mountain, 1)
		ogre := bf(t, g, 0, creature(t, "Hill Ogre", "{3}{R}", 4, 4, 0, "Ogre"))
		lan := bf(t, g, 1, creature(t, "Gate Lancer", "{1}{W}", 2, 3, ability.FirstStrike, "Soldier"))
		e := hand(t, g, 1, edge)
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: ogre, Player: 1})
		toBlockers(t, g)
		block(t, g, 1, game.Block{Blocker: lan, Attacker: ogre})
		combatTo(t, g, game.FirstStrikeDamage)
		require.Equal(t, 2, info(t, g, ogre).Damage)
		require.Zero(t, info(t, g, lan).Damage, "the Ogre has no first strike")
		if cast {
			h525Cast(t, g, 1, e, obj(lan))
		}
		combatTo(t, g, game.Main2)
		require.True(t, h525Dead(t, g, lan), "the Ogre's 4 in the second step")
		require.Equal(t, cast, h525Dead(t, g, ogre), "cast=%v", cast)
		if !cast {
			require.Equal(t, 2, info(t, g, ogre).Damage)
		}
	}
}

// 2. Bob's Twin Guard (2/2 double strike) blocks Alice's 3/4 Ox. After
// the first-strike step (2 damage to the Ox) Alice's Blunting Word makes
// the Guard lose double strike: it had double strike as the first step
// began and no longer has it, so it assigns no combat damage in the
// second step (CR 702.4c, 510.4). The Ox kills it and survives with 2
// damage. Saved, loaded and cloned in the first-strike step.
func TestH525BlockerLosesDoubleStrikeLate(t *testing.T) {
	blunt := h525Lose(t, "Blunting Word", ability.DoubleStrike)
	oxD := creature(t, "Plain Ox", "{2}{G}", 3, 4, 0, "Ox")
	grD := creature(t, "Twin Guard", "{1}{W}{W}", 2, 2, ability.DoubleStrike, "Soldier")
	g := h525Game(t)
	lands(t, g, 0, card.Mountain, 1)
	ox := bf(t, g, 0, oxD)
	gd := bf(t, g, 1, grD)
	w := hand(t, g, 0, blunt)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ox, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: gd, Attacker: ox})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 2, info(t, g, ox).Damage)
	gs := h479Copies(t, g, blunt, oxD, grD)
	for _, x := range gs {
		h525Cast(t, x, 0, w, obj(gd))
		combatTo(t, x, game.Main2)
		require.True(t, h525Dead(t, x, gd))
		require.False(t, gone(x, ox))
		require.Equal(t, 2, info(t, x, ox).Damage)
	}
	h479Same(t, gs)
}

// 3. Bob's Drillmaster's Banner: "Creatures you control have first
// strike." His 3/3 blocks Alice's 5/5 and deals 3 in the first-strike
// step. Alice then destroys the Banner: the 3/3 had first strike as the
// first combat damage step began, so it assigns no damage in the second
// step although it has neither keyword now (CR 510.4, 702.7c); the 5/5
// kills it and survives with 3 damage.
func TestH525FirstStrikeFromStaticLostBetweenSteps(t *testing.T) {
	banner := def(t, card.Definition{Name: "Drillmaster's Banner", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide}, Keywords: ability.FirstStrike}}})
	g := h525Game(t)
	lands(t, g, 0, card.Swamp, 1)
	big := bf(t, g, 0, creature(t, "Grove Brute", "{4}{G}", 5, 5, 0, "Beast"))
	bn := bf(t, g, 1, banner)
	drill := bf(t, g, 1, creature(t, "Drill Sergeant", "{2}{W}", 3, 3, 0, "Soldier"))
	sh := hand(t, g, 0, h525Destroy(t, "Shatter Vow", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.True(t, info(t, g, drill).Keywords.Has(ability.FirstStrike))
	attack(t, g, 0, game.Attack{Attacker: big, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: drill, Attacker: big})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 3, info(t, g, big).Damage)
	h525Cast(t, g, 0, sh, obj(bn))
	require.False(t, info(t, g, drill).Keywords.Has(ability.FirstStrike))
	combatTo(t, g, game.Main2)
	require.True(t, h525Dead(t, g, drill))
	require.Equal(t, 3, info(t, g, big).Damage, "no second hit from the Sergeant")
}

// 4. Alice's Twinblade Giant (3/7 double strike) is blocked by a 4/4
// and a 2/2, ordered 4/4 first. In the first-strike step 3 is less than
// the 4/4's lethal damage: all 3 go to it (CR 510.1c). In the second
// step the damage already marked counts: 1 is lethal for the 4/4 now,
// and the other 2 go to the 2/2 (CR 510.1c, 702.4b): both die, and the
// Giant survives their 6. Saved and loaded between the steps.
func TestH525DoubleStrikeCountsMarkedDamage(t *testing.T) {
	gD := creature(t, "Twinblade Giant", "{4}{R}{R}", 3, 7, ability.DoubleStrike, "Giant")
	bigD := creature(t, "Stone Ox", "{3}{G}", 4, 4, 0, "Ox")
	smD := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := h525Game(t)
	gi := bf(t, g, 0, gD)
	a := bf(t, g, 1, bigD)
	b := bf(t, g, 1, smD)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: gi, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: gi}, game.Block{Blocker: a, Attacker: gi})
	require.Equal(t, game.DecideDamageOrder, g.Pending().Kind)
	h525Order(t, g, a, b)
	require.Equal(t, []game.ObjectID{a, b}, g.Blockers(gi))
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 3, info(t, g, a).Damage)
	require.Zero(t, info(t, g, b).Damage)
	gs := h479Copies(t, g, gD, bigD, smD)
	for _, x := range gs {
		combatTo(t, x, game.Main2)
		require.True(t, h525Dead(t, x, a))
		require.True(t, h525Dead(t, x, b))
		require.Equal(t, 6, info(t, x, gi).Damage)
		require.Equal(t, 20, x.Life(1))
	}
	h479Same(t, gs)
}

// 5. Duelist Adept: {1}{W} 2/2 first strike, "Whenever Duelist Adept
// deals combat damage to a player, it gains double strike until end of
// turn." Unblocked, it deals 2 in the first-strike step; its ability
// resolves before the second step, and a creature with first strike
// that gains double strike after dealing first-strike damage deals
// again (CR 702.4d, 510.4): the ability triggers again, Bob at 16.
func TestH525TriggerGrantsDoubleStrikeBetweenSteps(t *testing.T) {
	adept := h525Crt(t, "Duelist Adept", "{1}{W}", 2, 2, ability.FirstStrike, card.Definition{Triggered: []ability.Triggered{{
		Event:   ability.DealsCombatDamageToPlayer,
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Keywords: ability.DoubleStrike, Duration: ability.UntilEndOfTurn}}}}})
	g := h525Game(t)
	a := bf(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	combatTo(t, g, game.FirstStrikeDamage)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.True(t, info(t, g, a).Keywords.Has(ability.DoubleStrike))
	combatTo(t, g, game.CombatDamage)
	require.Equal(t, 16, g.Life(1))
	require.Equal(t, 1, g.StackLen(), "it dealt combat damage to Bob again")
}

// ---------------------------------------------------------------------
// Part 2. Trample, deathtouch and blockers regenerated or removed

// 6. Alice's Venom Crusher (4/4 deathtouch, trample) is blocked by Bob's
// Moss Troll, which has a regeneration shield, and a 1/1. With
// deathtouch 1 is lethal for each (CR 702.2c, 702.19b): 1 each, 2 to
// Bob. The 1/1 dies; the Troll's destruction is replaced: it regenerates
// (tapped, damage removed, CR 701.13a, 704.5h).
func TestH525DeathtouchTrampleRegeneratedBlocker(t *testing.T) {
	g := h525Game(t)
	lands(t, g, 1, card.Forest, 1)
	cr := bf(t, g, 0, creature(t, "Venom Crusher", "{3}{B}{G}", 4, 4, ability.Deathtouch|ability.Trample, "Beast"))
	tr := bf(t, g, 1, troll(t))
	sm := bf(t, g, 1, creature(t, "Reed Sprite", "{G}", 1, 1, 0, "Faerie"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: cr, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: tr, Attacker: cr}, game.Block{Blocker: sm, Attacker: cr})
	h525Order(t, g, tr, sm)
	h525Prio(t, g, 1)
	require.NoError(t, g.Activate(1, tr, 0))
	resolve(t, g, nil)
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
	require.True(t, h525Dead(t, g, sm))
	require.False(t, gone(g, tr), "regenerated")
	require.True(t, info(t, g, tr).Tapped)
	require.Zero(t, info(t, g, tr).Damage)
	require.Equal(t, 3, info(t, g, cr).Damage, "the Troll's 2 and the Sprite's 1")
}

// 7. Alice's trampler (and, in a second game, a 5/5 without trample) is
// blocked by Bob's Moss Troll. In the declare blockers step Alice casts
// Doom Pin on the Troll, and Bob regenerates it in response: the
// destruction is replaced, and the Troll is removed from combat (CR
// 701.13a, 506.4). The attacker stays blocked (CR 509.1h): with trample
// it assigns all its damage to Bob (CR 702.19c); without, none (CR
// 510.1c).
func TestH525BlockerRegeneratedBeforeDamage(t *testing.T) {
	for _, kw := range []ability.Keyword{ability.Trample, 0} {
		g := h525Game(t)
		lands(t, g, 0, card.Swamp, 1)
		lands(t, g, 1, card.Forest, 1)
		at := bf(t, g, 0, creature(t, "Grove Brute", "{4}{G}", 5, 5, kw, "Beast"))
		tr := bf(t, g, 1, troll(t))
		d := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: at, Player: 1})
		toBlockers(t, g)
		block(t, g, 1, game.Block{Blocker: tr, Attacker: at})
		h525Prio(t, g, 0)
		require.NoError(t, g.Cast(0, d, obj(tr)))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Activate(1, tr, 0))
		resolve(t, g, nil)
		require.False(t, gone(g, tr))
		require.True(t, info(t, g, tr).Tapped)
		require.False(t, g.InCombat(tr))
		require.True(t, g.Blocked(at))
		combatTo(t, g, game.Main2)
		if kw == ability.Trample {
			require.Equal(t, 15, g.Life(1))
		} else {
			require.Equal(t, 20, g.Life(1))
		}
		require.Zero(t, info(t, g, at).Damage)
		require.Zero(t, info(t, g, tr).Damage)
	}
}

// 8. Alice's Asp Stalker (3/3 deathtouch, trample) is blocked by Bob's
// indestructible 2/4 Golem. 1 is lethal damage from a deathtouch source
// (CR 702.2c), so 1 to the Golem and 2 to Bob (CR 702.19b). The Golem
// is dealt deathtouch damage but is indestructible: it survives (CR
// 702.12b, 704.5h), and it doesn't die later either, when it loses
// indestructible after the check that saw that damage.
func TestH525DeathtouchTrampleIndestructible(t *testing.T) {
	g := h525Game(t)
	lands(t, g, 0, card.Mountain, 1)
	asp := bf(t, g, 0, creature(t, "Asp Stalker", "{2}{B}{G}", 3, 3, ability.Deathtouch|ability.Trample, "Snake"))
	gol := bf(t, g, 1, creature(t, "Bulwark Golem", "{4}", 2, 4, ability.Indestructible, "Golem"))
	melt := hand(t, g, 0, h525Lose(t, "Melt Ward", ability.Indestructible))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: asp, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: gol, Attacker: asp})
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 1, info(t, g, gol).Damage)
	require.Equal(t, 2, info(t, g, asp).Damage)
	require.False(t, gone(g, gol))
	// In the second main phase the Golem loses indestructible: the
	// deathtouch damage was dealt before the last check of state-based
	// actions, and 1 damage is not lethal to a 2/4 (CR 702.2b, 704.5g).
	h525Cast(t, g, 0, melt, obj(gol))
	require.False(t, info(t, g, gol).Keywords.Has(ability.Indestructible))
	require.False(t, gone(g, gol))
}

// 9. Alice's Venom Sniper: {1}{B} 1/1 deathtouch, "{T}: Venom Sniper
// deals 1 damage to target creature." Bob's 6/6 blocks Alice's 2/2; in
// the declare blockers step the Sniper's 1 damage destroys it: deathtouch
// works for noncombat damage too (CR 702.2b, 704.5h). The 2/2 stays
// blocked with no creature blocking it: it assigns no combat damage (CR
// 509.1h, 510.1c). Bob at 20.
func TestH525NoncombatDeathtouchKillsBlocker(t *testing.T) {
	sniper := h525Crt(t, "Venom Sniper", "{1}{B}", 1, 1, ability.Deathtouch, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := h525Game(t)
	sn := bf(t, g, 0, sniper)
	br := bf(t, g, 0, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
	big := bf(t, g, 1, creature(t, "Craw Giant", "{4}{G}{G}", 6, 6, 0, "Giant"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: br, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: big, Attacker: br})
	h525Prio(t, g, 0)
	require.NoError(t, g.Activate(0, sn, 0, obj(big)))
	resolve(t, g, nil)
	require.True(t, h525Dead(t, g, big))
	require.True(t, g.Blocked(br))
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.Zero(t, info(t, g, br).Damage)
}

// 10. Alice's Sunlit Asp: {W}{B} 1/1 deathtouch, lifelink, "{T}: Sunlit
// Asp deals 1 damage to target creature or player." Aimed at Bob, who
// controls the planeswalker Kessa, the noncombat damage may be redirected
// to Kessa (CR 306.7): it loses 1 loyalty (CR 306.8), and Alice gains 1
// all the same, since lifelink works for any damage the Asp deals (CR
// 702.15b); deathtouch does nothing to a permanent that is not a
// creature (CR 702.2b). In a second game Kessa is a 1/4 creature through
// Bob's Awakened Oath: the redirected deathtouch damage destroys it
// although it keeps 6 loyalty (CR 702.2b, 704.5h).
func TestH525RedirectedLifelinkDeathtouch(t *testing.T) {
	asp := h525Crt(t, "Sunlit Asp", "{W}{B}", 1, 1, ability.Deathtouch|ability.Lifelink, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	for _, animated := range []bool{false, true} {
		g := h525Game(t)
		a := bf(t, g, 0, asp)
		k := bf(t, g, 1, h525Kessa(t))
		if animated {
			bf(t, g, 1, h525Oath(t, 1, 4), game.PutOptions{AttachedTo: k})
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Activate(0, a, 0, pl(1)))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Apply(chooseObj(0, k)))
		resolve(t, g, nil)
		require.Equal(t, []int{21, 20}, lifes(g), "animated=%v", animated)
		if animated {
			require.True(t, h525Dead(t, g, k), "a creature dealt deathtouch damage")
		} else {
			require.Equal(t, 6, counter(t, g, k, game.Loyalty))
		}
	}
}

// h525Kessa is Bob's planeswalker: "+1: You gain 1 life." Loyalty 7.
func h525Kessa(t *testing.T) *card.Definition {
	return walker(t, "Kessa, Warden", "{2}{W}{W}", "Kessa", 7, loyal(1, nil, gain(1)...))
}

// h525Oath is "{1}{G} Aura: Enchant planeswalker. Enchanted planeswalker
// is a creature with base power and toughness p/tg in addition to its
// other types." (CR 303.4, 613.1d, 613.3b).
func h525Oath(t *testing.T, p, tg int) *card.Definition {
	return def(t, card.Definition{Name: "Awakened Oath", ManaCost: cost("{1}{G}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowPlaneswalker},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Creature, SetBasePT: true, BasePower: p, BaseToughness: tg}}})
}

// h525Named is p's permanent named name, or 0.
func h525Named(t *testing.T, g *game.Game, p game.PlayerID, name string) game.ObjectID {
	t.Helper()
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Card.Name == name {
			return id
		}
	}
	return 0
}

// ---------------------------------------------------------------------
// Part 3. Several blockers and the damage assignment order

// 11. Alice's 6/6 Craw Giant is blocked by Bob's 2/2, 3/3 and 4/4. Alice
// announces the damage assignment order (CR 509.2): the 4/4, then the
// 2/2, then the 3/3; the game is saved, loaded and cloned after her first
// choice. Lethal damage to each in order (CR 510.1c): 4 and 2, nothing
// left for the 3/3, which survives. The Giant is dealt 9 and dies.
func TestH525ThreeBlockersOrderSavedMidway(t *testing.T) {
	gD := creature(t, "Craw Giant", "{4}{G}{G}", 6, 6, 0, "Giant")
	d2 := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	d3 := creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox")
	d4 := creature(t, "Stone Ox", "{3}{G}", 4, 4, 0, "Ox")
	g := h525Game(t)
	gi := bf(t, g, 0, gD)
	b2 := bf(t, g, 1, d2)
	b3 := bf(t, g, 1, d3)
	b4 := bf(t, g, 1, d4)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: gi, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b2, Attacker: gi}, game.Block{Blocker: b3, Attacker: gi}, game.Block{Blocker: b4, Attacker: gi})
	require.Equal(t, game.DecideDamageOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "the active player orders (CR 509.2)")
	require.ElementsMatch(t, []game.ObjectID{b2, b3, b4}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, b4)))
	gs := h479Copies(t, g, gD, d2, d3, d4)
	for _, x := range gs {
		require.Equal(t, game.DecideDamageOrder, x.Pending().Kind)
		require.ElementsMatch(t, []game.ObjectID{b2, b3}, choices(x))
		require.Error(t, x.Apply(chooseObj(0, b4)), "already placed")
		require.NoError(t, x.Apply(chooseObj(0, b2)))
		require.Equal(t, []game.ObjectID{b4, b2, b3}, x.Blockers(gi))
		combatTo(t, x, game.Main2)
		require.True(t, h525Dead(t, x, b4))
		require.True(t, h525Dead(t, x, b2))
		require.False(t, gone(x, b3))
		require.Zero(t, info(t, x, b3).Damage)
		require.True(t, h525Dead(t, x, gi))
	}
	h479Same(t, gs)
}

// 12. Alice's 5/5 is blocked by two 2/2s, ordered A then B. In the
// declare blockers step Bob gives A +0/+3: as damage is assigned, lethal
// damage for A is 5, and the Brute must assign all 5 to A before any to
// B (CR 510.1c, its second example): A dies, B survives undamaged.
// Without the pump, 2 to A and 3 to B kill both.
func TestH525FirstBlockerPumpedAfterOrder(t *testing.T) {
	for _, pump := range []bool{false, true} {
		g := h525Game(t)
		lands(t, g, 1, card.Forest, 1)
		br := bf(t, g, 0, creature(t, "Grove Brute", "{4}{G}", 5, 5, 0, "Beast"))
		a := bf(t, g, 1, creature(t, "Reed Bear", "{1}{G}", 2, 2, 0, "Bear"))
		b := bf(t, g, 1, creature(t, "Fen Bear", "{1}{G}", 2, 2, 0, "Bear"))
		gr := hand(t, g, 1, h525Pump(t, "Bark Growth", 0, 3))
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: br, Player: 1})
		toBlockers(t, g)
		block(t, g, 1, game.Block{Blocker: a, Attacker: br}, game.Block{Blocker: b, Attacker: br})
		h525Order(t, g, a, b)
		if pump {
			h525Cast(t, g, 1, gr, obj(a))
		}
		combatTo(t, g, game.Main2)
		require.True(t, h525Dead(t, g, a))
		require.Equal(t, !pump, h525Dead(t, g, b), "pump=%v", pump)
		if pump {
			require.Zero(t, info(t, g, b).Damage)
		}
	}
}

// 13. A blocker removed from combat leaves the damage assignment order;
// the others keep their places (CR 506.4, 509.2). Alice's 7/7 trampler is
// blocked by Bob's 2/2 A, Moss Troll and 3/3 C, ordered A, Troll, C. A
// Doom Pin on the Troll, regenerated by Bob, removes it from combat
// (CR 701.13a). The trampler then assigns lethal 2 to A and 3 to C, and
// the remaining 2 to Bob (CR 702.19b). Saved, loaded and cloned with the
// Pin on the stack and Bob's regeneration above it.
func TestH525OrderAfterRegeneratedMiddleBlocker(t *testing.T) {
	wD := creature(t, "Thornback Wurm", "{5}{G}{G}", 7, 7, ability.Trample, "Wurm")
	aD := creature(t, "Reed Bear", "{1}{G}", 2, 2, 0, "Bear")
	cD := creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox")
	trD := troll(t)
	g := h525Game(t)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Forest, 1)
	w := bf(t, g, 0, wD)
	a := bf(t, g, 1, aD)
	tr := bf(t, g, 1, trD)
	c := bf(t, g, 1, cD)
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: w, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: c, Attacker: w}, game.Block{Blocker: tr, Attacker: w}, game.Block{Blocker: a, Attacker: w})
	h525Order(t, g, a, tr, c)
	require.Equal(t, []game.ObjectID{a, tr, c}, g.Blockers(w))
	h525Prio(t, g, 0)
	require.NoError(t, g.Cast(0, d, obj(tr)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, tr, 0))
	gs := h479Copies(t, g, wD, aD, cD, trD, doomDef)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, []game.ObjectID{a, c}, x.Blockers(w))
		combatTo(t, x, game.Main2)
		require.Equal(t, 18, x.Life(1))
		require.True(t, h525Dead(t, x, a))
		require.True(t, h525Dead(t, x, c))
		require.False(t, gone(x, tr))
		require.Equal(t, 5, info(t, x, w).Damage)
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 4. Permanents that stop being creatures in combat

// h525Animate is "{1}{U} Aura: Enchant artifact. Enchanted artifact is a
// creature with base power and toughness 4/4 in addition to its other
// types."
func h525Animate(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Animating Spark", ManaCost: cost("{1}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowArtifact},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Creature, SetBasePT: true, BasePower: 4, BaseToughness: 4}}})
}

// h525Idol is a {3} artifact with no abilities.
func h525Idol(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{3}"), Types: ability.Artifact})
}

// 14. Alice's Brass Idol is a 4/4 creature through her Animating Spark.
// It attacks and Bob's 3/3 blocks it. Bob destroys the Spark: the Idol
// stops being a creature and is removed from combat (CR 506.4); it deals
// and is dealt no combat damage. Bob's 3/3 is still a blocking creature,
// blocking nothing, and deals no damage (CR 509.1g, 510.1d).
func TestH525AnimatedAttackerStopsBeingCreature(t *testing.T) {
	g := h525Game(t)
	lands(t, g, 1, card.Swamp, 1)
	idol := bf(t, g, 0, h525Idol(t))
	bf(t, g, 0, h525Animate(t), game.PutOptions{AttachedTo: idol})
	ox := bf(t, g, 1, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	sh := hand(t, g, 1, h525Destroy(t, "Shatter Vow", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.True(t, g.CanAttack(idol))
	attack(t, g, 0, game.Attack{Attacker: idol, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: ox, Attacker: idol})
	h525Cast(t, g, 1, sh, obj(h525Named(t, g, 0, "Animating Spark")))
	require.False(t, g.InCombat(idol))
	require.Empty(t, g.Attackers())
	require.True(t, g.InCombat(ox), "still a blocking creature")
	combatTo(t, g, game.Main2)
	require.Zero(t, info(t, g, ox).Damage)
	require.Equal(t, 20, g.Life(1))
	require.True(t, info(t, g, idol).Tapped, "removal from combat doesn't untap it")
}

// 15. The same Idol is Bob's, blocking Alice's 5/5 (a trampler in one
// game, not in the other). Alice destroys the Spark: the Idol stops
// being a creature and leaves combat; the 5/5 stays blocked with no
// creature blocking it (CR 509.1h): the trampler assigns all 5 to Bob
// (CR 702.19c), the other none (CR 510.1c).
func TestH525AnimatedBlockerStopsBeingCreature(t *testing.T) {
	for _, kw := range []ability.Keyword{ability.Trample, 0} {
		g := h525Game(t)
		lands(t, g, 0, card.Swamp, 1)
		br := bf(t, g, 0, creature(t, "Grove Brute", "{4}{G}", 5, 5, kw, "Beast"))
		idol := bf(t, g, 1, h525Idol(t))
		bf(t, g, 1, h525Animate(t), game.PutOptions{AttachedTo: idol})
		sh := hand(t, g, 0, h525Destroy(t, "Shatter Vow", ability.AllowEnchantment))
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: br, Player: 1})
		toBlockers(t, g)
		block(t, g, 1, game.Block{Blocker: idol, Attacker: br})
		h525Cast(t, g, 0, sh, obj(h525Named(t, g, 1, "Animating Spark")))
		require.False(t, g.InCombat(idol))
		require.True(t, g.Blocked(br))
		require.Empty(t, g.Blockers(br))
		combatTo(t, g, game.Main2)
		if kw == ability.Trample {
			require.Equal(t, 15, g.Life(1))
		} else {
			require.Equal(t, 20, g.Life(1))
		}
		require.Zero(t, info(t, g, br).Damage)
	}
}

// 16. Bob's planeswalker Kessa (loyalty 7) is a 1/4 creature through his
// Awakened Oath, and Alice's 3/3 attacks it; Bob doesn't block. Alice
// destroys the Oath: Kessa stops being a creature but is still a
// planeswalker being attacked (CR 506.4: only a planeswalker that stops
// being one stops being attacked): the unblocked 3/3 deals its 3 to it
// (CR 510.1b, 306.8).
func TestH525AttackedAnimatedPlaneswalkerStaysAttacked(t *testing.T) {
	g := h525Game(t)
	lands(t, g, 0, card.Swamp, 1)
	k := bf(t, g, 1, h525Kessa(t))
	bf(t, g, 1, h525Oath(t, 1, 4), game.PutOptions{AttachedTo: k})
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	sh := hand(t, g, 0, h525Destroy(t, "Shatter Vow", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ox, Player: game.NoPlayer, Planeswalker: k})
	toBlockers(t, g)
	block(t, g, 1)
	h525Cast(t, g, 0, sh, obj(h525Named(t, g, 1, "Awakened Oath")))
	atk, ok := g.AttackOf(ox)
	require.True(t, ok)
	require.Equal(t, k, atk.Planeswalker)
	combatTo(t, g, game.Main2)
	require.Equal(t, 4, counter(t, g, k, game.Loyalty))
	require.Equal(t, 20, g.Life(1))
}

// 17. Kessa (loyalty 7), a 2/4 creature through the Oath, blocks the
// 3/3 that attacks it. Combat damage to a permanent that is both a
// creature and a planeswalker has both results: 3 damage marked and 3
// loyalty counters removed (CR 119.3c, 119.3e, 306.8); Kessa deals its 2
// to the attacker. Kessa survives with 4 loyalty and 3 damage, which is
// removed in the cleanup step (CR 514.2).
func TestH525AnimatedPlaneswalkerBlocksItsAttacker(t *testing.T) {
	g := h525Game(t)
	k := bf(t, g, 1, h525Kessa(t))
	bf(t, g, 1, h525Oath(t, 2, 4), game.PutOptions{AttachedTo: k})
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ox, Player: game.NoPlayer, Planeswalker: k})
	toBlockers(t, g)
	require.True(t, g.CanBlock(k, ox), "a creature may block a creature attacking it (CR 509.1a)")
	block(t, g, 1, game.Block{Blocker: k, Attacker: ox})
	combatTo(t, g, game.Main2)
	require.False(t, gone(g, k))
	require.Equal(t, 4, counter(t, g, k, game.Loyalty))
	require.Equal(t, 3, info(t, g, k).Damage)
	require.Equal(t, 2, info(t, g, ox).Damage)
	nextTurn(t, g)
	require.Zero(t, info(t, g, k).Damage)
	require.Equal(t, 4, counter(t, g, k, game.Loyalty))
}

// ---------------------------------------------------------------------
// Part 5. Requirements and restrictions on attacks and blocks

// h525Berserker is "{1}{R} 3/1: Bloodmad Berserker attacks each combat
// if able."
func h525Berserker(t *testing.T) *card.Definition {
	return h525Crt(t, "Bloodmad Berserker", "{1}{R}", 3, 1, 0, card.Definition{Restrictions: ability.AttacksEachCombat})
}

// 18. Alice's Bloodmad Berserker must attack when it can: a declaration
// without it is refused (CR 508.1d). Under Bob's Tidal Barrier
// ("Creatures without flying can't attack") it can't, and declaring no
// attackers obeys as many requirements as possible: none is asked at
// all, since no creature could attack (CR 508.1c-d). After Alice's
// Fettering Word ("Target creature can't attack this turn"), the same.
func TestH525AttacksEachCombatAgainstRestrictions(t *testing.T) {
	barrier := def(t, card.Definition{Name: "Tidal Barrier", ManaCost: cost("{2}{U}"), Types: ability.Enchantment,
		Statics: []ability.Static{{AttackNeedsKeyword: ability.Flying}}})
	fetter := instant(t, "Fettering Word", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Restrictions: ability.CantAttack, Duration: ability.UntilEndOfTurn})
	for _, how := range []string{"free", "barrier", "fetter"} {
		g := h525Game(t)
		lands(t, g, 0, card.Plains, 1)
		bz := bf(t, g, 0, h525Berserker(t))
		fl := bf(t, g, 0, creature(t, "Sky Gull", "{1}{U}", 1, 1, ability.Flying, "Bird"))
		f := hand(t, g, 0, fetter)
		if how == "barrier" {
			bf(t, g, 1, barrier)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		if how == "fetter" {
			h525Cast(t, g, 0, f, obj(bz))
		}
		for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.Equal(t, game.DecideAttackers, g.Pending().Kind, "the Gull may attack (%s)", how)
		err := g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: fl, Player: 1}}})
		if how == "free" {
			require.Error(t, err)
			require.Equal(t, "508.1d", ruleOf(err))
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
				Attackers: []game.Attack{{Attacker: fl, Player: 1}, {Attacker: bz, Player: 1}}}))
			combatTo(t, g, game.Main2)
			require.Equal(t, 16, g.Life(1))
			continue
		}
		require.NoError(t, err, how)
		require.False(t, g.InCombat(bz))
		combatTo(t, g, game.Main2)
		require.Equal(t, 19, g.Life(1))
	}
}

// 19. Bob's Cowering Squire: {W} 2/2, "Menace. Cowering Squire can't
// block." Alice's Dread Marauder has menace (CR 702.110b): Bob's only
// other creature, a 2/2, can't block it alone, and the Squire can't
// block at all (CR 509.1b): no creature of Bob's could block, and no
// declaration of blockers is asked (CR 509.1). With a second untapped
// 2/2, Bob blocks with the two 2/2s; blocking with the Squire is
// refused.
func TestH525MenaceAgainstCantBlock(t *testing.T) {
	squireD := h525Crt(t, "Cowering Squire", "{W}", 2, 2, ability.Menace, card.Definition{Restrictions: ability.CantBlock})
	for _, second := range []bool{false, true} {
		g := h525Game(t)
		m := bf(t, g, 0, creature(t, "Dread Marauder", "{2}{B}", 3, 2, ability.Menace, "Horror"))
		sq := bf(t, g, 1, squireD)
		a := bf(t, g, 1, creature(t, "Reed Bear", "{1}{G}", 2, 2, 0, "Bear"))
		var b game.ObjectID
		if second {
			b = bf(t, g, 1, creature(t, "Fen Bear", "{1}{G}", 2, 2, 0, "Bear"))
		}
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: m, Player: 1})
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		if !second {
			require.NotEqual(t, game.DecideBlockers, g.Pending().Kind)
			combatTo(t, g, game.Main2)
			require.Equal(t, 17, g.Life(1))
			continue
		}
		require.Equal(t, game.DecideBlockers, g.Pending().Kind)
		err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
			Blockers: []game.Block{{Blocker: sq, Attacker: m}, {Blocker: a, Attacker: m}}})
		require.Error(t, err)
		require.Equal(t, "509.1b", ruleOf(err))
		block(t, g, 1, game.Block{Blocker: a, Attacker: m}, game.Block{Blocker: b, Attacker: m})
		h525Order(t, g, a, b)
		combatTo(t, g, game.Main2)
		require.True(t, h525Dead(t, g, m))
		require.True(t, h525Dead(t, g, a))
		require.False(t, gone(g, b))
		require.Equal(t, 20, g.Life(1))
	}
}

// ---------------------------------------------------------------------
// Part 6. Tapping and untapping in combat; vigilance

// 20. Alice's Ember Scout ({1}{R} 2/2, "{T}: Ember Scout deals 1 damage
// to target creature or player.") attacks and is tapped (CR 508.1f).
// Alice's Rally Call ("Untap target creature") untaps it; it taps again
// for its ability. Tapping or untapping an attacking creature doesn't
// remove it from combat or stop its combat damage (CR 506.4b): Bob loses
// 1 and then 2.
func TestH525AttackerUntappedAndTappedAgain(t *testing.T) {
	scout := h525Crt(t, "Ember Scout", "{1}{R}", 2, 2, 0, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	rally := instant(t, "Rally Call", "{W}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpUntap, Target: 0})
	g := h525Game(t)
	lands(t, g, 0, card.Plains, 1)
	s := bf(t, g, 0, scout)
	r := hand(t, g, 0, rally)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: s, Player: 1})
	require.True(t, info(t, g, s).Tapped)
	h525Cast(t, g, 0, r, obj(s))
	require.False(t, info(t, g, s).Tapped)
	require.True(t, g.InCombat(s))
	require.NoError(t, g.Activate(0, s, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.True(t, g.InCombat(s))
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
}

// 21. Bob's 3/3 blocks Alice's 2/2; Alice's Frost Snare ("Tap target
// creature") taps the blocker. A tapped blocking creature is still
// blocking and still deals its combat damage (CR 506.4b): the 2/2 dies.
// Alice's vigilant 2/3 Lancer, also attacking and unblocked, stays
// untapped (CR 702.20b) and deals its 2.
func TestH525TappedBlockerStillDealsDamage(t *testing.T) {
	snare := instant(t, "Frost Snare", "{U}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpTap, Target: 0})
	g := h525Game(t)
	lands(t, g, 0, card.Island, 1)
	br := bf(t, g, 0, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ln := bf(t, g, 0, creature(t, "Watchful Lancer", "{2}{W}", 2, 3, ability.Vigilance, "Soldier"))
	ox := bf(t, g, 1, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	sn := hand(t, g, 0, snare)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: br, Player: 1}, game.Attack{Attacker: ln, Player: 1})
	require.False(t, info(t, g, ln).Tapped)
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: ox, Attacker: br})
	h525Cast(t, g, 0, sn, obj(ox))
	require.True(t, info(t, g, ox).Tapped)
	require.True(t, g.InCombat(ox))
	combatTo(t, g, game.Main2)
	require.True(t, h525Dead(t, g, br))
	require.Equal(t, 2, info(t, g, ox).Damage)
	require.Equal(t, 18, g.Life(1))
	require.False(t, info(t, g, ln).Tapped)
}

// ---------------------------------------------------------------------
// Part 7. Creatures entering the battlefield during combat

// 22. Ambush Wolf: {1}{G} 2/2 flash. Bob casts one in Alice's declare
// attackers step, after attackers are declared: it blocks, summoning
// sickness notwithstanding (CR 302.6 restricts attacks and {T} abilities
// only, 509.1a). Alice's own Wolf, cast in the same step, is not
// attacking: attackers are declared once (CR 508.1a, 508.1k). A Wolf Bob
// casts after blockers are declared doesn't block (CR 509.1). Alice's
// Pack Caller ("Whenever Pack Caller attacks, create a 1/1 green Wolf
// creature token") makes a token that isn't attacking either.
func TestH525CreaturesEnteringDuringCombat(t *testing.T) {
	wolf := h525Crt(t, "Ambush Wolf", "{1}{G}", 2, 2, ability.Flash, card.Definition{})
	tok := card.Define(card.Definition{Name: "Wolf", Types: ability.Creature, Subtypes: []string{"Wolf"}, Colors: mana.SetOf(mana.Green),
		Power: C(1), Toughness: C(1)})
	caller := h525Crt(t, "Pack Caller", "{2}{G}", 3, 3, 0, card.Definition{Triggered: []ability.Triggered{{Event: ability.Attacks,
		Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: tok}}}}})
	g := h525Game(t)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Forest, 4)
	pc := bf(t, g, 0, caller)
	aw := hand(t, g, 0, wolf)
	bw := hand(t, g, 1, wolf)
	bw2 := hand(t, g, 1, wolf)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: pc, Player: 1})
	resolve(t, g, nil)
	require.Len(t, g.Zone(0, zone.Battlefield), 4, "Caller, two Forests, token")
	h525Cast(t, g, 0, aw)
	require.Equal(t, []game.ObjectID{pc}, g.Attackers(), "neither Alice's Wolf nor the token attacks")
	require.NoError(t, g.Pass(0))
	h525Cast(t, g, 1, bw)
	bw = h525Now(t, g, bw)
	toBlockers(t, g)
	require.True(t, g.CanBlock(bw, pc))
	block(t, g, 1, game.Block{Blocker: bw, Attacker: pc})
	h525Prio(t, g, 1)
	require.NoError(t, g.Cast(1, bw2))
	resolve(t, g, nil)
	bw2 = h525Now(t, g, bw2)
	require.Equal(t, zone.Battlefield, info(t, g, bw2).Zone)
	require.False(t, g.InCombat(bw2))
	require.Equal(t, []game.ObjectID{bw}, g.Blockers(pc))
	combatTo(t, g, game.Main2)
	require.True(t, h525Dead(t, g, bw))
	require.Equal(t, 2, info(t, g, pc).Damage)
	require.Equal(t, 20, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 8. Combat damage triggers and lifelink

// 23. Gorehorn Brute: {3}{G}{G} 5/5 trample, "Whenever Gorehorn Brute
// deals combat damage to a player, you gain that much life." Blocked by
// a 2/2, it assigns lethal 2 to it and 3 to Bob (CR 702.19b): the
// ability triggers once, for the 3 dealt to Bob (CR 603.2, 119.3), and
// Alice gains 3.
func TestH525TrampleThatMuchToPlayer(t *testing.T) {
	gore := h525Crt(t, "Gorehorn Brute", "{3}{G}{G}", 5, 5, ability.Trample, card.Definition{Triggered: []ability.Triggered{{
		Event:   ability.DealsCombatDamageToPlayer,
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := h525Game(t)
	gb := bf(t, g, 0, gore)
	br := bf(t, g, 1, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: gb, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: br, Attacker: gb})
	combatTo(t, g, game.CombatDamage)
	require.Equal(t, []int{20, 17}, lifes(g))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, []int{23, 17}, lifes(g))
	require.True(t, h525Dead(t, g, br))
}

// 24. Searing Raider: {2}{R} 2/2, "Whenever Searing Raider deals combat
// damage to a player, it deals that much damage to that player." Bob
// controls the planeswalker Kessa. The Raider's combat damage can't be
// redirected: only noncombat damage can (CR 306.7): Bob is dealt 2. The
// trigger's damage is noncombat damage from Alice's source: she may have
// it dealt to Kessa instead; she does, and Kessa loses 2 loyalty (CR
// 306.8). Saved, loaded and cloned with the question pending.
func TestH525ThatMuchRedirected(t *testing.T) {
	raider := h525Crt(t, "Searing Raider", "{2}{R}", 2, 2, 0, card.Definition{Triggered: []ability.Triggered{{
		Event: ability.DealsCombatDamageToPlayer,
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEventPlayer,
			Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	kes := h525Kessa(t)
	g := h525Game(t)
	r := bf(t, g, 0, raider)
	k := bf(t, g, 1, kes)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1})
	combatTo(t, g, game.CombatDamage)
	require.Equal(t, 18, g.Life(1), "combat damage isn't redirected")
	require.Equal(t, 7, counter(t, g, k, game.Loyalty))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	gs := h479Copies(t, g, raider, kes)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, k)))
		resolve(t, x, nil)
		require.Equal(t, 18, x.Life(1))
		require.Equal(t, 5, counter(t, x, k, game.Loyalty))
	}
	h479Same(t, gs)
}

// 25. Combat damage is dealt at once, and lifelink's life gain is part of
// that damage event (CR 510.2, 702.15b): both players at 3, Bob attacks
// Alice with an unblocked 3/3 and a 2/2 that Alice's 2/2 lifelinker
// blocks. Alice loses 3 and gains 2 in the same event; state-based
// actions, checked only after it, find her at 2 (CR 704.3, 704.5a): she
// is still in the game, and Bob's 2/2 and her blocker trade.
func TestH525LifelinkBlockerSavesItsController(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Seed: 1, StartingLife: 3, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	libs(t, g, 5)
	ll := bf(t, g, 0, creature(t, "Dawn Acolyte", "{1}{W}", 2, 2, ability.Lifelink, "Cleric"))
	big := bf(t, g, 1, creature(t, "Plain Ox", "{2}{G}", 3, 3, 0, "Ox"))
	sm := bf(t, g, 1, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: big, Player: 0}, game.Attack{Attacker: sm, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: ll, Attacker: sm})
	combatTo(t, g, game.Main2)
	require.False(t, g.Over())
	require.Equal(t, []int{2, 3}, lifes(g))
	require.True(t, h525Dead(t, g, ll))
	require.True(t, h525Dead(t, g, sm))
}

// 26. Alice's Desperate Rally: "As long as your life total is less than
// your starting life total, creatures you control get +1/+1." Bob
// attacks with a 2/2; Alice's Blood Price ("You lose 1 life") puts her
// at 19: her 2/2 lifelinker is a 3/3, and it blocks Bob's 2/2. Damage is
// dealt at once with its lifelink gain (CR 510.2, 702.15b): Alice is at
// 22 when state-based actions are checked, the Rally no longer applies
// (CR 604.2, 611.3a), and the lifelinker, a 2/2 with 2 damage, dies
// (CR 704.5g); Bob's 2/2 dies too.
func TestH525LifelinkTurnsOffConditionalAnthem(t *testing.T) {
	rally := def(t, card.Definition{Name: "Desperate Rally", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide},
			If: ability.If(ability.LifeBelowStarting), Power: 1, Toughness: 1}}})
	price := instant(t, "Blood Price", "{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)})
	g := h525Game(t)
	lands(t, g, 0, card.Swamp, 1)
	bf(t, g, 0, rally)
	ll := bf(t, g, 0, creature(t, "Dawn Acolyte", "{1}{W}", 2, 2, ability.Lifelink, "Cleric"))
	sm := bf(t, g, 1, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bp := hand(t, g, 0, price)
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ll))
	attack(t, g, 1, game.Attack{Attacker: sm, Player: 0})
	h525Cast(t, g, 0, bp)
	require.Equal(t, 19, g.Life(0))
	require.Equal(t, [2]int{3, 3}, pt(t, g, ll))
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: ll, Attacker: sm})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{22, 20}, lifes(g), "19 + 3: it dealt 3 as a 3/3")
	require.True(t, h525Dead(t, g, sm))
	require.True(t, h525Dead(t, g, ll), "a 2/2 again, with 2 damage")
}

// ---------------------------------------------------------------------
// Part 9. Planeswalkers in combat

// 27. Alice's Vile Leech (2/2 deathtouch, lifelink) attacks Bob's
// planeswalker Kessa, unblocked: the damage removes 2 loyalty counters
// (CR 306.8, 119.3c) and Alice gains 2 (CR 702.15b); deathtouch does
// nothing to a permanent that isn't a creature (CR 702.2b). Bob's life
// doesn't change: damage to a planeswalker is not damage to its
// controller. The game is saved, loaded and cloned with Bob's block to
// declare, and Bob declares none.
func TestH525LifelinkDeathtouchIntoPlaneswalker(t *testing.T) {
	leechD := creature(t, "Vile Leech", "{1}{B}", 2, 2, ability.Deathtouch|ability.Lifelink, "Leech")
	bearD := creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear")
	kes := h525Kessa(t)
	g := h525Game(t)
	l := bf(t, g, 0, leechD)
	k := bf(t, g, 1, kes)
	bf(t, g, 1, bearD)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: game.NoPlayer, Planeswalker: k})
	toBlockers(t, g)
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	gs := h479Copies(t, g, leechD, bearD, kes)
	for _, x := range gs {
		block(t, x, 1)
		combatTo(t, x, game.Main2)
		require.Equal(t, []int{22, 20}, lifes(x))
		require.Equal(t, 5, counter(t, x, k, game.Loyalty))
		require.False(t, gone(x, k))
	}
	h479Same(t, gs)
}

// 28. Bob's Kessa (loyalty 7) is a 1/4 creature through his Awakened
// Oath, and Alice's 1/1 deathtouch Asp attacks it, unblocked. Combat
// damage to a creature from a deathtouch source destroys it, though it
// still has 6 loyalty (CR 119.3c, 702.2b, 704.5h).
func TestH525DeathtouchIntoAnimatedPlaneswalker(t *testing.T) {
	g := h525Game(t)
	a := bf(t, g, 0, creature(t, "Bog Asp", "{B}", 1, 1, ability.Deathtouch, "Snake"))
	k := bf(t, g, 1, h525Kessa(t))
	bf(t, g, 1, h525Oath(t, 1, 4), game.PutOptions{AttachedTo: k})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: k})
	toBlockers(t, g)
	block(t, g, 1)
	combatTo(t, g, game.Main2)
	require.True(t, h525Dead(t, g, k))
	require.Equal(t, 20, g.Life(1))
}

// 29. Alice's 4/4 trampler attacks Bob's planeswalker Kessa (loyalty 7),
// which is a 1/4 creature through the Oath, and Kessa blocks it. Lethal
// damage for Kessa as a blocker is 4 (CR 702.19b), all the trampler has:
// nothing is left over for the planeswalker it attacks, which is Kessa
// itself. Kessa is dealt 4: 4 damage marked and 4 loyalty removed (CR
// 119.3c, 119.3e), and dies of lethal damage with 3 loyalty left (CR
// 704.5g). With +3/+0 from Alice's Bark Growth first, the trampler's 7
// is 4 lethal to Kessa as a blocker and 3 to Kessa as the planeswalker
// attacked: 7 damage in all, and Kessa dies either way.
func TestH525TrampleIntoItsOwnBlockingPlaneswalker(t *testing.T) {
	for _, pump := range []bool{false, true} {
		g := h525Game(t)
		lands(t, g, 0, card.Forest, 1)
		tr := bf(t, g, 0, creature(t, "Thorn Rhino", "{3}{G}", 4, 4, ability.Trample, "Rhino"))
		k := bf(t, g, 1, h525Kessa(t))
		bf(t, g, 1, h525Oath(t, 1, 4), game.PutOptions{AttachedTo: k})
		gr := hand(t, g, 0, h525Pump(t, "Bark Growth", 3, 0))
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: tr, Player: game.NoPlayer, Planeswalker: k})
		toBlockers(t, g)
		block(t, g, 1, game.Block{Blocker: k, Attacker: tr})
		if pump {
			h525Cast(t, g, 0, gr, obj(tr))
		}
		g.ClearEvents()
		combatTo(t, g, game.Main2)
		n := 0
		for _, e := range g.Events() {
			if e.Kind == game.EventDamage && e.Object == k {
				n += e.Amount
			}
		}
		require.True(t, h525Dead(t, g, k))
		require.Equal(t, 20, g.Life(1), "none to Bob (CR 702.19d)")
		if pump {
			require.Equal(t, 7, n)
		} else {
			require.Equal(t, 4, n)
		}
		require.Equal(t, 1, info(t, g, tr).Damage)
	}
}

// ---------------------------------------------------------------------
// Part 10. Definitions Check refuses

// 30. Definitions of one's own that the vocabulary doesn't play are
// refused at the field that says so: a creature land of one's own that
// makes itself a creature "as long as you control a Forest" (types are
// added only to what an Aura or Equipment is attached to, and without a
// condition), and an Aura that adds the creature type only "as long as"
// something holds.
func TestH525CheckRefusesConditionalAnimation(t *testing.T) {
	selfAnim := card.Define(card.Definition{Name: "Thicket Lair", Types: ability.Land,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, IfControlSubtype: "Forest", AddTypes: ability.Creature,
			SetBasePT: true, BasePower: 3, BaseToughness: 3}}})
	err := selfAnim.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "Statics[0].AddTypes")
	condAura := card.Define(card.Definition{Name: "Fickle Spark", ManaCost: cost("{1}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowArtifact},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, If: ability.IfYouControl(ability.Land), AddTypes: ability.Creature,
			SetBasePT: true, BasePower: 4, BaseToughness: 4}}})
	err = condAura.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "Statics[0].AddTypes")
	require.Contains(t, err.Error(), "without a condition")
	require.NoError(t, h525Animate(t).Check(), "the same Aura without a condition is accepted")
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 31. Bob's planeswalker Kessa (loyalty 7) is a 1/4 creature through his
// Awakened Oath. Alice attacks Kessa with a 3/3 trampler and a 2/2; Bob
// blocks the trampler with Kessa itself (a creature may block a creature
// attacking it, CR 509.1a). Alice then destroys the Oath: Kessa stops
// being a creature but is still a planeswalker, so it stops being a
// blocking creature and goes on being a planeswalker that's being
// attacked (CR 506.4d; 506.4 stops a planeswalker being attacked only
// when it stops being a planeswalker). The trampler, blocked by no
// creature now, assigns all its damage to Kessa (CR 509.1h, 702.19c),
// the unblocked 2/2 its 2 (CR 510.1b): Kessa loses 5 loyalty (CR
// 306.8), down to 2.
func TestH525BlockingPlaneswalkerStopsBeingCreature(t *testing.T) {
	g := h525Game(t)
	lands(t, g, 0, card.Swamp, 1)
	k := bf(t, g, 1, h525Kessa(t))
	bf(t, g, 1, h525Oath(t, 1, 4), game.PutOptions{AttachedTo: k})
	tr := bf(t, g, 0, creature(t, "Thorn Rhino", "{2}{G}", 3, 3, ability.Trample, "Rhino"))
	br := bf(t, g, 0, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
	sh := hand(t, g, 0, h525Destroy(t, "Shatter Vow", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Equal(t, [2]int{1, 4}, pt(t, g, k))
	attack(t, g, 0, game.Attack{Attacker: tr, Player: game.NoPlayer, Planeswalker: k},
		game.Attack{Attacker: br, Player: game.NoPlayer, Planeswalker: k})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: k, Attacker: tr})
	h525Cast(t, g, 0, sh, obj(h525Named(t, g, 1, "Awakened Oath")))
	require.Empty(t, g.Blockers(tr), "no longer a blocking creature")
	require.True(t, g.Blocked(tr))
	atk, ok := g.AttackOf(br)
	require.True(t, ok)
	require.Equal(t, k, atk.Planeswalker, "still a planeswalker being attacked (CR 506.4d)")
	combatTo(t, g, game.Main2)
	require.False(t, gone(g, k))
	require.Equal(t, 2, counter(t, g, k, game.Loyalty))
	require.Equal(t, 20, g.Life(1))
}

// 32. Alice's Brass Idol is a 5/5 artifact creature through Ensoul
// Artifact (M15: "Enchanted artifact is a creature with base power and
// toughness 5/5 in addition to its other types") and attacks. Bob casts
// Hush ("{U} instant: Target enchantment loses all abilities until end
// of turn") on the Ensoul. Ensoul's one static ability makes one effect
// with a part in layer 4 (the creature type) and one in layer 7b (base
// 5/5): it began to apply in layer 4, before its ability was removed in
// layer 6, so it goes on applying in layer 7b too (CR 613.5, 613.1d,
// 613.1f, 613.3b). The Idol is never a 0/0 creature and is not put into
// the graveyard by CR 704.5f (whatever becomes of the Aura, which keeps
// the Idol a 5/5 creature as long as it stays attached).
func TestH525EnsoulLosesAbilitiesKeepsBasePT(t *testing.T) {
	hush := instant(t, "Hush", "{U}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Subject: ability.SubjectTarget, LoseAllAbilities: true})
	g := h525Game(t)
	lands(t, g, 1, card.Island, 1)
	idol := bf(t, g, 0, h525Idol(t))
	ens := bf(t, g, 0, card.EnsoulArtifact, game.PutOptions{AttachedTo: idol})
	hu := hand(t, g, 1, hush)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Equal(t, [2]int{5, 5}, pt(t, g, idol))
	attack(t, g, 0, game.Attack{Attacker: idol, Player: 1})
	require.NoError(t, g.Pass(0))
	h525Cast(t, g, 1, hu, obj(ens))
	require.False(t, h525Dead(t, g, idol), "not a 0/0 creature (CR 613.5)")
	if !gone(g, ens) {
		require.Equal(t, [2]int{5, 5}, pt(t, g, idol), "the 7b part goes on applying")
		require.True(t, g.InCombat(idol))
	}
}
