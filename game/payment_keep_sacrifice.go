package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// A cost that both pays mana and sacrifices a permanent (Life's Legacy,
// Blood Host, Jalira): the whole cost must be paid (CR 601.2h, 602.2b),
// so a source sacrificed for mana (Generator Servant) can't also be the
// permanent sacrificed for the rest of the cost. Payment leaves one.

// planKeepingSacrifice is planPayment for a cost that also sacrifices a
// permanent for gr (src as in sacrificeCandidate; gr nil: none): it finds
// a payment that leaves p a permanent to sacrifice, dropping sacrificed
// mana sources that could pay the sacrifice one at a time while the
// payment spends all of them.
func (g *Game) planKeepingSacrifice(p PlayerID, cost mana.Cost, x int, exclude, src int32, gr *ability.Group, plan *payPlan) bool {
	if !g.planPayment(p, cost, x, exclude, plan) {
		return false
	}
	if gr == nil || !plan.sacrifice || cost.IsEmpty() { // a taxed-source plan has no sacrifice units
		return true
	}
	for !g.sacrificeLeft(p, src, gr, plan) {
		dropped := false
		for i := 0; i < plan.n && !dropped; i++ {
			s := plan.slots[i]
			if plan.kind[i] == unitSacrifice && plan.assign[i] != mana.NoMana && g.sacrificeCandidate(p, src, s, gr) {
				plan.dropUnitsOf(s)
				dropped = true
			}
		}
		if !dropped || !plan.plan(cost, x) {
			return false
		}
	}
	return true
}

// sacrificeLeft reports whether p controls a permanent that can pay the
// sacrifice cost gr and that plan doesn't sacrifice for mana.
func (g *Game) sacrificeLeft(p PlayerID, src int32, gr *ability.Group, plan *payPlan) bool {
	for _, s := range g.battlefield {
		if g.sacrificeCandidate(p, src, s, gr) && plan.sacrificeSpent(s) == 0 {
			return true
		}
	}
	return false
}

// dropUnitsOf makes the units of the source in slot s pay nothing.
func (plan *payPlan) dropUnitsOf(s int32) {
	for i := 0; i < plan.n; i++ {
		if plan.slots[i] == s && plan.units[i].Types != 0 {
			plan.setAside(plan.units[i].Types, -1)
			plan.units[i].Types = 0
			plan.assign[i] = mana.NoMana
		}
	}
}

// andSacrifice completes a refusal of a cost with a sacrifice part (gr
// not nil): the mana may be payable only by sacrificing what the rest of
// the cost needs.
func andSacrifice(gr *ability.Group) string {
	if gr == nil {
		return ""
	}
	return " and still sacrifice a permanent for the rest of the cost"
}

// payableKeepingSacrifice is planKeepingSacrifice on a plan of its own,
// for listing; spellFor is the plan's spellFor.
func (g *Game) payableKeepingSacrifice(p PlayerID, cost mana.Cost, x int, exclude, src int32, gr *ability.Group, spellFor int32) bool {
	var plan payPlan
	plan.spellFor = spellFor
	return g.planKeepingSacrifice(p, cost, x, exclude, src, gr, &plan)
}

// excludedBy returns the slot s of the source of ab when it can't also
// pay mana for ab's cost, or -1: the cost taps it, or sacrifices or
// exiles it and a mana ability of its own would sacrifice it first. A
// permanent sacrificed for a cost may tap for mana before: mana
// abilities are activated before costs are paid (CR 601.2g, 601.2h).
func (g *Game) excludedBy(ab *ability.Activated, s int32) int32 {
	if ab.Cost.Tap {
		return s
	}
	if ab.Cost.SacrificeSelf || ab.Cost.ExileSelf {
		for i := range g.objects[s].def.Activated {
			if m := &g.objects[s].def.Activated[i]; m.IsManaAbility() && (m.Cost.SacrificeSelf || m.Cost.ExileSelf) {
				return s
			}
		}
	}
	return -1
}
