package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// A cost that both pays mana and pays life (Cruel Sadist): mana abilities
// are activated before any cost is paid (CR 601.2g, 602.2b), so the damage
// a painland deals for its coloured mana comes off the life total before
// the life is paid, and a player can pay life only while their life total
// is at least the amount (CR 118.4). Payment avoids the damage the life
// payment can't afford.

// keepLifeFor adjusts plan, a payment found for cost and x, so that p
// still has life to pay after its mana abilities' damage: it moves
// painlands to their painless mana, one at a time, while the damage
// would leave too little. It reports false when no payment leaves enough.
func (g *Game) keepLifeFor(p PlayerID, life int, cost mana.Cost, x int, plan *payPlan) bool {
	for g.players[p].life-g.painOf(plan) < life {
		i := g.painfulUnit(plan)
		if i < 0 || plan.taxed != 0 {
			// With a taxed source the units pay another cost than
			// cost (planTaxedSource): not planned again here.
			return false
		}
		plan.onlyColorless(i)
		if !plan.plan(cost, x) {
			return false
		}
	}
	return true
}

// onlyColorless leaves unit i of plan only its colourless mana (a
// painland's painless {C}), unassigned, for the plan to be made again.
func (plan *payPlan) onlyColorless(i int) {
	types := plan.units[i].Types
	plan.setAside(types, -1)
	plan.units[i].Types = types & mana.SetOf(mana.Colorless)
	plan.setAside(plan.units[i].Types, +1)
	plan.assign[i] = mana.NoMana
}

// painOf counts the damage plan's mana abilities deal their controller:
// one for each painland tapped for coloured mana through its own ability.
func (g *Game) painOf(plan *payPlan) int {
	n := 0
	for i := 0; i < plan.n; i++ {
		if g.painful(plan, i) {
			n++
		}
	}
	if plan.taxed != 0 && g.painfulMana(plan.taxed-1, plan.taxedColor) {
		n++ // the taxed source's mana (planTaxedSource)
	}
	return n
}

// painfulUnit returns the index of a unit of plan whose mana comes with
// damage, or -1.
func (g *Game) painfulUnit(plan *payPlan) int {
	for i := 0; i < plan.n; i++ {
		if g.painful(plan, i) {
			return i
		}
	}
	return -1
}

// painful reports whether unit i of plan is a painland tapped for
// coloured mana through its own ability (tapForMana uses an added land
// type's ability first, which deals no damage).
func (g *Game) painful(plan *payPlan, i int) bool {
	return plan.kind[i] == unitSource && g.painfulMana(plan.slots[i], plan.assign[i])
}

// painfulMana reports whether tapping the permanent in slot s for mana c
// deals damage: a painland's coloured mana through its own ability.
func (g *Game) painfulMana(s int32, c mana.Color) bool {
	if c == mana.NoMana || c == mana.Colorless {
		return false
	}
	if !g.objects[s].def.SimpleManaPain(c) {
		return false // no painful ability, or a painless one makes c too
	}
	return g.landStatics == 0 || !g.addedLandMana(s).Has(c)
}

// payableKeepingLife reports whether p can pay the mana cost of ab, the
// ability of the permanent in slot s, with x, and still pay its life
// cost after the payment's damage: activate's payment, for listing.
func (g *Game) payableKeepingLife(p PlayerID, ab *ability.Activated, cost mana.Cost, x int, s int32) bool {
	var plan payPlan
	if !g.planKeepingSacrifice(p, cost, x, g.excludedBy(ab, s), s, ab.Cost.Sacrifice, &plan) {
		return false
	}
	g.preferSpare(p, cost, x, -1, ab.Cost.Sacrifice != nil, &plan)
	return g.keepLifeFor(p, ab.Cost.Life, cost, x, &plan)
}
