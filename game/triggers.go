package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// pendingTrigger is a triggered ability that has triggered and waits to
// be put on the stack the next time a player would receive priority
// (CR 603.3).
type pendingTrigger struct {
	// source is the object whose ability triggered; for leaves-the-
	// battlefield abilities, its ID from before it left (CR 603.10a).
	source     ObjectID
	index      int8
	controller PlayerID
	// eventObject, eventAmount and eventPlayer describe the triggering
	// event.
	eventObject ObjectID
	eventAmount int32
	eventPlayer PlayerID
	// later marks a trigger of the next round: it triggered while the
	// waiting ones were being put on the stack (a trigger's target made
	// Diffusion Sliver trigger), so it goes on the stack after all of
	// them, in an APNAP round of its own (CR 603.3b).
	later bool
}

// waiting reports whether t belongs to p's team and to the round of
// triggers being put on the stack now.
func (g *Game) waiting(t *pendingTrigger, p PlayerID) bool {
	return !t.later && g.team(t.controller) == g.team(p)
}

// roundDone reports whether every trigger waiting is of the next round:
// the round being put on the stack is all there.
func (g *Game) roundDone() bool {
	for i := range g.triggers {
		if !g.triggers[i].later {
			return false
		}
	}
	return len(g.triggers) > 0
}

// nextTriggerRound makes the triggers of the next round waiting ones
// once the round before is all on the stack (CR 603.3b).
func (g *Game) nextTriggerRound() {
	for i := range g.triggers {
		if !g.triggers[i].later {
			return
		}
	}
	for i := range g.triggers {
		g.triggers[i].later = false
	}
}

// trigger records that ability index of the object in slot triggered,
// unless its intervening "if" clause is false (CR 603.4).
func (g *Game) trigger(slot int32, index int, eventObj ObjectID, amount int) {
	g.triggerFor(slot, index, g.objects[slot].controller, eventObj, amount)
}

// triggerFor is trigger with the ability controlled by controller.
func (g *Game) triggerFor(slot int32, index int, controller PlayerID, eventObj ObjectID, amount int) {
	o := &g.objects[slot]
	if g.overwrites > 0 && g.lostAll(slot) {
		return // CR 613.1f: it has no triggered abilities now
	}
	if t := &o.def.Triggered[index]; !g.batching && !g.interveningIf(t, controller, g.eventPlayer, g.ifSource(slot, t, eventObj)) {
		return // while batching, checked once the event is over (batchIfs)
	}
	g.triggers = append(g.triggers, pendingTrigger{source: g.idOf(slot), index: int8(index), later: g.placing,
		controller: controller, eventObject: eventObj, eventAmount: int32(amount), eventPlayer: g.eventPlayer})
}

// ifSource returns the slot whose "another" and "this" the intervening
// "if" of triggered ability t of the permanent in slot reads: the
// permanent t is granted to (CR 112.7), -1 if that one is gone, or slot
// itself for an ability of its own.
func (g *Game) ifSource(slot int32, t *ability.Triggered, eventObj ObjectID) int32 {
	if !t.OfAttached && !t.OfEventObject {
		return slot
	}
	if s, ok := g.lookup(g.hostOf(t, g.idOf(slot), eventObj)); ok && g.objects[s].zone == zone.Battlefield {
		return s
	}
	return -1
}

// triggerSelf checks the object's own abilities for event ev.
func (g *Game) triggerSelf(slot int32, ev ability.Event, eventObj ObjectID, amount int) {
	if !g.objects[slot].def.TriggersOn(ev) {
		return
	}
	for i := range g.objects[slot].def.Triggered {
		t := &g.objects[slot].def.Triggered[i]
		if t.Event != ev {
			continue
		}
		if t.Match != (ability.Filter{}) {
			// "Whenever this blocks a creature with flying": the event
			// object must match (CR 603.2).
			es, ok := g.lookup(eventObj)
			if !ok || !g.eventMatches(&t.Match, es, g.objects[es].controller, g.objects[slot].controller, slot, true) {
				continue
			}
		}
		g.trigger(slot, i, eventObj, amount)
	}
}

// triggerBattlefield checks every permanent controlled by p (any player
// when p is NoPlayer) for abilities on event ev.
func (g *Game) triggerBattlefield(p PlayerID, ev ability.Event, except int32, eventObj ObjectID, amount int) {
	if !g.listening(ev) {
		return
	}
	for _, s := range g.triggerHolders() {
		if s == except || (p != NoPlayer && g.objects[s].controller != p) {
			continue
		}
		g.triggerSelf(s, ev, eventObj, amount)
	}
}

// onEnter runs the enters-the-battlefield triggers for the permanent in
// slot (CR 603.6a).
func (g *Game) onEnter(slot int32) {
	if g.isCreature(slot) && g.creatureEnterTriggersStopped() {
		return
	}
	if len(g.objects[slot].def.Triggered) > 0 {
		// Its event amount is the X of the spell it entered from: its
		// "when this enters" reads X from it (CR 400.7c).
		x := 0
		if it := &g.res.item; it.Kind == stack.Spell && ObjectID(it.Source).slot() == int(slot) {
			x = int(it.X)
		}
		g.triggerSelf(slot, ability.EntersBattlefield, 0, x)
	}
	if g.isCreature(slot) {
		g.triggerBattlefield(NoPlayer, ability.AnotherCreatureEnters, slot, g.idOf(slot), 0)
	}
	g.triggerMatching(ability.PermanentEnters, slot, g.objects[slot].controller, 0)
}

// onDies runs "when this dies" triggers (CR 700.4, 603.10a): the object is
// already in the graveyard; oldID is its ID on the battlefield.
// plusCounters is the number of +1/+1 counters it had, its event amount
// ("where X is the number of +1/+1 counters on it", CR 603.10a).
func (g *Game) onDies(slot int32, def *card.Definition, controller PlayerID, plusCounters int) {
	lost := g.ownDies(slot, def, controller, plusCounters)
	g.triggerMatching(ability.CreatureDies, slot, controller, 0)
	if !lost && def.TriggersOn(ability.CreatureDies) {
		g.seesOwnDeath(slot, def, controller)
	}
	if g.attachables > 0 {
		// "Whenever equipped creature dies": its Equipment and Auras are
		// still attached to its last battlefield ID (CR 603.10a).
		g.triggerAttached(makeID(int(slot), g.objects[slot].inc-1), ability.AttachedDies, 0)
	}
}

// ownDies triggers the "when this dies" abilities of the permanent in
// slot, just put into a graveyard from the battlefield (CR 700.4: a
// noncreature permanent dies too), and reports whether it had lost all
// its abilities: leaves-the-battlefield abilities look back (CR 603.10a),
// and one without abilities has none to trigger.
func (g *Game) ownDies(slot int32, def *card.Definition, controller PlayerID, plusCounters int) (lost bool) {
	lost = g.overwrites > 0 && g.lostAllID(makeID(int(slot), g.objects[slot].inc-1))
	if lost || !def.TriggersOn(ability.Dies) {
		return lost
	}
	for i := range def.Triggered {
		// An intervening "if" is checked as it triggers too (CR 603.4),
		// with the permanent already in its graveyard.
		if t := &def.Triggered[i]; t.Event == ability.Dies && g.interveningIf(t, controller, NoPlayer, slot) {
			g.triggers = append(g.triggers, pendingTrigger{source: g.idOf(slot), index: int8(i), controller: controller, later: g.placing,
				eventPlayer: NoPlayer, eventAmount: int32(plusCounters)})
		}
	}
	return false
}

// triggerAttached checks the abilities of the permanents attached to the
// object id for event ev, whose object is id.
func (g *Game) triggerAttached(id ObjectID, ev ability.Event, amount int) {
	if !g.listening(ev) {
		return
	}
	for _, x := range g.battlefield {
		if g.objects[x].attachedTo == id && len(g.objects[x].def.Triggered) > 0 && !g.mergedDamage(x, ev, id, amount) {
			g.triggerSelf(x, ev, id, amount)
		}
	}
}

// mergedDamage adds amount to the "whenever enchanted creature is dealt
// damage" trigger the permanent in slot x already has for the object id
// in the damage event being dealt, and reports whether it had one: damage
// from several sources at once is one event, which triggers the ability
// once (CR 603.2c, 510.2).
func (g *Game) mergedDamage(x int32, ev ability.Event, id ObjectID, amount int) bool {
	if ev != ability.AttachedIsDealtDamage || !g.batching {
		return false
	}
	src, merged := g.idOf(x), false
	for i := g.batchFrom; i < len(g.triggers); i++ {
		if t := &g.triggers[i]; t.source == src && t.eventObject == id && g.triggerAbility(t).Event == ev {
			t.eventAmount += int32(amount)
			merged = true
		}
	}
	return merged
}

// onPutIntoGraveyard runs "whenever a card is put into a graveyard from
// anywhere" for the object now in slot (CR 603.2); tokens are not cards
// (CR 110.5, 110.5f).
func (g *Game) onPutIntoGraveyard(slot int32) {
	if !g.objects[slot].token {
		g.triggerMatching(ability.CardPutIntoGraveyard, slot, g.objects[slot].owner, 0)
	}
}

// putTriggersOnStack puts waiting triggered abilities on the stack in APNAP
// order (CR 603.3b, 101.4), asking each player to order their own and to
// choose targets; a Two-Headed Giant team orders all of its players'
// triggers together (CR 805.7). It reports whether a decision is now
// pending.
func (g *Game) putTriggersOnStack() bool {
	g.changed()
	// Players who passed before the triggers went on the stack pass
	// again before the top one resolves (CR 116.4, 603.3): a player
	// leaving can set one off while another holds priority.
	g.passes = 0
	g.placing = true
	for len(g.triggers) > 0 {
		if g.roundDone() {
			// The round is all on the stack: state-based actions are
			// checked before the abilities that triggered meanwhile go
			// on, with whatever those actions set off (CR 603.3b).
			g.checkSBA()
			if g.over || g.pending.Kind == DecideKeep {
				return true
			}
			if g.enterChoices && g.askEnterChoice() {
				return true // a card came back as they were performed
			}
		}
		g.nextTriggerRound()
		var p PlayerID
		for i := range g.triggers {
			if !g.triggers[i].later { // the first waiting one's
				p = g.team(g.triggers[i].controller)
				break
			}
		}
		if len(g.triggers) > 1 && len(g.players) == 2 {
			if g.hasTriggers(g.active) {
				p = g.active // a duel: the active player's first (CR 603.3b)
			}
		} else if len(g.triggers) > 1 {
			var buf [MaxPlayers]PlayerID
			for _, q := range g.apnap(&buf) {
				if g.team(q) == q && g.hasTriggers(q) {
					p = q
					break
				}
			}
		}
		// The order is asked even of triggers that are all alike: the
		// choice is the player's (CR 603.3b), though either order makes
		// the same game and LegalActions lists one (trigger_twins.go).
		first, n := -1, 0
		for i := range g.triggers {
			if !g.waiting(&g.triggers[i], p) {
				continue
			}
			if first < 0 {
				first = i
			}
			n++
		}
		if n > 1 {
			g.pending = Decision{Kind: DecideTriggerOrder, Player: p, Count: n}
			return true
		}
		if g.stackTrigger(first) {
			return true
		}
	}
	g.placing = false
	return false
}

// hasTriggers reports whether p's team has triggers waiting.
func (g *Game) hasTriggers(p PlayerID) bool {
	for i := range g.triggers {
		if g.waiting(&g.triggers[i], p) {
			return true
		}
	}
	return false
}

// targetingSource returns the source that the targets of triggered
// ability ab, of source and event object eventObject, are checked
// against (CR 702.16b): the permanent it is granted to (the event object,
// or what an Aura or Equipment is attached to, CR 112.7, 112.10), else
// the source.
func (g *Game) targetingSource(ab *ability.Triggered, source, eventObject ObjectID) ObjectID {
	if !ab.OfEventObject && !ab.OfAttached {
		return source
	}
	if h := g.hostOf(ab, source, eventObject); h != 0 {
		return h
	}
	return source
}

// triggerAbility returns the definition of a pending trigger's ability.
func (g *Game) triggerAbility(t *pendingTrigger) *ability.Triggered {
	return &g.triggerSourceDef(t.source).Triggered[t.index]
}

// stackTrigger puts pending trigger i on the stack, or asks its
// controller for targets first. It reports whether a decision is pending.
func (g *Game) stackTrigger(i int) bool {
	t := g.triggers[i]
	ab := g.triggerAbility(&t)
	if len(ab.Targets) > 0 {
		var buf [1]Action
		base := Action{Kind: ActChooseTargets, Player: t.controller}
		if len(g.targetChoices(buf[:0], base, ab.Targets, t.controller, g.targetingSource(ab, t.source, t.eventObject), 1)) == 0 {
			// CR 603.3d: no legal targets, the ability is removed.
			g.removeTrigger(i)
			return false
		}
		g.pending = Decision{Kind: DecideTargets, Player: t.controller, Count: i}
		return true
	}
	g.removeTrigger(i)
	g.pushTrigger(&t, nil)
	return false
}

func (g *Game) removeTrigger(i int) {
	g.triggers = append(g.triggers[:i], g.triggers[i+1:]...)
}

// pushTrigger puts a triggered ability with its targets on the stack.
func (g *Game) pushTrigger(t *pendingTrigger, targets []Target) {
	it := stack.Item{Kind: stack.TriggeredAbility, Source: uint32(t.source), Controller: int8(t.controller),
		Ability: t.index, EventObject: uint32(t.eventObject), EventAmount: t.eventAmount, EventPlayer: int8(t.eventPlayer)}
	it.NumTargets = uint8(copy(it.Targets[:], targets))
	if t.eventAmount != 0 && g.triggerAbility(t).Event == ability.EntersBattlefield {
		it.X = int16(t.eventAmount) // its spell's X (onEnter, CR 400.7c)
	}
	g.pushItem(it)
	g.triggerTargeted(g.stack.At(0)) // during placement: the next round (g.placing)
	if !g.noEvents {
		ev := Event{Kind: EventTrigger, Player: t.controller, Object: t.source, Card: g.triggerSourceDef(t.source), Amount: int(t.index),
			Host: g.triggerHost(t.source, int(t.index), t.eventObject)}
		ev.setTargets(targets)
		g.emit(ev)
	}
}

// PendingTriggers lists the triggered abilities of p (of p's team in
// Two-Headed Giant, CR 805.7) waiting to be put on the stack in the round
// being put on it now, in the order DecideTriggerOrder's Choice indexes
// them: each as its source and ability index. An ability that triggers
// while that round is being put on the stack (a trigger's target that
// makes Diffusion Sliver trigger) waits for a round of its own after it
// (CR 603.3b) and is listed once that round begins; View's Triggers lists
// both rounds, the later one marked NextRound.
func (g *Game) PendingTriggers(p PlayerID) []TriggerInfo {
	var out []TriggerInfo
	for i := range g.triggers {
		t := &g.triggers[i]
		if g.validPlayer(p) && g.waiting(t, p) {
			info := TriggerInfo{Source: t.source, Card: g.triggerSourceDef(t.source), Ability: int(t.index), Event: t.eventObject}
			if info.Host = g.triggerHost(t.source, int(t.index), t.eventObject); info.Host != 0 {
				info.HostCard = g.defOf(info.Host)
			}
			out = append(out, info)
		}
	}
	return out
}

// TriggerInfo describes a triggered ability waiting to go on the stack.
type TriggerInfo struct {
	// Source is the ability's source, whose card holds the ability: for an
	// ability an Aura, Equipment or Sliver grants, the granting permanent
	// (see Host). Card is Source's card (for a copy that has since left the
	// battlefield, the card it was as the copy, CR 706.2), and Ability the
	// index of the ability among Card's triggered abilities.
	Source  ObjectID
	Card    *card.Definition
	Ability int
	// Host and HostCard are, for an ability an Aura, Equipment or Sliver
	// grants, the permanent it was granted to (see StackEntry.Host).
	Host     ObjectID
	HostCard *card.Definition
	// Event is the object the triggering event was about (the creature
	// that attacked, entered or died, the card discarded), or 0:
	// two triggers of one ability tell apart by it (Circle of Flame's for
	// two attackers). Like the rest of Game, it is what the engine knows,
	// hidden cards included; a player's view shows only what they see.
	Event ObjectID
}

// nthTrigger returns the index in g.triggers of the n-th waiting trigger
// of p's team.
func (g *Game) nthTrigger(p PlayerID, n int) int {
	for i := range g.triggers {
		if g.waiting(&g.triggers[i], p) {
			if n == 0 {
				return i
			}
			n--
		}
	}
	return -1
}

// answerTriggerOrder puts the chosen trigger on the stack next.
func (g *Game) answerTriggerOrder(a Action) error {
	i := g.nthTrigger(a.Player, a.Choice)
	if a.Choice < 0 || i < 0 {
		return refuse(ErrNotAllowed, "603.3b", "no pending triggered ability #%d", a.Choice+1)
	}
	g.pending = Decision{}
	if g.stackTrigger(i) {
		return nil
	}
	g.continueTriggers()
	return nil
}

// answerTriggerTargets puts the trigger waiting for targets on the stack
// with the chosen targets.
func (g *Game) answerTriggerTargets(a Action) error {
	i := g.pending.Count
	t := g.triggers[i]
	ab := g.triggerAbility(&t)
	if err := g.checkTargets(ab.Targets, &a, g.targetingSource(ab, t.source, t.eventObject), g.objects[t.source.slot()].def.Name); err != nil {
		// Chosen as a spell's are (CR 603.3d, 601.2c).
		return alsoCite(err, "603.3d", "601.2c")
	}
	g.pending = Decision{}
	g.placing = true // a trigger's targets are chosen while putting triggers on the stack
	g.removeTrigger(i)
	g.pushTrigger(&t, a.TargetList())
	g.continueTriggers()
	return nil
}

// resume goes on after a choice that came before priority: putting
// triggered abilities on the stack when it interrupted that (CR 603.3b),
// else giving priority (CR 116.5: state-based actions and triggers
// first).
func (g *Game) resume() {
	if g.placing {
		g.continueTriggers()
		return
	}
	if g.step == Cleanup && !g.cleanupPriority && !g.res.active {
		// A choice as a permanent entered during the cleanup step's
		// own actions: the step goes on (CR 514.3a).
		if !g.cleanupChecks() {
			g.enterStep(g.endStep())
		}
		return
	}
	g.continuePriority()
}

// continueTriggers goes on putting the waiting triggers on the stack
// after one went there, the round's state-based actions waiting for its
// end (CR 603.3b); an entering choice comes first (CR 614.12). Once
// all are on the stack, priority goes on.
func (g *Game) continueTriggers() {
	if g.enterChoices && g.askEnterChoice() {
		return
	}
	if !g.putTriggersOnStack() {
		g.continuePriority()
	}
}

// continuePriority goes on putting triggers on the stack, then gives
// priority to the player who was about to receive it (CR 116.5).
func (g *Game) continuePriority() {
	g.givePriority(g.priorityAfter)
}

// answerYesNo answers a "you may" choice and resumes the resolution.
func (g *Game) answerYesNo(a Action) error {
	if a.Choice != 0 && a.Choice != 1 {
		return refuse(ErrNotAllowed, "603.5", "answer yes (1) or no (0), not %d", a.Choice)
	}
	if a.Choice == 1 {
		if err := g.payForYes(a.Player); err != nil {
			return err
		}
	}
	g.pending = Decision{}
	g.res.answered, g.res.yes = true, a.Choice == 1
	g.runEffects()
	return nil
}

// searchSeen returns who knows the card p found with e: p, and everyone
// when the effect reveals it (CR 701.14).
func (g *Game) searchSeen(p PlayerID, e *ability.Effect) uint8 {
	if e.Reveal {
		return g.everyone()
	}
	return seatBit(p)
}

// answerSearch moves the chosen card, or ends the search.
func (g *Game) answerSearch(a Action) error {
	_, effects := g.effectsOf(&g.res.item)
	e := &effects[g.res.next]
	p := a.Player
	if a.Object == 0 && g.mustFind(p, e) {
		return refuse(ErrNotAllowed, "701.17d", "a search for a card with no stated quality must find one")
	}
	if a.Object != 0 {
		s, ok := g.lookup(a.Object)
		if !ok || g.objects[s].zone != zone.Library || g.objects[s].owner != p || !g.searchMatch(s, e) || g.res.searchLeft <= 0 || g.pickedInSearch(s) {
			return refuse(ErrNotAllowed, "701.17a", "that card can't be found by this search")
		}
		g.res.searchLeft--
		if e.Reveal {
			g.emitReveals(p, []int32{s})
		}
		switch e.Into {
		case ability.IntoHand:
			g.moveObjectSeen(s, zone.Hand, g.searchSeen(p, e))
		case ability.IntoBattlefield:
			// The cards found enter together once the search is over
			// (CR 603.6a): until then they wait in the library, picked.
			g.res.cards = append(g.res.cards, s)
		case ability.IntoExile:
			g.moveObject(s, zone.Exile)
		case ability.IntoLibraryTop:
			o := &g.objects[s]
			others := o.known &^ g.searchSeen(p, e) // who knew it was in the library
			g.removeFromZone(s)
			g.shuffleLibrary(p)
			g.insertInZone(s, zone.Library, false)
			// The searcher knows the card on top. It never left the
			// library (CR 701.18b): who knew it is there still knows, and
			// like anyone who knew a card of the library can't tell the
			// top card from the shuffled ones (one group, see
			// forgetLibrary).
			o.known, o.placed, o.group = g.searchSeen(p, e)|others, g.searchSeen(p, e), 0
			lib := g.players[p].library
			if others != 0 || len(lib) > 1 && g.objects[lib[0]].group == shuffledGroup {
				for _, t := range lib {
					g.objects[t].group = shuffledGroup
				}
			}
			g.res.searchLeft = 0
		case ability.IntoExileLinked:
			g.links = append(g.links, linkRecord{source: ObjectID(g.res.item.Source), card: g.moveObject(s, zone.Exile)})
		}
	}
	if a.Object != 0 && g.res.searchLeft > 0 { // asked even with no card left to find (see startSearch)
		g.pending.Count = g.res.searchLeft
		return nil
	}
	if e.Into == ability.IntoBattlefield {
		g.enterFound(p, e)
	}
	if e.Into != ability.IntoLibraryTop || a.Object == 0 {
		g.shuffleLibrary(p)
	}
	g.pending = Decision{}
	g.res.searching = false
	g.res.next++
	g.runEffects()
	return nil
}

// pickedInSearch reports whether the library card in slot s was found
// already by the search in progress, to go onto the battlefield with the
// others found.
func (g *Game) pickedInSearch(s int32) bool {
	return g.res.searching && g.objects[s].zone == zone.Library && slices.Contains(g.res.cards, s)
}

// enterFound puts the cards p's search found, waiting in the library,
// onto the battlefield together (CR 603.6a: each sees the others enter),
// tapped if the search says so.
func (g *Game) enterFound(p PlayerID, e *ability.Effect) {
	var buf [8]int32
	found := buf[:0]
	for _, s := range g.res.cards {
		if g.objects[s].zone == zone.Library && g.objects[s].owner == p {
			found = append(found, s)
		}
	}
	if len(found) == 0 {
		return
	}
	g.enterTogether(found, p)
	if e.Tapped {
		for _, s := range found {
			if g.objects[s].zone == zone.Battlefield {
				g.objects[s].tapped = true
			}
		}
	}
}

// interveningIf evaluates a triggered ability's "if" clause for its
// controller p, with eventPlayer the player of its event and src the
// slot of its source, which "another" excludes (-1 when it is gone)
// (CR 603.4).
func (g *Game) interveningIf(t *ability.Triggered, p, eventPlayer PlayerID, src int32) bool {
	if t.If.Kind == ability.Always && t.IfControlSubtype == "" {
		return true
	}
	return g.condition(t, p, eventPlayer, src)
}

// TargetedEffects returns the effects of the ability whose targets the
// pending decision chooses: the triggered ability being put on the stack
// (DecideTargets, CR 603.3d) or the activated ability being copied
// (DecideCopyTargets, CR 706.10c); nil for other decisions. Players use
// it to weigh each choice of targets by what the ability will do. The
// slice is the card definition's: do not change it.
func (g *Game) TargetedEffects() []ability.Effect {
	switch g.pending.Kind {
	case DecideTargets:
		if i := g.pending.Count; i >= 0 && i < len(g.triggers) {
			return g.triggerAbility(&g.triggers[i]).Effects
		}
	case DecideCopyTargets:
		if _, _, it := g.copiedAbility(); it != nil {
			_, effects := g.effectsOf(it)
			return effects
		}
	}
	return nil
}
