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

// Custom cards, eleventh set: replacement and prevention effects and what
// they meet. Prevention of combat and noncombat damage with lifelink,
// deathtouch and trample; prevention read as the damage would be dealt
// (colours of sources that left, several colours, no colour);
// regeneration against destruction by effects, lethal and deathtouch
// damage, the legend rule and toughness 0, together with indestructible;
// "enters with counters", "enters tapped" and "as enters, choose" applied
// together and to copies; redirection to planeswalkers; in three-player
// games and Two-Headed Giant, and saved, loaded and cloned in the middle
// of their decisions.

// h482Bolt is "{mc} instant: deals n damage to target creature or
// player."
func h482Bolt(t *testing.T, name, mc string, n int) *card.Definition {
	return instant(t, name, mc, []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)})
}

// h482Fog is "{G} instant: Prevent all combat damage that would be dealt
// this turn."
func h482Fog(t *testing.T) *card.Definition {
	return instant(t, "Hushing Mist", "{G}", nil, ability.Effect{Op: ability.OpPrevent, Subject: ability.SubjectAll})
}

// h482Troll is a {1}{G} 2/2 Troll with kw and "{G}: Regenerate this."
func h482Troll(t *testing.T, name string, kw ability.Keyword, super card.Supertype, trs ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{G}"), Supertypes: super, Types: ability.Creature, Subtypes: []string{"Troll"},
		Power: C(2), Toughness: C(2), Keywords: kw, Triggered: trs, Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{G}")},
			Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}}}}})
}

// h482Pinger is a creature "{T}: This deals 1 damage to target creature or
// player."
func h482Pinger(t *testing.T, name, mc string, p, tg int, kw ability.Keyword) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{"Shaman"},
		Power: C(p), Toughness: C(tg), Keywords: kw, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
}

// h482Modify is "{mc} instant: Target creature gets +p/+tg and gains kw
// (loses lose) until end of turn."
func h482Modify(t *testing.T, name, mc string, p, tg int, kw, lose ability.Keyword) *card.Definition {
	return instant(t, name, mc, []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg, Keywords: kw, LoseKeywords: lose})
}

// h482Wrath is "{2}{W}{W} sorcery: Destroy all creatures" (", They can't
// be regenerated" with noRegen).
func h482Wrath(t *testing.T, name string, noRegen bool) *card.Definition {
	return sorcery(t, name, "{2}{W}{W}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, NoRegenerate: noRegen})
}

// h482Aegis is "{1}{W} Aura: Enchant creature. If a source would deal
// damage to enchanted creature, prevent X of that damage, where X is the
// number of creatures you control."
func h482Aegis(t *testing.T) *card.Definition {
	return h476Aura(t, "Bulwark Charm", "{1}{W}", []ability.Static{{Affects: ability.AffectsAttached, PreventPerCreature: true}})
}

// h482Color resolves the stack, answering the colour decision of a
// Sunward Shield (CR 105.4) for p with c.
func h482Color(t *testing.T, g *game.Game, p game.PlayerID, c mana.Color) {
	t.Helper()
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, p, g.Pending().Player)
	require.NoError(t, g.Apply(choose(p, int(c))))
	resolve(t, g, nil)
}

// h482Stepped passes priority, answering nothing else, until the step
// of the active player's turn is s.
func h482Stepped(t *testing.T, g *game.Game, s game.Step) {
	t.Helper()
	for i := 0; i < 100 && g.Step() != s; i++ {
		d := g.Pending()
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, s, g.Step())
}

// ---------------------------------------------------------------------
// Part 1. Prevention

// 1. Hushing Mist: {G} instant, "Prevent all combat damage that would be
// dealt this turn." Three players. Alice's Venom Leech (2/2 deathtouch,
// lifelink) is blocked by Bob's 5/5 Stone Ox; her Tithe Raider (3/3,
// "Whenever this deals combat damage to a player, draw a card") is not.
// Bob casts the Mist after blockers: no combat damage is dealt at all
// (CR 615.1a, 615.6): the Ox survives the deathtouch (CR 702.2b), Alice
// gains nothing (CR 702.15b), the Leech is undamaged, Bob stays at 20 and
// the Raider's ability never triggers (CR 510.2).
func TestH482FogLifelinkDeathtouchAndTriggers(t *testing.T) {
	leech := creature(t, "Venom Leech", "{1}{B}", 2, 2, ability.Deathtouch|ability.Lifelink, "Leech")
	raider := def(t, card.Definition{Name: "Tithe Raider", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(3), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer, Effects: draw1}}})
	ox := creature(t, "Stone Ox", "{3}{G}", 5, 5, 0, "Ox")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	l := bf(t, g, 0, leech)
	r := bf(t, g, 0, raider)
	o := bf(t, g, 1, ox)
	f := hand(t, g, 1, h482Fog(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: 1}, game.Attack{Attacker: r, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: o, Attacker: l})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, f))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main2)
	require.Equal(t, []int{20, 20, 20}, lifes(g))
	require.False(t, gone(g, o), "no deathtouch damage was dealt")
	require.Zero(t, info(t, g, o).Damage)
	require.False(t, gone(g, l))
	require.Zero(t, info(t, g, l).Damage)
	require.Zero(t, g.ZoneLen(0, zone.Hand), "the Raider dealt no damage: no draw")
}

// 2. Hushing Mist prevents combat damage only: after it resolves, Bob's
// Spark Shaman ("{T}: 1 damage to target creature or player") still
// deals its 1 damage to Alice's attacking Venom Leech and to Alice
// (CR 615.1a: the effect names combat damage; CR 510.2 is not this).
func TestH482FogLeavesNoncombatDamage(t *testing.T) {
	leech := creature(t, "Venom Leech", "{1}{B}", 2, 1, ability.Deathtouch|ability.Lifelink, "Leech")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	l := bf(t, g, 0, leech)
	sh := bf(t, g, 1, h482Pinger(t, "Spark Shaman", "{1}{R}", 1, 1, 0))
	sh2 := bf(t, g, 2, h482Pinger(t, "Carol's Spark Shaman", "{1}{R}", 1, 1, 0))
	f := hand(t, g, 1, h482Fog(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: 1})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, f))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, sh, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Activate(2, sh2, 0, obj(l)))
	resolve(t, g, nil)
	require.True(t, gone(g, l), "1 noncombat damage is lethal to the 2/1 Leech")
}

// 3. Sunward Shield (choose a colour on resolution) against sources that
// aren't on the battlefield any more, saved and loaded while Alice
// chooses the colour (CR 105.4). Three players; Alice shields herself
// from red. Bob's Cinder Imp ({R} 1/1, "Sacrifice Cinder Imp: it deals 2
// damage to target creature or player") is sacrificed as the ability's
// cost: its damage is from the Imp as it last existed, red, and is
// prevented (CR 609.7, 112.7a, 615.1). Carol, not shielded, is dealt the
// second Imp's 2.
func TestH482ShieldPreventsSacrificedSource(t *testing.T) {
	imp := def(t, card.Definition{Name: "Cinder Imp", ManaCost: cost("{R}"), Types: ability.Creature, Subtypes: []string{"Imp"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}}}}})
	shield := sunwardShield(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	s := hand(t, g, 0, shield)
	i1 := bf(t, g, 1, imp)
	i2 := bf(t, g, 1, imp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(0)))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	gs := h479Copies(t, g, shield, imp)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(0, int(mana.Red))))
		resolve(t, x, nil)
		require.NoError(t, x.Pass(0))
		require.NoError(t, x.Activate(1, i1, 0, pl(0)))
		require.True(t, gone(x, i1), "sacrificed as the cost")
		resolve(t, x, nil)
		require.Equal(t, 20, x.Life(0), "the Imp was red as it last existed")
		require.NoError(t, x.Pass(0))
		require.NoError(t, x.Activate(1, i2, 0, pl(2)))
		resolve(t, x, nil)
		require.Equal(t, 18, x.Life(2))
	}
	h479Same(t, gs)
}

// 4. Sunward Shield on Alice choosing green. Bob's Feral Spark ({R}{G}
// instant, 3 damage to target creature or player) is red and green, so
// a source of the chosen colour: prevented (CR 105.1, 615.1). His Iron
// Sling ({2} artifact, "{T}: 1 damage to target creature or player") is
// colourless, of no colour (CR 105.2c): its damage is dealt. A green
// creature that enters after the shield resolved is a source of the
// colour too (CR 615.1: prevention applies as events happen).
func TestH482ShieldMulticolorAndColorless(t *testing.T) {
	spark := h482Bolt(t, "Feral Spark", "{R}{G}", 3)
	sling := def(t, card.Definition{Name: "Iron Sling", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	gp := h482Pinger(t, "Thorn Shaman", "{1}{G}", 1, 1, ability.Haste)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 1, card.Forest, 3)
	s := hand(t, g, 0, sunwardShield(t))
	fs := hand(t, g, 1, spark)
	sl := bf(t, g, 1, sling)
	th := hand(t, g, 1, gp)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, s, pl(0)))
	h482Color(t, g, 0, mana.Green)
	require.NoError(t, g.Cast(1, fs, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "a red and green source is green")
	require.NoError(t, g.Activate(1, sl, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0), "a colourless source is not green")
	require.NoError(t, g.Cast(1, th))
	resolve(t, g, nil)
	nid, _ := g.Follow(th)
	require.NoError(t, g.Activate(1, nid, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0), "a green source that entered after the shield")
}

// 5. Savage Duel: {1}{B} sorcery, "Target creature you control fights
// target creature you don't control." Bob's Bog Adder (1/1 deathtouch,
// black) fights Alice's Stone Ox (4/4), which Alice shields from black
// in response. The Adder's damage is prevented, so the Ox was dealt no
// damage by a deathtouch source and survives (CR 701.11, 615.6, 702.2b);
// the Ox's 4 damage kills the Adder.
func TestH482ShieldedFightAgainstDeathtouch(t *testing.T) {
	duel := sorcery(t, "Savage Duel", "{1}{B}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpFight, Target: 0, Other: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Swamp, 2)
	ox := bf(t, g, 0, creature(t, "Stone Ox", "{3}{G}", 4, 4, 0, "Ox"))
	ad := bf(t, g, 1, creature(t, "Bog Adder", "{B}", 1, 1, ability.Deathtouch, "Snake"))
	s := hand(t, g, 0, sunwardShield(t))
	d := hand(t, g, 1, duel)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, d, obj(ad), obj(ox)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, s, obj(ox)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	require.NoError(t, g.Apply(choose(0, int(mana.Black))))
	resolve(t, g, nil)
	require.False(t, gone(g, ox), "no damage from the deathtouch Adder was dealt")
	require.Zero(t, info(t, g, ox).Damage)
	require.True(t, gone(g, ad))
}

// 6. Bulwark Charm: {1}{W} Aura, "If a source would deal damage to
// enchanted creature, prevent X of that damage, where X is the number of
// creatures you control." Bob controls three creatures; his Charmed Wall
// (0/6) blocks Alice's Dawn Colossus (5/5 lifelink): 3 is prevented, 2
// dealt, and Alice gains 2, what was dealt (CR 615.10, 702.15b).
func TestH482PartialPreventionLifelink(t *testing.T) {
	col := creature(t, "Dawn Colossus", "{4}{W}", 5, 5, ability.Lifelink, "Giant")
	wall := creature(t, "Charmed Wall", "{2}{W}", 0, 6, ability.Defender, "Wall")
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, col)
	w := bf(t, g, 1, wall)
	bf(t, g, 1, h482Aegis(t), game.PutOptions{AttachedTo: w})
	bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 1, creature(t, "Bob's Elk", "{1}{G}", 2, 2, 0, "Elk"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: w, Attacker: a})
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 2, info(t, g, w).Damage)
	require.Equal(t, 22, g.Life(0), "lifelink gains what was dealt")
}

// 7. Bulwark Charm (above) against deathtouch: Bob controls three
// creatures, two of them Charmed. Alice's 4/4 deathtouch Viper is blocked
// by one Charmed Wall: 3 of its 4 is prevented, 1 is dealt, and the Wall
// is destroyed (CR 702.2b, 704.5h). Her 3/3 deathtouch Asp is blocked by
// the other: all 3 is prevented, no damage was dealt, and that Wall
// survives (CR 615.10, 615.6).
func TestH482PartialPreventionDeathtouch(t *testing.T) {
	viper := creature(t, "Grave Viper", "{3}{B}", 4, 4, ability.Deathtouch, "Snake")
	asp := creature(t, "Grave Asp", "{2}{B}", 3, 3, ability.Deathtouch, "Snake")
	wall := creature(t, "Charmed Wall", "{2}{W}", 0, 6, ability.Defender, "Wall")
	aegis := h482Aegis(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	v := bf(t, g, 0, viper)
	as := bf(t, g, 0, asp)
	w1 := bf(t, g, 1, wall)
	w2 := bf(t, g, 1, wall)
	bf(t, g, 1, aegis, game.PutOptions{AttachedTo: w1})
	bf(t, g, 1, aegis, game.PutOptions{AttachedTo: w2})
	bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: v, Player: 1}, game.Attack{Attacker: as, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: w1, Attacker: v}, game.Block{Blocker: w2, Attacker: as})
	passTo(t, g, 0, game.Main2)
	require.True(t, gone(g, w1), "1 deathtouch damage was dealt")
	require.False(t, gone(g, w2), "all of it was prevented")
	require.Zero(t, info(t, g, w2).Damage)
}

// 8. Lantern Paladin: {1}{W}{W} 2/2, protection from black. It blocks
// Alice's Venom Leech (2/2 deathtouch, lifelink, black): protection
// doesn't stop it blocking a black creature, and the Leech's damage to it
// is prevented (CR 702.16e): the Paladin survives, Alice gains nothing,
// and the Paladin's 2 damage kills the Leech.
func TestH482ProtectionPreventsDeathtouchLifelink(t *testing.T) {
	leech := creature(t, "Venom Leech", "{1}{B}", 2, 2, ability.Deathtouch|ability.Lifelink, "Leech")
	pal := def(t, card.Definition{Name: "Lantern Paladin", ManaCost: cost("{1}{W}{W}"), Types: ability.Creature, Subtypes: []string{"Human", "Knight"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Black)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	l := bf(t, g, 0, leech)
	p := bf(t, g, 1, pal)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: p, Attacker: l})
	passTo(t, g, 0, game.Main2)
	require.False(t, gone(g, p))
	require.Zero(t, info(t, g, p).Damage)
	require.Equal(t, 20, g.Life(0))
	require.True(t, gone(g, l))
}

// 9. Trample against a shielded blocker: Alice's Ember Rhino (red 5/5
// trample) is blocked by Bob's 2/2 Bear, which Bob shields from red.
// Lethal damage for the assignment ignores the prevention (CR 702.19b):
// 2 is assigned to the Bear and prevented, 3 tramples over to Bob.
func TestH482TrampleOverShieldedBlocker(t *testing.T) {
	rhino := creature(t, "Ember Rhino", "{3}{R}{R}", 5, 5, ability.Trample, "Rhino")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	r := bf(t, g, 0, rhino)
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 1, sunwardShield(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: r})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, obj(b)))
	h482Color(t, g, 1, mana.Red)
	passTo(t, g, 0, game.Main2)
	require.False(t, gone(g, b))
	require.Zero(t, info(t, g, b).Damage)
	require.Equal(t, 17, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 2. Regeneration and indestructible

// 10. Bob's two Moss Trolls ("{G}: Regenerate") block Alice's Ember Rhino
// (4/4 trample) and her Hill Ox (4/4). Alice destroys both Trolls with
// Doom Pins before damage; each regenerates and is removed from combat
// (CR 701.13a, 506.4). The Rhino, blocked with no blocker left, assigns
// all its damage to Bob (CR 702.19c); the Ox stays blocked and deals none
// (CR 509.1h, 510.1c). Saved with both Trolls' shields up.
func TestH482BlockersRegeneratedOutOfCombat(t *testing.T) {
	rhino := creature(t, "Ember Rhino", "{2}{R}{R}", 4, 4, ability.Trample, "Rhino")
	ox := creature(t, "Hill Ox", "{2}{G}{G}", 4, 4, 0, "Ox")
	tr := h482Troll(t, "Fen Troll", 0, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Forest, 2)
	r := bf(t, g, 0, rhino)
	o := bf(t, g, 0, ox)
	t1 := bf(t, g, 1, tr)
	t2 := bf(t, g, 1, tr)
	d1 := hand(t, g, 0, doomDef)
	d2 := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1}, game.Attack{Attacker: o, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: t1, Attacker: r}, game.Block{Blocker: t2, Attacker: o})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, t1, 0))
	require.NoError(t, g.Activate(1, t2, 0))
	resolve(t, g, nil)
	gs := h479Copies(t, g, rhino, ox, tr, doomDef)
	for _, x := range gs {
		require.NoError(t, x.Cast(0, d1, obj(t1)))
		resolve(t, x, nil)
		require.NoError(t, x.Cast(0, d2, obj(t2)))
		resolve(t, x, nil)
		for _, id := range []game.ObjectID{t1, t2} {
			require.False(t, gone(x, id))
			require.True(t, info(t, x, id).Tapped)
			require.False(t, x.InCombat(id))
		}
		require.True(t, x.Blocked(o), "the Ox stays blocked")
		passTo(t, x, 0, game.Main2)
		require.Equal(t, 16, x.Life(1), "the Rhino's 4, the Ox's none")
		require.Zero(t, info(t, x, t1).Damage)
		require.Zero(t, info(t, x, t2).Damage)
	}
	h479Same(t, gs)
}

// 11. Scarred Troll: a Troll with "Whenever Scarred Troll is dealt
// damage, you gain 1 life." Alice's Hurl Ember deals it 5: lethal damage
// destroys it, the shield regenerates it instead (CR 704.5g, 701.13a),
// and the damage ability still triggers (CR 614.8): Bob gains 1. It
// didn't die: it is tapped, with no damage.
func TestH482RegeneratedStillTriggersOnDamage(t *testing.T) {
	tr := h482Troll(t, "Scarred Troll", 0, 0, ability.Triggered{Event: ability.DealtDamage, Effects: gain(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Forest, 1)
	x := bf(t, g, 1, tr)
	b := hand(t, g, 0, h482Bolt(t, "Hurl Ember", "{R}", 5))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b, obj(x)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	require.False(t, gone(g, x))
	require.True(t, info(t, g, x).Tapped)
	require.Zero(t, info(t, g, x).Damage)
	require.Equal(t, 21, g.Life(1), "the damage was dealt; the ability triggered")
}

// 12. Deathtouch against a shield, saved with the shield up: Alice's
// Venom Shaman (deathtouch, "{T}: 1 damage to target creature or
// player") pings Bob's shielded Fen Troll: it would be destroyed
// (CR 704.5h), is regenerated instead, and the deathtouch is spent
// (CR 702.2b counts damage since the last check). A second Shaman's ping
// destroys it: no shield is left (CR 701.13a: one destruction each).
func TestH482DeathtouchAgainstShield(t *testing.T) {
	sham := h482Pinger(t, "Venom Shaman", "{1}{B}", 1, 1, ability.Deathtouch)
	tr := h482Troll(t, "Fen Troll", 0, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	s1 := bf(t, g, 0, sham)
	s2 := bf(t, g, 0, sham)
	x := bf(t, g, 1, tr)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(1))
	gs := h479Copies(t, g, sham, tr)
	for _, y := range gs {
		require.NoError(t, y.Activate(0, s1, 0, obj(x)))
		resolve(t, y, nil)
		require.False(t, gone(y, x), "regenerated")
		require.True(t, info(t, y, x).Tapped)
		require.Zero(t, info(t, y, x).Damage)
		require.NoError(t, y.Pass(1))
		require.NoError(t, y.Activate(0, s2, 0, obj(x)))
		resolve(t, y, nil)
		require.Equal(t, zone.Graveyard, zoneOf(t, y, x))
	}
	h479Same(t, gs)
}

// 13. A regeneration shield lasts this turn only (CR 701.13a, 514.2):
// Bob regenerates his Fen Troll on his turn; on Alice's next turn her
// Doom Pin destroys it.
func TestH482ShieldEndsWithTurn(t *testing.T) {
	tr := h482Troll(t, "Fen Troll", 0, 0)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Forest, 1)
	x := bf(t, g, 1, tr)
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Cast(0, d, obj(x)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, x))
}

// 14. The shield is the permanent's: Bob regenerates his Fen Troll, Alice
// returns it to his hand with Recall ({U} instant), Bob casts it again,
// and Alice's Doom Pin destroys the new object, which has no shield
// (CR 400.7, 701.13a).
func TestH482ShieldLostWithZoneChange(t *testing.T) {
	tr := h482Troll(t, "Fen Troll", 0, 0)
	recall := instant(t, "Recall", "{U}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Forest, 3)
	x := bf(t, g, 1, tr)
	rc := hand(t, g, 0, recall)
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, rc, obj(x)))
	resolve(t, g, nil)
	h, ok := g.Follow(x)
	require.True(t, ok)
	require.Equal(t, zone.Hand, info(t, g, h).Zone)
	require.NoError(t, g.Cast(1, h))
	resolve(t, g, nil)
	n, _ := g.Follow(h)
	require.Equal(t, zone.Battlefield, info(t, g, n).Zone)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, d, obj(n)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, n), "a new object: no shield")
}

// 15. The legend rule puts permanents into graveyards; it doesn't destroy
// them (CR 704.5k), so a regeneration shield can't save one (CR 701.13a).
// Three players: Alice regenerates her legendary Grolk the Undying, then
// casts a second Grolk; saved while she chooses which to keep, she keeps
// the new one, and the shielded one goes to her graveyard.
func TestH482LegendRuleIgnoresShield(t *testing.T) {
	grolk := h482Troll(t, "Grolk the Undying", 0, ability.Legendary)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	old := bf(t, g, 0, grolk)
	nw := hand(t, g, 0, grolk)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, old, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, nw))
	passStack(t, g)
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	nid, _ := g.Follow(nw)
	gs := h479Copies(t, g, grolk)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, nid)))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, old), "not destroyed: the shield doesn't apply")
		require.False(t, gone(x, nid))
		require.False(t, info(t, x, nid).Tapped)
	}
	h479Same(t, gs)
}

// 16. Toughness 0 is not destruction (CR 704.5f): Bob's shielded Fen
// Troll and his indestructible Bronze Sentinel (2/2) each get -2/-2 from
// Alice's Wither Hex and go to the graveyard (CR 702.12b covers
// destruction only).
func TestH482ZeroToughnessBeatsShieldAndIndestructible(t *testing.T) {
	hex := h482Modify(t, "Wither Hex", "{B}", -2, -2, 0, 0)
	tr := h482Troll(t, "Fen Troll", 0, 0)
	sent := creature(t, "Bronze Sentinel", "{3}", 2, 2, ability.Indestructible, "Golem")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Forest, 1)
	x := bf(t, g, 1, tr)
	s := bf(t, g, 1, sent)
	h1 := hand(t, g, 0, hex)
	h2 := hand(t, g, 0, hex)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, h1, obj(x)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, h2, obj(s)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, x))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// 17. Indestructible first, shield kept: Bob's Stone Troll (indestructible
// Fen Troll) has a regeneration shield. Alice's Hurl Ember deals it 5: it
// isn't destroyed (CR 702.12b), so the shield isn't used and it stays
// untapped with 5 damage. Her Strip Ward ("target creature loses
// indestructible until end of turn") then lets the lethal damage destroy
// it (CR 704.5g): the shield replaces that destruction (CR 701.13a): it
// is tapped, its damage removed, and it stays.
func TestH482IndestructibleKeepsShieldForLater(t *testing.T) {
	tr := h482Troll(t, "Stone Troll", ability.Indestructible, 0)
	strip := h482Modify(t, "Strip Ward", "{B}", 0, 0, 0, ability.Indestructible)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Forest, 1)
	x := bf(t, g, 1, tr)
	ember := h482Bolt(t, "Hurl Ember", "{R}", 5)
	b := hand(t, g, 0, ember)
	s := hand(t, g, 0, strip)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, b, obj(x)))
	resolve(t, g, nil)
	require.False(t, gone(g, x))
	require.Equal(t, 5, info(t, g, x).Damage)
	require.False(t, info(t, g, x).Tapped, "the shield was not used")
	require.NoError(t, g.Pass(1))
	gs := h479Copies(t, g, tr, strip, ember)
	for _, y := range gs {
		require.NoError(t, y.Cast(0, s, obj(x)))
		resolve(t, y, nil)
		require.False(t, gone(y, x), "regenerated")
		require.True(t, info(t, y, x).Tapped)
		require.Zero(t, info(t, y, x).Damage)
	}
	h479Same(t, gs)
}

// 18. Deathtouch damage matters until the next check only (CR 704.5h,
// 702.2b): Bob's indestructible Bronze Sentinel (3/3) is pinged by Alice's
// Venom Shaman and survives; after Strip Ward takes its indestructible
// away, its 1 damage is not lethal and the deathtouch is past: it stays.
func TestH482DeathtouchDoesNotLinger(t *testing.T) {
	sent := creature(t, "Bronze Sentinel", "{3}", 3, 3, ability.Indestructible, "Golem")
	strip := h482Modify(t, "Strip Ward", "{B}", 0, 0, 0, ability.Indestructible)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	sh := bf(t, g, 0, h482Pinger(t, "Venom Shaman", "{1}{B}", 1, 1, ability.Deathtouch))
	s := bf(t, g, 1, sent)
	st := hand(t, g, 0, strip)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, sh, 0, obj(s)))
	resolve(t, g, nil)
	require.False(t, gone(g, s))
	require.NoError(t, g.Cast(0, st, obj(s)))
	resolve(t, g, nil)
	require.False(t, gone(g, s))
	require.Equal(t, 1, info(t, g, s).Damage)
	require.False(t, info(t, g, s).Keywords.Has(ability.Indestructible))
}

// 19. Iron Will ({W} instant, "Target creature gains indestructible until
// end of turn") saves Bob's Bear from Alice's 3-damage Hurl Ember. In the
// cleanup step the damage is removed as the effect ends, at once
// (CR 514.2): the Bear is still there on Bob's turn, with no damage.
func TestH482IndestructibleUntilEndOfTurnOutlastsDamage(t *testing.T) {
	will := h482Modify(t, "Iron Will", "{W}", 0, 0, ability.Indestructible, 0)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Plains, 1)
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	e := hand(t, g, 0, h482Bolt(t, "Hurl Ember", "{R}", 3))
	w := hand(t, g, 1, will)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e, obj(b)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, w, obj(b)))
	resolve(t, g, nil)
	require.False(t, gone(g, b))
	require.Equal(t, 3, info(t, g, b).Damage)
	passTo(t, g, 1, game.Main1)
	require.False(t, gone(g, b))
	require.Zero(t, info(t, g, b).Damage)
	require.False(t, info(t, g, b).Keywords.Has(ability.Indestructible))
}

// 20. First strike and regeneration: Bob's shielded Fen Troll attacks
// Alice, who blocks with her Lance Sergeant (3/3 first strike). The
// first-strike damage would destroy the Troll; it regenerates and leaves
// combat (CR 701.13a, 506.4), so in the second damage step it deals no
// damage (CR 510.4): the Sergeant has none.
func TestH482FirstStrikeRegeneratedAttackerDealsNothing(t *testing.T) {
	tr := h482Troll(t, "Fen Troll", 0, 0)
	sgt := creature(t, "Lance Sergeant", "{2}{W}", 3, 3, ability.FirstStrike, "Human", "Soldier")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	x := bf(t, g, 1, tr)
	s := bf(t, g, 0, sgt)
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: x, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: s, Attacker: x})
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	passTo(t, g, 1, game.Main2)
	require.False(t, gone(g, x))
	require.True(t, info(t, g, x).Tapped)
	require.Zero(t, info(t, g, s).Damage, "the regenerated Troll was out of combat")
	require.Equal(t, 20, g.Life(0))
}

// 21. Two shields, two destructions (CR 701.13a): Bob regenerates his
// Fen Troll twice. Alice's Cleansing Dawn ("Destroy all creatures") uses
// one shield; her Doom Pin the other; her Final Dawn ("Destroy all
// creatures. They can't be regenerated.") destroys it through a third
// shield Bob makes in response, but not Bob's indestructible Bronze
// Sentinel (CR 702.12b).
func TestH482TwoShieldsThenNoRegeneration(t *testing.T) {
	tr := h482Troll(t, "Fen Troll", 0, 0)
	sent := creature(t, "Bronze Sentinel", "{3}", 2, 2, ability.Indestructible, "Golem")
	dawn := h482Wrath(t, "Cleansing Dawn", false)
	final := h482Wrath(t, "Final Dawn", true)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 8)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Forest, 3)
	x := bf(t, g, 1, tr)
	s := bf(t, g, 1, sent)
	cd := hand(t, g, 0, dawn)
	dp := hand(t, g, 0, doomDef)
	fd := hand(t, g, 0, final)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, cd))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, x, 0))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	require.False(t, gone(g, x))
	require.True(t, info(t, g, x).Tapped)
	require.NoError(t, g.Cast(0, dp, obj(x)))
	resolve(t, g, nil)
	require.False(t, gone(g, x), "the second shield")
	require.NoError(t, g.Cast(0, fd))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, x))
	require.False(t, gone(g, s))
}

// 22. Knit Together: {1}{G} instant, "Regenerate each creature you
// control." Three players. Alice casts it, then casts Bog Hound: the
// shields are for the creatures she controlled as it resolved
// (CR 611.2c, 701.13a). Her Cleansing Dawn ("Destroy all creatures")
// leaves her two older creatures regenerated, tapped; the Hound, Bob's
// Ox and Carol's Elk are destroyed.
func TestH482RegenerateEachCreatureMultiplayer(t *testing.T) {
	knit := instant(t, "Knit Together", "{1}{G}", nil, ability.Effect{Op: ability.OpRegenerate, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}})
	hound := creature(t, "Bog Hound", "{1}{B}", 2, 2, 0, "Dog")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Plains, 4)
	a1 := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	a2 := bf(t, g, 0, creature(t, "Alice's Boar", "{1}{G}", 3, 3, 0, "Boar"))
	bo := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	ce := bf(t, g, 2, creature(t, "Carol's Elk", "{1}{G}", 2, 2, 0, "Elk"))
	k := hand(t, g, 0, knit)
	h := hand(t, g, 0, hound)
	w := hand(t, g, 0, h482Wrath(t, "Cleansing Dawn", false))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	hid, _ := g.Follow(h)
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, nil)
	for _, id := range []game.ObjectID{a1, a2} {
		require.False(t, gone(g, id))
		require.True(t, info(t, g, id).Tapped)
	}
	for _, id := range []game.ObjectID{hid, bo, ce} {
		require.Equal(t, zone.Graveyard, zoneOf(t, g, id))
	}
}

// ---------------------------------------------------------------------
// Part 3. Entering the battlefield: counters, tapped, choices, copies

// h482Basilisk is "Coiled Basilisk: {2}{G} 0/0 Snake. Coiled Basilisk
// enters the battlefield tapped and with two +1/+1 counters on it."
func h482Basilisk(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Coiled Basilisk", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Snake"},
		Power: C(0), Toughness: C(0), Restrictions: ability.EntersTapped,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)}})
}

// 23. Ember Hatchling: {3}{R} 0/0, "Ember Hatchling enters the
// battlefield with three +1/+1 counters on it. When Ember Hatchling
// enters the battlefield, it deals damage equal to its power to each
// opponent." Three players: the counters are there as it enters
// (CR 614.1c, 121.6), so Bob and Carol are dealt 3 each.
func TestH482EntersWithCountersSeenByEnterTrigger(t *testing.T) {
	d := def(t, card.Definition{Name: "Ember Hatchling", ManaCost: cost("{3}{R}"), Types: ability.Creature, Subtypes: []string{"Elemental"},
		Power: C(0), Toughness: C(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(3)},
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{{Op: ability.OpDamage,
			Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 17, 17}, lifes(g))
}

// 24. Legion Hydra: {2}{G} 0/0, "Legion Hydra enters the battlefield with
// a +1/+1 counter on it for each creature you control." As it enters it
// is not on the battlefield yet (CR 614.12, 614.1c): Alice's two Bears
// count, the Hydra doesn't: two counters.
func TestH482EntersWithCountersCountsOthersOnly(t *testing.T) {
	d := def(t, card.Definition{Name: "Legion Hydra", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Hydra"},
		Power: C(0), Toughness: C(0), EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf,
			Counter: "+1/+1", Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, creature(t, "Alice's Boar", "{1}{G}", 2, 2, 0, "Boar"))
	bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	nid, _ := g.Follow(h)
	require.Equal(t, 2, counter(t, g, nid, game.PlusOne))
}

// 25. Seedbearer: {1}{G} 0/0, "Seedbearer enters the battlefield with two
// +1/+1 counters on it. When Seedbearer dies, you gain life equal to the
// number of +1/+1 counters on it." Nurturing Touch adds a third; Doom Pin
// kills it: Alice gains 3, the counters it had as it last existed
// (CR 603.10a, 614.1c).
func TestH482EnteredCountersCountedAtDeath(t *testing.T) {
	d := def(t, card.Definition{Name: "Seedbearer", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Plant"},
		Power: C(0), Toughness: C(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)},
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	touch := instant(t, "Nurturing Touch", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	lands(t, g, 0, card.Swamp, 1)
	h := hand(t, g, 0, d)
	nt := hand(t, g, 0, touch)
	dp := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	nid, _ := g.Follow(h)
	require.Equal(t, [2]int{2, 2}, pt(t, g, nid))
	require.NoError(t, g.Cast(0, nt, obj(nid)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, dp, obj(nid)))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 26. Mass Exhumation: {3}{B}{B} sorcery, "Put all creature cards from
// your graveyard onto the battlefield under your control." The Coiled
// Basilisk ("enters the battlefield tapped and with two +1/+1 counters")
// enters tapped with its counters however it enters (CR 614.12, 614.1c);
// the Bear untapped.
func TestH482EntersReplacementsFromGraveyard(t *testing.T) {
	ex := sorcery(t, "Mass Exhumation", "{3}{B}{B}", nil, ability.Effect{Op: ability.OpReanimateAll,
		Filter: ability.Filter{Types: ability.Creature}})
	bas := h482Basilisk(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 5)
	b := put(t, g, 0, zone.Graveyard, bas)
	br := put(t, g, 0, zone.Graveyard, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	e := hand(t, g, 0, ex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	resolve(t, g, nil)
	nb, _ := g.Follow(b)
	nbr, _ := g.Follow(br)
	require.Equal(t, zone.Battlefield, info(t, g, nb).Zone)
	require.True(t, info(t, g, nb).Tapped)
	require.Equal(t, [2]int{2, 2}, pt(t, g, nb))
	require.False(t, info(t, g, nbr).Tapped)
}

// 27. Mirror Adept ("You may have it enter as a copy of a creature you
// control") copies Alice's Coiled Basilisk. The copy effect applies
// first (CR 616.1c); the Basilisk's "enters tapped and with two +1/+1
// counters" are then part of what enters (CR 706.2, 614.12): the Adept
// enters tapped as a 2/2 with two counters. Saved while Alice chooses.
func TestH482CopyEntersWithCopiedReplacements(t *testing.T) {
	bas := h482Basilisk(t)
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 2
	b := bf(t, g, 0, bas, o)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind, g.Prompt(game.English))
	gs := h479Copies(t, g, bas, adept)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, b)))
		resolve(t, x, nil)
		nid, _ := x.Follow(m)
		oi := info(t, x, nid)
		require.Equal(t, zone.Battlefield, oi.Zone)
		require.Equal(t, "Coiled Basilisk", oi.Card.Name)
		require.True(t, oi.Tapped, "the copied \"enters tapped\"")
		require.Equal(t, 2, oi.Counter(game.PlusOne), "the copied \"enters with\"")
		require.Equal(t, [2]int{2, 2}, [2]int{oi.Power, oi.Toughness})
	}
	h479Same(t, gs)
}

// h482Warden is "Kin Warden: {2}{W} 2/2 Elf. As Kin Warden enters the
// battlefield, choose a creature type. Other creatures you control of
// the chosen type get +1/+1."
func h482Warden(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Kin Warden", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(2), Toughness: C(2), AsEnters: ability.ChooseCreatureType,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, ChosenSubtype: true, Other: true},
			Power: 1, Toughness: 1}}})
}

// 28. Mirror Adept copies Alice's Kin Warden, which chose Bear. The copy
// has the Warden's "as enters, choose a creature type", and Alice chooses
// anew for it (CR 614.12 and its Voice of All example, 706.2): Elf.
// Saved after the copy choice and while she chooses the type. The Bear
// gets +1/+1 from the first Warden only; the first Warden, an Elf, gets
// +1/+1 from the copy; the copy gets nothing (its own is "other").
func TestH482CopyChoosesItsOwnType(t *testing.T) {
	w := h482Warden(t)
	adept := mirrorAdept(t)
	bearD := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	w1 := bf(t, g, 0, w, game.PutOptions{Chosen: "Bear"})
	br := bf(t, g, 0, bearD)
	require.Equal(t, [2]int{3, 3}, pt(t, g, br))
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, w1)))
	require.Equal(t, game.DecideCreatureType, g.Pending().Kind, g.Prompt(game.English))
	gs := h479Copies(t, g, w, adept, bearD)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(0, ability.CreatureTypeIndex("Elf"))))
		resolve(t, x, nil)
		nid, _ := x.Follow(m)
		require.Equal(t, "Elf", x.ChosenFor(nid))
		require.Equal(t, "Bear", x.ChosenFor(w1))
		require.Equal(t, [2]int{3, 3}, pt(t, x, br))
		require.Equal(t, [2]int{3, 3}, pt(t, x, w1))
		require.Equal(t, [2]int{2, 2}, pt(t, x, nid))
	}
	h479Same(t, gs)
}

// 29. Banishing Denial: {1}{U}{U} instant, "Counter target spell. If that
// spell is countered this way, exile it instead of putting it into its
// owner's graveyard." Bob's Grave Watcher ("Whenever a card is put into
// an opponent's graveyard from anywhere, you gain 1 life") never sees
// Alice's countered Bear: it goes to exile instead (CR 614.1a, 701.5a).
// A plain Negate on her next spell puts it into her graveyard: Bob gains
// 1.
func TestH482CounterIntoExileInstead(t *testing.T) {
	denial := instant(t, "Banishing Denial", "{1}{U}{U}", []ability.TargetSpec{ability.TargetSpell},
		ability.Effect{Op: ability.OpCounter, Target: 0, Exile: true})
	negate := instant(t, "Plain Negate", "{1}{U}", []ability.TargetSpec{ability.TargetSpell}, ability.Effect{Op: ability.OpCounter, Target: 0})
	watcher := def(t, card.Definition{Name: "Grave Watcher", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard,
			Match: ability.Filter{Side: ability.OpponentSide}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 4)
	lands(t, g, 1, card.Island, 5)
	bf(t, g, 1, watcher)
	b1 := hand(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b2 := hand(t, g, 0, creature(t, "Alice's Boar", "{1}{G}", 2, 2, 0, "Boar"))
	dn := hand(t, g, 1, denial)
	ng := hand(t, g, 1, negate)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dn, obj(top(g))))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, b1))
	require.Equal(t, 20, g.Life(1))
	require.NoError(t, g.Cast(0, b2))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, ng, obj(top(g))))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b2))
	require.Equal(t, 21, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 4. Redirection, Two-Headed Giant and damage to many at once

// h482Tavi is a {2}{R}{R} planeswalker of subtype sub (each a different
// one: CR 704.5j), "+1: You gain 1 life."
func h482Tavi(t *testing.T, name, sub string) *card.Definition {
	return walker(t, name, "{2}{R}{R}", sub, 5, loyal(1, nil, gain(1)...))
}

// 30. Three players; Bob and Carol each control a planeswalker. Alice's
// Flame Javelin (3 damage to target creature or player) at Bob: she may
// have it dealt to Bob's planeswalker instead, and only to his
// (CR 306.7: "a planeswalker the first player controls"); saved while
// she chooses, she redirects it: Tavi loses 3 loyalty (CR 306.8), Bob
// stays at 20. Her second Javelin at Bob, who shielded himself from red,
// is all prevented: there is nothing to redirect, she isn't asked
// (CR 614.7a, 616.1), and Bob stays at 20.
func TestH482RedirectToTheDamagedPlayersWalker(t *testing.T) {
	jav := h482Bolt(t, "Flame Javelin", "{1}{R}", 3)
	tb := h482Tavi(t, "Tavi, Ember Warden", "Tavi")
	tc := h482Tavi(t, "Orrin, Cinder Warden", "Orrin")
	sh := sunwardShield(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	lands(t, g, 1, card.Plains, 1)
	pb := bf(t, g, 1, tb, withLoyalty(5))
	pc := bf(t, g, 2, tc, withLoyalty(5))
	j1 := hand(t, g, 0, jav)
	j2 := hand(t, g, 0, jav)
	s := hand(t, g, 1, sh)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, j1, pl(1)))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Contains(t, choices(g), pb)
	require.NotContains(t, choices(g), pc, "Carol's planeswalker is not Bob's")
	gs := h479Copies(t, g, jav, tb, tc, sh)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, pb)))
		resolve(t, x, nil)
		require.Equal(t, 2, counter(t, x, pb, game.Loyalty))
		require.Equal(t, 5, counter(t, x, pc, game.Loyalty))
		require.Equal(t, []int{20, 20, 20}, lifes(x))
		require.NoError(t, x.Cast(0, j2, pl(1)))
		require.NoError(t, x.Pass(0))
		require.NoError(t, x.Cast(1, s, pl(1)))
		h482Color(t, x, 1, mana.Red)
		require.Equal(t, 2, counter(t, x, pb, game.Loyalty))
		require.Equal(t, 20, x.Life(1))
	}
	h479Same(t, gs)
}

// 31. Two-Headed Giant: Alice and Bob against Carol and Dave, each of
// whom controls a planeswalker, as does Bob. Alice's Flame Javelin at
// Carol may be redirected to Carol's planeswalker only, not Dave's
// (CR 306.7, 810.9: damage is dealt to each player individually); at her
// teammate Bob, not an opponent (CR 102.3), she isn't asked, and the
// team's life total goes down by 3 (CR 810.9).
func TestH482RedirectTwoHeaded(t *testing.T) {
	jav := h482Bolt(t, "Flame Javelin", "{1}{R}", 3)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	pc := bf(t, g, 2, h482Tavi(t, "Orrin, Cinder Warden", "Orrin"), withLoyalty(5))
	pd := bf(t, g, 3, h482Tavi(t, "Sella, Ash Warden", "Sella"), withLoyalty(5))
	j1 := hand(t, g, 0, jav)
	j2 := hand(t, g, 0, jav)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, j1, pl(2)))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Contains(t, choices(g), pc)
	require.NotContains(t, choices(g), pd)
	require.NoError(t, g.Apply(chooseObj(0, pc)))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, pc, game.Loyalty))
	require.Equal(t, 30, g.Life(2))
	require.NoError(t, g.Cast(0, j2, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 27, g.Life(0))
	require.Equal(t, 27, g.Life(1))
}

// 32. Two-Headed Giant: Bob shields himself from red (Sunward Shield);
// Carol's Ember Brute (red 3/3) attacks Bob. As the damage step begins
// the attacking team chooses which defending player it deals its damage
// to (CR 810.7f). Saved at that choice: chosen Bob, the damage is
// prevented (CR 615.1) and the team stays at 30; chosen Alice, who has
// no shield, the team goes to 27 (CR 810.9).
func TestH482TwoHeadedShieldOneHead(t *testing.T) {
	brute := creature(t, "Ember Brute", "{2}{R}", 3, 3, 0, "Ogre")
	sh := sunwardShield(t)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	br := bf(t, g, 2, brute)
	s := hand(t, g, 1, sh)
	require.NoError(t, g.Start(2, 2, game.DeclareAttackers))
	attack(t, g, 2, game.Attack{Attacker: br, Player: 1})
	for i := 0; i < 10 && !g.MayAnswer(1); i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind)
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.DeclareAttackers, g.Step())
	require.NoError(t, g.Cast(1, s, pl(1)))
	h482Color(t, g, 1, mana.Red)
	for i := 0; i < 20 && g.Pending().Kind != game.DecideCombatDamagePlayer; i++ {
		d := g.Pending()
		if d.Kind == game.DecideBlockers {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player}))
			continue
		}
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, game.DecideCombatDamagePlayer, g.Pending().Kind)
	gs := h479Copies(t, g, brute, sh)
	for i, x := range gs {
		who := 1
		if i == 2 {
			who = 0
		}
		require.NoError(t, x.Apply(game.Action{Kind: game.ActChoose, Player: x.Pending().Player, Choice: who}))
		passTo(t, x, 2, game.Main2)
		if who == 1 {
			require.Equal(t, 30, x.Life(0), "dealt to shielded Bob: prevented")
		} else {
			require.Equal(t, 27, x.Life(1), "dealt to Alice")
		}
	}
	h479Same(t, gs[:2])
}

// 33. Brannoc's emblem ("If a source would deal damage to you or a
// planeswalker you control, prevent all but 1 of that damage") applies
// to each source's damage separately (CR 615.10): Bob's three attackers,
// one of them a 4/4 with lifelink, deal Alice 1 each; Bob gains 1, what
// his lifelink creature dealt (CR 702.15b).
func TestH482AllButOneEachSource(t *testing.T) {
	vessa := walker(t, "Vessa, Shieldbearer", "{2}{W}{W}", "Vessa", 5,
		loyal(-2, nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: sentinelEmblem(t)}))
	g := newGame(t, 2)
	libs(t, g, 5)
	pw := bf(t, g, 0, vessa)
	a1 := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	a2 := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	a3 := bf(t, g, 1, creature(t, "Bob's Lancer", "{3}{W}", 4, 4, ability.Lifelink, "Knight"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 0))
	resolve(t, g, nil)
	passTo(t, g, 1, game.BeginCombat)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	attack(t, g, 1, game.Attack{Attacker: a1, Player: 0}, game.Attack{Attacker: a2, Player: 0}, game.Attack{Attacker: a3, Player: 0})
	passTo(t, g, 1, game.Main2)
	require.Equal(t, 17, g.Life(0))
	require.Equal(t, 21, g.Life(1))
}

// 34. Dawn Censer: {2}{W} 2/2 lifelink, "Whenever you gain life, draw a
// card." and "{T}: Dawn Censer deals 2 damage to each creature your
// opponents control." Bob's Bear is dealt 2; his Lantern Paladin
// (protection from white) none (CR 702.16e); his Charmed Wall with the
// Bulwark Charm (Bob controls three creatures) none (CR 615.10). The
// damage is dealt at once, so Alice gains 2 in one event and draws one
// card (CR 702.15b: one gain for the damage one source deals at once).
func TestH482LifelinkSweepPartlyPrevented(t *testing.T) {
	censer := def(t, card.Definition{Name: "Dawn Censer", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(2), Toughness: C(2), Keywords: ability.Lifelink,
		Triggered: []ability.Triggered{{Event: ability.YouGainLife, Effects: draw1}},
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectAll,
			Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, Amount: ability.N(2)}}}}})
	pal := def(t, card.Definition{Name: "Lantern Paladin", ManaCost: cost("{1}{W}{W}"), Types: ability.Creature, Subtypes: []string{"Human", "Knight"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.White)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, censer)
	br := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 3, 3, 0, "Bear"))
	p := bf(t, g, 1, pal)
	w := bf(t, g, 1, creature(t, "Charmed Wall", "{2}{W}", 0, 6, ability.Defender, "Wall"))
	bf(t, g, 1, h482Aegis(t), game.PutOptions{AttachedTo: w})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, br).Damage)
	require.Zero(t, info(t, g, p).Damage)
	require.Zero(t, info(t, g, w).Damage)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "one life gain, one draw")
}

// 35. Double strike and a shield made between the damage steps
// (CR 510.4, 615.4): Alice's Ember Duelist (red 3/3 double strike) is
// unblocked; its first-strike damage is dealt to Bob (17); Bob then
// shields himself from red, and the regular damage is prevented.
func TestH482ShieldBetweenDamageSteps(t *testing.T) {
	du := creature(t, "Ember Duelist", "{2}{R}", 3, 3, ability.DoubleStrike, "Human")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	d := bf(t, g, 0, du)
	s := hand(t, g, 1, sunwardShield(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: d, Player: 1})
	h482Stepped(t, g, game.FirstStrikeDamage)
	require.Equal(t, 17, g.Life(1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, pl(1)))
	h482Color(t, g, 1, mana.Red)
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 17, g.Life(1))
}

// 36. Trample and deathtouch against a shielded blocker: 1 damage is
// lethal for the assignment (CR 702.2c, 702.19b), whatever prevention
// will do: Alice's Venom Rhino (black 5/5 deathtouch, trample) assigns 1
// to Bob's shielded Bear (prevented: it survives) and 4 to Bob.
func TestH482TrampleDeathtouchShieldedBlocker(t *testing.T) {
	rhino := creature(t, "Venom Rhino", "{3}{B}{B}", 5, 5, ability.Trample|ability.Deathtouch, "Rhino")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	r := bf(t, g, 0, rhino)
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 1, sunwardShield(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b, Attacker: r})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, obj(b)))
	h482Color(t, g, 1, mana.Black)
	passTo(t, g, 0, game.Main2)
	require.False(t, gone(g, b))
	require.Equal(t, 16, g.Life(1))
}

// 37. Three players: Bob's Hunter's Veil ({G} instant, "Prevent all combat
// damage that would be dealt this turn by nongreen creatures") stops
// Alice's red Ember Brute attacking Carol as well as the one attacking
// him: the effect covers every nongreen creature (CR 615.1a), whomever
// it attacks. Her green Bear's damage to Carol is dealt; Bob's nongreen
// blocker deals no damage to the Brute it blocks.
func TestH482NongreenVeilThreePlayers(t *testing.T) {
	veil := instant(t, "Hunter's Veil", "{G}", nil, ability.Effect{Op: ability.OpPrevent, Subject: ability.SubjectAll,
		Group: ability.Group{NotColors: mana.SetOf(mana.Green)}})
	brute := creature(t, "Ember Brute", "{2}{R}", 3, 3, 0, "Ogre")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	b1 := bf(t, g, 0, brute)
	b2 := bf(t, g, 0, brute)
	bearD := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	knD := creature(t, "Bob's Knight", "{1}{W}", 2, 2, 0, "Knight")
	gb := bf(t, g, 0, bearD)
	kn := bf(t, g, 1, knD)
	v := hand(t, g, 1, veil)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: b1, Player: 1}, game.Attack{Attacker: b2, Player: 2}, game.Attack{Attacker: gb, Player: 2})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, v))
	resolve(t, g, nil)
	gs := h479Copies(t, g, veil, brute, bearD, knD)
	for _, x := range gs {
		for i := 0; i < 20 && x.Pending().Kind != game.DecideBlockers; i++ {
			require.NoError(t, x.Pass(x.Pending().Player))
		}
		for x.Pending().Kind == game.DecideBlockers {
			d := x.Pending()
			if d.Player == 1 {
				block(t, x, 1, game.Block{Blocker: kn, Attacker: b1})
			} else {
				block(t, x, d.Player)
			}
		}
		passTo(t, x, 0, game.Main2)
		require.Equal(t, []int{20, 20, 18}, lifes(x))
		require.Zero(t, info(t, x, b1).Damage, "the white Knight's damage is prevented")
		require.Zero(t, info(t, x, kn).Damage)
	}
	h479Same(t, gs)
}

// 38. The shield belongs to the permanent, whoever controls it
// (CR 701.13a): Bob shields his Fen Troll in response to Alice's Seize
// Allegiance; she gains control of it, and her Doom Pin on it, now her
// own creature, is replaced by the shield: it stays, tapped, under her
// control.
func TestH482ShieldSurvivesControlChange(t *testing.T) {
	tr := h482Troll(t, "Fen Troll", 0, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Forest, 1)
	x := bf(t, g, 1, tr)
	sz := hand(t, g, 0, seize(t))
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, sz, obj(x)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, x).Controller)
	require.NoError(t, g.Cast(0, d, obj(x)))
	resolve(t, g, nil)
	require.False(t, gone(g, x))
	require.True(t, info(t, g, x).Tapped)
	require.Equal(t, game.PlayerID(0), info(t, g, x).Controller)
}

// 39. Bob's Scarred Troll ("Whenever this is dealt combat damage, you
// gain 2 life"), enchanted with Thornhide Charm ("Whenever enchanted
// creature is dealt damage, you gain 1 life"), blocks Alice's 5/5 and
// regenerates. It never left the battlefield, so the Charm stays
// attached (CR 701.13a), and both damage abilities trigger (CR 614.8):
// Bob gains 3.
func TestH482RegeneratedBlockerKeepsAuraAndTriggers(t *testing.T) {
	charm := h476Aura(t, "Thornhide Charm", "{G}", nil, ability.Triggered{Event: ability.AttachedIsDealtDamage, Effects: gain(1)})
	tr := h482Troll(t, "Scarred Troll", 0, 0, ability.Triggered{Event: ability.DealtCombatDamage, Effects: gain(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	a := bf(t, g, 0, creature(t, "Hill Giant", "{3}{R}{R}", 5, 5, 0, "Giant"))
	x := bf(t, g, 1, tr)
	c := bf(t, g, 1, charm, game.PutOptions{AttachedTo: x})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: x, Attacker: a})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, x, 0))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main2)
	require.False(t, gone(g, x))
	require.False(t, gone(g, c))
	require.Equal(t, x, info(t, g, c).AttachedTo)
	require.Equal(t, 23, g.Life(1), "both damage triggers")
}

// 40. Mirror Adept copies Alice's Sprouting Hydra ({X}{G} 0/0, "enters the
// battlefield with X +1/+1 counters on it", cast for X=3). The Adept's
// spell had no X: X is 0 for the copy (CR 107.3f, 706.2), so it enters
// with no counters and, 0/0, is put into the graveyard (CR 704.5f).
func TestH482CopyOfXHydraGetsNoCounters(t *testing.T) {
	hyd := def(t, card.Definition{Name: "Sprouting Hydra", ManaCost: cost("{X}{G}"), Types: ability.Creature, Subtypes: []string{"Hydra"},
		Power: C(0), Toughness: C(0), EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf,
			Counter: "+1/+1", Amount: ability.X}})
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 4)
	lands(t, g, 0, card.Island, 4)
	h := hand(t, g, 0, hyd)
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, h, 3))
	resolve(t, g, nil)
	hid, _ := g.Follow(h)
	require.Equal(t, [2]int{3, 3}, pt(t, g, hid))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, hid)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, [2]int{3, 3}, pt(t, g, hid))
}

// 41. Mass Exhumation returns Legion Hydra ("enters with a +1/+1 counter
// for each creature you control") together with two Bears. They enter
// at the same time, so none of them is on the battlefield as the Hydra's
// replacement applies (CR 614.12, 614.1c): only Alice's Boar already
// there counts: one counter.
func TestH482EntersTogetherNotCounted(t *testing.T) {
	hyd := def(t, card.Definition{Name: "Legion Hydra", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Hydra"},
		Power: C(0), Toughness: C(0), EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf,
			Counter: "+1/+1", Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}}})
	ex := sorcery(t, "Mass Exhumation", "{3}{B}{B}", nil, ability.Effect{Op: ability.OpReanimateAll,
		Filter: ability.Filter{Types: ability.Creature}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 5)
	bf(t, g, 0, creature(t, "Alice's Boar", "{1}{G}", 2, 2, 0, "Boar"))
	h := put(t, g, 0, zone.Graveyard, hyd)
	put(t, g, 0, zone.Graveyard, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	put(t, g, 0, zone.Graveyard, creature(t, "Alice's Elk", "{1}{G}", 2, 2, 0, "Elk"))
	e := hand(t, g, 0, ex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	resolve(t, g, nil)
	nid, _ := g.Follow(h)
	require.Equal(t, zone.Battlefield, info(t, g, nid).Zone)
	require.Equal(t, 1, counter(t, g, nid, game.PlusOne))
}

// 42. Mirror Adept (blue) enters as a copy of Bob's Spark Shaman (red):
// the copy has the Shaman's colour (CR 706.2), so with Alice shielded
// from red, the copy's ping at her is prevented (CR 615.1), and a ping
// at Carol is dealt.
func TestH482CopyColorForPrevention(t *testing.T) {
	sham := h482Pinger(t, "Spark Shaman", "{1}{R}", 1, 1, ability.Haste)
	adept := mirrorAdept(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 4)
	bf(t, g, 1, sham)
	m := hand(t, g, 1, adept)
	s := hand(t, g, 0, sunwardShield(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Cast(0, s, pl(0)))
	h482Color(t, g, 0, mana.Red)
	require.NoError(t, g.Cast(1, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	var sid game.ObjectID
	for _, id := range choices(g) {
		if id != 0 {
			sid = id
		}
	}
	require.NoError(t, g.Apply(chooseObj(1, sid)))
	resolve(t, g, nil)
	nid, _ := g.Follow(m)
	require.True(t, info(t, g, nid).Colors.Has(mana.Red))
	require.NoError(t, g.Activate(1, nid, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.Activate(1, sid, 0, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(2))
}

// 43. A shield from Hushing Mist lasts this turn only (CR 514.2, 615.3):
// on Bob's next turn his Ember Brute's combat damage to Alice is dealt.
func TestH482FogEndsWithTurn(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 1)
	br := bf(t, g, 1, creature(t, "Ember Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	f := hand(t, g, 0, h482Fog(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, f))
	resolve(t, g, nil)
	passTo(t, g, 1, game.BeginCombat)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	attack(t, g, 1, game.Attack{Attacker: br, Player: 0})
	passTo(t, g, 1, game.Main2)
	require.Equal(t, 17, g.Life(0))
}

// 45. Kin Gift: {1}{W} sorcery, "Each player creates a 0/0 white Spirit
// token with 'This enters the battlefield tapped and with two +1/+1
// counters on it', 'As this enters the battlefield, choose a creature
// type' and 'Other creatures you control of the chosen type get
// +1/+1'." Three players, cast by Bob on his turn: the tokens enter at
// once and their controllers choose in APNAP order (CR 616.1, 101.4):
// Bob, Carol, Alice. Saved while Carol chooses. Each token enters tapped
// as a 2/2 with two counters (CR 614.1c, 614.12).
func TestH482TokensChooseInAPNAPOrder(t *testing.T) {
	tok := card.Define(card.Definition{Name: "Kin Spirit", Types: ability.Creature, Subtypes: []string{"Spirit"}, Colors: mana.SetOf(mana.White),
		Power: C(0), Toughness: C(0), AsEnters: ability.ChooseCreatureType, Restrictions: ability.EntersTapped,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)},
		Statics:            []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, ChosenSubtype: true, Other: true}, Power: 1, Toughness: 1}}})
	require.NoError(t, tok.Check())
	gift := sorcery(t, "Kin Gift", "{1}{W}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachPlayer, Amount: ability.N(1), Token: tok})
	bearD := creature(t, "Carol's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 2)
	cb := bf(t, g, 2, bearD)
	s := hand(t, g, 1, gift)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s))
	passStack(t, g)
	require.Equal(t, game.DecideCreatureType, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "the active player first")
	require.NoError(t, g.Apply(choose(1, ability.CreatureTypeIndex("Spirit"))))
	require.Equal(t, game.DecideCreatureType, g.Pending().Kind)
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	gs := h479Copies(t, g, gift, bearD)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(2, ability.CreatureTypeIndex("Bear"))))
		require.Equal(t, game.DecideCreatureType, x.Pending().Kind)
		require.Equal(t, game.PlayerID(0), x.Pending().Player)
		require.NoError(t, x.Apply(choose(0, ability.CreatureTypeIndex("Elf"))))
		resolve(t, x, nil)
		for p := 0; p < 3; p++ {
			n := 0
			for _, id := range x.Zone(game.PlayerID(p), zone.Battlefield) {
				if o := info(t, x, id); o.Card == tok {
					n++
					require.True(t, o.Tapped)
					require.Equal(t, 2, o.Counter(game.PlusOne))
					require.Equal(t, 2, o.Power, "no other Spirit of its controller's")
				}
			}
			require.Equal(t, 1, n)
		}
		require.Equal(t, [2]int{3, 3}, pt(t, x, cb), "Carol chose Bear")
	}
	h479Same(t, gs)
}

// 46. Scarred Wall (0/6, "Whenever Scarred Wall is dealt damage, you gain
// that much life") with the Bulwark Charm; Bob controls one creature, so
// 1 of Alice's 3-damage Hurl Ember is prevented: 2 is dealt, and the
// ability sees 2 (CR 615.10, 615.6).
func TestH482DamageTriggerSeesWhatIsDealt(t *testing.T) {
	wall := def(t, card.Definition{Name: "Scarred Wall", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Wall"},
		Power: C(0), Toughness: C(6), Keywords: ability.Defender, Triggered: []ability.Triggered{{Event: ability.DealtDamage,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	w := bf(t, g, 1, wall)
	bf(t, g, 1, h482Aegis(t), game.PutOptions{AttachedTo: w})
	e := hand(t, g, 0, h482Bolt(t, "Hurl Ember", "{R}", 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, w).Damage)
	require.Equal(t, 22, g.Life(1))
}
