package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// maxPayUnits bounds the mana one automatic payment considers.
const maxPayUnits = 64

// payPlan is an automatic payment found by planPayment: which pool mana
// and which mana sources pay a cost.
type payPlan struct {
	n int
	// single counts the units that can be exactly one type, by type;
	// multi the units that can be several. With no multi units and no
	// hybrid symbol, counting decides whether a cost can be paid.
	single [mana.NumTypes]int
	multi  int
	units  [maxPayUnits]mana.Unit
	slots  [maxPayUnits]int32 // source slot, or -1 for pool mana
	assign [maxPayUnits]mana.Color
	// firstConvoke is the index of the first unit that is a creature
	// tapped for convoke (CR 702.50a); n when there is none.
	firstConvoke int
	// kind says where each unit comes from (unitPool, unitSource, ...).
	kind [maxPayUnits]unitKind
	// spellFor is the slot plus one of the spell being paid for, whose
	// subtypes decide which restricted mana may pay (CR 106.6); 0 for
	// other costs. A slot, not a pointer, keeps the plan pointer-free,
	// cheap to clear on the stack.
	spellFor int32
	// restricted: collectUnits left out restricted mana that a spell of
	// the right subtype could spend.
	restricted bool
	// bonus: some units are extra mana that tapping a land adds through a
	// triggered mana ability (CR 605.1b).
	bonus bool
	// floatColors are the colours p's hand wants (preferSpare): the colour
	// chosen for extra mana that pays nothing and stays in the pool.
	floatColors mana.ColorSet
	// sacrifice: some units come from a source sacrificed for several
	// mana at once (unitSacrifice).
	sacrifice bool
	// mixedPain: some unit comes from a source with a painful mana
	// ability and a painless one that makes a colour (see
	// painlessColours).
	mixedPain bool
	// taxed is the slot plus one of a taxed mana source whose mana pays
	// one symbol of the cost, the units paying the rest and its tax
	// (planTaxedSource); 0 for none. taxedColor is the mana it makes.
	taxed      int32
	taxedColor mana.Color
	// taxedRestGeneric: the part of the cost the units pay besides the
	// tax has generic mana, which colourless mana may pay as well as the
	// tax (so Generator Servant's mana can go to the spell, CR 601.2h).
	taxedRestGeneric bool
	// noTaxed: planPayment doesn't look for a taxed source (a cast that
	// taps creatures for convoke, whose listing doesn't either).
	noTaxed bool
	// plainOnly: collectUnits read the pool and plain mana sources only
	// (see kept_units.go).
	plainOnly bool
}

// listingPlans are the payment plans option listing works in: a plan is
// some 600 bytes, which a variable would clear at every listing.
type listingPlans struct {
	// restricted: the mana a player could spend on a spell with
	// restricted mana a spell of the right subtype may spend (CR 106.6).
	restricted payPlan
	// units are each player's mana as last collected for listing, and
	// unitsOf which collection each holds (kept_units.go); unkept is the
	// mana collected while no collection may be kept.
	units   [MaxPlayers]payPlan
	unitsOf [MaxPlayers]unitsKey
	unkept  payPlan
	// lists are the battlefield's permanents that listing looks at.
	lists battlefieldLists
	// kept are each player's priority options as last listed, with when
	// (see kept_listing.go).
	kept [MaxPlayers]keptListing
	// hands are what each player's hand may cast (see handBoundOf), and
	// sources how much mana each player's untapped sources could make.
	hands   [MaxPlayers]handBound
	sources [MaxPlayers]sourceBound
	// abilities are what each player's permanents may activate
	// (ability_bound.go).
	abilities [MaxPlayers]abilityBound
}

// keptPlans returns g's listing plans, made when first needed once g has
// listed priority options or begun applying an action three times since
// it was made or copied, or nil: a copy made to answer one decision (a
// listing and an action) and dropped works on the stack and allocates
// nothing. They are scratch: each copy of a game has its
// own (copyLists).
func (g *Game) keptPlans() *listingPlans {
	if g.plans == nil && g.sinceCopy > 2 {
		g.plans = new(listingPlans)
	}
	return g.plans
}

// scratch returns g's listing plans, made now if g has none: auto-pass
// keeps the options it listed for the LegalActions call that follows.
func (g *Game) scratch() *listingPlans {
	if g.plans == nil {
		g.plans = new(listingPlans)
	}
	return g.plans
}

// unitKind says where a unit of a payment comes from.
type unitKind uint8

// The kinds of units.
const (
	// unitPool: mana in the pool.
	unitPool unitKind = iota
	// unitSource: one mana from tapping an untapped source.
	unitSource
	// unitSpendOnly: restricted mana in the pool (CR 106.6).
	unitSpendOnly
	// unitBonus: the additional mana a triggered mana ability adds when
	// its land is tapped (CR 605.1b); its slot is the land's.
	unitBonus
	// unitConvoke: a creature tapped for convoke pays for one mana
	// (CR 702.50a); these units come last, from firstConvoke on.
	unitConvoke
	// unitSacrifice: one of the mana a source adds when it is tapped and
	// sacrificed (Generator Servant's {2}); its slot is the source's, one
	// activation makes all of them, and they are spent last.
	unitSacrifice
)

// poolOrder is the order pool mana is offered for generic costs:
// colourless first, since it pays nothing else.
var poolOrder = [mana.NumTypes]mana.Color{mana.Colorless, mana.White, mana.Blue, mana.Black, mana.Red, mana.Green}

// planPayment finds how p pays cost with X = x from their pool and then by
// activating mana abilities of untapped permanents (CR 601.2g–h, 605.3a).
// It finds a payment whenever one exists (mana.Cost.Plan is exact), and
// prefers pool mana, then lands, then other sources. exclude is a slot
// that may not pay (the permanent whose ability is being paid for with
// {T} in its cost), or -1.
func (g *Game) planPayment(p PlayerID, cost mana.Cost, x int, exclude int32, plan *payPlan) bool {
	if cost.IsEmpty() {
		// An ability whose cost has no mana part ({T}: ...) pays no mana.
		// Spells with no mana cost can't be cast (CR 117.6); cast checks
		// that before asking for a plan.
		plan.n, plan.firstConvoke, plan.taxed = 0, 0, 0
		return true
	}
	g.collectUnits(p, exclude, plan)
	return plan.plan(cost, x) || g.taxGrants > 0 && !plan.noTaxed && g.planTaxedSource(p, cost, x, exclude, plan)
}

// plan runs mana.Cost.Plan over the collected units, after a cheap check
// that there are enough of them.
func (plan *payPlan) plan(cost mana.Cost, x int) bool {
	if cost.ManaValueWithX(x) > plan.n {
		return false
	}
	return cost.Plan(x, plan.units[:plan.n], plan.assign[:plan.n])
}

// planWithout reports whether cost with X = x can be paid with the unit
// of source slot set aside when exclude is set (its {T} or sacrifice pays
// another part of the cost).
func (plan *payPlan) planWithout(cost mana.Cost, x int, slot int32, exclude bool) bool {
	k := -1
	if exclude {
		for i := 0; i < plan.n; i++ {
			if plan.slots[i] == slot && plan.kind[i] == unitSource {
				k = i
				break
			}
		}
	}
	if plan.sacrifice && exclude {
		return plan.planWithoutBonus(cost, x, slot) // all its units go
	}
	if k < 0 {
		return plan.feasible(cost, x)
	}
	if plan.bonus {
		return plan.planWithoutBonus(cost, x, slot)
	}
	saved := plan.units[k].Types
	plan.setAside(saved, -1)
	plan.units[k].Types = 0 // a unit with no types pays nothing
	ok := plan.feasible(cost, x)
	plan.units[k].Types = saved
	plan.setAside(saved, +1)
	return ok
}

// setAside adjusts the unit counts for a unit of types t leaving (-1) or
// coming back (+1).
func (plan *payPlan) setAside(t mana.ColorSet, delta int) {
	if t.Len() == 1 {
		plan.single[firstColor(t)] += delta
	} else if t != 0 {
		plan.multi += delta
	}
}

// feasible reports whether the collected units can pay cost with X = x.
// When the cost has no hybrid symbol, counting decides it exactly: each
// coloured or {C} symbol needs its own unit that can make its type, and
// generic mana any remaining unit (see hall for units of several types);
// otherwise it asks mana.Cost.Plan. Option listing uses it; payment
// itself always plans.
func (plan *payPlan) feasible(cost mana.Cost, x int) bool {
	var need [mana.NumTypes]int
	total := 0
	for i := 0; i < cost.Len(); i++ {
		sym := cost.Symbol(i)
		switch sym.Kind {
		case mana.Colored:
			need[sym.Color]++
			total++
		case mana.ColorlessSymbol:
			need[mana.Colorless]++
			total++
		case mana.Generic:
			total += int(sym.Amount)
		case mana.Variable:
			total += x
		default:
			return plan.plan(cost, x) // hybrid: let the matcher decide
		}
	}
	if cost.IsEmpty() || x < 0 {
		return plan.plan(cost, x)
	}
	if plan.multi > 0 {
		return plan.hall(&need, total)
	}
	have := 0
	for c := range need {
		if need[c] > plan.single[c] {
			return false
		}
		have += plan.single[c]
	}
	return total <= have
}

// hall reports whether the units can pay need (one unit per symbol of
// each type) and total mana in all, the rest generic, when some units
// can make several types. By Hall's theorem, the symbols can each get
// their own unit if and only if, for every set S of the needed types,
// at least as many units can make some type in S as there are symbols
// of the types in S; the units left over pay the generic part, since
// any unit that makes mana can.
func (plan *payPlan) hall(need *[mana.NumTypes]int, total int) bool {
	usable := plan.multi
	var req mana.ColorSet
	for c, k := range need {
		usable += plan.single[c]
		if k > 0 {
			req |= mana.SetOf(mana.Color(c))
		}
	}
	if total > usable {
		return false
	}
	for s := req; s != 0; s = (s - 1) & req {
		want := 0
		for c, k := range need {
			if s&(1<<c) != 0 {
				want += k
			}
		}
		have := 0
		for i := 0; i < plan.n && have < want; i++ {
			if plan.units[i].Types&s != 0 {
				have++
			}
		}
		if have < want {
			return false
		}
	}
	return true
}

// collectUnits lists the mana p could spend now: pool mana first, then one
// unit per untapped mana source other than exclude.
func (g *Game) collectUnits(p PlayerID, exclude int32, plan *payPlan) {
	plan.n = 0
	plan.single = [mana.NumTypes]int{}
	plan.multi = 0
	plan.restricted, plan.bonus, plan.sacrifice, plan.mixedPain, plan.floatColors = false, false, false, false, 0
	plan.taxed = 0
	plan.plainOnly = true
	if pool := &g.players[p].pool; !pool.IsEmpty() { // empty at most priorities
		for _, c := range poolOrder {
			for k := pool.Amount(c); k > 0 && plan.n < maxPayUnits; k-- {
				plan.add(mana.SetOf(c), 0, -1, unitPool)
			}
		}
	}
	if pl := &g.players[p]; len(pl.spendOnly) != 0 {
		g.collectSpendOnly(pl, plan)
	}
	// Without effects that change types, abilities, activation or its cost,
	// a plain mana source's unit is read off its card (what manaSource
	// would find, without asking for each characteristic).
	plain := g.plainSources()
	for _, s := range g.candidatesOf(manaSources, p) {
		if plan.n >= maxPayUnits {
			break
		}
		o := &g.objects[s]
		if s == exclude || o.controller != p || o.tapped {
			continue // none of p's mana
		}
		if plain && o.def.PlainManaSource() {
			types, pain := o.def.SimpleMana()
			rank := 1
			if pain {
				rank = painRank
				plan.mixedPain = plan.mixedPain || o.def.MixedPain()
			}
			plan.add(types, rank, s, unitSource)
			continue
		}
		plan.plainOnly = false
		types, rank, ok := g.manaSource(p, s)
		if rt, _ := g.objects[s].def.RestrictedMana(); rt != 0 {
			types, rank, ok = g.restrictedSource(p, s, plan, types, rank, ok)
		}
		if ok {
			plan.add(types, rank, s, unitSource)
			if rank == painRank {
				plan.mixedPain = plan.mixedPain || o.def.MixedPain()
			}
		} else if ab := sacrificeManaAbility(o.def); ab != nil {
			g.addSacrificeUnits(p, s, ab, plan)
		}
	}
	// An Aura's triggered mana ability adds mana as its land is tapped
	// (CR 605.1b).
	auras := g.listening(ability.AttachedTappedForMana)
	if auras {
		g.collectBonusUnits(p, plan)
	}
	plan.firstConvoke = plan.n
}

// add appends one unit to the plan.
func (plan *payPlan) add(types mana.ColorSet, rank int, slot int32, k unitKind) {
	plan.units[plan.n] = mana.Unit{Types: types, Rank: int8(rank)}
	plan.slots[plan.n] = slot
	plan.kind[plan.n] = k
	plan.n++
	plan.setAside(types, +1)
}

// painRank is the preference rank of a source whose mana may come with a
// side effect (see manaSource).
const painRank = 3

// manaSource reports whether permanent s can be tapped by p for one mana
// right now, which types, and its preference rank: lands without side
// effects first (1), then other sources (2), then sources whose mana
// comes with a side effect such as a painland's damage (3).
func (g *Game) manaSource(p PlayerID, s int32) (mana.ColorSet, int, bool) {
	types, pain := g.objects[s].def.SimpleMana()
	if g.landStatics > 0 {
		types |= g.addedLandMana(s) // CR 305.6: a land type's mana ability
	}
	if types == 0 || g.overwrites > 0 && g.lostAll(s) {
		return 0, 0, false
	}
	rank, ok := g.tappableSource(p, s)
	if !ok {
		return 0, 0, false
	}
	if pain {
		rank = painRank
	}
	return types, rank, true
}

// tappableSource reports whether p may tap the permanent in s for mana
// now, and its rank (1 for lands, 2 for creatures).
func (g *Game) tappableSource(p PlayerID, s int32) (int, bool) {
	if g.taxGrants > 0 && g.activationTax(s) > 0 {
		// A taxed mana ability costs mana: automatic payment leaves it
		// (but see planTaxedSource).
		return 0, false
	}
	return g.tappableUntaxed(p, s)
}

// tappableUntaxed is tappableSource without the check for a tax.
func (g *Game) tappableUntaxed(p PlayerID, s int32) (int, bool) {
	o := &g.objects[s]
	if o.controller != p || o.tapped || g.hasRestriction(s, ability.CantActivate) {
		return 0, false
	}
	if g.isCreature(s) {
		if !g.canTapForCost(s) {
			return 0, false
		}
		return 2, true
	}
	return 1, true
}

// canTapForCost reports whether a {T} cost of permanent s may be paid:
// creatures need to have been controlled since the turn began or haste
// (CR 302.6).
func (g *Game) canTapForCost(s int32) bool {
	o := &g.objects[s]
	if o.tapped {
		return false
	}
	if g.isCreature(s) && o.sick && !g.hasKeyword(s, ability.Haste) {
		return false
	}
	return true
}

// executePayment carries out a plan found by planPayment: it activates
// the chosen mana abilities, then spends the mana.
func (g *Game) executePayment(p PlayerID, plan *payPlan) {
	pl := &g.players[p]
	if pl.hasteMana > 0 {
		pl.spendOtherColorlessFirst(plan)
	}
	var restricted [maxPayUnits]bool
	if plan.sacrifice {
		g.activateSacrificeUnits(p, plan)
	}
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] == unitConvoke {
			if plan.assign[i] != mana.NoMana {
				g.tap(plan.slots[i])
			}
			continue
		}
		if plan.kind[i] != unitSource {
			continue
		}
		c := plan.assign[i]
		if c == mana.NoMana {
			if !plan.bonus || !plan.bonusUsed(plan.slots[i]) {
				continue
			}
			// Only its additional mana pays: the land's own mana floats,
			// painless ({C}) from a painland (CR 605.3b: the ability
			// chosen is the one without damage).
			if c = firstColor(plan.units[i].Types); plan.units[i].Types.Has(mana.Colorless) {
				c = mana.Colorless
			}
		}
		restricted[i] = g.tapForMana(plan.slots[i], c, plan)
	}
	for i := 0; i < plan.n; i++ {
		c := plan.assign[i]
		if c == mana.NoMana {
			continue
		}
		if plan.kind[i] == unitConvoke {
			continue // the creature was tapped: it pays, no mana is made
		}
		if plan.kind[i] == unitSpendOnly || restricted[i] {
			pl.spendRestricted(c, g, plan)
		} else {
			_ = pl.pool.Remove(c, 1)
		}
	}
	if plan.taxed != 0 {
		// The units paid its tax with the rest; now its mana pays the
		// symbol kept for it.
		c := plan.taxedColor
		if g.tapForMana(plan.taxed-1, c, plan) {
			pl.spendRestricted(c, g, plan)
		} else {
			_ = pl.pool.Remove(c, 1)
		}
	}
}

// tapForMana taps permanent s for one mana of type c through its first
// simple mana ability that makes c, side effects included (CR 605.3b),
// or else its restricted mana ability; it reports whether the mana is
// restricted (CR 106.6). Triggered mana abilities of Auras on s add
// their mana too (CR 605.1b), of the types plan gave them.
func (g *Game) tapForMana(s int32, c mana.Color, plan *payPlan) bool {
	o := &g.objects[s]
	if g.landStatics > 0 && g.addedLandMana(s).Has(c) {
		// The added land type's ability has no side effect: use it first.
		ab := landTypeAbility(g.addedLandMana(s))
		g.tap(s)
		g.runManaAbility(o.controller, g.idOf(s), &ab, c)
		g.manaTriggered(s, func(k int) mana.Color { return plan.bonusColor(s, k) })
		return false
	}
	if i, ok := o.def.SimpleManaAbility(c); ok {
		g.tap(s)
		g.runManaAbility(o.controller, g.idOf(s), &o.def.Activated[i], c)
		g.manaTriggered(s, func(k int) mana.Color { return plan.bonusColor(s, k) })
		return false
	}
	for i := range o.def.Activated {
		ab := &o.def.Activated[i]
		if t, _, ok := ab.RestrictedManaOutput(); !ok || !t.Has(c) {
			continue
		}
		g.tap(s)
		g.runManaAbility(o.controller, g.idOf(s), ab, c)
		g.manaTriggered(s, func(k int) mana.Color { return plan.bonusColor(s, k) })
		return true
	}
	return false
}

// spendOtherColorlessFirst lowers the haste-giving mana in the player's
// pool (Generator Servant's) by what a payment takes from the pool beyond
// the pool's other colourless mana. The player chooses which mana pays
// (CR 601.2h): a payment spends the other first and keeps the haste mana
// for a creature spell, whose own use of it spendHasteMana counts before.
// Without this, haste mana spent on an ability would stay counted and
// give haste to a creature paid with other colourless mana (CR 106.6).
func (pl *player) spendOtherColorlessFirst(plan *payPlan) {
	k := 0
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] == unitPool && plan.assign[i] == mana.Colorless {
			k++
		}
	}
	if other := pl.pool.Amount(mana.Colorless) - pl.hasteMana; k > other {
		pl.hasteMana = max(0, pl.hasteMana-(k-other))
	}
}
