package game

import (
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
)

// payOnResolution pays cost for p during a resolution ("you may pay {R}.
// If you do, ..."), tapping mana sources as needed, and reports whether
// it was paid: a cost that can't be paid isn't (CR 117.3).
func (g *Game) payOnResolution(p PlayerID, cost mana.Cost) bool {
	if cost.IsEmpty() {
		return true
	}
	var plan payPlan
	if !g.planPayment(p, cost, 0, -1, &plan) {
		return false
	}
	g.executePayment(p, &plan)
	return true
}

// copyAbility puts onto the stack a copy of the activated ability with
// stack serial serial, controlled by p, if it is still on the stack
// (CR 707.10). The copy was not activated: nothing that triggers on
// activation sees it (CR 706.10). It keeps the original's targets and X.
func (g *Game) copyAbility(p PlayerID, serial uint32) {
	for i := 0; i < g.stack.Len(); i++ {
		it := *g.stack.At(i)
		if it.Serial == serial && it.Kind == stack.ActivatedAbility {
			it.Controller = int8(p)
			g.pushItem(it)
			return
		}
	}
}
