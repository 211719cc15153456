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

// Custom cards, thirteenth set: costs, activated abilities and control.
// X costs (X=0, X as a number of targets, X under a tax, X paid by
// convoke), additional costs (a sacrifice of the spell's own target, of
// a creature tapped for convoke, of a stolen creature), activation costs
// (sacrifice, discard of a type, mana abilities that cost mana), taxes
// that follow a control change, "only once each turn" and "only if",
// summoning sickness after control changes back and forth and on an
// artifact that became a creature, who controls an activated ability
// whose source changed hands or whose owner or controller left a
// multiplayer game, loyalty abilities of stolen and recast planeswalkers,
// a loyalty ability that makes mana, and mana pools emptying between
// steps. Many positions are saved, loaded and cloned in the middle of
// their decisions (h479Copies) and continued alike.

// h484Player is "deals n damage to target player" for an ability.
func h484Player(n int) ([]ability.TargetSpec, []ability.Effect) {
	return h478PlayerPing(n)
}

// h484Lose is "Target player loses n life."
func h484Lose(n int) ([]ability.TargetSpec, []ability.Effect) {
	return []ability.TargetSpec{ability.TargetPlayer},
		[]ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(n)}}
}

// h484Mana is a pool of n mana of colour c.
func h484Mana(c mana.Color, n int) mana.Pool {
	var p mana.Pool
	p.Add(c, n)
	return p
}

// h484GrantAura is a checked "{B} Aura: Enchant creature. Enchanted
// creature has '<a>'."
func h484GrantAura(t *testing.T, name string, a ability.Activated) *card.Definition {
	return h476Aura(t, name, "{B}", []ability.Static{{Affects: ability.AffectsAttached, Grant: &a}})
}

// h484StealWalker is "{2}{U} sorcery: Gain control of target
// planeswalker."
func h484StealWalker(t *testing.T) *card.Definition {
	return sorcery(t, "Usurp the Spark", "{2}{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
}

// h484Recall is "{U} instant: Return target nonland permanent you control
// to its owner's hand."
func h484Recall(t *testing.T) *card.Definition {
	return instant(t, "Recall to Hand", "{U}", []ability.TargetSpec{{Allow: ability.AllowPermanent,
		Filter: ability.Filter{Side: ability.YourSide, NotTypes: ability.Land}}},
		ability.Effect{Op: ability.OpBounce, Target: 0})
}

// h484Kira is "Kira, Ember Tutor: {2}{R} planeswalker — Kira, loyalty 3.
// +1: You gain 2 life. −2: Kira deals 2 damage to target player."
func h484Kira(t *testing.T) *card.Definition {
	tg, es := h484Player(2)
	return walker(t, "Kira, Ember Tutor", "{2}{R}", "Kira", 3, loyal(1, nil, gain(2)...), loyal(-2, tg, es...))
}

// ---------------------------------------------------------------------
// Part 1. X

// h484Sparks is "Scatter Sparks: {X}{R} sorcery, Scatter Sparks deals 1
// damage to each of X target creatures" with X at most 3.
func h484Sparks(t *testing.T) *card.Definition {
	spec := ability.TargetSpec{Allow: ability.AllowCreature, Set: true}
	var es []ability.Effect
	for i := 0; i < 3; i++ {
		es = append(es, ability.Effect{Op: ability.OpDamage, Target: i, Amount: ability.N(1)})
	}
	return def(t, card.Definition{Name: "Scatter Sparks", ManaCost: cost("{X}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{XTargets: true, Targets: []ability.TargetSpec{spec, spec, spec}, Effects: es}})
}

// 1. Scatter Sparks (above). X is announced before targets are chosen and
// fixes their number (CR 107.3a, 601.2c): X=1 with no target and X=0
// with one are refused, changing nothing; X=0 with no target is a legal
// spell that costs {R} (CR 107.3a) and resolves doing nothing; X=2 on
// Bob's two 1/1s kills both, Carol's stays.
func TestH484ScatterSparksXTargets(t *testing.T) {
	sp := h484Sparks(t)
	elf := creature(t, "Pale Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	h0 := hand(t, g, 0, sp)
	h2 := hand(t, g, 0, sp)
	b1 := bf(t, g, 1, elf)
	b2 := bf(t, g, 1, elf)
	c1 := bf(t, g, 2, elf)
	require.NoError(t, g.Start(2, 0, game.Main1))
	cast := func(id game.ObjectID, x int, ts ...game.Target) game.Action {
		return game.Action{Kind: game.ActCast, Player: 0, Object: id, X: x}.WithTargets(ts...)
	}
	h478Refused(t, g, cast(h0, 1), nil, "X=1 needs one target")
	h478Refused(t, g, cast(h0, 0, obj(b1)), nil, "X=0 takes no target")
	require.NoError(t, g.Apply(cast(h0, 0)))
	require.Len(t, untapped(t, g, 0), 3, "X=0: only {R} paid")
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h0))
	require.NoError(t, g.Apply(cast(h2, 2, obj(b1), obj(b2))))
	require.Empty(t, untapped(t, g, 0))
	resolve(t, g, nil)
	require.True(t, gone(g, b1))
	require.True(t, gone(g, b2))
	require.False(t, gone(g, c1))
}

// 2. Arc Runner: {1}{R} 1/1 Human, "{X}: You gain X life." Alice controls
// two Stifling Wards (activated abilities of creatures her opponents
// control cost {2} more): the increases add up (CR 601.2f, 602.2b), so
// Bob's ability costs {X}{4}. With four Mountains X=1 is refused (five
// mana), X=0 is paid with all four and gains nothing (CR 107.3a: X=0 is
// a choice like any other; the tax is still due).
func TestH484ArcRunnerTwoTaxesXZero(t *testing.T) {
	d := h478Crt(t, "Arc Runner", "{1}{R}", 1, 1, 0, "Human", ability.Activated{Cost: ability.Cost{Mana: cost("{X}")},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, h478Ward(t))
	bf(t, g, 0, h478Ward(t))
	b := bf(t, g, 1, d)
	lands(t, g, 1, card.Mountain, 4)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h478Refused(t, g, h478Act(1, b, 0, 1, 0), game.ErrCantPay, "X=1 plus {4} of taxes is five mana")
	require.NoError(t, activateX(g, 1, b, 0, 0))
	require.Empty(t, untapped(t, g, 1), "X=0 still pays both taxes")
	require.Equal(t, 0, g.Stack()[0].X)
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(1))
}

// 3. Chorus of Plenty: {X}{G} sorcery with convoke, "You gain X life."
// X is part of the total cost (CR 107.3a, 601.2f), and convoke pays any
// generic mana of it (CR 702.50a): with no land, two green Elves and a
// white Squire pay X=2 (the Squire paying generic). X=3 with the same
// three creatures is refused, nothing tapped.
func TestH484ChorusOfPlentyConvokeX(t *testing.T) {
	d := def(t, card.Definition{Name: "Chorus of Plenty", ManaCost: cost("{X}{G}"), Types: ability.Sorcery, Keywords: ability.Convoke,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	e1 := bf(t, g, 0, creature(t, "Sprout Elf", "{G}", 1, 1, 0, "Elf"))
	e2 := bf(t, g, 0, creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf"))
	w := bf(t, g, 0, creature(t, "Dawn Squire", "{W}", 1, 1, 0, "Human"))
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	cast := func(x int) game.Action {
		return game.Action{Kind: game.ActCast, Player: 0, Object: h, X: x, Convoke: []game.ObjectID{e1, e2, w}}
	}
	h478Refused(t, g, cast(3), game.ErrCantPay, "three creatures can't pay {3}{G}")
	require.NoError(t, g.Apply(cast(2)))
	for _, c := range []game.ObjectID{e1, e2, w} {
		require.True(t, info(t, g, c).Tapped)
	}
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 4. Final Reckoning: {X}{R} instant, "As an additional cost to cast this
// spell, sacrifice a creature. Final Reckoning deals X damage to any
// target." Three players. Alice floats {R} by hand first (CR 605.3a), then
// casts it with X=2 at Carol: the floating mana is spent first. Saved,
// loaded and cloned while she chooses the creature to sacrifice
// (CR 601.2h): the X chosen (CR 107.3a) survives, and Carol takes 2 in
// each game.
func TestH484FinalReckoningSavedX(t *testing.T) {
	fr := def(t, card.Definition{Name: "Final Reckoning", ManaCost: cost("{X}{R}"), Types: ability.Instant,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}})
	sq := creature(t, "Doomed Squire", "{1}{W}", 2, 2, 0, "Human")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	m := bf(t, g, 0, card.Mountain)
	c := bf(t, g, 0, sq)
	h := hand(t, g, 0, fr)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Mana(0, m, 0)))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red))
	require.NoError(t, g.CastX(0, h, 2, pl(2)))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, 0, g.Pool(0).Total(), "the floating {R} was spent")
	require.Empty(t, untapped(t, g, 0))
	gs := h479Copies(t, g, fr, sq)
	for _, x := range gs {
		require.Equal(t, []game.ObjectID{c}, choices(x))
		require.NoError(t, x.Apply(chooseObj(0, c)))
		require.Equal(t, 2, x.Stack()[0].X)
		resolve(t, x, nil)
		require.Equal(t, []int{20, 20, 18}, lifes(x))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 2. Additional costs of spells

// 5. Last Rites of Valor: {1}{W} instant, "As an additional cost to cast
// this spell, sacrifice a creature. Put a +1/+1 counter on target
// creature." Targets are chosen before costs are paid (CR 601.2c, 601.2h),
// so Alice may target her only creature and then sacrifice it: the spell
// is cast, but its only target is gone as it resolves and it does nothing
// (CR 608.2b); the sacrifice stays paid.
func TestH484LastRitesTargetsItsSacrifice(t *testing.T) {
	d := def(t, card.Definition{Name: "Last Rites of Valor", ManaCost: cost("{1}{W}"), Types: ability.Instant,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(1)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	c := bf(t, g, 0, creature(t, "Lone Squire", "{1}{W}", 2, 2, 0, "Human"))
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, h, obj(c)))
	require.NoError(t, g.Cast(0, h, obj(c)))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{c}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, c)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h))
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard), "the Squire and the spell")
}

// 6. Grove Offering: {1}{G} sorcery with convoke, "As an additional cost
// to cast this spell, sacrifice a creature. You gain 3 life." With one
// Forest and one Elf, the Elf taps for convoke's {1} (CR 702.50a) and is
// then sacrificed: the parts of the total cost are paid in any order
// (CR 601.2h), and a tapped creature can be sacrificed (CR 701.15a).
func TestH484GroveOfferingConvokeThenSacrifice(t *testing.T) {
	d := def(t, card.Definition{Name: "Grove Offering", ManaCost: cost("{1}{G}"), Types: ability.Sorcery, Keywords: ability.Convoke,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell:               ability.Spell{Effects: gain(3)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	e := bf(t, g, 0, creature(t, "Sprout Elf", "{G}", 1, 1, 0, "Elf"))
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: []game.ObjectID{e}}))
	require.True(t, info(t, g, f).Tapped)
	require.True(t, info(t, g, e).Tapped)
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{e}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, e)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, e))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 7. Blood Tithe: {1}{B} sorcery, "As an additional cost to cast this
// spell, sacrifice a creature. Each opponent loses life equal to the
// sacrificed creature's power." Three players. Alice controls Carol's
// 3/3 Ox (Seize Allegiance) and her own 1/1: the Ox is offered too
// (CR 701.15a: a permanent one controls), and goes to Carol's graveyard,
// its owner's. Bob and Carol lose 3 (CR 608.2g).
func TestH484BloodTitheSacrificesStolenOx(t *testing.T) {
	d := def(t, card.Definition{Name: "Blood Tithe", ManaCost: cost("{1}{B}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent,
			Amount: ability.Amount{Kind: ability.SacrificedPower}}}}})
	oxd := creature(t, "Carol's Ox", "{2}{G}", 3, 3, 0, "Ox")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	ox := bf(t, g, 2, oxd, game.PutOptions{Controller: 0, SetController: true})
	mine := bf(t, g, 0, creature(t, "Alice's Thrall", "{B}", 1, 1, 0, "Zombie"))
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
	require.NoError(t, g.Cast(0, h))
	require.ElementsMatch(t, []game.ObjectID{ox, mine}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, ox)))
	require.Equal(t, 1, g.ZoneLen(2, zone.Graveyard), "to its owner's graveyard")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ox))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 17, 17}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 3. Costs of activated abilities

// 8. Bone Harvester: {1}{B} 2/2 Zombie, "{B}, Sacrifice another creature:
// Draw a card." Four players. Saved, loaded and cloned while Alice
// chooses what to sacrifice (CR 601.2h via 602.2b): the ability is on the
// stack, its mana paid, and each game offers the same two creatures and
// refuses Dave's; each then sacrifices the Thrall and draws.
func TestH484BoneHarvesterSavedMidSacrifice(t *testing.T) {
	hv := h478Crt(t, "Bone Harvester", "{1}{B}", 2, 2, 0, "Zombie",
		ability.Activated{Cost: ability.Cost{Mana: cost("{B}"), Sacrifice: &ability.Group{Types: ability.Creature, Other: true}}, Effects: draw1})
	th := creature(t, "Thrall", "{B}", 1, 1, 0, "Zombie")
	hd := creature(t, "Hound", "{1}{G}", 2, 2, 0, "Dog")
	g := newGame(t, 4)
	libs(t, g, 3)
	h := bf(t, g, 0, hv)
	a := bf(t, g, 0, th)
	b := bf(t, g, 0, hd)
	d := bf(t, g, 3, hd)
	lands(t, g, 0, card.Swamp, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, 1, g.StackLen())
	gs := h479Copies(t, g, hv, th, hd)
	for _, x := range gs {
		require.ElementsMatch(t, []game.ObjectID{a, b}, choices(x))
		h478Refused(t, x, chooseObj(0, d), nil, "Dave's Hound")
		h478Refused(t, x, chooseObj(0, h), nil, "not the Harvester itself")
		require.NoError(t, x.Apply(chooseObj(0, a)))
		require.Equal(t, game.DecidePriority, x.Pending().Kind)
		resolve(t, x, nil)
		require.Equal(t, 1, x.ZoneLen(0, zone.Hand))
		require.False(t, gone(x, b))
	}
	h479Same(t, gs)
}

// 9. Culling Tome: {2} artifact, "{1}, Discard a creature card: Draw two
// cards." Saved, loaded and cloned while Alice chooses the card
// (CR 601.2h via 602.2b): in each game the Forest in her hand can't pay
// it (CR 117.3), the creature card can.
func TestH484CullingTomeSavedMidDiscard(t *testing.T) {
	tome := h478Art(t, "Culling Tome", "{2}", ability.Activated{
		Cost:    ability.Cost{Mana: cost("{1}"), Discard: 1, DiscardTypes: ability.Creature},
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}})
	sp := creature(t, "Spare Hound", "{1}{G}", 2, 2, 0, "Dog")
	g := newGame(t, 2)
	libs(t, g, 5)
	tm := bf(t, g, 0, tome)
	lands(t, g, 0, card.Island, 1)
	land := hand(t, g, 0, card.Forest)
	cr := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, tm, 0))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	gs := h479Copies(t, g, tome, sp)
	for _, x := range gs {
		h478Refused(t, x, game.Action{Kind: game.ActDiscard, Player: 0, Object: land}, nil, "a land is no creature card")
		require.NoError(t, x.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: cr}))
		resolve(t, x, nil)
		require.Equal(t, 3, x.ZoneLen(0, zone.Hand))
		require.Equal(t, zone.Hand, zoneOf(t, x, land))
	}
	h479Same(t, gs)
}

// 10. Verdant Prism: {2} artifact, "{1}, {T}: Add {G}{G}." A mana ability
// that costs mana (CR 605.1a): activated by hand it doesn't use the stack
// (CR 605.3b), a Forest pays its {1}, and Alice keeps priority
// (CR 116.3c) with {G}{G} floating; with the other Forest she then casts
// Triple Growth ({G}{G}{G}, "You gain 3 life").
func TestH484VerdantPrismManaForMana(t *testing.T) {
	prism := h478Art(t, "Verdant Prism", "{2}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h484Mana(mana.Green, 2)}}})
	spell := sorcery(t, "Triple Growth", "{G}{G}{G}", nil, gain(3)...)
	g := newGame(t, 2)
	libs(t, g, 3)
	p := bf(t, g, 0, prism)
	lands(t, g, 0, card.Forest, 2)
	h := hand(t, g, 0, spell)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Mana(0, p, 0)))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Equal(t, 2, g.Pool(0).Amount(mana.Green))
	require.Equal(t, 2, g.Pool(0).Total())
	require.Len(t, untapped(t, g, 0), 1)
	require.NoError(t, g.Cast(0, h))
	require.Empty(t, untapped(t, g, 0))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 11. Carol's Stifling Ward (activated abilities of creatures her
// opponents control cost {2} more) and her Ironhide Brawler ("{1}: +1/+1
// until end of turn"), three players. For Carol the Brawler costs {1};
// after Alice seizes it, it is a creature Carol's opponent controls and
// costs Alice {3} (CR 601.2f, 602.2b): with two Islands left she can't
// activate it, with a third she can.
func TestH484WardTaxFollowsControl(t *testing.T) {
	br := h478Crt(t, "Ironhide Brawler", "{1}{R}", 2, 2, 0, "Warrior", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: h478Pump(1, 1)})
	for _, extra := range []int{0, 1} {
		g := newGame(t, 3)
		libs(t, g, 3)
		bf(t, g, 2, h478Ward(t))
		b := bf(t, g, 2, br)
		lands(t, g, 2, card.Mountain, 1)
		lands(t, g, 0, card.Island, 6+extra)
		sz := hand(t, g, 0, seize(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Activate(2, b, 0), "untaxed for Carol")
		resolve(t, g, nil)
		require.Equal(t, [2]int{3, 3}, pt(t, g, b))
		require.NoError(t, g.Cast(0, sz, obj(b)))
		resolve(t, g, nil)
		require.Equal(t, game.PlayerID(0), info(t, g, b).Controller)
		require.Len(t, untapped(t, g, 0), 2+extra)
		if extra == 0 {
			require.False(t, h478Listed(g, b, 0))
			h478Refused(t, g, h478Act(0, b, 0, 0, 0), game.ErrCantPay, "{1} and Carol's {2} tax")
			continue
		}
		require.NoError(t, g.Activate(0, b, 0))
		require.Empty(t, untapped(t, g, 0))
		resolve(t, g, nil)
		require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	}
}

// 12. Lonely Idol: {1} artifact, "{1}: You gain 2 life. Activate only if
// you control no creatures." Three players. With her Squire, Alice can't
// activate it (CR 602.5b, 602.1b); Bob takes the Squire with Sudden
// Defection: the condition is checked on activation, and now Alice may.
func TestH484LonelyIdolOnlyIfAfterTheft(t *testing.T) {
	idol := h478Art(t, "Lonely Idol", "{1}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")},
		OnlyIf: ability.Condition{Kind: ability.YouControlNone}, Effects: gain(2)})
	g := newGame(t, 3)
	libs(t, g, 3)
	i := bf(t, g, 0, idol)
	lands(t, g, 0, card.Plains, 2)
	sq := bf(t, g, 0, creature(t, "Lone Squire", "{1}{W}", 2, 2, 0, "Human"))
	lands(t, g, 1, card.Island, 2)
	st := hand(t, g, 1, h478Steal(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, h478Listed(g, i, 0))
	h478Refused(t, g, h478Act(0, i, 0, 0, 0), game.ErrNotAllowed, "Alice controls a creature")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, st, obj(sq)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, sq).Controller)
	for g.Pending().Player != 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, h478Listed(g, i, 0))
	require.NoError(t, g.Activate(0, i, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 4. Summoning sickness and control

// 13. Pyre Sentry: {1}{R} 1/1 Human, "{T}: Pyre Sentry deals 1 damage to
// target player." Alice has controlled it since her turn began. In her
// main phase Bob takes it with Sudden Defection (until end of turn) and
// Alice takes it back with her own: she controls it, but not
// continuously since her turn began, so its {T} ability can't be
// activated (CR 302.6, 602.5a). At her cleanup both effects end
// (CR 611.2a) and it stays hers; in Bob's turn it is still sick for her
// (her most recent turn began before the changes); in her next turn it
// works.
func TestH484SentryStolenAndTakenBack(t *testing.T) {
	tg, es := h484Player(1)
	d := h478Crt(t, "Pyre Sentry", "{1}{R}", 1, 1, 0, "Human", ability.Activated{Cost: ability.Cost{Tap: true}, Targets: tg, Effects: es})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 0, d)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Island, 2)
	mine := hand(t, g, 0, h478Steal(t))
	his := hand(t, g, 1, h478Steal(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h478Listed(g, s, 0), "hers since her turn began")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, his, obj(s)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, s).Controller)
	for g.Pending().Player != 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Cast(0, mine, obj(s)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, s).Controller)
	require.True(t, info(t, g, s).SummoningSick)
	h478Refused(t, g, h478Act(0, s, 0, 0, 0, pl(1)), game.ErrNotAllowed, "not hers continuously since her turn began")
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(0), info(t, g, s).Controller)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h478Refused(t, g, h478Act(0, s, 0, 0, 0, pl(1)), game.ErrNotAllowed, "her most recent turn began before the changes")
	passTo(t, g, 0, game.Upkeep)
	require.NoError(t, g.Activate(0, s, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// 14. Brass Totem: {2} artifact, "{T}: You gain 1 life." Alice's two
// Totems: one came this turn, one before. A noncreature artifact's {T}
// ability ignores when it came (CR 302.6 is about creatures), but once
// Animate Brass ({U} instant: "Target artifact becomes a 2/2 artifact
// creature") makes both creatures, the new one's can't be activated
// (CR 302.6, 602.5a) while the old one's can.
func TestH484AnimatedTotemSick(t *testing.T) {
	tot := h478Art(t, "Brass Totem", "{2}", ability.Activated{Cost: ability.Cost{Tap: true}, Effects: gain(1)})
	anim := instant(t, "Animate Brass", "{U}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 2, Toughness: 2, AddTypes: ability.Creature, Duration: ability.UntilEndOfTurn})
	g := newGame(t, 2)
	libs(t, g, 3)
	nw := bf(t, g, 0, tot, game.PutOptions{Sick: true})
	old := bf(t, g, 0, tot)
	lands(t, g, 0, card.Island, 2)
	a1 := hand(t, g, 0, anim)
	a2 := hand(t, g, 0, anim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h478Listed(g, nw, 0), "an artifact, not a creature: it may tap")
	require.NoError(t, g.Cast(0, a1, obj(nw)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, a2, obj(old)))
	resolve(t, g, nil)
	require.NotZero(t, info(t, g, nw).Types&ability.Creature)
	require.False(t, h478Listed(g, nw, 0))
	h478Refused(t, g, h478Act(0, nw, 0, 0, 0), game.ErrNotAllowed, "a creature that came this turn")
	require.NoError(t, g.Activate(0, old, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// 15. Oath Keeper: {W} 1/1 Soldier, "{1}: You gain 3 life.", "{1}: Put a
// +1/+1 counter on target creature you control." and "{1}: Oath Keeper
// gets +2/+0 until end of turn." Three players. Alice activates all
// three, the second targeting the Keeper; Bob takes the Keeper with
// Sudden Defection in response. The abilities stay Alice's (CR 112.8):
// she gains 3; "you" in the target's words is still Alice, who no longer
// controls the Keeper, so the counter ability's target is illegal and it
// does nothing (CR 608.2b); the pump acts on the Keeper whoever controls
// it (CR 112.7a).
func TestH484OathKeeperAbilitiesStayAlices(t *testing.T) {
	d := h478Crt(t, "Oath Keeper", "{W}", 1, 1, 0, "Soldier",
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(3)},
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(1)}}},
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: h478Pump(2, 0)})
	g := newGame(t, 3)
	libs(t, g, 3)
	s := bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 1, card.Island, 2)
	st := hand(t, g, 1, h478Steal(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0))
	require.NoError(t, g.Activate(0, s, 1, obj(s)))
	require.NoError(t, g.Activate(0, s, 2))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, st, obj(s)))
	require.Equal(t, []game.PlayerID{1, 0, 0, 0}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, game.PlayerID(1), info(t, g, s).Controller)
	require.Equal(t, []int{23, 20, 20}, lifes(g), "Alice's ability: Alice gains")
	require.Zero(t, counter(t, g, s, game.PlusOne), "no longer a creature Alice controls")
	require.Equal(t, [2]int{3, 1}, pt(t, g, s), "the pump follows the Keeper to Bob")
}

// 16. Signal Beacon: {2} artifact, "{1}: Target player loses 2 life."
// Three players. Alice controls Carol's Beacon (Carol's card, put under
// Alice's control) and activates it at Bob. Carol concedes: the Beacon
// leaves the game with her (CR 800.4a), but Alice's ability, which isn't
// Carol's, stays on the stack and resolves (CR 112.7a): Bob loses 2.
func TestH484BeaconOwnerConcedes(t *testing.T) {
	tg, es := h484Lose(2)
	bd := h478Art(t, "Signal Beacon", "{2}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Targets: tg, Effects: es})
	g := newGame(t, 3)
	libs(t, g, 3)
	b := bf(t, g, 2, bd, game.PutOptions{Controller: 0, SetController: true})
	lands(t, g, 0, card.Mountain, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, b, 0, pl(1)))
	concede(t, g, 2)
	require.True(t, left(g, b))
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(0), g.Stack()[0].Controller)
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 17. Signal Beacon (above), Alice's, three players. Bob steals it
// (Pilfer Relic: "Gain control of target artifact until end of turn",
// at instant speed in Alice's turn) and activates it at Carol. Bob
// concedes: his ability ceases to exist (CR 800.4a) and the Beacon, owned
// by Alice, is hers again; Carol loses nothing. Saved, loaded and cloned
// with Bob's ability on the stack.
func TestH484BeaconThiefConcedes(t *testing.T) {
	tg, es := h484Lose(2)
	bd := h478Art(t, "Signal Beacon", "{2}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Targets: tg, Effects: es})
	pil := instant(t, "Pilfer Relic", "{1}{U}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	g := newGame(t, 3)
	libs(t, g, 3)
	b := bf(t, g, 0, bd)
	lands(t, g, 1, card.Island, 3)
	p := hand(t, g, 1, pil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, p, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
	for g.Pending().Player != 1 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Activate(1, b, 0, pl(2)))
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	gs := h479Copies(t, g, bd, pil)
	for _, x := range gs {
		concede(t, x, 1)
		require.Equal(t, 0, x.StackLen(), "Bob's ability left with him")
		require.Equal(t, game.PlayerID(0), info(t, x, b).Controller)
		resolve(t, x, nil)
		require.Equal(t, 20, x.Life(2))
		require.Equal(t, 20, x.Life(0))
	}
	h479Same(t, gs)
}

// 18. Ember Urn: {2} artifact, "{1}, Sacrifice another artifact: Ember
// Urn deals 2 damage to any target." Four players. Alice activates it at
// Dave, sacrificing her Trinket; Bob destroys the Urn in response. The
// ability exists apart from its source (CR 112.7a) and resolves, the
// Urn as it last existed dealing the damage (CR 608.2g): Dave loses 2.
func TestH484EmberUrnDestroyedInResponse(t *testing.T) {
	tg, es := h478Ping(2)
	urn := h478Art(t, "Ember Urn", "{2}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}"),
		Sacrifice: &ability.Group{Types: ability.Artifact, Other: true}}, Targets: tg, Effects: es})
	g := newGame(t, 4)
	libs(t, g, 3)
	u := bf(t, g, 0, urn)
	tr := bf(t, g, 0, h476Trinket(t))
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 2)
	sh := hand(t, g, 1, h476Shatter(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, u, 0, pl(3)))
	require.Equal(t, []game.ObjectID{tr}, choices(g), "another artifact: not the Urn")
	require.NoError(t, g.Apply(chooseObj(0, tr)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(u)))
	passStack(t, g)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, u))
	require.Equal(t, []int{20, 20, 20, 18}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 5. Loyalty abilities

// 19. Kira, Ember Tutor (above), Bob's. In Alice's main phase she casts
// Usurp the Spark on it and activates its −2 at once: a planeswalker has
// no summoning sickness (CR 302.6 is about creatures) and no loyalty
// ability of it was activated this turn (CR 606.3). A second activation
// is refused (CR 606.3). Saved, loaded and cloned with the ability on the
// stack: each game still refuses the +1, and in Bob's turn he can't
// activate it (CR 606.3: a permanent he controls).
func TestH484UsurpedKira(t *testing.T) {
	kd := h484Kira(t)
	us := h484StealWalker(t)
	g := newGame(t, 3)
	libs(t, g, 5)
	k := bf(t, g, 1, kd)
	lands(t, g, 0, card.Island, 3)
	u := hand(t, g, 0, us)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, u, obj(k)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, k).Controller)
	require.NoError(t, g.Activate(0, k, 1, pl(2)))
	require.Equal(t, 1, counter(t, g, k, game.Loyalty), "paid as it is activated (CR 606.4)")
	gs := h479Copies(t, g, kd, us)
	for _, x := range gs {
		h478Refused(t, x, h478Act(0, k, 0, 0, 0), nil, "one loyalty ability each turn")
		resolve(t, x, nil)
		require.Equal(t, []int{20, 20, 18}, lifes(x))
		h478Refused(t, x, h478Act(0, k, 0, 0, 0), game.ErrNotAllowed, "one loyalty ability each turn")
		require.Equal(t, game.PlayerID(1), nextTurn(t, x))
		passTo(t, x, 1, game.Main1)
		h478Refused(t, x, h478Act(1, k, 0, 0, 0), game.ErrNotAllowed, "Alice's now")
	}
	h479Same(t, gs)
}

// 20. Kira, Ember Tutor (above), Alice's. She activates the +1, then
// returns Kira to her hand with Recall to Hand and casts it again: a new
// object (CR 400.7) with its printed loyalty 3 (CR 306.5b), none of whose
// loyalty abilities was activated this turn, so the −2 may be activated
// (CR 606.3). Its loyalty is then 1, and the −2 can't be paid again later
// (CR 606.5).
func TestH484KiraRecastActivatesAgain(t *testing.T) {
	kd := h484Kira(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	k := bf(t, g, 0, kd)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 0, card.Island, 1)
	rc := hand(t, g, 0, h484Recall(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, k, 0))
	resolve(t, g, nil)
	require.Equal(t, 4, counter(t, g, k, game.Loyalty))
	require.NoError(t, g.Cast(0, rc, obj(k)))
	resolve(t, g, nil)
	kh := mustFollow(t, g, k)
	require.Equal(t, zone.Hand, info(t, g, kh).Zone)
	require.NoError(t, g.Cast(0, kh))
	resolve(t, g, nil)
	nk := find(t, g, 0, kd)
	require.NotZero(t, nk)
	require.Equal(t, 3, counter(t, g, nk, game.Loyalty))
	require.NoError(t, g.Activate(0, nk, 1, pl(1)), "a new object")
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 1, counter(t, g, nk, game.Loyalty))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	h478Refused(t, g, h478Act(0, nk, 1, 0, 0, pl(1)), game.ErrCantPay, "loyalty 1 can't pay −2")
}

// 21. Vara, Flame Hoarder: {1}{R}{R} planeswalker — Vara, loyalty 2, "+1:
// Add {R}{R} to your mana pool." A loyalty ability is never a mana
// ability (CR 605.1a): it uses the stack, and the mana is added only as
// it resolves. The {R}{R} then stays in the pool (CR 106.4) and pays
// Scorch ({1}{R}: 2 damage to target player) in the same main phase.
func TestH484VaraLoyaltyManaUsesStack(t *testing.T) {
	vd := walker(t, "Vara, Flame Hoarder", "{1}{R}{R}", "Vara", 2,
		loyal(1, nil, ability.Effect{Op: ability.OpAddMana, Mana: h484Mana(mana.Red, 2)}))
	tg, es := h484Player(2)
	scorch := instant(t, "Scorch", "{1}{R}", tg, es...)
	g := newGame(t, 2)
	libs(t, g, 3)
	v := bf(t, g, 0, vd)
	sc := hand(t, g, 0, scorch)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, legalCasts(g, sc), "no mana yet")
	require.NoError(t, g.Activate(0, v, 0))
	require.Equal(t, 1, g.StackLen(), "on the stack")
	require.Equal(t, 0, g.Pool(0).Total())
	resolve(t, g, nil)
	require.Equal(t, 2, g.Pool(0).Amount(mana.Red))
	require.NoError(t, g.Cast(0, sc, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 0, g.Pool(0).Total())
	require.Equal(t, 3, counter(t, g, v, game.Loyalty))
}

// 22. Planar Ward: {1}{W} enchantment, "Activated abilities of
// planeswalkers your opponents control cost {2} more to activate." Bob's
// Ward makes Alice's Kira's +1 cost {2} as well as its loyalty
// (CR 601.2f via 602.2b, 606.4): with one Plains it is refused and Kira
// keeps 3 loyalty; with two it is paid and Kira has 4.
func TestH484PlanarWardTaxesLoyalty(t *testing.T) {
	ward := def(t, card.Definition{Name: "Planar Ward", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Planeswalker, Side: ability.OpponentSide},
			ActivationTax: 2}}})
	for _, plains := range []int{1, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 1, ward)
		k := bf(t, g, 0, h484Kira(t))
		lands(t, g, 0, card.Plains, plains)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if plains == 1 {
			h478Refused(t, g, h478Act(0, k, 0, 0, 0), game.ErrCantPay, "the {2} tax")
			require.Equal(t, 3, counter(t, g, k, game.Loyalty))
			continue
		}
		require.NoError(t, g.Activate(0, k, 0))
		require.Empty(t, untapped(t, g, 0))
		require.Equal(t, 4, counter(t, g, k, game.Loyalty))
		resolve(t, g, nil)
		require.Equal(t, 22, g.Life(0))
	}
}

// ---------------------------------------------------------------------
// Part 6. Mana pools and mana abilities

// 23. Alice taps a Mountain for {R} in her upkeep: the mana ability
// doesn't use the stack (CR 605.3b) and the {R} empties from her pool as
// the upkeep ends (CR 500.4, 106.4). In her main phase she floats {R}
// from another Mountain, casts and resolves Soothing Word ({W}, paid by a
// Plains): the {R} stays through the resolution, the same step. Saved,
// loaded and cloned with the {R} floating: each game keeps it, and each
// empties it as the main phase ends.
func TestH484PoolEmptiesBetweenSteps(t *testing.T) {
	heal := instant(t, "Soothing Word", "{W}", nil, gain(1)...)
	g := newGame(t, 2)
	libs(t, g, 3)
	m1 := bf(t, g, 0, card.Mountain)
	m2 := bf(t, g, 0, card.Mountain)
	bf(t, g, 0, card.Plains)
	sw := hand(t, g, 0, heal)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.NoError(t, g.Apply(h478Mana(0, m1, 0)))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red))
	require.Equal(t, 0, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Draw, g.Step())
	require.Equal(t, 0, g.Pool(0).Total(), "emptied as the upkeep ended")
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Apply(h478Mana(0, m2, 0)))
	require.NoError(t, g.Cast(0, sw))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red), "the Plains paid {W}")
	resolve(t, g, nil)
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red), "still the main phase")
	gs := h479Copies(t, g, heal)
	for _, x := range gs {
		require.Equal(t, 1, x.Pool(0).Amount(mana.Red))
		require.NoError(t, x.Pass(0))
		require.NoError(t, x.Pass(1))
		require.NotEqual(t, game.Main1, x.Step())
		require.Equal(t, 0, x.Pool(0).Total())
	}
	h479Same(t, gs)
}

// 24. Four players, Alice's turn. Bob casts Scorch at Dave; while it
// waits, Carol, with priority, taps her Ruby Shard ("{T}: Add {R}"): the
// mana ability doesn't use the stack and can't be responded to
// (CR 605.3b), Carol keeps priority (CR 116.3c), and her {R} pays her own
// Scorch at Bob, which resolves first. Dave, without priority, can't
// activate his Shard (CR 605.3a).
func TestH484RubyShardFourPlayers(t *testing.T) {
	shard := h478Art(t, "Ruby Shard", "{1}", h478AddMana(mana.Red, ability.Cost{Tap: true}))
	tg, es := h484Player(2)
	scorch := instant(t, "Scorch", "{1}{R}", tg, es...)
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 2)
	bs := hand(t, g, 1, scorch)
	cs := bf(t, g, 2, shard)
	lands(t, g, 2, card.Mountain, 1)
	cc := hand(t, g, 2, scorch)
	ds := bf(t, g, 3, shard)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bs, pl(3)))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	h478Refused(t, g, h478Mana(3, ds, 0), game.ErrNotYourDecision, "Dave hasn't priority")
	require.NoError(t, g.Apply(h478Mana(2, cs, 0)))
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.Equal(t, 1, g.Pool(2).Amount(mana.Red))
	require.NoError(t, g.Cast(2, cc, pl(1)))
	require.Equal(t, 0, g.Pool(2).Total())
	require.Equal(t, []game.PlayerID{2, 1}, h476Ctl(g))
	for i := 0; i < 4; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, []int{20, 18, 20, 20}, lifes(g), "Carol's Scorch first")
	resolve(t, g, nil)
	require.Equal(t, []int{20, 18, 20, 18}, lifes(g))
}

// 25. Land Levy: {1}{W} enchantment, "Activated abilities of lands your
// opponents control cost {1} more to activate." Each of Bob's Mountains'
// mana abilities now costs {1} (CR 601.2f, 605.3a): its own {T} can't pay
// its tax, and paying it needs another Mountain, whose ability costs {1}
// in turn, so with an empty pool Bob can make no mana at all (CR 117.3):
// he can't cast a {R} sorcery nor tap a Mountain by hand. Alice's own
// Mountain is untaxed.
func TestH484LandLevyNoManaAtAll(t *testing.T) {
	levy := def(t, card.Definition{Name: "Land Levy", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Land, Side: ability.OpponentSide},
			ActivationTax: 1}}})
	flick := sorcery(t, "Flicker of Warmth", "{R}", nil, gain(1)...)
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, levy)
	am := bf(t, g, 0, card.Mountain)
	m := bf(t, g, 1, card.Mountain)
	lands(t, g, 1, card.Mountain, 2)
	h := hand(t, g, 1, flick)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Empty(t, legalCasts(g, h))
	h478Refused(t, g, game.Action{Kind: game.ActCast, Player: 1, Object: h}, game.ErrCantPay, "no mana can be made")
	h478Refused(t, g, h478Mana(1, m, 0), game.ErrCantPay, "the {1} tax")
	require.Len(t, untapped(t, g, 1), 3)
	nextTurn(t, g)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Apply(h478Mana(0, am, 0)))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red))
}

// 26. Blood Seer: {1}{B} 1/1 Human, "{T}, Pay 2 life: Draw a card."
// Bob's, tapped. Alice casts Borrowed Fury on it (gain control until end
// of turn, untap it, haste): haste lets her activate its {T} ability the
// turn she gained it (CR 702.10c, 302.6), and she, its controller, pays
// the life (CR 602.2, 118.4) and draws.
func TestH484BorrowedSeerPaysAlicesLife(t *testing.T) {
	seer := h478Crt(t, "Blood Seer", "{1}{B}", 1, 1, 0, "Human", ability.Activated{Cost: ability.Cost{Tap: true, Life: 2}, Effects: draw1})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 1, seer, game.PutOptions{Tapped: true})
	lands(t, g, 0, card.Mountain, 3)
	f := hand(t, g, 0, threaten(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, f, obj(s)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, s).Controller)
	require.True(t, info(t, g, s).SummoningSick)
	require.NoError(t, g.Activate(0, s, 0))
	require.Equal(t, []int{18, 20}, lifes(g))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
}

// 27. Bone Harvester ("{B}, Sacrifice another creature: Draw a card"),
// three players. Alice's only other creature is Carol's Ox, which she
// controls. While she chooses what to sacrifice, Carol concedes: the Ox
// leaves the game with her (CR 800.4a), the cost can't be completed, and
// the whole activation is reversed (CR 720.1): the Swamp untapped, no
// ability on the stack, Alice with priority again.
func TestH484HarvesterReversedWhenFodderLeaves(t *testing.T) {
	hv := h478Crt(t, "Bone Harvester", "{1}{B}", 2, 2, 0, "Zombie",
		ability.Activated{Cost: ability.Cost{Mana: cost("{B}"), Sacrifice: &ability.Group{Types: ability.Creature, Other: true}}, Effects: draw1})
	g := newGame(t, 3)
	libs(t, g, 3)
	h := bf(t, g, 0, hv)
	o := bf(t, g, 2, creature(t, "Carol's Ox", "{2}{G}", 3, 3, 0, "Ox"), game.PutOptions{Controller: 0, SetController: true})
	sw := bf(t, g, 0, card.Swamp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.True(t, info(t, g, sw).Tapped)
	concede(t, g, 2)
	require.True(t, left(g, o))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Equal(t, 0, g.StackLen())
	require.False(t, info(t, g, sw).Tapped)
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 28. Chorus of the Grove: {2}{G}{G} sorcery with convoke, "You gain 5
// life." Alice takes Bob's green Moss Elf with Sudden Defection: it is
// summoning sick for her, but convoke taps any untapped creature she
// controls (CR 702.50a; no {T} ability, CR 302.6), so her two Elves and
// the stolen one pay with one Forest. Bob's other Elf, still his, can't
// be tapped for her spell.
func TestH484ChorusConvokesStolenElf(t *testing.T) {
	ch := def(t, card.Definition{Name: "Chorus of the Grove", ManaCost: cost("{2}{G}{G}"), Types: ability.Sorcery,
		Keywords: ability.Convoke, Spell: ability.Spell{Effects: gain(5)}})
	elf := creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Forest, 1)
	a1 := bf(t, g, 0, elf)
	a2 := bf(t, g, 0, elf)
	b1 := bf(t, g, 1, elf)
	b2 := bf(t, g, 1, elf)
	st := hand(t, g, 0, h478Steal(t))
	h := hand(t, g, 0, ch)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, st, obj(b1)))
	resolve(t, g, nil)
	require.True(t, info(t, g, b1).SummoningSick)
	cast := func(cs ...game.ObjectID) game.Action {
		return game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: cs}
	}
	h478Refused(t, g, cast(a1, a2, b2), game.ErrNotAllowed, "Bob's Elf")
	require.NoError(t, g.Apply(cast(a1, a2, b1)))
	require.True(t, info(t, g, b1).Tapped)
	require.Empty(t, untapped(t, g, 0))
	resolve(t, g, nil)
	require.Equal(t, 25, g.Life(0))
	require.False(t, info(t, g, b2).Tapped)
}

// 29. Wild Sprout: {G} 1/1 Elf, "{T}: Add {G}.", came under Alice's
// control this turn. Its mana ability is a {T} ability of a creature and
// can't be activated (CR 302.6, 602.5a, 605.3), so with one Forest Alice
// can't pay Quick Growth ({1}{G}: "You gain 2 life"): it is neither
// listed nor cast, nothing changes. In her next turn the Elf and the
// Forest pay it.
func TestH484SickSproutCantPay(t *testing.T) {
	sprout := h478Crt(t, "Wild Sprout", "{G}", 1, 1, 0, "Elf", h478AddMana(mana.Green, ability.Cost{Tap: true}))
	qg := sorcery(t, "Quick Growth", "{1}{G}", nil, gain(2)...)
	g := newGame(t, 2)
	libs(t, g, 5)
	e := bf(t, g, 0, sprout, game.PutOptions{Sick: true})
	bf(t, g, 0, card.Forest)
	h := hand(t, g, 0, qg)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, legalCasts(g, h))
	h478Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: h}, game.ErrCantPay, "the sick Elf can't tap for mana")
	h478Refused(t, g, h478Mana(0, e, 0), game.ErrNotAllowed, "summoning sick")
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Cast(0, h))
	require.True(t, info(t, g, e).Tapped)
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 30. Bob's Aura of Pacts ({B} Aura, "Enchanted creature has '{T}: You
// gain 2 life.'") on Alice's Squire, hers since her turn began. The
// granted ability is the Squire's: Alice, its controller, activates it
// and gains the life (CR 602.2, 112.8); Bob, who controls the Aura, can't
// activate it (CR 602.2). Tapped, it can't be activated again (CR 117.3).
func TestH484AuraOfPactsGrantedToAlice(t *testing.T) {
	aura := h484GrantAura(t, "Aura of Pacts", ability.Activated{Cost: ability.Cost{Tap: true}, Effects: gain(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, creature(t, "Pact Squire", "{W}", 1, 1, 0, "Human"))
	bf(t, g, 1, aura, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h478Refused(t, g, h478Act(1, c, 0, 0, 0), game.ErrNotAllowed, "Bob doesn't control the Squire")
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.True(t, h478Listed(g, c, 0))
	require.NoError(t, g.Activate(0, c, 0))
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	h478Refused(t, g, h478Act(0, c, 0, 0, 0), game.ErrNotAllowed, "already tapped")
	resolve(t, g, nil)
	require.Equal(t, []int{22, 20}, lifes(g))
}

// ---------------------------------------------------------------------
// Found as defects and fixed: granted activated abilities (a static's
// Grant) are recorded on the stack with a negative Ability index, and the
// lookups of the cost being paid read only the source's own Activated
// list (now game/granted.go stackActivated). Check now refuses a granted
// mana ability, which the payments don't use.

// h484Collar is "Gnawing Collar: {B} Aura, Enchant creature. Enchanted
// creature has 'Sacrifice another creature: This creature gets +2/+2
// until end of turn.'"
func h484Collar(t *testing.T) *card.Definition {
	return h484GrantAura(t, "Gnawing Collar", ability.Activated{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature, Other: true}},
		Effects: h478Pump(2, 2)})
}

// h484Hunger is "Hungry Collar: {B} Aura, Enchant creature. Enchanted
// creature has 'Discard a creature card: This creature gets +2/+2 until
// end of turn.'"
func h484Hunger(t *testing.T) *card.Definition {
	return h484GrantAura(t, "Hungry Collar", ability.Activated{Cost: ability.Cost{Discard: 1, DiscardTypes: ability.Creature},
		Effects: h478Pump(2, 2)})
}

// 31. Gnawing Collar (above) on Alice's Hound, with her Thrall beside it.
// The granted ability's cost is paid as the ability is activated
// (CR 602.2b, 601.2h): the Thrall is another creature she controls and
// may be sacrificed (CR 701.15a), and the Hound gets +2/+2.
func TestH484GnawingCollarGrantedSacrifice(t *testing.T) {
	hd := creature(t, "Collared Hound", "{1}{G}", 2, 2, 0, "Dog")
	th := creature(t, "Thrall", "{B}", 1, 1, 0, "Zombie")
	collar := h484Collar(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, hd)
	f := bf(t, g, 0, th)
	bf(t, g, 0, collar, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h478Listed(g, c, 0))
	require.NoError(t, g.Activate(0, c, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{f}, choices(g))
	h478Refused(t, g, chooseObj(0, c), nil, "not the Hound itself: another")
	require.NoError(t, g.Apply(chooseObj(0, f)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, f))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, c))
}

// 32. Hungry Collar (above) on Alice's Hound; her hand holds a Forest and
// a creature card. Activated without naming the card, she chooses it as
// the cost is paid (CR 601.2h via 602.2b): the Forest can't pay "Discard
// a creature card" (CR 117.3) and must be refused, the creature card
// pays it.
func TestH484HungryCollarGrantedDiscardType(t *testing.T) {
	hd := creature(t, "Collared Hound", "{1}{G}", 2, 2, 0, "Dog")
	sp := creature(t, "Spare Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, hd)
	bf(t, g, 0, h484Hunger(t), game.PutOptions{AttachedTo: c})
	land := hand(t, g, 0, card.Forest)
	cr := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, c, 0, 0, land), game.ErrCantPay, "named with the action, the Forest is refused")
	require.NoError(t, g.Activate(0, c, 0))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	h478Refused(t, g, game.Action{Kind: game.ActDiscard, Player: 0, Object: land}, nil, "a land is no creature card")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: cr}))
	require.Equal(t, zone.Hand, zoneOf(t, g, land))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, c))
}

// 33. Hungry Collar (above): a game saved while Alice chooses the card to
// discard for the granted ability's cost (CR 601.2h via 602.2b) is a
// legal position and must load, and clone, with the same fingerprint;
// each copy then goes on alike.
func TestH484HungryCollarSavedMidDiscard(t *testing.T) {
	hd := creature(t, "Collared Hound", "{1}{G}", 2, 2, 0, "Dog")
	sp := creature(t, "Spare Elf", "{G}", 1, 1, 0, "Elf")
	hunger := h484Hunger(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, hd)
	bf(t, g, 0, hunger, game.PutOptions{AttachedTo: c})
	hand(t, g, 0, card.Forest)
	cr := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	gs := h479Copies(t, g, hd, sp, hunger)
	for _, x := range gs {
		require.NoError(t, x.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: cr}))
		resolve(t, x, nil)
		require.Equal(t, [2]int{4, 4}, pt(t, x, c))
	}
	h479Same(t, gs)
}

// 34. Twin Drill: {W} 1/1 Soldier, "{1}: Twin Drill gets +1/+0 until end
// of turn. Activate this ability only once each turn." and "{1}: Twin
// Drill gets +0/+1 until end of turn. Activate this ability only once
// each turn." Each restriction is of its own ability ("this ability",
// CR 602.1b, 602.5b): after the first, the second may still be activated
// once, and then neither again.
func TestH484TwinDrillTwoOnceAbilities(t *testing.T) {
	d := h478Crt(t, "Twin Drill", "{W}", 1, 1, 0, "Soldier",
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: h478Pump(1, 0)},
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: h478Pump(0, 1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 3)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0))
	resolve(t, g, nil)
	require.True(t, h478Listed(g, s, 1))
	require.NoError(t, g.Activate(0, s, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
	h478Refused(t, g, h478Act(0, s, 0, 0, 0), game.ErrNotAllowed, "the first, once")
	h478Refused(t, g, h478Act(0, s, 1, 0, 0), game.ErrNotAllowed, "the second, once")
}

// 35. Two Auras of Vigil ({B} Aura, "Enchanted creature has '{0}: You
// gain 1 life. Activate this ability only once each turn.'") on Alice's
// Elf: the creature has two abilities, and each restriction applies only
// to the ability as acquired from its own Aura (CR 602.5c): each may be
// activated once this turn, and Alice gains 2.
func TestH484TwoAurasOfVigilOncePerGrant(t *testing.T) {
	gr := ability.Activated{OncePerTurn: true, Effects: gain(1)}
	a1 := h484GrantAura(t, "Aura of Vigil", gr)
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, creature(t, "Vigil Elf", "{G}", 1, 1, 0, "Elf"))
	bf(t, g, 0, a1, game.PutOptions{AttachedTo: c})
	bf(t, g, 0, a1, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, c, 1), "the other Aura's ability")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	h478Refused(t, g, h478Act(0, c, 0, 0, 0), game.ErrNotAllowed, "once each")
	h478Refused(t, g, h478Act(0, c, 1, 0, 0), game.ErrNotAllowed, "once each")
}

// 36. Verdant Bond: {B} Aura, "Enchanted creature has '{T}: Add {G}.'"
// The granted ability would be a mana ability (CR 605.1a), activated
// without the stack and while a cost is paid (CR 605.3a, 605.3b); the
// engine's payments take mana from a permanent's own mana abilities
// only, so Check refuses the grant, naming its field, rather than let
// it be played as an ability that uses the stack.
func TestH484VerdantBondGrantedManaAbility(t *testing.T) {
	a := ability.TapForMana(mana.Green)
	d := card.Define(card.Definition{Name: "Verdant Bond", ManaCost: cost("{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Spell:   ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &a}}})
	err := d.Check()
	var fe card.FieldErrors
	require.ErrorAs(t, err, &fe)
	require.Contains(t, err.Error(), "Statics[0].Grant")
	require.Contains(t, err.Error(), "granted mana ability")
}
