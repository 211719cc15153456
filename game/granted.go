package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Granted activated abilities (CR 613.1f, 112.1a: "Enchanted creature has
// '{T}: ...'"). A static with Grant gives the affected permanents an
// activated ability. The ability is the permanent's own: the permanent is
// its source ("this creature") and its controller activates it (CR
// 602.2); it is summoning sick with the creature. After the permanent's
// printed non-mana abilities, Action.Ability numbers the granted ones in
// battlefield order of the granting permanents. On the stack, a granted
// ability has Ability -1-k, k the index of the granting static in the
// granting permanent's definition, and EventObject the granting
// permanent's ID: the ability resolves even if that permanent has left
// (CR 112.7a), its definition staying with its slot.

// grantedIndex is the Ability of a stack item for the granting static k.
func grantedIndex(k int) int8 { return int8(-1 - k) }

// abilityAt returns the n-th (0-based) non-mana activated ability of the
// object in slot: its own, then granted ones (on the battlefield only).
// idx is what the stack item records, grantor the granting permanent (0
// for its own abilities). ok is false when there is no such ability.
func (g *Game) abilityAt(slot int32, n int) (ab *ability.Activated, idx int8, grantor ObjectID, ok bool) {
	d := g.objects[slot].def
	if i := nonManaAbility(d.Activated, n, false); i >= 0 {
		return &d.Activated[i], int8(i), 0, true
	}
	if g.grants == 0 || n < 0 || g.objects[slot].zone != zone.Battlefield {
		return nil, 0, 0, false
	}
	n -= nonManaCount(d.Activated)
	g.eachGranted(slot, func(src int32, k int, a *ability.Activated) bool {
		if n == 0 {
			ab, idx, grantor, ok = a, grantedIndex(k), g.idOf(src), true
			return false
		}
		n--
		return true
	})
	return ab, idx, grantor, ok
}

// grantLost reports whether the permanent in slot lost what src grants
// it: an effect removed all its abilities later than src's grant began
// (CR 613.6, 613.6d), or src itself lost its abilities.
func (g *Game) grantLost(src, slot int32) bool {
	if g.overwrites == 0 {
		return false
	}
	return g.grantLostTo(src, g.lossStamp(slot))
}

// grantLostBy is grantLost for a permanent that had battlefield ID host
// and left in the open batch: the effects that took its abilities away
// are still there to say whether it had lost src's grant as it last
// existed (CR 603.10a, 613.1f).
func (g *Game) grantLostBy(src int32, host ObjectID) bool {
	return g.grantLostTo(src, g.lossStampOf(host))
}

// grantLostTo reports whether src's grant is lost to an effect with
// timestamp loss (0 for none) that removed its host's abilities, or to
// src's own loss of its abilities.
func (g *Game) grantLostTo(src int32, loss uint32) bool {
	return loss != 0 && g.objects[src].timestamp <= loss || g.lostAll(src)
}

// grantees are the permanents that statics on the battlefield may grant
// activated abilities to: those the Auras and Equipment with grants are
// attached to, or every permanent (all) while a grant reaches a group or
// its own permanent, or there are more than len(ids) of them. The
// listing asks it once, instead of walking the battlefield's statics
// (eachGranted) for each permanent of the player: with Burning Anger
// out, that walk was 40 % of a game. VerifyCaches' listing with full
// scans (noBounds) lists every permanent, as before.
type grantees struct {
	ids [8]ObjectID
	n   int
	all bool
}

// grantees returns the permanents that may have granted abilities now.
// A grant whose source lost its abilities is still counted: eachGranted
// decides.
func (g *Game) grantees() grantees {
	var t grantees
	for _, src := range g.staticHolders() {
		so := &g.objects[src]
		for k := range so.def.Statics {
			st := &so.def.Statics[k]
			switch {
			case st.Grant == nil:
			case st.Affects != ability.AffectsAttached || t.n == len(t.ids):
				t.all = true
				return t
			case so.attachedTo != 0:
				t.ids[t.n] = so.attachedTo
				t.n++
			}
		}
	}
	return t
}

// may reports whether the permanent id may have granted abilities.
func (t *grantees) may(id ObjectID) bool {
	if t.all {
		return true
	}
	for _, x := range t.ids[:t.n] {
		if x == id {
			return true
		}
	}
	return false
}

// eachGranted calls fn for each ability granted to the permanent in slot,
// in battlefield order of the granting permanents, until fn returns
// false.
func (g *Game) eachGranted(slot int32, fn func(src int32, k int, ab *ability.Activated) bool) {
	var c chars
	haveChars := false
	var loss uint32 // the latest "loses all abilities" on it (CR 613.1f)
	if g.overwrites > 0 {
		loss = g.lossStamp(slot)
	}
	for _, src := range g.staticHolders() {
		so := &g.objects[src]
		// Layer 6 in timestamp order (CR 613.6): the loss removes the
		// grants older than it and its own statics', not later ones (an
		// Aura attached afterwards, CR 613.6d); a source that lost its
		// abilities grants none (staticLost).
		if loss != 0 && (src == slot || so.timestamp <= loss) {
			continue
		}
		for k := range so.def.Statics {
			st := &so.def.Statics[k]
			if st.Grant == nil || src != slot && g.staticLost(src, st) {
				continue
			}
			if st.Affects == ability.AffectsGroup && !haveChars {
				c, haveChars = g.charsOf(slot), true
			}
			applies := st.Affects == ability.AffectsSelf && src == slot || st.Affects != ability.AffectsSelf && g.staticAffects(src, st, slot, &c)
			if applies && g.staticActive(src, st) && !fn(src, k, st.Grant) {
				return
			}
		}
	}
}

// activatedOf returns the activated ability a stack item names by its
// source, Ability and EventObject: the source's own, or a granted one;
// nil if it names none.
func (g *Game) activatedOf(source uint32, idx int8, eventObject uint32) *ability.Activated {
	if idx < 0 {
		s := ObjectID(eventObject).slot()
		k := -1 - int(idx)
		if s < 0 || s >= len(g.objects) {
			return nil
		}
		d := g.objects[s].def
		if len(g.copies) > 0 {
			// A copy that granted it and left keeps its text (CR 706).
			d = g.sourceDef(ObjectID(eventObject))
		}
		if k >= len(d.Statics) {
			return nil
		}
		return d.Statics[k].Grant
	}
	s := ObjectID(source).slot()
	if s < 0 || s >= len(g.objects) {
		return nil
	}
	d := g.objects[s].def
	if len(g.copies) > 0 {
		d = g.sourceDef(ObjectID(source)) // a copy that left keeps its text (CR 706)
	}
	if int(idx) >= len(d.Activated) {
		return nil
	}
	return &d.Activated[idx]
}

// stackActivated returns the activated ability of stack item it, its
// source's own or one a static granted it (CR 112.7a: it exists apart
// from its source); nil for other items.
func (g *Game) stackActivated(it *stack.Item) *ability.Activated {
	if it.Kind != stack.ActivatedAbility {
		return nil
	}
	return g.activatedOf(it.Source, it.Ability, it.EventObject)
}

// nonManaCount counts the activated abilities of as that are not mana
// abilities.
func nonManaCount(as []ability.Activated) int {
	n := 0
	for i := range as {
		if !as[i].IsManaAbility() {
			n++
		}
	}
	return n
}

// ActivatedAbility returns the n-th (0-based) non-mana activated ability
// of the object id as ActActivate numbers them (Action.Ability): its
// card's own, then those statics grant it on the battlefield. The
// ability is shared and must not be modified.
func (g *Game) ActivatedAbility(id ObjectID, n int) (*ability.Activated, bool) {
	s, ok := g.lookup(id)
	if !ok || g.objects[s].zone == nowhere {
		return nil, false
	}
	ab, _, _, ok := g.abilityAt(s, n)
	return ab, ok
}

// upkeepOfAttached triggers the "at the beginning of the upkeep of
// enchanted (equipped) creature's controller" abilities of the Aura or
// Equipment in src, attached to the permanent in host. One the
// attachment grants to the host ("Equipped creature has 'At the
// beginning of your upkeep, draw a card'") is the host's: its
// controller's, gone if the host lost its abilities (CR 112.10, 613.1f).
func (g *Game) upkeepOfAttached(src, host int32) {
	o := &g.objects[src]
	for i := range o.def.Triggered {
		t := &o.def.Triggered[i]
		if t.Event != ability.UpkeepOfAttachedController {
			continue
		}
		if !t.OfAttached {
			g.trigger(src, i, 0, 0)
			continue
		}
		if g.overwrites > 0 && g.grantLost(src, host) {
			continue
		}
		g.triggerFor(src, i, g.objects[host].controller, g.idOf(host), 0)
	}
}

// abilityHost returns the permanent a granted triggered ability on the
// stack belongs to (CR 112.7): for one granted to an event's object (a
// Sliver's "when this creature enters"), that object; for one an Aura or
// Equipment grants to what it is attached to, the permanent it was
// attached to at its upkeep trigger, else the one it is attached to now,
// or was as it last existed. It returns 0 for other items, and when the
// host is not known.
func (g *Game) abilityHost(it *stack.Item) ObjectID {
	if it.Kind != stack.TriggeredAbility {
		return 0
	}
	return g.triggerHost(ObjectID(it.Source), int(it.Ability), ObjectID(it.EventObject))
}

// triggerHost is abilityHost for triggered ability index of source,
// triggered by an event of eventObject, on the stack or waiting to go on
// it.
func (g *Game) triggerHost(source ObjectID, index int, eventObject ObjectID) ObjectID {
	d := g.defOf(source)
	if d == nil || index >= len(d.Triggered) || index < 0 {
		return 0
	}
	return g.hostOf(&d.Triggered[index], source, eventObject)
}

// hostOf returns the permanent triggered ability t of source is granted
// to, for an event of eventObject, or 0 for an ability of source's own.
func (g *Game) hostOf(t *ability.Triggered, source, eventObject ObjectID) ObjectID {
	switch {
	case t.OfEventObject, t.OfAttached && t.Event == ability.UpkeepOfAttachedController:
		return eventObject
	case t.OfAttached:
		if s, ok := g.lookup(source); ok && g.objects[s].zone == zone.Battlefield {
			return g.objects[s].attachedTo
		}
		if lk, ok := g.lastKnownOf(source); ok {
			return lk.attachedTo // the Aura or Equipment left (CR 608.2g)
		}
	}
	return 0
}
