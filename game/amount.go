package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
)

// countAmount computes a counted amount of the resolving item (see
// ability/amount.go), counted as the effect is carried out (CR 608.2g).
// "Counters on this" of an ability granted to a permanent are that
// permanent's (CR 112.7, effectSource).
func (g *Game) countAmount(a ability.Amount) int {
	return g.countFor(a, PlayerID(g.res.item.Controller), g.effectSource())
}

// countFor computes a counted amount for controller ctrl and source src.
func (g *Game) countFor(a ability.Amount, ctrl PlayerID, src ObjectID) int {
	n := 0
	switch a.Kind {
	case ability.CountPermanents:
		for _, s := range g.battlefield {
			c := g.charsOf(s)
			if g.sideOK(a.Group.Side, g.objects[s].controller, ctrl) && g.groupMatchNoSource(&a.Group, s, &c) {
				n++
			}
		}
	case ability.ColorsAmongPermanents:
		var seen uint8
		for _, s := range g.battlefield {
			if g.objects[s].controller == ctrl {
				seen |= uint8(g.colors(s))
			}
		}
		for ; seen != 0; seen &= seen - 1 {
			n++
		}
	case ability.CountersOnSelf:
		if k, ok := ParseCounterKind(a.Counter); ok {
			n = g.sourceCounters(src, k)
		}
	case ability.CardsInGraveyards:
		for p := range g.players {
			for _, s := range g.players[p].graveyard {
				if (a.Group.Types == 0 || g.objects[s].def.Types&a.Group.Types != 0) && g.isCard(s) {
					n++
				}
			}
		}
	}
	return a.Scale(n)
}

// groupMatchNoSource is groupMatch for a group whose side was already
// checked against the item's controller, and that has no "other".
func (g *Game) groupMatchNoSource(gr *ability.Group, s int32, c *chars) bool {
	local := *gr
	local.Side, local.Other = ability.AnySide, false
	return g.groupMatch(&local, s, s, c)
}

// entryCounters returns the counters the object in slot will enter the
// battlefield with under p's control, by its "enters the battlefield
// with" ability (CR 614.1c, 121.6), counted before it moves: the
// replacement applies to the event before it happens, so a card counted
// where it is (Undergrowth Scavenger returned from a graveyard counts
// itself) is still there (CR 614.12). ok is false when it has none.
func (g *Game) entryCounters(slot int32, p PlayerID) (k CounterKind, n int, ok bool) {
	e := g.objects[slot].def.EntersWithCounters
	if e == nil {
		return 0, 0, false
	}
	if k, ok = ParseCounterKind(e.Counter); !ok {
		return 0, 0, false
	}
	n = e.Amount.N
	if e.Amount.Kind == ability.ValueOfX {
		// The X of the spell that resolves into it; 0 for a permanent put
		// onto the battlefield without being cast (CR 107.3).
		n = 0
		if it := &g.res.item; it.Kind == stack.Spell && ObjectID(it.Source).slot() == int(slot) {
			n = int(it.X)
		}
	}
	if e.Amount.Counted() {
		n = g.countFor(e.Amount, p, g.idOf(slot))
	}
	return k, n, true
}
