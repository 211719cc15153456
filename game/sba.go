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
	any := false
	for !g.over && g.pending.Kind != DecideKeep && g.sbaOnce() {
		any = true
	}
	if g.pending.Kind != DecideKeep {
		g.sbaDirty = false
	}
	return any
}

// sbaOnce performs all state-based actions that apply now, simultaneously
// (CR 704.3), and reports whether there were any.
func (g *Game) sbaOnce() bool {
	acted := false
	// CR 704.5a-c: life 0 or less, drew from an empty library, poison.
	for p := range g.players {
		pl := &g.players[p]
		if pl.lost {
			continue
		}
		if pl.life <= 0 || pl.drewFromEmpty || pl.poison >= 10 {
			pl.drewFromEmpty = false
			g.loseGame(PlayerID(p))
			acted = true
		}
	}
	if acted {
		g.checkGameEnd()
		if g.over {
			return true
		}
	}
	// CR 704.5d: tokens outside the battlefield cease to exist.
	if g.strayTokens > 0 && g.removeStrayTokens() {
		acted = true
	}
	// Creatures and planeswalkers: collect first, then move together
	// (CR 704.3: simultaneously).
	var dying [16]int32
	doomed := dying[:0]
	for _, s := range g.battlefield {
		o := &g.objects[s]
		types := g.types(s)
		if types&ability.Creature != 0 {
			c := g.charsOf(s)
			t := c.toughness
			if t <= 0 { // CR 704.5f
				doomed = append(doomed, s)
				continue
			}
			// CR 704.5g: lethal damage destroys (indestructible survives).
			// CR 704.5h: damage from a deathtouch source destroys too.
			if (int(o.damage) >= t || o.deathtouched) && !c.keywords.Has(ability.Indestructible) {
				o.deathtouched = false
				doomed = append(doomed, s)
				continue
			}
			o.deathtouched = false
		}
		if types&ability.Planeswalker != 0 && o.counters[Loyalty] <= 0 { // CR 704.5i
			doomed = append(doomed, s)
		}
	}
	for _, s := range doomed {
		g.moveObject(s, zone.Graveyard)
		acted = true
	}
	if g.attachables > 0 && g.attachmentSBA() {
		acted = true
	}
	if g.uniques > 1 {
		if a, ask := g.uniquenessSBA(); a || ask {
			acted = true
		}
	}
	return acted
}

// loseGame marks p as having lost (CR 104.3).
func (g *Game) loseGame(p PlayerID) {
	if g.players[p].lost {
		return
	}
	g.players[p].lost = true
	g.emit(Event{Kind: EventLose, Player: p})
}

// checkGameEnd ends the game when at most one player remains (CR 104.2a,
// 104.4a).
func (g *Game) checkGameEnd() {
	alive := NoPlayer
	n := 0
	for p := range g.players {
		if !g.players[p].lost {
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
