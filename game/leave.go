package game

import (
	"slices"

	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Leaving the game (CR 800.4): in a game of more than two players (teams)
// a player who loses leaves and the others play on.

// leaveGames makes every player who has lost leave the game, once the
// game is known to go on without them.
func (g *Game) leaveGames() {
	// Players who lose at once leave at once: what their leaving returns
	// comes back together (CR 704.3, 610.3c).
	nested := g.beginLeaving()
	for p := range g.players {
		if g.players[p].lost {
			g.leaveGame(PlayerID(p))
		}
	}
	g.endLeaving(nested)
}

// leaveGame removes p from the game, in the order of CR 800.4a:
// everything p owns leaves the game; the effects giving p control of
// objects end; p's abilities on the stack and those waiting to be put
// there cease to exist; and whatever p still controls is exiled. A card
// exiled until a permanent of p's leaves the battlefield comes back
// (CR 610.3). Leaving the game is no zone change that triggers; the exile
// is one. A player who already left has nothing left to remove.
func (g *Game) leaveGame(p PlayerID) {
	if g.eachSacrificeEffect() != nil {
		g.dropSacrificeChoice(p)
	}
	g.enteringLeaving(p) // before enteredLeaving empties the groups
	if len(g.enteredTogether) > 0 {
		g.enteredLeaving(p)
	}
	g.leavingGame = true // enteringLeaving saw them enter
	defer func() { g.leavingGame = false }()
	// What p controls and doesn't own, as it was before p's cards left:
	// exiled below, it leaves that last known information (CR 608.2g).
	var before []lastKnown
	for _, s := range g.battlefield {
		if o := &g.objects[s]; o.controller == p && o.owner != p && g.mayNeedLastKnown(s) {
			before = append(before, g.lastKnownNow(s))
		}
	}
	holders, removed := g.removeOwned(p)
	exile, changed := g.endControlEffects()
	ceased := g.ceaseStackItems(p)
	// What leaves now leaves in one event: the cards exiled until
	// permanents of p's leave return together after it (CR 610.3c).
	nested := g.beginLeaving()
	for _, s := range exile {
		for _, lk := range before {
			if lk.id == g.idOf(s) {
				g.preKnown = append(g.preKnown, lk)
			}
		}
	}
	for _, s := range exile {
		// CR 800.4a (still p's) or 800.4c (it would go back to a
		// player who has left); a holder among them brings its cards
		// back as it leaves (moveObject, holderLeft).
		g.moveObject(s, zone.Exile)
	}
	if len(g.links) > 0 {
		for _, id := range holders {
			g.holderLeft(id) // CR 610.3: leaving the game leaves the battlefield
		}
	}
	g.endLeaving(nested)
	dropped := g.dropAbilitiesOf(p)
	if len(g.goneAbilities) > 0 {
		g.pruneGoneAbilities() // p's abilities that copied them have ceased
	}
	// Even a player who leaves nothing behind is an opponent no more
	// (CR 102.3), which a static's condition may read (CR 704.3).
	g.sbaDirty = true
	if !removed && !changed && !ceased && len(exile) == 0 && !dropped {
		return
	}
	g.dropFromCombat()
	g.recount()
	g.emit(Event{Kind: EventLeave, Player: p})
}

// removeOwned makes everything p owns leave the game (CR 800.4a): out of
// every zone, in no zone from now on. It returns the battlefield IDs the
// permanents among them had, and whether anything was removed.
func (g *Game) removeOwned(p PlayerID) (holders []ObjectID, removed bool) {
	// Their last known information, all taken before any leaves: they
	// leave at once (CR 800.4a), and an ability of theirs another player
	// controls may still resolve (CR 608.2g, 112.7a).
	for _, s := range g.battlefield {
		if g.objects[s].owner == p {
			g.rememberLeaving(s)
		}
	}
	for i := range g.objects {
		o := &g.objects[i]
		if o.owner != p || o.zone == nowhere {
			continue
		}
		if o.zone == zone.Stack {
			if k := g.stack.Find(uint32(g.idOf(int32(i)))); k >= 0 {
				g.stack.Remove(k)
			}
		}
		wasOnField := o.zone == zone.Battlefield
		wasHidden := (o.zone == zone.Hand || o.zone == zone.Library) && !o.token
		if wasOnField {
			holders = append(holders, g.idOf(int32(i)))
		}
		if z := o.zone; z == zone.Graveyard || z == zone.Exile || z == zone.Command {
			// Where it was, for the old ViewIDs of cards that move
			// later in this action (positionBeforeAction).
			if key := g.placeKey(int32(i), g.idOf(int32(i))); key != 0 {
				g.leftPlaces = append(g.leftPlaces, leftPlace{zone: z, owner: o.owner, key: key})
			}
		}
		g.removeFromZone(int32(i))
		if wasOnField && len(g.copies) > 0 {
			g.endCopy(int32(i), g.idOf(int32(i))) // its own card again (CR 800.4a)
		}
		o.zone = nowhere
		g.charsChangedFor(int32(i))
		g.countZoneChange(o)
		o.tapped, o.sick, o.damage, o.marks = false, false, 0, 0
		if wasHidden {
			o.marks = markLeftHidden
		}
		o.attachedTo, o.loyaltyUses, o.playTurn, o.chosen = 0, 0, 0, 0
		o.counters = [numCounterKinds]int16{}
		o.known, o.placed, o.group = 0, 0, 0
		o.controller, o.enteredOther = p, 0
		g.charsChangedFor(int32(i))
		removed = true
	}
	return holders, removed
}

// endControlEffects ends the control-changing effects that give players
// who have left control of permanents (CR 800.4a), in battlefield order.
// It returns the permanents to exile, because the player controlling them
// now has left (see endLeaverControl), and whether any control changed.
func (g *Game) endControlEffects() (exile []int32, changed bool) {
	for _, s := range g.battlefield {
		ex, ch := g.endLeaverControl(s)
		if ex {
			exile = append(exile, s)
		}
		changed = changed || ch
	}
	return exile, changed
}

// ceaseStackItems removes p's spells and abilities from the stack
// (CR 800.4a): abilities cease to exist, and a spell p controls but does
// not own, which is still p's, is exiled. It reports whether any was
// there.
func (g *Game) ceaseStackItems(p PlayerID) bool {
	removed := false
	for i := g.stack.Len() - 1; i >= 0; i-- {
		it := g.stack.At(i)
		if PlayerID(it.Controller) != p {
			continue
		}
		src := ObjectID(it.Source)
		kind := it.Kind
		g.stack.Remove(i)
		removed = true
		if s, ok := g.lookup(src); ok && kind == stack.Spell && g.objects[s].owner != p {
			g.objects[s].controller = g.objects[s].owner
			g.charsChangedFor(s)
			g.moveObject(s, zone.Exile)
		}
	}
	return removed
}

// dropAbilitiesOf forgets the triggered abilities p controls that wait to
// be put on the stack, those that triggered as p's objects left included,
// and p's delayed triggered abilities: they would never be put on the
// stack (CR 800.4a, 800.4d). It reports whether there were any.
func (g *Game) dropAbilitiesOf(p PlayerID) bool {
	kept := g.triggers[:0]
	for _, t := range g.triggers {
		if t.controller != p {
			kept = append(kept, t)
		}
	}
	dropped := len(kept) != len(g.triggers)
	g.triggers = kept
	return g.dropDelayed(p) || dropped
}

// dropFromCombat removes from combat the creatures that no longer exist,
// and those whose control went to a player on the other side (CR 506.4).
// The blockers of an attacker removed stay blocking creatures (CR 509.1g).
func (g *Game) dropFromCombat() {
	blocks := func(b ObjectID) bool {
		s, ok := g.lookup(b)
		return ok && g.team(g.objects[s].controller) != g.active
	}
	g.combat.stillBlocking = slices.DeleteFunc(g.combat.stillBlocking, func(b ObjectID) bool { return !blocks(b) })
	kept := g.combat.attackers[:0]
	for _, a := range g.combat.attackers {
		if s, ok := g.lookup(a.id); !ok || g.team(g.objects[s].controller) != g.active {
			for _, b := range a.blockers[:a.nblockers] {
				if blocks(b) {
					g.combat.stillBlocking = append(g.combat.stillBlocking, b)
				}
			}
			continue
		}
		n, ordered := 0, a.ordered
		for i, b := range a.blockers[:a.nblockers] {
			if blocks(b) {
				a.blockers[n] = b
				n++
			} else if i < a.ordered {
				ordered-- // the rest keep their places (CR 509.2)
			}
		}
		a.nblockers = n
		a.ordered = ordered
		kept = append(kept, a)
	}
	g.combat.attackers = kept
	g.charsChanged()
}

// afterLeaving settles the decision that waited on p, who just left
// (CR 800.4a, 800.4g): the resolution of p's spell or ability stops, a
// choice p was to make in another's resolution is skipped, priority and
// turn-based decisions go on to the next player.
func (g *Game) afterLeaving(p PlayerID) {
	g.settleAfterLeaving(p)
	g.unstick()
}

// settleAfterLeaving is afterLeaving's first part: the decision that
// waited on p, or that p's leaving changed.
func (g *Game) settleAfterLeaving(p PlayerID) {
	d := g.pending
	if !g.res.active && (d.Kind == DecideName || d.Kind == DecideCreatureType || d.Kind == DecideChooseCard) {
		// A choice made as a permanent entered (CR 614.12): the
		// permanent may have left with its owner, or the chooser left.
		// Ask again whatever is still due.
		g.pending = Decision{}
		g.resume()
		return
	}
	if g.res.active && PlayerID(g.res.item.Controller) == p {
		// The resolving item ceased to exist with its controller.
		g.res = resolution{cards: g.res.cards[:0]}
		g.pending = Decision{}
		g.costDiscard = false
		g.passes = 0
		g.givePriority(g.active)
		return
	}
	if d.Kind == DecideNone || d.Player != p {
		switch d.Kind {
		case DecideKeep:
			if len(g.LegalActions(nil)) < 2 {
				// The others left with their owner: nothing to choose
				// between, and the rule is checked again (CR 704.5k).
				g.keep = keepState{}
				g.forgetLeftKept()
				g.pending = Decision{}
				g.sbaDirty = true
				g.givePriority(g.priorityAfter)
			}
		case DecideRedirect:
			if g.redirectVictim() == p || len(g.LegalActions(nil)) < 2 {
				// The damage to the leaver can't be dealt: nothing of
				// theirs to redirect it to (CR 800.4a); or the
				// planeswalkers it could go to left with their owner,
				// and the player is dealt it without a question.
				g.pending = Decision{}
				g.res.redirectTo = 0
				g.runEffects()
			}
		case DecideBlockers:
			// The attackers the player could block may have left with
			// their controller: asked only while one could still block.
			if !g.couldBlock(d.Player) {
				g.pending = Decision{}
				if !g.askBlockersAfter(d.Player) {
					g.askDamageOrder()
				}
			}
		case DecideDamageOrder:
			g.pending = Decision{}
			g.askDamageOrder() // the attacker being ordered may be gone
		case DecideCombatDamagePlayer:
			g.pending = Decision{}
			g.dealDamageStep(d.Count) // asked again, if still to ask
		case DecideAttackers:
			// The creatures that could attack may have left with their
			// owner: asked only while one could still attack.
			g.pending = Decision{}
			if !g.askAttackers() {
				g.givePriority(g.active)
			}
		case DecidePriority:
			// State-based actions are checked again before the player
			// keeps priority: p's permanents left (CR 704.3).
			g.givePriority(d.Player)
		case DecideTargets, DecideTriggerOrder:
			// The waiting triggers moved, and a target may be gone: put
			// them on the stack afresh (CR 603.3d), going on with the
			// round (CR 603.3b: state-based actions wait for its end).
			g.pending = Decision{}
			g.continueTriggers()
		}
		return
	}
	g.pending = Decision{}
	switch {
	case d.Kind == DecideStartingPlayer, d.Kind == DecideMulligan, d.Kind == DecideBottom:
		g.openingAfterLeaving(p, d.Kind)
	case d.Kind == DecidePriority:
		g.givePriority(g.nextTeam(p))
	case d.Kind == DecideDiscard && g.costDiscard:
		g.costDiscard = false
		g.givePriority(g.nextTeam(p))
	case d.Kind == DecideSacrifice && !g.res.active:
		g.givePriority(g.nextTeam(p)) // the ability left with its controller
	case d.Kind == DecideGuess:
		g.guessAfterLeaving()
	case d.Kind == DecideTopOrBottom:
		g.topOrBottomAfterLeaving()
	case d.Kind == DecideSacrifice && g.eachSacrificeEffect() != nil:
		// The others' choices stand; the next player chooses.
		if !g.askSacrifice(g.eachSacrificeEffect(), p) {
			g.res.next++
			g.runEffects()
		}
	case g.res.active:
		g.res.searching = false
		g.runEffects()
	case d.Kind == DecideBlockers:
		if !g.askBlockersAfter(p) {
			g.askDamageOrder()
		}
	case d.Kind == DecideDamageOrder:
		g.askDamageOrder()
	case d.Kind == DecideCombatDamagePlayer:
		g.dealDamageStep(d.Count)
	case d.Kind == DecideDiscard && g.step == Cleanup:
		if !g.cleanup() {
			g.enterStep(g.endStep())
		}
	case d.Kind == DecideKeep:
		// The others' answers stand (CR 704.3: the check is one; a
		// player leaving undoes no one's choice); the leaver's groups
		// left with them.
		g.keep = keepState{}
		g.forgetLeftKept()
		g.sbaDirty = true
		g.givePriority(g.priorityAfter)
	case d.Kind == DecideAttackers:
		g.givePriority(g.active) // no attack: priority passes on (CR 800.4i)
	default: // trigger order and targets
		g.continueTriggers()
	}
}

// unstick settles a decision another player's leaving left without a
// legal answer: what it chose among was the leaver's (CR 800.4a). A
// choice made as an effect resolves is made again from the start of
// that effect, which then finds nothing to choose and does nothing of
// it; a copied ability keeps the original's targets (CR 706.10c); a
// permanent to sacrifice for a cost can't be, and the spell or ability
// is reversed (CR 720.1, reverse.go); without the position kept before
// it (an old save, a determinized copy) in part: a spell goes back to
// its owner's hand and doesn't count as cast, an ability's {T} cost is
// canceled, the rest stays paid.
func (g *Game) unstick() {
	d := g.pending
	if d.Kind == DecideNone || g.over || len(g.LegalActions(nil)) > 0 {
		return
	}
	g.pending = Decision{}
	switch {
	case d.Kind == DecideCopyTargets:
		if _, _, it := g.copiedAbility(); it != nil {
			cp := *it
			cp.Controller = int8(d.Player)
			g.pushItem(cp)
		}
		g.runEffects()
	case d.Kind == DecideSacrifice && g.sacrificeEffect() == nil && g.undo != nil:
		g.pending = d
		g.reverseToUndo()
	case d.Kind == DecideSacrifice && g.sacrificeEffect() == nil && !g.stack.IsEmpty():
		// A game loaded from a save without the position before the
		// action: undone in part.
		top, _ := g.stack.Pop()
		switch top.Kind {
		case stack.Spell:
			g.moveObject(int32(ObjectID(top.Source).slot()), zone.Hand) // back where it was cast from
			if n := &g.players[top.Controller].spellsCastThisTurn; *n > 0 {
				*n-- // it was never cast (CR 601.2i)
			}
		case stack.ActivatedAbility:
			// Its {T} cost is canceled (CR 720.1).
			if ab := g.activatedOf(top.Source, top.Ability, top.EventObject); ab != nil && ab.Cost.Tap {
				if s, ok := g.lookup(ObjectID(top.Source)); ok && g.objects[s].zone == zone.Battlefield && g.objects[s].tapped {
					g.untap(s)
				}
			}
		}
		if g.res.active {
			g.resumeAfterFreeCast()
		} else {
			g.givePriority(d.Player)
		}
	case g.res.active:
		g.res.searching = false
		g.runEffects()
	default:
		g.givePriority(g.priorityAfter)
	}
}
