package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// triggerTargeted runs "whenever a permanent you control becomes the
// target of a spell or ability an opponent controls" for each permanent
// the item it, just put on the stack, targets (CR 603.2, 114.1); the event
// amount names the item by its serial number.
func (g *Game) triggerTargeted(it *stack.Item) {
	if !g.anyTriggers || it.NumTargets == 0 {
		return
	}
	by := PlayerID(it.Controller)
	for i, t := range it.TargetList() {
		if t.IsPlayer() || t.Object == 0 || g.seenTarget(it, i) {
			continue
		}
		ts, ok := g.lookup(ObjectID(t.Object))
		if !ok || g.objects[ts].zone != zone.Battlefield {
			continue
		}
		for _, s := range g.battlefield {
			if g.opponents(g.objects[s].controller, by) {
				g.triggerSelf(s, ability.BecomesTargetOfOpponent, ObjectID(t.Object), int(it.Serial))
			}
		}
	}
}

// seenTarget reports whether target i of it names an object an earlier
// target already names: it becomes the target once (CR 114.1).
func (g *Game) seenTarget(it *stack.Item, i int) bool {
	for j := 0; j < i; j++ {
		if it.Targets[j] == it.Targets[i] {
			return true
		}
	}
	return false
}
