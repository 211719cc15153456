package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// The "Sacrifice a <permanent>" cost of activated abilities (CR 701.15a):
// the ability is put on the stack, then its controller chooses the
// permanent in a DecideSacrifice decision before anyone gets priority, as
// for a discard cost.

// sacrificeCandidate reports whether the permanent in s may pay the
// sacrifice cost gr of an ability of p whose source is in src.
func (g *Game) sacrificeCandidate(p PlayerID, src, s int32, gr *ability.Group) bool {
	o := &g.objects[s]
	if o.zone != zone.Battlefield || o.controller != p || (gr.Other && s == src) {
		return false
	}
	c := g.charsOf(s)
	return g.groupMatchNoSource(gr, s, &c)
}

// canSacrifice reports whether p controls a permanent that can pay the
// sacrifice cost gr of the ability of the object in src (CR 117.3).
func (g *Game) canSacrifice(p PlayerID, src int32, gr *ability.Group) bool {
	for _, s := range g.battlefield {
		if g.sacrificeCandidate(p, src, s, gr) {
			return true
		}
	}
	return false
}

// sacrificeCost returns the sacrifice cost of the ability on top of the
// stack and the slot of its source (-1 if gone), for the pending
// DecideSacrifice.
func (g *Game) sacrificeCost() (*ability.Group, int32) {
	if g.stack.Len() == 0 {
		return nil, -1
	}
	it := g.stack.At(0)
	if it.Kind == stack.Spell {
		return g.spellSacrifice(it), -1
	}
	ab := g.stackActivated(it)
	if ab == nil {
		return nil, -1
	}
	gr := ab.Cost.Sacrifice
	src, ok := g.lookup(ObjectID(it.Source))
	if !ok {
		src = -1
	}
	return gr, src
}

// activatedCost returns the cost of the activated ability it, its
// source's own or a granted one, or the zero cost when it names none.
func (g *Game) activatedCost(it *stack.Item) ability.Cost {
	if ab := g.stackActivated(it); ab != nil {
		return ab.Cost
	}
	return ability.Cost{}
}

// legalSacrifices lists the permanents p may sacrifice for the pending
// cost.
func (g *Game) legalSacrifices(buf []Action, p PlayerID) []Action {
	if e := g.sacrificeEffect(); e != nil {
		for _, s := range g.battlefield {
			if g.sacrificeCandidate(p, -1, s, &e.Group) {
				buf = append(buf, Action{Kind: ActChoose, Player: p, Object: g.idOf(s)})
			}
		}
		return buf
	}
	gr, src := g.sacrificeCost()
	if gr == nil {
		return buf
	}
	for _, s := range g.battlefield {
		if g.sacrificeCandidate(p, src, s, gr) {
			buf = append(buf, Action{Kind: ActChoose, Player: p, Object: g.idOf(s)})
		}
	}
	return buf
}

// answerSacrifice sacrifices the chosen permanent, paying the cost, and
// gives priority on: the ability has been activated (CR 601.2i via 602.2b).
func (g *Game) answerSacrifice(a Action) error {
	if e := g.sacrificeEffect(); e != nil {
		return g.answerSacrificeEffect(a, e)
	}
	gr, src := g.sacrificeCost()
	s, ok := g.lookup(a.Object)
	if gr == nil || !ok || !g.sacrificeCandidate(a.Player, src, s, gr) {
		// One sacrifices only what one controls (CR 701.15a), and what
		// the cost names ("another creature", 117.3, 601.2h).
		return alsoCite(refuseField(ErrNotAllowed, "Object", "701.15a", "%s can't be sacrificed for this cost", g.objectText(a.Object, a.Player)), "117.3", "601.2h")
	}
	g.emit(Event{Kind: EventSacrifice, Player: a.Player, Object: a.Object, Card: g.objects[s].def})
	top := g.stack.At(0)
	if top.Kind == stack.Spell || !g.activatedCost(top).SacrificeSelf {
		// "the sacrificed creature's power": as it last existed on the
		// battlefield (CR 608.2g, 112.7a). An ability that sacrificed its
		// source keeps the source's (SourcePower).
		p, _ := g.powerToughness(s)
		top.EventAmount = int32(p)
	}
	g.moveObject(s, zone.Graveyard)
	g.pending = Decision{}
	if top = g.stack.At(0); top.Kind == stack.Spell {
		g.castComplete(a.Player)
	}
	if g.res.active {
		// A spell cast during a resolution (Chandra's copies, Master of
		// Predicaments): the resolution goes on.
		g.resumeAfterFreeCast()
		return nil
	}
	g.afterAction(a.Player)
	return nil
}
