package game

import (
	"slices"

	"github.com/spellstack/spellstack/zone"
)

// A player searching another player's hand or library (Stain the Mind,
// CR 701.17a) sees its cards, not its history: which card arrived when,
// where it was in the decklist or how often it moved (CR 402.3, 401.2).
// So such a zone is shown sorted by name, and its cards are named by
// their position in that order ("hand:1:2", the second card of player 1's
// hand by name), not by their ObjectIDs, whose slot and zone-change count
// would tell those things. Cards of one name are alike to the searcher,
// so which of them a position names reveals nothing either.

// searchedOnly reports whether the viewer sees q's hand (z zone.Hand) or
// library (zone.Library) only because they are searching it, as another
// player: their own cards and a Two-Headed Giant teammate's hand are
// named by ObjectID.
func (v *viewer) searchedOnly(q PlayerID, z zone.Kind) bool {
	if v.p == NoPlayer || q == v.p {
		return false
	}
	switch z {
	case zone.Hand:
		return q == v.peeks && q != v.g.teammate(v.p)
	case zone.Library:
		return v.libAll && q == v.looks
	}
	return false
}

// searchedList returns q's hand or library.
func (v *viewer) searchedList(q PlayerID, z zone.Kind) []int32 {
	if z == zone.Hand {
		return v.g.players[q].hand
	}
	return v.g.players[q].library
}

// byName returns the cards of list sorted by name (ties by ObjectID,
// which only orders alike cards among themselves).
func (g *Game) byName(list []int32) []int32 {
	return slices.SortedFunc(slices.Values(list), g.compareUnordered)
}

// namePosition returns the position, from 1, of the card in slot s among
// the cards of list sorted by name.
func (g *Game) namePosition(list []int32, s int32) uint64 {
	pos := uint64(1)
	for _, x := range list {
		if x != s && g.compareUnordered(x, s) < 0 {
			pos++
		}
	}
	return pos
}

// atNamePosition returns the card at position pos (from 1) of list sorted
// by name.
func (g *Game) atNamePosition(list []int32, pos uint64) (int32, bool) {
	if pos == 0 || pos > uint64(len(list)) {
		return 0, false
	}
	return g.byName(list)[pos-1], true
}
