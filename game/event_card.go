package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
)

// A trigger on a zone change finds the card its object became in the zone
// it moved to, if that zone is public (CR 400.7d). Most such events name
// that card already (a creature dying names the card in the graveyard);
// an Aura's "when enchanted creature dies" names the creature by its
// battlefield ID, the ID its Aura was attached to, and the card is found
// from it here.

// attachedDiesTrigger reports whether it is a triggered ability on
// ability.AttachedDies.
func (g *Game) attachedDiesTrigger(it *stack.Item) bool {
	ev, ok := g.triggerEventOf(it)
	return ok && ev == ability.AttachedDies
}

// triggerEventOf returns the event of it, if it is a triggered ability.
func (g *Game) triggerEventOf(it *stack.Item) (ability.Event, bool) {
	if it.Kind != stack.TriggeredAbility {
		return 0, false
	}
	src := ObjectID(it.Source)
	if s := src.slot(); src == 0 || s < 0 || s >= len(g.objects) {
		return 0, false
	}
	d := g.triggerSourceDef(src)
	if int(it.Ability) < 0 || int(it.Ability) >= len(d.Triggered) {
		return 0, false
	}
	return d.Triggered[it.Ability].Event, true
}

// nextObjectOf returns the slot of the object id became by its next zone
// change, if it has made no other since.
func (g *Game) nextObjectOf(id ObjectID) (int32, bool) {
	s := id.slot()
	if id == 0 || s < 0 || s >= len(g.objects) || g.objects[s].inc != id.inc()+1 {
		return 0, false
	}
	return int32(s), true
}
