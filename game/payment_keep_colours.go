package game

import "github.com/spellstack/spellstack/mana"

// preferSpare re-plans a payment planPayment found so that, within each
// kind of mana (the pool, lands, creatures, painlands), mana of no colour
// p may still want pays first: paying {4}{B}{B} with Swamps and Mountains
// keeps a Mountain for the Lightning Strike in hand. The colours wanted
// are those of the other cards in p's hand and of the mana the abilities
// of p's permanents may pay. The rules leave the choice of sources to the
// player (CR 601.2g-h); whether the cost can be paid doesn't change (Plan
// finds a payment whatever the ranks), only which mana pays. skip is the
// card being cast (-1 for none). A cost with a permanent to sacrifice
// (sacrificing) is left as planned: its plan keeps a permanent for it.
func (g *Game) preferSpare(p PlayerID, cost mana.Cost, x int, skip int32, sacrificing bool, plan *payPlan) {
	if plan.bonus {
		plan.floatColors = g.handColors(p, skip) | g.abilityColors(p)
	}
	if sacrificing || plan.n == 0 || plan.taxed != 0 || plan.uniformSources() {
		return // nothing to choose between (a mono-coloured deck's lands)
	}
	wanted := g.handColors(p, skip)
	// Abilities only add wanted colours: with no spare source for the
	// hand's alone, there is none at all (the common case, one colour).
	if !plan.hasSpare(wanted) {
		return
	}
	wanted |= g.abilityColors(p)
	if wanted == 0 || !plan.hasSpare(wanted) {
		return // no colour is wanted, or every source makes one
	}
	ranks := plan.units
	for i := 0; i < plan.n; i++ {
		u := &plan.units[i]
		if plan.kind[i] == unitConvoke {
			continue // tapped for convoke first, as the player named them
		}
		pool := plan.kind[i] == unitPool || plan.kind[i] == unitSpendOnly
		if u.Rank == 0 && !pool {
			// A land whose tap adds extra mana ranks with the pool
			// (collectBonusUnits); it still comes after all of the
			// pool's mana, wanted or not: the pool's is spent first.
			u.Rank = 2
		} else {
			u.Rank *= 4
		}
		if (plan.kind[i] == unitSource || plan.kind[i] == unitPool) && g.unitWants(plan, i)&wanted != 0 {
			u.Rank++
		}
	}
	if !plan.plan(cost, x) {
		plan.units = ranks // cannot happen: the ranks don't decide whether it can pay
		plan.plan(cost, x)
		return
	}
	plan.painlessInstead(cost, x, wanted)
}

// refinePayment makes, among the payments of cost with X = x that plan
// may take, the choices a player would (CR 601.2g-h leave them to the
// player): a Verdant Haven land kept for a larger cost, sources of
// colours the player still wants last (preferSpare), no sacrifice for
// mana of a target or of a creature being declared (spareSacrificed),
// and a sacrificed source's whole mana first (useWholeSacrifice). Every
// automatic payment goes through it; whether cost can be paid doesn't
// change.
func (g *Game) refinePayment(p PlayerID, cost mana.Cost, x int, skip int32, sacrificing bool, targets []Target, declared []int32, plan *payPlan) {
	plan.keepBonusLands(cost, x)
	g.preferSpare(p, cost, x, skip, sacrificing, plan)
	g.spareSacrificed(cost, x, targets, declared, plan)
	g.useWholeSacrifice(cost, x, plan)
}

// handColors returns the colours of the nonland cards in p's hand other
// than skip (a slot, or -1), and of those p may cast from exile
// (Chandra, Pyromaster's 0).
func (g *Game) handColors(p PlayerID, skip int32) mana.ColorSet {
	var wanted mana.ColorSet
	for _, s := range g.players[p].hand {
		if d := g.objects[s].def; s != skip && !d.IsLand() {
			wanted |= d.Colors
		}
	}
	if len(g.exile) > 0 {
		for _, s := range g.exile {
			if d := g.objects[s].def; s != skip && !d.IsLand() && g.objects[s].owner == p && g.mayPlayFromExile(p, s) {
				wanted |= d.Colors
			}
		}
	}
	return wanted
}

// abilityColors returns the colours of the mana the abilities of p's
// permanents may pay: activated ones (Torch Fiend's {R}) and triggered
// ones that offer a payment (Kurkesh's "you may pay {R}"); and of the
// abilities of cards in p's graveyard that work from there (Soul of
// Shandalar's).
func (g *Game) abilityColors(p PlayerID) mana.ColorSet {
	var wanted mana.ColorSet
	for _, s := range g.battlefield {
		if o := &g.objects[s]; o.controller == p {
			wanted |= o.def.PayColors()
		}
	}
	for _, s := range g.players[p].graveyard {
		for i := range g.objects[s].def.Activated {
			if ab := &g.objects[s].def.Activated[i]; ab.FromGraveyard {
				wanted |= ab.Cost.Mana.Colors()
			}
		}
	}
	return wanted
}

// painlessInstead frees a used source of a wanted colour when an unused
// painland could make that colour only with its damage but can pay here
// with its painless {C} (ranked last for its coloured mana): Lightning
// Strike's {1} from Shivan Reef's {C} keeps the Island for the Void Snare
// in hand, and the Reef's {U} with its damage is not needed.
func (plan *payPlan) painlessInstead(cost mana.Cost, x int, wanted mana.ColorSet) {
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitSource || plan.assign[i] == mana.NoMana || plan.units[i].Types&wanted == 0 ||
			plan.bonusUsed(plan.slots[i]) {
			continue // not a wanted colour, or a land whose extra mana pays too
		}
		for j := 0; j < plan.n; j++ {
			tj := plan.units[j].Types
			if plan.kind[j] != unitSource || plan.assign[j] != mana.NoMana || !tj.Has(mana.Colorless) ||
				tj&plan.units[i].Types&wanted == 0 || plan.units[j].Rank <= plan.units[i].Rank {
				continue // not a later source that would make the wanted colour
			}
			was := plan.assign[i]
			before := plan.unusedTypes() & wanted
			plan.assign[i], plan.assign[j] = mana.NoMana, mana.Colorless
			// The swap must pay, and leave every wanted colour that was
			// to be had (the painland may be the only red source).
			if before&^plan.unusedTypes() == 0 && plan.assignedPays(cost, x) {
				break
			}
			plan.assign[i], plan.assign[j] = was, mana.NoMana
		}
	}
}

// assignedPays reports whether the mana plan's units are assigned to pay
// exactly pays cost.
func (plan *payPlan) assignedPays(cost mana.Cost, x int) bool {
	var pool mana.Pool
	n := 0
	for i := 0; i < plan.n; i++ {
		if c := plan.assign[i]; c != mana.NoMana {
			pool.Add(c, 1)
			n++
		}
	}
	return n == cost.ManaValueWithX(x) && pool.CanPay(cost, x)
}

// hasSpare reports whether some source or pool mana of plan makes no
// colour of wanted.
func (plan *payPlan) hasSpare(wanted mana.ColorSet) bool {
	for i := 0; i < plan.n; i++ {
		if (plan.kind[i] == unitSource || plan.kind[i] == unitPool) && plan.units[i].Types&wanted == 0 {
			return true
		}
	}
	return false
}

// uniformSources reports whether every source and pool mana of plan
// makes the same types of mana, so that preferring some can change
// nothing.
func (plan *payPlan) uniformSources() bool {
	var first mana.ColorSet
	seen := false
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitSource && plan.kind[i] != unitPool {
			continue
		}
		if t := plan.units[i].Types; !seen {
			first, seen = t, true
		} else if t != first {
			return false
		}
	}
	return true
}

// keepBonusLands re-plans a payment of a single mana so that a land whose
// tapping adds extra mana (Verdant Haven's) is left for a larger cost when
// another source can pay: its extra mana would only float away unspent.
// The land and its extra mana are ranked after other lands and before
// creatures for this payment.
func (plan *payPlan) keepBonusLands(cost mana.Cost, x int) {
	if !plan.bonus || plan.taxed != 0 || cost.ManaValueWithX(x) != 1 {
		return
	}
	saved := plan.units
	for i := 0; i < plan.n; i++ {
		plan.units[i].Rank *= 2 // room for a rank between lands and creatures
	}
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitBonus {
			continue
		}
		plan.units[i].Rank = 3
		for j := 0; j < plan.n; j++ {
			if plan.kind[j] == unitSource && plan.slots[j] == plan.slots[i] {
				plan.units[j].Rank = 3
			}
		}
	}
	if !plan.plan(cost, x) {
		plan.units = saved // cannot happen: the ranks don't decide whether it can pay
		plan.plan(cost, x)
	}
}

// unusedTypes is the set of mana types the sources plan leaves unused
// could make.
func (plan *payPlan) unusedTypes() mana.ColorSet {
	var cs mana.ColorSet
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] == unitSource && plan.assign[i] == mana.NoMana {
			cs |= plan.units[i].Types
		}
	}
	return cs
}

// unitWants is the set of types unit i of plan could make for a later
// cost: its types, and for a source of restricted mana (Sliver Hive's,
// CR 106.6) the types of that mana too, which this payment may not use.
func (g *Game) unitWants(plan *payPlan, i int) mana.ColorSet {
	t := plan.units[i].Types
	if plan.kind[i] == unitSource {
		rt, _ := g.objects[plan.slots[i]].def.RestrictedMana()
		t |= rt
	}
	return t
}
