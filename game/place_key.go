package game

import (
	"slices"

	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// placeKey returns the key of the ViewID the object in slot (with ID id)
// has where it is now, from public facts only: a permanent's timestamp, a
// spell's stack serial, a position in a graveyard, exile or the command
// zone (from 1, as it was before the current action, so that it names
// the object in the view a client holds); 0 in a hand or library, whose
// ViewIDs hold the ObjectID.
// moveObject records it in EventZoneChange before the object leaves, so
// that a view of the event can name the object's old identity.
func (g *Game) placeKey(slot int32, id ObjectID) uint32 {
	o := &g.objects[slot]
	var list []int32
	switch o.zone {
	case zone.Battlefield:
		return o.timestamp
	case zone.Stack:
		for i := 0; i < g.stack.Len(); i++ {
			if it := g.stack.At(i); it.Kind == stack.Spell && it.Source == uint32(id) {
				return it.Serial
			}
		}
		if it := &g.res.item; it.Kind == stack.Spell && it.Source == uint32(id) {
			return it.Serial // the spell resolving (or just resolved), already off the stack
		}
		return 0
	case zone.Graveyard:
		list = g.players[o.owner].graveyard
	case zone.Exile:
		list = g.exile
	case zone.Command:
		list = g.command
	default:
		return 0
	}
	for i := len(list) - 1; i >= 0; i-- {
		if list[i] == slot {
			return g.positionBeforeAction(o.zone, o.owner, uint32(i+1))
		}
	}
	return 0
}

// leftPlace is where a card was, before the current action, as it left
// the game with its owner (CR 800.4a).
type leftPlace struct {
	zone  zone.Kind
	owner PlayerID
	key   uint32
}

// positionBeforeAction returns the position (from 1) that the card now at
// pos of a graveyard (of owner), exile or the command zone had before
// the current action began: the cards that left the zone earlier in the
// action from below it (moved, or gone with a player who left the game)
// had moved it down. Those cards' own keys are
// positions before the action, so each one at or below the running
// position moves it back up one.
func (g *Game) positionBeforeAction(z zone.Kind, owner PlayerID, pos uint32) uint32 {
	var buf [16]uint32
	left := buf[:0]
	for _, e := range g.events[min(g.actionEvents, len(g.events)):] {
		if e.Kind == EventZoneChange && e.From == z && e.OldKey != 0 && (z != zone.Graveyard || e.Player == owner) {
			left = append(left, e.OldKey)
		}
	}
	for _, l := range g.leftPlaces {
		if l.zone == z && (z != zone.Graveyard || l.owner == owner) {
			left = append(left, l.key)
		}
	}
	slices.Sort(left)
	for _, k := range left {
		if k <= pos {
			pos++
		}
	}
	return pos
}

// oldView returns the ViewID a zone change's object had for viewer v
// before it moved, or 0 if v could not see it there; for an attachment,
// the Aura's or Equipment's ViewID before its new timestamp.
func (v *viewer) oldView(e *Event) ViewID {
	if e.Kind == EventAttach && e.OldKey != 0 {
		// The same permanent under a new timestamp (CR 613.6d).
		return makeViewID(viewBattlefield, 0, uint64(e.OldKey))
	}
	if e.Kind != EventZoneChange || !v.visibleZone(e.From, e.Player) {
		return 0
	}
	if e.OldKey == 0 && e.From != zone.Hand {
		return 0
	}
	switch e.From {
	case zone.Battlefield:
		return makeViewID(viewBattlefield, 0, uint64(e.OldKey))
	case zone.Stack:
		return makeViewID(viewStack, 0, uint64(e.OldKey))
	case zone.Graveyard:
		return makeViewID(viewGraveyard, e.Player, uint64(e.OldKey))
	case zone.Exile:
		return makeViewID(viewExile, 0, uint64(e.OldKey))
	case zone.Command:
		return makeViewID(viewCommand, 0, uint64(e.OldKey))
	case zone.Hand:
		if v.searchedOnly(e.Player, zone.Hand) {
			return 0 // its ObjectID would tell its history (view_searched.go)
		}
		return makeViewID(viewHand, e.Player, uint64(e.Old))
	}
	return 0
}

// shownPlaceKey is placeKey for an object leaving its zone, or 0 when it
// came there during the current action: no view showed it there (an
// Aura that entered and went to the graveyard in one resolution, a token
// that died and ceases to exist), so its old ViewID would name nothing,
// or another object (docs/json.md: old is an ID of the view before the
// action).
func (g *Game) shownPlaceKey(slot int32, id ObjectID) uint32 {
	for i := g.actionEvents; i < len(g.events); i++ {
		if e := &g.events[i]; e.Kind == EventZoneChange && e.Object == id {
			return 0
		}
	}
	return g.placeKey(slot, id)
}
