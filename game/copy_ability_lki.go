package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
)

// An ability that copies another ("copy that ability", Kurkesh) needs
// the ability's information as it resolves. If the ability has left the
// stack by then — countered by Diffusion Sliver, whose trigger goes on
// the stack above Kurkesh's when Kurkesh's controller is the active
// player (CR 603.3b) — the copy is still made, from the ability as it last existed on the
// stack (CR 608.2g). The game keeps such abilities in goneAbilities only
// while a copying ability on the stack refers to them.

// abilityToCopy returns the activated ability with stack serial serial:
// the one on the stack, or its last known version, or nil.
func (g *Game) abilityToCopy(serial uint32) *stack.Item {
	if it := g.stackItem(serial); it != nil {
		if it.Kind != stack.ActivatedAbility {
			return nil
		}
		return it
	}
	for i := range g.goneAbilities {
		if g.goneAbilities[i].Serial == serial {
			return &g.goneAbilities[i]
		}
	}
	return nil
}

// rememberGoneAbility keeps it, an item about to leave the stack without
// resolving, when it is an activated ability that an ability on the
// stack will copy.
func (g *Game) rememberGoneAbility(it *stack.Item) {
	if it.Kind == stack.ActivatedAbility && g.copyWaitsFor(it.Serial) {
		g.goneAbilities = append(g.goneAbilities, *it)
	}
}

// copyWaitsFor reports whether a triggered ability on the stack, or the
// one resolving, copies the activated ability with stack serial serial.
func (g *Game) copyWaitsFor(serial uint32) bool {
	for i := 0; i < g.stack.Len(); i++ {
		if g.copiesAbility(g.stack.At(i), serial) {
			return true
		}
	}
	return g.res.active && g.copiesAbility(&g.res.item, serial)
}

// copiesAbility reports whether it is a triggered ability that copies
// the activated ability with stack serial serial (its EventAmount).
func (g *Game) copiesAbility(it *stack.Item, serial uint32) bool {
	if it.Kind != stack.TriggeredAbility || uint32(it.EventAmount) != serial {
		return false
	}
	_, effects := g.effectsOf(it)
	for _, e := range effects {
		if e.Op == ability.OpCopyAbility {
			return true
		}
	}
	return false
}

// pruneGoneAbilities forgets the kept abilities that nothing on the
// stack copies any more.
func (g *Game) pruneGoneAbilities() {
	kept := g.goneAbilities[:0]
	for _, it := range g.goneAbilities {
		if g.copyWaitsFor(it.Serial) {
			kept = append(kept, it)
		}
	}
	clear(g.goneAbilities[len(kept):])
	g.goneAbilities = kept
}

// goneAbilitiesOut returns the kept abilities for a save.
func (g *Game) goneAbilitiesOut() []saveItem {
	var out []saveItem
	for i := range g.goneAbilities {
		out = append(out, itemOut(&g.goneAbilities[i]))
	}
	return out
}

// goneAbilitiesIn restores the kept abilities: activated abilities no
// longer on the stack, each copied by an ability still there.
func (l *loader) goneAbilitiesIn() error {
	g := l.g
	for i := range l.f.GoneAbilities {
		path := fmt.Sprintf("goneAbilities[%d]", i)
		it, err := l.item(path, &l.f.GoneAbilities[i], false)
		if err != nil {
			return err
		}
		if it.Kind != stack.ActivatedAbility {
			return badSave(path+".kind", "only an activated ability is kept after it leaves the stack")
		}
		if g.abilityToCopy(it.Serial) != nil || g.stackItem(it.Serial) != nil {
			return badSave(path+".serial", "serial %d is on the stack or kept twice", it.Serial)
		}
		if !g.copyWaitsFor(it.Serial) {
			return badSave(path+".serial", "no ability on the stack copies the ability with serial %d (CR 608.2g)", it.Serial)
		}
		g.goneAbilities = append(g.goneAbilities, it)
	}
	return nil
}
