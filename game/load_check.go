package game

import (
	"fmt"
	"math"
	"sort"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// The checks Load makes once everything is read: that the parts agree
// with each other and with what the engine will read.

// derivedCounts sets the counts derived from the state that a save
// leaves out, and checks those it keeps against the state. It comes
// before the checks that compute characteristics (a land's type-changing
// static is counted in landStatics, CR 613.1d).
func (l *loader) derivedCounts() error {
	g := l.g
	// The running counts must be those the state gives.
	c := *g
	c.recount()
	g.listeners = c.listeners // derived from the battlefield, not saved
	g.preventers, g.grants = c.preventers, c.grants
	g.overwrites = c.overwrites // derived from the effects, not saved
	g.landStatics, g.landBans = c.landStatics, c.landBans
	g.condStatics, g.condOthers, g.countedStatics = c.condStatics, c.condOthers, c.countedStatics
	g.passSteps = c.passSteps // derived from the players' passStep
	g.graveAbilities = c.graveAbilities
	g.minusCounters = c.minusCounters // derived from the counters on the battlefield
	g.manaAdded = c.manaAdded         // derived from the pools
	g.enterChoices = c.enterChoices   // derived from the choices not yet made
	for i, want := range c.counts() {
		if got := *g.counts()[i].n; got != *want.n {
			return badSave("counts."+want.name, "%d, but the state gives %d", got, *want.n)
		}
	}
	if g.anyTriggers != c.anyTriggers {
		return badSave("anyTriggers", "%v, but the state gives %v", g.anyTriggers, c.anyTriggers)
	}
	return nil
}

// consistency checks the relations between the parts: counters that the
// engine keeps incrementally, and that the pending decision fits the state
// the engine will read when it is answered.
func (l *loader) consistency() error {
	g := l.g
	for s := range g.objects {
		o := &g.objects[s]
		if o.timestamp > g.timestamp {
			return badSave(fmt.Sprintf("objects[%d].timestamp", s), "%d is after the game's last timestamp %d", o.timestamp, g.timestamp)
		}
	}
	if g.over && g.pending.Kind != DecideNone {
		return badSave("pending", "the game is over but a %s decision is pending", g.pending.Kind)
	}
	if !g.over && g.winner != NoPlayer {
		return badSave("winner", "the game is not over")
	}
	if !g.started && !g.over && g.pending.Kind != DecideNone {
		return badSave("pending", "the game has not started but a %s decision is pending", g.pending.Kind)
	}
	if g.started && !g.over && g.pending.Kind == DecideNone {
		return badSave("pending", "the game is running but no decision is pending")
	}
	if g.started && !g.over && !g.validPlayer(g.priorityAfter) {
		// Priority goes to a player once the triggers or the choice
		// waiting are done (CR 116.3b, 603.3).
		return badSave("priorityAfter", "%d is no player of the game: priority must go to one", g.priorityAfter)
	}
	if err := l.openingConsistency(); err != nil {
		return err
	}
	if err := l.stateConsistency(); err != nil {
		return err
	}
	for i := range g.combat.attackers {
		// The active player attacks opponents and their planeswalkers
		// (CR 506.2, 508.1b; a team attacks the other team, CR 805.10).
		a := &g.combat.attackers[i]
		if dp := g.defender(a); !a.attacksNothing && dp != NoPlayer && !g.opponents(g.active, dp) {
			return badSave(fmt.Sprintf("combat.attackers[%d].player", i), "%s is not an opponent of the attacking player %s (CR 506.2)", g.players[dp].name, g.players[g.active].name)
		}
	}
	if err := l.seatsConsistency(); err != nil {
		return err
	}
	if err := l.combatConsistency(); err != nil {
		return err
	}
	d := &g.pending
	if d.Kind == DecidePriority && len(g.enteredTogether) > 0 {
		// The permanents that entered together are read by the triggers
		// of their entering, which are put on the stack before a player
		// gets priority (CR 603.3, 603.6a).
		return badSave("enteredTogether", "permanents are still entering together at a priority decision: their entering is over (CR 603.6a)")
	}
	if g.cleanupPriority && g.step != Cleanup {
		return badSave("cleanupPriority", "set outside the cleanup step")
	}
	entering := !g.res.active && (d.Kind == DecideName || d.Kind == DecideCreatureType || d.Kind == DecideChooseCard)
	if g.started && !g.over && g.step == Cleanup && !g.cleanupPriority && d.Kind != DecideDiscard && !entering {
		return badSave("pending", "a %s decision in a cleanup step where no state-based action was performed and nothing triggered: no player gets priority there (CR 514.3)", d.Kind)
	}
	if g.res.redirectedFor != 0 {
		if err := g.checkRedirects(*d); err != nil {
			return err
		}
	}
	if (g.res.placedTop != 0 || g.res.placedBottom != 0) && d.Kind != DecideTopOrBottom {
		return badSave("resolution.placedTop", "cards are placed on top or bottom only while a top-or-bottom decision is pending")
	}
	if g.res.active && g.findItem(&g.res.item) < 0 {
		// The resolving item stays on the stack until it has resolved
		// (CR 608.2, 608.2k); only items put on it since can be above it.
		return badSave("resolution.item", "the item being resolved is not on the stack")
	}
	for i := 0; i < g.stack.Len() && !g.over; i++ {
		if c := PlayerID(g.stack.At(i).Controller); !g.inGame(c) {
			return badSave(fmt.Sprintf("stack[%d].controller", i), "%s has left the game: what they controlled left the stack with them (CR 800.4a)", g.players[c].name)
		}
	}
	for i := 0; i < len(g.triggers) && !g.over; i++ {
		if c := g.triggers[i].controller; !g.inGame(c) {
			return badSave(fmt.Sprintf("triggers[%d].controller", i), "%s has left the game: their triggered abilities don't go on the stack (CR 800.4a)", g.players[c].name)
		}
	}
	stamp := g.turnStamp()
	for s := range g.objects {
		if o := &g.objects[s]; o.playTurn > stamp {
			return badSave(fmt.Sprintf("objects[%d].playTurn", s), "a turn after this one (%d, this turn %d)", o.playTurn, stamp)
		}
	}
	if g.res.foundInLibrary && d.Kind != DecideFind && !g.over {
		return badSave("resolution.foundInLibrary", "a card found in the library so far is kept only while the search asks for more")
	}
	if g.res.choosingDefender && d.Kind != DecideDefendingPlayer && !g.over {
		return badSave("resolution.choosingDefender", "the choice of a defending player waits only with its decision pending, or in a game that is over")
	}
	switch d.Kind {
	case DecideTriggerOrder, DecideDiscard, DecideTakeRevealed, DecideTargets, DecideSearch, DecidePick,
		DecideCombatDamagePlayer, DecideDamageOrder, DecideTopOrBottom, DecideFind, DecideGuess, DecideMulligan, DecideColor:
		// The kinds with a count: each is checked below.
	default:
		if d.Count != 0 {
			return badSave("pending.count", "a %s decision has no count: 0, not %d", d.Kind, d.Count)
		}
	}
	switch d.Kind {
	case DecidePriority:
		if g.step == Untap {
			return badSave("pending", "no player gets priority in the untap step (CR 502.3)")
		}
		if g.res.active {
			return badSave("pending", "no player gets priority while a spell or ability resolves (CR 608.2)")
		}
		if len(g.triggers) > 0 {
			return badSave("triggers", "triggered abilities wait to be put on the stack: they go there before a player gets priority (CR 116.5, 603.3)")
		}
	case DecideTriggerOrder:
		n := 0 // the team's, in Two-Headed Giant (CR 805.7)
		for i := range g.triggers {
			if g.waiting(&g.triggers[i], d.Player) { // of this round (CR 603.3b)
				n++
			}
		}
		if d.Count < 1 || d.Count != n {
			return badSave("pending.count", "%d triggers to order, but %s (with their team) has %d waiting", d.Count, g.players[d.Player].name, n)
		}
	case DecideDiscard:
		if d.Count < 1 {
			return badSave("pending.count", "a discard decision needs a count of at least 1")
		}
		if !g.costDiscard && !g.res.active && !(g.step == Cleanup && g.team(d.Player) == g.active) {
			return badSave("pending", "a discard decision comes from a cost, a resolution or the active player's cleanup step")
		}
		if g.costDiscard && !g.discardCostDue(d.Player) {
			return badSave("costDiscard", "no ability of %s's with a discard cost is on top of the stack, being paid for (CR 602.2b)", g.players[d.Player].name)
		}
		if g.costDiscard {
			if n := g.stackActivated(g.stack.At(0)).Cost.Discard; d.Count > n {
				return badSave("pending.count", "%d cards left to discard, but the cost discards %d (CR 602.2b)", d.Count, n)
			}
		}
		if over := len(g.players[d.Player].hand) - g.rules.maxHandSize(); !g.costDiscard && !g.res.active && d.Count != over {
			return badSave("pending.count", "%s discards down to the maximum hand size: %d cards, not %d (CR 514.1)", g.players[d.Player].name, over, d.Count)
		}
	case DecideTakeRevealed:
		if !g.res.active || d.Count < 1 || d.Count > len(g.players[d.Player].library) || PlayerID(g.res.item.Controller) != d.Player {
			return badSave("pending", "a take-revealed decision needs its player's resolution and that many cards in the library")
		}
		if e := g.resolvingEffectOf(ability.OpRevealTake); e == nil || d.Count != min(g.effectAmount(e), len(g.players[d.Player].library)) {
			return badSave("pending.count", "%d cards revealed, but the effect reveals the top %d", d.Count, revealCount(g, e, d.Player))
		}
	case DecideChoosePermanent:
		if e := g.resolvingEffect(); e == nil || e.Subject != ability.SubjectChosen || PlayerID(g.res.item.Controller) != d.Player {
			return badSave("pending", "a choose-permanent decision needs its player's resolution at an effect on a chosen permanent")
		}
	case DecideSacrifice:
		if e := g.eachSacrificeEffect(); e != nil {
			if err := g.checkEachSacrifice(d.Player, e); err != nil {
				return err
			}
			break
		}
		if g.sacrificeEffect() != nil {
			break
		}
		if gr, _ := g.sacrificeCost(); gr == nil || PlayerID(g.stack.At(0).Controller) != d.Player {
			return badSave("pending", "a sacrifice decision pays the cost of its player's ability on top of the stack")
		}
	case DecideAttackers:
		if g.step != DeclareAttackers || d.Player != g.active {
			return badSave("pending", "only the active player declares attackers, in the declare attackers step")
		}
		if err := g.declaredOnEmptyStack(); err != nil {
			return err
		}
	case DecideBlockers:
		if g.step != DeclareBlockers || d.Player == g.active {
			return badSave("pending", "only the defending player declares blockers, in the declare blockers step")
		}
		if err := g.declaredOnEmptyStack(); err != nil {
			return err
		}
		attacked := false
		for _, a := range g.combat.attackers {
			attacked = attacked || g.team(g.defender(&a)) == g.team(d.Player)
		}
		if !attacked {
			return badSave("pending.player", "%s is attacked by no creature: a defending player declares blockers (CR 509.1)", g.players[d.Player].name)
		}
	case DecideYesNo:
		if !g.res.active {
			return badSave("pending", "a yes/no decision needs a resolution in progress")
		}
		if e := g.resolvingEffect(); e == nil || !e.Optional && e.Op != ability.OpCounterUnlessPays || g.res.answered || g.res.searching || g.res.picking {
			return badSave("pending", "a yes/no decision needs the resolution to be at an effect that asks one and has no answer yet: \"you may\" (CR 603.5) or \"unless its controller pays\"")
		}
	case DecideCopyTargets:
		if !g.copyTargetsDecisionOK() {
			return badSave("pending", "a copy-targets decision needs a resolution that has just run an effect copying an ability with targets, on the stack or countered since (CR 608.2g)")
		}
	case DecideColor:
		if !g.colorDecisionOK(d.Count) {
			return badSave("pending", "a colour decision needs a resolution that has just run an effect choosing a colour: a prevention's (count 0) or the colour of the mana an effect adds (count its amount)")
		}
		if d.Player != PlayerID(g.res.item.Controller) {
			return badSave("pending.player", "the resolving ability's controller chooses the colour")
		}
	case DecideTargets:
		if d.Count >= len(g.triggers) || g.triggers[d.Count].controller != d.Player {
			return badSave("pending.count", "trigger %d is not one of %s's waiting triggers", d.Count, g.players[d.Player].name)
		}
	case DecideSearch:
		if !g.res.active || !g.res.searching {
			return badSave("pending", "a search decision needs a library search in progress")
		}
		if _, effects := g.effectsOf(&g.res.item); g.res.next >= len(effects) || effects[g.res.next].Op != ability.OpSearchLibrary {
			return badSave("resolution.next", "a search decision needs the resolution to be at a search effect")
		}
		if d.Player != PlayerID(g.res.item.Controller) {
			return badSave("pending.player", "the resolving ability's controller searches their library")
		}
		if d.Count != g.res.searchLeft {
			return badSave("pending.count", "%d cards to find, but the search has %d left", d.Count, g.res.searchLeft)
		}
	case DecideKeep:
		if g.keep.kind == 0 {
			return badSave("keep", "a keep decision needs a group to keep from")
		}
	case DecideRedirect:
		if !g.res.active {
			return badSave("pending", "a redirect decision needs a resolution in progress")
		}
		if !g.res.redirectAsked || g.resolvingEffectOf(ability.OpDamage) == nil || g.redirectVictim() == NoPlayer {
			return badSave("pending", "a redirect decision needs the resolution to be at damage to a player, asking it (CR 306.7)")
		}
	case DecidePick:
		if !g.res.active || !g.res.picking {
			return badSave("pending", "a pick decision needs a resolution in progress")
		}
		if d.Player != PlayerID(g.res.item.Controller) {
			return badSave("pending.player", "the resolving ability's controller picks")
		}
		if e := g.resolvingEffectOf(ability.OpLookMill); e == nil || d.Count != min(g.effectAmount(e), len(g.players[d.Player].library)) {
			return badSave("pending.count", "%d cards looked at, but the effect looks at the top %d", d.Count, revealCount(g, e, d.Player))
		}
	case DecideCombatDamagePlayer:
		var ps [MaxPlayers]PlayerID
		if g.step != FirstStrikeDamage && g.step != CombatDamage {
			return badSave("pending", "the player dealt an attacker's combat damage is chosen as a combat damage step begins (CR 810.7f)")
		}
		if len(g.damagePlayerChoices(d.Count, g.step == FirstStrikeDamage, &ps)) == 0 {
			return badSave("pending.count", "attacker %d deals no combat damage to a defending team of two in Two-Headed Giant (CR 810.7f)", d.Count)
		}
		if s, _ := g.lookup(g.combat.attackers[d.Count].id); d.Player != g.objects[s].controller {
			return badSave("pending.player", "the attacking creature's controller chooses for its team (CR 810.7f)")
		}
	case DecideDamageOrder:
		if d.Count >= len(g.combat.attackers) {
			return badSave("pending.count", "attacker %d does not exist", d.Count)
		}
		if g.step != DeclareBlockers {
			return badSave("pending", "blockers are ordered in the declare blockers step (CR 509.2)")
		}
		if d.Player != g.active {
			return badSave("pending.player", "the attacking player orders the blockers (CR 509.2)")
		}
	case DecideChooseCard:
		if s := g.enterChoiceDue(); s >= 0 && g.objects[s].def.AsEnters == ability.ChooseCopy {
			// Entering as a copy, perhaps while a spell resolves (Chord
			// of Calling finding Mercurial Pretender).
			if g.objects[s].controller != d.Player {
				// The player it enters under chooses what it copies
				// (CR 706.2, 614.12).
				return badSave("pending.player", "%s's controller chooses what it copies as it enters (CR 614.12)", g.objects[s].def.Name)
			}
			break // a permanent's copy choice as it entered
		}
		if !g.res.active {
			return badSave("pending", "a choose-card decision needs a resolution in progress")
		}
		if _, effects := g.effectsOf(&g.res.item); g.res.next >= len(effects) {
			return badSave("resolution.next", "a choose-card decision needs the resolution to be at an effect")
		}
		if g.resolvingEffectOf(ability.OpChooseCopy) != nil && d.Player != PlayerID(g.res.item.Controller) {
			// A card put onto the battlefield as a copy enters under
			// the resolving ability's controller, who chooses what it
			// copies (CR 706.2, 614.12).
			return badSave("pending.player", "the resolving ability's controller chooses what the entering card copies (CR 614.12)")
		}
	case DecideUnless:
		e := g.unlessEffect()
		if e == nil {
			return badSave("pending", "an unless decision needs the resolution to be at an \"unless\" effect")
		}
		p := NoPlayer
		g.effectPlayers(e, func(q PlayerID) { p = q })
		if d.Player != p {
			return badSave("pending.player", "the player the \"unless\" names decides")
		}
	case DecideName:
		if s := g.enterChoiceDue(); !g.namingEffect() && (s < 0 || g.objects[s].def.AsEnters != ability.ChooseCardName || g.objects[s].controller != d.Player) {
			return badSave("pending", "a name decision needs a naming effect or a permanent that names a card as it enters")
		}
	case DecideCreatureType:
		if s := g.enterChoiceDue(); s < 0 || g.objects[s].def.AsEnters != ability.ChooseCreatureType || g.objects[s].controller != d.Player {
			return badSave("pending", "a creature type decision needs a permanent that chooses one as it enters")
		}
	case DecideTopOrBottom:
		if !g.res.active || d.Count < 1 || g.topOrBottomLeft(d.Player) != d.Count {
			return badSave("pending.count", "%d cards to put on top or bottom, but %d wait", d.Count, g.topOrBottomLeft(d.Player))
		}
		for _, s := range g.res.cards[len(g.topOrBottomWaiting()):] {
			o := &g.objects[s]
			if o.zone == nowhere {
				continue // its owner left the game with it
			}
			if o.zone != zone.Battlefield || (o.owner != d.Player && g.topOrBottomLeft(o.owner) != 0) {
				return badSave("resolution.cards", "a card placed on top or bottom must be on the battlefield, its owner's choices made or being made")
			}
		}
	case DecideFind:
		e := g.searchZonesEffect()
		if e == nil {
			return badSave("pending", "a find decision needs the resolution to be at a search of several zones")
		}
		if d.Count != findCount(e) {
			return badSave("pending.count", "a find decision counts 1 for a search for any number of cards, else 0, not %d", d.Count)
		}
	case DecideHiddenCard, DecideGuess, DecideCastFree, DecideChoosePlayer:
		want := map[DecisionKind]uint8{DecideHiddenCard: 0, DecideGuess: 1, DecideCastFree: 2, DecideChoosePlayer: 3}[d.Kind]
		stage := g.res.stage
		if d.Kind == DecideCastFree && stage == 4 {
			stage = 2 // after a guess of "greater"
		}
		if g.guessEffect() == nil || stage != want || (want > 0 && g.res.chosen == 0) {
			return badSave("resolution.stage", "a %s decision needs the resolution at a secret choice, stage %d", d.Kind, want)
		}
		ctrl := PlayerID(g.res.item.Controller)
		if s, ok := g.lookup(g.res.chosen); want > 0 && (!ok || g.objects[s].zone != zone.Hand || g.objects[s].owner != ctrl) {
			return badSave("resolution.chosen", "the card chosen in secret is in its chooser's hand")
		}
		if (d.Kind == DecideHiddenCard || d.Kind == DecideCastFree || d.Kind == DecideChoosePlayer) && d.Player != ctrl {
			return badSave("pending.player", "a %s decision is the controller's of the resolving ability", d.Kind)
		}
		if d.Kind == DecideGuess && d.Count != g.amount(g.guessEffect().Amount) {
			return badSave("pending.count", "a guess is about the number the ability says (%d), not %d", g.amount(g.guessEffect().Amount), d.Count)
		}
	case DecideDefendingPlayer:
		var ps [MaxPlayers]PlayerID
		if !g.res.choosingDefender || len(g.defendingChoices(&ps)) == 0 {
			return badSave("resolution.choosingDefender", "a defending-player decision needs a resolving attack trigger about the defending player, in Two-Headed Giant")
		}
		if d.Player != PlayerID(g.res.item.Controller) {
			return badSave("pending.player", "a %s decision is the controller's of the resolving ability", d.Kind)
		}
	case DecideCastCopy:
		if !g.res.active || g.res.copySlot < 0 || !g.objects[g.res.copySlot].token {
			return badSave("resolution.copySlot", "a cast-copy decision needs the copy waiting to be cast")
		}
	}
	if p := g.teamLifeApart(); p >= 0 {
		return badSave(fmt.Sprintf("players[%d].life", p+1), "%d, but the teammate %s has %d: a team has one life total (CR 810.4)",
			g.players[p+1].life, g.players[p].name, g.players[p].life)
	}
	if !g.sbaDirty && g.started && !g.over {
		// Nothing asks for state-based actions, so none may apply: name
		// the member that makes one apply where it is a player's.
		for p := range g.players {
			pl := &g.players[p]
			switch {
			case pl.lost:
			case pl.life <= 0:
				return badSave(fmt.Sprintf("players[%d].life", p), "%d: a player at 0 or less life loses (CR 704.5a), and this game goes on without sbaDirty", pl.life)
			case pl.poison >= 10 && !g.twoHeaded(): // a team's 15 is the state's check (CR 810.10)
				return badSave(fmt.Sprintf("players[%d].poison", p), "%d: a player with ten or more poison counters loses (CR 704.5c), and this game goes on without sbaDirty", pl.poison)
			}
		}
		if err := g.checkAfterSBA(); err != nil {
			return &SaveError{Path: "sbaDirty", Msg: "false, but state-based actions apply", Err: err}
		}
		if d.Kind != DecideKeep {
			// Every one of them (the legend rule, a token out of play,
			// +1/+1 and -1/-1 counters together too): a check on a copy
			// must find nothing to do (CR 704.3).
			c := g.Clone()
			c.noEvents, c.sbaDirty = true, true
			if c.sbaOnce() || c.pending != g.pending {
				return badSave("sbaDirty", "false, but state-based actions apply (CR 704.3)")
			}
		}
	}
	if err := g.CheckInvariants(); err != nil {
		return &SaveError{Msg: "inconsistent state", Err: err}
	}
	// A game in progress always has a legal answer to its decision.
	if n, err := legalCount(g); err != nil {
		return &SaveError{Path: "pending", Msg: "the engine can't list the legal actions of this state", Err: err}
	} else if g.started && !g.over && n == 0 {
		return badSave("pending", "the %s decision has no legal answer", g.pending.Kind)
	}
	return nil
}

// discardCostDue reports whether the item on top of the stack is an
// activated ability of p's whose cost discards cards: a discard decision
// paying a cost pays that one's (the ability is put on the stack before
// its costs are paid, CR 602.2a-b).
func (g *Game) discardCostDue(p PlayerID) bool {
	if g.stack.Len() == 0 || g.res.active {
		return false
	}
	it := g.stack.At(0)
	if it.Kind != stack.ActivatedAbility || PlayerID(it.Controller) != p {
		return false
	}
	ab := g.stackActivated(it)
	return ab != nil && ab.Cost.Discard > 0
}

// openingDecisions maps each stage of the start of the game to the
// decision it asks.
var openingDecisions = [...]DecisionKind{openingNone: DecideNone, openingChooser: DecideStartingPlayer,
	openingMulligan: DecideMulligan, openingBottom: DecideBottom}

// openingConsistency checks that the pending decision fits the stage of
// the start of the game, and the player the state gives.
func (l *loader) openingConsistency() error {
	g := l.g
	d, o := &g.pending, &g.opening
	if g.over {
		return nil
	}
	isOpening := d.Kind == DecideStartingPlayer || d.Kind == DecideMulligan || d.Kind == DecideBottom
	if (o.stage != openingNone && d.Kind != openingDecisions[o.stage]) || (o.stage == openingNone && isOpening) {
		return badSave("pending.kind", "%s, but the start of the game is at %q", d.Kind, openingStageNames[o.stage])
	}
	switch d.Kind {
	case DecideMulligan:
		if o.kept[d.Player] || o.declared[d.Player] {
			return badSave("pending.player", "%s already declared", g.players[d.Player].name)
		}
		if d.Count != len(g.players[d.Player].hand) {
			return badSave("pending.count", "%d, but the hand holds %d cards", d.Count, len(g.players[d.Player].hand))
		}
		// Declarations go around in turn order from the starting
		// player (CR 103.4): nobody after the player asked has declared
		// in this round.
		for i := g.turnOrderIndex(d.Player) + 1; i < len(g.players); i++ {
			if q := g.inTurnOrder(i); o.declared[q] {
				return badSave("opening.declared", "%s declared before %s, who declares first (CR 103.4)", g.players[q].name, g.players[d.Player].name)
			}
		}
	case DecideBottom:
		pl := &g.players[d.Player]
		if g.rules.Mulligan != MulliganVancouver || len(pl.hand) >= startingHandSize || len(pl.library) == 0 {
			return badSave("pending", "%s may not look at the top card of their library", pl.name)
		}
	}
	return nil
}

// legalCount counts the legal actions of g, turning a panic of the engine
// on a state that passed every check into an error: Load never panics.
func legalCount(g *Game) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return len(g.LegalActions(nil)), nil
}

// checkRedirects checks the answers kept for a redirection of damage to
// players it doesn't target: a redirect decision for such damage is
// pending, each answer is for an opponent of the damage's controller, and
// each planeswalker named is one that opponent controls, or has left
// (CR 306.7).
func (g *Game) checkRedirects(d Decision) error {
	if d.Kind != DecideRedirect {
		return badSave("resolution.redirects", "answers for a redirection are kept only while the next one is asked (CR 306.7)")
	}
	if e := g.resolvingEffectOf(ability.OpDamage); e == nil || e.Subject != ability.SubjectPlayer || e.Who == ability.WhoTarget {
		return badSave("resolution.redirects", "answers player by player are kept only for damage that doesn't target the players (CR 306.7)")
	}
	ctrl, i := PlayerID(g.res.item.Controller), 0
	for p := range g.players {
		if g.res.redirectedFor&seatBit(PlayerID(p)) == 0 {
			continue
		}
		path := fmt.Sprintf("resolution.redirects[%d]", i)
		i++
		if !g.opponents(PlayerID(p), ctrl) {
			return badSave(path+".player", "%s is no opponent of %s: only an opponent's damage may be redirected (CR 306.7)", g.players[p].name, g.players[ctrl].name)
		}
		to := g.res.redirects[p]
		if s, ok := g.lookup(to); to != 0 && ok && (g.objects[s].zone != zone.Battlefield || g.objects[s].controller != PlayerID(p) || g.types(s)&ability.Planeswalker == 0) {
			return badSave(path+".to", "object %d isn't a planeswalker %s controls (CR 306.7)", to, g.players[p].name)
		}
	}
	return nil
}

// objectCardName is the name a save gives o's definition: a token's
// card.TokenKey, which tells apart tokens that share a name.
func objectCardName(o *object) string {
	if o.token {
		return card.TokenKey(o.def)
	}
	return o.def.Name
}

// counterMap returns counts of counters as a save writes them: by name,
// zero counts left out (nil when there are none).
func counterMap(c *[numCounterKinds]int16) map[string]int {
	var m map[string]int
	for k, n := range c {
		if n != 0 {
			if m == nil {
				m = make(map[string]int, 1)
			}
			m[CounterKind(k).String()] = int(n)
		}
	}
	return m
}

// parseCounters reads counts of counters saved by counterMap; path names
// the field in errors.
func parseCounters(path string, m map[string]int) ([numCounterKinds]int16, error) {
	var c [numCounterKinds]int16
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names) // the first bad one is reported, always the same
	for _, name := range names {
		n := m[name]
		k, ok := ParseCounterKind(name)
		if !ok {
			return c, badSave(path, "unknown counter kind %q", name)
		}
		if n < 0 || n > math.MaxInt16 {
			return c, badSave(path+"."+name, "%d is out of range 0..%d", n, math.MaxInt16)
		}
		c[k] = int16(n)
	}
	return c, nil
}

// idsOut returns ids for a save.
func idsOut(ids []ObjectID) []uint32 {
	var out []uint32
	for _, id := range ids {
		out = append(out, uint32(id))
	}
	return out
}

// revealCount is how many top cards of p's library effect e shows: for a
// message.
func revealCount(g *Game, e *ability.Effect, p PlayerID) int {
	if e == nil {
		return 0
	}
	return min(g.effectAmount(e), len(g.players[p].library))
}

// declaredOnEmptyStack checks that attackers or blockers are asked for
// with the stack empty: they are declared as their step begins, a
// turn-based action before anyone has priority (CR 508.1, 509.1).
func (g *Game) declaredOnEmptyStack() error {
	if g.stack.Len() > 0 {
		return badSave("stack", "the %s decision is pending with the stack not empty: declarations come before anything is cast in their step (CR 508.1, 509.1)", g.pending.Kind)
	}
	return nil
}
