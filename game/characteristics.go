package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// The characteristics of permanents as continuous effects leave them
// (CR 613). Every rule check reads characteristics through these, never
// from the definition directly.

// types returns the card types of the object in slot.
func (g *Game) types(slot int32) ability.Type { return g.objects[slot].def.Types }

// isCreature reports whether the object in slot is a creature.
func (g *Game) isCreature(slot int32) bool { return g.types(slot)&ability.Creature != 0 }

// colors returns the colours of the object in slot (CR 105.2).
func (g *Game) colors(slot int32) mana.ColorSet { return g.objects[slot].def.Colors }

// keywords returns the keyword abilities of the object in slot.
func (g *Game) keywords(slot int32) ability.Keyword { return g.objects[slot].def.Keywords }

// hasKeyword reports whether the object in slot has every keyword of k.
func (g *Game) hasKeyword(slot int32, k ability.Keyword) bool { return g.keywords(slot).Has(k) }

// powerToughness returns the object's power and toughness: printed
// values (layer 7a/7b), then effects in timestamp order (7c), then
// counters (7d) (CR 613.4).
func (g *Game) powerToughness(slot int32) (int, int) {
	o := &g.objects[slot]
	p, t := o.def.Power.Value, o.def.Toughness.Value
	id := o.id(int(slot))
	for i := range g.effects {
		if g.effects[i].target == id {
			p += int(g.effects[i].power)
			t += int(g.effects[i].tough)
		}
	}
	d := int(o.counters[PlusOne]) - int(o.counters[MinusOne])
	return p + d, t + d
}

// firstColor returns the first type of s in canonical order. Effects on
// the stack that add "one mana of any colour" take it until such a card
// needs a choice.
func firstColor(s mana.ColorSet) mana.Color {
	for c := mana.Color(0); c < mana.NumTypes; c++ {
		if s.Has(c) {
			return c
		}
	}
	return mana.Colorless
}
