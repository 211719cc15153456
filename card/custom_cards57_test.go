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

// Custom cards, 57-th set: counters and power and toughness with cards of
// one's own. +1/+1 and -1/-1 counters on creatures and on noncreature
// permanents, annihilating as a state-based action (CR 704.5r, 121.3)
// and not in the middle of a resolution (CR 704.3); counters with damage
// marked, regeneration and indestructible (CR 704.5f, 704.5g, 704.5h,
// 701.13a, 702.12b); damage that stays marked until cleanup while
// toughness changes (CR 119.6, 514.2); effects on the power and
// toughness of a noncreature permanent (CR 208.3a) and the sublayers
// 7b-7d (CR 613.3); counters removed as a cost and "for each counter"
// amounts fixed on resolution (CR 601.2h, 608.2g, 112.7a); loyalty
// counters and loyalty abilities of planeswalkers and of other
// permanents, damage to an animated planeswalker, 0 loyalty and the
// once-each-turn limit (CR 306.8, 119.3c, 606.3-606.5, 704.5i, 400.7);
// abilities granted by an Aura or a static that count the counters on
// "this creature" (CR 112.7).

// ---------------------------------------------------------------------
// Helpers

// h541Game is a two-player game with libraries, not yet started.
func h541Game(t *testing.T) *game.Game {
	t.Helper()
	g := newGame(t, 2)
	libs(t, g, 8)
	return g
}

// h541Counters is a PutOptions with n +1/+1, m -1/-1 and l loyalty
// counters.
func h541Counters(plus, minus, loyalty int) game.PutOptions {
	var o game.PutOptions
	o.Counters[game.PlusOne], o.Counters[game.MinusOne], o.Counters[game.Loyalty] = plus, minus, loyalty
	return o
}

// h541Cast casts id for p at ts and resolves the stack.
func h541Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h541Act activates ability n of id for p with X and targets.
func h541Act(p game.PlayerID, id game.ObjectID, n, x int, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActActivate, Player: p, Object: id, Ability: n, X: x}.WithTargets(ts...)
}

// h541Put is "put n counters of kind k on target <allow>".
func h541Put(t *testing.T, name string, allow ability.Allow, k string, n int) *card.Definition {
	return instant(t, name, "{1}", []ability.TargetSpec{{Allow: allow}},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: k, Amount: ability.N(n)})
}

// h541Bolt is "{1} instant: deals n damage to target creature".
func h541Bolt(t *testing.T, n int) *card.Definition {
	return instant(t, "Crag Bolt", "{1}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)})
}

// h541Mend is "{1} instant: Regenerate target creature."
func h541Mend(t *testing.T) *card.Definition {
	return instant(t, "Mend Shell", "{1}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpRegenerate, Target: 0})
}

// h541Ward is "{1} instant: target creature gains indestructible until
// end of turn"; h541Unward "... loses indestructible until end of turn".
func h541Ward(t *testing.T) *card.Definition {
	return instant(t, "Stone Ward", "{1}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Indestructible})
}

func h541Unward(t *testing.T) *card.Definition {
	return instant(t, "Crack Ward", "{1}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Indestructible})
}

// h541Kessa is "Kessa, Stone Caller": {2}{W}{W} planeswalker, loyalty 4,
// "+1: You gain 1 life." and "0: Until end of turn, Kessa becomes a 3/3
// creature that's still a planeswalker."
func h541Kessa(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Kessa, Stone Caller", ManaCost: cost("{2}{W}{W}"), Types: ability.Planeswalker,
		Subtypes: []string{"Kessa"}, Loyalty: 4, Activated: []ability.Activated{
			{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: gain(1)},
			{Loyalty: true, Cost: ability.Cost{Loyalty: 0}, Effects: []ability.Effect{{Op: ability.OpBecome, Subject: ability.SubjectSelf,
				AddTypes: ability.Creature, Power: 3, Toughness: 3}}}}})
}

// h541Knight is "Oath Knight": {2}{W} 2/2 Knight creature with a loyalty
// ability, "−1: You gain 1 life." (loyalty abilities aren't only
// planeswalkers', CR 606.2).
func h541Knight(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Oath Knight", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Knight"},
		Power: C(2), Toughness: C(2), Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: -1}, Effects: gain(1)}}})
}

// h541Green is one green mana.
func h541Green() mana.Pool {
	var p mana.Pool
	p.Add(mana.Green, 1)
	return p
}

// h541Count is "the number of <k> counters on this".
func h541Count(k string) ability.Amount {
	return ability.Amount{Kind: ability.CountersOnSelf, Counter: k}
}

// ---------------------------------------------------------------------
// Part 1. +1/+1 and -1/-1 counters, damage, regeneration, indestructible

// 1. Bare Rod, a noncreature {1} artifact with two +1/+1 counters. Wither
// Dust puts three -1/-1 counters on it: CR 704.5r (and 121.3) speaks of
// a permanent, so two of each are removed, leaving one -1/-1 counter.
// Odd Pump gives it +2/+2 until end of turn: the effect is created though
// it does nothing while the Rod isn't a creature (CR 208.3a). Wake Rod
// makes it a 2/2 artifact creature: base 2/2 (layer 7b), +2/+2 (7c), the
// -1/-1 counter (7d): a 3/3 (CR 613.3b-d, 121.1a).
func TestH541AnnihilateOnNoncreatureThenAnimate(t *testing.T) {
	rod := def(t, card.Definition{Name: "Bare Rod", ManaCost: cost("{1}"), Types: ability.Artifact})
	dust := h541Put(t, "Wither Dust", ability.AllowPermanent, "-1/-1", 3)
	pump := instant(t, "Odd Pump", "{1}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2})
	wake := instant(t, "Wake Rod", "{1}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpBecome, Target: 0, AddTypes: ability.Creature, Power: 2, Toughness: 2})
	g := h541Game(t)
	lands(t, g, 0, card.Swamp, 3)
	r := bf(t, g, 0, rod, h541Counters(2, 0, 0))
	d, p, w := hand(t, g, 0, dust), hand(t, g, 0, pump), hand(t, g, 0, wake)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, d, obj(r))
	require.Equal(t, 0, counter(t, g, r, game.PlusOne), "CR 704.5r: a noncreature permanent too")
	require.Equal(t, 1, counter(t, g, r, game.MinusOne))
	h541Cast(t, g, 0, p, obj(r))
	require.Zero(t, info(t, g, r).Types&ability.Creature)
	h541Cast(t, g, 0, w, obj(r))
	require.Equal(t, [2]int{3, 3}, pt(t, g, r), "2/2 base, +2/+2 (CR 208.3a), -1/-1 counter")
}

// 2. Turnabout Dust: "Put a -1/-1 counter on target creature, then put a
// +1/+1 counter on it." On a 1/1 the creature is 0/0 for a moment in the
// middle of the resolution, but state-based actions aren't checked then
// (CR 704.3, 608.2c); at the next check the two counters annihilate
// (CR 704.5r) and the 1/1 lives with no counters.
func TestH541MinusThenPlusInOneResolution(t *testing.T) {
	dust := instant(t, "Turnabout Dust", "{1}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "-1/-1", Amount: ability.N(1)},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(1)})
	g := h541Game(t)
	lands(t, g, 0, card.Swamp, 1)
	m := bf(t, g, 1, creature(t, "Field Mouse", "{W}", 1, 1, 0, "Mouse"))
	d := hand(t, g, 0, dust)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, d, obj(m))
	require.False(t, gone(g, m), "never 0/0 at a state-based check")
	require.Equal(t, 0, counter(t, g, m, game.PlusOne))
	require.Equal(t, 0, counter(t, g, m, game.MinusOne))
	require.Equal(t, [2]int{1, 1}, pt(t, g, m))
}

// 3. Alice gives Bob's 3/3 Ox two regeneration shields; it is dealt 2 damage and
// lives. A -1/-1 counter makes it 2/2 with 2 damage marked: lethal
// damage, so it would be destroyed (CR 704.5g) and a shield replaces
// that: its damage is removed and it is tapped, but the counter stays
// (CR 701.13a). Two more -1/-1 counters bring its toughness to 0: it is
// put into the graveyard though a shield is left (CR 704.5f: regeneration
// can't replace this).
func TestH541MinusCounterLethalThenZeroToughness(t *testing.T) {
	one := h541Put(t, "Wither Dust", ability.AllowCreature, "-1/-1", 1)
	two := h541Put(t, "Wither Cloud", ability.AllowCreature, "-1/-1", 2)
	g := h541Game(t)
	lands(t, g, 0, card.Swamp, 5)
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	m1, m2 := hand(t, g, 0, h541Mend(t)), hand(t, g, 0, h541Mend(t))
	b, d1, d2 := hand(t, g, 0, h541Bolt(t, 2)), hand(t, g, 0, one), hand(t, g, 0, two)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, m1, obj(ox))
	h541Cast(t, g, 0, m2, obj(ox))
	h541Cast(t, g, 0, b, obj(ox))
	require.Equal(t, 2, info(t, g, ox).Damage)
	require.False(t, info(t, g, ox).Tapped, "2 damage on a 3/3 isn't lethal: no shield used")
	h541Cast(t, g, 0, d1, obj(ox))
	o := info(t, g, ox)
	require.Equal(t, zone.Battlefield, o.Zone, "regenerated (CR 701.13a)")
	require.True(t, o.Tapped)
	require.Equal(t, 0, o.Damage)
	require.Equal(t, 1, o.Counter(game.MinusOne), "regeneration removes damage, not counters")
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
	h541Cast(t, g, 0, d2, obj(ox))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ox), "CR 704.5f: toughness 0, the second shield can't help")
}

// 4. Reckless Surge: "Reckless Surge deals 3 damage to target creature.
// That creature gets +3/+3 until end of turn." On a 2/2 the damage is
// dealt first, but no state-based action is checked until the spell has
// resolved (CR 704.3): the creature is then a 5/5 with 3 damage and
// lives. In the cleanup step the damage is removed and the +3/+3 ends at
// the same time (CR 514.2): the 2/2 is never a 2/2 with 3 damage.
func TestH541DamageThenPumpSurvivesCleanup(t *testing.T) {
	surge := instant(t, "Reckless Surge", "{1}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 3, Toughness: 3})
	g := h541Game(t)
	lands(t, g, 0, card.Mountain, 1)
	bear := bf(t, g, 0, creature(t, "Grizzled Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, surge)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, s, obj(bear))
	o := info(t, g, bear)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, 3, o.Damage)
	require.Equal(t, [2]int{5, 5}, [2]int{o.Power, o.Toughness})
	nextTurn(t, g)
	o = info(t, g, bear)
	require.Equal(t, zone.Battlefield, o.Zone, "CR 514.2: damage and the bonus end together")
	require.Equal(t, 0, o.Damage)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
}

// 5. Bob's 3/3 Ox has a regeneration shield and gains indestructible;
// Alice deals it 4 damage. Indestructible: it isn't destroyed by lethal
// damage (CR 702.12b), so no destruction is replaced and the shield
// stays (CR 701.13a: "the next time it would be destroyed"). When it
// loses indestructible the damage is still marked (CR 119.6): the next
// check destroys it (CR 704.5g) and the shield regenerates it: untouched
// before, it is now tapped with no damage.
func TestH541IndestructibleKeepsShieldUntilLost(t *testing.T) {
	g := h541Game(t)
	lands(t, g, 0, card.Mountain, 4)
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	m, w := hand(t, g, 0, h541Mend(t)), hand(t, g, 0, h541Ward(t))
	b, u := hand(t, g, 0, h541Bolt(t, 4)), hand(t, g, 0, h541Unward(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, m, obj(ox))
	h541Cast(t, g, 0, w, obj(ox))
	h541Cast(t, g, 0, b, obj(ox))
	o := info(t, g, ox)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, 4, o.Damage, "lethal damage stays marked on an indestructible creature")
	require.False(t, o.Tapped, "no destruction happened: the shield is unused")
	h541Cast(t, g, 0, u, obj(ox))
	o = info(t, g, ox)
	require.Equal(t, zone.Battlefield, o.Zone, "regenerated by the shield kept")
	require.True(t, o.Tapped)
	require.Equal(t, 0, o.Damage)
}

// 6. Venom Sprite: {B} 1/1 deathtouch, "{T}: Venom Sprite deals 1 damage
// to target creature." Its 1 damage to Bob's indestructible 3/3 is
// deathtouch damage (CR 702.2b), ignored for an indestructible creature.
// When the 3/3 later loses indestructible, the damage was dealt before
// the last check of state-based actions (CR 704.5h: "since the last
// time"), and 1 damage isn't lethal to a 3/3 (CR 704.5g): it lives.
// Without indestructible, the same damage destroys it.
func TestH541DeathtouchForgottenAfterCheck(t *testing.T) {
	sprite := def(t, card.Definition{Name: "Venom Sprite", ManaCost: cost("{B}"), Types: ability.Creature, Subtypes: []string{"Faerie"},
		Power: C(1), Toughness: C(1), Keywords: ability.Deathtouch, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := h541Game(t)
	lands(t, g, 0, card.Plains, 2)
	sp := bf(t, g, 0, sprite)
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	w, u := hand(t, g, 0, h541Ward(t)), hand(t, g, 0, h541Unward(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	c := g.Clone()
	require.NoError(t, c.Activate(0, sp, 0, obj(ox)))
	resolve(t, c, nil)
	require.True(t, gone(c, ox), "deathtouch damage destroys it (CR 704.5h)")

	h541Cast(t, g, 0, w, obj(ox))
	require.NoError(t, g.Activate(0, sp, 0, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, ox).Damage)
	h541Cast(t, g, 0, u, obj(ox))
	require.False(t, gone(g, ox), "the deathtouch damage is from before the last check")
	require.Equal(t, 1, info(t, g, ox).Damage)
}

// ---------------------------------------------------------------------
// Part 2. Counters removed as costs, "for each counter" amounts

// 7. Coil Hydra: {X}{G} 0/0 Hydra, "Remove X +1/+1 counters from Coil
// Hydra: It deals X damage to target creature or player." With three
// counters X may be 0 to 3 (CR 107.3a, 117.3). With X = 3 the cost is
// paid as the ability is activated (CR 601.2h via 602.2b): the 0/0 is
// put into the graveyard before anyone gets priority (CR 704.5f), and
// the ability still resolves and deals 3 (CR 112.7a).
func TestH541RemoveAllCountersKillsSource(t *testing.T) {
	hydra := def(t, card.Definition{Name: "Coil Hydra", ManaCost: cost("{X}{G}"), Types: ability.Creature, Subtypes: []string{"Hydra"},
		Power: C(0), Toughness: C(0), Activated: []ability.Activated{{Cost: ability.Cost{RemoveCountersX: "+1/+1"},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}}})
	g := h541Game(t)
	h := bf(t, g, 0, hydra, h541Counters(3, 0, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	xs := map[int]bool{}
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == h && a.TargetList()[0] == pl(1) {
			xs[a.X] = true
		}
	}
	require.Equal(t, map[int]bool{0: true, 1: true, 2: true, 3: true}, xs)
	require.Error(t, g.Apply(h541Act(0, h, 0, 4, pl(1))))
	require.NoError(t, g.Apply(h541Act(0, h, 0, 3, pl(1))))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h), "a 0/0 once its counters are paid")
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 8. Charge Golem: {3} 1/1 artifact creature, "{1}: Put a charge counter
// on Charge Golem." and "{2}: Charge Golem gets +1/+1 until end of turn
// for each charge counter on it." With two counters the second ability
// gives +2/+2; the number is counted once, as the effect is applied
// (CR 608.2g): a third counter put later doesn't change that
// bonus, and a second activation then gives +3/+3 more.
func TestH541ForEachCounterFixedOnResolution(t *testing.T) {
	golem := def(t, card.Definition{Name: "Charge Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(1), Toughness: C(1), Activated: []ability.Activated{
			{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(1)}}},
			{Cost: ability.Cost{Mana: cost("{2}")}, Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1, Toughness: 1, Amount: h541Count("charge")}}}}})
	g := h541Game(t)
	lands(t, g, 0, card.Plains, 5)
	var o game.PutOptions
	o.Counters[game.Charge] = 2
	gl := bf(t, g, 0, golem, o)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, gl, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, gl))
	require.NoError(t, g.Activate(0, gl, 0))
	resolve(t, g, nil)
	require.Equal(t, 3, counter(t, g, gl, game.Charge))
	require.Equal(t, [2]int{3, 3}, pt(t, g, gl), "CR 608.2g: the count was taken once")
	require.NoError(t, g.Activate(0, gl, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{6, 6}, pt(t, g, gl))
}

// 9. Storm Battery: {2} artifact, "{T}, Remove X charge counters from
// Storm Battery: It deals damage equal to the number of charge counters
// on it to target player." The counters are removed as the cost is paid
// (CR 601.2h via 602.2b), and the count is taken on resolution
// (CR 608.2g): with five counters and X = 2, Bob is dealt 3.
func TestH541CountAfterCounterCost(t *testing.T) {
	battery := def(t, card.Definition{Name: "Storm Battery", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, RemoveCountersX: "charge"},
			Targets: []ability.TargetSpec{ability.TargetPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: h541Count("charge")}}}}})
	g := h541Game(t)
	var o game.PutOptions
	o.Counters[game.Charge] = 5
	b := bf(t, g, 0, battery, o)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h541Act(0, b, 0, 2, pl(1))))
	require.Equal(t, 3, counter(t, g, b, game.Charge))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 10. Ember Urn: {2} artifact, "Sacrifice Ember Urn: You gain 2 life for
// each charge counter on Ember Urn." The Urn is gone when the ability
// resolves; its counters are read as it last existed on the battlefield
// (CR 608.2g, 112.7a): three counters, 6 life.
func TestH541SacrificedSourceCountersLastKnown(t *testing.T) {
	urn := def(t, card.Definition{Name: "Ember Urn", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge", Times: 2}}}}}})
	g := h541Game(t)
	var o game.PutOptions
	o.Counters[game.Charge] = 3
	u := bf(t, g, 0, urn, o)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, u, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, u))
	resolve(t, g, nil)
	require.Equal(t, 26, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 3. Loyalty

// 11. Tove, Ash Seer: planeswalker, loyalty 1, "−3: Draw two cards."
// The −3 can't be activated with one counter (CR 606.5). Oath Renewal
// ("Put two loyalty counters on target planeswalker") makes it 3; the −3
// is then paid down to 0, Tove is put into the graveyard before the
// ability resolves (CR 704.5i), and the ability still draws two
// (CR 112.7a).
func TestH541LoyaltyFromEffectPaysMinus(t *testing.T) {
	tove := def(t, card.Definition{Name: "Tove, Ash Seer", ManaCost: cost("{2}{U}"), Types: ability.Planeswalker, Subtypes: []string{"Tove"},
		Loyalty: 1, Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: -3},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	renew := sorcery(t, "Oath Renewal", "{1}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "loyalty", Amount: ability.N(2)})
	g := h541Game(t)
	lands(t, g, 0, card.Island, 1)
	tv := bf(t, g, 0, tove)
	r := hand(t, g, 0, renew)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, tv, 0), "CR 606.5")
	h541Cast(t, g, 0, r, obj(tv))
	require.Equal(t, 3, counter(t, g, tv, game.Loyalty))
	n := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Activate(0, tv, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, tv), "CR 704.5i")
	resolve(t, g, nil)
	require.Equal(t, n+2, g.ZoneLen(0, zone.Hand))
}

// 12. Kessa, Stone Caller (loyalty 4) uses her 0 and is a 3/3 creature
// that is still a planeswalker. Damage to her has both results
// (CR 119.3, 119.3c, 119.3e, 306.8): Crag Bolt's 2 removes two loyalty
// counters and is marked on her; she lives (2 < 3). In the cleanup step
// the damage is removed and she stops being a creature (CR 514.2), with
// 2 loyalty. Dealt 3 instead, she has 1 loyalty left but lethal damage:
// destroyed (CR 704.5g).
func TestH541AnimatedPlaneswalkerDamage(t *testing.T) {
	g := h541Game(t)
	lands(t, g, 1, card.Mountain, 1)
	k := bf(t, g, 0, h541Kessa(t))
	b2 := hand(t, g, 1, h541Bolt(t, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, k, 1))
	resolve(t, g, nil)
	o := info(t, g, k)
	require.NotZero(t, o.Types&ability.Creature)
	require.NotZero(t, o.Types&ability.Planeswalker)

	require.NoError(t, g.Pass(0))
	h541Cast(t, g, 1, b2, obj(k))
	o = info(t, g, k)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, 2, o.Counter(game.Loyalty), "CR 306.8")
	require.Equal(t, 2, o.Damage, "CR 119.3e: marked on the creature too")
	nextTurn(t, g)
	o = info(t, g, k)
	require.Zero(t, o.Types&ability.Creature)
	require.Equal(t, 0, o.Damage)
	require.Equal(t, 2, o.Counter(game.Loyalty))
}

// 12b. The same with 3 damage: one loyalty counter is left (CR 306.8),
// but 3 damage is lethal to the 3/3 creature she is (CR 704.5g): she is
// destroyed.
func TestH541AnimatedPlaneswalkerLethalDamage(t *testing.T) {
	g := h541Game(t)
	lands(t, g, 1, card.Mountain, 1)
	k := bf(t, g, 0, h541Kessa(t))
	b := hand(t, g, 1, h541Bolt(t, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, k, 1))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	h541Cast(t, g, 1, b, obj(k))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, k))
}

// 13. Oath Knight, a creature with two loyalty counters, is dealt 1
// damage: damage removes loyalty counters only from a planeswalker
// (CR 119.3c, 306.8); the Knight keeps both and has 1 damage marked.
// It uses its −1 twice over two turns and has 0 loyalty: CR 704.5i is
// about planeswalkers, and it stays.
func TestH541LoyaltyCountersOnCreatureUntouchedByDamage(t *testing.T) {
	g := h541Game(t)
	lands(t, g, 1, card.Mountain, 1)
	kn := bf(t, g, 0, h541Knight(t), h541Counters(0, 0, 2))
	b := hand(t, g, 1, h541Bolt(t, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	h541Cast(t, g, 1, b, obj(kn))
	o := info(t, g, kn)
	require.Equal(t, 1, o.Damage)
	require.Equal(t, 2, o.Counter(game.Loyalty))
	require.NoError(t, g.Activate(0, kn, 0))
	resolve(t, g, nil)
	require.Error(t, g.Activate(0, kn, 0), "CR 606.3")
	nextTurn(t, g)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, kn, 0))
	resolve(t, g, nil)
	require.Equal(t, 0, counter(t, g, kn, game.Loyalty))
	require.False(t, gone(g, kn), "no loyalty, but no planeswalker")
	require.Equal(t, 22, g.Life(0))
}

// 14. Bolster Rite puts two +1/+1 counters on Kessa, a planeswalker
// (target permanent): they do nothing while she isn't a creature
// (CR 121.1a) and don't change her loyalty (CR 306.5c). Her 0 makes her
// a 3/3 creature: with the counters she is 5/5 (layer 7d after 7b,
// CR 613.3b, 613.3d).
func TestH541PlusCountersOnPlaneswalkerCountWhenAnimated(t *testing.T) {
	rite := h541Put(t, "Bolster Rite", ability.AllowPermanent, "+1/+1", 2)
	g := h541Game(t)
	lands(t, g, 0, card.Forest, 1)
	k := bf(t, g, 0, h541Kessa(t))
	r := hand(t, g, 0, rite)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, r, obj(k))
	require.Equal(t, 2, counter(t, g, k, game.PlusOne))
	require.Equal(t, 4, counter(t, g, k, game.Loyalty))
	require.NoError(t, g.Activate(0, k, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{5, 5}, pt(t, g, k))
}

// 15. Kessa uses her +1 (5 loyalty); a second loyalty ability is refused
// that turn (CR 606.3). Recall Sigil returns her to Alice's hand and she
// is cast again: a new object (CR 400.7), with her printed loyalty 4
// (CR 306.5b), whose loyalty abilities no player has activated this
// turn: her +1 is allowed again.
func TestH541LoyaltyLimitResetsForNewObject(t *testing.T) {
	recall := instant(t, "Recall Sigil", "{1}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	kd := h541Kessa(t)
	g := h541Game(t)
	lands(t, g, 0, card.Plains, 5)
	k := bf(t, g, 0, kd)
	r := hand(t, g, 0, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, k, 0))
	resolve(t, g, nil)
	require.Equal(t, 5, counter(t, g, k, game.Loyalty))
	require.Error(t, g.Activate(0, k, 1), "CR 606.3")
	h541Cast(t, g, 0, r, obj(k))
	require.Equal(t, zone.Hand, zoneOf(t, g, k))
	nk, ok := g.Follow(k)
	require.True(t, ok)
	h541Cast(t, g, 0, nk)
	k2 := find(t, g, 0, kd)
	require.NotZero(t, k2)
	require.Equal(t, 4, counter(t, g, k2, game.Loyalty))
	require.NoError(t, g.Activate(0, k2, 0), "CR 400.7: a new object")
	resolve(t, g, nil)
	require.Equal(t, 5, counter(t, g, k2, game.Loyalty))
}

// 16. Aegis Sage: planeswalker with indestructible, loyalty 2, "−2: You
// gain 2 life." Paying the −2 leaves it with 0 loyalty: it is put into
// the graveyard (CR 704.5i), which is not destruction, so indestructible
// doesn't help (CR 702.12b, 701.7b).
func TestH541IndestructiblePlaneswalkerZeroLoyalty(t *testing.T) {
	sage := def(t, card.Definition{Name: "Aegis Sage", ManaCost: cost("{2}{W}"), Types: ability.Planeswalker, Subtypes: []string{"Aegis"},
		Loyalty: 2, Keywords: ability.Indestructible, Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: -2}, Effects: gain(2)}}})
	g := h541Game(t)
	s := bf(t, g, 0, sage)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 4. Power and toughness in layers with counters

// 17. Shrink Hex: Aura, "Enchanted creature has base power and toughness
// 1/1." (layer 7b, CR 613.3b). On Bob's 4/4 with a -1/-1 counter it
// makes a 0/0 (counters in 7d, CR 613.3d): put into the graveyard
// (CR 704.5f), and the Aura with it (CR 704.5n). On a 4/4 with two +1/+1
// counters it makes a 3/3.
func TestH541BaseSetAuraWithCounters(t *testing.T) {
	hex := def(t, card.Definition{Name: "Shrink Hex", ManaCost: cost("{1}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 1, BaseToughness: 1}}})
	g := h541Game(t)
	lands(t, g, 0, card.Island, 2)
	weak := bf(t, g, 1, creature(t, "Worn Giant", "{3}{G}", 4, 4, 0, "Giant"), h541Counters(0, 1, 0))
	big := bf(t, g, 1, creature(t, "Proud Giant", "{3}{G}", 4, 4, 0, "Giant"), h541Counters(2, 0, 0))
	h1, h2 := hand(t, g, 0, hex), hand(t, g, 0, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, weak))
	h541Cast(t, g, 0, h1, obj(weak))
	require.True(t, gone(g, weak), "1/1 base with a -1/-1 counter: 0/0")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h1))
	h541Cast(t, g, 0, h2, obj(big))
	require.Equal(t, [2]int{3, 3}, pt(t, g, big))
}

// 18. Alice's 2/2 with a +1/+1 counter gets +2/+2 until end of turn
// (5/5); then Newt Curse makes it "a 0/1 creature" (base power and
// toughness set, layer 7b). Setting effects apply before modifications
// and counters whatever their timestamps (CR 613.3): 0/1, +2/+2, +1/+1:
// 3/4.
func TestH541SetAfterModifyAndCounter(t *testing.T) {
	pump := instant(t, "Wild Pump", "{1}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2})
	newt := instant(t, "Newt Curse", "{1}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 0, Toughness: 1})
	g := h541Game(t)
	lands(t, g, 0, card.Forest, 2)
	bear := bf(t, g, 0, creature(t, "Grizzled Bear", "{1}{G}", 2, 2, 0, "Bear"), h541Counters(1, 0, 0))
	p, n := hand(t, g, 0, pump), hand(t, g, 0, newt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, p, obj(bear))
	require.Equal(t, [2]int{5, 5}, pt(t, g, bear))
	h541Cast(t, g, 0, n, obj(bear))
	require.Equal(t, [2]int{3, 4}, pt(t, g, bear))
}

// 19. Tally Rod: Equipment, "Equipped creature has '{1}: You gain 1
// life for each +1/+1 counter on this creature.'" The granted ability
// is the creature's, and the creature is its source (CR 112.7): with
// three +1/+1 counters on the Ox (and none on the Rod), Alice gains 3.
func TestH541GrantedActivatedCountsHostCounters(t *testing.T) {
	rod := def(t, card.Definition{Name: "Tally Rod", ManaCost: cost("{1}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &ability.Activated{Cost: ability.Cost{Mana: cost("{1}")},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: h541Count("+1/+1")}}}}},
		Activated: []ability.Activated{equipFor("{1}")}})
	g := h541Game(t)
	lands(t, g, 0, card.Plains, 1)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"), h541Counters(3, 0, 0))
	bf(t, g, 0, rod, game.PutOptions{AttachedTo: ox})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, ox, 0))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 20. Oath Crown: Aura, "Enchanted creature has '+1: You gain 1 life.'"
// Two Crowns on Alice's Ox give it two loyalty abilities (CR 112.10).
// The +1 puts a loyalty counter on the permanent whose ability it is,
// the Ox (CR 606.4, 112.7), none on the Crowns; a second loyalty ability
// of the Ox that turn is refused, whichever Aura grants it (CR 606.3:
// one per permanent).
func TestH541GrantedLoyaltyAbilitiesOncePerHost(t *testing.T) {
	crown := def(t, card.Definition{Name: "Oath Crown", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached,
			Grant: &ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: gain(1)}}}})
	g := h541Game(t)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	c1 := bf(t, g, 0, crown, game.PutOptions{AttachedTo: ox})
	c2 := bf(t, g, 0, crown, game.PutOptions{AttachedTo: ox})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, ox, 0))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, ox, game.Loyalty))
	require.Equal(t, 0, counter(t, g, c1, game.Loyalty)+counter(t, g, c2, game.Loyalty))
	require.Equal(t, 21, g.Life(0))
	require.Error(t, g.Activate(0, ox, 1), "CR 606.3")
	require.Error(t, g.Activate(0, ox, 0), "CR 606.3")
}

// 21. Definitions Check refuses, each with an error naming the field:
// a mana ability whose cost removes counters (the engine pays mana
// abilities with a tap, mana or a sacrifice only), a loyalty cost on an
// ability that isn't a loyalty ability (CR 606.4), and a counter kind
// the engine doesn't play ("time").
func TestH541CheckRefusesCounterOddities(t *testing.T) {
	cases := []struct {
		d     card.Definition
		field string
	}{
		{card.Definition{Name: "Drain Prism", ManaCost: cost("{1}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, RemoveCountersX: "charge"},
				Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h541Green()}}}}}, "Activated[0].Cost"},
		{card.Definition{Name: "Odd Oath", ManaCost: cost("{1}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Loyalty: 2}, Effects: gain(1)}}}, "Activated[0].Cost.Loyalty"},
		{card.Definition{Name: "Odd Clock", ManaCost: cost("{1}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: h541Count("time")}}}}},
			"Activated[0].Effects[0].Amount.Counter"},
	}
	for _, c := range cases {
		err := card.Define(c.d).Check()
		require.Error(t, err, c.d.Name)
		require.ErrorIs(t, err, card.ErrInvalidDefinition)
		require.Contains(t, err.Error(), c.field, c.d.Name)
	}
}

// ---------------------------------------------------------------------
// Faults found with these cards, each fixed; every test below failed
// before its fix.

// D1. Oath Idol: {3} artifact (not a planeswalker) with a loyalty ability,
// "−2: You gain 5 life." Rally Oath: "Put two loyalty counters on target
// permanent." Nothing in the rules keeps loyalty counters off a
// permanent that isn't a planeswalker (CR 121.1, 121.6; 107.7 and 606.4
// put them there for a loyalty cost). The Idol has two loyalty counters
// and may pay its −2 (CR 606.5); the engine used to put none
// (OpPutCounters skipped "loyalty" on a non-planeswalker).
func TestH541LoyaltyCountersByEffectOnNonPlaneswalker(t *testing.T) {
	idol := def(t, card.Definition{Name: "Oath Idol", ManaCost: cost("{3}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: -2}, Effects: gain(5)}}})
	rally := h541Put(t, "Rally Oath", ability.AllowPermanent, "loyalty", 2)
	g := h541Game(t)
	lands(t, g, 0, card.Plains, 1)
	i := bf(t, g, 0, idol)
	r := hand(t, g, 0, rally)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, r, obj(i))
	require.Equal(t, 2, counter(t, g, i, game.Loyalty), "CR 121.6: the counters are put on it")
	require.NoError(t, g.Activate(0, i, 0), "CR 606.5: it has the two counters the −2 needs")
	resolve(t, g, nil)
	require.Equal(t, 25, g.Life(0))
	require.False(t, gone(g, i), "not a planeswalker: 0 loyalty doesn't matter (CR 704.5i)")
}

// D2. Tally Bond: Aura, "Enchanted creature has 'At the beginning of
// your upkeep, you gain 1 life for each +1/+1 counter on this
// creature.'" The triggered ability is the enchanted creature's: the
// creature is its source (CR 112.7: "the object whose ability
// triggered"), as the engine has it for the damage, power and targets of
// such abilities. Alice's Ox has three +1/+1 counters, the Aura none:
// she gains 3. The engine used to count the counters on the Aura
// (CountersOnSelf read the stack item's Source, not its host) and she
// gained 0. A granted activated ability counts the host's (test 19).
func TestH541GrantedTriggerCountsHostCounters(t *testing.T) {
	bond := h476Aura(t, "Tally Bond", "{1}{W}", nil, ability.Triggered{Event: ability.UpkeepOfAttachedController, OfAttached: true,
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: h541Count("+1/+1")}}})
	g := h541Game(t)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"), h541Counters(3, 0, 0))
	bf(t, g, 0, bond, game.PutOptions{AttachedTo: ox})
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, ox, g.Stack()[0].Host)
	passStack(t, g)
	require.Equal(t, 23, g.Life(0), "three counters on the Ox")
}

// D3. Tally Herald: 2/2 Sliver, "All Sliver creatures have 'When this
// creature enters the battlefield, you gain 1 life for each +1/+1
// counter on it.'" Swell Sliver enters with two +1/+1 counters
// (CR 614.1c); the ability that triggers is Swell Sliver's (CR 112.7),
// "it" is Swell Sliver: Alice gains 2 (the engine used to count the five
// counters on the Herald).
func TestH541GrantedEnterTriggerCountsEnteringCounters(t *testing.T) {
	herald := def(t, card.Definition{Name: "Tally Herald", ManaCost: cost("{3}{G}"), Types: ability.Creature, Subtypes: []string{"Sliver"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.PermanentEnters, OfEventObject: true,
			Match:   ability.Filter{Types: ability.Creature, Subtype: "Sliver"},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: h541Count("+1/+1")}}}}})
	swell := def(t, card.Definition{Name: "Swell Sliver", ManaCost: cost("{G}"), Types: ability.Creature, Subtypes: []string{"Sliver"},
		Power: C(1), Toughness: C(1), EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)}})
	g := h541Game(t)
	lands(t, g, 0, card.Forest, 1)
	bf(t, g, 0, herald, h541Counters(5, 0, 0))
	s := hand(t, g, 0, swell)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, s)
	require.Equal(t, 22, g.Life(0), "the two counters on Swell Sliver")
}

// D4. Veil Lantern: {3} artifact, "{2}, {T}: For each planeswalker you
// control, you may activate one of its loyalty abilities once more this
// turn" (The Chain Veil's effect). Oath Knight is a creature, not a
// planeswalker: the effect doesn't cover it, and a second loyalty
// ability of the Knight that turn is still refused (CR 606.3). The
// engine used to give the extra activation to every permanent.
func TestH541ExtraLoyaltyActivationOnlyForPlaneswalkers(t *testing.T) {
	lantern := def(t, card.Definition{Name: "Veil Lantern", ManaCost: cost("{3}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{2}"), Tap: true},
			Effects: []ability.Effect{{Op: ability.OpExtraLoyaltyActivation}}}}})
	g := h541Game(t)
	lands(t, g, 0, card.Plains, 2)
	l := bf(t, g, 0, lantern)
	kn := bf(t, g, 0, h541Knight(t), h541Counters(0, 0, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, kn, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, l, 0))
	resolve(t, g, nil)
	require.Error(t, g.Activate(0, kn, 0), "CR 606.3: the Knight is no planeswalker")
	require.Equal(t, 2, counter(t, g, kn, game.Loyalty))
}

// D5. Oath Veil: {4} artifact, "At the beginning of your end step, if you
// didn't activate a loyalty ability of a planeswalker this turn, you
// lose 2 life." (The Chain Veil's first ability.) Alice activates only
// Oath Knight's loyalty ability: the Knight is no planeswalker, so the
// condition holds and she loses 2 (CR 603.4). The engine used to record
// any loyalty ability as "of a planeswalker", and the ability didn't
// trigger.
func TestH541VeilConditionIgnoresNonPlaneswalkers(t *testing.T) {
	veil := def(t, card.Definition{Name: "Oath Veil", ManaCost: cost("{4}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourEndStep, If: ability.If(ability.NoLoyaltyActivatedThisTurn),
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	g := h541Game(t)
	bf(t, g, 0, veil)
	kn := bf(t, g, 0, h541Knight(t), h541Counters(0, 0, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, kn, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	nextTurn(t, g)
	require.Equal(t, 19, g.Life(0), "the Knight's ability is no planeswalker's")
}
