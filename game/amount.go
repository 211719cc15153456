package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// countAmount computes a counted amount of the resolving item (see
// ability/amount.go), counted as the effect is carried out (CR 608.2h).
func (g *Game) countAmount(a ability.Amount) int {
	it := &g.res.item
	ctrl := PlayerID(it.Controller)
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
			if s, ok := g.lookup(ObjectID(it.Source)); ok && g.objects[s].zone == zone.Battlefield {
				n = int(g.objects[s].counters[k])
			}
		}
	case ability.CardsInGraveyards:
		for p := range g.players {
			for _, s := range g.players[p].graveyard {
				if a.Group.Types == 0 || g.objects[s].def.Types&a.Group.Types != 0 {
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
