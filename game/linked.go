package game

import (
	"fmt"

	"github.com/spellstack/spellstack/zone"
)

// Linked abilities (CR 607) and "until" effects (CR 610.3): a card one
// ability exiled that another ability of the same object, or that
// object's leaving the battlefield, brings back. A linkRecord names the
// permanent by the battlefield ID it had when the exiling ability
// resolved, and the card by its ID in exile: once either moves on, the
// link finds nothing (CR 607.2a, 400.7).
type linkRecord struct {
	// source is the permanent the exile is linked to.
	source ObjectID
	// card is the exiled card.
	card ObjectID
	// untilLeaves: the card returns to the battlefield when source leaves
	// it (CR 610.3); otherwise a linked ability finds it.
	untilLeaves bool
}

// returnLinked puts the cards exiled by the linked ability of the
// permanent that was src, now in a graveyard after dying ("When
// Hoarding Dragon dies, you may put the exiled card into its owner's
// hand"), into their owners' hands. src is its ID after it left: the
// link names the battlefield ID just before it.
func (g *Game) returnLinked(src ObjectID) {
	if src.inc() == 0 {
		return
	}
	was := makeID(src.slot(), src.inc()-1)
	for i := 0; i < len(g.links); i++ {
		l := g.links[i]
		if l.source != was || l.untilLeaves {
			continue
		}
		g.links = append(g.links[:i], g.links[i+1:]...)
		i--
		if s, ok := g.lookup(l.card); ok && g.objects[s].zone == zone.Exile {
			g.moveObject(s, zone.Hand)
		}
	}
}

// exileUntilLeaves exiles the permanent target until holder leaves the
// battlefield (CR 610.3); with holder already gone, nothing happens
// (CR 610.3a).
func (g *Game) exileUntilLeaves(holder, target ObjectID) {
	h, ok := g.lookup(holder)
	if !ok || g.objects[h].zone != zone.Battlefield {
		return
	}
	s, ok := g.lookup(target)
	if !ok || g.objects[s].zone != zone.Battlefield {
		return
	}
	g.links = append(g.links, linkRecord{source: holder, card: g.moveObject(s, zone.Exile), untilLeaves: true})
}

// holderLeft returns to the battlefield, under their owners' control
// (CR 610.3b), the cards exiled until the permanent that was id leaves it
// (CR 610.3), and forgets the links of id. It left however it left: to
// another zone, or out of the game with a player who left (CR 800.4a). A
// card whose owner has left stays where it is (CR 800.4b); it has left
// the game with them anyway.
func (g *Game) holderLeft(id ObjectID) {
	var buf [16]int32
	back := buf[:0]
	for i := 0; i < len(g.links); i++ {
		l := g.links[i]
		if l.source != id || !l.untilLeaves {
			continue
		}
		g.links = append(g.links[:i], g.links[i+1:]...)
		i--
		if s, ok := g.lookup(l.card); ok && g.objects[s].zone == zone.Exile && g.inGame(g.objects[s].owner) {
			if g.leaving {
				// The holder leaves with others in one event: the cards
				// return together once it is over (CR 610.3c, 603.6a).
				g.returning = append(g.returning, l.card)
				continue
			}
			back = append(back, s)
		}
	}
	// The cards one holder held return together (CR 610.3c, 603.6a).
	switch {
	case len(back) == 1:
		g.enterBattlefield(back[0], g.objects[back[0]].owner)
	case len(back) > 1:
		g.enterTogether(back, NoPlayer)
	}
}

// returnTogether returns the cards whose exiles ended in the event just
// over (see holderLeft) to the battlefield together, each under its
// owner's control (CR 610.3b-c): they see each other enter, and nothing
// that left in that event sees them.
func (g *Game) returnTogether() {
	var buf [16]int32
	slots := buf[:0]
	for _, id := range g.returning {
		if s, ok := g.lookup(id); ok && g.objects[s].zone == zone.Exile && g.inGame(g.objects[s].owner) {
			slots = append(slots, s)
		}
	}
	g.returning = g.returning[:0]
	if len(slots) > 0 {
		g.enterTogether(slots, NoPlayer)
	}
}

// saveLink is a linkRecord in a save.
type saveLink struct {
	Source      uint32 `json:"source"`
	Card        uint32 `json:"card"`
	UntilLeaves bool   `json:"untilLeaves,omitempty"`
}

// links restores the links; their IDs may be stale.
func (l *loader) links() error {
	for i, sl := range l.f.Links {
		path := fmt.Sprintf("links[%d]", i)
		src, err := l.objectID(path+".source", sl.Source, false)
		if err != nil {
			return err
		}
		c, err := l.objectID(path+".card", sl.Card, false)
		if err != nil {
			return err
		}
		// A linked card went to exile as the link was made: its ID
		// names it there, or is stale once it has moved on (CR 400.7).
		if s, ok := l.g.lookup(c); ok && l.g.objects[s].zone != zone.Exile {
			return badSave(path+".card", "%s is in a %s, not in exile: no link holds it", l.g.objects[s].def.Name, l.g.objects[s].zone)
		}
		l.g.links = append(l.g.links, linkRecord{source: src, card: c, untilLeaves: sl.UntilLeaves})
	}
	return nil
}
