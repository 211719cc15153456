package game

import (
	"math"
	"slices"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// relabelHidden gives the objects at player q's hidden places in a copy
// made for viewer new slots, and a new zone-change count, so that their
// ObjectIDs tell nothing of the real cards. A game's slots follow its
// cards (New numbers the decklists in order), and the deal changes the
// cards on them but not where they are: without this, the slots of a
// copy's hidden places would still say which real card each place holds.
//
// The places relabelled are those of q's hand viewer doesn't see and of
// the library below what viewer sees, but for the cards whose slots must
// stay: those viewer knows in the hand (they were not dealt), those viewer
// knows the place of, the pinned ones (see pinnedCards) and those some
// part of the game refers to by their current slot or ID (held). Their
// slots are a public set. A card viewer knows in the library without its
// place (known, listed before the deal), which the deal moved among its
// group's places, takes back its own slot, count and timestamp: viewer
// can follow it (Follow), and it may be anywhere in its group. The other
// objects take the other slots in increasing order, place by place, hand
// first, count inc and no timestamp (a card keeps the one it had on the
// battlefield, which named it in every view): a function of that set,
// which tells nothing.
//
// inc is one more than the game's count of zone changes (relabelCount),
// which everyone saw happen: no ID from before names these objects (CR
// 400.7), whichever card is now in the slot. hidden is the number of
// library cards, from the bottom, that viewer doesn't see.
func (c *Game) relabelHidden(v *viewer, q PlayerID, hidden int, keep []pinnedCard, held []int32, known []knownCard, inc uint16) {
	pl := &c.players[q]
	vb := v.seatBits()
	guarded := len(keep) > 0 || len(held) > 0
	stays := func(s int32) bool {
		if pinned(keep, s) {
			// Its slot is public, its place was dealt: it takes the
			// count and the timestamp nobody can tell apart.
			if o := &c.objects[s]; !pinnedStays(keep, s) && o.known&vb != vb {
				o.inc, o.timestamp = inc, 0
			}
			return true
		}
		return slices.Contains(held, s)
	}
	// The records out, each slot marked as it empties: places holds list
	// indexes, the hand's first, then the library's plus len(hand).
	var placeBuf [128]int32
	var recBuf [128]object
	places, recs := placeBuf[:0], recBuf[:0]
	lo := int32(len(c.objects)) // the lowest marked slot
	if !v.seesHand(q) {
		for i, s := range pl.hand {
			if o := &c.objects[s]; o.known&vb != vb && !(guarded && stays(s)) {
				places, recs = append(places, int32(i)), append(recs, *o)
				o.zone, lo = relabelling, min(lo, s)
			}
		}
	}
	for i, s := range pl.library[:hidden] {
		if o := &c.objects[s]; (o.known&o.placed)&vb != vb && !(guarded && stays(s)) {
			places, recs = append(places, int32(len(pl.hand)+i)), append(recs, *o)
			o.zone, lo = relabelling, min(lo, s)
		}
	}
	put := func(i int, s int32) {
		c.objects[s] = recs[i]
		if p := int(places[i]); p < len(pl.hand) {
			pl.hand[p] = s
		} else {
			pl.library[p-len(pl.hand)] = s
		}
	}
	// The known cards take back their slots (unmarking them)...
	var doneBuf [128]bool
	done := doneBuf[:0]
	if len(known) > 0 {
		for i := range recs {
			o := &recs[i]
			done = append(done, false)
			if o.known&vb != vb {
				continue
			}
			for k := range known {
				if kc := &known[k]; kc.def == o.def && kc.slot >= 0 && c.objects[kc.slot].zone == relabelling {
					o.inc, o.timestamp = kc.inc, kc.timestamp
					put(i, kc.slot)
					kc.slot, done[i] = -1, true
					break
				}
			}
		}
	}
	// ... and the others the marked slots, in increasing order.
	s := lo
	for i := range recs {
		if len(done) > 0 && done[i] {
			continue
		}
		for c.objects[s].zone != relabelling {
			s++
		}
		recs[i].inc, recs[i].timestamp = inc, 0
		put(i, s)
		s++
	}
	c.charsChanged()
}

// knownCard is a library card viewer knows without its place, as it was
// before the deal (see relabelHidden).
type knownCard struct {
	slot      int32
	def       *card.Definition
	inc       uint16
	timestamp uint32
}

// knownCards appends to buf the cards of lib that viewer knows without
// their place, but the pinned ones (which stay what they are), by slot:
// alike cards take their slots back in that order, not in the real one.
func (c *Game) knownCards(v *viewer, lib []int32, pins []pinnedCard, buf []knownCard) []knownCard {
	n := len(buf)
	vb := v.seatBits()
	for _, s := range lib {
		if o := &c.objects[s]; o.known&vb == vb && o.placed&vb != vb && !pinned(pins, s) {
			buf = append(buf, knownCard{s, o.def, o.inc, o.timestamp})
		}
	}
	slices.SortFunc(buf[n:], func(a, b knownCard) int { return int(a.slot - b.slot) })
	return buf
}

// sortHiddenHand puts the cards of player q's hand, in a copy made for
// viewer who doesn't see it, in an order that tells nothing: the cards
// viewer knows first, by name, what others know of them and slot, as the
// view lists them (ViewPlayer.KnownHand), then the others in their order,
// which the deal made. Where a known card sits in the real hand depends
// on which cards before it were played, which is hidden.
func (c *Game) sortHiddenHand(v *viewer, q PlayerID) {
	hand := c.players[q].hand
	if v.seesHand(q) || len(hand) < 2 {
		return
	}
	slices.SortStableFunc(hand, func(a, b int32) int {
		ka, kb := v.knows(a, false), v.knows(b, false)
		switch {
		case ka != kb:
			if ka {
				return -1
			}
			return 1
		case !ka:
			return 0
		}
		if c := compareNames(c.objects[a].def, c.objects[b].def); c != 0 {
			return c
		}
		if d := int(c.objects[a].known) - int(c.objects[b].known); d != 0 {
			return d
		}
		return int(a - b) // alike known cards keep their slots: by slot
	})
}

// relabelling marks, for a moment, a slot whose object relabelHidden
// took out: no object is ever in that zone.
const relabelling zone.Kind = nowhere - 1

// relabelCount returns the zone-change count that relabelHidden gives
// the objects it moves, and false when it must not move any: one more
// than the zone changes the game has counted (zoneChanges), which every
// player saw happen (CR 400.2: a card that moves between hidden zones
// moves in view of all, if not which card it is). No object has counted
// more, so no ID from before, stale or not, names a relabelled object;
// the copy counts the deal as one more zone change. A game with 65,535
// zone changes or more keeps its slots (bounds.go).
func (c *Game) relabelCount() (uint16, bool) {
	if c.zoneChanges >= math.MaxUint16 {
		return 0, false
	}
	return uint16(c.zoneChanges + 1), true
}

// heldSlots appends to buf the slots that some part of the game refers to
// by slot, or by an ObjectID that still names the object there (one that
// is not stale): a copy keeps those objects in their slots. The cards
// abilities refer to are pinned (pinnedCards); these are the others,
// whatever zone they are in.
func (c *Game) heldSlots(buf []int32) []int32 {
	live := func(id ObjectID) {
		if s := id.slot(); id != 0 && s >= 0 && s < len(c.objects) && c.idOf(int32(s)) == id {
			buf = append(buf, int32(s))
		}
	}
	if c.res.active {
		// The cards an effect picked (res.cards), by slot. Once the
		// resolution ends they are scratch, and may name cards gone
		// since into a library (Aetherspouts'), whose places are hidden.
		// The card OpCastCopies copies is in exile, a public zone.
		buf = append(buf, c.res.cards...)
	}
	live(c.res.copyEnter)
	live(c.res.redirectTo)
	for _, id := range c.res.redirects {
		live(id)
	}
	for i := range c.triggers {
		live(c.triggers[i].eventObject)
	}
	for _, id := range c.enteredTogether {
		live(id)
	}
	for _, id := range c.returning {
		live(id)
	}
	for _, id := range c.kept {
		live(id)
	}
	for i := range c.links {
		live(c.links[i].source)
		live(c.links[i].card)
	}
	for i := range c.shields {
		live(c.shields[i].object)
	}
	for i := range c.effects {
		live(c.effects[i].target)
		live(c.effects[i].source)
	}
	return buf
}
