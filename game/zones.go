package game

import (
	"math/bits"
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// addObject creates a new card or token slot in zone z of owner p and
// returns its slot.
func (g *Game) addObject(d *card.Definition, p PlayerID, z zone.Kind, token bool) int32 {
	slot := int32(len(g.objects))
	g.objects = append(g.objects, object{def: d, owner: p, controller: p, zone: z, token: token})
	if token {
		g.tokens++
	}
	if len(d.Triggered) > 0 {
		g.anyTriggers = true
	}
	g.insertInZone(slot, z, false)
	return slot
}

// addLibrary puts a new card for each of deck into p's library, in
// order, at the creation of a game: what addObject does card by card, in
// one pass. Before the game has objects elsewhere, a card put into a
// library changes nothing else insertInZone would record (no
// characteristics, battlefield, hand or activatable count; no static
// counts cards yet).
func (g *Game) addLibrary(p PlayerID, deck []*card.Definition) {
	lib := g.players[p].library
	for _, d := range deck {
		lib = append(lib, int32(len(g.objects)))
		g.objects = append(g.objects, object{def: d, owner: p, controller: p, zone: zone.Library})
		if len(d.Triggered) > 0 {
			g.anyTriggers = true
		}
	}
	g.players[p].library = lib
}

// zoneSlice returns the slice holding zone z for player p (its owner for
// private zones), or nil for the stack.
func (g *Game) zoneSlice(z zone.Kind, p PlayerID) *[]int32 {
	switch z {
	case zone.Library:
		return &g.players[p].library
	case zone.Hand:
		return &g.players[p].hand
	case zone.Graveyard:
		return &g.players[p].graveyard
	case zone.Battlefield:
		return &g.battlefield
	case zone.Exile:
		return &g.exile
	case zone.Command:
		return &g.command
	}
	return nil
}

// insertInZone records slot as in zone z: on top (end) for ordered zones,
// or at the bottom (front) of a library when bottom is set.
func (g *Game) insertInZone(slot int32, z zone.Kind, bottom bool) {
	o := &g.objects[slot]
	// Only permanents have cached characteristics: a move between other
	// zones (a draw, a discard) changes none, unless a static counts cards.
	entering := z == zone.Battlefield
	if o.zone == zone.Battlefield || entering {
		g.charsChangedFor(slot)
		if !entering {
			g.bfMoved(slot, bfOther) // taken off in removeFromZone
		}
	} else if g.countedStatics > 0 {
		g.charsChangedFor(slot)
	}
	o.zone = z
	if z == zone.Hand {
		g.players[o.owner].handGen++
	}
	if activatableIn(o, z) {
		g.activatables++
		if z == zone.Graveyard {
			g.graveAbilities++
		}
	}
	s := g.zoneSlice(z, o.owner)
	if s == nil {
		return
	}
	if bottom {
		*s = append(*s, 0)
		copy((*s)[1:], *s)
		(*s)[0] = slot
		return
	}
	*s = append(*s, slot)
	if entering {
		g.bfMoved(slot, bfEntered)
	}
}

// removeFromZone takes slot out of the zone list it is in.
func (g *Game) removeFromZone(slot int32) {
	o := &g.objects[slot]
	switch o.zone {
	case zone.Battlefield:
		g.bfMoved(slot, bfLeft)
	case zone.Hand:
		g.players[o.owner].handGen++
	}
	if activatableIn(o, o.zone) {
		g.activatables--
		if o.zone == zone.Graveyard {
			g.graveAbilities--
		}
	}
	s := g.zoneSlice(o.zone, o.owner)
	if s == nil {
		return
	}
	// Search from the end: draws, mills and the newest permanents are
	// there.
	for i := len(*s) - 1; i >= 0; i-- {
		if (*s)[i] == slot {
			*s = append((*s)[:i], (*s)[i+1:]...)
			return
		}
	}
}

// moveObject moves the object in slot to zone z (a new object, CR 400.7)
// and returns its new ID. Tokens that leave the battlefield cease to exist
// (CR 110.5f/704.5d): they are left in no zone. The players who see
// which card moves (seenLeaving) know it in its new zone.
func (g *Game) moveObject(slot int32, to zone.Kind) ObjectID {
	return g.moveObjectSeen(slot, to, g.seenLeaving(slot))
}

// moveObjectSeen is moveObject for a move that the players in seen
// watch: in a hand or library they know the card (a card revealed as it
// moves, CR 701.14), and in a library where it went (on top; callers
// that put it elsewhere say what is known).
func (g *Game) moveObjectSeen(slot int32, to zone.Kind, seen uint8) ObjectID {
	o := &g.objects[slot]
	from := o.zone
	if !hiddenZone(to) {
		seen = 0
	}
	oldID := o.id(int(slot))
	if from == zone.Battlefield && g.anyTriggers && !g.leavingGame && g.entering(slot) {
		g.enteredBeforeChoice(slot, oldID)
	}
	// State-based actions look at the battlefield, tokens and copies
	// elsewhere (CR 704.5d, 704.5e), and at nothing a move between other
	// zones changes, unless a static's condition reads other zones.
	// A quiet creature entering is judged once it is there, by its
	// toughness (CR 704.5f).
	judgeEntering := false
	if from == zone.Battlefield || to == zone.Battlefield || o.token || g.condStatics > 0 {
		switch {
		case !g.quietMove(slot, oldID):
			g.sbaDirty = true
		case to == zone.Battlefield:
			judgeEntering = true
		}
	}
	if o.token && (from == zone.Battlefield || from == zone.Stack) && to != zone.Battlefield && to != zone.Stack {
		g.strayTokens++ // CR 704.5d will remove it
	}
	// Last known information for leaves-the-battlefield triggers
	// (CR 603.10a).
	wasCreature := from == zone.Battlefield && g.isCreature(slot)
	if from == zone.Battlefield {
		g.rememberLeaving(slot)
	}
	if from == zone.Hand && !hiddenZone(to) || from == zone.Library && (o.known != 0 || o.group != 0) {
		seen |= g.blurLeaving(slot, to, seen)
	}
	lastController := o.controller
	lastPlus := int(o.counters[PlusOne])
	var oldKey uint32
	if !g.noEvents {
		oldKey = g.shownPlaceKey(slot, oldID)
	}
	g.removeFromZone(slot)
	if from == zone.Battlefield {
		g.countStatics(o, -1)
		if len(g.copies) > 0 {
			g.endCopy(slot, oldID)
		}
	}
	g.countZoneChange(o)
	o.tapped, o.sick, o.damage, o.marks = false, false, 0, 0
	if o.playTurn != 0 {
		g.exileCastable-- // the permission to play it ends with the object
	}
	o.attachedTo, o.loyaltyUses, o.playTurn, o.chosen = 0, 0, 0, 0
	o.counters = [numCounterKinds]int16{}
	o.controller, o.enteredOther = o.owner, 0
	g.charsChangedFor(slot)
	o.known, o.placed, o.group = seen, 0, 0
	if to == zone.Library {
		o.placed = seen
	}
	if to == zone.Battlefield {
		o.timestamp = g.nextTimestamp()
		g.charsChangedFor(slot)
		o.sick = true
		if o.def.Types&card.Planeswalker != 0 {
			o.counters[Loyalty] = int16(o.def.Loyalty) // CR 306.5b
			defer g.emitLoyalty(slot, o.def.Loyalty)
		}
	}
	g.insertInZone(slot, to, false)
	if to == zone.Battlefield {
		g.countStatics(o, +1)
	}
	if judgeEntering && g.isCreature(slot) && g.charsOf(slot).toughness <= 0 {
		g.sbaDirty = true
	}
	newID := o.id(int(slot))
	if from == zone.Battlefield && len(g.links) > 0 {
		defer g.holderLeft(oldID)
	}
	if !g.noEvents {
		evFrom := from
		if from == zone.Command {
			// A token is made in no zone (CR 110.5); the command
			// zone is only where createToken builds it.
			evFrom = nowhere
		}
		g.emit(Event{Kind: EventZoneChange, Player: o.owner, Object: newID, Old: oldID, OldKey: oldKey, Card: o.def, From: evFrom, To: to, seen: seen})
	}
	if g.leaving && (from == zone.Battlefield || to == zone.Graveyard) {
		g.leave(doomedPermanent{slot: slot, creature: wasCreature, controller: lastController, plus: int16(lastPlus),
			fromBattlefield: from == zone.Battlefield, toGraveyard: to == zone.Graveyard})
	} else if to == zone.Graveyard && g.anyTriggers {
		if wasCreature {
			g.onDies(slot, g.diedAs(slot), lastController, lastPlus)
		} else if from == zone.Battlefield {
			g.ownDies(slot, g.diedAs(slot), lastController, lastPlus)
		}
		g.onPutIntoGraveyard(slot)
	}
	return newID
}

// enterTogether puts several objects onto the battlefield under p's
// control in one event: each sees the others enter (CR 603.6a). With p
// NoPlayer each enters under its owner's control.
func (g *Game) enterTogether(slots []int32, p PlayerID) {
	under := func(s int32) PlayerID {
		if p == NoPlayer {
			return g.objects[s].owner
		}
		return p
	}
	trig := g.anyTriggers
	g.anyTriggers = false // hold the triggers until all have entered
	// Their counters are counted before any moves: they enter at once.
	type entry struct {
		k  CounterKind
		n  int
		ok bool
	}
	var buf [16]entry
	entries := buf[:0]
	g.noteCopyEntering(slots)
	for _, s := range slots {
		k, n, ok := g.entryCounters(s, under(s))
		entries = append(entries, entry{k, n, ok})
	}
	// Those that choose a creature to copy as they enter go first: the
	// others, entering at the same time, can't be copied (see
	// copy_enter.go).
	for pass := 0; pass < 2; pass++ {
		for i, s := range slots {
			if choosesCopy := g.objects[s].def.AsEnters == ability.ChooseCopy; choosesCopy == (pass == 0) {
				e := entries[i]
				g.enterWith(s, under(s), e.k, e.n, e.ok, false)
			}
		}
	}
	g.anyTriggers = g.anyTriggers || trig
	g.settleCopyEnterGraves()
	if slices.ContainsFunc(slots, g.entering) {
		// What a permanent copies, or the type it chooses, decides what
		// it sees enter with it and what it is (CR 603.6a, 706.2,
		// 614.12): the event's entering triggers wait for the choices
		// (see flushEnteredTogether).
		for _, s := range slots {
			g.enteredTogether = append(g.enteredTogether, g.idOf(s))
		}
		return
	}
	if g.anyTriggers {
		for _, s := range slots {
			g.onEnter(s)
		}
	}
}

// enterBattlefield moves the object in slot onto the battlefield under
// p's control, applies "enters tapped" (CR 614.1c) and runs its
// enters-the-battlefield triggers (CR 603.6a).
func (g *Game) enterBattlefield(slot int32, p PlayerID) ObjectID {
	if g.objects[slot].def.AsEnters == ability.ChooseCopy {
		g.noteCopyEntering([]int32{slot})
	}
	k, n, ok := g.entryCounters(slot, p)
	id := g.enterWith(slot, p, k, n, ok, false)
	g.settleCopyEnterGraves()
	return id
}

// enterWith is enterBattlefield with the counters it enters with (with
// is false for none), counted before it moved. copyChosen says that its
// spell already chose what it enters as a copy of (OpChooseCopy).
func (g *Game) enterWith(slot int32, p PlayerID, k CounterKind, n int, with, copyChosen bool) ObjectID {
	id := g.moveObject(slot, zone.Battlefield)
	o := &g.objects[slot]
	o.controller = p
	if p != o.owner {
		o.enteredOther = uint8(p) + 1
		g.sbaDirty = true // quietMove judged it under its owner's control
		g.bfGen++         // the lists by controller (battlefield_lists.go)
		// The zone change names the owner: an event says who controls it
		// (CR 110.2a).
		g.emit(Event{Kind: EventControl, Player: p, Object: id, Card: o.def})
	}
	g.charsChangedFor(slot)
	if o.def.AsEnters == ability.ChooseCopy && (copyChosen || !g.anyCopyCandidate(slot)) {
		o.chosen = chosenDone // nothing to ask
	} else if o.def.AsEnters != ability.ChooseNothing {
		g.enterChoices = true
	}
	if g.copyChoicePending(slot) {
		// Its own "enters tapped" and "enters with" apply only if it
		// stays itself: the copy effect comes first (CR 616.1c, 614.12,
		// 706.5). answerEnterCopy applies them, or the copy's.
		with = false
	} else if o.def.Restrictions.Has(ability.EntersTapped) {
		o.tapped = true
	}
	if with {
		// A replacement (CR 614.1c): no counter is ever "put on" it, and
		// a 0/0 survives the state-based check.
		o.counters[k] = addCount(o.counters[k], n)
		g.minusCounters = g.minusCounters || k == MinusOne // CR 704.5q may apply
		g.charsChangedFor(slot)
		g.sbaDirty = true // quietMove judged it without them
	}
	if g.anyTriggers && !g.entering(slot) {
		// After its choice otherwise (answerEnterCopy, answerName): it
		// enters as what it chose (CR 614.12, 603.6a).
		g.onEnter(slot)
	}
	return id
}

// nowhere is the zone of a token that ceased to exist (CR 110.5f).
const nowhere zone.Kind = 255

// removeToken makes a token outside the battlefield cease to exist
// (CR 704.5d, 110.5f; a spell's copy, 706.10a), an event that moves it
// out of its zone to none, so that a client following the events lets it
// go.
func (g *Game) removeToken(slot int32) {
	o := &g.objects[slot]
	if !g.noEvents {
		oldID := g.idOf(slot)
		g.emit(Event{Kind: EventZoneChange, Player: o.owner, Old: oldID, OldKey: g.shownPlaceKey(slot, oldID), Card: o.def,
			From: o.zone, To: nowhere, seen: g.everyone()})
	}
	g.removeFromZone(slot)
	o.zone = nowhere
	g.charsChangedFor(slot)
	o.known, o.placed, o.group = 0, 0, 0
	g.countZoneChange(o)
	g.tokens--
}

// shuffleLibrary shuffles p's library with the game's RNG (CR 701.18).
// Nobody knows where its cards are afterwards (see forgetLibrary).
func (g *Game) shuffleLibrary(p PlayerID) {
	lib := g.players[p].library
	for i := len(lib) - 1; i > 0; i-- {
		j := g.rng.IntN(i + 1)
		lib[i], lib[j] = lib[j], lib[i]
	}
	g.forgetLibrary(p)
	g.emit(Event{Kind: EventShuffle, Player: p})
}

// drawCard has p draw one card, or records the attempt to draw from an
// empty library (CR 120.4, 704.5b).
func (g *Game) drawCard(p PlayerID) {
	lib := g.players[p].library
	if len(lib) == 0 {
		g.players[p].drewFromEmpty = true
		g.sbaDirty = true
		return
	}
	slot := lib[len(lib)-1]
	g.moveObject(slot, zone.Hand)
	g.emit(Event{Kind: EventDraw, Player: p})
	if g.anyTriggers {
		g.triggerBattlefield(p, ability.YouDraw, -1, 0, 0) // CR 120.1
	}
}

// lookup returns the slot of id if id names an object that still exists.
func (g *Game) lookup(id ObjectID) (int32, bool) {
	s := id.slot()
	if s < 0 || s >= len(g.objects) || g.objects[s].inc != id.inc() {
		return 0, false
	}
	return int32(s), true
}

// obj returns the object id names, or nil.
func (g *Game) obj(id ObjectID) *object {
	s, ok := g.lookup(id)
	if !ok {
		return nil
	}
	return &g.objects[s]
}

func (g *Game) idOf(slot int32) ObjectID { return g.objects[slot].id(int(slot)) }

// countStatics keeps the counts of battlefield permanents that some
// rules must look at: statics that affect other objects, Auras and
// Equipment (attachment SBAs), legendary permanents and planeswalkers
// (uniqueness SBAs). delta is +1 on entering, -1 on leaving.
func (g *Game) countStatics(o *object, delta int) {
	d := o.def
	if d.IsAura() || d.IsEquipment() {
		g.attachables += delta
	}
	for i := range d.Statics {
		s := &d.Statics[i]
		if s.If.Kind != ability.Always {
			g.condStatics += delta
			if s.Affects != ability.AffectsSelf {
				g.condOthers += delta
			}
		}
		if s.IfControlSubtype != "" || s.SetPTFromCount != "" || s.SetPTFromCreatures {
			g.countedStatics += delta
		}
		if s.SpellsHaveConvoke != 0 {
			g.convokeGranters += delta
		}
		if s.AttackBlockTax != 0 || s.ActivationTax != 0 {
			g.taxGrants += delta
		}
		if s.ControllerCantPlayLands {
			g.landBans += delta
		}
		if s.PreventPerCreature || s.Protection != 0 {
			g.preventers += delta
		}
		if s.Grant != nil {
			g.grants += delta
		}
		if s.Affects == ability.AffectsSelf {
			continue
		}
		if s.Keywords != 0 {
			g.keywordGrants += delta
		}
		if s.Restrictions != 0 {
			g.restrictionGrants += delta
		}
		if s.AddTypes != 0 {
			g.typeGrants += delta
		}

	}
	if d.Supertypes.Has(card.Legendary) || d.Types&card.Planeswalker != 0 {
		g.uniques += delta
	}
	if len(d.Statics) > 0 && landStaticsOf(d.Statics) {
		g.landStatics += delta
	}
	for m := d.TriggerEvents(); m != 0; m &= m - 1 {
		g.listeners[bits.TrailingZeros64(m)] += int16(delta)
	}
	for i := range o.def.Statics {
		// "You can't play lands" reaches its controller, not the
		// permanent: cantPlayLands looks only while a source counts.
		if s := &o.def.Statics[i]; s.Affects != ability.AffectsSelf || s.ControllerCantPlayLands {
			g.staticSources += delta
			return
		}
	}
}

// quietMove reports whether moving the permanent or card in slot (id
// oldID) onto or off the battlefield can't call for a state-based
// action, but for the toughness of a creature entering, which the caller
// looks at once it is there (a 0/0 with no counters dies, CR 704.5f).
// The object is not a token, not legendary, no planeswalker, Aura or
// Equipment, with no statics, no counters to enter with and nothing to
// choose as it enters (a copy, a name), nothing attached to it; no
// effect could make it anything else (card types added, abilities
// removed, land types), no static reads other permanents (a count or a
// condition) and no permanent holds -1/-1 counters; leaving, no effect
// lasts while its controller controls it. CR 704.5 has nothing else to
// say of it: the legend and planeswalker rules pass it by, it is
// attached to nothing and nothing to it, and no other permanent's
// characteristics depend on it. A land played and a creature spell
// resolving are the most frequent moves onto the battlefield.
//
// A creature put onto the battlefield under another player's control
// (enterWith) or with counters is judged again there.
func (g *Game) quietMove(slot int32, oldID ObjectID) bool {
	o := &g.objects[slot]
	d := o.def
	if o.token || len(d.Statics) != 0 || d.Supertypes.Has(ability.Legendary) ||
		d.Types&card.Planeswalker != 0 || d.IsAura() || d.IsEquipment() ||
		d.EntersWithCounters != nil || d.AsEnters != ability.ChooseNothing ||
		g.condStatics > 0 || g.countedStatics > 0 || g.typeGrants > 0 || g.overwrites > 0 ||
		g.landStatics > 0 || g.minusCounters {
		return false
	}
	if o.zone != zone.Battlefield {
		return true
	}
	if g.attachables > 0 {
		for _, s := range g.battlefield {
			if g.objects[s].attachedTo == oldID {
				return false // its Aura or Equipment is left attached to nothing
			}
		}
	}
	// Effects that last while their controller controls it end (Aegis
	// Angel's indestructible: a damaged creature may die).
	return len(g.effects) == 0 || !g.sourceOfLasting(slot)
}

// listening reports whether some permanent on the battlefield has a
// triggered ability waiting for ev, so that event needs no scan otherwise.
func (g *Game) listening(ev ability.Event) bool { return g.listeners[ev] != 0 }

// activatableIn reports whether o, in zone z, has a non-mana activated
// ability that works there; g.activatables counts such objects so that
// option listing can skip the scan when there are none.
func activatableIn(o *object, z zone.Kind) bool {
	return z == zone.Battlefield && o.def.HasNonManaAbility() ||
		z == zone.Graveyard && o.def.HasGraveyardAbility()
}
