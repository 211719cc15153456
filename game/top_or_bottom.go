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
// is on top, CR 401.4). The cards stay where they are until every owner
// has placed theirs, and then all move in one event (CR 101.4, 608.2e),
// seeing each other leave (CR 603.10a, 610.3c): the other players learn
// which went on top and which to the bottom, not the order (CR 401.4),
// neither from the battlefield between answers nor from the events.

// startTopOrBottom locks in the permanents and asks the first owner.
func (g *Game) startTopOrBottom(e *ability.Effect) bool {
	g.res.cards = g.res.cards[:0]
	ctrl := PlayerID(g.res.item.Controller)
	for _, s := range g.battlefield {
		// "Your opponents control" is read from the controller of the
		// spell or ability, wherever its source is now (CR 109.5).
		if !g.sideOK(e.Group.Side, g.objects[s].controller, ctrl) {
			continue
		}
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
	for _, s := range g.topOrBottomWaiting() {
		if g.objects[s].zone == zone.Battlefield && g.objects[s].owner == p {
			n++
		}
	}
	return n
}

// topOrBottomWaiting returns the locked-in cards not placed yet; the
// placed ones follow them in res.cards.
func (g *Game) topOrBottomWaiting() []int32 {
	return g.res.cards[:len(g.res.cards)-int(g.res.placedTop)-int(g.res.placedBottom)]
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
	g.placeTopOrBottom()
	g.res.cards = g.res.cards[:0]
	g.res.next++
	return false
}

// placeTopOrBottom moves the cards every owner placed into their
// libraries, in one event: moved in battlefield order, so that the
// events tell nothing of the order chosen, then arranged in it (the last
// one answered "top" on top, the last one answered "bottom" lowest), and
// their order hidden from the other players. Cards whose owner left the
// game meanwhile left with them.
func (g *Game) placeTopOrBottom() {
	w := len(g.topOrBottomWaiting())
	placed := g.res.cards[w:]
	top, bottom := placed[:g.res.placedTop], placed[g.res.placedTop:]
	var moved []int32
	for _, s := range g.battlefield { // an order the answers don't change
		if slices.Contains(placed, s) {
			moved = append(moved, s)
		}
	}
	g.res.placedTop, g.res.placedBottom = 0, 0
	if len(moved) == 0 {
		return
	}
	g.snapshotLeaving(moved)
	nested := g.beginLeaving()
	for _, s := range moved {
		g.moveObject(s, zone.Library)
	}
	isMoved := func(s int32) bool { return slices.Contains(moved, s) }
	for p := range g.players {
		owns := func(s int32) bool { return isMoved(s) && g.objects[s].owner == PlayerID(p) }
		var lows, highs []int32
		for i := len(bottom) - 1; i >= 0; i-- { // the last answered lowest
			if owns(bottom[i]) {
				lows = append(lows, bottom[i])
			}
		}
		for _, s := range top { // the last answered on top
			if owns(s) {
				highs = append(highs, s)
			}
		}
		if len(lows)+len(highs) == 0 {
			continue
		}
		lib := g.players[p].library
		rest := slices.DeleteFunc(slices.Clone(lib), isMoved)
		g.players[p].library = append(append(append(lib[:0], lows...), rest...), highs...)
		g.hideOrderPut(PlayerID(p), lows)
		g.hideOrderPut(PlayerID(p), highs)
	}
	g.endLeaving(nested)
}

// hideOrderPut keeps the order of the cards p put together on the top
// of their library, or together at the bottom, to p: the others know
// which went where, not their order (CR 401.4), and so the cards are one
// group (object.group). A card alone at its end keeps its known place;
// tokens don't count, since they cease to exist there (CR 110.5f).
func (g *Game) hideOrderPut(p PlayerID, group []int32) {
	cards := 0
	for _, s := range group {
		if !g.objects[s].token {
			cards++
		}
	}
	if cards < 2 {
		return
	}
	id := g.newGroup(p)
	for _, s := range group {
		if o := &g.objects[s]; !o.token {
			o.placed &= seatBit(p)
			o.group = id
		}
	}
}

// topOrBottomAfterLeaving goes on after the owner who was placing their
// cards left the game: the cards they placed left with them, the others
// stay locked in (CR 608.2g, 800.4a), and the next owner is asked.
func (g *Game) topOrBottomAfterLeaving() {
	if !g.askTopOrBottom() {
		g.runEffects()
	}
}

// legalTopOrBottom lists each waiting card of the player, top then
// bottom.
func (g *Game) legalTopOrBottom(buf []Action, d Decision) []Action {
	for _, s := range g.topOrBottomWaiting() {
		if g.objects[s].zone == zone.Battlefield && g.objects[s].owner == d.Player {
			id := g.idOf(s)
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: id},
				Action{Kind: ActChoose, Player: d.Player, Object: id, Choice: 1})
		}
	}
	return buf
}

// answerTopOrBottom places one card where its owner says; once the owner
// has placed them all, they move.
func (g *Game) answerTopOrBottom(a Action) error {
	if a.Choice != 0 && a.Choice != 1 {
		return refuseField(ErrNotAllowed, "Choice", "401.4", "choice %d: 0 puts it on top, 1 on the bottom", a.Choice)
	}
	s, ok := g.lookup(a.Object)
	waiting := g.topOrBottomWaiting()
	i := slices.Index(waiting, s)
	if !ok || i < 0 || g.objects[s].zone != zone.Battlefield || g.objects[s].owner != a.Player {
		return refuseField(ErrNotAllowed, "Object", "401.4", "%s is not one of your cards this effect moves and not yet placed", g.objectText(a.Object, a.Player))
	}
	// Take it out of the waiting cards and add it to the placed ones: the
	// top ones, then the bottom ones.
	cards := g.res.cards
	copy(cards[i:], cards[i+1:len(waiting)])
	w := len(waiting) - 1
	if a.Choice == 0 {
		top := int(g.res.placedTop)
		copy(cards[w:w+top], cards[w+1:w+1+top])
		cards[w+top] = s
		g.res.placedTop++
	} else {
		copy(cards[w:], cards[w+1:])
		cards[len(cards)-1] = s
		g.res.placedBottom++
	}
	g.pending = Decision{}
	if !g.askTopOrBottom() {
		g.runEffects()
	}
	return nil
}
