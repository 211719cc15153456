package game

import (
	"slices"

	"github.com/spellstack/spellstack/card"
)

// dealDeparted deals again, in a copy made for viewer, the cards that
// left the game with their owner from a hand or a library (CR 800.4a,
// markLeftHidden): nobody saw them go, and they stay out of the game,
// but a copy that kept them would keep the cards that really were there
// (its Fingerprint and Save would tell them). With a believed list for
// their owner they are drawn from it, less the owner's cards viewer saw
// (DeterminizeWith); otherwise they take, in slot order, the same cards
// sorted by name, which depends only on which cards they are. Like the
// hidden places relabelHidden relabels, they take the deal's zone-change
// count inc (when relabel) and no timestamp, which tell nothing of what
// happened to each. A card an ability still names (pins) or some part of
// the game holds by slot (held) stays what it is. defs is scratch space.
func (c *Game) dealDeparted(r *rng, v *viewer, pins []pinnedCard, held []int32, inc uint16, relabel bool, decklists [][]*card.Definition, defs []*card.Definition) {
	for q := range c.players {
		p := PlayerID(q)
		if c.inGame(p) || v.seesHand(p) {
			continue
		}
		var slotBuf [128]int32
		slots := slotBuf[:0]
		for i := range c.objects {
			if o := &c.objects[i]; o.owner == p && o.zone == nowhere && o.has(markLeftHidden) &&
				!pinned(pins, int32(i)) && !slices.Contains(held, int32(i)) {
				slots = append(slots, int32(i))
			}
		}
		if len(slots) == 0 {
			continue
		}
		for _, s := range slots {
			if o := &c.objects[s]; relabel {
				o.inc, o.timestamp = inc, 0
			}
		}
		if q < len(decklists) && len(decklists[q]) > 0 {
			defs = c.dealBelieved(r, p, slots, nil, decklists[q], defs)
			continue
		}
		defs = defs[:0]
		for _, s := range slots {
			defs = append(defs, c.objects[s].def)
		}
		sortByName(defs)
		for i, s := range slots {
			c.objects[s].def = defs[i]
		}
		c.charsChanged()
	}
}
