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

// Custom cards, 48-th set: amounts and counts. Cards of one's own whose
// numbers are computed: X announced as 0 (CR 107.3a), X removed as
// counters, counts of permanents with filters and sides, creature cards
// in graveyards, charge counters on the source, the power of the source,
// of a sacrificed creature and the toughness of a target, "that much"
// from the triggering event, colours among permanents. Each is read
// once, as its effect is applied (CR 608.2g): after changes made while
// the spell waited on the stack, after earlier instructions of the same
// resolution and before state-based actions; from last known information
// when its object has left (CR 608.2g, 112.7a); not at all from a target
// that became illegal (CR 608.2b). Negative results count as 0 (CR
// 107.1b). Counts "for each opponent" and of opponents' creatures in
// four-player free-for-all and Two-Headed Giant (team life, CR 810.9),
// a player who left no longer counted (CR 800.4a). OpModify's "+1/+1 for
// each" locked in as it resolves, against a characteristic-defining
// static that keeps counting (CR 611.2c, 611.3a, 604.3). Definitions
// Check refuses, with the field at fault. The last tests guard the
// fixes that came with this set: negative amounts counted as 0 and X in
// an entering trigger.

// ---------------------------------------------------------------------
// Helpers

// h531Crt is a checked creature card with extra fields d.
func h531Crt(t *testing.T, name, mc string, p, tg int, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types = name, cost(mc), ability.Creature
	d.Subtypes = []string{"Spirit"}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h531Game is an n-player free-for-all with libraries of 5 cards.
func h531Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 5)
	return g
}

// h531Count is "the number of creatures" matching gr (CountPermanents).
func h531Count(gr ability.Group) ability.Amount {
	return ability.Amount{Kind: ability.CountPermanents, Group: gr}
}

// h531Mod is "target creature gets +p/+tg until end of turn" for {R}.
func h531Mod(t *testing.T, name string, p, tg int) *card.Definition {
	t.Helper()
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg})
}

// h531Kill is "{B}: destroy target permanent of ts".
func h531Kill(t *testing.T, ts ability.TargetSpec) *card.Definition {
	t.Helper()
	return instant(t, "Snuff Out Spark", "{B}", []ability.TargetSpec{ts}, ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h531Respond has p cast (or activate, with act) first, then has the
// next player with priority respond with q's instant resp, and resolves
// everything.
func h531Respond(t *testing.T, g *game.Game, first func() error, q game.PlayerID, resp game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, first())
	p := g.Pending().Player
	for p != q {
		require.NoError(t, g.Pass(p))
		p = g.Pending().Player
	}
	require.NoError(t, g.Cast(q, resp, ts...))
	resolve(t, g, nil)
}

// h531Green is the mana {G}.
func h531Green() mana.Pool {
	var p mana.Pool
	p.Add(mana.Green, 1)
	return p
}

// h531Bear is a vanilla 2/2.
func h531Bear(t *testing.T) *card.Definition {
	return creature(t, "Tally Bear", "{1}{G}", 2, 2, 0, "Bear")
}

// ---------------------------------------------------------------------
// Part 1. X

// 1. Null Flare: {X}{R} sorcery, "Null Flare deals X damage to target
// creature or player. You gain X life." X is announced as the spell is
// cast and may be 0 (CR 107.3a, 601.2b); the listing offers X=0 and
// describes it ("(X=0)"), and the spell then deals no damage and gains
// no life: a source that would deal 0 damage deals none (CR 119.8), no
// damage event, no life gain. With X=2 the X chosen is kept until the
// spell resolves (CR 107.3, 601.2b).
func TestH531XZeroSpell(t *testing.T) {
	flare := sorcery(t, "Null Flare", "{X}{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.X},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Mountain, 3)
	h := hand(t, g, 0, flare)
	require.NoError(t, g.Start(2, 0, game.Main1))
	found := false
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.Object == h && a.X == 0 && len(a.TargetList()) == 1 && a.TargetList()[0] == pl(1) {
			found = true
			require.Contains(t, g.Describe(a, game.English), "(X=0)")
		}
	}
	require.True(t, found, "X=0 is offered (CR 107.3a)")
	c := g.Clone()
	c.ClearEvents()
	require.NoError(t, c.CastX(0, h, 0, pl(1)))
	require.Equal(t, 0, c.Stack()[0].X)
	resolve(t, c, nil)
	require.Equal(t, []int{20, 20}, lifes(c))
	for _, e := range c.Events() {
		require.NotEqual(t, game.EventDamage, e.Kind, "0 damage is no damage")
	}
	require.NoError(t, g.CastX(0, h, 2, pl(1)))
	require.Equal(t, 2, g.Stack()[0].X)
	resolve(t, g, nil)
	require.Equal(t, []int{22, 18}, lifes(g))
}

// 2. Draining Coil: artifact that enters with three charge counters
// (placed here), "Remove X charge counters from Draining Coil: Draw X
// cards." X is chosen on activation (CR 107.3a, 602.2b) and may be 0:
// nothing is removed and nothing drawn; X greater than the counters is
// a cost that can't be paid (CR 117.3, 602.2b). X=2 removes two counters
// and draws two cards.
func TestH531RemoveXCountersZero(t *testing.T) {
	coil := def(t, card.Definition{Name: "Draining Coil", ManaCost: cost("{3}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{RemoveCountersX: "charge"},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.X}}}}})
	var opt game.PutOptions
	opt.Counters[game.Charge] = 3
	g := h531Game(t, 2)
	c := bf(t, g, 0, coil, opt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	hand0 := g.ZoneLen(0, zone.Hand)
	x0 := g.Clone()
	require.NoError(t, x0.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: c, X: 0}))
	resolve(t, x0, nil)
	require.Equal(t, hand0, x0.ZoneLen(0, zone.Hand))
	require.Equal(t, 3, counter(t, x0, c, game.Charge))
	require.Error(t, g.Clone().Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: c, X: 4}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: c, X: 2}))
	require.Equal(t, 1, counter(t, g, c, game.Charge), "the cost is paid on activation")
	resolve(t, g, nil)
	require.Equal(t, hand0+2, g.ZoneLen(0, zone.Hand))
}

// ---------------------------------------------------------------------
// Part 2. Counts read as the effect is applied

// 3. Tally Bolt: {1}{R} instant, "Tally Bolt deals damage to target
// player equal to the number of creatures you control." Alice casts it
// with three creatures; Bob responds by destroying one. The number is
// determined only as the effect is applied (CR 608.2g; X defined by the
// text may change while the spell is on the stack, CR 107.3c): 2.
func TestH531CountChangesOnStack(t *testing.T) {
	bolt := instant(t, "Tally Bolt", "{1}{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: h531Count(ability.Group{Side: ability.YourSide})})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Swamp, 1)
	a := bf(t, g, 0, h531Bear(t))
	bf(t, g, 0, h531Bear(t))
	bf(t, g, 0, h531Bear(t))
	bf(t, g, 1, h531Bear(t)) // Bob's creature doesn't count ("you control")
	h := hand(t, g, 0, bolt)
	k := hand(t, g, 1, h531Kill(t, ability.TargetCreature))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h531Respond(t, g, func() error { return g.Cast(0, h, pl(1)) }, 1, k, obj(a))
	require.True(t, gone(g, a))
	require.Equal(t, []int{20, 18}, lifes(g))
}

// 4. Census Burn: {R} sorcery, "Census Burn deals 3 damage to target
// creature. You gain 1 life for each creature on the battlefield." The
// second instruction counts as it is applied (CR 608.2g), after the
// first: the 2/2 dealt lethal damage is still on the battlefield, since
// state-based actions aren't checked during a resolution (CR 704.3,
// 608.2c), so it counts: 2 creatures, 2 life. It then dies.
func TestH531CountAfterEarlierInstruction(t *testing.T) {
	sp := sorcery(t, "Census Burn", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: h531Count(ability.Group{})})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	b := bf(t, g, 1, h531Bear(t))
	bf(t, g, 1, h531Bear(t))
	h := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.True(t, gone(g, b))
}

// 5. Culling Census: {2}{B} sorcery, "Destroy target creature. Draw a
// card for each creature on the battlefield." A destroyed creature is in
// the graveyard at once (CR 701.7a), so the count made by the next
// instruction (CR 608.2g) no longer sees it: two creatures left, two
// cards. Times doubles a count ("two cards for each") in a second copy.
func TestH531CountAfterDestroy(t *testing.T) {
	mk := func(times int) *card.Definition {
		return sorcery(t, "Culling Census", "{2}{B}", []ability.TargetSpec{ability.TargetCreature},
			ability.Effect{Op: ability.OpDestroy, Target: 0},
			ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou,
				Amount: ability.Amount{Kind: ability.CountPermanents, Times: times}})
	}
	for _, times := range []int{0, 2} {
		g := h531Game(t, 2)
		lands(t, g, 0, card.Swamp, 3)
		b := bf(t, g, 1, h531Bear(t))
		bf(t, g, 1, h531Bear(t))
		bf(t, g, 0, h531Bear(t))
		h := hand(t, g, 0, mk(times))
		require.NoError(t, g.Start(2, 0, game.Main1))
		n := g.ZoneLen(0, zone.Hand)
		require.NoError(t, g.Cast(0, h, obj(b)))
		resolve(t, g, nil)
		want := 2
		if times == 2 {
			want = 4
		}
		require.Equal(t, n-1+want, g.ZoneLen(0, zone.Hand), "times %d", times)
	}
}

// ---------------------------------------------------------------------
// Part 3. Last known information

// 6. Spiteful Ember: 2/2 creature, "{1}: Spiteful Ember deals damage
// equal to its power to target player." Alice activates it, then pumps it
// +3/+0 and Bob destroys it in response. The ability uses the source's
// last known information (CR 608.2g, 112.7a): its power as it last
// existed on the battlefield, 5 when the pump resolved before the kill,
// 2 when the kill resolved first and the pump, its target gone, did
// nothing (CR 608.2b).
func TestH531SourcePowerLastKnown(t *testing.T) {
	ember := h531Crt(t, "Spiteful Ember", "{1}{R}", 2, 2, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{1}")}, Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Swamp, 1)
	e := bf(t, g, 0, ember)
	pump := hand(t, g, 0, h531Mod(t, "Flash Fury", 3, 0))
	k := hand(t, g, 1, h531Kill(t, ability.TargetCreature))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, e, 0, pl(1)))
	require.NoError(t, g.Cast(0, pump, obj(e)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, k, obj(e)))
	resolve(t, g, nil)
	require.True(t, gone(g, e))
	// The kill resolved before the pump, whose target was then gone
	// (CR 608.2b): the power as it last existed was 2.
	require.Equal(t, 18, g.Life(1))

	// Pump resolved first, then the kill: last known power 5.
	g = h531Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Swamp, 1)
	e = bf(t, g, 0, ember)
	pump = hand(t, g, 0, h531Mod(t, "Flash Fury", 3, 0))
	k = hand(t, g, 1, h531Kill(t, ability.TargetCreature))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, e, 0, pl(1)))
	require.NoError(t, g.Cast(0, pump, obj(e)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 5, pt(t, g, e)[0])
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, k, obj(e)))
	resolve(t, g, nil)
	require.True(t, gone(g, e))
	require.Equal(t, 15, g.Life(1), "CR 608.2g: power 5 as it last existed")
}

// 7. Leaking Battery: artifact, "{T}: Target player loses 1 life for each
// charge counter on Leaking Battery." It has three charge counters; in
// response Bob destroys it. The counters are read from its last known
// information (CR 608.2g, 112.7a): 3 life. Without the response it is
// also 3.
func TestH531CountersOnSelfLastKnown(t *testing.T) {
	bat := def(t, card.Definition{Name: "Leaking Battery", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge"}}}}}})
	var opt game.PutOptions
	opt.Counters[game.Charge] = 3
	g := h531Game(t, 2)
	lands(t, g, 1, card.Swamp, 1)
	b := bf(t, g, 0, bat, opt)
	k := hand(t, g, 1, h531Kill(t, ability.TargetArtifact))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h531Respond(t, g, func() error { return g.Activate(0, b, 0, pl(1)) }, 1, k, obj(b))
	require.True(t, gone(g, b))
	require.Equal(t, 17, g.Life(1))
}

// 8. Last Offering: {1}{B} instant, "As an additional cost to cast this
// spell, sacrifice a creature. Last Offering deals damage equal to the
// sacrificed creature's power to target player." The creature was
// pumped +2/+0 before: its power as it last existed on the battlefield
// counts (CR 608.2g, 112.7a), 4, though the card in the graveyard is a
// 2/2 and the pump no longer exists.
func TestH531SacrificedPowerPumped(t *testing.T) {
	off := def(t, card.Definition{Name: "Last Offering", ManaCost: cost("{1}{B}"), Types: ability.Instant,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SacrificedPower}}}}})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Mountain, 1)
	b := bf(t, g, 0, h531Bear(t))
	pump := hand(t, g, 0, h531Mod(t, "Flash Fury", 2, 0))
	h := hand(t, g, 0, off)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, pump, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, 4, pt(t, g, b)[0])
	require.NoError(t, g.Cast(0, h, pl(1)))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, b)))
	resolve(t, g, nil)
	require.Equal(t, 16, g.Life(1))
}

// 9. Harvest the Husk: {2}{W} sorcery, "Destroy target creature. Target
// player gains life equal to its toughness." (i) The creature, pumped
// +0/+3 earlier, is destroyed: its toughness as it last existed counts
// (CR 608.2g), 5. (ii) Bob destroys the creature in response, so it is
// an illegal target as the sorcery resolves. The sorcery still resolves
// for the player, a legal target, but "if part of the effect requires
// information about an illegal target, it fails to determine any such
// information" (CR 608.2b): no life.
func TestH531TargetToughnessIllegal(t *testing.T) {
	harvest := sorcery(t, "Harvest the Husk", "{2}{W}",
		[]ability.TargetSpec{ability.TargetCreature, ability.TargetPlayer},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoTarget, Target: 1, Amount: ability.Amount{Kind: ability.TargetToughness}})
	// (i)
	g := h531Game(t, 2)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 0, card.Mountain, 1)
	b := bf(t, g, 1, h531Bear(t))
	pump := hand(t, g, 0, h531Mod(t, "Stone Hide", 0, 3))
	h := hand(t, g, 0, harvest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, pump, obj(b)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, h, obj(b), pl(0)))
	resolve(t, g, nil)
	require.True(t, gone(g, b))
	require.Equal(t, 25, g.Life(0))

	// (ii)
	g = h531Game(t, 2)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 1, card.Swamp, 1)
	b = bf(t, g, 1, h531Bear(t))
	h = hand(t, g, 0, harvest)
	k := hand(t, g, 1, h531Kill(t, ability.TargetCreature))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h531Respond(t, g, func() error { return g.Cast(0, h, obj(b), pl(0)) }, 1, k, obj(b))
	require.True(t, gone(g, b))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h), "resolved, not countered: a target is legal")
	require.Equal(t, 20, g.Life(0), "CR 608.2b: no information about an illegal target")
}

// ---------------------------------------------------------------------
// Part 4. Locked in versus counting

// 10. Rally of Numbers: {1}{G} instant, "Target creature gets +1/+1 until
// end of turn for each creature you control." Beside it, Massing Spirit,
// whose power and toughness are each equal to the number of creatures
// its controller controls (a characteristic-defining static, CR 604.3,
// 613.3a). With two creatures the Rally gives +2/+2, counted once as it
// resolves (CR 608.2g); a third creature entering later changes nothing
// for the Rally (its effect is locked in, CR 611.2c), while the static
// keeps counting (CR 611.3a): Massing Spirit becomes 3/3.
func TestH531ModifyLockedStaticCounts(t *testing.T) {
	rally := instant(t, "Rally of Numbers", "{1}{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1, Amount: h531Count(ability.Group{Side: ability.YourSide})})
	mass := h531Crt(t, "Massing Spirit", "{2}{G}", 0, 0, card.Definition{Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}}})
	mass.Power, mass.Toughness = card.Star, card.Star
	g := h531Game(t, 2)
	lands(t, g, 0, card.Forest, 4)
	b := bf(t, g, 0, h531Bear(t))
	m := bf(t, g, 0, mass)
	r := hand(t, g, 0, rally)
	cub := hand(t, g, 0, h531Bear(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, m))
	require.NoError(t, g.Cast(0, r, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	require.NoError(t, g.Cast(0, cub))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b), "CR 611.2c: locked in")
	require.Equal(t, [2]int{3, 3}, pt(t, g, m), "CR 611.3a: the static keeps counting")
}

// 11. Surge of the Fallen: {X}{B} sorcery, "Creatures you control get
// +1/+0 until end of turn for each creature card in all graveyards."
// The set of creatures affected and the count are both fixed as it
// resolves (CR 611.2c, 608.2g): a creature that enters afterwards gets
// nothing, and a creature card put into a graveyard afterwards adds
// nothing. Two creature cards (one in each graveyard) and an instant
// card that doesn't count (CR 608.2h: only creature cards).
func TestH531GraveyardCountLockedSet(t *testing.T) {
	surge := sorcery(t, "Surge of the Fallen", "{1}{B}", nil,
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.YourSide},
			Power: 1, Amount: ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: ability.Creature}}})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Swamp, 1)
	put(t, g, 0, zone.Graveyard, h531Bear(t))
	put(t, g, 1, zone.Graveyard, h531Bear(t))
	put(t, g, 1, zone.Graveyard, h531Kill(t, ability.TargetCreature))
	a := bf(t, g, 0, h531Bear(t))
	s := hand(t, g, 0, surge)
	lateDef := creature(t, "Late Cub", "{1}{G}", 2, 2, 0, "Bear")
	late := hand(t, g, 0, lateDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 2}, pt(t, g, a))
	require.NoError(t, g.Cast(0, late))
	resolve(t, g, nil)
	l := find(t, g, 0, lateDef)
	require.NotZero(t, l)
	require.Equal(t, [2]int{2, 2}, pt(t, g, l), "CR 611.2c: not in the affected set")
	require.Equal(t, [2]int{4, 2}, pt(t, g, a))
}

// ---------------------------------------------------------------------
// Part 5. "That much"

// 12. Vengeful Husk: 2/3 creature, "Whenever Vengeful Husk is dealt
// damage, it deals that much damage to target opponent." A 5-damage
// spell kills it: the trigger's amount is the damage dealt, 5, not the
// toughness it had (all 5 is dealt and marked, CR 119.3e; "that much" is
// the event's amount, CR 603.2), and the creature, gone by the time the
// trigger resolves, still deals it, as it last existed (CR 112.7a,
// 608.2g).
func TestH531ThatMuchOverkill(t *testing.T) {
	husk := h531Crt(t, "Vengeful Husk", "{2}{B}", 2, 3, card.Definition{Triggered: []ability.Triggered{{
		Event: ability.DealtDamage, Targets: []ability.TargetSpec{ability.TargetOpponent},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	blast := instant(t, "Big Blast", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(5)})
	g := h531Game(t, 2)
	lands(t, g, 1, card.Mountain, 1)
	hk := bf(t, g, 0, husk)
	bl := hand(t, g, 1, blast)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, bl, obj(hk)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind, g.Prompt(game.English))
		return targets(0, pl(1))
	})
	require.True(t, gone(g, hk))
	require.Equal(t, 15, g.Life(1))
}

// 13. Blood Echo: enchantment, "Whenever you gain life, each opponent
// loses that much life." Two-Headed Giant: gaining life happens to each
// player individually (CR 810.9): when Bob, Alice's teammate, gains 3,
// Alice hasn't gained life and her ability doesn't trigger (CR 603.2),
// though the team's total rises by 3. When Alice gains 2, both opponents
// lose 2 each: their team total drops by 4 (CR 810.9, 102.3).
func TestH531TwoHeadedThatMuch(t *testing.T) {
	echo := def(t, card.Definition{Name: "Blood Echo", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouGainLife,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	salve := func(n int) *card.Definition {
		return instant(t, "Salve", "{W}", nil, gain(n)...)
	}
	g := newTwoHeaded(t)
	libs(t, g, 4)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	bf(t, g, 0, echo)
	s0 := hand(t, g, 0, salve(2))
	s1 := hand(t, g, 1, salve(3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(1, s1))
	resolve(t, g, nil)
	require.Equal(t, []int{33, 33, 30, 30}, lifes(g))
	require.NoError(t, g.Cast(0, s0))
	resolve(t, g, nil)
	require.Equal(t, []int{35, 35, 26, 26}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 6. Counts in multiplayer games

// 14. Tithe of the Many: {3}{B} sorcery, "Each opponent loses 1 life for
// each creature you control. You gain 1 life for each creature your
// opponents control." Four-player free-for-all: all three other players
// are opponents (CR 102.3); each loses 2 (Alice has two creatures), and
// Alice gains the number of creatures all opponents control together,
// 1+2+0 = 3.
func TestH531FourPlayerCounts(t *testing.T) {
	tithe := sorcery(t, "Tithe of the Many", "{3}{B}", nil,
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: h531Count(ability.Group{Side: ability.YourSide})},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: h531Count(ability.Group{Side: ability.OpponentSide})})
	g := h531Game(t, 4)
	lands(t, g, 0, card.Swamp, 4)
	bf(t, g, 0, h531Bear(t))
	bf(t, g, 0, h531Bear(t))
	bf(t, g, 1, h531Bear(t))
	bf(t, g, 2, h531Bear(t))
	bf(t, g, 2, h531Bear(t))
	h := hand(t, g, 0, tithe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, []int{23, 18, 18, 18}, lifes(g))
}

// 15. The same Tithe of the Many in Two-Headed Giant: Bob is Alice's
// teammate, not an opponent (CR 102.3, 810.2): his creature counts for
// neither clause. Carol and Dave are opponents: each loses 1 (Alice has
// one creature), their team total 30 drops by 2 (CR 810.9); Alice gains
// 3 for Carol's and Dave's three creatures, and her team is at 33.
func TestH531TwoHeadedCounts(t *testing.T) {
	tithe := sorcery(t, "Tithe of the Many", "{3}{B}", nil,
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: h531Count(ability.Group{Side: ability.YourSide})},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: h531Count(ability.Group{Side: ability.OpponentSide})})
	g := newTwoHeaded(t)
	libs(t, g, 4)
	lands(t, g, 0, card.Swamp, 4)
	bf(t, g, 0, h531Bear(t))
	bf(t, g, 1, h531Bear(t))
	bf(t, g, 1, h531Bear(t))
	bf(t, g, 2, h531Bear(t))
	bf(t, g, 3, h531Bear(t))
	bf(t, g, 3, h531Bear(t))
	h := hand(t, g, 0, tithe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, []int{33, 33, 28, 28}, lifes(g))
}

// 16. Ossuary Feast: {2}{B} sorcery, "You gain 2 life for each creature
// card in all graveyards." Three players; Carol has two creature cards in
// her graveyard and Bob one. Carol concedes before Alice casts it:
// everything Carol owns leaves the game with her (CR 800.4a), so only
// Bob's card counts: 2 life.
func TestH531GraveyardCountAfterLeaving(t *testing.T) {
	feast := sorcery(t, "Ossuary Feast", "{2}{B}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou,
		Amount: ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: ability.Creature}, Times: 2}})
	g := h531Game(t, 3)
	lands(t, g, 0, card.Swamp, 3)
	put(t, g, 1, zone.Graveyard, h531Bear(t))
	put(t, g, 2, zone.Graveyard, h531Bear(t))
	put(t, g, 2, zone.Graveyard, h531Bear(t))
	h := hand(t, g, 0, feast)
	require.NoError(t, g.Start(2, 0, game.Main1))
	c := g.Clone()
	require.NoError(t, c.Cast(0, h))
	resolve(t, c, nil)
	require.Equal(t, 26, c.Life(0), "three creature cards, 2 life each")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0), "CR 800.4a: Carol's cards left the game")
}

// 17. Prism Tithe: {1}{W} sorcery, "You gain 1 life for each color among
// permanents you control." Alice controls a white creature, a white-blue
// creature and a green creature (and colourless lands, CR 105.2c): three
// colours. An opponent's red creature is not hers.
func TestH531ColorsAmong(t *testing.T) {
	tithe := sorcery(t, "Prism Tithe", "{1}{W}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou,
		Amount: ability.Amount{Kind: ability.ColorsAmongPermanents}})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, creature(t, "White Guard", "{W}", 1, 1, 0, "Human"))
	bf(t, g, 0, creature(t, "Sky Sage", "{W}{U}", 1, 1, 0, "Human"))
	bf(t, g, 0, creature(t, "Moss Cub", "{G}", 1, 1, 0, "Bear"))
	bf(t, g, 1, creature(t, "Red Imp", "{R}", 1, 1, 0, "Imp"))
	h := hand(t, g, 0, tithe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 7. Negative amounts the engine clamps

// 18. Withered Leech: 1/3 creature, "{0}: Target player loses life equal
// to Withered Leech's power." After -3/-0 its power is -2: the
// calculation yields a negative number, and zero is used instead (CR
// 107.1b): no life lost, and no life gained either.
func TestH531NegativePowerLoseLife(t *testing.T) {
	leech := h531Crt(t, "Withered Leech", "{1}{B}", 1, 3, card.Definition{Activated: []ability.Activated{{
		Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	l := bf(t, g, 0, leech)
	w := hand(t, g, 0, h531Mod(t, "Wither Touch", -3, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(l)))
	resolve(t, g, nil)
	require.Equal(t, -2, pt(t, g, l)[0])
	require.NoError(t, g.Activate(0, l, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 20}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 8. Definitions Check refuses

// 19. Check refuses amounts that can't be read: mana "for each" (OpAddMana
// adds a fixed number of mana), "that much" without an event, "the
// sacrificed creature's power" without a sacrifice, a count of "other"
// permanents (a count doesn't read Other), a negative multiplier, and a
// fixed Amount on OpModify (not read). Each error names the field.
func TestH531CheckRefusesAmounts(t *testing.T) {
	spell := func(es ...ability.Effect) card.Definition {
		return card.Definition{Name: "Bad Count", ManaCost: cost("{1}"), Types: ability.Sorcery,
			Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: es}}
	}
	cases := []struct {
		d     card.Definition
		field string
	}{
		{spell(ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)},
			ability.Effect{Op: ability.OpAddMana, ManaChoice: mana.SetOf(mana.Black), Amount: h531Count(ability.Group{})}),
			"Spell.Effects[1].Amount"},
		{spell(ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.EventAmount}}),
			"Spell.Effects[0].Amount.Kind"},
		{spell(ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SacrificedPower}}),
			"Spell.Effects[0].Amount.Kind"},
		{spell(ability.Effect{Op: ability.OpDamage, Target: 0, Amount: h531Count(ability.Group{Other: true})}),
			"Spell.Effects[0].Amount.Group.Other"},
		{spell(ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.CountPermanents, Times: -1}}),
			"Spell.Effects[0].Amount.Times"},
		{spell(ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Amount: ability.N(2)}),
			"Spell.Effects[0].Amount"},
		// A mana ability's side effect ("{T}: Add {G}. You gain 1 life for
		// each creature you control") is refused: a mana ability's
		// life and damage must be fixed.
		{card.Definition{Name: "Vital Root", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
			Power: C(1), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
				Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h531Green()},
					{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: h531Count(ability.Group{Side: ability.YourSide})}}}}},
			"Activated[0].Effects[1]"},
	}
	for i, c := range cases {
		err := card.Define(c.d).Check()
		require.Error(t, err, "case %d", i)
		require.Contains(t, err.Error(), c.field, "case %d", i)
	}
}

// ---------------------------------------------------------------------
// Part 9. X and counters of departed objects, and what the prompts say

// 20. Omen Hydra: {X}{U} creature, "When you cast this spell, draw X
// cards." The cast trigger's amount is the X chosen as the spell was cast
// (CR 107.3a, 601.2b, 603.2). Bob counters the spell while the trigger
// waits: the trigger exists independently of its source (CR 112.7a) and
// still draws 2.
func TestH531CastTriggerXAfterCounter(t *testing.T) {
	hydra := h531Crt(t, "Omen Hydra", "{X}{U}", 1, 1, card.Definition{Triggered: []ability.Triggered{{Event: ability.CastThis,
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	negate := instant(t, "Hush", "{U}", []ability.TargetSpec{ability.TargetSpell}, ability.Effect{Op: ability.OpCounter, Target: 0})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Island, 1)
	h := hand(t, g, 0, hydra)
	n := hand(t, g, 1, negate)
	require.NoError(t, g.Start(2, 0, game.Main1))
	before := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.CastX(0, h, 2))
	require.Equal(t, 2, g.StackLen(), "the spell and its cast trigger")
	spell := g.Stack()[1].Source
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, n, obj(spell)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h), "countered")
	require.Equal(t, before-1+2, g.ZoneLen(0, zone.Hand))
}

// 21. Charged Husk: 2/2 artifact creature with "When Charged Husk dies,
// target player loses 1 life for each charge counter on it, and you gain
// life equal to its power." It has three charge counters and a +1/+1
// counter when it is destroyed. A leaves-the-battlefield ability looks
// back in time (CR 603.10a) and its effect uses the creature's last known
// information (CR 608.2g, 112.7a): 3 counters, power 3, though the card
// in the graveyard has neither.
func TestH531DiesCountersLastKnown(t *testing.T) {
	husk := def(t, card.Definition{Name: "Charged Husk", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Construct"}, Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.Dies,
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{
				{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge"}},
				{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	var opt game.PutOptions
	opt.Counters[game.Charge] = 3
	opt.Counters[game.PlusOne] = 1
	g := h531Game(t, 2)
	lands(t, g, 1, card.Swamp, 1)
	c := bf(t, g, 0, husk, opt)
	k := hand(t, g, 1, h531Kill(t, ability.TargetCreature))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, k, obj(c)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind, g.Prompt(game.English))
		return targets(0, pl(1))
	})
	require.Equal(t, []int{23, 17}, lifes(g))
}

// 22. Mind Tally: {X}{B} sorcery, "Target player discards X cards." With
// X=2 Bob discards two cards of his choice (CR 701.8a), one at a time:
// the decision's Count is what is left, and the prompt, in English and
// Chinese, says how many are left to discard ("2 to go", "还需弃2张").
func TestH531DiscardXPrompt(t *testing.T) {
	tally := sorcery(t, "Mind Tally", "{X}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.X})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	for i := 0; i < 4; i++ {
		hand(t, g, 1, h531Bear(t))
	}
	h := hand(t, g, 0, tally)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, h, 2, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	d := g.Pending()
	require.Equal(t, game.DecideDiscard, d.Kind)
	require.Equal(t, game.PlayerID(1), d.Player)
	require.Equal(t, 2, d.Count)
	require.Contains(t, g.Prompt(game.English), "2 to go")
	require.Contains(t, g.Prompt(game.Chinese), "2")
	require.Equal(t, g.Prompt(game.English), g.View(1).Pending.Prompt)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: g.Zone(1, zone.Hand)[0]}))
	require.Equal(t, 1, g.Pending().Count)
	require.Contains(t, g.Prompt(game.English), "1 to go")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: g.Zone(1, zone.Hand)[0]}))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard))
}

// 23. Census Toll: {B} sorcery, "Target player may pay life equal to the
// number of creatures you control. If they don't, you draw two cards."
// The amount is counted as the effect is applied (CR 608.2g): with two
// creatures (Bob's one doesn't count) the choice reads "Pay 2 life";
// paying it takes 2 from Bob's life total (CR 118.4, 117.3b) and Alice
// draws nothing (CR 608.2c: the instruction after "if they don't").
func TestH531UnlessPayCountedLife(t *testing.T) {
	toll := sorcery(t, "Census Toll", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpUnless, Who: ability.WhoTarget, Target: 0, Unless: ability.UnlessPayLife,
			Amount: h531Count(ability.Group{Side: ability.YourSide})},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2), IfDeclined: true})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	bf(t, g, 0, h531Bear(t))
	bf(t, g, 0, h531Bear(t))
	bf(t, g, 1, h531Bear(t))
	h := hand(t, g, 0, toll)
	require.NoError(t, g.Start(2, 0, game.Main1))
	n := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Cast(0, h, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	var pay *game.Action
	for _, a := range g.LegalActions(nil) {
		if g.Describe(a, game.English) == "Pay 2 life" {
			a := a
			pay = &a
		}
	}
	require.NotNil(t, pay, "the payment names the counted amount")
	require.NoError(t, g.Apply(*pay))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 18}, lifes(g))
	require.Equal(t, n-1, g.ZoneLen(0, zone.Hand))
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 24. Sullen Grower: 1/4 creature, "{0}: Put a +1/+1 counter on target
// creature for each point of Sullen Grower's power" (OpPutCounters with
// SourcePower). After -3/-0 its power is -2. The calculation of the
// number of counters yields a negative number and zero is used instead
// (CR 107.1b): nothing happens to the target, which keeps its two +1/+1
// counters (an effect that puts counters places them, CR 121.1; it
// never removes any).
func TestH531NegativeCounterCount(t *testing.T) {
	grower := h531Crt(t, "Sullen Grower", "{1}{G}", 1, 4, card.Definition{Activated: []ability.Activated{{
		Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	var opt game.PutOptions
	opt.Counters[game.PlusOne] = 2
	g := h531Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	gr := bf(t, g, 0, grower)
	bear := bf(t, g, 0, h531Bear(t), opt)
	w := hand(t, g, 0, h531Mod(t, "Wither Touch", -3, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(gr)))
	resolve(t, g, nil)
	require.Equal(t, -2, pt(t, g, gr)[0])
	require.NoError(t, g.Activate(0, gr, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, bear, game.PlusOne), "CR 107.1b: zero counters, none removed")
	require.Equal(t, [2]int{4, 4}, pt(t, g, bear))
}

// 25. Mirror Colossus: 4/4 creature, "{0}: Mirror Colossus gets +X/+X
// until end of turn, where X is its power" (OpModify, SubjectSelf, +1/+1
// times SourcePower). This is the example of CR 107.1b (Chameleon
// Colossus): after -6/-0 it is a -2/4; activating the ability, X would be
// -2, so zero is used: "It remains a -2/4 creature. It doesn't become
// -4/2."
func TestH531NegativeModifyAmount(t *testing.T) {
	col := h531Crt(t, "Mirror Colossus", "{2}{G}{G}", 4, 4, card.Definition{Activated: []ability.Activated{{
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1, Toughness: 1,
			Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	c := bf(t, g, 0, col)
	w := hand(t, g, 0, h531Mod(t, "Deep Wither", -6, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{-2, 4}, pt(t, g, c))
	require.NoError(t, g.Activate(0, c, 0))
	resolve(t, g, nil)
	require.False(t, gone(g, c))
	require.Equal(t, [2]int{-2, 4}, pt(t, g, c), "CR 107.1b: it remains a -2/4")
}

// 26. Tidecaller Hydra: {X}{G} 0/0 creature, "Tidecaller Hydra enters
// the battlefield with X +1/+1 counters on it. When Tidecaller Hydra
// enters the battlefield, you gain X life." Cast with X=3. Both abilities
// of the permanent need a choice made as it was cast as a spell, the
// value of X (CR 107.3a, 601.2b), and use the information of the spell
// that became the permanent (CR 400.7c). Check accepts the definition;
// the Hydra gets three counters and Alice gains 3 life.
func TestH531EnterTriggerX(t *testing.T) {
	hydra := def(t, card.Definition{Name: "Tidecaller Hydra", ManaCost: cost("{X}{G}"), Types: ability.Creature,
		Subtypes: []string{"Hydra"}, Power: C(0), Toughness: C(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.X},
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X}}}}})
	g := h531Game(t, 2)
	lands(t, g, 0, card.Forest, 4)
	h := hand(t, g, 0, hydra)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, h, 3))
	resolve(t, g, nil)
	hy := find(t, g, 0, hydra)
	require.NotZero(t, hy)
	require.Equal(t, 3, counter(t, g, hy, game.PlusOne))
	require.Equal(t, 23, g.Life(0), "CR 400.7c: X of the spell that became it")
}
