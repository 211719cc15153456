package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// "Return a creature you control to its owner's hand", "return another
// permanent you control": an effect on one permanent its controller
// chooses as it resolves, without targeting (CR 608.2c, 114.9). The
// resolution stops at the effect in a DecideChoosePermanent decision;
// the answer puts the permanent in the resolution's scratch list, which
// SubjectChosen then reads. With no permanent to choose, the effect does
// nothing.

// chooseCandidate reports whether the permanent in s may be chosen by p
// for the group gr of the resolving item, whose source is in src (-1 if
// gone).
func (g *Game) chooseCandidate(p PlayerID, src, s int32, gr *ability.Group) bool {
	return g.sacrificeCandidate(p, src, s, gr)
}

// resolvingSource returns the slot of the resolving item's source while
// it is on the battlefield, or -1. The source of an ability an Aura,
// Equipment or static grants is the permanent that has it (CR 112.7):
// its "another creature" and "if you control another creature" leave
// out that permanent, not the card that grants it.
func (g *Game) resolvingSource() int32 {
	id := ObjectID(g.res.item.Source)
	if h := g.abilityHost(&g.res.item); h != 0 {
		id = h
	}
	if s, ok := g.lookup(id); ok && g.objects[s].zone == zone.Battlefield {
		return s
	}
	return -1
}

// askChosen stops the resolution at effect e, whose subject is chosen by
// the controller, when they have something to choose; it reports whether
// a decision now waits. A second call, after the answer, goes on.
func (g *Game) askChosen(e *ability.Effect) (wait, skip bool) {
	if g.res.answered {
		g.res.answered = false
		return false, false
	}
	p, src := PlayerID(g.res.item.Controller), g.resolvingSource()
	for _, s := range g.battlefield {
		if g.chooseCandidate(p, src, s, &e.Group) {
			g.res.next-- // come back to this effect with the answer
			g.pending = Decision{Kind: DecideChoosePermanent, Player: p}
			return true, false
		}
	}
	return false, true // nothing to choose: the effect does nothing
}

// legalChosen lists the permanents the pending choice may name.
func (g *Game) legalChosen(buf []Action, p PlayerID) []Action {
	e := g.resolvingEffect()
	if e == nil {
		return buf
	}
	src := g.resolvingSource()
	for _, s := range g.battlefield {
		if g.chooseCandidate(p, src, s, &e.Group) {
			buf = append(buf, Action{Kind: ActChoose, Player: p, Object: g.idOf(s)})
		}
	}
	return buf
}

// answerChosen takes the chosen permanent and resumes the resolution.
func (g *Game) answerChosen(a Action) error {
	e := g.resolvingEffect()
	s, ok := g.lookup(a.Object)
	if e == nil || e.Subject != ability.SubjectChosen || !ok || !g.chooseCandidate(a.Player, g.resolvingSource(), s, &e.Group) {
		return alsoCite(refuseField(ErrNotAllowed, "Object", "608.2c", "%s can't be chosen for this effect", g.objectText(a.Object, a.Player)), "608.2d")
	}
	g.pending = Decision{}
	g.res.cards = append(g.res.cards[:0], s)
	g.res.answered = true
	g.runEffects()
	return nil
}

// chosenObjects calls fn for the permanent chosen for the effect.
func (g *Game) chosenObjects(fn func(int32)) {
	for _, s := range g.res.cards {
		if g.objects[s].zone == zone.Battlefield {
			fn(s)
		}
	}
	g.res.cards = g.res.cards[:0]
}
