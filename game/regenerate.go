package game

import (
	"slices"

	"github.com/spellstack/spellstack/zone"
)

// addRegenerationShield gives the permanent in slot a regeneration shield
// for this turn (CR 701.13a). Shields add up: each replaces one
// destruction.
func (g *Game) addRegenerationShield(s int32) {
	if g.objects[s].zone != zone.Battlefield {
		return
	}
	g.addShield(shield{kind: shieldRegenerate, object: g.idOf(s), player: NoPlayer})
}

// regenerates uses up a regeneration shield of the permanent in slot, if
// it has one, and regenerates it: its damage is removed, it is tapped and
// removed from combat (CR 701.13a, 614.8). It reports whether the
// destruction was replaced.
func (g *Game) regenerates(s int32) bool {
	if len(g.shields) == 0 {
		return false
	}
	id := g.idOf(s)
	for i, sh := range g.shields {
		if sh.kind != shieldRegenerate || sh.object != id {
			continue
		}
		g.shields = append(g.shields[:i], g.shields[i+1:]...)
		o := &g.objects[s]
		o.damage = 0
		o.marks &^= markDeathtouched
		g.tap(s)
		// "If it's an attacking or blocking creature, remove it from
		// combat" (CR 701.13a): only then does a planeswalker it is stop
		// being attacked (CR 506.4).
		if g.InCombat(id) {
			g.removeFromCombat(id)
		}
		g.sbaDirty = true
		g.emit(Event{Kind: EventRegenerate, Object: id, Card: o.def, Player: o.controller})
		return true
	}
	return false
}

// removeFromCombat takes a creature out of combat (CR 506.4): an attacker
// is no longer attacking, and its blockers remain blocking (CR 509.1g); a
// blocker stops blocking, and the creatures it blocked stay blocked
// (CR 509.1h); a planeswalker stops being attacked.
func (g *Game) removeFromCombat(id ObjectID) { g.leaveCombat(id, true) }

// leaveCombat is removeFromCombat; attacked says whether a planeswalker
// id is stops being attacked too, which it doesn't when it only stopped
// being a creature (CR 506.4d).
func (g *Game) leaveCombat(id ObjectID, attacked bool) {
	g.combat.stillBlocking = slices.DeleteFunc(g.combat.stillBlocking, func(b ObjectID) bool { return b == id })
	kept := g.combat.attackers[:0]
	for _, a := range g.combat.attackers {
		if a.id == id {
			g.combat.stillBlocking = append(g.combat.stillBlocking, a.blockers[:a.nblockers]...)
			continue
		}
		if attacked && a.planeswalker == id {
			a.attacksNothing = true // CR 506.4c: it attacks nothing now
		}
		n, ordered := 0, a.ordered
		for i, b := range a.blockers[:a.nblockers] {
			if b != id {
				a.blockers[n] = b
				n++
			} else if i < a.ordered {
				ordered-- // the rest keep their places (CR 509.2)
			}
		}
		if n < a.nblockers {
			a.nblockers = n
			a.ordered = ordered
		}
		kept = append(kept, a)
	}
	g.combat.attackers = kept
	g.charsChanged()
}
