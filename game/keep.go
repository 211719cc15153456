package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// The state-based actions about attachments and uniqueness (CR 704.5j,
// 704.5k, 704.5n, 704.5p), and the decision of which permanent to keep.

// attachmentSBA puts Auras attached to illegal or missing objects into
// their owners' graveyards (CR 704.5n) and unattaches Equipment attached
// to an illegal permanent (CR 704.5p). It reports whether it acted.
func (g *Game) attachmentSBA() bool {
	var buf [16]int32
	doomed := buf[:0]
	acted := false
	for _, s := range g.battlefield {
		o := &g.objects[s]
		switch {
		case o.def.IsAura():
			if !g.auraLegal(s) {
				doomed = append(doomed, s)
			}
		case o.attachedTo != 0:
			t, ok := g.lookup(o.attachedTo)
			if !ok || g.objects[t].zone != zone.Battlefield || !g.isCreature(t) {
				o.attachedTo = 0 // CR 704.5p: it stays, unattached
				acted = true
			}
		}
	}
	for _, s := range doomed {
		g.moveObject(s, zone.Graveyard)
		acted = true
	}
	return acted
}

// auraLegal reports whether the Aura in slot is attached to an object it
// could enchant (CR 303.4d).
func (g *Game) auraLegal(s int32) bool {
	o := &g.objects[s]
	t, ok := g.lookup(o.attachedTo)
	if !ok || g.objects[t].zone != zone.Battlefield {
		return false
	}
	spec := o.def.Enchant
	spec.Filter.Another = false
	// Enchant is not targeting: hexproof does not matter (CR 303.4d), so
	// check the type and side only.
	if !g.permanentAllowed(t, spec.Allow) {
		return false
	}
	return g.sideOK(spec.Filter.Side, g.objects[t].controller, o.controller)
}

// uniquenessSBA applies the legend rule (CR 704.5k) and planeswalker
// uniqueness: the seed rule (all sharing a planeswalker type go to the
// graveyard) or, with UniquenessChooseOne, CR 704.5j. When a player must
// choose what to keep, it asks a DecideKeep decision and reports true in
// ask.
func (g *Game) uniquenessSBA() (acted, ask bool) {
	for _, s := range g.battlefield {
		o := &g.objects[s]
		d := o.def
		switch {
		case d.Supertypes.Has(card.Legendary) && d.Types&ability.Planeswalker == 0:
			if g.countSame(s, func(x int32) bool {
				return g.objects[x].def.Name == d.Name && g.objects[x].controller == o.controller
			}) > 1 {
				g.keep = keepState{kind: keepLegend, name: d.Name}
				g.pending = Decision{Kind: DecideKeep, Player: o.controller}
				return false, true
			}
		case d.Types&ability.Planeswalker != 0 && len(d.Subtypes) > 0:
			pwType := d.Subtypes[0]
			if g.rules.Uniqueness == UniquenessAll {
				n := g.countSame(s, func(x int32) bool {
					return g.types(x)&ability.Planeswalker != 0 && g.objects[x].def.HasSubtype(pwType)
				})
				if n > 1 {
					// Seed rule: all of them, whoever controls them.
					var buf [8]int32
					all := buf[:0]
					for _, x := range g.battlefield {
						if g.types(x)&ability.Planeswalker != 0 && g.objects[x].def.HasSubtype(pwType) {
							all = append(all, x)
						}
					}
					for _, x := range all {
						g.moveObject(x, zone.Graveyard)
					}
					return true, false
				}
			} else if g.countSame(s, func(x int32) bool {
				return g.types(x)&ability.Planeswalker != 0 && g.objects[x].def.HasSubtype(pwType) && g.objects[x].controller == o.controller
			}) > 1 {
				g.keep = keepState{kind: keepPlaneswalker, name: pwType}
				g.pending = Decision{Kind: DecideKeep, Player: o.controller}
				return false, true
			}
		}
	}
	return false, false
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
	o := &g.objects[slot]
	if o.zone != zone.Battlefield || o.controller != g.pending.Player {
		return false
	}
	switch g.keep.kind {
	case keepLegend:
		return o.def.Name == g.keep.name && o.def.Supertypes.Has(card.Legendary)
	case keepPlaneswalker:
		return g.types(slot)&ability.Planeswalker != 0 && o.def.HasSubtype(g.keep.name)
	}
	return false
}

// answerKeep keeps the chosen permanent and puts the rest of its group
// into their owners' graveyards (CR 704.5j, 704.5k).
func (g *Game) answerKeep(a Action) error {
	s, ok := g.lookup(a.Object)
	if !ok || !g.keepCandidate(s) {
		rule := "704.5k"
		if g.keep.kind == keepPlaneswalker {
			rule = "704.5j"
		}
		return refuse(ErrNotAllowed, rule, "choose one of the permanents the rule applies to")
	}
	var buf [8]int32
	rest := buf[:0]
	for _, x := range g.battlefield {
		if x != s && g.keepCandidate(x) {
			rest = append(rest, x)
		}
	}
	for _, x := range rest {
		g.moveObject(x, zone.Graveyard)
	}
	g.keep = keepState{}
	g.pending = Decision{}
	g.continuePriority()
	return nil
}
