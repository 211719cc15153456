package ai

import (
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// color answers a colour choice (CR 105.4; Avacyn's prevention) with the
// colour most common among the opponents' permanents: that is where the
// damage is likely to come from. Ties go to the first colour in WUBRG
// order.
func (h *Heuristic) color(g *game.Game, p game.PlayerID) game.Action {
	var count [mana.NumColors]int
	for q := range g.NumPlayers() {
		if game.PlayerID(q) == p || g.Team(game.PlayerID(q)) == g.Team(p) {
			continue
		}
		for _, id := range g.Zone(game.PlayerID(q), zone.Battlefield) {
			o, _ := g.Object(id)
			for c := range mana.NumColors {
				if o.Colors.Has(mana.Color(c)) {
					count[c]++
				}
			}
		}
	}
	best := 0
	for c := range count {
		if count[c] > count[best] {
			best = c
		}
	}
	for _, a := range h.buf {
		if a.Choice == best {
			return a
		}
	}
	return h.buf[0]
}
