package game

import (
	"slices"

	"github.com/spellstack/spellstack/zone"
)

// Control of a permanent across the ends of control-changing effects
// (CR 613.1b layer 2, 613.6, 514.2, 800.4a-c).
//
// The engine keeps each control-changing effect on a permanent as a revert
// record (controlRevert), oldest first, naming who controlled the
// permanent before that effect began and whether the effect lasts ("until
// end of turn" or for good). The records and the permanent's controller
// make its control chain: who controls it under none of the effects, then
// under each in timestamp order. An effect that ends drops its link, and
// the latest link left decides. Who controls it under none of them came
// either from a set-up "controller=", which the scenario format defines as
// a lasting effect, or from its entering the battlefield under that
// player's control (CR 110.2), which is no effect: nothing ends it.

// enteredUnder returns the player under whose control the permanent in
// slot s entered the battlefield (CR 110.2): control by that player needs
// no effect, so it does not end when an effect would (CR 800.4a, 800.4c).
// A permanent set up on the battlefield entered under its owner's
// control: a set-up "controller=" is an effect.
func (g *Game) enteredUnder(s int32) PlayerID {
	o := &g.objects[s]
	if o.enteredOther == 0 {
		return o.owner
	}
	return PlayerID(o.enteredOther - 1)
}

// controlChain returns who controls the permanent in slot s under each
// layer of its control-changing effects, in timestamp order (CR 613.2
// layer 2, 613.6): chain[0] under none of them, the last now; recs are
// the indexes of its revert records in g.controlReverts, so that chain[k+1]
// is the player the effect of record recs[k] gives control to.
func (g *Game) controlChain(s int32) (chain []PlayerID, recs []int) {
	id := g.idOf(s)
	for i, r := range g.controlReverts {
		if r.id == id {
			chain = append(chain, r.to)
			recs = append(recs, i)
		}
	}
	return append(chain, g.objects[s].controller), recs
}

// endLeaverControl ends the effects that give players who have left the
// game control of the permanent in slot s (CR 800.4a): the effect with the
// latest timestamp among those left decides its controller (CR 613.6), or,
// with none, the player it entered under. It reports whether s must be
// exiled, because that player has left too (CR 800.4a, 800.4c), and
// whether anything changed. A permanent whose owner has left is not
// looked at: it leaves the game with its owner.
func (g *Game) endLeaverControl(s int32) (exile, changed bool) {
	if !g.inGame(g.objects[s].owner) {
		return false, false
	}
	chain, recs := g.controlChain(s)
	if !slices.ContainsFunc(chain, func(q PlayerID) bool { return !g.inGame(q) }) {
		return false, false
	}
	now := chain[0]
	if !g.inGame(now) {
		// A lasting effect gave chain[0] control and ended, unless
		// chain[0] controlled s by its entering under their control.
		now = g.enteredUnder(s)
	}
	var links []controlRevert
	for k, q := range chain[1:] {
		if g.inGame(q) {
			links = append(links, controlRevert{to: now, lasting: g.controlReverts[recs[k]].lasting})
			now = q
		}
	}
	changed = g.rewriteReverts(recs, links)
	if !g.inGame(now) {
		return true, true
	}
	return false, g.setController(s, now) || changed
}

// endTurnControl ends the "until end of turn" control-changing effects
// (CR 514.2): each permanent goes to the player the latest lasting effect
// on it gives it to, or to whoever controlled it under none (CR 613.6).
// Records of permanents that left the battlefield go: their effects ended
// with the object (CR 400.7).
func (g *Game) endTurnControl() {
	n := len(g.controlReverts)
	if n == 0 {
		return
	}
	type change struct {
		s  int32
		to PlayerID
	}
	var (
		lasting []controlRevert
		changes []change
	)
	done := make([]bool, n)
	for i := n - 1; i >= 0; i-- {
		if done[i] {
			continue
		}
		id := g.controlReverts[i].id
		s, ok := g.lookup(id)
		if !ok || g.objects[s].zone != zone.Battlefield {
			for j := range done {
				done[j] = done[j] || g.controlReverts[j].id == id
			}
			continue
		}
		chain, recs := g.controlChain(s)
		now := chain[0]
		for k, j := range recs {
			done[j] = true
			if g.controlReverts[j].lasting {
				lasting = append(lasting, controlRevert{id: id, to: now, lasting: true})
				now = chain[k+1]
			}
		}
		changes = append(changes, change{s, now})
	}
	g.controlReverts = append(g.controlReverts[:0], lasting...)
	// Those exiled leave in one event, each as it was before any left
	// (CR 603.10a, 608.2g), and what they held returns together.
	var buf [16]int32
	exiled := buf[:0]
	for _, c := range changes {
		if !g.inGame(c.to) {
			exiled = append(exiled, c.s)
		}
	}
	nested := g.beginLeaving()
	g.snapshotLeaving(exiled)
	for _, c := range changes {
		if !g.inGame(c.to) {
			g.moveObject(c.s, zone.Exile) // CR 800.4c
			continue
		}
		g.setController(c.s, c.to)
	}
	g.endLeaving(nested)
}

// untilEndOfTurnControl reports whether an "until end of turn" control
// change is in force.
func (g *Game) untilEndOfTurnControl() bool {
	for _, r := range g.controlReverts {
		if !r.lasting {
			return true
		}
	}
	return false
}

// rewriteReverts makes the revert records at recs (indexes in
// g.controlReverts, increasing) name the previous controllers and
// durations of links, oldest first, and deletes those left over; it
// reports whether any changed.
func (g *Game) rewriteReverts(recs []int, links []controlRevert) bool {
	changed := len(links) != len(recs)
	for j, l := range links {
		r := &g.controlReverts[recs[j]]
		changed = changed || r.to != l.to || r.lasting != l.lasting
		r.to, r.lasting = l.to, l.lasting
	}
	for j := len(recs) - 1; j >= len(links); j-- {
		g.controlReverts = slices.Delete(g.controlReverts, recs[j], recs[j]+1)
	}
	return changed
}

// setController gives p control of the permanent in slot s after a
// control-changing effect ended, and reports whether its controller
// changed. Its new controller has not controlled it continuously since
// their most recent turn began (CR 302.6).
func (g *Game) setController(s int32, p PlayerID) bool {
	o := &g.objects[s]
	if o.controller == p {
		return false
	}
	g.tapChanged(o.controller)
	g.tapChanged(p)
	g.bfGen++ // the lists by controller (battlefield_lists.go)
	o.controller = p
	o.sick = true
	g.charsChangedFor(s)
	g.endLostLasting(s)
	g.removeFromCombat(g.idOf(s)) // CR 506.4
	g.emit(Event{Kind: EventControl, Object: g.idOf(s), Card: o.def, Player: p})
	return true
}
