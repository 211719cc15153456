package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
)

// Subtypes after effects (layer 4, CR 613.1d). Resolved effects change a
// permanent's subtypes: one adds a creature type ("becomes a Goblin in
// addition"), one removes a subtype ("is no longer an Elf"), one
// replaces every creature type ("becomes a blue Frog", CR 205.1b); one
// may add a land type too ("becomes a Gate in addition"). They
// apply in timestamp order (CR 613.6), so a later effect undoes an
// earlier one, and only while they last (CR 611.2b). Statics add basic
// land types (land_types.go). Every reader asks hasSubtype or
// subtypeWith, which walk the effects once, so lords, counts, targets
// and views agree.

// subtypeState is what the resolved effects on a permanent make of one
// subtype.
type subtypeState uint8

const (
	// subtypePrinted: no effect touched it; the card decides.
	subtypePrinted subtypeState = iota
	// subtypeAdded: the latest effect that touched it added it; it
	// counts only while the permanent has the card type it goes with, a
	// creature type while it is a creature (CR 205.3d, subtypeType).
	subtypeAdded
	// subtypeRemoved: the latest effect that touched it removed it, or
	// replaced the creature types it was one of.
	subtypeRemoved
)

// effectSubtype returns what the live resolved effects on the permanent
// in slot, in timestamp order, make of subtype st.
func (g *Game) effectSubtype(slot int32, st string) subtypeState {
	state := subtypePrinted
	if len(g.effects) == 0 {
		return state
	}
	id := g.idOf(slot)
	for i := range g.effects {
		e := &g.effects[i]
		if e.target != id || e.addSubtype == "" && e.loseSubtype == "" {
			continue
		}
		switch {
		case e.addSubtype == st:
			if g.effectLive(e) {
				state = subtypeAdded
			}
		case e.replaceCreatureTypes:
			// A new creature type replaces the printed creature types
			// and those effects added before it (CR 205.1b).
			if g.effectLive(e) && (state == subtypeAdded || state == subtypePrinted && creatureSubtype(g.objects[slot].def, st)) {
				state = subtypeRemoved
			}
		case e.loseSubtype == st:
			if g.effectLive(e) {
				state = subtypeRemoved
			}
		}
	}
	return state
}

// hasSubtype reports whether the object in slot has subtype st: printed
// or added by an effect, not removed by a later one, or a basic land type
// a static gives it.
func (g *Game) hasSubtype(slot int32, st string) bool {
	switch g.effectSubtype(slot, st) {
	case subtypeAdded:
		return g.types(slot)&subtypeType(st) != 0
	case subtypeRemoved:
		return false
	}
	return g.objects[slot].def.HasSubtype(st) || g.landStatics > 0 && g.hasAddedLandType(slot, st)
}

// subtypeWith is hasSubtype for a permanent whose card types, types, are
// known: computeChars asks it in the middle of computing them, where
// reading them again would not end.
func (g *Game) subtypeWith(slot int32, st string, types ability.Type) bool {
	switch g.effectSubtype(slot, st) {
	case subtypeAdded:
		return types&subtypeType(st) != 0
	case subtypeRemoved:
		return false
	}
	return g.objects[slot].def.HasSubtype(st) ||
		g.landStatics > 0 && types&ability.Land != 0 && g.landTypeAddedToAll(st)
}

// creatureSubtype reports whether the printed subtype st of d is a
// creature type: every subtype of a creature card except the artifact,
// enchantment and land types it may also carry (CR 205.3).
func creatureSubtype(d *card.Definition, st string) bool {
	return d.Types&ability.Creature != 0 && subtypeType(st) == ability.Creature
}

// subtypeType returns the card type the subtype st goes with: the
// artifact, enchantment and land types of CR 205.3g-i, and creature for
// any other, which an effect adds as a creature type. An added subtype
// counts only while its permanent has that card type (CR 205.3d).
func subtypeType(st string) ability.Type {
	switch st {
	case "Plains", "Island", "Swamp", "Mountain", "Forest", "Gate", "Desert", "Lair", "Locus", "Urza's":
		return ability.Land
	case "Equipment", "Fortification", "Clue", "Contraption", "Treasure", "Vehicle":
		return ability.Artifact
	case "Aura", "Curse", "Shrine", "Cartouche":
		return ability.Enchantment
	}
	return ability.Creature
}

// subtypesChanged reports whether a live resolved effect touches the
// subtypes of the permanent in slot.
func (g *Game) subtypesChanged(slot int32) bool {
	if len(g.effects) == 0 {
		return false
	}
	id := g.idOf(slot)
	for i := range g.effects {
		if e := &g.effects[i]; e.target == id && (e.addSubtype != "" || e.loseSubtype != "") && g.effectLive(e) {
			return true
		}
	}
	return false
}

// permanentSubtypes returns the subtypes of the permanent in slot s,
// whose characteristics are c, as effects leave them: the printed ones
// (the definition's, shared and read-only) when no effect changed them,
// else a new slice: the printed ones that stay, then those effects added
// in timestamp order, then the basic land types statics add.
func (g *Game) permanentSubtypes(s int32, c *chars) []string {
	o := &g.objects[s]
	var landTypes uint8
	if g.landStatics > 0 {
		landTypes = g.addedLandTypes(s)
	}
	if landTypes == 0 && !g.subtypesChanged(s) {
		return o.def.Subtypes
	}
	out := make([]string, 0, len(o.def.Subtypes)+2)
	for _, st := range o.def.Subtypes {
		if g.subtypeWith(s, st, c.types) {
			out = append(out, st)
		}
	}
	id := g.idOf(s)
	for i := range g.effects {
		if e := &g.effects[i]; e.target == id && e.addSubtype != "" && !slices.Contains(out, e.addSubtype) && g.subtypeWith(s, e.addSubtype, c.types) {
			out = append(out, e.addSubtype)
		}
	}
	for i, t := range landwalkTypes {
		if landTypes&(1<<i) != 0 && !slices.Contains(out, t) && g.effectSubtype(s, t) != subtypeRemoved {
			out = append(out, t)
		}
	}
	return out
}
