package game

import "slices"

// Control of a permanent when a player leaves the game (CR 800.4a-c).
//
// The engine keeps a permanent's "until end of turn" control-changing
// effects as its revert records (controlRevert), oldest first, each naming
// who controlled the permanent before that effect began. Who controls it
// without any of them came either from a lasting control-changing effect
// (Avarice Amulet's trigger, or a set-up "controller=", which the scenario
// format defines as one) or from its entering the battlefield under that
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
// layer of its "until end of turn" control effects, in timestamp order
// (CR 613.2 layer 2, 613.6): chain[0] under none of them, the last now;
// recs are the indexes of its revert records in g.controlReverts.
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
// latest timestamp among those left decides its controller (CR 613.2), or,
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
	base := chain[0]
	if !g.inGame(base) {
		// A lasting effect gave base control and ended, unless base
		// controlled s by its entering under base's control.
		base = g.enteredUnder(s)
	}
	kept := []PlayerID{base}
	for _, q := range chain[1:] {
		if g.inGame(q) && q != kept[len(kept)-1] {
			kept = append(kept, q)
		}
	}
	changed = g.rewriteReverts(recs, kept[:len(kept)-1])
	now := kept[len(kept)-1]
	if !g.inGame(now) {
		return true, true
	}
	return false, g.setController(s, now) || changed
}

// rewriteReverts makes the revert records at recs (indexes in
// g.controlReverts, increasing) name the controllers tos, oldest first,
// and deletes those left over; it reports whether any changed.
func (g *Game) rewriteReverts(recs []int, tos []PlayerID) bool {
	changed := len(tos) != len(recs)
	for j, to := range tos {
		r := &g.controlReverts[recs[j]]
		changed = changed || r.to != to
		r.to = to
	}
	for j := len(recs) - 1; j >= len(tos); j-- {
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
	o.controller = p
	o.sick = true
	g.charsChangedFor(s)
	g.endLostLasting(s)
	g.removeFromCombat(g.idOf(s)) // CR 506.4
	g.emit(Event{Kind: EventControl, Object: g.idOf(s), Card: o.def, Player: p})
	return true
}
