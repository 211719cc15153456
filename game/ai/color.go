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
	if g.Pending().Count > 0 {
		return h.manaColor(g, p)
	}
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

// manaColor answers the colour of mana an effect adds with the colour
// the player's hand asks for most (coloured symbols in its mana costs),
// among the colours allowed; ties go to the first listed.
func (h *Heuristic) manaColor(g *game.Game, p game.PlayerID) game.Action {
	var need [mana.NumColors]int
	for _, id := range g.Zone(p, zone.Hand) {
		o, ok := g.Object(id)
		if !ok || o.Card == nil {
			continue
		}
		for i := range o.Card.ManaCost.Len() {
			if s := o.Card.ManaCost.Symbol(i); s.Kind == mana.Colored && s.Color < mana.NumColors {
				need[s.Color]++
			}
		}
	}
	best := 0
	for i, a := range h.buf {
		if a.Choice >= 0 && a.Choice < int(mana.NumColors) && need[a.Choice] > need[h.buf[best].Choice] {
			best = i
		}
	}
	return h.buf[best]
}
