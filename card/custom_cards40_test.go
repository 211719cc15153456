package card_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 40-th set: costs and casting with cards of one's own.
// Additional costs (a sacrifice of the source itself, of the target, of
// the only land that pays the mana, of a creature also tapped for
// convoke; discards of a card type; life paid down to 0 in a game of
// three), the order of payment (CR 601.2g-h: mana abilities first, then
// the costs in any order), X in costs (two {X}, X counters removed, X
// with stacked activation taxes), cost increases on loyalty abilities,
// loyalty abilities (sorcery timing, once per turn, -X, more loyalty
// than there is, on a creature), "only once each turn" across a control
// change, summoning sickness of {T} abilities on lands that became
// creatures and on land creatures, "activate only as a sorcery" mana
// abilities, "can't be activated" on a mana source, hybrid and
// recoloured creatures for convoke, "spend this mana only" restricted
// mana, "unless pays X life" with X = 0, and the errors the typed API
// returns for each refused action, which must leave the game unchanged.
// The last tests guard fixes that came with this set.

// ---------------------------------------------------------------------
// Helpers

// h522Crt is a checked creature card with the given extra fields.
func h522Crt(t *testing.T, name, mc string, p, tg int, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types = name, cost(mc), d.Types|ability.Creature
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h522Walker is a checked planeswalker with the given loyalty and
// abilities.
func h522Walker(t *testing.T, name, sub string, loyalty int, abs ...ability.Activated) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{W}"), Types: ability.Planeswalker,
		Subtypes: []string{sub}, Loyalty: loyalty, Activated: abs})
}

// h522Refused applies a, checks that it is refused as a *game.RuleError
// of kind (nil: any) citing rule first (""; any), and that the game and
// its pending decision are unchanged (CR 720.1: an illegal action is
// reversed as a whole).
func h522Refused(t *testing.T, g *game.Game, a game.Action, kind error, rule string) *game.RuleError {
	t.Helper()
	before := g.Fingerprint()
	pend := g.Pending()
	err := g.Apply(a)
	require.Error(t, err)
	var re *game.RuleError
	require.True(t, errors.As(err, &re), "%v", err)
	if kind != nil {
		require.ErrorIs(t, err, kind, "%v", err)
	}
	if rule != "" {
		require.Equal(t, rule, re.Rule, "%v", err)
	}
	require.Equal(t, before, g.Fingerprint(), "a refused action changes nothing: %v", err)
	require.Equal(t, pend.Kind, g.Pending().Kind)
	require.Equal(t, pend.Player, g.Pending().Player)
	return re
}

// h522Mana is p's activation of the n-th mana ability of id for colour c.
func h522Mana(p game.PlayerID, id game.ObjectID, n int, c mana.Color) game.Action {
	return game.Action{Kind: game.ActActivateMana, Player: p, Object: id, Ability: n, Color: c}
}

// h522Act is p's activation of the n-th non-mana ability of id with X x
// and targets ts.
func h522Act(p game.PlayerID, id game.ObjectID, n, x int, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActActivate, Player: p, Object: id, Ability: n, X: x}.WithTargets(ts...)
}

// h522Pool is n mana of type c.
func h522Pool(c mana.Color, n int) mana.Pool {
	var p mana.Pool
	p.Add(c, n)
	return p
}

// h522Listed checks that every action LegalActions and OtherActions list
// (concessions aside) is accepted by a clone of the game, and returns
// them.
func h522Listed(t *testing.T, g *game.Game) []game.Action {
	t.Helper()
	var out []game.Action
	for _, a := range g.OtherActions(g.LegalActions(nil)) {
		if a.Kind == game.ActConcede {
			continue
		}
		require.NoError(t, g.Clone().Apply(a), "listed: %s", g.Describe(a, game.English))
		out = append(out, a)
	}
	return out
}

// h522Lists reports whether the listed actions hold one of kind for
// object id.
func h522Lists(as []game.Action, kind game.ActionKind, id game.ObjectID) bool {
	for _, a := range as {
		if a.Kind == kind && a.Object == id {
			return true
		}
	}
	return false
}

// h522Warren is a land "{T}: Add one mana of any color. Spend this mana
// only to cast a Goblin spell." (CR 106.6).
func h522Warren(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Goblin Warren", Types: ability.Land, Activated: []ability.Activated{{
		Cost:    ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(1), SpendOnlySubtype: "Goblin"}}}}})
}

// h522Wake is "{G}: until end of turn, target land becomes a 3/3
// Elemental creature. It's still a land." (no haste).
func h522Wake(t *testing.T) *card.Definition {
	return h506Become(t, "Wake the Clay", "{G}", ability.TargetSpec{Allow: ability.AllowLand},
		ability.Effect{Power: 3, Toughness: 3, AddTypes: ability.Creature, AddSubtype: "Elemental"})
}

// h522Gift is the {G} instant "You gain 2 life."
func h522Gift(t *testing.T) *card.Definition {
	return instant(t, "Leaf Gift", "{G}", nil, gain(2)...)
}

// h522Other returns the permanent p controls other than the ones given.
func h522Other(g *game.Game, p game.PlayerID, not ...game.ObjectID) game.ObjectID {
	for _, id := range g.Zone(p, zone.Battlefield) {
		known := false
		for _, n := range not {
			known = known || n == id
		}
		if !known {
			return id
		}
	}
	return 0
}

// ---------------------------------------------------------------------
// Part 1. Additional costs and their order

// 1. Grim Tender: "{T}, Sacrifice a creature: You gain 3 life." The
// sacrifice may be of the Tender itself, tapped by the same cost: the
// costs are paid in any order (CR 601.2h, 602.2b), and "a creature"
// without "another" includes it (CR 701.15a). Its ability then resolves
// without its source (CR 112.7a).
func TestH522TapAndSacrificeItself(t *testing.T) {
	d := h522Crt(t, "Grim Tender", "{1}{B}", 1, 1, card.Definition{Activated: []ability.Activated{{
		Cost:    ability.Cost{Tap: true, Sacrifice: &ability.Group{Types: ability.Creature}},
		Effects: gain(3)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, d)
	o := bf(t, g, 0, creature(t, "Ghoul", "{B}", 2, 2, 0))
	theirs := bf(t, g, 1, creature(t, "Ghoul", "{B}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.ElementsMatch(t, []game.ObjectID{c, o}, choices(g))
	h522Refused(t, g, chooseObj(0, theirs), nil, "")
	require.NoError(t, g.Apply(chooseObj(0, c)))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	require.True(t, gone(g, c))
	require.False(t, gone(g, o))
}

// 2. Bone Priest: "Sacrifice a creature: Target creature gets +2/+2
// until end of turn." Targets are chosen before costs are paid
// (CR 601.2c, 601.2h via 602.2b), so the creature targeted may be the
// one sacrificed; the ability then has no legal target and does nothing
// (CR 608.2b).
func TestH522SacrificeTheTarget(t *testing.T) {
	d := h522Crt(t, "Bone Priest", "{1}{B}", 1, 1, card.Definition{Activated: []ability.Activated{{
		Cost:    ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}},
		Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, d)
	o := bf(t, g, 0, creature(t, "Ghoul", "{B}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0, obj(o)))
	require.ElementsMatch(t, []game.ObjectID{c, o}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, o)))
	g.ClearEvents()
	resolve(t, g, nil)
	fizzled := false
	for _, e := range g.Events() {
		fizzled = fizzled || e.Kind == game.EventFizzle
	}
	require.True(t, fizzled, "its only target is gone (CR 608.2b)")
	require.Equal(t, [2]int{1, 1}, pt(t, g, c))
}

// 3. Scorched Offering: {R} sorcery, "As an additional cost to cast this
// spell, sacrifice a land. It deals 3 damage to target player." The one
// Mountain pays {R} and is then sacrificed: mana abilities are
// activated before costs are paid (CR 601.2g), and a tapped land can be
// sacrificed (CR 701.15a).
func TestH522SacrificeTheLandThatPaid(t *testing.T) {
	sp := def(t, card.Definition{Name: "Scorched Offering", ManaCost: cost("{R}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Land},
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	m := bf(t, g, 0, card.Mountain)
	h := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, h, pl(1)))
	require.NoError(t, g.Cast(0, h, pl(1)))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.True(t, info(t, g, m).Tapped)
	require.Equal(t, []game.ObjectID{m}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, m)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
}

// 4. Last Rites: {1}{B} sorcery with convoke, "As an additional cost to
// cast this spell, sacrifice a creature. Draw two cards." The one
// black creature is tapped for convoke and then sacrificed: tapping for
// convoke and the sacrifice are both parts of the total cost, paid in
// any order (CR 702.50a, 601.2h).
func TestH522ConvokeAndSacrificeOneCreature(t *testing.T) {
	sp := def(t, card.Definition{Name: "Last Rites", ManaCost: cost("{1}{B}"), Types: ability.Sorcery, Keywords: ability.Convoke,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell:               ability.Spell{Effects: []ability.Effect{{Op: ability.OpDraw, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Ghoul", "{B}", 2, 2, 0))
	bf(t, g, 0, card.Swamp)
	h := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h522Lists(h522Listed(t, g), game.ActCast, h))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: []game.ObjectID{c}}))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{c}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, c)))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand))
	require.True(t, gone(g, c))
}

// 5. Crypt Scholar: "{1}, Discard a creature card: Draw two cards." A
// land named for the discard is refused with the field at fault and
// nothing changes (CR 117.3); naming none when the hand also holds a
// land asks which creature card to discard, offering only those
// (CR 601.2h via 602.2b); a Discard on an ability that discards nothing
// is malformed.
func TestH522DiscardCostCardType(t *testing.T) {
	d := h522Crt(t, "Crypt Scholar", "{1}{U}", 1, 2, card.Definition{Activated: []ability.Activated{
		{Cost: ability.Cost{Mana: cost("{1}"), Discard: 1, DiscardTypes: ability.Creature}, Effects: []ability.Effect{{Op: ability.OpDraw, Amount: ability.N(2)}}},
		{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	sc := bf(t, g, 0, d)
	lands(t, g, 0, card.Island, 2)
	land := hand(t, g, 0, card.Forest)
	cr := hand(t, g, 0, creature(t, "Spare Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	re := h522Refused(t, g, game.Action{Kind: game.ActActivate, Player: 0, Object: sc, Discard: land}, game.ErrCantPay, "117.3")
	require.Equal(t, "Discard", re.Field)
	re = h522Refused(t, g, game.Action{Kind: game.ActActivate, Player: 0, Object: sc, Ability: 1, Discard: cr}, game.ErrMalformed, "")
	require.Equal(t, "Discard", re.Field)
	require.NoError(t, g.Activate(0, sc, 0))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	opts := choices(g)
	require.NotContains(t, opts, land)
	h522Refused(t, g, game.Action{Kind: game.ActDiscard, Player: 0, Object: land}, nil, "")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: cr}))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, cr))
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand)) // the Forest and two cards
}

// 6. Blood Scribe: "Pay 3 life: Draw a card." In a game of three, Alice
// pays her last 3 life: the payment is legal (CR 118.4), she loses as a
// state-based action before anyone gets priority (CR 704.5a), leaves
// the game, and her ability on the stack ceases to exist (CR 800.4a);
// the two others play on. Before that, Ember Pet ("Sacrifice Ember Pet:
// Add {R}"), which entered this turn, makes mana: summoning sickness
// stops only {T} abilities (CR 302.6), and its mana pays a spell
// (CR 605.3a, 106.4).
func TestH522PayingTheLastLife(t *testing.T) {
	d := h522Crt(t, "Blood Scribe", "{B}", 1, 1, card.Definition{Activated: []ability.Activated{{Cost: ability.Cost{Life: 3}, Effects: draw1}}})
	pet := h522Crt(t, "Ember Pet", "{R}", 1, 1, card.Definition{Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h522Pool(mana.Red, 1)}}}}})
	spark := instant(t, "Spark", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 3)
	libs(t, g, 5)
	c := bf(t, g, 0, d)
	pp := bf(t, g, 0, pet, game.PutOptions{Sick: true})
	sh := hand(t, g, 0, spark)
	require.NoError(t, g.SetLife(0, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h522Mana(0, pp, 0, 0)))
	require.Equal(t, h522Pool(mana.Red, 1), g.Pool(0))
	require.NoError(t, g.Cast(0, sh, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.NoError(t, g.Activate(0, c, 0))
	require.True(t, g.Lost(0))
	require.Equal(t, 0, g.StackLen(), "her ability left with her")
	require.False(t, g.Over())
	require.Equal(t, 5, g.ZoneLen(1, zone.Library))
}

// ---------------------------------------------------------------------
// Part 2. X in costs and cost increases

// 7. Spent Hydra: 0/0 with three +1/+1 counters, "Remove X +1/+1
// counters from Spent Hydra: It deals X damage to any target." X above
// the counters there are is refused, nothing changed (CR 117.3); X = 3
// removes them all, the Hydra dies as a 0/0 (CR 704.5f) and the ability
// still deals 3 (CR 107.3a, 112.7a).
func TestH522RemoveEveryCounter(t *testing.T) {
	d := h522Crt(t, "Spent Hydra", "{G}", 0, 0, card.Definition{Activated: []ability.Activated{{
		Cost:    ability.Cost{RemoveCountersX: "+1/+1"},
		Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	var cs [game.NumCounterKinds]int
	cs[game.PlusOne] = 3
	c := bf(t, g, 0, d, game.PutOptions{Counters: cs})
	require.NoError(t, g.Start(2, 0, game.Main1))
	re := h522Refused(t, g, h522Act(0, c, 0, 4, pl(1)), game.ErrCantPay, "117.3")
	require.Equal(t, "X", re.Field)
	h522Refused(t, g, h522Act(0, c, 0, -1, pl(1)), nil, "")
	require.NoError(t, g.Apply(h522Act(0, c, 0, 3, pl(1))))
	require.True(t, gone(g, c))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 8. Twin Chorus: {X}{X}{G/W} sorcery with convoke, "You gain X life."
// Both {X} have the announced value (CR 107.3a), so X = 2 costs five
// mana; a red creature can't pay the {G/W} and is refused with nothing
// changed (CR 702.50a), a white one can (CR 107.4e hybrid, 702.50a).
func TestH522DoubleXHybridConvoke(t *testing.T) {
	sp := def(t, card.Definition{Name: "Twin Chorus", ManaCost: cost("{X}{X}{G/W}"), Types: ability.Sorcery, Keywords: ability.Convoke,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.X}}}})
	require.Equal(t, 5, sp.ManaCost.ManaValueWithX(2))
	g := newGame(t, 2)
	libs(t, g, 5)
	w := bf(t, g, 0, creature(t, "Page", "{W}", 1, 1, 0))
	r := bf(t, g, 0, creature(t, "Imp", "{R}", 1, 1, 0))
	lands(t, g, 0, card.Mountain, 4)
	h := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h522Listed(t, g)
	h522Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: h, X: 2, Convoke: []game.ObjectID{r}}, game.ErrCantPay, "")
	h522Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: h, X: 3, Convoke: []game.ObjectID{w}}, game.ErrCantPay, "")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: h, X: 2, Convoke: []game.ObjectID{w}}))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.True(t, info(t, g, w).Tapped)
	require.False(t, info(t, g, r).Tapped)
}

// 9. Life Well: "{X}: You gain X life", under two Auras of Bob's:
// "Activated abilities of enchanted creature cost {1} more" and "{2}
// more". The increases add up (CR 601.2f via 602.2b): X = 3 needs six
// mana and is refused with five Plains, nothing changed; X = 2 pays
// all five.
func TestH522StackedTaxesAndX(t *testing.T) {
	d := h522Crt(t, "Life Well", "{W}", 1, 1, card.Definition{Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{X}")},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.X}}}}})
	tax := func(n int) *card.Definition {
		return h506Aura(t, "Red Tape", "{1}{W}", 0, ability.Static{Affects: ability.AffectsAttached, ActivationTax: n})
	}
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, d)
	bf(t, g, 1, tax(1), game.PutOptions{AttachedTo: c})
	bf(t, g, 1, tax(2), game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Plains, 5)
	require.NoError(t, g.Start(2, 0, game.Main1))
	maxX := -1
	for _, a := range h522Listed(t, g) {
		if a.Kind == game.ActActivate && a.Object == c {
			maxX = max(maxX, a.X)
		}
	}
	require.Equal(t, 2, maxX)
	h522Refused(t, g, h522Act(0, c, 0, 3), game.ErrCantPay, "601.2h")
	require.NoError(t, g.Apply(h522Act(0, c, 0, 2)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	for _, id := range g.Zone(0, zone.Battlefield) {
		if id != c {
			require.True(t, info(t, g, id).Tapped)
		}
	}
}

// 10. Red Tape: "Activated abilities of planeswalkers cost {1} more to
// activate." A loyalty ability is an activated ability (CR 606.1), so
// its total cost is its loyalty and {1} (CR 601.2f via 602.2b, 606.4):
// refused with no untapped land, nothing changed; paid with a Plains.
func TestH522TaxedLoyaltyAbility(t *testing.T) {
	w := h522Walker(t, "Tax Sage", "Sage", 3, ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: gain(1)})
	tape := h506Ench(t, "Red Tape", "{1}{W}", 0, ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Planeswalker}, ActivationTax: 1})
	setup := func(tapped bool) (*game.Game, game.ObjectID, game.ObjectID) {
		g := newGame(t, 2)
		libs(t, g, 3)
		pw := bf(t, g, 0, w)
		bf(t, g, 1, tape)
		p := bf(t, g, 0, card.Plains, game.PutOptions{Tapped: tapped})
		require.NoError(t, g.Start(2, 0, game.Main1))
		return g, pw, p
	}
	g, pw, _ := setup(true)
	h522Refused(t, g, h522Act(0, pw, 0, 0), game.ErrCantPay, "601.2h")
	g, pw, p := setup(false)
	require.NoError(t, g.Activate(0, pw, 0))
	require.True(t, info(t, g, p).Tapped)
	require.Equal(t, 4, counter(t, g, pw, game.Loyalty))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 3. Loyalty abilities

// 11. Ledger Sage, loyalty 2: "+1: You gain 1 life" and "−3: Draw a
// card". Each refusal leaves the game as it was: in Bob's turn and with
// a spell on the stack (CR 606.3), −3 with two loyalty (CR 606.5), a
// second loyalty ability the same turn (CR 606.3).
func TestH522LoyaltyRefusals(t *testing.T) {
	w := h522Walker(t, "Ledger Sage", "Sage", 2,
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: gain(1)},
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: -3}, Effects: draw1})
	g := newGame(t, 2)
	libs(t, g, 5)
	pw := bf(t, g, 0, w)
	bf(t, g, 0, card.Forest)
	hand(t, g, 0, h522Gift(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h522Refused(t, g, h522Act(0, pw, 0, 0), game.ErrTiming, "606.3")

	g = newGame(t, 2)
	libs(t, g, 5)
	pw = bf(t, g, 0, w)
	bf(t, g, 0, card.Forest)
	gift := hand(t, g, 0, h522Gift(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gift))
	h522Refused(t, g, h522Act(0, pw, 0, 0), game.ErrTiming, "606.3")
	resolve(t, g, nil)
	h522Refused(t, g, h522Act(0, pw, 1, 0), game.ErrCantPay, "606.5")
	require.NoError(t, g.Activate(0, pw, 0))
	resolve(t, g, nil)
	require.Equal(t, 3, counter(t, g, pw, game.Loyalty))
	h522Refused(t, g, h522Act(0, pw, 1, 0), game.ErrNotAllowed, "606.3")
	h522Refused(t, g, h522Act(0, pw, 0, 0), game.ErrNotAllowed, "606.3")
}

// 12. X Sage, loyalty 3: "−X: You gain X life", written as a loyalty
// ability whose cost removes X loyalty counters. X above the loyalty
// is refused (CR 606.5, 117.3), X = 2 leaves one loyalty and gains 2
// (CR 107.3a, 606.4), and a second activation that turn is refused
// (CR 606.3).
func TestH522LoyaltyMinusX(t *testing.T) {
	w := h522Walker(t, "X Sage", "Sage", 3, ability.Activated{Loyalty: true, Cost: ability.Cost{RemoveCountersX: "loyalty"},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.X}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	pw := bf(t, g, 0, w)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h522Refused(t, g, h522Act(0, pw, 0, 4), game.ErrCantPay, "117.3")
	require.NoError(t, g.Apply(h522Act(0, pw, 0, 2)))
	require.Equal(t, 1, counter(t, g, pw, game.Loyalty))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	h522Refused(t, g, h522Act(0, pw, 0, 1), game.ErrNotAllowed, "606.3")
}

// 13. Oath Knight: a 2/2 creature that enters with two loyalty counters,
// with "−1: You gain 1 life" and "+1: You gain 2 life" as loyalty
// abilities (CR 606.2: normally only planeswalkers have them). The turn
// it is cast, one of them may be activated (no {T}: CR 302.6 doesn't
// apply), and only one (CR 606.3).
func TestH522LoyaltyAbilitiesOfACreature(t *testing.T) {
	d := h522Crt(t, "Oath Knight", "{2}{W}", 2, 2, card.Definition{
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "loyalty", Amount: ability.N(2)},
		Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: -1}, Effects: gain(1)},
			{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	k := find(t, g, 0, d)
	require.Equal(t, 2, counter(t, g, k, game.Loyalty))
	require.NoError(t, g.Activate(0, k, 0))
	resolve(t, g, nil)
	h522Refused(t, g, h522Act(0, k, 1, 0), game.ErrNotAllowed, "606.3")
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 1, counter(t, g, k, game.Loyalty))
}

// ---------------------------------------------------------------------
// Part 4. Restrictions on activation and summoning sickness

// 14. Fickle Sage: "You gain 1 life. Activate this ability only once
// each turn." Alice activates it; Bob gains control of the Sage in
// response and can't activate it again that turn: the restriction
// follows the object, whoever controls it (CR 602.5b).
func TestH522OnceEachTurnAcrossControl(t *testing.T) {
	d := h522Crt(t, "Fickle Sage", "{1}{U}", 1, 1, card.Definition{Activated: []ability.Activated{{OncePerTurn: true, Effects: gain(1)}}})
	steal := instant(t, "Borrow", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Subject: ability.SubjectTarget})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, d)
	bf(t, g, 1, card.Mountain)
	s := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, c).Controller)
	require.Equal(t, 21, g.Life(0))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h522Refused(t, g, h522Act(1, c, 0, 0), game.ErrNotAllowed, "602.5b")
}

// 15. A Forest played this turn and then made a 3/3 creature (without
// haste) has summoning sickness: its mana ability, a {T} ability, can't
// be activated (CR 302.6, 602.5a, 605.3), refused with nothing
// changed, and automatic payment doesn't tap it. A Forest controlled
// since the turn began, made a creature the same way, taps for mana.
func TestH522AnimatedLandSickness(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	nl := hand(t, g, 0, card.Forest)
	wake := hand(t, g, 0, h522Wake(t))
	gift := hand(t, g, 0, h522Gift(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.PlayLand(0, nl))
	land := h522Other(g, 0, f)
	require.NotZero(t, land)
	require.NoError(t, g.Cast(0, wake, obj(land)))
	resolve(t, g, nil)
	o := info(t, g, land)
	require.True(t, o.Types&ability.Creature != 0 && o.SummoningSick)
	h522Refused(t, g, h522Mana(0, land, 0, 0), game.ErrNotAllowed, "602.5a")
	h522Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: gift}, game.ErrCantPay, "601.2h")
	require.False(t, h522Lists(h522Listed(t, g), game.ActCast, gift))

	g = newGame(t, 2)
	libs(t, g, 3)
	f = bf(t, g, 0, card.Forest)
	old := bf(t, g, 0, card.Forest)
	wake = hand(t, g, 0, h522Wake(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, wake, obj(old)))
	resolve(t, g, nil)
	require.True(t, info(t, g, f).Tapped)
	require.NotZero(t, info(t, g, old).Types&ability.Creature)
	require.NoError(t, g.Apply(h522Mana(0, old, 0, 0)))
	require.Equal(t, h522Pool(mana.Green, 1), g.Pool(0))
}

// 16. Moss Grove: Land Creature — Forest Dryad 1/1 with "{T}: Add {G}".
// Played this turn (as a land, CR 305.9), it is a sick creature: it
// can't tap for mana (CR 302.6), nor pay a spell by automatic payment.
func TestH522LandCreaturePlayedThisTurn(t *testing.T) {
	grove := def(t, card.Definition{Name: "Moss Grove", Types: ability.Land | ability.Creature, Subtypes: []string{"Forest", "Dryad"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{ability.TapForMana(mana.Green)}})
	g := newGame(t, 2)
	libs(t, g, 5)
	a := hand(t, g, 0, grove)
	gift := hand(t, g, 0, h522Gift(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h522Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: a}, game.ErrNotAllowed, "305.9")
	require.NoError(t, g.PlayLand(0, a))
	id := g.Zone(0, zone.Battlefield)[0]
	require.True(t, info(t, g, id).SummoningSick)
	h522Refused(t, g, h522Mana(0, id, 0, 0), game.ErrNotAllowed, "602.5a")
	h522Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: gift}, game.ErrCantPay, "601.2h")
}

// 17. Frozen Soil, an Aura of Bob's: "Enchant land. Enchanted land's
// activated abilities can't be activated." Alice's Forest can't make
// mana (CR 602.5 via 605.3), refused with nothing changed; automatic
// payment pays her {G} with her Elf instead.
func TestH522CantActivateManaSource(t *testing.T) {
	aura := def(t, card.Definition{Name: "Frozen Soil", ManaCost: cost("{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowLand},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.CantActivate}}})
	elf := h522Crt(t, "Sap Elf", "{G}", 1, 1, card.Definition{Activated: []ability.Activated{ability.TapForMana(mana.Green)}})
	g := newGame(t, 2)
	libs(t, g, 5)
	f := bf(t, g, 0, card.Forest)
	bf(t, g, 1, aura, game.PutOptions{AttachedTo: f})
	e := bf(t, g, 0, elf)
	gift := hand(t, g, 0, h522Gift(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h522Refused(t, g, h522Mana(0, f, 0, 0), game.ErrNotAllowed, "602.5")
	require.NoError(t, g.Cast(0, gift))
	require.False(t, info(t, g, f).Tapped)
	require.True(t, info(t, g, e).Tapped)
}

// 18. Sun Altar: land, "{T}: Add {W}{W}. Activate this ability only any
// time you could cast a sorcery." In Bob's turn it is refused, nothing
// changed, and not listed (CR 602.5d, 605.3); in Alice's main phase
// with the stack empty its mana floats and pays her creature spell
// (CR 106.4, 601.2g).
func TestH522SorceryTimedManaAbility(t *testing.T) {
	altar := def(t, card.Definition{Name: "Sun Altar", Types: ability.Land, Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Timing: ability.SorcerySpeed,
		Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h522Pool(mana.White, 2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	al := bf(t, g, 0, altar)
	hand(t, g, 0, creature(t, "Sun Knight", "{1}{W}", 2, 2, 0))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h522Refused(t, g, h522Mana(0, al, 0, 0), game.ErrTiming, "602.5d")
	require.False(t, h522Lists(h522Listed(t, g), game.ActActivateMana, al))

	g = newGame(t, 2)
	libs(t, g, 5)
	al = bf(t, g, 0, altar)
	knight := hand(t, g, 0, creature(t, "Sun Knight", "{1}{W}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h522Lists(h522Listed(t, g), game.ActActivateMana, al))
	require.NoError(t, g.Apply(h522Mana(0, al, 0, 0)))
	require.Equal(t, h522Pool(mana.White, 2), g.Pool(0))
	require.NoError(t, g.Cast(0, knight))
	require.True(t, g.Pool(0).IsEmpty())
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, knight))
}

// ---------------------------------------------------------------------
// Part 5. Convoke colours and restricted mana

// 19. Pale Chant: {W} instant with convoke, "You gain 2 life." A green
// Bear can't pay its {W} (refused, nothing changed); once Bleach ("target
// creature becomes white until end of turn") has resolved, the Bear is a
// white creature and pays it (CR 702.50a reads the creature's colour as
// the spell is paid; CR 105.2, 613.1e).
func TestH522ConvokeRecolouredCreature(t *testing.T) {
	chant := def(t, card.Definition{Name: "Pale Chant", ManaCost: cost("{W}"), Types: ability.Instant, Keywords: ability.Convoke,
		Spell: ability.Spell{Effects: gain(2)}})
	bleach := h506Become(t, "Bleach", "{W}", ability.TargetCreature, ability.Effect{SetColors: mana.SetOf(mana.White)})
	g := newGame(t, 2)
	libs(t, g, 5)
	bear := bf(t, g, 0, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, card.Plains)
	h := hand(t, g, 0, chant)
	b := hand(t, g, 0, bleach)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h522Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: []game.ObjectID{bear}}, game.ErrCantPay, "")
	require.NoError(t, g.Cast(0, b, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, mana.SetOf(mana.White), info(t, g, bear).Colors)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: []game.ObjectID{bear}}))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.True(t, info(t, g, bear).Tapped)
}

// 20. Goblin Warrens: "{T}: Add one mana of any color. Spend this mana
// only to cast a Goblin spell." Their mana pays a Goblin spell's {X}{R}
// (CR 106.6, 107.3a) but not a Goblin permanent's activated ability nor
// a spell that isn't a Goblin: each refusal names CR 106.6 and changes
// nothing, the restricted mana staying in the pool (CR 106.4).
func TestH522RestrictedManaSpendOnly(t *testing.T) {
	gob := h522Crt(t, "Goblin Brute", "{X}{R}", 0, 0, card.Definition{Subtypes: []string{"Goblin"},
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.X},
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{R}")},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1}}}}})
	spark := instant(t, "Spark", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	w1 := bf(t, g, 0, h522Warren(t))
	bf(t, g, 0, h522Warren(t))
	w3 := bf(t, g, 0, h522Warren(t))
	h := hand(t, g, 0, gob)
	sp := hand(t, g, 0, spark)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h522Mana(0, w1, 0, mana.Red)))
	pool, sub := g.RestrictedPool(0)
	require.Equal(t, h522Pool(mana.Red, 1), pool)
	require.Equal(t, "Goblin", sub)
	re := h522Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: sp}.WithTargets(pl(1)), game.ErrCantPay, "601.2h")
	require.Contains(t, re.Also, "106.6")
	require.NoError(t, g.CastX(0, h, 1))
	resolve(t, g, nil)
	gb := find(t, g, 0, gob)
	require.Equal(t, [2]int{1, 1}, pt(t, g, gb))
	require.NoError(t, g.Apply(h522Mana(0, w3, 0, mana.Red)))
	re = h522Refused(t, g, h522Act(0, gb, 0, 0), game.ErrCantPay, "601.2h")
	require.Contains(t, re.Also, "106.6")
	pool, _ = g.RestrictedPool(0)
	require.Equal(t, h522Pool(mana.Red, 1), pool)
}

// 21. Blood Toll: {X}{B} sorcery, "Target player loses 5 life. That
// player draws two cards unless they pay X life." With X = 0 Bob, at
// 10 life and then 5, may pay 0 life (CR 118.4: players can always pay
// 0 life; CR 117.12a, 608.2c), and then draws nothing.
func TestH522UnlessPayZeroLife(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, card.Swamp)
	h := hand(t, g, 0, h522Toll(t))
	require.NoError(t, g.SetLife(1, 10))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, h, 0, pl(1)))
	h522ToUnless(t, g)
	require.Equal(t, 5, g.Life(1))
	require.Contains(t, g.LegalActions(nil), choose(1, 1))
	require.NoError(t, g.Apply(choose(1, 1)))
	resolve(t, g, nil)
	require.Equal(t, 5, g.Life(1))
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
}

// h522Toll is Blood Toll (test 21).
func h522Toll(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Blood Toll", ManaCost: cost("{X}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowPlayer}}, Effects: []ability.Effect{
			{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(5)},
			{Op: ability.OpUnless, Who: ability.WhoTarget, Target: 0, Unless: ability.UnlessPayLife, Amount: ability.X},
			{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2), IfDeclined: true},
		}}})
}

// h522ToUnless passes priority until an "unless" choice is asked.
func h522ToUnless(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideUnless, g.Pending().Kind, g.Prompt(game.English))
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// D1. Blood Toll (test 21) with X = 0 at Bob, who has 4 life: he loses 5
// and is at −1 as the "unless" is asked; state-based actions wait for
// the resolution to end (CR 704.3). "Players can always pay 0 life"
// (CR 118.4, 117.3b), so paying X = 0 life must be offered and accepted,
// and he draws nothing.
func TestH522PayZeroLifeBelowZero(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	bf(t, g, 0, card.Swamp)
	h := hand(t, g, 0, h522Toll(t))
	require.NoError(t, g.SetLife(1, 4))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, h, 0, pl(1)))
	h522ToUnless(t, g)
	require.Equal(t, -1, g.Life(1))
	require.Contains(t, g.LegalActions(nil), choose(1, 1))
	require.NoError(t, g.Apply(choose(1, 1)))
	resolve(t, g, nil)
	require.True(t, g.Lost(1))
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand)+g.ZoneLen(1, zone.Graveyard))
}

// D2. Goblin Horde: {1}{R} Goblin creature with convoke, and two Goblin
// Warrens (h522Warren). Their restricted mana may pay for a Goblin
// spell (CR 106.6), so Alice may cast the Horde (CR 601.2h, with no
// creature tapped: convoke is optional, CR 702.50a), and g.Cast does
// so. LegalActions lists the cast too, so that a player or program that
// plays from LegalActions can cast it.
func TestH522ConvokeListingCountsRestrictedMana(t *testing.T) {
	gob := h522Crt(t, "Goblin Horde", "{1}{R}", 3, 3, card.Definition{Subtypes: []string{"Goblin"}, Keywords: ability.Convoke})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, h522Warren(t))
	bf(t, g, 0, h522Warren(t))
	h := hand(t, g, 0, gob)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Clone().Cast(0, h), "the cast is legal")
	require.True(t, h522Lists(h522Listed(t, g), game.ActCast, h), "and should be listed")
}

// D3. Twice Gone: artifact creature, "Sacrifice Twice Gone, Exile Twice
// Gone: You gain 3 life." The cost can't be paid in full: once
// sacrificed, the permanent is a new object in the graveyard (CR 400.7),
// and exiling that card is not exiling Twice Gone; once exiled it can't
// be sacrificed. Partial payments are not allowed (CR 601.2h, 117.3), so
// Check refuses the definition and names the field.
func TestH522SacrificeAndExileSelfRefused(t *testing.T) {
	d := card.Definition{Name: "Twice Gone", ManaCost: cost("{1}"), Types: ability.Artifact | ability.Creature,
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{
			Cost: ability.Cost{SacrificeSelf: true, ExileSelf: true}, Effects: gain(3)}}}
	var fe *card.FieldError
	require.ErrorAs(t, card.Define(d).Check(), &fe)
	require.Equal(t, "Activated[0].Cost.ExileSelf", fe.Field)
	require.ErrorIs(t, fe, card.ErrInvalidDefinition)
}

// D4. Grown Spirit: 0/0 with one +1/+1 counter, "Put a +1/+1 counter on
// Grown Spirit, Remove X +1/+1 counters from Grown Spirit: You gain X
// life." The costs are paid in any order (CR 601.2h via 602.2b): put
// the counter first, and two counters can be removed, so X = 2 is
// payable (CR 107.3a, 117.3); the Spirit is left with none and dies
// (CR 704.5f), and Alice gains 2.
func TestH522PutThenRemoveCounters(t *testing.T) {
	d := h522Crt(t, "Grown Spirit", "{1}", 0, 0, card.Definition{Activated: []ability.Activated{{
		Cost:    ability.Cost{PutCounter: "+1/+1", RemoveCountersX: "+1/+1"},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.X}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	var cs [game.NumCounterKinds]int
	cs[game.PlusOne] = 1
	c := bf(t, g, 0, d, game.PutOptions{Counters: cs})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h522Act(0, c, 0, 2)))
	require.True(t, gone(g, c))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// D5. Verdant Vale: Land — Forest Island with no rules text. A land
// with a basic land type has that type's intrinsic mana ability (CR
// 305.6): the Vale has "{T}: Add {G}" and "{T}: Add {U}", in the order
// of its types, and pays for a {G} spell.
func TestH522PrintedBasicLandTypesMakeMana(t *testing.T) {
	vale := def(t, card.Definition{Name: "Verdant Vale", Types: ability.Land, Subtypes: []string{"Forest", "Island"}})
	g := newGame(t, 2)
	libs(t, g, 3)
	v := bf(t, g, 0, vale)
	gift := hand(t, g, 0, h522Gift(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	for i, c := range []mana.Color{mana.Green, mana.Blue} {
		tapped := g.Clone()
		require.NoError(t, tapped.Apply(h522Mana(0, v, i, 0)))
		require.Equal(t, 1, tapped.Pool(0).Amount(c), "ability %d", i)
	}
	require.NoError(t, g.Cast(0, gift))
	require.True(t, info(t, g, v).Tapped)
}
