package game

import (
	"math"
	"slices"

	"github.com/spellstack/spellstack/zone"
)

// relabelHidden gives the objects of player q's hidden places in a copy
// made for viewer new slots, and the game's count of zone changes as
// theirs, so that their ObjectIDs tell nothing of the real cards. A
// game's slots follow its cards (New numbers the decklists in order),
// and the deal changes the cards on them but not where they are: without
// this, the slots of a copy's hidden places would still say which real
// card each place holds (and so where a card viewer knew went in a
// shuffled library). Each object keeps what it is and what is known of
// it, as dealt; only its slot and its count change, and it forgets its
// timestamp: a card keeps the one it had on the battlefield (no rule reads
// it elsewhere), and that timestamp named it in every view, so it would
// say which card is where. The slots relabelled
// are a public set: all of q's cards in hidden places but those viewer
// knows the place of, the pinned ones (see pinnedCards) and those some
// part of the game refers to by their current slot or ID (held). They go
// to the places in increasing order, hand first and then the library
// from the bottom: a function of that set, which tells nothing either.
//
// The count inc is above that of every old ObjectID naming one of these
// slots, so that the ID stays stale (CR 400.7) whichever object is now
// there; it is worked out from public facts only (see relabelCount). hidden is the number of library cards, from the bottom,
// that viewer doesn't see.
func (c *Game) relabelHidden(v *viewer, q PlayerID, hidden int, keep []pinnedCard, held []int32, inc uint16) {
	pl := &c.players[q]
	var placeBuf, slotBuf [128]int32
	var recBuf [128]object
	places, slots := placeBuf[:0], slotBuf[:0] // places: list index, hand first, then library plus len(hand)
	relabels := func(s int32) bool {
		if pinned(keep, s) {
			// A delayed trigger's card dealt again (a soft pin viewer
			// doesn't know) is a card like the others; its trigger is
			// dropped (dropDealtAwayDelayed).
			return !pinnedHard(keep, s) && !v.knows(s, false)
		}
		return !slices.Contains(held, s)
	}
	if !v.seesHand(q) {
		for i, s := range pl.hand {
			if relabels(s) {
				places, slots = append(places, int32(i)), append(slots, s)
			}
		}
	}
	for i, s := range pl.library[:hidden] {
		if !v.knows(s, true) && relabels(s) {
			places, slots = append(places, int32(len(pl.hand)+i)), append(slots, s)
		}
	}
	if len(slots) == 0 {
		return
	}
	// The records out, and the set in increasing order: each slot is
	// marked as it empties, and the marks read back in slot order.
	recs := recBuf[:0]
	lo, hi := slots[0], slots[0]
	for _, s := range slots {
		recs = append(recs, c.objects[s])
		c.objects[s].zone = relabelling
		lo, hi = min(lo, s), max(hi, s)
	}
	slots = slots[:0]
	for s := lo; s <= hi; s++ {
		if c.objects[s].zone == relabelling {
			slots = append(slots, s)
		}
	}
	for i, s := range slots {
		c.objects[s] = recs[i]
		c.objects[s].inc = inc
		c.objects[s].timestamp = 0
		if p := int(places[i]); p < len(pl.hand) {
			pl.hand[p] = s
		} else {
			pl.library[p-len(pl.hand)] = s
		}
	}
	c.charsChanged()
}

// sortHiddenHand puts the cards of player q's hand, in a copy made for
// viewer who doesn't see it, in an order that tells nothing: the cards
// viewer knows first, by name and what others know of them, as the view
// lists them (ViewPlayer.KnownHand), then the others in their order,
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
		return int(c.objects[a].known) - int(c.objects[b].known)
	})
}

// relabelling marks, for a moment, a slot whose object relabelHidden
// took out: no object is ever in that zone.
const relabelling zone.Kind = nowhere - 1

// relabelCount returns the zone-change count that relabelHidden gives
// the objects it moves, and false when it must not move any: the number
// of zone changes the game has counted (zoneChanges), which every player
// saw happen (CR 400.2: a card that moves between hidden zones moves in
// view of all, if not which card it is). No object has counted more, and
// an ID goes stale only when its object counts one more, so no ID from
// the past reaches it, and the copy's own count stays the game's: a copy
// determinized again is dealt as the game is. A game with more than
// 65,535 zone changes keeps its slots (bounds.go).
func (c *Game) relabelCount() (uint16, bool) {
	if c.zoneChanges > math.MaxUint16 {
		return 0, false
	}
	return uint16(c.zoneChanges), true
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
