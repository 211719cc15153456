package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// checkSBA performs state-based actions until none applies (CR 704.3) and
// reports whether any was performed.
func (g *Game) checkSBA() bool {
	if !g.sbaDirty {
		return false
	}
	// Not a state-based action, but due on the same changes (an effect
	// added, a permanent moved): a permanent that stopped being a
	// creature has left combat (CR 506.4).
	g.dropNoncreaturesFromCombat()
	any := false
	for !g.over && g.pending.Kind != DecideKeep && !g.enterChoicePending() && g.sbaOnce() {
		any = true
		// What the check did may have unmade a creature: an Aura that
		// made an artifact one went with a player who left the game
		// (CR 800.4a), or to the graveyard.
		g.dropNoncreaturesFromCombat()
	}
	if any {
		g.changed() // permanents died, players lost: other options
	}
	if g.pending.Kind != DecideKeep && !g.enterChoicePending() {
		g.sbaDirty = false
	}
	return any
}

// sbaOnce is one check (CR 704.3): it finds every state-based action that
// applies to the game as it is, then performs them all as one event, and
// reports whether there were any. Nothing one of them does is seen by
// the others: a planeswalker at 0 loyalty still counts for uniqueness, a
// player at 0 life loses while creatures with lethal damage die.
//
// When the legend rule or planeswalker uniqueness needs players' choices
// (CR 704.5j, 704.5k), it asks them first, one at a time, and performs
// nothing until all are answered (see uniquenessSBA); each answer is
// remembered in g.kept and the check runs again.
func (g *Game) sbaOnce() bool {
	// CR 704.5a-c: life 0 or less, drew from an empty library, poison.
	var losers [MaxPlayers]bool
	anyLoser := false
	for p := range g.players {
		pl := &g.players[p]
		if !pl.lost && (pl.life <= 0 || pl.drewFromEmpty || g.poisoned(PlayerID(p))) {
			losers[p], anyLoser = true, true
		}
	}
	doomed := g.creatureSBA(g.sbaDoomed[:0])
	if g.uniques > 1 {
		var ask bool
		if doomed, ask = g.uniquenessSBA(doomed); ask {
			g.sbaDoomed = doomed[:0]
			return false
		}
	}
	acted := g.minusCounters && g.annihilateCounters()
	if g.attachables > 0 {
		var moved bool
		doomed, moved = g.attachmentSBA(doomed)
		acted = acted || moved
	}
	// Perform them all. CR 704.5d: tokens already outside the battlefield
	// cease to exist; those put there now go at the next check.
	if g.strayTokens > 0 && g.removeStrayTokens() {
		acted = true
	}
	// The moves are one event: dies triggers are collected once all have
	// moved, from each object's last known information taken before any
	// moved (CR 603.10a).
	if len(doomed) > 0 {
		nested := g.beginLeaving()
		for _, d := range doomed {
			d.fromBattlefield, d.toGraveyard = true, true
			g.leave(d)
			if len(doomed) > 1 && g.mayNeedLastKnown(d.slot) {
				g.preKnown = append(g.preKnown, g.lastKnownNow(d.slot)) // see snapshotLeaving
			}
		}
		for _, d := range doomed {
			g.moveObject(d.slot, zone.Graveyard)
		}
		g.endLeaving(nested)
	}
	acted = acted || len(doomed) > 0
	g.sbaDoomed = doomed[:0]
	if anyLoser {
		for p := range losers {
			if losers[p] {
				why := g.loseReason(PlayerID(p))
				g.players[p].drewFromEmpty = false
				g.loseGame(PlayerID(p), why)
			}
		}
		// All at once: everyone left losing is a draw (CR 104.4a); the
		// losers leave only once the game is known to go on (CR 800.4a).
		g.checkGameEnd()
		if !g.over {
			g.leaveGames()
		}
		acted = true
	}
	return acted
}

// doomedPermanent is a permanent a state-based action check puts into
// its owner's graveyard, with what its dies triggers need to know of it
// as it last existed on the battlefield (CR 603.10a).
type doomedPermanent struct {
	slot       int32
	creature   bool
	controller PlayerID
	plus       int16 // +1/+1 counters, last known (CR 603.10a)
	// fromBattlefield and toGraveyard say where it moved (see leave).
	fromBattlefield, toGraveyard bool
}

// doom appends the permanent in slot to doomed unless it is there already.
func (g *Game) doom(doomed []doomedPermanent, s int32) []doomedPermanent {
	for _, d := range doomed {
		if d.slot == s {
			return doomed
		}
	}
	return append(doomed, doomedPermanent{slot: s, creature: g.isCreature(s), controller: g.objects[s].controller, plus: g.objects[s].counters[PlusOne]})
}

// creatureSBA appends to doomed the creatures and planeswalkers that
// state-based actions put into graveyards (CR 704.5f-i).
func (g *Game) creatureSBA(doomed []doomedPermanent) []doomedPermanent {
	for _, s := range g.candidates(bodies) {
		o := &g.objects[s]
		types := g.types(s)
		if types&ability.Creature != 0 {
			t, k := g.toughnessKeywords(s)
			if t <= 0 { // CR 704.5f
				doomed = append(doomed, doomedPermanent{slot: s, creature: true, controller: o.controller, plus: o.counters[PlusOne]})
				continue
			}
			// CR 704.5g: lethal damage destroys (indestructible survives).
			// CR 704.5h: damage from a deathtouch source destroys too; the
			// mark counts since the last check, so a survivor loses it.
			// A regeneration shield replaces the destruction (CR 701.13a).
			if (int(o.damage) >= t || o.has(markDeathtouched)) && !k.Has(ability.Indestructible) && !g.regenerates(s) {
				doomed = append(doomed, doomedPermanent{slot: s, creature: true, controller: o.controller, plus: o.counters[PlusOne]})
				continue
			}
			o.marks &^= markDeathtouched
		}
		if types&ability.Planeswalker != 0 && o.counters[Loyalty] <= 0 { // CR 704.5i
			doomed = append(doomed, doomedPermanent{slot: s, controller: o.controller})
		}
	}
	return doomed
}

// poisoned reports whether p has too many poison counters: ten
// (CR 704.5c), or fifteen for a Two-Headed Giant team, which shares them
// (CR 810.10, 810.8d).
func (g *Game) poisoned(p PlayerID) bool {
	if g.twoHeaded() {
		return g.players[p].poison+g.players[g.teammate(p)].poison >= 15
	}
	return g.players[p].poison >= 10
}

// loseGame marks p as having lost (CR 104.3), for reason why; in Two-Headed Giant the
// team loses together (CR 810.8a). Leaving the game follows once the
// game is known to go on (leaveGames).
func (g *Game) loseGame(p PlayerID, why LoseReason) {
	if g.players[p].lost {
		return
	}
	g.forgetPassOf(p)
	g.players[p].lost = true
	g.emit(Event{Kind: EventLose, Player: p, Amount: int(why)})
	if g.twoHeaded() {
		g.loseGame(g.teammate(p), LostTeammate)
	}
}

// checkGameEnd ends the game when at most one player (team) remains
// (CR 104.2a, 104.4a, 810.8a).
func (g *Game) checkGameEnd() {
	alive := NoPlayer
	n := 0
	for p := range g.players {
		if !g.players[p].lost && g.team(PlayerID(p)) == PlayerID(p) {
			alive = PlayerID(p)
			n++
		}
	}
	if n > 1 {
		return
	}
	g.over = true
	if g.pending.Kind == DecideCastCopy {
		// The copy waiting in exile to be cast is no longer waiting: it
		// is a token outside the battlefield (CR 704.5d), and counted so.
		g.strayTokens++
	}
	g.pending = Decision{}
	g.res.active = false
	// What waited on a decision waits no more: the position kept to
	// reverse an action (reverse.go), and the cards placed so far on top
	// or at the bottom of a library (a save of the finished game holds
	// neither, as Load checks).
	g.undo = nil
	g.res.placedTop, g.res.placedBottom = 0, 0
	if n == 1 {
		g.winner = alive
		g.emit(Event{Kind: EventWin, Player: alive})
	} else {
		g.emit(Event{Kind: EventGameDrawn, Player: NoPlayer})
	}
}

// removeStrayTokens makes every token outside the battlefield cease to
// exist (CR 704.5d) and reports whether there was one.
func (g *Game) removeStrayTokens() bool {
	acted := false
	for i := range g.objects {
		o := &g.objects[i]
		if !o.token || o.zone == zone.Battlefield || o.zone == zone.Stack || o.zone == nowhere {
			continue
		}
		if g.pending.Kind == DecideCastCopy && int32(i) == g.res.copySlot {
			continue // a copy waiting in exile to be cast
		}
		g.removeToken(int32(i))
		g.strayTokens--
		acted = true
	}
	return acted
}

// annihilateCounters removes from each permanent holding both +1/+1 and
// -1/-1 counters N of each, N the fewer (CR 704.5r), and reports whether
// it removed any. Once no permanent holds -1/-1 counters the scan stops
// for good: nothing in the game puts them back.
func (g *Game) annihilateCounters() bool {
	acted, minus := false, false
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if o.counters[MinusOne] == 0 {
			continue
		}
		if n := min(o.counters[PlusOne], o.counters[MinusOne]); n > 0 {
			o.counters[PlusOne] -= n
			o.counters[MinusOne] -= n
			g.charsChangedFor(s)
			acted = true
			g.emitCounters(s, PlusOne, -int(n))
			g.emitCounters(s, MinusOne, -int(n))
		}
		minus = minus || o.counters[MinusOne] > 0
	}
	g.minusCounters = minus
	return acted
}

// enterChoicePending reports whether a permanent that entered during the
// check (a card exiled until a permanent that died left returns) still
// has to make its choice as it enters: it is made before the next check
// (CR 614.12), which waits.
func (g *Game) enterChoicePending() bool {
	return g.enterChoices && g.enterChoiceDue() >= 0
}
