package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// The state-based actions about attachments and uniqueness (CR 704.5j,
// 704.5k, 704.5n, 704.5p, 704.5q), and the decision of which permanent to keep.

// attachmentSBA appends to doomed the Auras attached to illegal or
// missing objects, which go to their owners' graveyards (CR 704.5n), and
// unattaches Equipment attached to an illegal permanent (CR 704.5p) and
// attached permanents that are creatures or no longer Equipment
// (CR 704.5q), reporting whether it did.
func (g *Game) attachmentSBA(doomed []doomedPermanent) ([]doomedPermanent, bool) {
	unattached := false
	for _, s := range g.battlefield {
		o := &g.objects[s]
		switch {
		case o.def.IsAura() && g.hasSubtype(s, "Aura"):
			// One no longer an Aura is attached as any other permanent
			// and becomes unattached below (CR 704.5q).
			if !g.auraLegal(s) {
				doomed = g.doom(doomed, s)
			}
		case o.attachedTo != 0:
			// CR 301.5c, 704.5q: an Equipment that is also a creature, or
			// no longer an Equipment (Haunted Plate Mail animated, an
			// Equipment under Ensoul Artifact), can't equip either.
			if !g.couldEquip(s, o.attachedTo) {
				o.attachedTo = 0 // CR 704.5p, 702.16d: it stays, unattached
				g.charsChangedFor(s)
				unattached = true
				if !g.noEvents {
					g.emit(Event{Kind: EventUnattach, Object: g.idOf(s), Card: o.def, Player: o.controller})
				}
			}
		}
	}
	return doomed, unattached
}

// couldEquip reports whether the permanent in s, an Equipment, could
// equip the object id: a creature on the battlefield without protection
// from it, where s is no creature itself and still an Equipment (CR
// 301.5c, 702.16d).
func (g *Game) couldEquip(s int32, id ObjectID) bool {
	t, ok := g.lookup(id)
	return ok && t != s && g.objects[t].zone == zone.Battlefield && g.isCreature(t) && !g.protectedFrom(t, g.idOf(s)) &&
		!g.isCreature(s) && g.hasSubtype(s, "Equipment")
}

// auraLegal reports whether the Aura in slot is attached to an object it
// could enchant (CR 303.4d). An Aura that is also a creature can enchant
// nothing (CR 303.4d), and goes to the graveyard (CR 704.5n).
func (g *Game) auraLegal(s int32) bool {
	o := &g.objects[s]
	t, ok := g.lookup(o.attachedTo)
	if !ok || g.objects[t].zone != zone.Battlefield || g.isCreature(s) {
		return false
	}
	return g.couldEnchant(s, o.controller, t)
}

// couldEnchant reports whether the Aura in slot s, controlled by p,
// could enchant the permanent in t.
func (g *Game) couldEnchant(s int32, p PlayerID, t int32) bool {
	o := &g.objects[s]
	spec := o.def.Enchant
	spec.Filter.Another = false
	// Enchant is not targeting: hexproof does not matter (CR 303.4d), so
	// check the type and side only.
	if !g.permanentAllowed(t, spec.Allow) {
		return false
	}
	// CR 702.16c, 702.16m: protection from its colour, unless that
	// protection doesn't remove Auras.
	if g.preventers > 0 {
		if _, from := g.protectionOf(t); from&g.colors(s) != 0 {
			return false
		}
	}
	return g.sideOK(spec.Filter.Side, g.objects[t].controller, p)
}

// uniquenessSBA applies the legend rule (CR 704.5k) and planeswalker
// uniqueness: the seed rule (all sharing a planeswalker type go to the
// graveyard) or, with UniquenessChooseOne, CR 704.5j. It appends to
// doomed the permanents that go. Each group whose controller chooses
// what to keep is answered by a permanent in g.kept; for the first group
// without one, in APNAP order of the controllers (CR 101.4), it asks a
// DecideKeep decision and reports true in ask, and nothing is performed
// until every group is answered: all the permanents go together, in one
// event (CR 704.3).
func (g *Game) uniquenessSBA(doomed []doomedPermanent) (_ []doomedPermanent, ask bool) {
	var buf [MaxPlayers]PlayerID
	for _, p := range g.apnap(&buf) {
		for _, s := range g.battlefield {
			o := &g.objects[s]
			if o.controller != p {
				continue
			}
			group, ok := g.uniquenessGroup(s, &doomed)
			if !ok || g.firstInGroup(group, p) != s {
				continue // no choice, or the group was seen at its first member
			}
			if keep, answered := g.keptIn(group, p); answered {
				for _, x := range g.battlefield {
					if x != keep && g.inKeepGroup(x, group, p) {
						doomed = g.doom(doomed, x)
					}
				}
				continue
			}
			if g.kept[len(g.kept)-1] != 0 {
				continue // more groups than the engine remembers: the next check
			}
			g.keep = group
			g.pending = Decision{Kind: DecideKeep, Player: p}
			return doomed, true
		}
	}
	g.kept = [len(g.kept)]ObjectID{}
	return doomed, false
}

// uniquenessGroup returns the group of permanents the permanent in slot
// must be kept from, if its controller has to choose; under the seed
// rule it dooms every planeswalker sharing its type instead.
func (g *Game) uniquenessGroup(s int32, doomed *[]doomedPermanent) (keepState, bool) {
	o := &g.objects[s]
	d := o.def
	switch {
	case d.Supertypes.Has(card.Legendary) && d.Types&ability.Planeswalker == 0:
		if g.countSame(s, func(x int32) bool {
			return g.objects[x].def.Name == d.Name && g.objects[x].controller == o.controller
		}) > 1 {
			return keepState{kind: keepLegend, name: d.Name}, true
		}
	case d.Types&ability.Planeswalker != 0 && len(d.Subtypes) > 0:
		pwType := d.Subtypes[0]
		if g.rules.Uniqueness == UniquenessAll {
			n := g.countSame(s, func(x int32) bool {
				return g.types(x)&ability.Planeswalker != 0 && g.objects[x].def.HasSubtype(pwType)
			})
			if n > 1 {
				// Seed rule: all of them, whoever controls them.
				for _, x := range g.battlefield {
					if g.types(x)&ability.Planeswalker != 0 && g.objects[x].def.HasSubtype(pwType) {
						*doomed = g.doom(*doomed, x)
					}
				}
			}
		} else if g.countSame(s, func(x int32) bool {
			return g.types(x)&ability.Planeswalker != 0 && g.objects[x].def.HasSubtype(pwType) && g.objects[x].controller == o.controller
		}) > 1 {
			return keepState{kind: keepPlaneswalker, name: pwType}, true
		}
	}
	return keepState{}, false
}

// firstInGroup returns the first permanent, in battlefield order, of
// group among those p controls.
func (g *Game) firstInGroup(group keepState, p PlayerID) int32 {
	for _, x := range g.battlefield {
		if g.inKeepGroup(x, group, p) {
			return x
		}
	}
	return -1
}

// keptIn returns the permanent of group (of p's) chosen to be kept in
// this check, if one was.
func (g *Game) keptIn(group keepState, p PlayerID) (int32, bool) {
	for _, id := range g.kept {
		if id == 0 {
			break
		}
		if s, ok := g.lookup(id); ok && g.inKeepGroup(s, group, p) {
			return s, true
		}
	}
	return 0, false
}

func (g *Game) countSame(_ int32, match func(int32) bool) int {
	n := 0
	for _, x := range g.battlefield {
		if match(x) {
			n++
		}
	}
	return n
}

// keepKind says which uniqueness rule a DecideKeep decision is for.
type keepKind uint8

const (
	keepLegend keepKind = iota + 1
	keepPlaneswalker
)

// keepState is the group a DecideKeep decision chooses from: legendary
// permanents named name, or planeswalkers of type name, that the deciding
// player controls.
type keepState struct {
	kind keepKind
	name string
}

// keepCandidate reports whether the permanent in slot is in the group of
// the pending DecideKeep decision.
func (g *Game) keepCandidate(slot int32) bool {
	return g.inKeepGroup(slot, g.keep, g.pending.Player)
}

// inKeepGroup reports whether the permanent in slot is in group k of the
// permanents p controls: legendary permanents with k's name, or
// planeswalkers of k's planeswalker type.
func (g *Game) inKeepGroup(slot int32, k keepState, p PlayerID) bool {
	o := &g.objects[slot]
	if o.zone != zone.Battlefield || o.controller != p {
		return false
	}
	switch k.kind {
	case keepLegend:
		return o.def.Name == k.name && o.def.Supertypes.Has(card.Legendary)
	case keepPlaneswalker:
		return g.types(slot)&ability.Planeswalker != 0 && o.def.HasSubtype(k.name)
	}
	return false
}

// answerKeep keeps the chosen permanent: the state-based action check
// that asked is performed with that choice, the rest of the group going
// to their owners' graveyards together with everything else the check
// found (CR 704.3, 704.5j, 704.5k).
func (g *Game) answerKeep(a Action) error {
	s, ok := g.lookup(a.Object)
	if !ok || !g.keepCandidate(s) {
		rule := "704.5k"
		if g.keep.kind == keepPlaneswalker {
			rule = "704.5j"
		}
		return refuse(ErrNotAllowed, rule, "choose one of the permanents the rule applies to")
	}
	g.pending = Decision{}
	for i := range g.kept {
		if g.kept[i] == 0 {
			g.kept[i] = a.Object
			break
		}
	}
	g.keep = keepState{}
	// The check goes on: the next group's choice, or, all answered,
	// every state-based action it found, as one event.
	g.sbaDirty = true
	g.resume()
	return nil
}

// forgetLeftKept drops from g.kept the permanents no longer on the
// battlefield (they left the game with a player), keeping the other
// answers in order.
func (g *Game) forgetLeftKept() {
	g.dropKept(func(int, int32) bool { return false })
}

// keptControllers returns the controllers of the permanents in g.kept.
func (g *Game) keptControllers() (c [maxKept]PlayerID) {
	for i, id := range g.kept {
		if s, ok := g.lookup(id); ok && id != 0 {
			c[i] = g.objects[s].controller
		}
	}
	return c
}

// forgetChangedKept drops from g.kept the permanents that left the
// battlefield or whose controller is no longer the one in before (see
// keptControllers): an answer is its controller's (CR 704.5k: "that
// player chooses"), and a player whose permanent came back from a leaver
// chooses for it again.
func (g *Game) forgetChangedKept(before [maxKept]PlayerID) {
	g.dropKept(func(i int, s int32) bool { return g.objects[s].controller != before[i] })
}

// dropKept drops from g.kept the permanents no longer on the
// battlefield and those drop reports, keeping the others in order.
func (g *Game) dropKept(drop func(i int, s int32) bool) {
	var kept [len(g.kept)]ObjectID
	n := 0
	for i, id := range g.kept {
		if id == 0 {
			break
		}
		if s, ok := g.lookup(id); ok && g.objects[s].zone == zone.Battlefield && !drop(i, s) {
			kept[n] = id
			n++
		}
	}
	g.kept = kept
}

// maxKept bounds the groups one check of the legend rule and planeswalker
// uniqueness remembers answers for; more would wait for the next check
// and not leave with the others (CR 704.3). Groups are per player: the
// M15 cards make at most 14 per player (8 legendary names and 6
// planeswalker types, TestKeptHoldsEveryGroup), so no check has more.
const maxKept = 16 * MaxPlayers
