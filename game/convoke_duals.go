package game

import "github.com/spellstack/spellstack/mana"

// Creatures whose mana and convoke pay different things. Listing counts a
// creature with a mana ability by its mana, which pays at least as well
// as tapping it for convoke when its mana covers the creature's colours
// (Llanowar Elves). When it doesn't (Generator Servant, red, sacrificed
// for {C}{C}), either use may be the one that pays: a cast of Crowd's
// Favor ({R}) needs the Servant convoked (CR 702.50a). Such creatures are
// duals; when the cost can't be paid counting them by their mana, listing
// tries them as convoke units, each set of them in turn.

// maxDuals bounds the dual creatures listing tries both ways (2^maxDuals
// sets at most, only when the plain plan fails).
const maxDuals = 4

// typesOf returns the union of the types the units of source s can make,
// or 0 when s has none in the plan.
func (plan *payPlan) typesOf(s int32) mana.ColorSet {
	var t mana.ColorSet
	for i := 0; i < plan.n; i++ {
		if plan.slots[i] == s {
			t |= plan.units[i].Types
		}
	}
	return t
}

// paymentsWithDuals is payments, trying the dual creatures as convoke
// units when the cost can't be paid with their mana.
func (c *convokeListing) paymentsWithDuals(g *Game, cost mana.Cost, x int) (manaFirst, creaturesFirst []ObjectID, ok bool) {
	manaFirst, creaturesFirst, ok = c.payments(g, cost, x)
	if ok || c.nDuals == 0 {
		return manaFirst, creaturesFirst, ok
	}
	plain := c.plan
	defer func() { c.plan = plain }()
	for set := 1; set < 1<<c.nDuals; set++ {
		c.plan = plain
		for j := range c.nDuals {
			if set&(1<<j) != 0 && c.plan.n < maxPayUnits {
				c.plan.dropUnitsOf(c.duals[j])
				c.addConvoke(g, c.duals[j])
			}
		}
		if manaFirst, creaturesFirst, ok = c.payments(g, cost, x); ok {
			return manaFirst, creaturesFirst, true
		}
	}
	return nil, nil, false
}
