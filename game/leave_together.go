package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// Objects that leave the battlefield in one event see each other leave:
// abilities that trigger on a creature dying or a card going to a
// graveyard "look back in time" (CR 603.10a, 603.6c), so a permanent that
// dies together with others still triggers on them. State-based actions
// (CR 704.3) and effects on a whole group ("destroy all creatures you
// don't control") move their objects as one event: between beginLeaving
// and endLeaving, moveObject only records what left, with its last known
// information, and endLeaving then runs the triggers of the whole event.

// beginLeaving opens a batch of objects leaving together. It reports
// whether a batch was already open; a nested batch joins the outer one
// and its endLeaving does nothing.
func (g *Game) beginLeaving() (nested bool) {
	nested = g.leaving
	g.leaving = true
	return nested
}

// leave records, in an open batch, that the object in slot moved: from
// the battlefield (with its controller, whether it was a creature and
// its +1/+1 counters as it last existed) or into a graveyard. An entry
// registered first (state-based actions take their information before
// anything moves) is kept.
func (g *Game) leave(d doomedPermanent) {
	for _, e := range g.leftTogether {
		if e.slot == d.slot {
			return
		}
	}
	g.leftTogether = append(g.leftTogether, d)
}

// endLeaving closes the batch opened by the matching beginLeaving and
// runs the triggers of everything that went to a graveyard in it: "when
// this dies", "whenever a creature dies" of the permanents still on the
// battlefield and of those that left in the same event, and "whenever a
// card is put into a graveyard".
func (g *Game) endLeaving(nested bool) {
	if nested {
		return
	}
	batch := g.leftTogether
	if g.anyTriggers {
		for i := range batch {
			d := &batch[i]
			if g.objects[d.slot].zone != zone.Graveyard || !d.toGraveyard {
				continue
			}
			if d.creature {
				g.onDies(d.slot, g.diedAs(d.slot), d.controller, int(d.plus))
				g.lookBack(ability.CreatureDies, d, batch)
				g.lookBackAttached(d, batch)
			} else if d.fromBattlefield {
				g.ownDies(d.slot, g.diedAs(d.slot), d.controller, int(d.plus))
			}
			if !g.objects[d.slot].token {
				// "Put into a graveyard from anywhere" (Profane Memento)
				// never looks back (CR 603.6c): a Memento that left in
				// the same event doesn't trigger.
				g.onPutIntoGraveyard(d.slot)
			}
		}
	}
	// Cleared only now: the triggers above read the batch (leftController).
	g.leaving = false
	g.leftTogether = batch[:0]
	g.preKnown = g.preKnown[:0]
	if len(g.returning) > 0 {
		g.returnTogether()
	}
}

// lookBack triggers, for the event ev of d, the abilities of the other
// permanents that left the battlefield in the same event, as they last
// existed there (CR 603.10a): each ability is controlled by its source's
// last controller and names the source by its battlefield ID, which no
// longer finds it, so "put a counter on this" does nothing.
func (g *Game) lookBack(ev ability.Event, d *doomedPermanent, batch []doomedPermanent) {
	objCtrl := d.controller
	if ev == ability.CardPutIntoGraveyard {
		objCtrl = g.objects[d.slot].owner
	}
	for i := range batch {
		e := &batch[i]
		o := &g.objects[e.slot]
		if e.slot == d.slot || !e.fromBattlefield {
			continue
		}
		def := o.def
		if len(g.copies) > 0 {
			// A copy's abilities, as it last existed (CR 706.2).
			def = g.triggerSourceDef(makeID(int(e.slot), o.inc-1))
		}
		if !def.TriggersOn(ev) || g.lostAllID(makeID(int(e.slot), o.inc-1)) {
			continue
		}
		for k := range def.Triggered {
			t := &def.Triggered[k]
			if t.Event != ev {
				continue
			}
			ctrl, self := e.controller, e.slot
			if t.OfAttached {
				// Granted by an Aura or Equipment that left too: its
				// host had it just before the event (CR 603.10a).
				var ok bool
				if ctrl, self, ok = g.leftGrantHost(e.slot); !ok {
					continue
				}
			}
			if !g.eventMatches(&t.Match, d.slot, objCtrl, ctrl, self, ev == ability.CreatureDies) {
				continue
			}
			g.triggerLookingBack(t, e.slot, self, k, ctrl, g.idOf(d.slot))
		}
	}
}

// leftGrantHost returns the controller and slot of the permanent the
// Aura or Equipment in slot src, which left the battlefield in the open
// batch, was attached to as it last existed, if that permanent then had
// src's granted abilities: it is still on the battlefield, or left in
// the same event (CR 603.10a), and no effect had taken the grant away
// (CR 613.1f).
func (g *Game) leftGrantHost(src int32) (PlayerID, int32, bool) {
	lk, ok := g.lastKnownOf(makeID(int(src), g.objects[src].inc-1))
	if !ok || lk.attachedTo == 0 {
		return NoPlayer, 0, false
	}
	host := lk.attachedTo
	if a, ok := g.lookup(host); ok && g.objects[a].zone == zone.Battlefield {
		if g.overwrites > 0 && g.grantLostTo(src, g.lossStamp(a)) {
			return NoPlayer, 0, false
		}
		return g.objects[a].controller, a, true
	}
	c, ok := g.leftController(host)
	if !ok || g.overwrites > 0 && g.grantLostBy(src, host) {
		return NoPlayer, 0, false
	}
	return c, int32(host.slot()), true
}

// lookBackAttached triggers "when enchanted (equipped) creature dies" of
// the Auras and Equipment that were attached to the creature of d and
// left the battlefield in the same event, as they last existed
// (CR 603.10a, 603.6c): a sweep that destroys a creature and its Aura
// together still triggers the Aura.
func (g *Game) lookBackAttached(d *doomedPermanent, batch []doomedPermanent) {
	id := makeID(int(d.slot), g.objects[d.slot].inc-1)
	for i := range batch {
		e := &batch[i]
		if e.slot == d.slot || !e.fromBattlefield {
			continue
		}
		o := &g.objects[e.slot]
		eid := makeID(int(e.slot), o.inc-1)
		def := o.def
		if len(g.copies) > 0 {
			def = g.triggerSourceDef(eid)
		}
		if !def.TriggersOn(ability.AttachedDies) || g.lostAllID(eid) {
			continue
		}
		if lk, ok := g.lastKnownOf(eid); !ok || lk.attachedTo != id {
			continue
		}
		for k := range def.Triggered {
			t := &def.Triggered[k]
			if t.Event != ability.AttachedDies || t.Match != (ability.Filter{}) &&
				!g.eventMatches(&t.Match, d.slot, d.controller, e.controller, e.slot, true) {
				continue
			}
			g.triggerLookingBack(t, e.slot, e.slot, k, e.controller, id)
		}
	}
}

// seesOwnDeath triggers the "whenever a creature dies" abilities of the
// creature in slot on its own death, as it last existed (CR 603.10a):
// "a creature" includes itself, so a Sengir Vampire that dies of the
// damage it dealt itself sees that death. An ability of "another
// creature" leaves it out (eventMatches). As in lookBack, the ability
// names its source by its battlefield ID.
func (g *Game) seesOwnDeath(slot int32, def *card.Definition, controller PlayerID) {
	for k := range def.Triggered {
		t := &def.Triggered[k]
		if t.Event != ability.CreatureDies || t.OfAttached || !g.eventMatches(&t.Match, slot, controller, controller, slot, true) {
			continue
		}
		g.triggerLookingBack(t, slot, slot, k, controller, g.idOf(slot))
	}
}

// triggerLookingBack triggers ability k (t) of the object in slot, which
// left the battlefield, as it last existed there (CR 603.10a): controlled
// by its last controller, with its source named by its battlefield ID.
// self is the permanent whose "another" its intervening "if" reads: the
// object itself, or the permanent an Aura or Equipment granted it to
// (CR 112.7).
func (g *Game) triggerLookingBack(t *ability.Triggered, slot, self int32, k int, controller PlayerID, eventObject ObjectID) {
	if g.interveningIf(t, controller, g.eventPlayer, self) {
		g.triggers = append(g.triggers, pendingTrigger{source: makeID(int(slot), g.objects[slot].inc-1), index: int8(k), later: g.placing,
			controller: controller, eventObject: eventObject, eventPlayer: g.eventPlayer})
	}
}

// leftController returns the last controller of the permanent that had
// battlefield ID id and left in the open batch: an Aura's granted
// trigger still belongs to the controller of the creature it enchanted
// when both events are one (CR 603.10a).
func (g *Game) leftController(id ObjectID) (PlayerID, bool) {
	for _, e := range g.leftTogether {
		if e.fromBattlefield && makeID(int(e.slot), g.objects[e.slot].inc-1) == id {
			return e.controller, true
		}
	}
	return NoPlayer, false
}
