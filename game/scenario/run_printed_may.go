package scenario

import (
	"slices"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/stack"
)

// printedMayCards are the cards whose 2014 printing says "you may" where
// the later wording of the card facts doesn't: Ajani's Pridemate ("you may
// put a +1/+1 counter"). The engine plays the printing and asks
// (docs/rules.md, Card wording); a file written from the later wording
// doesn't answer, and meets the game as that wording plays it.
var printedMayCards = []string{"Ajani's Pridemate"}

// printedMayYes returns the "yes" of a pending yes/no asked by the
// resolving triggered ability of a printedMayCards card, and whether one is
// pending. The runner answers it as it answers alike triggers (orderAlike):
// only when the file neither answers it (`Alice choose no`) nor expects it.
func (r *runner) printedMayYes() (game.Action, bool) {
	d := r.g.Pending()
	if d.Kind != game.DecideYesNo {
		return game.Action{}, false
	}
	st := r.g.Stack()
	if len(st) == 0 {
		return game.Action{}, false
	}
	// The resolving item stays on top of the stack while it asks (CR
	// 608.2).
	top := st[0] // Stack lists the top first
	if top.Kind != stack.TriggeredAbility || top.Card == nil || !slices.Contains(printedMayCards, top.Card.Name) {
		return game.Action{}, false
	}
	for _, a := range r.g.LegalActions(nil) {
		if a.Kind == game.ActChoose && a.Choice == 1 {
			return a, true
		}
	}
	return game.Action{}, false
}
