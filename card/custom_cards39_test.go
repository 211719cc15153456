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

// Custom cards, 39-th set: targets and resolution with cards of one's
// own. Spells and abilities with several targets of which some become
// illegal before they resolve (CR 608.2b: the illegal ones are left
// alone, the rest is done; all illegal: nothing is done, CR 608.2b,
// 701.5a); one object chosen for two different instances of the word
// "target" and made illegal for one of them only (CR 114.3, 608.2b);
// "another target" and equal target words (CR 114.3); hexproof and
// protection gained in response (CR 702.11b, 702.16b), also against an
// ability whose source has left the battlefield or changed colour
// (CR 112.7a, 608.2b); Aura spells whose target became illegal
// (CR 608.3a, 303.4a); "X target" spells whose X decides the targets
// (CR 601.2c, 114.5); "that player controls" and "its controller" read
// from a target that became illegal (CR 608.2b); fights with an illegal
// fighter (CR 701.11b); triggered abilities without a legal target
// (CR 603.3d); targets of players who left a multiplayer game
// (CR 800.4a, 608.2b); and what Prompt, View and events show of targets.
// The last tests guard fixes that came with this set.

// ---------------------------------------------------------------------
// Helpers

// h521Game is an n-player game with libraries.
func h521Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 5)
	return g
}

// h521Crt is a checked creature card of subtype Beast.
func h521Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword) *card.Definition {
	t.Helper()
	return creature(t, name, mc, p, tg, kw, "Beast")
}

// h521Inst is a checked instant with targets ts and effects es.
func h521Inst(t *testing.T, name, mc string, ts []ability.TargetSpec, es ...ability.Effect) *card.Definition {
	t.Helper()
	return instant(t, name, mc, ts, es...)
}

// h521Specs is a list of target specs.
func h521Specs(ts ...ability.TargetSpec) []ability.TargetSpec { return ts }

// h521Dmg is "deals n damage to target k".
func h521Dmg(k, n int) ability.Effect {
	return ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: k, Amount: ability.N(n)}
}

// h521Pump is "target k gets +p/+tg until end of turn" (and keywords kw).
func h521Pump(k, p, tg int, kw ability.Keyword) ability.Effect {
	return ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: k, Power: p, Toughness: tg, Keywords: kw}
}

// h521GainYou is "you gain n life".
func h521GainYou(n int) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}
}

// h521Shroud is "{G}: target creature you control gains hexproof until
// end of turn" — Bob's answer to Alice's spells.
func h521Shroud(t *testing.T) *card.Definition {
	return h521Inst(t, "Veil of Moss", "{G}",
		h521Specs(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}),
		h521Pump(0, 0, 0, ability.Hexproof))
}

// h521Ward is a {W} enchantment with flash: "Creatures you control have
// protection from the colours cs."
func h521Ward(t *testing.T, name string, cs mana.ColorSet) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{W}"), Types: ability.Enchantment, Keywords: ability.Flash,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide}, Protection: cs}}})
}

// h521Respond has p cast first with targets ft and pass; q, who then has
// priority, casts second with targets st. Nothing resolves yet.
func h521Respond(t *testing.T, g *game.Game, p game.PlayerID, first game.ObjectID, ft []game.Target, q game.PlayerID, second game.ObjectID, st ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, first, ft...))
	for g.Pending().Player != q {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Cast(q, second, st...))
}

// h521Ts is a target list.
func h521Ts(ts ...game.Target) []game.Target { return ts }

// h521Fizzled reports whether an EventFizzle names id.
func h521Fizzled(g *game.Game, id game.ObjectID) bool {
	for _, e := range g.Events() {
		if e.Kind == game.EventFizzle && (e.Object == id || g.SameCard(e.Object, id)) {
			return true
		}
	}
	return false
}

// h521Damage is the damage marked on a permanent.
func h521Damage(t *testing.T, g *game.Game, id game.ObjectID) int {
	t.Helper()
	return info(t, g, id).Damage
}

// ---------------------------------------------------------------------
// Part 1. Several targets, some illegal

// 1. Forked Ember: {1}{R} instant, "Forked Ember deals 2 damage to target
// creature and 2 damage to target player." Bob gives his Ox hexproof in
// response: on resolution the Ox is an illegal target and is dealt no
// damage, but Bob, still a legal target, is dealt 2; the spell is not
// countered since one target is legal (CR 608.2b, 702.11b).
func TestH521TwoTargetsOneHexproof(t *testing.T) {
	fork := h521Inst(t, "Forked Ember", "{1}{R}", h521Specs(ability.TargetCreature, ability.TargetPlayer),
		h521Dmg(0, 2), ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 1, Amount: ability.N(2)})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Forest, 1)
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	f := hand(t, g, 0, fork)
	v := hand(t, g, 1, h521Shroud(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h521Respond(t, g, 0, f, h521Ts(obj(ox), pl(1)), 1, v, obj(ox))
	resolve(t, g, nil)
	require.Equal(t, 0, h521Damage(t, g, ox), "CR 608.2b: the illegal target is not affected")
	require.Equal(t, 18, g.Life(1), "CR 608.2b: the legal target still is")
	require.False(t, h521Fizzled(g, f))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, f))
}

// 2. Forked Ember again, with a rider "You gain 2 life." in a
// three-player game: Alice aims it at Bob's Ox and at Carol; Bob makes
// the Ox hexproof and Carol concedes before it resolves. Every target is
// illegal (a player who left the game is not there to be targeted), so
// the spell is countered on resolution and does nothing at all, not even
// the untargeted life gain (CR 608.2b, 800.4a, 701.5a).
func TestH521AllTargetsIllegalNothingHappens(t *testing.T) {
	fork := h521Inst(t, "Forked Ember", "{1}{R}", h521Specs(ability.TargetCreature, ability.TargetPlayer),
		h521Dmg(0, 2), ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 1, Amount: ability.N(2)},
		h521GainYou(2))
	g := h521Game(t, 3)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Forest, 1)
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	f := hand(t, g, 0, fork)
	v := hand(t, g, 1, h521Shroud(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h521Respond(t, g, 0, f, h521Ts(obj(ox), pl(2)), 1, v, obj(ox))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.False(t, g.Over())
	resolve(t, g, nil)
	require.True(t, h521Fizzled(g, f), "CR 608.2b: all targets illegal")
	require.Equal(t, 20, g.Life(0), "CR 608.2b: a countered spell does none of its effects")
	require.Equal(t, 0, h521Damage(t, g, ox))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, f))
}

// 3. Skyward Twist: {U} instant, "Target creature with flying gets -3/-0
// until end of turn. Target creature gets +0/+3 until end of turn." Two
// instances of the word "target", so one creature may be chosen for
// both (CR 114.3). Alice chooses Bob's 3/3 Drake for both and, holding
// priority, makes it lose flying with Clip Wings. On resolution the
// Drake is illegal for the first word (no flying) but legal for the
// second: it gets +0/+3 and not -3/-0 (CR 608.2b: "Illegal targets ...
// won't be affected by parts of a resolving spell's effect for which
// they're illegal. Other parts of the effect for which those targets are
// not illegal may still affect them").
func TestH521OneObjectTwoWordsIllegalForOne(t *testing.T) {
	flyer := ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{WithKeyword: ability.Flying}}
	twist := h521Inst(t, "Skyward Twist", "{U}", h521Specs(flyer, ability.TargetCreature),
		h521Pump(0, -3, 0, 0), h521Pump(1, 0, 3, 0))
	clip := h521Inst(t, "Clip Wings", "{U}", h521Specs(ability.TargetCreature),
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, LoseKeywords: ability.Flying})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Island, 2)
	dr := bf(t, g, 1, h521Crt(t, "Gale Drake", "{2}{U}", 3, 3, ability.Flying))
	tw := hand(t, g, 0, twist)
	cl := hand(t, g, 0, clip)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tw, obj(dr), obj(dr)), "CR 114.3: one object for two words")
	require.NoError(t, g.Cast(0, cl, obj(dr)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 6}, pt(t, g, dr), "CR 608.2b: only the part for which it is still legal")
	require.False(t, h521Fizzled(g, tw))
}

// 4. Twin Flare: {1}{R} instant, "Twin Flare deals 2 damage to target
// creature and 2 damage to another target creature." The two specs are
// equal and not words of their own: one creature can't be chosen twice
// (CR 114.3), and the refusal cites it.
func TestH521AnotherTargetNotTwice(t *testing.T) {
	twin := h521Inst(t, "Twin Flare", "{1}{R}", h521Specs(ability.TargetCreature, ability.TargetCreature),
		h521Dmg(0, 2), h521Dmg(1, 2))
	g := h521Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	a := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	b := bf(t, g, 1, h521Crt(t, "Reed Ox", "{1}{G}", 2, 3, 0))
	tf := hand(t, g, 0, twin)
	require.NoError(t, g.Start(2, 0, game.Main1))
	err := g.Cast(0, tf, obj(a), obj(a))
	h504Rule(t, err, "114.3")
	require.False(t, offered(g, tf, obj(a), obj(a)))
	require.True(t, offered(g, tf, obj(a), obj(b)))
	require.NoError(t, g.Cast(0, tf, obj(a), obj(b)))
	resolve(t, g, nil)
	require.Equal(t, 2, h521Damage(t, g, a))
	require.Equal(t, 2, h521Damage(t, g, b))
}

// 5. Double Blessing: {W} instant, "Target creature gets +2/+0 until end
// of turn. Target creature gains flying until end of turn." (the second
// spec is a word of its own, OwnWord). One creature may be chosen for
// both (CR 114.3), and gets both; the listing offers it too.
func TestH521OwnWordSameObject(t *testing.T) {
	own := ability.TargetCreature
	own.OwnWord = true
	bless := h521Inst(t, "Double Blessing", "{W}", h521Specs(ability.TargetCreature, own),
		h521Pump(0, 2, 0, 0), h521Pump(1, 0, 0, ability.Flying))
	g := h521Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	a := bf(t, g, 0, h521Crt(t, "Field Ox", "{1}{W}", 2, 2, 0))
	s := hand(t, g, 0, bless)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, s, obj(a), obj(a)))
	require.NoError(t, g.Cast(0, s, obj(a), obj(a)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 2}, pt(t, g, a))
	require.True(t, info(t, g, a).Keywords.Has(ability.Flying))
}

// 6. Claim and Crush: {2}{B} sorcery, "Target opponent loses 2 life.
// Destroy target creature that player controls." Alice aims it at Bob
// and his Ox, then, holding priority, takes the Ox with Borrowed
// Loyalty ("gain control of target creature until end of turn"). On
// resolution the Ox is no longer "a creature that player controls": an
// illegal target, not destroyed; Bob still loses 2 (CR 608.2b).
func TestH521ThatPlayerControlsChangedControl(t *testing.T) {
	crush := def(t, card.Definition{Name: "Claim and Crush", ManaCost: cost("{2}{B}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: h521Specs(ability.TargetOpponent,
			ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}}),
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)},
				{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 1}}}})
	borrow := h521Inst(t, "Borrowed Loyalty", "{R}", h521Specs(ability.TargetCreature),
		ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectTarget, Target: 0, Duration: ability.UntilEndOfTurn})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 0, card.Mountain, 1)
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	c := hand(t, g, 0, crush)
	b := hand(t, g, 0, borrow)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c, pl(1), obj(ox)))
	require.NoError(t, g.Cast(0, b, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, info(t, g, ox).Zone, "CR 608.2b: no longer controlled by the targeted player")
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
	require.Equal(t, 18, g.Life(1))
}

// 7. Tithe of Exile: {1}{W}{W} instant, "Target player draws a card.
// Exile target creature. Its controller gains 4 life." (Its controller:
// WhoTargetController of the second target.) If the creature is an
// illegal target on resolution, "its controller" fails to determine a
// player and nobody gains life; the draw still happens (CR 608.2b: "If
// part of the effect requires information about an illegal target, it
// fails to determine any such information. Any part of the effect that
// requires that information won't happen."). With the creature legal,
// it is exiled and its controller, read as it last existed, gains 4
// (CR 608.2g).
func TestH521ItsControllerFromIllegalTarget(t *testing.T) {
	tithe := def(t, card.Definition{Name: "Tithe of Exile", ManaCost: cost("{1}{W}{W}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: h521Specs(ability.TargetPlayer, ability.TargetCreature),
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
				{Op: ability.OpExile, Subject: ability.SubjectTarget, Target: 1},
				{Op: ability.OpGainLife, Who: ability.WhoTargetController, Target: 1, Amount: ability.N(4)}}}})
	for _, hex := range []bool{true, false} {
		g := h521Game(t, 2)
		lands(t, g, 0, card.Plains, 3)
		lands(t, g, 1, card.Forest, 1)
		ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
		s := hand(t, g, 0, tithe)
		v := hand(t, g, 1, h521Shroud(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		handBefore := g.ZoneLen(0, zone.Hand)
		if hex {
			h521Respond(t, g, 0, s, h521Ts(pl(0), obj(ox)), 1, v, obj(ox))
		} else {
			require.NoError(t, g.Cast(0, s, pl(0), obj(ox)))
		}
		resolve(t, g, nil)
		require.Equal(t, handBefore, g.ZoneLen(0, zone.Hand), "cast one, drew one")
		if hex {
			require.Equal(t, zone.Battlefield, info(t, g, ox).Zone)
			require.Equal(t, 20, g.Life(1), "CR 608.2b: no information from an illegal target")
		} else {
			require.Equal(t, zone.Exile, zoneOf(t, g, ox))
			require.Equal(t, 24, g.Life(1), "CR 608.2g: its controller as it last existed")
		}
	}
}

// 8. Duel at Dawn: {1}{G} instant, "Target creature you control fights
// target creature you don't control." Bob's Ox gains hexproof in
// response: it is an illegal target, so no damage is dealt at all —
// Alice's creature is not dealt damage by the Ox either (CR 701.11b,
// 608.2b).
func TestH521FightWithIllegalFighter(t *testing.T) {
	duel := h521Inst(t, "Duel at Dawn", "{1}{G}", h521Specs(
		ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}}),
		ability.Effect{Op: ability.OpFight, Target: 0, Other: 1})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Forest, 1)
	mine := bf(t, g, 0, h521Crt(t, "Field Ox", "{1}{G}", 3, 3, 0))
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	d := hand(t, g, 0, duel)
	v := hand(t, g, 1, h521Shroud(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h521Respond(t, g, 0, d, h521Ts(obj(mine), obj(ox)), 1, v, obj(ox))
	resolve(t, g, nil)
	require.Equal(t, 0, h521Damage(t, g, mine), "CR 701.11b")
	require.Equal(t, 0, h521Damage(t, g, ox))
	require.False(t, h521Fizzled(g, d), "one target is legal: not countered")
}

// ---------------------------------------------------------------------
// Part 2. Protection and hexproof in response

// 9. Forked Ember at Bob's Ox and Bob; Bob flashes in Dawn Ward
// ("creatures you control have protection from red"). The red spell's
// creature target is illegal (CR 702.16b), Bob is still dealt 2
// (CR 608.2b). The Ward's protection from red also would prevent the
// damage (CR 702.16e), but the Ox is not even dealt it.
func TestH521ProtectionInResponse(t *testing.T) {
	fork := h521Inst(t, "Forked Ember", "{1}{R}", h521Specs(ability.TargetCreature, ability.TargetPlayer),
		h521Dmg(0, 2), ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 1, Amount: ability.N(2)})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Plains, 1)
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	f := hand(t, g, 0, fork)
	w := hand(t, g, 1, h521Ward(t, "Dawn Ward", mana.SetOf(mana.Red)))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h521Respond(t, g, 0, f, h521Ts(obj(ox), pl(1)), 1, w)
	resolve(t, g, nil)
	require.Equal(t, 0, h521Damage(t, g, ox))
	require.Equal(t, 18, g.Life(1))
}

// 10. Cinder Hound: a red 2/2 with "{R}, Sacrifice Cinder Hound: Cinder
// Hound deals 2 damage to target creature." Alice activates it at Bob's
// Ox; the Hound is gone as the cost is paid. Bob flashes in Dawn Ward
// (protection from red). On resolution the target's legality is checked
// against the source's last known information (CR 608.2b, 112.7a): a
// red source, so the Ox is illegal and the ability is countered.
func TestH521ProtectionAgainstGoneSource(t *testing.T) {
	hound := def(t, card.Definition{Name: "Cinder Hound", ManaCost: cost("{1}{R}"), Types: ability.Creature,
		Subtypes: []string{"Hound"}, Power: C(2), Toughness: C(2), Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: cost("{R}"), SacrificeSelf: true}, Targets: h521Specs(ability.TargetCreature),
			Effects: []ability.Effect{h521Dmg(0, 2)}}}})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Plains, 1)
	h := bf(t, g, 0, hound)
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	w := hand(t, g, 1, h521Ward(t, "Dawn Ward", mana.SetOf(mana.Red)))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, obj(ox)))
	require.True(t, gone(g, h))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, w))
	resolve(t, g, nil)
	require.Equal(t, 0, h521Damage(t, g, ox))
	require.True(t, h521Fizzled(g, h), "CR 608.2b: the only target is illegal")
}

// 11. Moss Sniper: a green 1/1 with "{T}: Moss Sniper deals 1 damage to
// target creature." Bob's Ox has protection from red (Dawn Ward already
// out). Alice activates the Sniper at the Ox (a green source: legal),
// then, holding priority, paints the Sniper red ("target creature
// becomes red until end of turn"). On resolution the source of the
// ability is red: protection from red makes the Ox an illegal target
// (CR 608.2b: "Other changes to the game state may cause a target to no
// longer be legal"; CR 702.16b), and the ability is countered.
func TestH521SourceTurnsColourInResponse(t *testing.T) {
	sniper := def(t, card.Definition{Name: "Moss Sniper", ManaCost: cost("{G}"), Types: ability.Creature,
		Subtypes: []string{"Elf"}, Power: C(1), Toughness: C(1), Activated: []ability.Activated{{
			Cost: ability.Cost{Tap: true}, Targets: h521Specs(ability.TargetCreature),
			Effects: []ability.Effect{h521Dmg(0, 1)}}}})
	paint := h521Inst(t, "Cinder Paint", "{R}", h521Specs(ability.TargetCreature),
		ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectTarget, Target: 0, SetColors: mana.SetOf(mana.Red)})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	sn := bf(t, g, 0, sniper)
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	bf(t, g, 1, h521Ward(t, "Dawn Ward", mana.SetOf(mana.Red)))
	p := hand(t, g, 0, paint)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, sn, 0, obj(ox)))
	require.NoError(t, g.Cast(0, p, obj(sn)))
	resolve(t, g, nil)
	require.Equal(t, mana.SetOf(mana.Red), info(t, g, sn).Colors)
	require.Equal(t, 0, h521Damage(t, g, ox), "CR 702.16b: a red source can't target it")
	require.True(t, h521Fizzled(g, sn))
}

// ---------------------------------------------------------------------
// Part 3. Auras

// 12. Withering Curse: {B} Aura, "Enchant creature. Enchanted creature
// gets -1/-1." Cast at Bob's Ox; Bob flashes in Dusk Ward (protection
// from black). The Aura spell's target is illegal on resolution: the
// spell is countered and goes to Alice's graveyard; it never enters the
// battlefield (CR 608.3a, 608.2b, 702.16b).
func TestH521AuraSpellTargetGainsProtection(t *testing.T) {
	curse := def(t, card.Definition{Name: "Withering Curse", ManaCost: cost("{B}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: -1, Toughness: -1}}})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Plains, 1)
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	c := hand(t, g, 0, curse)
	w := hand(t, g, 1, h521Ward(t, "Dusk Ward", mana.SetOf(mana.Black)))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h521Respond(t, g, 0, c, h521Ts(obj(ox)), 1, w)
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c), "CR 608.3a")
	require.Empty(t, g.Zone(0, zone.Battlefield)[1:], "only Alice's Swamp")
	require.Equal(t, [2]int{2, 3}, pt(t, g, ox))
	require.True(t, h521Fizzled(g, c))
}

// 13. Withering Curse at Bob's Ox, which Bob bounces in response with
// "return target creature you control to its owner's hand": the Aura
// spell's target has left the battlefield, the spell is countered and
// the Aura card goes to the graveyard (CR 608.3a, 608.2b, 400.7).
func TestH521AuraSpellTargetLeaves(t *testing.T) {
	curse := def(t, card.Definition{Name: "Withering Curse", ManaCost: cost("{B}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: -1, Toughness: -1}}})
	recall := h521Inst(t, "Hasty Recall", "{U}", h521Specs(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}),
		ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	c := hand(t, g, 0, curse)
	r := hand(t, g, 1, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h521Respond(t, g, 0, c, h521Ts(obj(ox)), 1, r, obj(ox))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, ox))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	require.Equal(t, 1, len(g.Zone(0, zone.Battlefield)))
}

// ---------------------------------------------------------------------
// Part 4. X targets

// h521Wither is "{X}{B} sorcery: X target creatures each get -1/-1 until
// end of turn. You gain 1 life." (up to four).
func h521Wither(t *testing.T) *card.Definition {
	spec := ability.TargetCreature
	es := []ability.Effect{}
	for k := 0; k < 4; k++ {
		es = append(es, h521Pump(k, -1, -1, 0))
	}
	es = append(es, h521GainYou(1))
	return def(t, card.Definition{Name: "Withering Count", ManaCost: cost("{X}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: h521Specs(spec, spec, spec, spec), XTargets: true, Effects: es}})
}

// 14. Withering Count with X = 0: no target is chosen, so the spell is
// not targeted (CR 114.5, 601.2c) and can't be countered for illegal
// targets: it resolves and Alice gains 1 life.
func TestH521XTargetsZero(t *testing.T) {
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	s := hand(t, g, 0, h521Wither(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, s, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.False(t, h521Fizzled(g, s))
}

// 15. Withering Count with X = 2 at Bob's Ox and Bear; Bob makes the Ox
// hexproof. The Bear gets -1/-1 and Alice gains 1 life (CR 608.2b: one
// target legal). With X = 2 and both made illegal (the Bear bounced, the
// Ox hexproof), the spell is countered and Alice gains nothing.
func TestH521XTargetsSomeIllegal(t *testing.T) {
	for _, both := range []bool{false, true} {
		g := h521Game(t, 2)
		lands(t, g, 0, card.Swamp, 3)
		lands(t, g, 1, card.Forest, 1)
		lands(t, g, 1, card.Island, 1)
		ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
		br := bf(t, g, 1, h521Crt(t, "Reed Bear", "{1}{G}", 2, 2, 0))
		s := hand(t, g, 0, h521Wither(t))
		v := hand(t, g, 1, h521Shroud(t))
		r := hand(t, g, 1, h521Inst(t, "Hasty Recall", "{U}", h521Specs(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}),
			ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0}))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.CastX(0, s, 2, obj(ox), obj(br)))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Cast(1, v, obj(ox)))
		if both {
			require.NoError(t, g.Cast(1, r, obj(br)))
		}
		resolve(t, g, nil)
		require.Equal(t, [2]int{2, 3}, pt(t, g, ox))
		if both {
			require.Equal(t, 20, g.Life(0))
			require.True(t, h521Fizzled(g, s))
		} else {
			require.Equal(t, [2]int{1, 1}, pt(t, g, br))
			require.Equal(t, 21, g.Life(0))
		}
	}
}

// ---------------------------------------------------------------------
// Part 5. Triggered abilities and their targets

// 16. Scrap Hunter: a 2/2 with "When Scrap Hunter enters the
// battlefield, destroy target artifact. You gain 3 life." With no
// artifact on the battlefield no legal target can be chosen, so the
// ability is removed from the stack (CR 603.3d) and nobody gains life;
// Warden Hunter, the same with "up to one target artifact", goes on the
// stack without a target and its controller gains 3 (CR 601.2c, 114.5).
func TestH521TriggerNoLegalTarget(t *testing.T) {
	mk := func(name string, optional bool) *card.Definition {
		spec := ability.TargetArtifact
		spec.Optional = optional
		return def(t, card.Definition{Name: name, ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Human"},
			Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
				Targets: h521Specs(spec), Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0}, h521GainYou(3)}}}})
	}
	for _, optional := range []bool{false, true} {
		g := h521Game(t, 2)
		lands(t, g, 0, card.Plains, 2)
		h := hand(t, g, 0, mk("Scrap Hunter", optional))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, h))
		resolve(t, g, func(d game.Decision) game.Action {
			require.Equal(t, game.DecideTargets, d.Kind, g.Prompt(game.English))
			require.True(t, optional, "CR 603.3d: no target to ask for")
			return targets(0, obj(0))
		})
		if optional {
			require.Equal(t, 23, g.Life(0))
		} else {
			require.Equal(t, 20, g.Life(0))
		}
	}
}

// 17. Vengeful Kite: a 1/1 flyer with "When Vengeful Kite enters the
// battlefield, another target creature you control gets +1/+1 until end
// of turn." Alone on Alice's side, the Kite can't target itself
// ("another"), so the ability is removed (CR 603.3d, 114.1); with a
// Field Ox beside it the Ox is the one target offered.
func TestH521TriggerAnotherTarget(t *testing.T) {
	kite := def(t, card.Definition{Name: "Vengeful Kite", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Bird"},
		Power: C(1), Toughness: C(1), Keywords: ability.Flying, Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: h521Specs(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide, Another: true}}),
			Effects: []ability.Effect{h521Pump(0, 1, 1, 0)}}}})
	for _, withOx := range []bool{false, true} {
		g := h521Game(t, 2)
		lands(t, g, 0, card.Plains, 2)
		var ox game.ObjectID
		if withOx {
			ox = bf(t, g, 0, h521Crt(t, "Field Ox", "{1}{W}", 2, 2, 0))
		}
		bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
		k := hand(t, g, 0, kite)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, k))
		asked := false
		resolve(t, g, func(d game.Decision) game.Action {
			require.Equal(t, game.DecideTargets, d.Kind)
			asked = true
			var offeredTs []game.ObjectID
			for _, a := range g.LegalActions(nil) {
				if a.Kind == game.ActChooseTargets {
					offeredTs = append(offeredTs, game.ObjectID(a.TargetList()[0].Object))
				}
			}
			require.Equal(t, []game.ObjectID{ox}, offeredTs)
			kid := find(t, g, 0, kite)
			require.Error(t, g.Clone().Apply(targets(0, obj(kid))), "another: not itself")
			return targets(0, obj(ox))
		})
		require.Equal(t, withOx, asked)
		kid := find(t, g, 0, kite)
		require.Equal(t, [2]int{1, 1}, pt(t, g, kid))
		if withOx {
			require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
		}
	}
}

// ---------------------------------------------------------------------
// Part 6. Multiplayer

// 18. Siphon Bolt: {1}{B} instant, "Target opponent loses 3 life. You
// gain 3 life." Three players; Alice targets Carol, who concedes in
// response. Carol has left the game and is an illegal target, so the
// spell is countered and Alice gains nothing (CR 800.4a, 608.2b).
func TestH521TargetPlayerLeft(t *testing.T) {
	siphon := h521Inst(t, "Siphon Bolt", "{1}{B}", h521Specs(ability.TargetOpponent),
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)}, h521GainYou(3))
	g := h521Game(t, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, siphon)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(2)))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.True(t, h521Fizzled(g, s))
}

// 19. Four players. Bob has stolen Carol's Ox for good (Bob's Thieving
// Pact, "gain control of target creature"). Alice casts Sever the Bond,
// "Destroy target creature an opponent controls.", at the Ox, and Bob
// concedes in response: the effect that gave Bob control ends and the
// Ox, the same object, goes back to Carol (CR 800.4a). It is still a
// creature an opponent of Alice controls, so a legal target: destroyed
// (CR 608.2b). Had it been Alice's own Ox that Bob stole, it would come
// back to Alice, no longer "an opponent controls": an illegal target,
// the spell countered (CR 608.2b).
func TestH521StolenTargetReturnsWhenThiefLeaves(t *testing.T) {
	pact := h521Inst(t, "Thieving Pact", "{U}", h521Specs(ability.TargetCreature),
		ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectTarget, Target: 0, Duration: ability.Permanently})
	sever := h521Inst(t, "Sever the Bond", "{B}", h521Specs(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}),
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0})
	for _, owner := range []game.PlayerID{2, 0} {
		g := h521Game(t, 4)
		lands(t, g, 0, card.Swamp, 1)
		lands(t, g, 1, card.Island, 1)
		ox := bf(t, g, owner, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
		s := hand(t, g, 0, sever)
		pc := hand(t, g, 1, pact)
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Cast(1, pc, obj(ox)))
		resolve(t, g, nil)
		require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
		h521NextTurnTo(t, g, 2)
		// Carol's turn now: Alice casts at instant speed when she gets priority.
		for g.Pending().Player != 0 {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.NoError(t, g.Cast(0, s, obj(ox)))
		require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
		o, ok := g.Object(ox)
		require.True(t, ok, "CR 800.4a: the same object, back with its owner")
		require.Equal(t, owner, o.Controller)
		resolve(t, g, nil)
		if owner == 2 {
			require.Equal(t, zone.Graveyard, zoneOf(t, g, ox), "still an opponent's creature: destroyed")
			require.False(t, h521Fizzled(g, s))
		} else {
			require.Equal(t, zone.Battlefield, zoneOf(t, g, ox), "Alice's own again: an illegal target")
			require.True(t, h521Fizzled(g, s))
		}
	}
}

// h521NextTurnTo passes idly until player p's turn begins and p has
// priority in the first main phase, or (for another player's turn) the
// upkeep.
func h521NextTurnTo(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	for i := 0; i < 500 && !(g.ActivePlayer() == p && g.Step() == game.Upkeep && g.Pending().Kind == game.DecidePriority); i++ {
		idleAnswer(t, g, g.Pending(), "h521NextTurnTo")
	}
	require.Equal(t, p, g.ActivePlayer())
}

// 20. Veiled Sentinel: Alice targets her own hexproof Sentinel with
// Wilt, "Target creature gets -2/-2 until end of turn." (legal: hexproof
// stops only opponents, CR 702.11b). Bob can't target the Sentinel, so he
// answers with Mass Larceny, "Gain control of all creatures until end of
// turn", which targets nothing. On resolution the Sentinel is a hexproof
// creature controlled by Alice's opponent: an illegal target, and Wilt
// is countered (CR 608.2b, 702.11b).
func TestH521HexproofTargetChangesController(t *testing.T) {
	wilt := h521Inst(t, "Wilt", "{B}", h521Specs(ability.TargetCreature), h521Pump(0, -2, -2, 0))
	pact := h521Inst(t, "Thieving Pact", "{U}", h521Specs(ability.TargetCreature),
		ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectTarget, Target: 0, Duration: ability.UntilEndOfTurn})
	steal := def(t, card.Definition{Name: "Mass Larceny", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectAll,
			Group: ability.Group{Types: ability.Creature}, Duration: ability.UntilEndOfTurn}}}})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Island, 1)
	sen := bf(t, g, 0, h521Crt(t, "Veiled Sentinel", "{1}{U}", 3, 3, ability.Hexproof))
	w := hand(t, g, 0, wilt)
	pc := hand(t, g, 1, pact)
	ml := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(sen)))
	require.NoError(t, g.Pass(0))
	h504Rule(t, g.Clone().Cast(1, pc, obj(sen)), "702.11b")
	require.NoError(t, g.Cast(1, ml))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, sen).Controller)
	require.Equal(t, [2]int{3, 3}, pt(t, g, sen), "CR 702.11b: an opponent's hexproof creature now")
	require.True(t, h521Fizzled(g, w))
}

// 21. Grave Recall: {B} instant, "Return target creature card from your
// graveyard to your hand." Alice aims it at her Ox card; in response she
// returns the Ox to the battlefield (Second Wind: "put target creature
// card from your graveyard onto the battlefield") and sacrifices it
// to her Bone Altar ("Sacrifice a creature: You gain 1 life"). The card in
// the graveyard now is a new object (CR 400.7), not the one targeted:
// Grave Recall's target is illegal and it is countered (CR 608.2b).
func TestH521GraveyardTargetLeftAndCameBack(t *testing.T) {
	recall := h521Inst(t, "Grave Recall", "{B}", h521Specs(ability.TargetSpec{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}),
		ability.Effect{Op: ability.OpReturnToHand, Subject: ability.SubjectTarget, Target: 0})
	wind := h521Inst(t, "Second Wind", "{B}", h521Specs(ability.TargetSpec{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}),
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	altar := def(t, card.Definition{Name: "Bone Altar", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}}, Effects: gain(1)}}})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	al := bf(t, g, 0, altar)
	ox := put(t, g, 0, zone.Graveyard, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	r := hand(t, g, 0, recall)
	w := hand(t, g, 0, wind)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(ox)))
	require.NoError(t, g.Cast(0, w, obj(ox)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, g.StackLen())
	onBf := find(t, g, 0, info(t, g, func() game.ObjectID { n, _ := g.Follow(ox); return n }()).Card)
	require.NotZero(t, onBf)
	require.NoError(t, g.Activate(0, al, 0))
	h504Sac(t, g, 0, onBf)
	resolve(t, g, nil)
	now, ok := g.Follow(ox)
	require.True(t, ok)
	require.Equal(t, zone.Graveyard, info(t, g, now).Zone, "CR 400.7: a new object, not returned")
	require.True(t, h521Fizzled(g, r))
}

// 22. Check refuses an Aura that enchants "creature with flying": the
// engine checks only the type and side of what an Aura enchants once it
// is on the battlefield (CR 303.4c would need the whole quality), and
// the refusal names the field.
func TestH521CheckRefusesEnchantQuality(t *testing.T) {
	d := card.Define(card.Definition{Name: "Sky Tether", ManaCost: cost("{W}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{WithKeyword: ability.Flying}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	err := d.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "Enchant.Filter.WithKeyword")
}

// 23. Mirror Duel: {R} instant, "Target creature you control fights
// target creature." Two instances of "target": Alice may choose her
// 3/7 Ox for both (CR 114.3). A creature that fights itself deals damage
// equal to its power to itself twice (CR 701.11c): 6 damage, not 3.
func TestH521FightItself(t *testing.T) {
	duel := h521Inst(t, "Mirror Duel", "{R}", h521Specs(
		ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}, ability.TargetCreature),
		ability.Effect{Op: ability.OpFight, Target: 0, Other: 1})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	ox := bf(t, g, 0, h521Crt(t, "Stone Ox", "{2}{G}", 3, 7, 0))
	d := hand(t, g, 0, duel)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, d, obj(ox), obj(ox)))
	require.NoError(t, g.Cast(0, d, obj(ox), obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, 6, h521Damage(t, g, ox), "CR 701.11c: its power to itself, twice")
}

// 24. Ox Hunter: a 2/2 with "When Ox Hunter enters the battlefield,
// destroy target creature an opponent controls." Three players; Bob's
// Ox is the only creature an opponent of Alice controls. While Alice is
// choosing the target, Bob concedes (a player may concede at any time,
// CR 104.3a) and the Ox leaves with him (CR 800.4a). No legal target is
// left, so the ability is removed from the stack (CR 603.3d) and Alice
// gets priority with an empty stack.
func TestH521ConcedeWhileChoosingTargets(t *testing.T) {
	hunter := def(t, card.Definition{Name: "Ox Hunter", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: h521Specs(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}),
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0}}}}})
	g := h521Game(t, 3)
	lands(t, g, 0, card.Swamp, 2)
	bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	k := hand(t, g, 0, hunter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.False(t, g.Over())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Zero(t, g.StackLen(), "CR 603.3d: removed")
	require.NotZero(t, find(t, g, 0, hunter))
}

// 25. Gloom Stalker: a 2/2 with "When Gloom Stalker enters the
// battlefield, target creature gets -1/-1 until end of turn." Bob's only
// creature has hexproof, so Alice can't choose it (CR 702.11b); Alice's
// own hexproof Sentinel is a legal choice (hexproof stops only
// opponents), and so is the Stalker itself: the trigger lists exactly
// the Stalker and the Sentinel (CR 603.3d, 114.1).
// The view shows the trigger's target by name while it waits.
func TestH521TriggerTargetsHexproofSides(t *testing.T) {
	stalker := def(t, card.Definition{Name: "Gloom Stalker", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Horror"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: h521Specs(ability.TargetCreature), Effects: []ability.Effect{h521Pump(0, -1, -1, 0)}}}})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	sen := bf(t, g, 0, h521Crt(t, "Veiled Sentinel", "{1}{U}", 3, 3, ability.Hexproof))
	bf(t, g, 1, h521Crt(t, "Veiled Ox", "{1}{U}", 2, 3, ability.Hexproof))
	k := hand(t, g, 0, stalker)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	st := find(t, g, 0, stalker)
	var listed []game.ObjectID
	for _, a := range g.LegalActions(nil) {
		listed = append(listed, game.ObjectID(a.TargetList()[0].Object))
	}
	require.ElementsMatch(t, []game.ObjectID{sen, st}, listed)
	require.NoError(t, g.Apply(targets(0, obj(sen))))
	v := g.View(1)
	require.Len(t, v.Stack, 1)
	require.Len(t, v.Stack[0].Targets, 1)
	require.Equal(t, "Veiled Sentinel", v.Stack[0].Targets[0].Name)
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, sen))
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 26. Twin Lamp: {2} artifact, "{1}, {T}: Target creature gets
// -1/-1 until end of turn. Target player loses 2 life." Three players.
// Alice has Kurkesh, Onakke Ancient ("Whenever you activate an ability
// of an artifact, if it isn't a mana ability, you may pay {R}. If you
// do, copy that ability. You may choose new targets for the copy.").
// She activates the Lamp at Bob's Ox and Bob; in response she destroys
// the Ox herself. Kurkesh resolves, she pays {R}. CR 706.10c: "The
// player may leave any number of the targets unchanged, even if those
// targets would be illegal. If the player chooses to change some or
// all of the targets, the new targets must be legal." So keeping the
// (dead) Ox and changing Bob to Carol is a legal choice, listed and
// accepted: the copy makes Carol lose 2 life (CR 608.2b: the Ox part
// does nothing). The same holds in a second case ("target creature you
// don't control"), where no creature at all is left to choose: Alice is
// still asked for the copy's targets and may move the life loss to
// Carol.
func TestH521CopyKeepsSomeTargetsChangesOthers(t *testing.T) {
	for _, notYours := range []bool{false, true} {
		spec := ability.TargetCreature
		if notYours {
			spec.Filter.Side = ability.NotYourSide
		}
		lamp := def(t, card.Definition{Name: "Twin Lamp", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
				Targets: h521Specs(spec, ability.TargetPlayer),
				Effects: []ability.Effect{h521Pump(0, -1, -1, 0), {Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 1, Amount: ability.N(2)}}}}})
		g := h521Game(t, 3)
		lands(t, g, 0, card.Mountain, 2)
		lands(t, g, 0, card.Swamp, 1)
		bf(t, g, 0, card.KurkeshOnakkeAncient)
		l := bf(t, g, 0, lamp)
		ox := bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
		d := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Activate(0, l, 0, obj(ox), pl(1)))
		require.Equal(t, 2, g.StackLen(), "Kurkesh triggered")
		require.NoError(t, g.Cast(0, d, obj(ox)))
		for g.StackLen() > 2 {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.Equal(t, zone.Graveyard, zoneOf(t, g, ox))
		for g.Pending().Kind == game.DecidePriority {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.Equal(t, game.DecideYesNo, g.Pending().Kind)
		require.NoError(t, g.Apply(choose(0, 1))) // pay {R}
		require.Equal(t, game.DecideCopyTargets, g.Pending().Kind, "CR 706.10c: Alice may change the player target")
		keepOx := targets(0, obj(ox), pl(2))
		listed := false
		for _, a := range g.LegalActions(nil) {
			listed = listed || a.Equal(keepOx)
		}
		require.True(t, listed, "keeping the Ox, changing Bob to Carol")
		require.NoError(t, g.Apply(keepOx), "CR 706.10c")
		resolve(t, g, nil)
		require.Equal(t, 18, g.Life(2), "the copy: Carol loses 2")
		require.Equal(t, 18, g.Life(1), "the original: Bob loses 2")
	}
}
