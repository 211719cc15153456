package game

// CloneInto makes dst a deep, independent copy of g, as Clone does, but
// reusing dst's storage (its objects, zones, stack and lists), so that a
// search that copies one game many times allocates only while its copies
// grow past what they held before. dst must be a game of its own: not g,
// and not sharing storage with a game still in use (a game returned by
// Clone, Determinize or CloneInto is). A nil dst is a new Clone. It
// returns dst.
func (g *Game) CloneInto(dst *Game) *Game { return g.cloneInto(dst, true) }

// cloneInto is CloneInto; without history, the copy has none of g's
// recorded events and action log, and copying them costs nothing
// (Determinize, whose copies drop them).
func (g *Game) cloneInto(dst *Game, history bool) *Game {
	if dst == nil {
		return g.clone(history)
	}
	old := *dst
	*dst = *g
	dst.players = dst.seats[:len(g.players)]
	dst.objects = reuse(old.objects, g.objects)
	for i := range dst.players {
		p, was, src := &dst.players[i], &old.seats[i], &g.players[i]
		p.library = reuse(was.library, src.library)
		p.hand = reuse(was.hand, src.hand)
		p.graveyard = reuse(was.graveyard, src.graveyard)
		p.spendOnly = reuse(was.spendOnly, src.spendOnly)
	}
	dst.battlefield = reuse(old.battlefield, g.battlefield)
	dst.exile = reuse(old.exile, g.exile)
	dst.command = reuse(old.command, g.command)
	dst.stack = old.stack
	dst.stack.CopyFrom(&g.stack)
	g.copyLists(dst, &old, history)
	return dst
}

// reuseLists gives g, a game just emptied by initEmpty, old's storage for
// its exile, command zone, stack and lists, emptied (NewInto).
func (g *Game) reuseLists(old *Game) {
	g.exile, g.command = old.exile[:0], old.command[:0]
	g.stack = old.stack
	g.stack.CopyFrom(&noLists.stack)
	noLists.copyLists(g, old, false)
}

// reuse copies s into buf's storage (growing it when needed); an empty s
// gives nil when buf has no storage, as Clone's copies do.
func reuse[T any](buf, s []T) []T {
	if len(s) == 0 && buf == nil {
		return nil
	}
	return append(buf[:0], s...)
}

// noLists is a game with no storage, for Clone's fresh copies; it is
// only read.
var noLists Game

// copyLists gives c, a copy of g's fields, its own copies of g's lists
// other than the zones and the stack, in old's storage: Clone passes a
// game with none (fresh copies), CloneInto the game it overwrites.
// Scratch lists, empty between actions, are never shared. A list added
// to the Game's state is added here, so both copies have it. Without
// history, c gets no events and no action log.
func (g *Game) copyLists(c, old *Game, history bool) {
	c.effects = reuse(old.effects, g.effects)
	c.copies = reuse(old.copies, g.copies)
	c.links = reuse(old.links, g.links)
	c.goneAbilities = reuse(old.goneAbilities, g.goneAbilities)
	c.delayed = reuse(old.delayed, g.delayed)
	c.controlReverts = reuse(old.controlReverts, g.controlReverts)
	c.onceUsed = reuse(old.onceUsed, g.onceUsed)
	c.shields = reuse(old.shields, g.shields)
	c.damageHistory = reuse(old.damageHistory, g.damageHistory)
	c.triggers = reuse(old.triggers, g.triggers)
	if history {
		c.events = reuse(old.events, g.events)
		c.actionLog = reuse(old.actionLog, g.actionLog)
	} else {
		c.events, c.actionLog = old.events[:0], old.actionLog[:0]
	}
	c.combat.attackers = reuse(old.combat.attackers, g.combat.attackers)
	c.combat.firstDealt = reuse(old.combat.firstDealt, g.combat.firstDealt)
	c.combat.stillBlocking = reuse(old.combat.stillBlocking, g.combat.stillBlocking)
	c.res.cards = reuse(old.res.cards, g.res.cards)
	c.lastKnown = reuse(old.lastKnown, g.lastKnown)
	c.enteredTogether = reuse(old.enteredTogether, g.enteredTogether)
	c.lifelinkBatch = old.lifelinkBatch[:0]
	c.sbaDoomed = old.sbaDoomed[:0]
	c.leftTogether = old.leftTogether[:0]
	c.preKnown = old.preKnown[:0]
	c.returning = old.returning[:0]
	c.leftPlaces = old.leftPlaces[:0]
	c.plans, c.sinceCopy = old.plans, 0
	if s := c.plans; s != nil { // made for another game: forget all of it
		s.lists.gen = 0
		for i := range s.kept {
			s.kept[i] = keptListing{opts: s.kept[i].opts[:0]}
		}
		s.hands = [MaxPlayers]handBound{}
		s.sources = [MaxPlayers]sourceBound{}
		s.abilities = [MaxPlayers]abilityBound{}
		s.unitsOf = [MaxPlayers]unitsKey{}
	}
	c.charsCache = old.charsCache[:0]
	c.sources, c.sourcesGen = old.sources[:0], 0
}
