package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// Counter costs of activated abilities: "Remove X +1/+1 counters from
// CARDNAME" (X chosen as the ability is activated, CR 107.3a, 601.2b via
// 602.2b) and "Put a verse counter on CARDNAME" (CR 117.1: any action
// can be a cost).

// removableCounters is the largest X an ability that removes X counters
// of its kind from its source can choose: the counters there are
// (CR 117.3: a cost can't be paid without them), and the one its cost
// puts there of the same kind, which may be paid first (CR 601.2h).
func (g *Game) removableCounters(slot int32, ab *ability.Activated) int {
	k, ok := ParseCounterKind(ab.Cost.RemoveCountersX)
	if !ok || g.objects[slot].zone != zone.Battlefield {
		return 0
	}
	n := int(g.objects[slot].counters[k])
	if ab.Cost.PutCounter == ab.Cost.RemoveCountersX {
		n++
	}
	return n
}

// activationX checks the X of an activation: for a mana cost with {X},
// as for spells; for "remove X counters", at most the counters there are;
// otherwise 0.
func (g *Game) activationX(ab *ability.Activated, slot int32, x int, name string) (int, error) {
	if ab.Cost.RemoveCountersX == "" || ab.Cost.Mana.HasX() {
		return checkX(ab.Cost.Mana, x, name)
	}
	if n := g.removableCounters(slot, ab); x < 0 || x > n {
		return 0, alsoCite(refuseField(ErrCantPay, "X", "117.3", "%s has %d %s counters: X=%d can't be removed", name, n, ab.Cost.RemoveCountersX, x), "601.2h", "602.2b")
	}
	return x, nil
}

// payCounterCosts removes and puts the counters an activation's cost
// says.
func (g *Game) payCounterCosts(slot int32, ab *ability.Activated, x int) {
	if ab.Cost.PutCounter == ab.Cost.RemoveCountersX {
		// The counter put may be among those removed (removableCounters).
		g.putCounterCost(slot, ab)
		g.removeCounterCost(slot, ab, x)
		return
	}
	g.removeCounterCost(slot, ab, x)
	g.putCounterCost(slot, ab)
}

// removeCounterCost removes the X counters an activation's cost says.
func (g *Game) removeCounterCost(slot int32, ab *ability.Activated, x int) {
	o := &g.objects[slot]
	if k, ok := ParseCounterKind(ab.Cost.RemoveCountersX); ok && x > 0 {
		was := o.counters[k]
		o.counters[k] = addCount(was, -x)
		g.charsChangedFor(slot)
		g.sbaDirty = true
		g.emitCountCost(slot, k, int(o.counters[k]-was))
	}
}

// putCounterCost puts the counter an activation's cost says.
func (g *Game) putCounterCost(slot int32, ab *ability.Activated) {
	o := &g.objects[slot]
	if k, ok := ParseCounterKind(ab.Cost.PutCounter); ok {
		was := o.counters[k]
		o.counters[k] = addCount(was, 1)
		g.minusCounters = g.minusCounters || k == MinusOne // CR 704.5q may apply
		g.charsChangedFor(slot)
		g.sbaDirty = true
		g.emitCountCost(slot, k, int(o.counters[k]-was))
	}
}

// emitCountCost records counters put or removed to pay a cost.
func (g *Game) emitCountCost(slot int32, k CounterKind, delta int) {
	if k == Loyalty {
		g.emitLoyalty(slot, delta)
	} else {
		g.emitCounters(slot, k, delta)
	}
}
