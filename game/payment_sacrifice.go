package game

import (
	"math"
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Automatic payment with a mana source that is sacrificed for several
// mana at once ("{T}, Sacrifice Generator Servant: Add {2}"). A player
// may activate it while paying a cost (CR 601.2g, 605.3a), so payment
// counts its mana, after every other source: one activation makes all of
// it, and what the cost doesn't take stays in the pool.

// sacrificeManaAbility returns d's mana ability whose cost is {T} and
// sacrificing the permanent itself, with no mana cost and no choice of
// colour, or nil.
func sacrificeManaAbility(d *card.Definition) *ability.Activated {
	for i := range d.Activated {
		ab := &d.Activated[i]
		if !ab.IsManaAbility() || ab.HasUseRestriction() || !ab.Cost.Tap || !ab.Cost.SacrificeSelf || !ab.Cost.Mana.IsEmpty() || len(ab.Effects) != 1 {
			continue
		}
		if e := &ab.Effects[0]; e.Op == ability.OpAddMana && e.Mana.Total() > 0 {
			return ab
		}
	}
	return nil
}

// addSacrificeUnits adds the mana the source in s would add, one unit
// per mana, when p may activate its ability now.
func (g *Game) addSacrificeUnits(p PlayerID, s int32, ab *ability.Activated, plan *payPlan) {
	if g.overwrites > 0 && g.lostAll(s) {
		return
	}
	if _, ok := g.tappableSource(p, s); !ok {
		return
	}
	e := &ab.Effects[0]
	for _, c := range poolOrder {
		for k := e.Mana.Amount(c); k > 0 && plan.n < maxPayUnits; k-- {
			plan.add(mana.SetOf(c), 4, s, unitSacrifice)
			plan.sacrifice = true
		}
	}
}

// activateSacrificeUnits activates, once each, the sacrificed sources
// whose mana the plan spends: their mana goes to the pool, and the plan
// spends it from there.
func (g *Game) activateSacrificeUnits(p PlayerID, plan *payPlan) {
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitSacrifice || plan.assign[i] == mana.NoMana {
			continue
		}
		s := plan.slots[i]
		o := &g.objects[s]
		if o.zone != zone.Battlefield || o.tapped {
			continue // already activated for an earlier unit
		}
		ab := sacrificeManaAbility(o.def)
		id := g.idOf(s)
		g.tap(s)
		g.emit(Event{Kind: EventSacrifice, Player: p, Object: id, Card: o.def})
		g.moveObject(s, zone.Graveyard) // CR 701.15a
		g.runManaAbility(p, id, ab, mana.Colorless)
		if ab.Effects[0].HasteRider {
			// The mana this payment spends is not left to give haste
			// (spendHasteMana counted it for a creature spell).
			pl := &g.players[p]
			pl.hasteMana = max(0, pl.hasteMana-plan.sacrificeSpent(s))
		}
	}
}

// sacrificeSpent counts the units of the sacrificed source in s that the
// plan spends.
func (plan *payPlan) sacrificeSpent(s int32) int {
	n := 0
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] == unitSacrifice && plan.slots[i] == s && plan.assign[i] != mana.NoMana {
			n++
		}
	}
	return n
}

// spendsHasteSacrifice reports whether the plan spends mana of a
// sacrificed source whose mana gives a creature spell haste.
func (g *Game) spendsHasteSacrifice(plan *payPlan) bool {
	for i := 0; plan.sacrifice && i < plan.n; i++ {
		if plan.kind[i] == unitSacrifice && plan.assign[i] != mana.NoMana {
			if ab := sacrificeManaAbility(g.objects[plan.slots[i]].def); ab != nil && ab.Effects[0].HasteRider {
				return true
			}
		}
	}
	return false
}

// spareSacrificed re-plans a payment, found for cost with X = x, that
// sacrifices for mana a permanent the spell or ability targets (targets)
// or a creature being declared as an attacker or blocker (declared), when
// another payment exists: sacrificed, the target would be gone
// (CR 608.2b) and the attacker would not attack (CR 508.1k). The player
// chooses which sources pay (CR 601.2g-h).
func (g *Game) spareSacrificed(cost mana.Cost, x int, targets []Target, declared []int32, plan *payPlan) {
	if !plan.sacrifice || plan.taxed != 0 {
		return
	}
	for i := 0; i < plan.n; i++ {
		s := plan.slots[i]
		if plan.kind[i] != unitSacrifice || plan.assign[i] == mana.NoMana ||
			!slices.Contains(declared, s) && !slices.Contains(targets, ObjectTarget(g.idOf(s))) {
			continue
		}
		saved := *plan
		plan.dropUnitsOf(s)
		if !plan.plan(cost, x) {
			*plan = saved
		}
	}
}

// spareTargets re-plans a payment that taps a permanent the spell or
// ability targets (Ensoul Artifact on the Darksteel Citadel that would pay
// its {1}) so that other sources pay instead, when they can: a player
// keeps the permanent they are acting on untapped, free to attack or
// block (CR 601.2h leaves the choice of sources to them). Whether the
// cost can be paid doesn't change.
func (g *Game) spareTargets(cost mana.Cost, x int, targets []Target, plan *payPlan) {
	if plan.taxed != 0 || !slices.ContainsFunc(targets, func(t Target) bool { return t.Object != 0 }) {
		return // no permanent targeted (Lightning Strike at a player)
	}
	for i := 0; i < plan.n; i++ {
		s := plan.slots[i]
		if plan.kind[i] != unitSource || plan.assign[i] == mana.NoMana || !slices.Contains(targets, ObjectTarget(g.idOf(s))) {
			continue
		}
		saved := *plan
		plan.dropUnitsOf(s)
		if !plan.plan(cost, x) {
			*plan = saved
		}
	}
}

// useWholeSacrifice re-plans a payment, found for cost with X = x, that
// sacrifices a source for mana but spends only part of its mana, so that
// the rest of its mana pays before other sources: sacrificed anyway, its
// mana would otherwise float unspent while another source is tapped
// (Generator Servant's {2} paying a {2} cost alone, the Elvish Mystic
// left untapped). Whether the cost can be paid doesn't change.
func (g *Game) useWholeSacrifice(cost mana.Cost, x int, plan *payPlan) {
	if !plan.sacrifice || plan.taxed != 0 {
		return
	}
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitSacrifice || plan.assign[i] == mana.NoMana || !plan.partlySpent(plan.slots[i]) {
			continue
		}
		saved := *plan
		s := plan.slots[i]
		for j := 0; j < plan.n; j++ {
			if plan.slots[j] == s && plan.kind[j] == unitSacrifice {
				plan.units[j].Rank = math.MinInt8
			}
		}
		if !plan.plan(cost, x) {
			*plan = saved
		}
	}
}

// partlySpent reports whether the plan spends some but not all of the
// mana of the source sacrificed in slot s.
func (plan *payPlan) partlySpent(s int32) bool {
	spent, unspent := false, false
	for i := 0; i < plan.n; i++ {
		if plan.slots[i] == s && plan.kind[i] == unitSacrifice {
			if plan.assign[i] == mana.NoMana {
				unspent = true
			} else {
				spent = true
			}
		}
	}
	return spent && unspent
}
