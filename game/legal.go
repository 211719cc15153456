package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
)

// LegalActions appends to buf the legal answers to the pending decision,
// in a deterministic order, and returns the extended slice. Applying any
// of them succeeds.
//
// For priority: pass first, then land plays, spells and activated
// abilities in hand and battlefield order, each with every legal choice
// of targets (and of X from 0 up to what can be paid). Cards with the
// same definition in one hand give one option, since playing either
// leads to the same game. Mana abilities are not listed: payment
// activates them automatically (CR 605.3a); ActActivateMana stays
// available to callers who want to float mana.
//
// For discards, one option per distinct card in hand. An activated
// ability with {X} is listed with every X that can be paid, and one that
// discards a card as a cost once with Discard 0 (the discard decision
// follows) and once per distinct card in hand.
//
// For attackers: the creatures that must attack (CR 508.1d), then each
// other creature that can attack added to them, attacking the defending
// player or each planeswalker they control, then all of them at once. For
// blockers: none, then each single block, then for each attacker with
// menace its first two possible blockers. These are representatives:
// Apply accepts every declaration that CR 508.1 and 509.1 allow. A spell
// with convoke is listed with at most two payments per X and targets;
// Apply accepts every set of creatures CR 702.50a allows. A spell or
// ability with more than 4,096 sets of targets for one X and payment
// (Cone of Flame's three among a hundred creatures, "up to three target
// creature cards" in a graveyard of thirty) is listed with representative
// sets: each target each slot can have appears in that slot in one of
// them, so the listing grows with the board, not as a power of it; Apply
// accepts every set CR 601.2c allows.
//
// Options are in canonical form (see Canonical): an action Apply accepts,
// other than a declaration, a convoke payment or a set of targets past
// 4,096, is in canonical form one of the options listed here or by
// OtherActions.
func (g *Game) LegalActions(buf []Action) []Action {
	if g.over || !g.started {
		return buf
	}
	d := g.pending
	switch d.Kind {
	case DecidePriority:
		if n := len(buf); n < cap(buf) {
			// In place: an Action is 160 bytes, and append would build
			// it on the stack first, then copy it.
			buf = buf[:n+1]
			buf[n] = Action{Kind: ActPass, Player: d.Player}
		} else {
			buf = append(buf, Action{Kind: ActPass, Player: d.Player})
		}
		if g.knownIdle(d.Player) {
			break
		}
		start := len(buf)
		if opts, ok := g.keptOptions(d.Player); ok {
			buf = append(buf, opts...)
			detachConvoke(buf[start:])
			break
		}
		buf = g.priorityOptions(buf, d.Player)
		if len(buf) == start {
			g.noteIdle(d.Player)
		} else if !g.sorceryTiming(d.Player) {
			// Only such a listing may serve a later decision.
			g.keepOptions(d.Player, buf[start:])
		}
		detachConvoke(buf[start:])
	case DecideDiscard:
		hand := g.players[d.Player].hand
		for i, s := range hand {
			if g.seenBefore(hand[:i], s) || g.costDiscard && !g.costDiscardFits(s) || !g.isCard(s) {
				continue
			}
			buf = append(buf, Action{Kind: ActDiscard, Player: d.Player, Object: g.idOf(s)})
		}
	case DecideSacrifice:
		buf = g.legalSacrifices(buf, d.Player)
	case DecideTakeRevealed:
		buf = g.legalTakeRevealed(buf, d)
	case DecideUnless:
		buf = g.legalUnless(buf, d)
	case DecideName, DecideCreatureType:
		buf = g.legalNames(buf, d)
	case DecideTopOrBottom:
		buf = g.legalTopOrBottom(buf, d)
	case DecideFind:
		buf = g.legalFind(buf, d)
	case DecideHiddenCard:
		buf = g.legalHiddenCards(buf, d)
	case DecideGuess:
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: 1}, Action{Kind: ActChoose, Player: d.Player})
	case DecideChoosePlayer:
		buf = g.legalGuessers(buf, d)
	case DecideDefendingPlayer:
		buf = g.legalDefendingPlayers(buf, d)
	case DecideCombatDamagePlayer:
		buf = g.legalDamagePlayers(buf, d)
	case DecideCastFree:
		buf = g.legalCastFree(buf, d)
	case DecideChoosePermanent:
		buf = g.legalChosen(buf, d.Player)
	case DecideAttackers:
		start := len(buf)
		buf = g.legalAttacks(buf, d.Player)
		if g.taxGrants > 0 {
			buf = append(buf[:start], g.payableDeclarations(buf[start:])...)
		}
	case DecideBlockers:
		start := len(buf)
		buf = g.legalBlocks(buf, d.Player)
		if g.taxGrants > 0 {
			buf = append(buf[:start], g.payableDeclarations(buf[start:])...)
		}
	case DecideYesNo:
		if g.yesPayable(d.Player) {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: 1})
		}
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: 0})
	case DecideColor:
		allowed := g.colorChoices()
		for c := range int(mana.NumTypes) {
			if allowed.Has(mana.Color(c)) {
				buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: c})
			}
		}
	case DecideTriggerOrder:
		buf = g.triggerOrderOptions(buf, d.Player, d.Count)
	case DecideTargets:
		t := &g.triggers[d.Count]
		ab := g.triggerAbility(t)
		buf = g.targetChoices(buf, Action{Kind: ActChooseTargets, Player: d.Player}, ab.Targets, d.Player, g.targetingSource(ab, t.source, t.eventObject), 0)
	case DecideCopyTargets:
		if specs, src, it := g.copiedAbility(); it != nil {
			buf = g.copyTargetOptions(buf, d.Player, specs, src, it)
		}
	case DecideSearch:
		_, effects := g.effectsOf(&g.res.item)
		e := &effects[g.res.next]
		lib := g.players[d.Player].library
		for i := len(lib) - 1; i >= 0 && g.res.searchLeft > 0; i-- {
			if g.searchMatch(lib[i], e) && !g.pickedInSearch(lib[i]) && !g.seenUnpickedBefore(lib[i+1:], lib[i]) {
				buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(lib[i])})
			}
		}
		if !g.mustFind(d.Player, e) {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player})
		}
	case DecideDamageOrder:
		at := &g.combat.attackers[d.Count]
		for _, b := range at.blockers[at.ordered:at.nblockers] {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: b})
		}
	case DecidePick:
		lib := g.players[d.Player].library
		for i := len(lib) - 1; i >= 0 && i >= len(lib)-d.Count; i-- {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(lib[i])})
		}
	case DecideChooseCard:
		if s := g.enteringCopy(); s >= 0 {
			buf = g.enterCopyChoices(buf, d.Player, s)
			break
		}
		if g.choosingCopy() {
			buf = g.copyEnterChoices(buf, d.Player)
			break
		}
		_, effects := g.effectsOf(&g.res.item)
		if !g.res.active || g.res.next >= len(effects) {
			break // the permanent that was to choose left with its owner (settled by unstick)
		}
		var tmp [16]int32
		for _, s := range g.copyCandidates(&effects[g.res.next], tmp[:0]) {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(s)})
		}
	case DecideCastCopy:
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player})
		s := g.res.copySlot
		if g.castRestricted(d.Player, g.objects[s].def) {
			break // its own conditions and additional costs apply (CR 601.3, 601.2h)
		}
		specs, _ := spellTargetsOrNone(g.objects[s].def, 0) // X is 0 (CR 107.3b)
		buf = g.targetChoices(buf, Action{Kind: ActCast, Player: d.Player, Object: g.idOf(s)}, specs, d.Player, g.idOf(s), 0)
	case DecideRedirect:
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player})
		victim := g.redirectVictim()
		for _, s := range g.battlefield {
			if g.objects[s].controller == victim && g.types(s)&ability.Planeswalker != 0 {
				buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(s)})
			}
		}
	case DecideStartingPlayer:
		for p := range g.players {
			if g.team(PlayerID(p)) == PlayerID(p) && g.inGame(PlayerID(p)) { // a team by its first player (CR 103.2a)
				buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: p})
			}
		}
	case DecideMulligan:
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player})
		if len(g.players[d.Player].hand) > 0 {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: 1})
		}
	case DecideBottom:
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: 1}, Action{Kind: ActChoose, Player: d.Player})
	case DecideKeep:
		for _, s := range g.battlefield {
			if g.keepCandidate(s) {
				buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(s)})
			}
		}
	}
	return buf
}

// priorityOptions appends what p (with a Two-Headed Giant teammate, CR
// 805.5a) may do with priority besides passing: land plays, spells and
// activated abilities.
func (g *Game) priorityOptions(buf []Action, p PlayerID) []Action {
	if g.sinceCopy < 3 {
		g.sinceCopy++
	}
	buf = g.legalLands(buf, p)
	buf = g.legalCasts(buf, p)
	buf = g.legalActivations(buf, p)
	if g.twoHeaded() {
		q := g.teammate(p)
		buf = g.legalLands(buf, q)
		buf = g.legalCasts(buf, q)
		buf = g.legalActivations(buf, q)
	}
	return buf
}

// seenBefore reports whether a card with the same definition as slot is
// among prev.
func (g *Game) seenBefore(prev []int32, slot int32) bool {
	d := g.objects[slot].def
	for _, s := range prev {
		if g.objects[s].def == d {
			return true
		}
	}
	return false
}

// seenUnpickedBefore is seenBefore among the library cards in prev
// that the search in progress hasn't picked yet.
func (g *Game) seenUnpickedBefore(prev []int32, slot int32) bool {
	d := g.objects[slot].def
	for _, s := range prev {
		if g.objects[s].def == d && !g.pickedInSearch(s) {
			return true
		}
	}
	return false
}

func (g *Game) legalLands(buf []Action, p PlayerID) []Action {
	if g.team(p) != g.active || !g.step.IsMain() || !g.stack.IsEmpty() || g.landPlayed(p) || g.cantPlayLands(p) {
		return buf
	}
	hand := g.players[p].hand
	for i, s := range hand {
		if g.objects[s].def.IsLand() && !g.seenBefore(hand[:i], s) {
			buf = append(buf, Action{Kind: ActPlayLand, Player: p, Object: g.idOf(s)})
		}
	}
	for _, s := range g.exile {
		if g.objects[s].def.IsLand() && g.mayPlayFromExile(p, s) {
			buf = append(buf, Action{Kind: ActPlayLand, Player: p, Object: g.idOf(s)})
		}
	}
	return buf
}

// mayPlayFromExile reports whether p may play the exiled card in slot
// this turn.
func (g *Game) mayPlayFromExile(p PlayerID, s int32) bool {
	o := &g.objects[s]
	return o.owner == p && o.playTurn != 0 && o.playTurn == g.turnStamp()
}

func (g *Game) legalCasts(buf []Action, p PlayerID) []Action {
	if !g.mayAffordACast(p) {
		return buf
	}
	return g.legalCastsPaid(buf, p)
}

// mayAffordACast reports whether p might cast a spell now: a card in
// hand that timing allows (CR 307.1, 702.8a) whose mana value is within
// an upper bound of the mana p can spend, or any card that may be cast
// another way (convoke, from exile, with mana added as a land is
// tapped). The bound counts p's pool and one mana per untapped permanent
// p controls that may make mana (candidates), since payment plans take at
// most one unit per source (collectUnits); a spell needs at least its
// mana value, X being 0. The hand's smallest mana values are kept until
// the hand changes (handBound), the sources' count until the battlefield
// or p's tapped permanents change (sourceBound). A false answer is what
// the full listing would find: no spell.
func (g *Game) mayAffordACast(p PlayerID) bool {
	if g.noBounds || g.exileCastable > 0 || g.convokeGranters > 0 || g.listening(ability.AttachedTappedForMana) {
		return true
	}
	scratch := g.keptPlans()
	var hb *handBound
	if scratch != nil {
		hb = &scratch.hands[p]
		if hb.gen != g.players[p].handGen+1 {
			g.boundHand(p, hb)
		}
	} else {
		hb = new(handBound) // does not escape: on the stack
		g.boundHand(p, hb)
	}
	cheapest, convoke := hb.instant, hb.convokeInstant
	if g.sorceryTiming(p) {
		cheapest, convoke = hb.any, hb.convokeAny
	}
	if convoke {
		return true
	}
	if cheapest < 0 {
		return false
	}
	return g.mayMakeMana(p, cheapest, scratch)
}

// mayMakeMana reports whether p might spend need mana now: whether p's
// pool and one mana per untapped permanent p controls that may make mana
// (two for Generator Servant, sourceManaOf) come to need. With scratch,
// the sources' count is kept (sourceBound).
func (g *Game) mayMakeMana(p PlayerID, need int, scratch *listingPlans) bool {
	pl := &g.players[p]
	bound := 0
	if !pl.pool.IsEmpty() { // pools are empty at most priorities
		bound += pl.pool.Total()
	}
	for i := range pl.spendOnly {
		bound += pl.spendOnly[i].Mana.Total()
	}
	if bound >= need {
		return true
	}
	need -= bound
	if scratch == nil {
		n, _ := g.sourceMana(p, need)
		return n >= need
	}
	sb := &scratch.sources[p]
	if sb.bf == g.bfGen+1 && sb.tap == g.tapGens[p] && (sb.n >= need || sb.all) {
		return sb.n >= need
	}
	n, all := g.sourceMana(p, need)
	*sb = sourceBound{bf: g.bfGen + 1, tap: g.tapGens[p], n: n, all: all}
	return n >= need
}

// sourceMana returns how much mana p's untapped mana sources could make
// at most, counting until enough (limit >= 0) or all of them (limit < 0),
// and whether it counted all of them.
func (g *Game) sourceMana(p PlayerID, limit int) (int, bool) {
	n := 0
	for _, s := range g.candidatesOf(manaSources, p) {
		if o := &g.objects[s]; o.controller == p && !o.tapped {
			if n += sourceManaOf(o.def); limit >= 0 && n >= limit {
				return n, false
			}
		}
	}
	return n, true
}

// sourceManaOf is the most mana one activation of d's mana abilities
// makes, as the bound counts it: one, or Generator Servant's {2}.
func sourceManaOf(d *card.Definition) int {
	if !d.PlainManaSource() {
		if ab := sacrificeManaAbility(d); ab != nil {
			return ab.Effects[0].Mana.Total()
		}
	}
	return 1
}

// legalCastsPaid lists p's spells with every choice of X and targets
// that p can pay for.
func (g *Game) legalCastsPaid(buf []Action, p PlayerID) []Action {
	hand := g.players[p].hand
	sorcery := g.sorceryTiming(p)
	scratch := g.keptPlans()
	var plan *payPlan
	if scratch == nil {
		plan = new(payPlan) // does not escape: on the stack
	}
	var spellPlan *payPlan // for spells restricted mana may pay for
	collected := false
	var conv *convokeListing    // for spells with convoke, collected when first needed
	var convFor *convokeListing // for one with convoke restricted mana may pay for
	var grants ability.Type     // card types whose spells p casts have convoke
	grantsKnown := false
	n := len(hand)
	if g.exileCastable > 0 {
		n += len(g.exile)
	}
	for i := 0; i < n; i++ {
		var s int32
		if i < len(hand) {
			s = hand[i]
			if g.seenBefore(hand[:i], s) {
				continue
			}
		} else {
			s = g.exile[i-len(hand)]
			if !g.mayPlayFromExile(p, s) {
				continue
			}
		}
		d := g.objects[s].def
		if d.IsLand() || d.ManaCost.IsEmpty() {
			continue
		}
		if !instantSpeed(d) && !sorcery || g.castRestricted(p, d) {
			continue
		}
		if d.Keywords&ability.Convoke == 0 && g.convokeGranters > 0 && !grantsKnown {
			grants, grantsKnown = g.convokeGrants(p), true
		}
		if d.Keywords&ability.Convoke != 0 || d.Types&grants != 0 {
			if conv == nil {
				conv = new(convokeListing)
				conv.collect(g, p)
			}
			c := conv
			if conv.plan.restricted && len(d.Subtypes) > 0 {
				// Restricted mana may pay for this spell (CR 106.6):
				// collect again with it.
				if convFor == nil {
					convFor = new(convokeListing)
				}
				*convFor = convokeListing{}
				convFor.plan.spellFor = s + 1
				convFor.collect(g, p)
				c = convFor
			}
			buf = g.legalConvokeCasts(buf, p, s, d, c)
			continue
		}
		if !collected {
			// The mana p could spend is the same for every card.
			plan = g.unitsFor(p, scratch, plan)
			collected = true
		}
		pp := plan
		if plan.restricted && len(d.Subtypes) > 0 {
			// Restricted mana may pay for this spell (CR 106.6): collect
			// again with it.
			if scratch != nil {
				spellPlan = &scratch.restricted
			} else if spellPlan == nil {
				spellPlan = new(payPlan)
			}
			pp = spellPlan
			pp.spellFor = s + 1
			g.collectUnits(p, -1, pp)
		}
		maxX := 0
		if d.ManaCost.HasX() {
			maxX = -1
			for x := 0; x <= maxPayUnits && (pp.feasible(d.ManaCost, x) || g.taxGrants > 0 && g.taxedSourcePays(p, d.ManaCost, x, -1, s+1)); x++ {
				maxX = x
			}
			if maxX < 0 {
				continue
			}
		} else if !pp.feasible(d.ManaCost, 0) && (g.taxGrants == 0 || !g.taxedSourcePays(p, d.ManaCost, 0, -1, s+1)) {
			continue
		}
		base := Action{Kind: ActCast, Player: p, Object: g.idOf(s)}
		for x := 0; x <= maxX; x++ {
			specs, ok := spellTargetsOrNone(d, x)
			if !ok {
				break
			}
			if d.AdditionalSacrifice != nil && pp.sacrifice &&
				!g.payableKeepingSacrifice(p, d.ManaCost, x, -1, -1, d.AdditionalSacrifice, s+1) {
				continue
			}
			base.X = x
			buf = g.targetChoices(buf, base, specs, p, g.idOf(s), 0)
		}
	}
	return buf
}

func (g *Game) legalActivations(buf []Action, p PlayerID) []Action {
	if g.activatables == 0 && g.grants == 0 {
		return buf
	}
	// The mana p could spend is collected once and shared by every
	// ability; an ability that taps or sacrifices its source sets that
	// source's unit aside while it is planned.
	m := listingMana{scratch: g.keptPlans()}
	var own *payPlan
	if m.scratch == nil {
		own = new(payPlan) // does not escape: on the stack
	}
	if g.mayAffordAnAbility(p) {
		var to grantees
		if g.grants > 0 {
			to = g.grantees()
		}
		for _, s := range g.candidatesOf(withAbilities, p) {
			o := &g.objects[s]
			if o.controller == p && (o.def.HasNonManaAbility() || g.grants > 0 && (g.noBounds || to.may(g.idOf(s)))) {
				buf = g.legalAbilitiesOf(buf, p, s, false, &m, own)
			}
		}
	}
	for i := 0; g.graveAbilities > 0 && i < len(g.players[p].graveyard); i++ {
		if s := g.players[p].graveyard[i]; g.objects[s].def.HasGraveyardAbility() {
			buf = g.legalAbilitiesOf(buf, p, s, true, &m, own)
		}
	}
	return buf
}

// legalAbilitiesOf lists the activations of the non-mana abilities of the
// object in slot that work where it is.
func (g *Game) legalAbilitiesOf(buf []Action, p PlayerID, s int32, graveyard bool, m *listingMana, own *payPlan) []Action {
	o := &g.objects[s]
	n := -1
	for i := range o.def.Activated {
		ab := &o.def.Activated[i]
		if ab.IsManaAbility() {
			continue
		}
		n++
		if ab.FromGraveyard != graveyard {
			continue
		}
		buf = g.legalActivation(buf, p, s, n, ab, m, own)
	}
	if !graveyard && g.grants > 0 {
		g.eachGranted(s, func(_ int32, _ int, ab *ability.Activated) bool {
			n++
			buf = g.legalActivation(buf, p, s, n, ab, m, own)
			return true
		})
	}
	return buf
}

// legalActivation lists the activations of ab, the n-th non-mana ability
// of the object in slot s.
func (g *Game) legalActivation(buf []Action, p PlayerID, s int32, n int, ab *ability.Activated, m *listingMana, own *payPlan) []Action {
	base := Action{Kind: ActActivate, Player: p, Object: g.idOf(s), Ability: n}
	if g.activationProblem(&base, s, ab) != noProblem {
		return buf
	}
	maxX := 0
	cost := g.abilityManaCost(s, ab)
	if !cost.IsEmpty() {
		plan := m.units(g, p, own)
		excl := g.excludedBy(ab, s) >= 0
		if cost.HasX() {
			maxX = -1
			for x := 0; x <= maxPayUnits && (plan.planWithout(cost, x, s, excl) ||
				g.taxGrants > 0 && g.taxedSourcePays(p, cost, x, g.excludedBy(ab, s), 0)); x++ {
				maxX = x
			}
		} else if !plan.planWithout(cost, 0, s, excl) && (g.taxGrants == 0 || !g.taxedSourcePays(p, cost, 0, g.excludedBy(ab, s), 0)) {
			maxX = -1
		}
	}
	if ab.Cost.RemoveCountersX != "" && maxX == 0 {
		maxX = g.removableCounters(s, ab)
	}
	keep := ab.Cost.Sacrifice != nil && !cost.IsEmpty() && m.units(g, p, own).sacrifice
	for x := 0; x <= maxX; x++ {
		if keep && !g.payableKeepingSacrifice(p, cost, x, g.excludedBy(ab, s), s, ab.Cost.Sacrifice, 0) {
			continue
		}
		if ab.Cost.Life > 0 && !cost.IsEmpty() && !g.payableKeepingLife(p, ab, cost, x, s) {
			continue
		}
		base.X = x
		base.Discard = 0
		buf = g.targetChoices(buf, base, ab.Targets, p, g.idOf(s), 0)
		if ab.Cost.Discard != 1 {
			continue
		}
		// The card to discard may be named with the action, one
		// option per distinct card, or chosen in the discard decision
		// that follows (Discard 0).
		hand := g.players[p].hand
		for i, h := range hand {
			if ab.Cost.DiscardTypes != 0 && g.objects[h].def.Types&ab.Cost.DiscardTypes == 0 {
				continue
			}
			if !g.seenBefore(hand[:i], h) {
				base.Discard = g.idOf(h)
				buf = g.targetChoices(buf, base, ab.Targets, p, g.idOf(s), 0)
			}
		}
	}
	return buf
}

// targetChoices appends base once per legal combination of targets for
// specs, in candidate order: players first, then permanents in
// battlefield order, then cards in graveyards, then spells from the top
// of the stack; an optional target's "no target" comes last. With limit
// > 0 it stops after that many.
//
// Equal optional specs next to each other are one "up to N" (CR 601.2c):
// any number from 0 to N of them is chosen, and each set of targets is
// listed once, its targets in candidate order and the unchosen slots
// last, rather than once per ordering.
//
// With limit 0 and more than maxTargetSets combinations, the listing is
// a representative one instead (see coverTargets): Cone of Flame's three
// targets among 200 creatures are 8 million sets, more memory than a
// listing may take.
func (g *Game) targetChoices(buf []Action, base Action, specs []ability.TargetSpec, p PlayerID, source ObjectID, limit int) []Action {
	if len(specs) == 0 {
		return append(buf, base)
	}
	if len(specs) > stack.MaxTargets {
		return buf
	}
	start := len(buf)
	var ord [stack.MaxTargets]int
	if limit > 0 || len(specs) == 1 {
		// One target has at most one option per candidate.
		return g.targetRec(buf, base, specs, p, source, 0, start, limit, ord)
	}
	buf = g.targetRec(buf, base, specs, p, source, 0, start, maxTargetSets+1, ord)
	if len(buf)-start <= maxTargetSets {
		return buf
	}
	return g.coverTargets(buf[:start], base, specs, p, source)
}

// targetRec chooses the target of spec i and recurses. ord holds, for each
// slot chosen so far, its target's position in candidate order, or -1 for
// no target.
func (g *Game) targetRec(buf []Action, a Action, specs []ability.TargetSpec, p PlayerID, source ObjectID, i, start, limit int, ord [stack.MaxTargets]int) []Action {
	if limit > 0 && len(buf)-start >= limit {
		return buf
	}
	if i == len(specs) {
		a.NumTargets = len(specs)
		return append(buf, a)
	}
	spec := &specs[i]
	// In an "up to N" run (or a set of targets), a slot comes after the
	// previous one in candidate order, and stays empty once the previous
	// one is.
	after := -1
	if (spec.Optional || spec.Set) && !spec.OwnWord && i > 0 && specs[i-1] == *spec {
		after = ord[i-1]
		if after < 0 {
			a.Targets[i] = ObjectTarget(0)
			ord[i] = -1
			return g.targetRec(buf, a, specs, p, source, i+1, start, limit, ord)
		}
	}
	k := -1 // position of the candidate in candidate order
	// related: a later target is measured against this first one.
	related := i == 0 && len(specs) > 1 && relatedSpecs(specs)
	// skip moves to the next candidate and reports whether it is passed
	// over; take adds a legal candidate.
	skip := func() bool {
		k++
		return k <= after || (limit > 0 && len(buf)-start >= limit)
	}
	take := func(t Target) {
		for j := 0; j < i; j++ {
			// The target first: comparing the specs (filters and all)
			// for every candidate cost 5 % of graveyard-heavy games.
			if a.Targets[j] == t && specs[j] == *spec && !spec.OwnWord {
				return // CR 114.3
			}
		}
		if spec.Filter.ControlledByTarget0 {
			a.Targets[i] = t
			if !g.relationOK(spec, a.Targets[:i+1], i) {
				return
			}
		}
		ord[i] = k
		if i+1 == len(specs) { // the last target: the option is complete
			// The target is written into the copy, not into a first:
			// copying a just after a write into it stalls the copy.
			buf = append(buf, a)
			last := &buf[len(buf)-1]
			last.Targets[i] = t
			last.NumTargets = len(specs)
			return
		}
		if related && !g.relationsPossible(specs, t, p, source) {
			return
		}
		a.Targets[i] = t
		buf = g.targetRec(buf, a, specs, p, source, i+1, start, limit, ord)
	}
	try := func(t Target) {
		if !skip() && g.targetLegal(spec, t, p, source) {
			take(t)
		}
	}
	if spec.Allow&ability.AllowPlayer != 0 {
		for q := range g.players {
			try(PlayerTarget(PlayerID(q)))
		}
	}
	if spec.Allow&ability.AllowPermanent != 0 {
		perms := g.battlefield
		if spec.Allow&(ability.AllowArtifact|ability.AllowEnchantment|ability.AllowLand) == 0 {
			// Only creatures and planeswalkers: their list holds every
			// one, in battlefield order, so k counts as it would.
			perms = g.candidates(bodies)
		}
		for _, s := range perms {
			// The same checks as targetLegal's, without finding the
			// permanent again from its ID.
			if g.permanentAllowed(s, spec.Allow) && !skip() && g.permanentTargetOK(spec, s, p, source) {
				take(ObjectTarget(g.idOf(s)))
			}
		}
	}
	if spec.Allow&ability.AllowCardInGraveyard != 0 {
		for q := range g.players {
			for _, s := range g.players[q].graveyard {
				try(ObjectTarget(g.idOf(s)))
			}
		}
	}
	if spec.Allow&ability.AllowSpell != 0 {
		for j := 0; j < g.stack.Len(); j++ {
			it := g.stack.At(j)
			if it.Kind == stack.Spell {
				try(ObjectTarget(ObjectID(it.Source)))
			}
		}
	}
	if spec.Optional && (limit == 0 || len(buf)-start < limit) {
		a.Targets[i] = ObjectTarget(0)
		ord[i] = -1
		buf = g.targetRec(buf, a, specs, p, source, i+1, start, limit, ord)
	}
	return buf
}

// legalAttacks lists attack declarations: the creatures that must
// attack alone, then each other creature added to them, then all of
// them, each once per defending player in turn order (CR 802.3); the
// creatures that must attack attack the first defending player when
// another one is named. With several defending players, a last option
// spreads all the attackers over them in turn.
func (g *Game) legalAttacks(buf []Action, p PlayerID) []Action {
	start := len(buf)
	var defs [MaxPlayers]PlayerID
	var apnap [MaxPlayers]PlayerID
	nd := 0
	for _, q := range g.apnap(&apnap) {
		if g.opponents(q, p) {
			defs[nd] = q
			nd++
		}
	}
	if nd == 0 {
		return append(buf, Action{Kind: ActDeclareAttackers, Player: p})
	}
	// Working lists on the stack (on the heap only past their sizes); the
	// declarations' own lists share one allocation (attackSlab).
	var allBuf, mustBuf [16]Attack
	var walkerBuf [4]ObjectID
	all, must, walkers := allBuf[:0], mustBuf[:0], walkerBuf[:0]
	for _, s := range g.candidates(bodies) {
		if r, _ := g.attackProblem(s); r != "" {
			continue
		}
		at := Attack{Attacker: g.idOf(s), Player: defs[0]}
		all = append(all, at)
		if g.hasRestriction(s, ability.AttacksEachCombat) && g.attackBlockTax(s) == 0 {
			must = append(must, at)
		}
	}
	// The planeswalkers the defending players control.
	for _, s := range g.candidates(bodies) {
		if c := g.objects[s].controller; g.opponents(c, p) && g.inGame(c) && g.types(s)&ability.Planeswalker != 0 {
			walkers = append(walkers, g.idOf(s))
		}
	}
	// One option with must, one per creature and defender with must and
	// that creature, then all of them once per defender and spread.
	slab := newAttackSlab(len(must) + len(all)*(nd+len(walkers))*(len(must)+1) + (nd+1)*len(all))
	// Every option includes the creatures that must attack (CR 508.1d),
	// in battlefield order, the canonical order.
	buf = append(buf, Action{Kind: ActDeclareAttackers, Player: p, Attackers: slab.copy(must)})
	for _, at := range all {
		for _, d := range defs[:nd] {
			if at.Player = d; d == defs[0] && containsAttack(must, at) {
				continue // the first option already has it
			}
			buf = append(buf, Action{Kind: ActDeclareAttackers, Player: p, Attackers: slab.withAttack(all, must, at)})
		}
		for _, pw := range walkers {
			buf = append(buf, Action{Kind: ActDeclareAttackers, Player: p,
				Attackers: slab.withAttack(all, must, Attack{Attacker: at.Attacker, Player: NoPlayer, Planeswalker: pw})})
		}
	}
	if g.taxGrants > 0 {
		// Together only those whose attack costs can be paid together
		// (CR 508.1h): the others are offered one at a time above.
		all = g.payableTogether(all, must)
	}
	if len(all) > len(must)+1 {
		for _, d := range defs[:nd] {
			each := slab.copy(all)
			for i := range each {
				each[i].Player = d
			}
			buf = append(buf, Action{Kind: ActDeclareAttackers, Player: p, Attackers: each})
		}
	}
	if nd > 1 && len(all) > 1 {
		// All of them spread over the defending players in turn, so that
		// several players are attacked at once (CR 802.2).
		spread := slab.copy(all)
		for i := range spread {
			spread[i].Player = defs[i%nd]
		}
		if !slices.ContainsFunc(buf[start:], func(a Action) bool { return slices.Equal(a.Attackers, spread) }) {
			// With one creature that may stay home, spreading may be an
			// option already listed.
			buf = append(buf, Action{Kind: ActDeclareAttackers, Player: p, Attackers: spread})
		}
	}
	return buf
}

// attackSlab hands out the attack lists of one listing's declarations
// from one allocation: each list is capped, so that a caller appending to
// one can't write into the next.
type attackSlab struct{ free []Attack }

func newAttackSlab(n int) attackSlab {
	return attackSlab{free: make([]Attack, n)}
}

// take returns the next n entries, or a list of its own when the slab
// has run out (it never does when sized as legalAttacks sizes it).
func (s *attackSlab) take(n int) []Attack {
	if n > len(s.free) {
		return make([]Attack, n)
	}
	out := s.free[:n:n]
	s.free = s.free[n:]
	return out
}

// copy returns a copy of list in the slab; an empty list stays nil.
func (s *attackSlab) copy(list []Attack) []Attack {
	if len(list) == 0 {
		return nil
	}
	out := s.take(len(list))
	copy(out, list)
	return out
}

// withAttack returns the declaration of the attackers in must plus at
// (at replaces must's entry for the same creature), in the order of all.
func (s *attackSlab) withAttack(all, must []Attack, at Attack) []Attack {
	n := len(must)
	if !containsAttack(must, at) {
		n++
	}
	out := s.take(n)[:0]
	for _, x := range all {
		switch {
		case x.Attacker == at.Attacker:
			out = append(out, at)
		case containsAttack(must, x):
			out = append(out, x)
		}
	}
	return out
}

func containsAttack(list []Attack, at Attack) bool {
	for _, x := range list {
		if x.Attacker == at.Attacker {
			return true
		}
	}
	return false
}

func (g *Game) legalBlocks(buf []Action, p PlayerID) []Action {
	buf = append(buf, Action{Kind: ActDeclareBlockers, Player: p})
	// The blocks of one creature each, gathered on the stack (on the heap
	// only past its size), then given one allocation for all their lists.
	var blocksBuf [32]Block
	blocks := blocksBuf[:0]
	for _, s := range g.candidates(bodies) {
		if g.team(g.objects[s].controller) != p {
			continue
		}
		for i := range g.combat.attackers {
			as, ok := g.lookup(g.combat.attackers[i].id)
			if !ok || g.hasKeyword(as, ability.Menace) {
				continue // menace: see below
			}
			if r, _ := g.blockProblem(s, as); r == "" {
				blocks = append(blocks, Block{Blocker: g.idOf(s), Attacker: g.combat.attackers[i].id})
			}
		}
	}
	if len(blocks) > 0 {
		slab := make([]Block, len(blocks))
		copy(slab, blocks)
		for i := range slab {
			buf = append(buf, Action{Kind: ActDeclareBlockers, Player: p, Blockers: slab[i : i+1 : i+1]})
		}
	}
	// A creature with menace is blocked by two or more (CR 702.110b): offer
	// the first two creatures that can block it.
	for i := range g.combat.attackers {
		id := g.combat.attackers[i].id
		as, ok := g.lookup(id)
		if !ok || !g.hasKeyword(as, ability.Menace) || g.hasRestriction(as, ability.CantBeBlockedByMoreThanOne) {
			continue // with "by more than one" too, it can't be blocked at all (CR 509.1b)
		}
		var pair []Block
		for _, s := range g.candidates(bodies) {
			if len(pair) >= 2 || g.team(g.objects[s].controller) != p {
				continue
			}
			if r, _ := g.blockProblem(s, as); r == "" {
				pair = append(pair, Block{Blocker: g.idOf(s), Attacker: id})
				if g.taxGrants > 0 && !g.blockersPayable(pair) {
					pair = pair[:len(pair)-1] // its block cost can't be paid with the other's (CR 509.1d)
				}
			}
		}
		if len(pair) == 2 {
			buf = append(buf, Action{Kind: ActDeclareBlockers, Player: p, Blockers: pair})
		}
	}
	return buf
}
