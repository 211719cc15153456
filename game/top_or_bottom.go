package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// "For each attacking creature, its owner puts it on the top or bottom of
// their library" (Aetherspouts). The permanents are locked in as the
// effect begins (CR 608.2g, 611.2c) and kept in res.cards; their owners
// choose in APNAP order (CR 101.4), one card at a time, so a player who
// puts several on top also chooses their order (the last one put there
// is on top, CR 401.4).

// startTopOrBottom locks in the permanents and asks the first owner.
func (g *Game) startTopOrBottom(e *ability.Effect) bool {
	g.res.cards = g.res.cards[:0]
	for _, s := range g.battlefield {
		c := g.charsOf(s)
		if g.groupMatchNoSource(&e.Group, s, &c) {
			g.res.cards = append(g.res.cards, s)
		}
	}
	g.res.next--
	return g.askTopOrBottom()
}

// topOrBottomLeft counts p's cards still waiting.
func (g *Game) topOrBottomLeft(p PlayerID) int {
	n := 0
	for _, s := range g.res.cards {
		if g.objects[s].zone == zone.Battlefield && g.objects[s].owner == p {
			n++
		}
	}
	return n
}

// askTopOrBottom asks the next owner in APNAP order with a card waiting,
// or ends the effect. It reports whether a decision is pending.
func (g *Game) askTopOrBottom() bool {
	var buf [MaxPlayers]PlayerID
	for _, p := range g.apnap(&buf) {
		if n := g.topOrBottomLeft(p); n > 0 {
			g.pending = Decision{Kind: DecideTopOrBottom, Player: p, Count: n}
			return true
		}
	}
	g.hideOrderPut()
	g.res.cards = g.res.cards[:0]
	g.res.next++
	return false
}

// hideOrderPut keeps the order of the cards an owner put together on the
// top (or the bottom) of their library to that owner: the others know the
// cards, not their order (CR 401.4). A card alone at its end keeps its
// known place.
func (g *Game) hideOrderPut() {
	moved := func(s int32) bool { return slices.Contains(g.res.cards, s) }
	for p := range g.players {
		lib := g.players[p].library
		top := 0
		for top < len(lib) && moved(lib[len(lib)-1-top]) {
			top++
		}
		bottom := 0
		for bottom < len(lib)-top && moved(lib[bottom]) {
			bottom++
		}
		mine := seatBit(PlayerID(p))
		if top > 1 {
			for _, s := range lib[len(lib)-top:] {
				g.objects[s].placed &= mine
			}
		}
		if bottom > 1 {
			for _, s := range lib[:bottom] {
				g.objects[s].placed &= mine
			}
		}
	}
}

// legalTopOrBottom lists each waiting card of the player, top then
// bottom.
func (g *Game) legalTopOrBottom(buf []Action, d Decision) []Action {
	for _, s := range g.res.cards {
		if g.objects[s].zone == zone.Battlefield && g.objects[s].owner == d.Player {
			id := g.idOf(s)
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: id},
				Action{Kind: ActChoose, Player: d.Player, Object: id, Choice: 1})
		}
	}
	return buf
}

// answerTopOrBottom puts one card where its owner says.
func (g *Game) answerTopOrBottom(a Action) error {
	if a.Choice != 0 && a.Choice != 1 {
		return refuseField(ErrNotAllowed, "Choice", "401.4", "choice %d: 0 puts it on top, 1 on the bottom", a.Choice)
	}
	s, ok := g.lookup(a.Object)
	found := false
	for _, x := range g.res.cards {
		found = found || (ok && x == s)
	}
	if !found || g.objects[s].zone != zone.Battlefield || g.objects[s].owner != a.Player {
		return refuseField(ErrNotAllowed, "Object", "401.4", "object %d is not one of your cards this effect moves", a.Object)
	}
	pos := 1
	if a.Choice == 1 {
		pos = len(g.players[a.Player].library) + 1
	}
	g.putIntoLibrary(s, pos)
	g.pending = Decision{}
	if !g.askTopOrBottom() {
		g.runEffects()
	}
	return nil
}
