package game

import (
	"fmt"
	"slices"
	"sort"

	"github.com/spellstack/spellstack/zone"
)

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

// lookupPublic is lookup for an object a caller names in an action that
// only a public object can answer (an activation, an attacker, a
// blocker): one in a hand or a library is refused as one that doesn't
// exist, so that the refusal tells nothing of hidden cards.
func (g *Game) lookupPublic(id ObjectID) (int32, bool) {
	s, ok := g.lookup(id)
	if !ok || hiddenZone(g.objects[s].zone) {
		return 0, false
	}
	return s, true
}

// lookupSeenBy is lookup for an object p names in an action: one in a
// zone hidden from p (a library, another player's hand) is refused as one
// that doesn't exist, so that the refusal tells p nothing p couldn't see
// (CR 401.2, 402.3).
func (g *Game) lookupSeenBy(id ObjectID, p PlayerID) (int32, bool) {
	s, ok := g.lookup(id)
	if !ok {
		return 0, false
	}
	if o := &g.objects[s]; hiddenZone(o.zone) && (o.zone != zone.Hand || o.owner != p) {
		return 0, false
	}
	return s, true
}

// objectText names id in a refusal to p: the card's name when p can see
// it (lookupSeenBy), otherwise "object N", so that a refusal tells p
// nothing of a hidden card.
func (g *Game) objectText(id ObjectID, p PlayerID) string {
	if _, ok := g.lookupSeenBy(id, p); ok {
		return g.label(id, English)
	}
	return fmt.Sprintf("object %d", id)
}

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

// forgetLibrary forgets where p's library cards are: after a shuffle
// nobody knows which card is where (CR 701.18a). A card a player knew to
// be in the library is still known to be somewhere in it: the library
// becomes one group (object.group) whose places are all of it, so that a
// hidden draw from it blurs what is known of it (see blurLeaving). With
// no card known, it needs no group.
func (g *Game) forgetLibrary(p PlayerID) {
	known := uint8(0)
	for _, s := range g.players[p].library {
		o := &g.objects[s]
		o.placed, o.group = 0, 0
		known |= o.known
	}
	if known == 0 {
		return // the usual case: nobody knew any of them
	}
	for _, s := range g.players[p].library {
		g.objects[s].group = shuffledGroup
	}
}

// shuffledGroup is the group of a library shuffled while some of its cards
// were known (see forgetLibrary): every card of it is in the group. Groups
// made later take other numbers (newGroup).
const shuffledGroup = 1

// newGroup returns a group number no card of p's library has (see
// object.group), the smallest; 255 groups at most, then the last is
// shared, which only blurs more.
func (g *Game) newGroup(p PlayerID) uint8 {
	var used [256]bool
	for _, s := range g.players[p].library {
		used[g.objects[s].group] = true
	}
	for id := 1; id < len(used); id++ {
		if !used[id] {
			return uint8(id)
		}
	}
	return 255
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

// knows reports whether the viewer knows the card in slot beyond seeing
// its zone: its identity, and with place its position in its library
// too. A spectator (NoPlayer) knows what every player knows.
func (v *viewer) knows(slot int32, place bool) bool {
	o := &v.g.objects[slot]
	b := v.seatBits()
	return o.known&b == b && (!place || o.placed&b == b)
}

// seatBits returns the bits of object.known and object.placed that say
// viewer knows: their seat's, or every seat's for a spectator, who knows
// what every player knows.
func (v *viewer) seatBits() uint8 {
	if v.p != NoPlayer {
		return seatBit(v.p)
	}
	return v.g.everyone()
}

// sawMove reports whether the viewer saw which card a zone change into a
// hidden zone moved: a card revealed on its way, or a known card drawn.
func (v *viewer) sawMove(e *Event) bool {
	b := v.g.everyone()
	if v.p != NoPlayer {
		b = seatBit(v.p)
	}
	return e.seen&b == b
}

// knownHand describes the cards of hand (one the viewer can't see) that
// the viewer knows.
func (v *viewer) knownHand(hand []int32) []ViewObject {
	var out []ViewObject
	for _, s := range hand {
		if v.knows(s, false) {
			out = append(out, v.object(s))
		}
	}
	// By name: the order the cards arrived in may be hidden (a hand
	// searched by Stain the Mind becomes known all at once).
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// knownLibrary describes the cards of lib the viewer knows: those whose
// place they know top first with their positions, then the others by
// name, so that the list tells nothing of their order.
func (v *viewer) knownLibrary(lib []int32) []ViewObject {
	var out []ViewObject
	for i := len(lib) - 1; i >= 0; i-- {
		if v.knows(lib[i], true) {
			vo := v.object(lib[i])
			vo.Position = len(lib) - i
			out = append(out, vo)
		}
	}
	// The cards known without their order, by name and then ID (not by
	// their places, which the viewer doesn't know: alike cards' ViewIDs
	// must not tell them, CR 401.2).
	var buf [16]int32
	unordered := buf[:0]
	for _, s := range lib {
		if v.knows(s, false) && !v.knows(s, true) {
			unordered = append(unordered, s)
		}
	}
	slices.SortFunc(unordered, v.g.compareUnordered)
	for _, s := range unordered {
		out = append(out, v.object(s))
	}
	return out
}

// blurLeaving forgets what the players who can't tell which card leaves
// slot's hidden zone could otherwise deduce from what they still know
// (CR 400.2), and returns the players who know the card all the same. A
// card of a name leaving a hand openly (cast, discarded) could be the
// copy of that name they knew to be there, so they forget one such copy.
// A card drawn (or otherwise moved hidden) from among library cards they
// know without knowing their order (its group, object.group) could be
// any of them: they forget those, unless all have the card's name — then
// they know the cards left, and the card drawn, as before. Other groups
// keep what is known of them. The player drawing and a
// Two-Headed Giant teammate see the card and forget nothing. to and seen
// are the move's destination and who watches it.
func (g *Game) blurLeaving(slot int32, to zone.Kind, seen uint8) uint8 {
	o := &g.objects[slot]
	if !hiddenZone(to) {
		seen = g.everyone()
	}
	handSeers := func() uint8 { return g.handSeers(o.owner) }
	switch o.zone {
	case zone.Hand:
		if hiddenZone(to) {
			return 0 // nobody sees what left: nothing to compare
		}
		blind := g.everyone() &^ o.known // who didn't know which card this is
		for _, s := range g.players[o.owner].hand {
			// Most cards in a hand are known to nobody else: test that first.
			if t := &g.objects[s]; t.known&blind != 0 && s != slot && t.def == o.def {
				if blind &^= handSeers(); t.known&blind == 0 {
					continue
				}
				lost := t.known & blind
				t.known &^= lost
				blind &^= lost
			}
		}
	case zone.Library:
		if o.group != 0 {
			return g.blurGroup(slot, to, seen, handSeers())
		}
		// Those who knew the card but not its place, and don't watch it go.
		unsure := o.known &^ o.placed &^ seen
		if to == zone.Hand {
			unsure &^= handSeers()
		}
		if unsure == 0 {
			return 0
		}
		lib := g.players[o.owner].library
		uniform := unsure // those for whom every such card has this name
		for _, s := range lib {
			if t := &g.objects[s]; s != slot && t.group == o.group && t.def != o.def {
				uniform &^= t.known &^ t.placed
			}
		}
		forget := unsure &^ uniform
		for _, s := range lib {
			if t := &g.objects[s]; s != slot && t.group == o.group {
				t.known &^= t.known &^ t.placed & forget
			}
		}
		return uniform
	}
	return 0
}

// blurGroup is blurLeaving for a library card of a group (object.group):
// the cards of a group are in its places in an order nobody knows, and
// some may be unknown (a shuffled library). A player who knows some of
// them without their places, and doesn't see which card leaves, can't
// tell whether it was one of those: they forget them, unless they know
// every card of the group and all have the card's name, when they know
// which card left and what stays. A player who knew the card's place
// knows which card left. A player who sees the card go but didn't know
// it was this one forgets one card of its name they knew in the group.
// It returns the players who know the card all the same.
func (g *Game) blurGroup(slot int32, to zone.Kind, seen, handSeers uint8) uint8 {
	o := &g.objects[slot]
	lib := g.players[o.owner].library
	watch := seen
	if to == zone.Hand {
		watch |= handSeers
	}
	loose, all := uint8(0), g.everyone()
	for _, s := range lib {
		if t := &g.objects[s]; t.group == o.group {
			loose |= t.known &^ t.placed
			all &= t.known // those who know every card of the group
			if t.def != o.def {
				all = 0
			}
		}
	}
	// Those who see the card go but didn't know it was this one can't
	// tell it from a card of its name they knew in the group: they
	// forget one such card (as for a hand, above).
	for blind := watch & loose &^ o.known; blind != 0; blind &= blind - 1 {
		bit := blind & -blind
		for _, s := range lib {
			if t := &g.objects[s]; s != slot && t.group == o.group && t.def == o.def && t.known&bit != 0 && t.placed&bit == 0 {
				t.known &^= bit
				break
			}
		}
	}
	unsure := loose &^ watch &^ (o.known & o.placed)
	if unsure == 0 {
		return 0
	}
	uniform := unsure & all
	forget := unsure &^ uniform
	for _, s := range lib {
		if t := &g.objects[s]; s != slot && t.group == o.group {
			t.known &^= t.known &^ t.placed & forget
		}
	}
	return uniform
}

// handSeers returns the players who see p's hand: p, and in Two-Headed
// Giant p's teammate (CR 810.5).
func (g *Game) handSeers(p PlayerID) uint8 {
	b := seatBit(p)
	if g.twoHeaded() {
		b |= seatBit(g.teammate(p))
	}
	return b
}
