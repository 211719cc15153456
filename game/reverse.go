package game

import (
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Reversing a cast or activation that can't be completed (CR 720.1,
// 720.2). A spell or ability with a "sacrifice a <permanent>" cost pauses
// for the player to choose the permanent; in a game of three or four
// players another player may concede meanwhile, taking along the only
// permanent that could pay. The action is then undone as a whole: the
// game returns to the position before it — the spell back where it was
// cast from, the mana, taps and counts of the payment canceled, nothing
// triggered by it — and the players who left meanwhile leave again from
// there. The mana abilities activated for the payment are reversed too,
// as CR 720.1 allows. The player keeps priority (or the choice to cast a
// copy or a free spell, when the action answered one).

// mayPauseToSacrifice reports whether action a (about to be applied) may
// pause for a sacrifice cost that a concession can make impossible to
// pay: only in a game where a player's leaving doesn't end it.
func (g *Game) mayPauseToSacrifice(a *Action) bool {
	if len(g.players) < 3 || g.twoHeaded() || (a.Kind != ActCast && a.Kind != ActActivate) {
		return false
	}
	s, ok := g.lookup(a.Object)
	if !ok {
		return false
	}
	d := g.objects[s].def
	if a.Kind == ActCast {
		return d.AdditionalSacrifice != nil
	}
	if g.grants > 0 {
		return true // a granted ability may cost a sacrifice
	}
	for i := range d.Activated {
		if d.Activated[i].Cost.Sacrifice != nil {
			return true
		}
	}
	return false
}

// keepUndo keeps the position before action a when a may pause for a
// sacrifice cost (see mayPauseToSacrifice), and reports whether it did.
func (g *Game) keepUndo(a *Action) bool {
	if g.undo != nil || !g.mayPauseToSacrifice(a) {
		return false
	}
	u := g.Clone()
	u.events, u.actionLog = nil, nil
	g.undo = u
	return true
}

// payingSacrifice reports whether the pending decision is the choice of
// a permanent to sacrifice for a cost (not for an effect).
func (g *Game) payingSacrifice() bool {
	return g.pending.Kind == DecideSacrifice && g.sacrificeEffect() == nil
}

// settleUndo forgets the kept position once the action it was kept for
// no longer waits for its sacrifice.
func (g *Game) settleUndo() {
	if g.undo != nil && !g.payingSacrifice() {
		g.undo = nil
	}
}

// reverseToUndo undoes the action that waits for a sacrifice nobody can
// make any more (CR 720.1): the game goes back to the kept position, and
// the players who left since leave again from there. What was recorded
// stays: the events (with a reversal event and the life totals that the
// reversal of mana abilities changed back), the action log and counts.
func (g *Game) reverseToUndo() {
	u := g.undo
	var left [MaxPlayers]bool
	var conceded [MaxPlayers]bool
	var life [MaxPlayers]int
	for p := range g.players {
		left[p] = g.players[p].lost && !u.players[p].lost
		conceded[p] = g.players[p].conceded
		life[p] = g.players[p].life
	}
	top := g.stack.Top()
	rev := Event{Kind: EventReverse, Player: g.pending.Player}
	if top != nil {
		rev.Object = ObjectID(top.Source)
		rev.Card = g.sourceDef(ObjectID(top.Source))
		rev.Ability = top.Kind != stack.Spell
	}
	events, actionEvents, log := append([]Event(nil), g.events...), g.actionEvents, append([]Action(nil), g.actionLog...)
	actions, autoPasses, noEvents := g.actions, g.autoPasses, g.noEvents
	u.CloneInto(g)
	g.events, g.actionEvents, g.actionLog = events, actionEvents, log
	g.actions, g.autoPasses = actions, autoPasses
	g.undo = nil
	g.changed()
	// The leaving again is not news: its events were recorded as it
	// happened.
	g.noEvents = true
	for p := range g.players {
		if left[p] {
			g.players[p].conceded = conceded[p]
			g.loseGame(PlayerID(p), LostConceded) // noEvents: the reason is not news either
		}
	}
	g.checkGameEnd()
	for p := range g.players {
		if left[p] && !g.over {
			keptBy := g.keptControllers()
			g.leaveGame(PlayerID(p))
			if g.kept[0] != 0 {
				g.forgetChangedKept(keptBy)
			}
			g.settleAfterLeaving(PlayerID(p))
		}
	}
	g.noEvents = noEvents
	if top != nil && top.Kind == stack.Spell {
		// The event names the card where it is back; it was cast for
		// all to see: back in a hand, it is a card they know (CR 601.2a).
		if s := ObjectID(rev.Object).slot(); s >= 0 && s < len(g.objects) {
			rev.Object = g.idOf(int32(s))
			if g.objects[s].zone == zone.Hand {
				g.objects[s].known = g.everyone()
			}
		}
	}
	g.emit(rev)
	for p := range g.players {
		if d := g.players[p].life - life[p]; d != 0 && !left[p] {
			g.emit(Event{Kind: EventLifeChange, Player: PlayerID(p), Amount: d, Total: g.players[p].life})
		}
	}
}
