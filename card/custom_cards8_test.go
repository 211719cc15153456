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

// Custom cards, eighth set: static abilities (CR 604) and their layers
// (CR 613): prevention per creature, land types added, characteristic-
// defining power and toughness, convoke granted, attack and block
// restrictions, protection that keeps Auras, granted abilities, taxes,
// "you can't play lands", base power and toughness set by a condition,
// types added by Auras; every kind of static condition switching on and
// off mid-game with state-based actions; statics whose source loses all
// its abilities; control changes; three- and four-player games and
// Two-Headed Giant.

// h477Body is a checked creature card with the given statics.
func h477Body(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, sub string, statics ...ability.Static) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{sub},
		Power: C(p), Toughness: C(tg), Keywords: kw, Statics: statics})
}

// h477Bolt is a {R} instant dealing n damage to any target creature,
// player or planeswalker.
func h477Bolt(t *testing.T, n int) *card.Definition {
	return instant(t, "Ember Lash", "{R}", []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlayer | ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)})
}

// h477Self is "as long as <cond>, this creature gets +p/+t".
func h477Self(cond ability.Condition, p, tg int) ability.Static {
	return ability.Static{Affects: ability.AffectsSelf, If: cond, Power: p, Toughness: tg}
}

// h477Cond is "as long as <k>, this creature gets +2/+2" on a 2/2.
func h477Cond(t *testing.T, name string, c ability.Condition) *card.Definition {
	return h477Body(t, name, "{1}{B}", 2, 2, 0, "Horror", h477Self(c, 2, 2))
}

// h477Naturalize is "{1}{G} instant: Destroy target enchantment."
func h477Naturalize(t *testing.T) *card.Definition {
	return instant(t, "Bramble Unmaking", "{1}{G}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h477Vanilla is a vanilla "{G} enchantment" to control.
func h477Vanilla(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Ivy Charm", ManaCost: cost("{G}"), Types: ability.Enchantment})
}

// h477Exile is "{1}{W} instant: Exile target creature."
func h477Exile(t *testing.T) *card.Definition {
	return instant(t, "Banishing Glare", "{1}{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpExile, Target: 0})
}

// h477Frog casts Turn to Frog (loses all abilities, becomes a blue 1/1
// Frog until end of turn, CR 613.1d-f, 613.3b) for p on id and resolves it.
func h477Frog(t *testing.T, g *game.Game, p game.PlayerID, fr, id game.ObjectID) {
	t.Helper()
	require.NoError(t, g.Cast(p, fr, obj(id)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, id))
}

// ---------------------------------------------------------------------
// Part 1. Prevention, land types, characteristic-defining P/T, convoke

// 1. Aegis Totem: {1}{W} Aura, "Enchant creature. If a source would deal
// damage to enchanted creature, prevent X of that damage, where X is the
// number of creatures you control." X is counted as the damage would be
// dealt (CR 615.1, 604.2): with three creatures, 4 damage to the 2/2 is
// reduced to 1; after one of them dies, another 4 is reduced to 2 and
// the 2/2, with 3 damage marked, dies (CR 704.5g).
func TestH477AegisTotem(t *testing.T) {
	aura := h476Aura(t, "Aegis Totem", "{1}{W}", []ability.Static{{Affects: ability.AffectsAttached, PreventPerCreature: true}})
	g := newGame(t, 2)
	libs(t, g, 3)
	sq := bf(t, g, 0, creature(t, "Warded Squire", "{1}{W}", 2, 2, 0, "Human"))
	bf(t, g, 0, aura, game.PutOptions{AttachedTo: sq})
	o1 := bf(t, g, 0, creature(t, "Page A", "{W}", 1, 1, 0, "Human"))
	bf(t, g, 0, creature(t, "Page B", "{W}", 1, 1, 0, "Human"))
	lands(t, g, 1, card.Mountain, 2)
	lands(t, g, 1, card.Swamp, 1)
	b1 := hand(t, g, 1, h477Bolt(t, 4))
	b2 := hand(t, g, 1, h477Bolt(t, 4))
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, b1, obj(sq)))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, sq).Damage)
	require.NoError(t, g.Cast(1, dm, obj(o1)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(1, b2, obj(sq)))
	resolve(t, g, nil)
	require.True(t, gone(g, sq), "1 + 2 damage on a 2/2")
}

// 2. Bulwark Chant: {2}{W} enchantment, "If a source would deal damage to
// a creature you control, prevent X of that damage, where X is the number
// of creatures you control." Cinder Wave deals 3 damage to each creature
// at once: X is 2 for each of Alice's creatures (both still there as the
// damage is dealt, CR 615.1), so her 1/1 dies and her 2/2 survives with
// 1 damage; Bob's 2/2 takes all 3.
func TestH477BulwarkChant(t *testing.T) {
	d := h476Ench(t, "Bulwark Chant", "{2}{W}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, PreventPerCreature: true}})
	wave := sorcery(t, "Cinder Wave", "{2}{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a1 := bf(t, g, 0, creature(t, "Alice's Mite", "{W}", 1, 1, 0, "Insect"))
	a2 := bf(t, g, 0, creature(t, "Alice's Ox", "{1}{W}", 2, 2, 0, "Ox"))
	b := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{R}", 2, 2, 0, "Ox"))
	lands(t, g, 1, card.Mountain, 3)
	w := hand(t, g, 1, wave)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, w))
	resolve(t, g, nil)
	require.True(t, gone(g, a1))
	require.False(t, gone(g, a2))
	require.Equal(t, 1, info(t, g, a2).Damage)
	require.True(t, gone(g, b))
}

// 3. Mire Shrine: {2}{B} enchantment, "Each land is a Swamp in addition
// to its other land types." Bob's Plains is a Swamp: it taps for {B}
// (CR 305.6), so Bob casts Doom Pin with it, and Alice's swampwalker
// can't be blocked by Bob (CR 702.14c).
func TestH477MireShrine(t *testing.T) {
	d := h476Ench(t, "Mire Shrine", "{2}{B}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Land}, LandsAre: "Swamp"}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	sw := bf(t, g, 0, creature(t, "Bog Prowler", "{1}{B}", 2, 2, ability.Swampwalk, "Zombie"))
	bb := bf(t, g, 1, creature(t, "Bob's Guard", "{1}{W}", 2, 2, 0, "Human"))
	pl1 := bf(t, g, 1, card.Plains)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Contains(t, info(t, g, pl1).Subtypes, "Swamp")
	attack(t, g, 0, game.Attack{Attacker: sw, Player: 1})
	require.False(t, g.CanBlock(bb, sw), "swampwalk: Bob controls a Swamp")
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(sw)), "the Plains pays {B}")
	resolve(t, g, nil)
	require.True(t, gone(g, sw))

	// Without the Shrine, the Plains is no Swamp: the Guard can block.
	g2 := newGame(t, 2)
	libs(t, g2, 3)
	sw2 := bf(t, g2, 0, creature(t, "Bog Prowler", "{1}{B}", 2, 2, ability.Swampwalk, "Zombie"))
	bb2 := bf(t, g2, 1, creature(t, "Bob's Guard", "{1}{W}", 2, 2, 0, "Human"))
	bf(t, g2, 1, card.Plains)
	require.NoError(t, g2.Start(2, 0, game.DeclareAttackers))
	attack(t, g2, 0, game.Attack{Attacker: sw2, Player: 1})
	require.True(t, g2.CanBlock(bb2, sw2))
}

// marshHorror is "{3}{B} */* Horror: Marsh Horror's power and toughness
// are each equal to the number of Swamps you control."
func h477MarshHorror(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Marsh Horror", ManaCost: cost("{3}{B}"), Types: ability.Creature, Subtypes: []string{"Horror"},
		Power: card.Star, Toughness: card.Star, Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Swamp"}}})
}

// 4. Marsh Horror (above) with one Swamp and two Forests is 1/1. Alice
// casts Mire Shrine (each land is a Swamp): 3/3 on the battlefield, and
// the copy in her hand is 3/3 too (a characteristic-defining ability
// works in every zone, CR 604.3). Bob destroys the Shrine: 1/1 again
// (CR 611.3a, 613.3a).
func TestH477MarshHorrorShrine(t *testing.T) {
	shrine := h476Ench(t, "Mire Shrine", "{2}{B}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Land}, LandsAre: "Swamp"}})
	g := newGame(t, 2)
	libs(t, g, 3)
	h := bf(t, g, 0, h477MarshHorror(t))
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 0, card.Forest, 2)
	inHand := hand(t, g, 0, h477MarshHorror(t))
	s := hand(t, g, 0, shrine)
	lands(t, g, 1, card.Forest, 2)
	nz := hand(t, g, 1, h477Naturalize(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, h))
	require.Equal(t, [2]int{1, 1}, pt(t, g, inHand))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, h))
	require.Equal(t, [2]int{3, 3}, pt(t, g, inHand))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, nz, obj(find(t, g, 0, shrine))))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, h))
}

// 5. Host Avatar: {2}{G} */*, "Host Avatar's power and toughness are each
// equal to the number of creatures you control." With Alice's Ox it is
// 2/2, under Bob's Withering Miasma ("creatures your opponents control
// get -1/-1") 1/1. Bob destroys the Ox: the Avatar is 1/1 -1/-1 = 0/0
// and is put into the graveyard (CR 613.3a, 613.3c, 704.5f).
func TestH477HostAvatarDies(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	av := bf(t, g, 0, swarmAvatar(t))
	ox := bf(t, g, 0, creature(t, "Alice's Ox", "{1}{G}", 3, 3, 0, "Ox"))
	bf(t, g, 1, withering(t))
	lands(t, g, 1, card.Swamp, 1)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, av))
	require.NoError(t, g.Cast(1, dm, obj(ox)))
	resolve(t, g, nil)
	require.True(t, gone(g, av))
}

// 6. Foundry Chant: {1}{R} enchantment, "Artifact spells you cast have
// convoke." Alice casts Iron Idol ({3} artifact) tapping her three
// creatures (CR 702.50a); a creature spell of hers doesn't have convoke,
// nor does Bob's artifact spell: the static speaks of its controller's
// spells only.
func TestH477FoundryChant(t *testing.T) {
	d := h476Ench(t, "Foundry Chant", "{1}{R}", []ability.Static{{SpellsHaveConvoke: ability.Artifact}})
	idol := def(t, card.Definition{Name: "Iron Idol", ManaCost: cost("{3}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	var cs []game.ObjectID
	for i := 0; i < 3; i++ {
		cs = append(cs, bf(t, g, 0, creature(t, "Smith", "{R}", 1, 1, 0, "Human")))
	}
	bc := bf(t, g, 1, creature(t, "Bob's Smith", "{R}", 1, 1, 0, "Human"))
	bi := hand(t, g, 1, def(t, card.Definition{Name: "Tin Idol", ManaCost: cost("{1}"), Types: ability.Artifact}))
	cr := hand(t, g, 0, creature(t, "Gnome", "{1}", 1, 1, 0, "Gnome"))
	ai := hand(t, g, 0, idol)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: cr, Convoke: cs[:1]}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: ai, Convoke: cs}))
	resolve(t, g, nil)
	require.NotZero(t, find(t, g, 0, idol))
	for _, c := range cs {
		require.True(t, info(t, g, c).Tapped)
	}
	h476To(t, g, 1, game.Main1)
	require.Error(t, g.Apply(game.Action{Kind: game.ActCast, Player: 1, Object: bi, Convoke: []game.ObjectID{bc}}))
}

// h477Shield is "Aegis of the Steadfast", an emblem: "If a source would
// deal damage to you or a planeswalker you control, prevent all but 1 of
// that damage."
func h477Shield(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Aegis of the Steadfast", Statics: []ability.Static{{PreventAllButOne: true}}})
}

// 9. Vessa, Shieldbearer: {2}{W}{W} planeswalker, loyalty 5, "−2: You get
// an emblem with 'If a source would deal damage to you or a planeswalker
// you control, prevent all but 1 of that damage.'" Two-Headed Giant: the
// emblem is Alice's (CR 113.2): Carol's 5 damage to Alice is reduced to 1
// (CR 615.1), 5 to her planeswalker too, but 5 to her teammate Bob or to
// her creature are dealt in full; the team's life falls by 6 (CR 810.9).
func TestH477VessaEmblemTwoHeaded(t *testing.T) {
	vessa := walker(t, "Vessa, Shieldbearer", "{2}{W}{W}", "Vessa", 5,
		loyal(-2, nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: h477Shield(t)}))
	g := newTwoHeaded(t)
	libs(t, g, 5)
	pw := bf(t, g, 0, vessa)
	ox := bf(t, g, 0, creature(t, "Alice's Ox", "{2}{W}", 2, 6, 0, "Ox"))
	lands(t, g, 2, card.Mountain, 4)
	var bs []game.ObjectID
	for i := 0; i < 4; i++ {
		bs = append(bs, hand(t, g, 2, h477Bolt(t, 5)))
	}
	// 2017 rules let the damage to Alice be redirected to her
	// planeswalker (CR 306.7): Carol declines.
	no := func(d game.Decision) game.Action { return choose(d.Player, 0) }
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 0))
	resolve(t, g, nil)
	require.Equal(t, 3, counter(t, g, pw, game.Loyalty))
	h476To(t, g, 2, game.Main1)
	require.NoError(t, g.Cast(2, bs[0], pl(0)))
	resolve(t, g, no)
	require.Equal(t, 29, g.Life(0))
	require.NoError(t, g.Cast(2, bs[1], obj(pw)))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, pw, game.Loyalty))
	require.NoError(t, g.Cast(2, bs[2], pl(1)))
	resolve(t, g, no)
	require.Equal(t, 24, g.Life(0), "Bob's 5 are not prevented")
	require.NoError(t, g.Cast(2, bs[3], obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, 5, info(t, g, ox).Damage)
}

// 10. Stormveil (Creatures without flying can't attack, CR 508.1c) and
// Wind Harness ({U} Aura, "Enchanted creature has flying"): Alice's
// harnessed Walker may attack. Bob's Turn to Frog in her first main
// phase takes the flying away (the Aura's static is older,
// CR 613.6): the Walker can't attack any more. A second Wind Harness
// attached after the Frog grants flying again (CR 613.6d).
func TestH477StormveilWindHarness(t *testing.T) {
	veil := h476Ench(t, "Stormveil", "{2}{U}", []ability.Static{{AttackNeedsKeyword: ability.Flying}})
	harness := h476Aura(t, "Wind Harness", "{U}", []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.Flying}})
	for _, second := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 1, veil)
		w := bf(t, g, 0, creature(t, "Walker", "{1}{G}", 2, 2, 0, "Elf"))
		bf(t, g, 0, harness, game.PutOptions{AttachedTo: w})
		lands(t, g, 0, card.Island, 1)
		h2 := hand(t, g, 0, harness)
		lands(t, g, 1, card.Island, 2)
		fr := hand(t, g, 1, card.TurnToFrog)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.True(t, g.CanAttack(w))
		require.NoError(t, g.Pass(0))
		h477Frog(t, g, 1, fr, w)
		require.False(t, info(t, g, w).Keywords.Has(ability.Flying))
		if second {
			require.NoError(t, g.Cast(0, h2, obj(w)))
			resolve(t, g, nil)
			require.True(t, info(t, g, w).Keywords.Has(ability.Flying))
		}
		require.Equal(t, second, g.CanAttack(w))
		for i := 0; i < 4; i++ {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.Equal(t, game.DeclareAttackers, g.Step())
		if second {
			attack(t, g, 0, game.Attack{Attacker: w, Player: 1})
			combatTo(t, g, game.Main2)
			require.Equal(t, 19, g.Life(1))
		} else {
			require.NotEqual(t, game.DecideAttackers, g.Pending().Kind, "no creature of Alice's can attack")
		}
	}
}

// 11. Stormveil Drake: {2}{U} 2/2 flyer, "Creatures without flying can't
// attack." Once Alice's Turn to Frog makes it lose its abilities
// (CR 613.1f), her Walker may attack; the Frog itself, without flying,
// may too.
func TestH477StormveilDrakeFrog(t *testing.T) {
	drake := h477Body(t, "Stormveil Drake", "{2}{U}", 2, 2, ability.Flying, "Drake", ability.Static{AttackNeedsKeyword: ability.Flying})
	g := newGame(t, 2)
	libs(t, g, 3)
	dr := bf(t, g, 0, drake)
	w := bf(t, g, 0, creature(t, "Walker", "{1}{G}", 2, 2, 0, "Elf"))
	lands(t, g, 0, card.Island, 2)
	fr := hand(t, g, 0, card.TurnToFrog)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h477Frog(t, g, 0, fr, dr)
	toAttackers(t, g)
	require.True(t, g.CanAttack(w))
	attack(t, g, 0, game.Attack{Attacker: w, Player: 1}, game.Attack{Attacker: dr, Player: 1})
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
}

// 12. Sanctum Mantle: {1}{W} Aura, "Enchanted creature has protection
// from all colors. This effect doesn't remove Auras." Alice's red Fire
// Harness ("+2/+0") stays on the creature, and so does the Mantle
// (CR 702.16m); no coloured spell can target it, Alice's own neither
// (CR 702.16b, 702.16h). Cleansing Mantle, the same without the last
// sentence, puts both Auras, itself included, into the graveyard
// (CR 702.16c, 704.5n), and then the creature has no protection.
func TestH477SanctumMantle(t *testing.T) {
	fire := h476Aura(t, "Fire Harness", "{R}", []ability.Static{{Affects: ability.AffectsAttached, Power: 2}})
	for _, keeps := range []bool{true, false} {
		name := "Sanctum Mantle"
		if !keeps {
			name = "Cleansing Mantle"
		}
		mantle := h476Aura(t, name, "{1}{W}", []ability.Static{{Affects: ability.AffectsAttached,
			Protection: mana.AllColors, ProtectionKeepsAuras: keeps}})
		g := newGame(t, 2)
		libs(t, g, 3)
		c := bf(t, g, 0, creature(t, "Knight", "{1}{W}", 2, 2, 0, "Knight"))
		f := bf(t, g, 0, fire, game.PutOptions{AttachedTo: c})
		lands(t, g, 0, card.Plains, 3)
		m := hand(t, g, 0, mantle)
		wb := hand(t, g, 0, whiteBolt)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, m, obj(c)))
		resolve(t, g, nil)
		if keeps {
			require.False(t, gone(g, f))
			require.NotZero(t, find(t, g, 0, mantle))
			require.Equal(t, [2]int{4, 2}, pt(t, g, c))
			require.False(t, offered(g, wb, obj(c)))
			require.Error(t, g.Cast(0, wb, obj(c)))
		} else {
			require.True(t, gone(g, f))
			require.Zero(t, find(t, g, 0, mantle))
			require.Equal(t, [2]int{2, 2}, pt(t, g, c))
			require.True(t, offered(g, wb, obj(c)))
		}
	}
}

// 13. Sparkrod Harness: {1}{R} Aura, "Enchanted creature has '{T}: This
// creature deals 1 damage to target player.'" Turn to Frog, later than
// the Aura, removes the granted ability (CR 613.1f, 613.6): the Frog
// can't activate it. A second Sparkrod Harness attached after the Frog
// grants it again (CR 613.6d).
func TestH477SparkrodHarness(t *testing.T) {
	harness := h476Aura(t, "Sparkrod Harness", "{1}{R}", []ability.Static{{Affects: ability.AffectsAttached, Grant: &ability.Activated{
		Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, creature(t, "Gunner", "{1}{R}", 2, 2, 0, "Goblin"))
	bf(t, g, 0, harness, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Mountain, 2)
	fr := hand(t, g, 0, card.TurnToFrog)
	h2 := hand(t, g, 0, harness)
	require.NoError(t, g.Start(2, 0, game.Main1))
	cl := g.Clone()
	require.NoError(t, cl.Activate(0, c, 0, pl(1)))
	resolve(t, cl, nil)
	require.Equal(t, 19, cl.Life(1))
	h477Frog(t, g, 0, fr, c)
	require.Error(t, g.Activate(0, c, 0, pl(1)))
	require.NoError(t, g.Cast(0, h2, obj(c)))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, c, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// 16. Hush Gryff: {2}{W} 2/2, "Creatures entering the battlefield don't
// cause abilities to trigger." Herald of Echoes ("When Herald of Echoes
// enters the battlefield, draw a card") enters without its trigger; after
// Bob's Turn to Frog on the Gryff (CR 613.1f), a second Herald's trigger
// triggers (CR 603.6a).
func TestH477HushGryffFrog(t *testing.T) {
	gryff := h477Body(t, "Hush Gryff", "{2}{W}", 2, 2, 0, "Hippogriff", ability.Static{StopsCreatureEnterTriggers: true})
	herald := def(t, card.Definition{Name: "Herald of Echoes", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	gr := bf(t, g, 0, gryff)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Swamp, 4)
	fr := hand(t, g, 0, card.TurnToFrog)
	h1 := hand(t, g, 0, herald)
	h2 := hand(t, g, 0, herald)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h1))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand))
	h477Frog(t, g, 0, fr, gr)
	require.NoError(t, g.Cast(0, h2))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "Herald drew a card")
}

// ---------------------------------------------------------------------
// Part 2. Types, base power and toughness, restrictions

// 18. Animate Relic: {1}{U} Aura, "Enchant artifact. Enchanted artifact is
// a creature with base power and toughness 4/4 in addition to its other
// types." Alice's Brass Trinket is a 4/4 artifact creature (layers 4 and
// 7b, CR 613.1d, 613.3b) and gets her anthem's +1/+1 (7c): 5/5. Doom Pin
// ("destroy target creature") may target it; the Aura goes with it
// (CR 704.5n).
func TestH477AnimateRelic(t *testing.T) {
	relic := def(t, card.Definition{Name: "Animate Relic", ManaCost: cost("{1}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetArtifact, Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Creature,
			SetBasePT: true, BasePower: 4, BaseToughness: 4}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, anthem(t, "Banner of Unity", 1, 1))
	tr := bf(t, g, 0, h476Trinket(t))
	lands(t, g, 0, card.Island, 2)
	r := hand(t, g, 0, relic)
	lands(t, g, 1, card.Swamp, 1)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Zero(t, info(t, g, tr).Types&ability.Creature)
	require.NoError(t, g.Cast(0, r, obj(tr)))
	resolve(t, g, nil)
	require.NotZero(t, info(t, g, tr).Types&ability.Creature)
	require.Equal(t, [2]int{5, 5}, pt(t, g, tr))
	require.NoError(t, g.Pass(0))
	require.True(t, offered(g, dm, obj(tr)))
	require.NoError(t, g.Cast(1, dm, obj(tr)))
	resolve(t, g, nil)
	require.True(t, gone(g, tr))
	require.Zero(t, find(t, g, 0, relic))
}

// 19. Bramble Brute: {1}{G} 1/1, "As long as you control an enchantment,
// Bramble Brute has base power and toughness 4/4." Bob's Shrink Hex
// ("becomes a 0/2 until end of turn") resolves first: 0/2. Alice then
// casts an enchantment: the Brute's static applies from now on, but with
// the Brute's timestamp (CR 613.6a), older than the Hex, so the Hex still
// wins in layer 7b: 0/2. Next turn the Hex is over: 4/4.
func TestH477BrambleBrute(t *testing.T) {
	brute := h477Body(t, "Bramble Brute", "{1}{G}", 1, 1, 0, "Beast", ability.Static{Affects: ability.AffectsSelf,
		If: ability.IfYouControl(ability.Enchantment), SetBasePT: true, BasePower: 4, BaseToughness: 4})
	g := newGame(t, 2)
	libs(t, g, 5)
	b := bf(t, g, 0, brute)
	lands(t, g, 0, card.Forest, 1)
	ivy := hand(t, g, 0, h477Vanilla(t))
	lands(t, g, 1, card.Island, 2)
	hx := hand(t, g, 1, become(t, "Shrink Hex", 0, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, hx, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{0, 2}, pt(t, g, b))
	require.NoError(t, g.Cast(0, ivy))
	resolve(t, g, nil)
	require.Equal(t, [2]int{0, 2}, pt(t, g, b), "the Hex is later than the Brute")
	nextTurn(t, g)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
}

// 20. Lone Duel: {R} Aura, "Enchanted creature can't be blocked by more
// than one creature." Bob can't block it with two creatures (CR 509.1b),
// with one he can.
func TestH477LoneDuel(t *testing.T) {
	aura := h476Aura(t, "Lone Duel", "{R}", []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.CantBeBlockedByMoreThanOne}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Duelist", "{2}{R}", 3, 3, 0, "Human"))
	bf(t, g, 0, aura, game.PutOptions{AttachedTo: a})
	b1 := bf(t, g, 1, creature(t, "Guard A", "{1}{W}", 2, 2, 0, "Human"))
	b2 := bf(t, g, 1, creature(t, "Guard B", "{1}{W}", 2, 2, 0, "Human"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: b1, Attacker: a}, {Blocker: b2, Attacker: a}}}))
	block(t, g, 1, game.Block{Blocker: b1, Attacker: a})
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, b1))
	require.False(t, gone(g, a))
}

// 21. Skyward Gaze: {1}{U} enchantment, "Creatures your opponents control
// can block only creatures with flying." Bob's creature can't block
// Alice's ground creature but can block her flyer (CR 509.1b); on Bob's
// turn Alice's own creature blocks his ground attacker.
func TestH477SkywardGaze(t *testing.T) {
	d := h476Ench(t, "Skyward Gaze", "{1}{U}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, Restrictions: ability.CanBlockOnlyFlyers}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	gr := bf(t, g, 0, creature(t, "Alice's Boar", "{1}{G}", 2, 2, 0, "Boar"))
	fl := bf(t, g, 0, creature(t, "Alice's Hawk", "{1}{W}", 1, 1, ability.Flying, "Bird"))
	se := bf(t, g, 0, creature(t, "Alice's Sentry", "{1}{W}", 1, 3, 0, "Human"))
	bb := bf(t, g, 1, creature(t, "Bob's Wall", "{1}{W}", 0, 4, ability.Reach|ability.Defender, "Wall"))
	ba := bf(t, g, 1, creature(t, "Bob's Boar", "{1}{G}", 2, 2, 0, "Boar"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: gr, Player: 1}, game.Attack{Attacker: fl, Player: 1})
	toBlockers(t, g)
	require.False(t, g.CanBlock(bb, gr))
	require.True(t, g.CanBlock(bb, fl))
	block(t, g, 1, game.Block{Blocker: bb, Attacker: fl})
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
	h476To(t, g, 1, game.BeginCombat)
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: ba, Player: 0})
	toBlockers(t, g)
	require.True(t, g.CanBlock(se, ba))
}

// 22. Giant's Stride: {1}{G} Aura, "Enchanted creature can't be blocked
// by creatures with power 2 or less." Power is read with every layer
// (CR 509.1b, 613): Bob's 2/2 can't block, but under Bob's War Chant
// ("creatures you control get +1/+0") it is 3/2 and can; Bob's 3/3
// under Alice's Withering Miasma (-1/-1) is 2/2 and can't.
func TestH477GiantsStride(t *testing.T) {
	aura := h476Aura(t, "Giant's Stride", "{1}{G}", []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.CantBeBlockedByPowerTwoOrLess}})
	for _, k := range []string{"none", "chant", "miasma"} {
		g := newGame(t, 2)
		libs(t, g, 3)
		a := bf(t, g, 0, creature(t, "Strider", "{2}{G}", 3, 3, 0, "Giant"))
		bf(t, g, 0, aura, game.PutOptions{AttachedTo: a})
		p := 2
		switch k {
		case "chant":
			bf(t, g, 1, anthem(t, "War Chant", 1, 0))
		case "miasma":
			bf(t, g, 0, withering(t))
			p = 3
		}
		b := bf(t, g, 1, creature(t, "Bob's Guard", "{1}{W}", p, p, 0, "Human"))
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
		require.Equal(t, k == "chant", g.CanBlock(b, a), k)
	}
}

// 23. Wallward Path: {U} Aura, "Enchanted creature can't be blocked
// except by Walls." Bob's Wall may block it, his Knight may not
// (CR 509.1b).
func TestH477WallwardPath(t *testing.T) {
	aura := h476Aura(t, "Wallward Path", "{U}", []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.CantBeBlockedExceptByWalls}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Scout", "{1}{U}", 2, 2, 0, "Human"))
	bf(t, g, 0, aura, game.PutOptions{AttachedTo: a})
	w := bf(t, g, 1, creature(t, "Stone Wall", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	k := bf(t, g, 1, creature(t, "Knight", "{1}{W}", 2, 2, 0, "Knight"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	require.True(t, g.CanBlock(w, a))
	require.False(t, g.CanBlock(k, a))
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: k, Attacker: a}}}))
	block(t, g, 1, game.Block{Blocker: w, Attacker: a})
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1))
}

// 24. Cowering Curse: {B} Aura, "Enchanted creature can't block." The
// restriction is the Aura's effect, not an ability of the creature: after
// Turn to Frog (loses all abilities, CR 613.1f) it still can't block.
func TestH477CoweringCurseFrog(t *testing.T) {
	aura := h476Aura(t, "Cowering Curse", "{B}", []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.CantBlock}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human"))
	b := bf(t, g, 1, creature(t, "Bob's Guard", "{1}{W}", 2, 2, 0, "Human"))
	bf(t, g, 0, aura, game.PutOptions{AttachedTo: b})
	lands(t, g, 0, card.Island, 2)
	fr := hand(t, g, 0, card.TurnToFrog)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h477Frog(t, g, 0, fr, b)
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	require.False(t, g.CanBlock(b, a))
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
}

// 25. Toll Bridge: {2}{W} enchantment, "Creatures can't block unless
// their controller pays {1} for each of them." Three players: Carol's
// creature blocking Alice's attacker costs Carol {1} (CR 509.1d); with
// her one Plains tapped she can't declare the block.
func TestH477TollBridge(t *testing.T) {
	d := h476Ench(t, "Toll Bridge", "{2}{W}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature}, AttackBlockTax: 1}})
	for _, tapped := range []bool{false, true} {
		g := newGame(t, 3)
		libs(t, g, 3)
		bf(t, g, 1, d)
		a := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human"))
		lands(t, g, 0, card.Mountain, 1)
		c := bf(t, g, 2, creature(t, "Carol's Guard", "{1}{W}", 2, 3, 0, "Human"))
		p := bf(t, g, 2, card.Plains, game.PutOptions{Tapped: tapped})
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
		if tapped {
			// Carol can't pay: no block can be declared, and the engine
			// doesn't ask.
			for i := 0; i < 20 && g.Step() != game.Main2; i++ {
				require.NotEqual(t, game.DecideBlockers, g.Pending().Kind)
				require.NoError(t, g.Pass(g.Pending().Player))
			}
			require.Equal(t, 18, g.Life(2))
			continue
		}
		toBlockers(t, g)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 2, Blockers: []game.Block{{Blocker: c, Attacker: a}}}))
		require.True(t, info(t, g, p).Tapped)
		combatTo(t, g, game.Main2)
		require.Equal(t, 20, g.Life(2))
	}
}

// ---------------------------------------------------------------------
// Part 3. Conditions

// 26. Hollow Sentry: {W} 1/1, "As long as you control no other creatures,
// Hollow Sentry gets +0/+2." Alone it is 1/3 and survives Bob's 2 damage.
// Alice casts a Gnome: the condition fails (CR 604.2, 611.3a), the Sentry
// is 1/1 with 2 damage and dies (CR 704.5g).
func TestH477HollowSentry(t *testing.T) {
	d := h477Body(t, "Hollow Sentry", "{W}", 1, 1, 0, "Spirit", h477Self(ability.Condition{Kind: ability.YouControlNone,
		Group: ability.Group{Types: ability.Creature, Other: true}}, 0, 2))
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 1)
	gn := hand(t, g, 0, creature(t, "Gnome", "{G}", 1, 1, 0, "Gnome"))
	lands(t, g, 1, card.Mountain, 1)
	b := hand(t, g, 1, h477Bolt(t, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 3}, pt(t, g, s))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, b, obj(s)))
	resolve(t, g, nil)
	require.False(t, gone(g, s))
	require.NoError(t, g.Cast(0, gn))
	require.False(t, gone(g, s), "the Gnome is still a spell")
	resolve(t, g, nil)
	require.True(t, gone(g, s))
}

// 27. Dune Nomad: {1}{R} 2/2, "Dune Nomad gets +2/+2 as long as no
// opponent controls a Mountain," and Lowland Drifter: {1}{R} 2/2, "gets
// +1/+1 as long as there is no Mountain on the battlefield." Three
// players: Alice's own Mountain turns the Drifter off but not the Nomad;
// Carol's Mountain turns the Nomad off (CR 604.2).
func TestH477DuneNomad(t *testing.T) {
	nomad := h477Body(t, "Dune Nomad", "{1}{R}", 2, 2, 0, "Nomad", h477Self(ability.Condition{Kind: ability.NoneOnBattlefield,
		Group: ability.Group{Types: ability.Land, Subtype: "Mountain", Side: ability.OpponentSide}}, 2, 2))
	drifter := h477Body(t, "Lowland Drifter", "{1}{R}", 2, 2, 0, "Nomad", h477Self(ability.Condition{Kind: ability.NoneOnBattlefield,
		Group: ability.Group{Types: ability.Land, Subtype: "Mountain"}}, 1, 1))
	g := newGame(t, 3)
	libs(t, g, 5)
	n := bf(t, g, 0, nomad)
	dr := bf(t, g, 0, drifter)
	bf(t, g, 1, card.Forest)
	am := hand(t, g, 0, card.Mountain)
	cm := hand(t, g, 2, card.Mountain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, n))
	require.Equal(t, [2]int{3, 3}, pt(t, g, dr))
	require.NoError(t, g.PlayLand(0, am))
	require.Equal(t, [2]int{4, 4}, pt(t, g, n))
	require.Equal(t, [2]int{2, 2}, pt(t, g, dr))
	h476To(t, g, 2, game.Main1)
	require.Equal(t, [2]int{4, 4}, pt(t, g, n))
	require.NoError(t, g.PlayLand(2, cm))
	require.Equal(t, [2]int{2, 2}, pt(t, g, n))
}

// 28. Exile Keeper: {1}{W} 2/2, "Exile Keeper gets +2/+2 as long as an
// opponent owns a card in exile." Two-Headed Giant: Alice exiles her
// teammate Bob's creature, whose card is not an opponent's (CR 102.3):
// 2/2. Then she exiles Carol's: 4/4.
func TestH477ExileKeeperTwoHeaded(t *testing.T) {
	keeper := h477Cond(t, "Exile Keeper", ability.If(ability.OpponentOwnsCardInExile))
	g := newTwoHeaded(t)
	libs(t, g, 3)
	k := bf(t, g, 0, keeper)
	bc := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	cc := bf(t, g, 2, creature(t, "Carol's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 0, card.Plains, 4)
	e1 := hand(t, g, 0, h477Exile(t))
	e2 := hand(t, g, 0, h477Exile(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, k))
	require.NoError(t, g.Cast(0, e1, obj(bc)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, bc))
	require.Equal(t, [2]int{2, 2}, pt(t, g, k), "a teammate is no opponent")
	require.NoError(t, g.Cast(0, e2, obj(cc)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, k))
}

// 29. Grudge Hound: {1}{B} 2/2, "Grudge Hound gets +2/+2 as long as you
// lost life last turn." Bob hits Alice on his turn: the Hound is 2/2 that
// turn, 4/4 on Alice's next turn, and 2/2 again on Bob's next turn, since
// Alice lost no life during her own (CR 118.3, 604.2).
func TestH477GrudgeHound(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	h := bf(t, g, 0, h477Cond(t, "Grudge Hound", ability.If(ability.YouLostLifeLastTurn)))
	lands(t, g, 1, card.Mountain, 1)
	b := hand(t, g, 1, h477Bolt(t, 1))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, b, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
	require.Equal(t, [2]int{2, 2}, pt(t, g, h))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	require.Equal(t, [2]int{4, 4}, pt(t, g, h))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, [2]int{2, 2}, pt(t, g, h))
}

// 30. Bloodscent Stalker: {1}{B} 2/2, "Bloodscent Stalker gets +2/+2 as
// long as an opponent lost life last turn." Three players: Alice hits
// Carol on her turn; on Bob's turn the Stalker is 4/4. When Carol leaves
// the game she is no longer an opponent (CR 102.3, 800.4a): 2/2.
func TestH477BloodscentStalker(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	s := bf(t, g, 0, h477Cond(t, "Bloodscent Stalker", ability.If(ability.OpponentLostLifeLastTurn)))
	lands(t, g, 0, card.Mountain, 1)
	b := hand(t, g, 0, h477Bolt(t, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, [2]int{4, 4}, pt(t, g, s))
	concede(t, g, 2)
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
}

// 31. Desperate Knight: {1}{W} 2/2, "Desperate Knight gets +2/+2 as long
// as your life total is less than your starting life total." Two-Headed
// Giant: Alice's life total is her team's, starting at 30 (CR 810.4,
// 810.9): Carol's 1 damage to Alice's teammate Bob makes the Knight 4/4;
// Alice gains 1 life and it is 2/2 again (CR 103.3, 604.2).
func TestH477DesperateKnightTwoHeaded(t *testing.T) {
	heal := instant(t, "Soothing Word", "{W}", nil, gain(1)...)
	g := newTwoHeaded(t)
	libs(t, g, 5)
	k := bf(t, g, 0, h477Cond(t, "Desperate Knight", ability.If(ability.LifeBelowStarting)))
	lands(t, g, 0, card.Plains, 1)
	hw := hand(t, g, 0, heal)
	lands(t, g, 2, card.Mountain, 1)
	b := hand(t, g, 2, h477Bolt(t, 1))
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, k))
	require.NoError(t, g.Cast(2, b, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 29, g.Life(0))
	require.Equal(t, [2]int{4, 4}, pt(t, g, k))
	for g.Pending().Player != 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Cast(0, hw))
	resolve(t, g, nil)
	require.Equal(t, 30, g.Life(0))
	require.Equal(t, [2]int{2, 2}, pt(t, g, k))
}

// 32. Quiet Archivist: {1}{U} 1/3, "As long as you haven't activated a
// loyalty ability this turn, Quiet Archivist has hexproof." Alice's
// planeswalker's +1 ends that (CR 606, 604.2): with the ability still on
// the stack, Bob's Doom Pin may target the Archivist. On Bob's turn it has
// hexproof again.
func TestH477QuietArchivist(t *testing.T) {
	arch := h477Body(t, "Quiet Archivist", "{1}{U}", 1, 3, 0, "Human", ability.Static{Affects: ability.AffectsSelf,
		If: ability.If(ability.NoLoyaltyActivatedThisTurn), Keywords: ability.Hexproof})
	pw := walker(t, "Liesa, Lorekeeper", "{2}{W}{U}", "Liesa", 3, loyal(1, nil, gain(1)...))
	g := newGame(t, 2)
	libs(t, g, 5)
	a := bf(t, g, 0, arch)
	w := bf(t, g, 0, pw)
	lands(t, g, 1, card.Swamp, 1)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, a).Keywords.Has(ability.Hexproof))
	require.NoError(t, g.Activate(0, w, 0))
	require.False(t, info(t, g, a).Keywords.Has(ability.Hexproof))
	require.Equal(t, game.PlayerID(1), h477PassOnce(t, g))
	require.True(t, offered(g, dm, obj(a)))
	cl := g.Clone()
	require.NoError(t, cl.Cast(1, dm, obj(a)))
	resolve(t, cl, nil)
	require.True(t, gone(cl, a))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.True(t, info(t, g, a).Keywords.Has(ability.Hexproof))
}

// h477PassOnce passes the pending priority and returns who has it next.
func h477PassOnce(t *testing.T, g *game.Game) game.PlayerID {
	t.Helper()
	require.NoError(t, g.Pass(g.Pending().Player))
	return g.Pending().Player
}

// 33. Spell-Eager Adept: {1}{R} 1/1, "Spell-Eager Adept gets +2/+0 as
// long as you've cast a spell this turn." Alice casts Soothing Word: the
// Adept is 3/1 at once, the spell still on the stack (casting is done,
// CR 601.2i); on Bob's turn it is 1/1.
func TestH477SpellEagerAdept(t *testing.T) {
	heal := instant(t, "Soothing Word", "{W}", nil, gain(1)...)
	g := newGame(t, 2)
	libs(t, g, 5)
	a := bf(t, g, 0, h477Body(t, "Spell-Eager Adept", "{1}{R}", 1, 1, 0, "Human", h477Self(ability.If(ability.YouCastAnotherSpellThisTurn), 2, 0)))
	lands(t, g, 0, card.Plains, 1)
	hw := hand(t, g, 0, heal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, a))
	require.NoError(t, g.Cast(0, hw))
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, [2]int{3, 1}, pt(t, g, a))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 1}, pt(t, g, a))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, [2]int{1, 1}, pt(t, g, a))
}

// ---------------------------------------------------------------------
// Part 4. Control, multiplayer, layers

// 34. Rally Captain: {2}{W} 2/2, "Other creatures you control get +1/+1."
// Alice's Runt (1/1) is 1/1 under Bob's Withering Miasma ("creatures your
// opponents control get -1/-1"). Bob seizes the Captain (CR 613.1b): its
// bonus now goes to Bob's Ox (3/3), the Miasma no longer shrinks the
// Captain (2/2), and Alice's Runt, 0/0, dies (CR 704.5f).
func TestH477RallyCaptainSeized(t *testing.T) {
	captain := h477Body(t, "Rally Captain", "{2}{W}", 2, 2, 0, "Soldier", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}, Power: 1, Toughness: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, captain)
	r := bf(t, g, 0, creature(t, "Runt", "{G}", 1, 1, 0, "Elf"))
	bf(t, g, 1, withering(t))
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 1, card.Island, 4)
	sz := hand(t, g, 1, seize(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, r))
	require.Equal(t, [2]int{1, 1}, pt(t, g, c))
	require.NoError(t, g.Cast(1, sz, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, c).Controller)
	require.Equal(t, [2]int{2, 2}, pt(t, g, c))
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
	require.True(t, gone(g, r))
}

// 35. Withering Miasma ("Creatures your opponents control get -1/-1")
// in a four-player free-for-all reaches all three opponents' 1/1s, not
// Alice's (CR 806.1: each plays against all the others); in Two-Headed
// Giant her teammate Bob's 1/1 survives, Carol's and Dave's die
// (CR 102.3, 704.5f).
func TestH477WitheringMiasmaMultiplayer(t *testing.T) {
	for _, thg := range []bool{false, true} {
		var g *game.Game
		if thg {
			g = newTwoHeaded(t)
		} else {
			g = newGame(t, 4)
		}
		libs(t, g, 3)
		bf(t, g, 0, withering(t))
		var ids [4]game.ObjectID
		for p := 0; p < 4; p++ {
			ids[p] = bf(t, g, game.PlayerID(p), creature(t, "Mite", "{G}", 1, 1, 0, "Insect"))
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.False(t, gone(g, ids[0]))
		require.Equal(t, !thg, gone(g, ids[1]))
		require.True(t, gone(g, ids[2]))
		require.True(t, gone(g, ids[3]))
	}
}

// 36. Honor of the Sun: {1}{W} enchantment, "White creatures you control
// get +1/+1." Alice's white Knight is 3/3, her green Ox 2/2. Turn to Frog
// makes the Knight a blue 1/1 Frog (layer 5, CR 613.1e): Honor of the Sun
// no longer applies to it (CR 613.4): 1/1.
func TestH477HonorOfTheSunFrog(t *testing.T) {
	d := h476Ench(t, "Honor of the Sun", "{1}{W}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Colors: mana.SetOf(mana.White)}, Power: 1, Toughness: 1}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	k := bf(t, g, 0, creature(t, "Knight", "{1}{W}", 2, 2, 0, "Knight"))
	ox := bf(t, g, 0, creature(t, "Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 1, card.Island, 2)
	fr := hand(t, g, 1, card.TurnToFrog)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, k))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
	h477Frog(t, g, 1, fr, k)
	require.Equal(t, mana.SetOf(mana.Blue), info(t, g, k).Colors)
}

// 37. Cards Check refuses, each rightly (docs/design.md, "statics whose
// fields their kind doesn't read"):
//   - Apex Claimant: 3/3, "As long as you control each creature with the
//     greatest power, Apex Claimant gets +2/+2": its power would depend
//     on itself (CR 613.8); the engine has no fixpoint for it.
//   - Forge Awakening: enchantment, "Artifacts you control are creatures
//     in addition to their other types": types added to a group would make
//     what other statics apply to depend on it (CR 613.7a); the engine
//     adds types only to what a source is attached to.
//   - Stubborn Ogre: 3/3, "Stubborn Ogre has base power and toughness
//     3/3": its printed values say that.
//   - Drought Totem: enchantment, "As long as you control a Swamp, you
//     can't play lands": the engine's land ban reads no condition.
func TestH477Refusals(t *testing.T) {
	requireRefusedAt(t, card.Definition{Name: "Apex Claimant", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Beast"},
		Power: C(3), Toughness: C(3), Statics: []ability.Static{h477Self(ability.If(ability.ControlEachGreatestPower), 2, 2)}}, "Statics[0].If", "Apex Claimant")
	requireRefusedAt(t, card.Definition{Name: "Forge Awakening", ManaCost: cost("{3}{U}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Artifact, Side: ability.YourSide},
			AddTypes: ability.Creature}}}, "Statics[0].AddTypes", "Forge Awakening")
	requireRefusedAt(t, card.Definition{Name: "Stubborn Ogre", ManaCost: cost("{2}{R}"), Types: ability.Creature, Subtypes: []string{"Ogre"},
		Power: C(3), Toughness: C(3), Statics: []ability.Static{{SetBasePT: true, BasePower: 3, BaseToughness: 3}}}, "Statics[0].SetBasePT", "Stubborn Ogre")
	requireRefusedAt(t, card.Definition{Name: "Drought Totem", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Statics: []ability.Static{{If: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Swamp"}},
			ControllerCantPlayLands: true}}}, "Statics[0].ControllerCantPlayLands", "Drought Totem")
}

// ---------------------------------------------------------------------
// Part 5. Statics of a permanent that lost all its abilities (Turn to
// Frog, CR 613.1f). Characteristics (layers 6 and 7), granted activated
// abilities, convoke, "creatures entering don't trigger" and "creatures
// without flying can't attack" honoured the loss (tests 10, 11, 13, 16,
// 36); prevention, taxes, "you can't play lands" and protection granted
// to others didn't, and do now (the tests below failed before). A
// type-changing static stays: its layer 4 comes before the loss in
// layer 6 (test 8).

// 7. Phalanx Warden: {2}{W} 1/1, "If a source would deal damage to
// Phalanx Warden, prevent X of that damage, where X is the number of
// creatures you control." With three creatures, Ember Lash's 3 damage is
// all prevented. After Turn to Frog (loses all abilities, CR 613.1f) it
// has no prevention ability and the next 3 damage kills it.
// Fixed (CR 613.1f, 615.1): a permanent that lost all its abilities has
// no prevention ability, so the second Ember Lash deals 3 and the Frog
// dies. Before, all 3 damage was still prevented.
func TestH477PhalanxWardenFrog(t *testing.T) {
	d := h477Body(t, "Phalanx Warden", "{2}{W}", 1, 1, 0, "Human", ability.Static{Affects: ability.AffectsSelf, PreventPerCreature: true})
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 0, d)
	bf(t, g, 0, creature(t, "Page A", "{W}", 1, 1, 0, "Human"))
	bf(t, g, 0, creature(t, "Page B", "{W}", 1, 1, 0, "Human"))
	lands(t, g, 1, card.Mountain, 3)
	lands(t, g, 1, card.Island, 2)
	b1 := hand(t, g, 1, h477Bolt(t, 3))
	b2 := hand(t, g, 1, h477Bolt(t, 3))
	fr := hand(t, g, 1, card.TurnToFrog)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, b1, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, 0, info(t, g, w).Damage, "X = 3")
	h477Frog(t, g, 1, fr, w)
	require.NoError(t, g.Cast(1, b2, obj(w)))
	resolve(t, g, nil)
	require.True(t, gone(g, w), "no ability left to prevent the damage")
}

// 8. Bog Colossus: {4}{B}{B} 4/4, "Each land is a Swamp in addition to
// its other land types." Alice's Marsh Horror with three Forests is 3/3.
// Bob's Turn to Frog makes the Colossus lose all its abilities
// (CR 613.1f), but the lands stay Swamps: the type-changing effect is
// applied in layer 4, before the loss in layer 6, and effects in
// different layers don't depend on each other (CR 613.1d, 613.7, as for
// Stormtide Leviathan). The Horror stays 3/3.
func TestH477BogColossusFrog(t *testing.T) {
	col := def(t, card.Definition{Name: "Bog Colossus", ManaCost: cost("{4}{B}{B}"), Types: ability.Creature, Subtypes: []string{"Giant"},
		Power: C(4), Toughness: C(4), Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Land}, LandsAre: "Swamp"}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, col)
	h := bf(t, g, 0, h477MarshHorror(t))
	lands(t, g, 0, card.Forest, 3)
	lands(t, g, 1, card.Island, 2)
	fr := hand(t, g, 1, card.TurnToFrog)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, h))
	h477Frog(t, g, 1, fr, c)
	require.False(t, gone(g, h), "the lands are Swamps still (layer 4 before layer 6)")
	require.Equal(t, [2]int{3, 3}, pt(t, g, h))
}

// 14. Tithe Collector: {1}{B} 2/2, "Activated abilities of artifacts your
// opponents control cost {1} more to activate." Bob's Shock Rod ({1})
// costs {2}: one Mountain can't pay (CR 601.2f via 602.2b). After Alice
// turns the Collector into a Frog without abilities (CR 613.1f), the Rod
// costs {1} again.
// Fixed (CR 613.1f, 601.2f via 602.2b): the Frog has no tax ability, the
// Rod costs {1} and Bob's Mountain pays it. Before, the Rod still cost
// {2} and the activation was refused.
func TestH477TitheCollectorFrog(t *testing.T) {
	col := h477Body(t, "Tithe Collector", "{1}{B}", 2, 2, 0, "Human", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Artifact, Side: ability.OpponentSide}, ActivationTax: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, col)
	lands(t, g, 0, card.Island, 2)
	fr := hand(t, g, 0, card.TurnToFrog)
	rod := bf(t, g, 1, h476Rod(t))
	lands(t, g, 1, card.Mountain, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Error(t, g.Activate(1, rod, 0, pl(0)))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.BeginCombat, g.Step())
	h477Frog(t, g, 0, fr, c)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, rod, 0, pl(0)), "the Frog taxes nothing")
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
}

// 15. Ashen Hermit: {1}{R} 2/2, "You can't play lands." Alice can't play
// her Mountain (CR 305.2, 101.2); once her own Turn to Frog has made the
// Hermit lose all abilities (CR 613.1f), she can.
// Fixed (CR 613.1f, 305.2): the Frog says nothing, Alice may play her
// Mountain. Before, PlayLand was refused "can't play lands (CR 101.2)".
func TestH477AshenHermitFrog(t *testing.T) {
	hermit := h477Body(t, "Ashen Hermit", "{1}{R}", 2, 2, 0, "Human", ability.Static{ControllerCantPlayLands: true})
	g := newGame(t, 2)
	libs(t, g, 3)
	h := bf(t, g, 0, hermit)
	lands(t, g, 0, card.Island, 2)
	fr := hand(t, g, 0, card.TurnToFrog)
	m := hand(t, g, 0, card.Mountain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.PlayLand(0, m))
	h477Frog(t, g, 0, fr, h)
	require.NoError(t, g.PlayLand(0, m))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, m))
}

// 17. Dawnward Paladin: {2}{W} 2/2, "Other creatures you control have
// protection from red." Bob's red Ember Lash can't target Alice's Ox
// (CR 702.16b). Alice's own Turn to Frog on the Paladin (CR 613.1f)
// ends the protection: the Lash may target the Ox and kills it.
// Fixed (CR 613.1f, 613.7a, 702.16b): the Frog grants no protection (the
// grant depends on the loss, which is applied first), so Bob's red Ember
// Lash may target the Ox and kills it. Before, the cast was refused for
// protection.
func TestH477DawnwardPaladinFrog(t *testing.T) {
	pal := h477Body(t, "Dawnward Paladin", "{2}{W}", 2, 2, 0, "Knight", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}, Protection: mana.SetOf(mana.Red)})
	g := newGame(t, 2)
	libs(t, g, 3)
	p := bf(t, g, 0, pal)
	ox := bf(t, g, 0, creature(t, "Alice's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 0, card.Island, 2)
	fr := hand(t, g, 0, card.TurnToFrog)
	lands(t, g, 1, card.Mountain, 1)
	b := hand(t, g, 1, h477Bolt(t, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Error(t, g.Cast(1, b, obj(ox)))
	require.NoError(t, g.Pass(1))
	h477Frog(t, g, 0, fr, p)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, b, obj(ox)), "the Frog grants no protection")
	resolve(t, g, nil)
	require.True(t, gone(g, ox))
}

var _ = mana.SetOf
var _ = zone.Exile
