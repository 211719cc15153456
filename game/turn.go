package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
	"math"
)

// stampCycle is the number of turns whose stamps differ: turn
// stampCycle+1 has turn 1's stamp again.
const stampCycle = math.MaxInt16 - 1

// turnStamp is the turn number as objects record it in 16 bits (see
// object.playTurn): 1 to stampCycle, and again from 1 after that. Stamps
// only tell "this turn" from other turns, and the ones left from an
// earlier cycle are cleared as a cycle begins (clearTurnStamps), so no
// two turns are confused.
func (g *Game) turnStamp() int16 {
	if g.turn < 1 {
		return 0
	}
	return int16((g.turn-1)%stampCycle + 1)
}

// clearTurnStamps forgets every "this turn" stamp, as a cycle of stamps
// begins (or at each turn once the turn counter has stopped at MaxTurn):
// none can be the new turn's.
func (g *Game) clearTurnStamps() {
	for i := range g.objects {
		o := &g.objects[i]
		if o.playTurn != 0 {
			o.playTurn = 0
			g.exileCastable--
		}
	}
	g.changed()
}

// Start begins a game made by NewEmpty at the start of step s of turn
// `turn` with `active` the active player: the step's turn-based actions
// happen, then the active player receives priority (or the step's first
// decision is asked). Start is allowed once, and not after StartOpening.
// The starting player, who skips the draw of turn 1 (CR 103.7a), is the
// one Config.StartingSeat names, or the first player.
func (g *Game) Start(turn int, active PlayerID, s Step) error {
	if g.started {
		return refuse(ErrBadConfig, "", "game already started")
	}
	switch {
	case turn < 1 || turn > MaxTurn:
		return refuse(ErrBadConfig, "", "bad start: turn %d is not in 1..%d", turn, MaxTurn)
	case !g.validPlayer(active):
		return refuse(ErrBadConfig, "", "bad start: %d is not a player of this game (0..%d)", active, len(g.players)-1)
	case s >= numSteps:
		return refuse(ErrBadConfig, "", "bad start: %d is not a step", s)
	case turn == 1 && g.opening.seat > 0 && g.team(active) != g.team(PlayerID(g.opening.seat-1)):
		// Turn 1 is the starting player's (CR 103.7): a position set up
		// in it can't name another player than Config.StartingSeat.
		return refuse(ErrBadConfig, "103.7", "bad start: turn 1 is the starting player's, %s (Config.StartingSeat), not %s's",
			g.playerName(PlayerID(g.opening.seat-1)), g.playerName(active))
	}
	g.started = true
	g.changed()
	if g.opening.seat > 0 {
		// The seat's team starts (CR 805.3): its primary player stands
		// for it, as g.active does.
		g.opening.starter = g.team(PlayerID(g.opening.seat - 1))
	}
	if turn == 1 && g.opening.seat == 0 {
		// Turn 1 is the starting player's (CR 103.7): a position set up
		// in it names them, unless Config.StartingSeat did.
		g.opening.starter = g.team(active)
	}
	g.turn = turn
	g.active = g.team(active) // CR 805.2: the primary player stands for the team
	g.landsUsed = 0
	g.emit(Event{Kind: EventTurnBegin, Player: active, Amount: turn})
	// A permanent set up sick came under control in this turn, however
	// early in it the game begins (CR 302.6): the untap step leaves it so.
	g.setUpThisTurn = s == Untap
	g.enterStep(s)
	g.setUpThisTurn = false // the untap step cleared it, unless the game ended first
	g.autoPassIdle()
	return nil
}

// enterStep moves the game to step s and runs the steps' turn-based
// actions, moving on through steps without priority, until a decision is
// pending or the game is over.
func (g *Game) enterStep(s Step) {
	for !g.over {
		g.step = s
		g.cleanupPriority = false
		if !g.noEvents {
			g.emit(Event{Kind: EventStep, Player: g.active, Step: s})
		}
		if g.turnBasedActions() {
			return
		}
		s = g.endStep()
	}
}

// emptyPools empties every mana pool as a step or phase ends (CR 500.4,
// 106.4), and reports whether any held mana.
func (g *Game) emptyPools() bool {
	if !g.manaAdded {
		return false
	}
	g.manaAdded = false
	mana := g.anyMana()
	for p := 0; mana && p < len(g.players); p++ {
		g.players[p].pool.Empty()
		g.players[p].spendOnly = nil
		g.players[p].hasteMana = 0
	}
	return mana
}

// endStep empties mana pools (CR 500.4), ends the step and returns the
// next one, beginning a new turn after cleanup (CR 500.1).
func (g *Game) endStep() Step {
	mana := g.emptyPools()
	if g.step == Cleanup || g.step == EndCombat && (len(g.combat.attackers) > 0 || len(g.combat.stillBlocking) > 0) || mana {
		g.changed() // a new turn, creatures leaving combat, or mana lost
	}
	g.endPassSteps()
	next := g.step + 1
	switch {
	case g.step == Cleanup:
		g.beginTurn()
		return Untap
	case g.step == EndCombat:
		// CR 511.3: as the end of combat step ends, creatures are removed
		// from combat.
		g.clearCombat()
	case g.step == DeclareAttackers && !g.combat.attacked:
		// CR 508.8: with no attackers declared (or put onto the
		// battlefield attacking), skip blockers and damage steps; not
		// when the declared ones have left combat since.
		return EndCombat
	case next == Draw && g.skipsFirstDraw():
		// CR 103.7a-b, 500.10: the step doesn't happen at all.
		return Main1
	case next == FirstStrikeDamage && !g.anyFirstStrike():
		// CR 510.4: the first-strike step exists only when needed.
		return CombatDamage
	}
	return next
}

// skipsFirstDraw reports whether this turn's draw step is skipped: the
// first turn's, in a duel (CR 103.7a) and in Two-Headed Giant (the
// starting team's, 103.7b); in a free-for-all nobody skips it (103.7c,
// 800.6).
func (g *Game) skipsFirstDraw() bool {
	return g.turn == 1 && g.active == g.opening.starter && (len(g.players) == 2 || g.twoHeaded())
}

// anyMana reports whether some player has mana in their pool.
func (g *Game) anyMana() bool {
	for p := range g.players {
		pl := &g.players[p]
		if !pl.pool.IsEmpty() || len(pl.spendOnly) != 0 || pl.hasteMana != 0 {
			return true
		}
	}
	return false
}

// beginTurn starts the next player's (team's) turn (CR 500.1, 102.1); a
// player who left the game takes no turn (CR 800.4j).
func (g *Game) beginTurn() {
	if g.turn < MaxTurn {
		g.turn++
		if (g.turn-1)%stampCycle == 0 {
			g.clearTurnStamps() // a new cycle of stamps (turn 32,767, ...)
		}
	} else {
		g.clearTurnStamps() // the counter stays: so would the stamp
	}
	g.active = g.nextTeam(g.active)
	g.landsUsed = 0
	g.onceUsed = g.onceUsed[:0] // "only once each turn" (CR 602.5b)
	g.clearCombat()
	g.shiftTurnHistory()
	g.emit(Event{Kind: EventTurnBegin, Player: g.active, Amount: g.turn})
}

// turnBasedActions performs the current step's turn-based actions and
// reports whether a decision is now pending (priority included).
func (g *Game) turnBasedActions() bool {
	switch g.step {
	case Untap, FirstStrikeDamage, CombatDamage, Cleanup:
		g.changed() // these steps untap, deal damage or end effects; declarations are actions
	case Draw:
		// A draw changes the options of the players who draw only: what
		// players may do depends on their own hand, not another's.
		g.forgetIdle(g.active)
		if g.twoHeaded() {
			g.forgetIdle(g.teammate(g.active))
		}
	}
	switch g.step {
	case Untap:
		g.untapStep()
		return false // CR 502.3: no priority in the untap step
	case Upkeep:
		g.beginningOfStepTriggers(ability.YourUpkeep)
	case Draw:
		// A game set up at the draw step of a first turn that is skipped
		// (skipsFirstDraw) begins there without the draw.
		if !g.skipsFirstDraw() && !g.players[g.active].lost {
			g.drawCard(g.active)
			if g.twoHeaded() {
				g.drawCard(g.teammate(g.active)) // CR 805.4b
			}
		}
	case BeginCombat:
		g.beginningOfStepTriggers(ability.YourBeginningOfCombat)
	case End:
		g.beginningOfStepTriggers(ability.YourEndStep)
	case DeclareAttackers:
		if g.askAttackers() {
			return true
		}
	case DeclareBlockers:
		if g.askBlockers() {
			return true
		}
	case FirstStrikeDamage, CombatDamage:
		// In Two-Headed Giant the attacking team first chooses which
		// defending player each attacker deals its damage to (CR 810.7f).
		g.dealDamageStep(0)
		return true
	case EndCombat:
		// CR 511.3: creatures stop being attacking/blocking as the step ends;
		// done at the end of the phase in endStep via clearCombat.
	case Cleanup:
		return g.cleanup()
	}
	g.givePriority(g.active)
	return true
}

// beginningOfStepTriggers triggers "at the beginning of your upkeep/end
// step" abilities of the active player's permanents, and Auras' "at the
// beginning of the upkeep of enchanted creature's controller" (CR 503.1,
// 513.1).
func (g *Game) beginningOfStepTriggers(ev ability.Event) {
	if !g.anyTriggers {
		return
	}
	// In Two-Headed Giant both players of the active team have the step
	// (CR 805.4).
	for p, last := g.active, g.active+PlayerID(btoi(g.twoHeaded())); p <= last; p++ {
		g.triggerBattlefield(p, ev, -1, 0, 0)
		if ev == ability.YourUpkeep {
			// "At the beginning of each upkeep": once per upkeep step,
			// the active player's (CR 503.1); "at the beginning of each
			// player's upkeep, that player ...": once for each player
			// whose upkeep it is.
			saved := g.eventPlayer
			g.eventPlayer = p
			if p == g.active {
				g.triggerBattlefield(NoPlayer, ability.EachUpkeep, -1, 0, 0)
			}
			g.triggerBattlefield(NoPlayer, ability.EachPlayersUpkeep, -1, 0, 0)
			g.eventPlayer = saved
		}
		if ev != ability.YourUpkeep {
			continue
		}
		if len(g.delayed) > 0 {
			g.fireDelayed(p)
		}
		g.eventPlayer = p // "that player", remembered for the resolution
		for _, s := range g.battlefield {
			o := &g.objects[s]
			if o.attachedTo == 0 || len(o.def.Triggered) == 0 {
				continue
			}
			if t, ok := g.lookup(o.attachedTo); ok && g.objects[t].controller == p {
				g.upkeepOfAttached(s, t)
			}
		}
		g.eventPlayer = NoPlayer
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// untapStep: the active player's permanents stop being summoning sick and
// untap (CR 502.2, 302.6) — except the sickness of permanents set up in
// this turn, when the game begins with this step (setUpThisTurn).
func (g *Game) untapStep() {
	setUp := g.setUpThisTurn
	g.setUpThisTurn = false
	for _, s := range g.battlefield {
		o := &g.objects[s]
		o.loyaltyUses = 0 // CR 606.3: once each turn, whoever controls it
		if g.team(o.controller) != g.active {
			continue
		}
		if !setUp {
			o.sick = false
		}
		if o.has(markSkipUntap) {
			o.marks &^= markSkipUntap // "doesn't untap during its next untap step"
			continue
		}
		if o.tapped && !g.hasRestriction(s, ability.DoesntUntap) {
			o.tapped = false
			g.tapChanged(o.controller)
			g.emit(Event{Kind: EventUntap, Object: g.idOf(s), Player: o.controller})
		}
	}
}

// cleanup runs the cleanup step (CR 514): discard to hand size, then
// remove damage and end "until end of turn" effects. It reports whether a
// decision is pending.
func (g *Game) cleanup() bool {
	if n := len(g.players[g.active].hand) - g.rules.maxHandSize(); n > 0 {
		g.pending = Decision{Kind: DecideDiscard, Player: g.active, Count: n}
		return true
	}
	if g.twoHeaded() { // CR 805.4: each player of the active team
		p := g.teammate(g.active)
		if n := len(g.players[p].hand) - g.rules.maxHandSize(); n > 0 {
			g.pending = Decision{Kind: DecideDiscard, Player: p, Count: n}
			return true
		}
	}
	return g.cleanupRest()
}

// cleanupRest is CR 514.2–514.3a, after the discard.
func (g *Game) cleanupRest() bool {
	for _, s := range g.battlefield {
		g.objects[s].damage = 0
	}
	g.endTurnEffects()
	g.clearCombat()
	return g.cleanupChecks()
}

// cleanupChecks is CR 514.3a: if state-based actions would be performed
// or abilities triggered, players get priority and another cleanup step
// follows. A permanent that entered as the step's actions ended effects
// (a card back from exile when its holder left) first makes the choice
// it makes as it enters (CR 614.12); resume comes back here after it.
func (g *Game) cleanupChecks() bool {
	if g.enterChoices && g.askEnterChoice() {
		return true
	}
	if len(g.enteredTogether) > 0 {
		// The entering triggers held for a choice as they entered, now made
		// (see flushEnteredTogether), are triggers of this step.
		g.flushEnteredTogether()
	}
	if g.checkSBA() || len(g.triggers) > 0 || g.pending.Kind == DecideKeep {
		g.cleanupPriority = true
		if g.over {
			return true
		}
		if g.pending.Kind == DecideKeep {
			// After the choice the active player gets priority first
			// (CR 514.3a, 116.3b), as givePriority would give it.
			g.priorityAfter = g.active
			return true
		}
		g.givePriority(g.active)
		return true
	}
	return false
}

// givePriority checks state-based actions (CR 704.3) and gives p
// priority, or the next player in turn order if p has left the game
// (CR 800.4a, 800.4i).
func (g *Game) givePriority(p PlayerID) {
	if g.validPlayer(p) && g.players[p].lost {
		p = g.nextTeam(p)
	}
	g.priorityAfter = p
	for {
		if g.enterChoices && g.askEnterChoice() {
			return // CR 614.12: the choice is made as it enters
		}
		if len(g.enteredTogether) > 0 {
			g.flushEnteredTogether()
		}
		g.checkSBA()
		if g.over {
			g.pending = Decision{}
			return
		}
		if g.pending.Kind == DecideKeep {
			return // the legend rule or uniqueness asks a choice first
		}
		if g.enterChoices && g.askEnterChoice() {
			return // a permanent entered during the check
		}
		if len(g.triggers) == 0 {
			break
		}
		// CR 116.5: triggered abilities go on the stack before a player
		// receives priority, after state-based actions.
		if g.putTriggersOnStack() {
			return
		}
	}
	if g.validPlayer(p) && g.players[p].lost {
		p = g.nextTeam(p) // p left during the state-based actions
	}
	g.forgetLeft()
	g.placing = false
	g.pending = Decision{Kind: DecidePriority, Player: p}
}

// pass passes priority for p (CR 116.3d, 116.4): to the next player
// in turn order, until every player (team, CR 805.5b) still in the game
// has passed in succession (CR 116.4).
func (g *Game) pass(p PlayerID) {
	g.passes++
	if !g.noEvents { // the hottest events: skip building them
		g.emit(Event{Kind: EventPass, Player: p})
	}
	need := 2 // a duel ends when either player leaves
	if len(g.players) > 2 {
		need = g.teamsInGame()
	}
	if g.passes < need {
		g.givePriority(g.nextTeam(p))
		return
	}
	g.passes = 0
	if !g.stack.IsEmpty() {
		g.resolveTop()
		return
	}
	if g.step == Cleanup {
		// CR 514.3a: another cleanup step. This one ends, and with it
		// the mana in the pools (CR 500.4, 106.4).
		if g.emptyPools() {
			g.changed()
		}
		g.endPassSteps()
		g.enterStep(Cleanup)
		return
	}
	g.enterStep(g.endStep())
}

// afterAction gives priority back to the player who acted (CR 116.3c).
func (g *Game) afterAction(p PlayerID) {
	g.passes = 0
	g.givePriority(p)
}

// playLand plays a land card (CR 305.1–305.3).
func (g *Game) playLand(a Action) error {
	slot, err := g.playableCard(a.Player, a.Object)
	if err != nil {
		// A land is played from its owner's hand (CR 305.1, 115.2a),
		// whatever the object named was.
		return alsoCite(err, "305.1", "115.2a")
	}
	o := &g.objects[slot]
	if !o.def.IsLand() {
		return refuse(ErrNotAllowed, "305.1", "%s is not a land", o.def.Name)
	}
	if g.team(a.Player) != g.active {
		return alsoCite(refuse(ErrTiming, "305.3", "a land can't be played in another player's turn"), "305.1")
	}
	if !g.step.IsMain() || !g.stack.IsEmpty() {
		return refuse(ErrTiming, "305.1", "a land is played only in your own main phase with an empty stack")
	}
	if g.landPlayed(a.Player) {
		return refuse(ErrLandLimit, "305.2", "%s already played a land this turn", g.playerName(a.Player))
	}
	if g.cantPlayLands(a.Player) {
		return refuse(ErrNotAllowed, "101.2", "%s can't play lands", g.playerName(a.Player))
	}
	g.markLandPlayed(a.Player)
	id := g.enterBattlefield(slot, a.Player)
	g.emit(Event{Kind: EventPlayLand, Player: a.Player, Object: id, Card: o.def})
	g.afterAction(a.Player)
	return nil
}

// playableCard returns the slot of card id if p may play it: from their
// hand, or from exile when an effect allows it this turn (Chandra,
// Pyromaster's 0).
func (g *Game) playableCard(p PlayerID, id ObjectID) (int32, error) {
	if slot, ok := g.lookup(id); ok {
		o := &g.objects[slot]
		if o.zone == zone.Exile && o.owner == p && o.playTurn == g.turnStamp() && o.playTurn != 0 {
			return slot, nil
		}
		if o.owner == p && (o.zone == zone.Exile || o.zone == zone.Graveyard) {
			// CR 601.3 (305.1 for lands): a card is played from another
			// zone than the hand only when an effect allows it, as "you
			// may play that card this turn" did until it ended. (A
			// library card's name is not told: it is hidden.)
			rule := "601.3"
			if o.def.IsLand() {
				rule = "305.1"
			}
			where := "exile"
			if o.zone != zone.Exile {
				where = "their " + o.zone.String()
			}
			return 0, refuse(ErrNotAllowed, rule, "%s may not play %s from %s: no effect allows it",
				g.playerName(p), o.def.Name, where)
		}
	}
	slot, err := g.handCard(p, id)
	if err != nil {
		if re, ok := err.(*RuleError); ok {
			// CR 601.3, 305.1: a card is played from the hand unless an
			// effect allows another zone.
			re.Rule, re.Also = "601.3", "400.7"
			if s, found := g.lookup(id); found && !hiddenZone(g.objects[s].zone) && g.objects[s].def.IsLand() {
				re.Rule = "305.1"
			}
			if g.inTeammatesHand(p, id) {
				re.CiteToo("810.5")
			}
		}
	}
	return slot, err
}

// handCard returns the slot of card id in p's hand.
func (g *Game) handCard(p PlayerID, id ObjectID) (int32, error) {
	slot, ok := g.lookupSeenBy(id, p)
	if !ok {
		// Hidden from p or gone: which, the refusal doesn't tell.
		return 0, refuse(ErrNoObject, "400.7", "object %d is not a card in %s's hand: it is hidden from them, or no longer exists (a card that changed zones is a new object)", id, g.playerName(p))
	}
	if o := &g.objects[slot]; o.zone != zone.Hand || o.owner != p {
		// Say where it is: it is in a zone p sees.
		what := g.label(id, English)
		in := "in " + g.playerName(o.owner) + "'s " + o.zone.String()
		switch o.zone {
		case zone.Battlefield, zone.Stack:
			in = "on the " + o.zone.String()
		case zone.Exile:
			in = "in exile"
		}
		return 0, refuse(ErrNoObject, "400.7", "%s is not a card in %s's hand: it is %s", what, g.playerName(p), in)
	}
	return slot, nil
}
