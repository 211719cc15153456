package game

import (
	"github.com/spellstack/spellstack/mana"
)

// A mana source whose mana ability costs mana (Oppressive Rays:
// "activated abilities of enchanted creature cost {3} more", CR 601.2f)
// makes less mana than it costs, so collectUnits leaves it out. Its mana
// still matters when it is the only source of a colour a cost needs: the
// player may activate it while paying, its tax paid by other sources
// (CR 601.2g, 605.3a). Its mana then pays a coloured symbol: used only
// for generic mana, it would cost more than it gives, and the payment
// would be possible without it.
//
// What is planned: one taxed source per payment, whose tax is generic
// mana and whose mana comes from its simple mana abilities; no restricted
// mana (Sliver Hive's) and no source sacrificed for mana (Generator
// Servant) in such a payment; Generator Servant's mana in the pool goes
// to the creature spell, for its haste, whenever the spell's own part of
// the cost has generic mana for it to pay (CR 601.2h lets the player
// choose what pays what; the tax takes the other mana); a cast that taps
// creatures for convoke is not paid this way; with a life cost, other painlands are
// not moved to their painless mana. A payment beyond these is still
// open to a player who activates the sources first.

// planTaxedSource looks, when the units alone can't pay cost with X = x,
// for a taxed mana source of p other than exclude whose mana pays one
// symbol of cost while the units pay the rest and the source's tax. It
// sets plan to pay that rest and plan.taxed to the source. Sources and
// symbols are tried in order, so the result is deterministic.
func (g *Game) planTaxedSource(p PlayerID, cost mana.Cost, x int, exclude int32, plan *payPlan) bool {
	if g.taxGrants == 0 {
		return false
	}
	collected := false
	for _, s := range g.candidates(manaSources) {
		if s == exclude || g.activationTax(s) == 0 {
			continue
		}
		types, ok := g.taxedSourceTypes(p, s)
		if !ok {
			continue
		}
		for _, c := range types.Colors() {
			tax, ok := g.taxedManaCost(s, c)
			if !ok {
				continue
			}
			if !genericOnly(tax) {
				continue // a coloured tax: not planned here
			}
			for k := 0; k < cost.Len(); k++ {
				if !symbolTakes(cost.Symbol(k), c) || k > 0 && cost.Symbol(k) == cost.Symbol(k-1) {
					continue
				}
				if !collected {
					// The other units don't change from try to try. No
					// restricted mana: it could end up paying the tax,
					// which is no Sliver spell (CR 106.6).
					saved := plan.spellFor
					plan.spellFor = 0
					g.collectUnits(p, exclude, plan)
					plan.spellFor = saved
					if plan.sacrifice {
						// Nor a source sacrificed for mana, which an
						// additional sacrifice cost may need.
						for i := 0; i < plan.n; i++ {
							if plan.kind[i] == unitSacrifice {
								plan.dropUnitsOf(plan.slots[i])
							}
						}
						plan.sacrifice = false
					}
					collected = true
				}
				rest := cost.Without(k)
				if plan.plan(rest.PlusGeneric(tax.ManaValue()), x) {
					plan.taxed, plan.taxedColor = s+1, c
					plan.taxedRestGeneric = x > 0 && rest.HasX() || hasGeneric(rest)
					return true
				}
			}
		}
	}
	if collected {
		g.collectUnits(p, exclude, plan) // as the caller left it, for its message
	}
	return false
}

// hasGeneric reports whether some symbol of c is generic mana, other
// than the {0} of a cost paid in full.
func hasGeneric(c mana.Cost) bool {
	for i := 0; i < c.Len(); i++ {
		if s := c.Symbol(i); s.Kind == mana.Generic && s.Amount > 0 {
			return true
		}
	}
	return false
}

// genericOnly reports whether every symbol of c is generic mana.
func genericOnly(c mana.Cost) bool {
	for i := 0; i < c.Len(); i++ {
		if c.Symbol(i).Kind != mana.Generic {
			return false
		}
	}
	return true
}

// taxedManaCost returns the cost, tax included, of the mana ability
// tapForMana would activate for mana c of the source in s: an added land
// type's (CR 305.6) first, else the first printed one that makes c.
func (g *Game) taxedManaCost(s int32, c mana.Color) (mana.Cost, bool) {
	if g.landStatics > 0 && g.addedLandMana(s).Has(c) {
		ab := landTypeAbility(g.addedLandMana(s))
		return g.abilityManaCost(s, &ab), true
	}
	i, ok := g.objects[s].def.SimpleManaAbility(c)
	if !ok {
		return mana.Cost{}, false
	}
	return g.abilityManaCost(s, &g.objects[s].def.Activated[i]), true
}

// taxedSourceTypes returns the types of mana the taxed source in s could
// make for p if its tax is paid, and whether p may tap it for mana now:
// its printed mana abilities' and its added land types' (CR 305.6).
func (g *Game) taxedSourceTypes(p PlayerID, s int32) (mana.ColorSet, bool) {
	types, _ := g.objects[s].def.SimpleMana()
	if g.landStatics > 0 {
		types |= g.addedLandMana(s)
	}
	if types == 0 || g.overwrites > 0 && g.lostAll(s) {
		return 0, false
	}
	if _, ok := g.tappableUntaxed(p, s); !ok {
		return 0, false
	}
	return types, true
}

// symbolTakes reports whether mana of type c can pay the coloured,
// hybrid or {C} symbol sym.
func symbolTakes(sym mana.Symbol, c mana.Color) bool {
	switch sym.Kind {
	case mana.Colored, mana.ColorlessSymbol:
		return sym.Color == c
	case mana.Hybrid:
		return sym.Color == c || sym.Alt == c
	}
	return false
}

// taxedSourcePays reports whether cost with X = x can be paid with the
// help of a taxed mana source (planTaxedSource), for option listing:
// spellFor is the slot plus one of the spell paid for, or 0.
func (g *Game) taxedSourcePays(p PlayerID, cost mana.Cost, x int, exclude, spellFor int32) bool {
	if g.taxGrants == 0 {
		return false
	}
	var plan payPlan
	plan.spellFor = spellFor
	return g.planTaxedSource(p, cost, x, exclude, &plan)
}
