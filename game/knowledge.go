package game

import "github.com/spellstack/spellstack/zone"

// What players know about cards in hidden zones (CR 400.2): each object
// keeps the players who know its identity (known) and, in a library,
// where it is (placed). A card that changes zones is a new object
// (CR 400.7), but the players who saw which card moved still know it:
// everyone when it leaves a public zone or is revealed on the way, and,
// from a library, the players who knew that card and its place (a draw
// of a card known to be on top).

// everyone returns the bit mask of all the game's players.
func (g *Game) everyone() uint8 { return uint8(1)<<len(g.players) - 1 }

// seatBit returns p's bit in knowledge masks.
func seatBit(p PlayerID) uint8 { return uint8(1) << uint(p) }

// hiddenZone reports whether z hides its cards from some players: a
// hand or a library (CR 400.2).
func hiddenZone(z zone.Kind) bool { return z == zone.Hand || z == zone.Library }

// seenLeaving returns the players who see which card leaves slot's zone
// and what it is: everyone from a public zone, and from a library the
// players who know the card and its place. From a hand it is nobody:
// which card left is hidden.
func (g *Game) seenLeaving(slot int32) uint8 {
	o := &g.objects[slot]
	switch o.zone {
	case zone.Hand:
		return 0
	case zone.Library:
		return o.known & o.placed
	}
	return g.everyone()
}

// forgetLibrary clears what anyone knows of p's library: after a shuffle
// nobody knows where any card is, nor which card is where (CR 701.19).
func (g *Game) forgetLibrary(p PlayerID) {
	for _, s := range g.players[p].library {
		o := &g.objects[s]
		o.known, o.placed = 0, 0
	}
}

// learnPlaces records that the players in who know the top n cards of p's
// library and where they are.
func (g *Game) learnPlaces(p PlayerID, n int, who uint8) {
	lib := g.players[p].library
	for i := max(len(lib)-n, 0); i < len(lib); i++ {
		o := &g.objects[lib[i]]
		o.known |= who
		o.placed |= who
	}
}

// knows reports whether p knows the card in slot beyond seeing its zone:
// its identity, and with place its position in its library too.
func (o *object) knows(p PlayerID, place bool) bool {
	if p == NoPlayer {
		return false
	}
	b := seatBit(p)
	return o.known&b != 0 && (!place || o.placed&b != 0)
}
