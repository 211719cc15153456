package game

import (
	"math"
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// Entering as a copy other than from its own spell (CR 706, 614.1c):
// "You may have Mercurial Pretender enter the battlefield as a copy of a
// creature you control" applies however the permanent enters. Its spell
// chooses as it resolves (OpChooseCopy); put onto the battlefield any
// other way (a search, a graveyard), it enters with the choice still to
// make, which is asked before anything else happens, like the other
// choices made as a permanent enters (CR 614.12): before state-based
// actions (a 0/0 waits for it), and before its entering triggers
// anything, so that those triggers see what it entered as.
//
// A creature that entered at the same time is not a permanent yet when
// the replacement applies, and can't be copied (Liliana Vess's last
// ability puts several creatures at once): enterTogether puts the ones
// that choose a copy first, so that every creature they may copy has an
// older timestamp (CR 613.6c).

// chosenDone is the chosen value of a ChooseCopy permanent whose choice
// is made: the copy's own choice, if it has one, starts again from 0.
const chosenDone = 1

// copyChoicePending reports whether the permanent in slot still has to
// choose what it enters as a copy of.
func (g *Game) copyChoicePending(slot int32) bool {
	o := &g.objects[slot]
	return o.def.AsEnters == ability.ChooseCopy && o.chosen == 0 && o.zone == zone.Battlefield
}

// copyTargetOf reports whether the permanent in s may be what the
// entering permanent in slot becomes a copy of: a creature its
// controller controls, other than itself.
func (g *Game) copyTargetOf(slot, s int32) bool {
	o := &g.objects[slot]
	if o.zone == zone.Battlefield && o.chosen == 0 && (g.objects[s].timestamp >= o.timestamp ||
		len(g.enteredTogether) > 0 && slices.Contains(g.enteredTogether, g.idOf(s))) {
		return false // it entered together with slot, or later (CR 614.12)
	}
	return s != slot && g.objects[s].zone == zone.Battlefield && g.objects[s].controller == o.controller && g.isCreature(s)
}

// anyCopyCandidate reports whether the permanent entering in slot has a
// creature to copy: without one there is nothing to ask.
func (g *Game) anyCopyCandidate(slot int32) bool {
	for _, s := range g.battlefield {
		if g.copyTargetOf(slot, s) {
			return true
		}
	}
	return false
}

// enteringCopy returns the permanent whose pending DecideChooseCard is
// its copy choice as it entered, or -1: that decision comes outside any
// resolution.
func (g *Game) enteringCopy() int32 {
	if g.res.active {
		return -1
	}
	if s := g.enterChoiceDue(); s >= 0 && g.objects[s].def.AsEnters == ability.ChooseCopy {
		return s
	}
	return -1
}

// enterCopyChoices lists the answers of the copy choice of the permanent
// in slot: none, then each creature it may copy.
func (g *Game) enterCopyChoices(buf []Action, p PlayerID, slot int32) []Action {
	buf = append(buf, Action{Kind: ActChoose, Player: p})
	for _, s := range g.battlefield {
		if g.copyTargetOf(slot, s) {
			buf = append(buf, Action{Kind: ActChoose, Player: p, Object: g.idOf(s)})
		}
	}
	return buf
}

// answerEnterCopy answers the copy choice of the permanent in slot:
// Object a creature to copy, or 0 to stay itself. It then enters as what
// it became: "enters tapped", "enters with counters" and a choice of its
// own as the copy (CR 706.2: the copiable values include them), and its
// entering triggers; priority goes on.
func (g *Game) answerEnterCopy(a Action, slot int32) error {
	src := int32(-1)
	if a.Object != 0 {
		s, ok := g.lookup(a.Object)
		if !ok || !g.copyTargetOf(slot, s) {
			return copyChoiceRefused()
		}
		src = s
	}
	g.pending = Decision{}
	o := &g.objects[slot]
	o.chosen = chosenDone
	if !g.noEvents {
		// Every player learns the choice (CR 614.12): the Pretender is
		// named as itself, before it becomes the copy.
		e := Event{Kind: EventChoose, Player: a.Player, Choice: ChoiceCopy, Source: g.idOf(slot), SourceCard: o.def}
		if src >= 0 {
			e.setTargets([]Target{ObjectTarget(g.idOf(src))})
		}
		g.emit(e)
	}
	if src >= 0 {
		g.becomeCopy(slot, src)
	}
	g.enterAsChosen(slot)
	if !slices.ContainsFunc(g.battlefield, g.copyChoicePending) {
		g.copyEnterGraves = 0 // the event's copy choices are all made
	}
	if g.anyTriggers && !g.entering(slot) && !slices.Contains(g.enteredTogether, g.idOf(slot)) {
		g.onEnter(slot) // or after the copy's own choice (answerName)
	}
	g.sbaDirty = true
	g.resume()
	return nil
}

// becomeCopy makes the permanent in slot, which has just entered and
// whose entering has not been seen yet, a copy of the creature in src,
// as if it had entered as one.
func (g *Game) becomeCopy(slot, src int32) {
	o := &g.objects[slot]
	rec := copyRecord{id: g.idOf(slot), printed: o.def, base: g.objects[src].def, baseToken: g.objects[src].token}
	if from := g.copyOf(g.idOf(src)); from != nil {
		rec.base, rec.baseToken = from.base, from.baseToken
		rec.with = append(rec.with, from.with...)
	}
	rec.with = append(rec.with, o.def)
	wasActivatable := activatableIn(o, zone.Battlefield)
	g.countStatics(o, -1)
	o.def = copyDefinition(rec.base, rec.with)
	g.countStatics(o, +1)
	if now := activatableIn(o, zone.Battlefield); now != wasActivatable {
		if now {
			g.activatables++
		} else {
			g.activatables--
		}
	}
	g.copies = append(g.copies, rec)
	g.charsChanged()
	g.bfGen++
	if len(o.def.Triggered) > 0 {
		g.anyTriggers = true
	}
	if rec.printed.Types&ability.Planeswalker != 0 {
		o.counters[Loyalty] = 0 // its own loyalty was no part of the copy (CR 306.5b)
	}
	if o.def.Types&ability.Planeswalker != 0 {
		o.counters[Loyalty] = int16(o.def.Loyalty) // the copy's (CR 306.5b, 706.2)
		g.emitLoyalty(slot, o.def.Loyalty)
	}
	// What was chosen is the copy's now: nothing, its own choice to ask
	// next, or, copying a Pretender that stayed itself, nothing more.
	switch o.def.AsEnters {
	case ability.ChooseNothing:
		o.chosen = 0
	case ability.ChooseCopy:
		o.chosen = chosenDone
	default:
		o.chosen = 0
		g.enterChoices = true
	}
}

// enterAsChosen applies to the permanent in slot, whose copy choice was
// just made, the "enters tapped" and "enters with counters" of what it
// entered as: the copy's, or its own if it stayed itself (CR 614.1c,
// 706.2).
func (g *Game) enterAsChosen(slot int32) {
	o := &g.objects[slot]
	if o.def.Restrictions.Has(ability.EntersTapped) {
		o.tapped = true
	}
	if k, n, ok := g.enteringCounters(slot); ok {
		o.counters[k] = addCount(o.counters[k], n)
		g.minusCounters = g.minusCounters || k == MinusOne
		g.charsChangedFor(slot)
	}
}

// enteringCounters is entryCounters for the permanent in slot, on the
// battlefield with its copy choice just made, counted as the replacement
// applies, before it entered (CR 614.12): neither it, nor the permanents
// entering with it, nor those a resolution put onto the battlefield after
// it before the choice was asked count, and the cards in graveyards are
// those before the event (noteCopyEntering).
func (g *Game) enteringCounters(slot int32) (CounterKind, int, bool) {
	o := &g.objects[slot]
	k, n, ok := g.entryCounters(slot, o.controller)
	if !ok {
		return k, n, ok
	}
	switch a := o.def.EntersWithCounters.Amount; {
	case g.copyEnterGraves > 0 && a.Kind == ability.CardsInGraveyards && a.Group.Types == ability.Creature:
		n = a.Scale(int(g.copyEnterGraves) - 1)
	case a.Kind == ability.CountPermanents || a.Kind == ability.ColorsAmongPermanents:
		n = a.Scale(g.countBeforeEntering(&a, o.controller, slot))
	}
	return k, n, ok
}

// countBeforeEntering is countFor's count of permanents, or of colours
// among them, for controller ctrl, of the permanents that were on the
// battlefield before the one in slot entered: older than it (a lower
// timestamp, CR 613.6) and not entering with it.
func (g *Game) countBeforeEntering(a *ability.Amount, ctrl PlayerID, slot int32) int {
	stamp := g.objects[slot].timestamp
	n := 0
	var seen uint8
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if s == slot || o.timestamp >= stamp || slices.Contains(g.enteredTogether, g.idOf(s)) {
			continue
		}
		if a.Kind == ability.ColorsAmongPermanents {
			if o.controller == ctrl {
				seen |= uint8(g.colors(s))
			}
			continue
		}
		c := g.charsOf(s)
		if g.sideOK(a.Group.Side, o.controller, ctrl) && g.groupMatchNoSource(&a.Group, s, &c) {
			n++
		}
	}
	for ; seen != 0; seen &= seen - 1 {
		n++
	}
	return n
}

// noteCopyEntering records, before the objects in slots move onto the
// battlefield together, the number of creature cards in all graveyards
// when one of them chooses a creature to copy as it enters: a copied
// "enters with a counter for each creature card in all graveyards"
// (Undergrowth Scavenger) counts them as they were before the event,
// the entering cards included (CR 614.12, 706.2), though the choice is
// asked once they are on the battlefield.
func (g *Game) noteCopyEntering(slots []int32) {
	for _, s := range slots {
		if g.objects[s].def.AsEnters == ability.ChooseCopy {
			n := 0
			for p := range g.players {
				for _, c := range g.players[p].graveyard {
					if g.objects[c].def.Types&ability.Creature != 0 {
						n++
					}
				}
			}
			g.copyEnterGraves = int16(min(n, math.MaxInt16-1) + 1)
			return
		}
	}
}

// settleCopyEnterGraves forgets the count noteCopyEntering kept once no
// copy choice waits: a permanent that had nothing to copy asked none, and
// the count must not outlive its event (equal positions, equal saves).
func (g *Game) settleCopyEnterGraves() {
	if g.copyEnterGraves != 0 && !slices.ContainsFunc(g.battlefield, g.copyChoicePending) {
		g.copyEnterGraves = 0
	}
}

// flushEnteredTogether runs the entering triggers of the permanents that
// entered together with one that chose as it entered (what to copy, a
// creature type, a name), once no choice of theirs is pending: each,
// copies included, sees all the others enter as what they chose
// (CR 603.6a, 614.12).
func (g *Game) flushEnteredTogether() {
	for _, id := range g.enteredTogether {
		if s, ok := g.lookup(id); ok && g.entering(s) {
			return
		}
	}
	ids := g.enteredTogether
	g.enteredTogether = nil
	if !g.anyTriggers {
		return
	}
	for _, id := range ids {
		if s, ok := g.lookup(id); ok && g.objects[s].zone == zone.Battlefield {
			g.onEnter(s)
		}
	}
}

// enteredBeforeChoice runs the entering triggers held for the permanent
// in slot (ID id), which leaves the battlefield before the choice it
// makes as it entered: it did enter, and what watched for that triggers
// (CR 603.2, 603.6a); its choice is never made.
func (g *Game) enteredBeforeChoice(slot int32, id ObjectID) {
	if i := slices.Index(g.enteredTogether, id); i >= 0 {
		g.enteredTogether = slices.Delete(g.enteredTogether, i, i+1)
	}
	g.onEnter(slot)
}

// enteringLeaving runs, before p leaves the game, the entering triggers
// held for a permanent p owns or controls that entered alone and still
// has its choice to make as it entered: it did enter (CR 603.2), and
// its choice is never made.
func (g *Game) enteringLeaving(p PlayerID) {
	if !g.anyTriggers || !g.enterChoices {
		return
	}
	for _, s := range g.battlefield {
		if o := &g.objects[s]; (o.owner == p || o.controller == p) && g.entering(s) && !slices.Contains(g.enteredTogether, g.idOf(s)) {
			g.onEnter(s)
		}
	}
}

// enteredLeaving runs, before p leaves the game, the waiting entering
// triggers of the permanents p owns or controls that entered together
// with one still choosing what to copy (see flushEnteredTogether): they
// did enter, and abilities triggered on that (CR 603.2); the copy choice
// of a permanent that leaves with p is never made. Triggered abilities
// of p's are then dropped with p's others (CR 800.4a). The others keep
// waiting for the choice.
func (g *Game) enteredLeaving(p PlayerID) {
	involved := false
	for _, id := range g.enteredTogether {
		if s, ok := g.lookup(id); ok && (g.objects[s].owner == p || g.objects[s].controller == p) {
			involved = true
		}
	}
	if !involved {
		return
	}
	// The permanents that leave with p trigger now, while they are
	// there; the others, and one still choosing what to copy, wait for
	// that choice as before, so that each sees the others enter as what
	// they are once it is made (flushEnteredTogether).
	kept := g.enteredTogether[:0]
	for _, id := range g.enteredTogether {
		s, ok := g.lookup(id)
		switch {
		case !ok || g.objects[s].zone != zone.Battlefield:
		case g.objects[s].owner != p && g.objects[s].controller != p:
			kept = append(kept, id)
		case g.anyTriggers:
			g.onEnter(s)
		}
	}
	g.enteredTogether = kept
	// With no choice of theirs left to wait for (the permanent choosing
	// leaves with p), they trigger now.
	g.flushEnteredTogether()
}
