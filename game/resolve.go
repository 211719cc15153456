package game

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

func itoa(n int) string { return strconv.Itoa(n) }

// resolution is a spell or ability being resolved, kept in the game while
// it waits for a player's decision (such as Mind Rot's discard).
type resolution struct {
	// The fields go from the widest to the narrowest, which keeps the
	// Game a Clone copies in a smaller allocation class.
	item stack.Item
	// next is the index of the effect to run next.
	next int
	// cards is scratch space for effects that pick cards.
	cards []int32
	// lastToughness is the toughness of the last destroyed object, as it
	// last existed on the battlefield (CR 608.2g).
	lastToughness int
	// searchLeft: the cards a library search may still find.
	searchLeft int
	// copyOf is the card OpCastCopies copies, copySlot the copy waiting to
	// be cast (or -1), copiesLeft the copies still to make.
	copiesLeft       int
	copyOf, copySlot int32
	// redirectTo holds the answer to a planeswalker redirection choice
	// for the damage effect at next (CR 306.7), asked once redirectAsked
	// is set.
	redirectTo ObjectID
	// redirects and redirectedFor hold the answers for damage dealt to
	// several players at once without targeting them ("each opponent"):
	// the planeswalker each one's damage goes to (0: to the player), and
	// the players (seat bits) already asked.
	redirects [MaxPlayers]ObjectID
	// chosen is the card chosen in secret by OpChooseAndGuess.
	chosen ObjectID
	// copyEnter is the creature the resolving permanent spell enters as a
	// copy of (OpChooseCopy), or 0.
	copyEnter ObjectID
	// named is the card name chosen by the last OpNameCard, as an index
	// into CardNames plus one (0: none yet).
	named uint16
	// placedTop and placedBottom count the cards the deciding owner has
	// placed so far with OpTopOrBottom: the last entries of cards, the
	// top ones then the bottom ones, each in the order answered.
	placedTop, placedBottom uint16
	active                  bool
	// legal[i] reports whether target i was still legal on resolution.
	legal [stack.MaxTargets]bool
	// answered and yes hold the answer to a "you may" decision for the
	// effect at next.
	answered, yes bool
	// searching: a library search waits for choices.
	searching     bool
	redirectAsked bool
	redirectedFor uint8
	// lostFlip: the controller lost the last coin flip (CR 705).
	lostFlip bool
	// picking: an OpLookMill waits for the card to put away.
	picking bool
	// declined: the player of the last OpUnless did none of its
	// alternatives (see IfDeclined).
	declined bool
	// stage counts the steps an effect made of several decisions has
	// taken (OpChooseAndGuess, OpTopOrBottom).
	stage uint8
	// foundInLibrary: a search of several zones for any number of cards
	// has found a card in the library so far (it is shuffled at the end).
	foundInLibrary bool
	// choosingDefender: the controller is asked which defending player
	// the effects mean (DecideDefendingPlayer, CR 810.7b).
	choosingDefender bool
}

// effectsOf returns the targets and effects of a stack item.
func (g *Game) effectsOf(it *stack.Item) ([]ability.TargetSpec, []ability.Effect) {
	d := g.objects[ObjectID(it.Source).slot()].def
	if len(g.copies) > 0 {
		d = g.sourceDef(ObjectID(it.Source))
	}
	switch it.Kind {
	case stack.Spell:
		return d.Spell.Targets, d.Spell.Effects
	case stack.ActivatedAbility:
		if a := g.activatedOf(it.Source, it.Ability, it.EventObject); a != nil {
			return a.Targets, a.Effects
		}
	case stack.TriggeredAbility:
		if len(g.copies) > 0 {
			d = g.triggerSourceDef(ObjectID(it.Source))
		}
		t := &d.Triggered[it.Ability]
		return t.Targets, t.Effects
	}
	return nil, nil
}

// resolveTop resolves the top item of the stack (CR 608).
func (g *Game) resolveTop() {
	g.changed()
	it := g.stack.Top()
	specs, _ := g.effectsOf(it)
	g.res = resolution{active: true, item: *it, cards: g.res.cards[:0]}
	targetSource := ObjectID(it.Source)
	if it.Kind == stack.TriggeredAbility {
		// CR 603.4: an intervening "if" is checked again on resolution.
		t := &g.triggerSourceDef(ObjectID(it.Source)).Triggered[it.Ability]
		targetSource = g.targetingSource(t, targetSource, ObjectID(it.EventObject))
		if !g.interveningIf(t, PlayerID(it.Controller), PlayerID(it.EventPlayer), g.resolvingSource()) {
			g.finishResolution(false)
			return
		}
	}
	// CR 608.2b: recheck targets; with all of them illegal the item is
	// countered on resolution.
	if n := int(it.NumTargets); n > 0 && g.anyChosen(it, specs) {
		any := false
		for i := 0; i < n && i < len(specs); i++ {
			t := it.Targets[i]
			if specs[i].Optional && !t.IsPlayer() && t.Object == 0 {
				g.res.legal[i] = false // left unchosen: not a target at all
				continue
			}
			g.res.legal[i] = g.targetLegal(&specs[i], t, PlayerID(it.Controller), targetSource) &&
				g.relationOK(&specs[i], it.TargetList(), i)
			any = any || g.res.legal[i]
		}
		if !any {
			g.emit(Event{Kind: EventFizzle, Object: ObjectID(it.Source), Card: g.objects[ObjectID(it.Source).slot()].def,
				Ability: it.Kind != stack.Spell, Host: g.abilityHost(it)})
			g.finishResolution(true)
			return
		}
	}
	if g.askDefendingPlayer() {
		return
	}
	g.runEffects()
}

// anyChosen reports whether the item has at least one chosen target; an
// item whose targets were all optional and unchosen resolves normally.
func (g *Game) anyChosen(it *stack.Item, specs []ability.TargetSpec) bool {
	for i, t := range it.TargetList() {
		if i >= len(specs) || !specs[i].Optional || t.IsPlayer() || t.Object != 0 {
			return true
		}
	}
	return false
}

// runEffects runs the suspended resolution's effects from res.next until
// one waits for a decision or all are done.
func (g *Game) runEffects() {
	_, effects := g.effectsOf(&g.res.item)
	for g.res.next < len(effects) {
		e := &effects[g.res.next]
		if n := sameMoveRun(effects[g.res.next:]); n > 1 {
			// "Return up to two target creatures": the targets move in
			// one event and see each other leave (CR 603.10a, 610.3c),
			// each as it was before any moved (CR 608.2g).
			nested := g.beginLeaving()
			g.snapshotTargets()
			for _, e := range effects[g.res.next : g.res.next+n] {
				g.applyEffect(&e)
			}
			g.res.next += n
			g.endLeaving(nested)
			if g.over {
				g.res.active = false
				return
			}
			continue
		}
		if n := damageRun(effects[g.res.next:]); n > 1 {
			// "Deals 1 damage to target creature and 1 damage to you":
			// dealt at once, one life gain for a lifelink source
			// (CR 702.15b, 118.9).
			waiting := false
			g.atOnce(func() {
				for k := 0; k < n && !waiting && !g.over; k++ {
					e := &effects[g.res.next]
					g.res.next++
					waiting = g.applyEffect(e)
				}
			})
			if waiting {
				return // a redirection to ask; the rest continues after it
			}
			if g.over {
				g.res.active = false
				return
			}
			continue
		}
		g.res.next++
		if g.applyEffect(e) {
			return // waiting for a decision; the answer continues here
		}
		if g.over {
			g.res.active = false
			return
		}
	}
	g.finishResolution(false)
}

// finishResolution ends the resolution: an instant or sorcery goes to its
// owner's graveyard (CR 608.2k), a permanent spell enters the battlefield
// (CR 608.3), an ability ceases to exist; the active player then receives
// priority (CR 116.3b).
func (g *Game) finishResolution(countered bool) {
	it := g.res.item
	g.res.active = false
	if pos := g.findItem(&it); pos >= 0 {
		g.stack.Remove(pos)
	}
	if len(g.goneAbilities) > 0 {
		g.pruneGoneAbilities()
	}
	// The spell as it was cast, before its permanent enters (as a copy,
	// perhaps): what resolved (CR 706.2).
	var cast *card.Definition
	if it.Kind == stack.Spell {
		cast = g.objects[ObjectID(it.Source).slot()].def
	}
	if it.Kind == stack.Spell {
		if slot, ok := g.lookup(ObjectID(it.Source)); ok && g.objects[slot].zone == zone.Stack {
			o := &g.objects[slot]
			if !countered && o.def.IsPermanent() {
				rec := g.prepareCopy(slot)
				k, n, with := g.entryCounters(slot, PlayerID(it.Controller))
				id := g.enterWith(slot, PlayerID(it.Controller), k, n, with, true)
				if rec != nil {
					rec.id = id
					g.copies = append(g.copies, *rec)
				}
				if it.Haste {
					g.addEffect(contEffect{target: g.idOf(slot), keywords: ability.Haste})
				}
				if o.def.IsAura() && it.NumTargets > 0 {
					// CR 303.4f: an Aura spell enters attached to its target.
					o.attachedTo = ObjectID(it.Targets[0].Object)
					g.charsChangedFor(slot)
					if ts, ok := g.lookup(o.attachedTo); ok && g.anyTriggers {
						g.triggerSelf(ts, ability.AuraBecomesAttached, g.idOf(slot), 0)
					}
				}
			} else if !countered && o.def.Spell.ExileAfter {
				g.moveObject(slot, zone.Exile) // "Exile Restock." (CR 608.2k)
			} else {
				g.moveObject(slot, zone.Graveyard)
			}
		}
	}
	if !countered && !g.noEvents {
		ev := Event{Kind: EventResolve, Object: ObjectID(it.Source), Player: PlayerID(it.Controller), Ability: it.Kind != stack.Spell,
			Host: g.abilityHost(&it)}
		ev.Card = cast // nil for an ability: named by its source
		g.emit(ev)
	}
	g.passes = 0
	g.givePriority(g.active)
}

// findItem returns the stack position (from the top) of the item equal
// to it, or -1. The resolving item is normally on top.
func (g *Game) findItem(it *stack.Item) int {
	for i := 0; i < g.stack.Len(); i++ {
		if *g.stack.At(i) == *it {
			return i
		}
	}
	return -1
}

// counterSpell counters the spell id (CR 701.5a): it leaves the stack for
// its owner's graveyard.
func (g *Game) counterSpell(id ObjectID, by ObjectID, exile bool) {
	pos := g.stack.Find(uint32(id))
	slot, ok := g.lookup(id)
	if pos < 0 || !ok {
		return
	}
	// CR 101.2: "can't be countered" beats "counter".
	if g.objects[slot].def.Restrictions.Has(ability.CantBeCountered) {
		return
	}
	g.emit(Event{Kind: EventCounter, Object: id, Source: by, Card: g.objects[slot].def, Player: g.objects[slot].controller})
	to := zone.Graveyard
	if exile {
		to = zone.Exile
	}
	if g.res.active {
		// "Counter target spell. Its controller loses 2 life": the
		// spell as it last existed on the stack (CR 608.2g).
		g.lastKnown = append(g.lastKnown, g.lastKnownNow(slot))
	}
	// Moved while its item is still on the stack, so that the zone change
	// records the spell's stack serial (its old ViewID).
	g.moveObject(slot, to)
	g.stack.Remove(pos)
}

// changeLife adds delta to p's life total (CR 118.3–118.4).
func (g *Game) changeLife(p PlayerID, delta int) {
	delta = addLife(g.players[p].life, delta) - g.players[p].life
	if delta == 0 {
		return
	}
	g.players[p].life += delta
	if g.twoHeaded() {
		// CR 810.9: the change applies to the team's shared life total.
		g.players[g.teammate(p)].life = g.players[p].life
	}
	if g.players[p].life <= 0 || g.condStatics > 0 {
		// CR 704.5a looks at a life total only at 0 or less; nothing
		// else in CR 704.5 reads one, unless a static's condition
		// does ("as long as your life total is less than ...").
		g.sbaDirty = true
	}
	if delta < 0 {
		g.players[p].lostLifeThisTurn = true
	}
	g.emit(Event{Kind: EventLifeChange, Player: p, Amount: delta, Total: g.players[p].life})
	if delta > 0 && g.anyTriggers {
		g.triggerBattlefield(p, ability.YouGainLife, -1, 0, delta)
	}
}

// dealDamage has src deal n damage to t (CR 119.1).
func (g *Game) dealDamage(src ObjectID, t Target, n int, combat bool) int {
	if !t.IsPlayer() {
		// Damage can't be dealt to an object that's neither a creature
		// nor a planeswalker (CR 119.1a).
		if s, ok := g.lookup(ObjectID(t.Object)); !ok || g.types(s)&(ability.Creature|ability.Planeswalker) == 0 {
			return 0
		}
	}
	if g.emblems > 0 || g.preventers > 0 || len(g.shields) > 0 {
		n = g.preventDamage(src, t, n, combat)
	}
	if n <= 0 {
		return 0
	}
	if t.IsPlayer() {
		p := PlayerID(t.Player)
		if g.players[p].lost {
			return 0 // a player who left is dealt no damage (CR 800.4a)
		}
		g.emit(Event{Kind: EventDamage, Source: src, Player: p, Amount: n, Target: t, HasTarget: true})
		g.changeLife(p, -n)
		g.damageDealt(src, n, -1)
		return n
	}
	slot, ok := g.lookup(ObjectID(t.Object))
	if !ok || g.objects[slot].zone != zone.Battlefield {
		return 0
	}
	o := &g.objects[slot]
	g.sbaDirty = true // CR 704.5g, 704.5h, 704.5i: damage, deathtouch, loyalty
	g.emit(Event{Kind: EventDamage, Source: src, Object: ObjectID(t.Object), Card: o.def, Player: NoPlayer, Amount: n, Target: t, HasTarget: true})
	if g.isCreature(slot) {
		o.damage = addCount(o.damage, n)
	}
	if g.anyTriggers {
		g.triggerDamaged(slot, ability.DealtDamage, src, n) // "is dealt damage" (CR 119.3)
		g.recordDamage(src, slot)
	}
	if g.types(slot)&ability.Planeswalker != 0 {
		// CR 306.8: damage to a planeswalker removes loyalty counters.
		lost := min(n, int(o.counters[Loyalty]))
		o.counters[Loyalty] -= int16(lost)
		g.emitLoyalty(slot, -lost)
	}
	g.damageDealt(src, n, slot)
	if g.anyTriggers && g.attachables > 0 {
		g.triggerAttached(ObjectID(t.Object), ability.AttachedIsDealtDamage, n)
	}
	return n
}

// damageDealt applies what damage from a source with lifelink or
// deathtouch causes, whatever the damage (CR 702.15b, 702.2b): its
// controller gains that much life; a creature dealt it (slot, or -1) is
// destroyed at the next state-based action check. A source that left
// the battlefield has them as it last existed there (CR 702.2e, 702.15c).
func (g *Game) damageDealt(src ObjectID, n int, slot int32) {
	ss, ok := g.lookup(src)
	if !ok || g.objects[ss].zone != zone.Battlefield {
		if kw, ctrl, known := g.offBattlefieldDamage(src); known {
			if kw.Has(ability.Deathtouch) && slot >= 0 && g.isCreature(slot) {
				g.objects[slot].marks |= markDeathtouched
			}
			if kw.Has(ability.Lifelink) {
				g.gainLifelink(int32(src.slot()), ctrl, n)
			}
		}
		return
	}
	k := g.keywords(ss)
	if k.Has(ability.Deathtouch) && slot >= 0 && g.isCreature(slot) {
		g.objects[slot].marks |= markDeathtouched
	}
	if k.Has(ability.Lifelink) {
		g.gainLifelink(ss, g.objects[ss].controller, n)
	}
}

// gainLifelink gains controller n life from the damage of the lifelink
// source in slot s: at once, or added to the source's one gain when the
// damage is part of one event dealt at once (atOnce, CR 702.15e).
func (g *Game) gainLifelink(s int32, controller PlayerID, n int) {
	if !g.batching {
		g.changeLife(controller, n)
		return
	}
	for i := range g.lifelinkBatch {
		if g.lifelinkBatch[i].slot == s {
			g.lifelinkBatch[i].n += n
			return
		}
	}
	g.lifelinkBatch = append(g.lifelinkBatch, lifelinkGain{slot: s, controller: controller, n: n})
}

// startDiscard begins p discarding n cards of their choice (CR 701.8):
// when the choice is forced (n covers the hand) it happens at once,
// otherwise a DecideDiscard decision is asked. It reports whether a
// decision is pending.
func (g *Game) startDiscard(p PlayerID, n int) bool {
	hand := g.players[p].hand
	var cards [16]int32
	if g.strayTokens > 0 {
		hand = g.handCards(cards[:0], p) // a bounced token is no card
	}
	if n <= 0 || len(hand) == 0 {
		return false
	}
	if n >= len(hand) {
		// The whole hand, in an order that depends only on which cards
		// it holds (CR 404.3 lets the owner arrange them): the hand's
		// order tells when each card arrived, which is hidden.
		var buf [16]int32
		all := append(buf[:0], hand...)
		slices.SortFunc(all, g.compareUnordered)
		for _, s := range all {
			if o := &g.objects[s]; o.zone == zone.Hand && o.owner == p {
				g.discard(p, s)
			}
		}
		return false
	}
	g.pending = Decision{Kind: DecideDiscard, Player: p, Count: n}
	return true
}

// discard puts the card in slot from p's hand into their graveyard.
func (g *Game) discard(p PlayerID, slot int32) ObjectID {
	d := g.objects[slot].def
	id := g.moveObject(slot, zone.Graveyard)
	g.emit(Event{Kind: EventDiscard, Player: p, Object: id, Card: d})
	if g.anyTriggers {
		// "Whenever a player discards a card, ... that player" (CR 701.8).
		saved := g.eventPlayer
		g.eventPlayer = p
		g.triggerMatching(ability.PlayerDiscards, slot, p, 0)
		g.eventPlayer = saved
	}
	return id
}

// discardChosen answers a DecideDiscard decision with one card.
func (g *Game) discardChosen(a Action) error {
	slot, err := g.handCard(a.Player, a.Object)
	if err == nil && !g.isCard(slot) {
		err = refuseField(ErrNotAllowed, "Object", "110.5g", "%s is a token, no card: it can't be discarded", g.objects[slot].def.Name)
	}
	if err != nil {
		if re, ok := err.(*RuleError); ok {
			re.Rule, re.Also = "701.8a", "400.7" // a card is discarded from its owner's hand
			if g.inTeammatesHand(a.Player, a.Object) {
				re.CiteToo("810.5")
			}
		}
		return err
	}
	if g.costDiscard && !g.costDiscardFits(slot) {
		return refuseField(ErrCantPay, "Object", "117.3", "%s is not %s %s card", g.objects[slot].def.Name, article(g.costDiscardTypes().String()), strings.ToLower(g.costDiscardTypes().String()))
	}
	id := g.discard(a.Player, slot)
	if g.costDiscard && g.stack.Len() > 0 && g.stack.At(0).Ability >= 0 {
		// "The discarded card" (CR 608.2g); a granted ability's event
		// object names the permanent that grants it (granted.go).
		g.stack.At(0).EventObject = uint32(id)
	}
	g.pending.Count--
	var cards [16]int32
	hand := g.players[a.Player].hand
	if g.strayTokens > 0 {
		hand = g.handCards(cards[:0], a.Player)
	}
	if g.pending.Count > 0 && len(hand) > g.pending.Count {
		return nil
	}
	// The rest is forced, or done.
	rest := g.pending.Count
	g.pending = Decision{}
	var rest16 [16]int32
	all := append(rest16[:0], hand...) // the hand shrinks as it goes
	for i := 0; rest > 0 && i < len(all); rest, i = rest-1, i+1 {
		g.discard(a.Player, all[i])
	}
	if g.costDiscard {
		g.costDiscard = false
		g.afterAction(a.Player)
		return nil
	}
	if g.res.active {
		g.runEffects()
		return nil
	}
	if g.step == Cleanup {
		if !g.cleanup() { // the teammate's discard may follow (CR 805.4)
			g.enterStep(g.endStep())
		}
	}
	return nil
}

// resolvingEffect returns the effect the resolution waits at, or nil.
func (g *Game) resolvingEffect() *ability.Effect {
	if !g.res.active {
		return nil
	}
	_, effects := g.effectsOf(&g.res.item)
	if g.res.next < 0 || g.res.next >= len(effects) {
		return nil
	}
	return &effects[g.res.next]
}

// resolvingEffectOf returns the effect the resolution waits at if it is
// an op effect, or nil.
func (g *Game) resolvingEffectOf(op ability.Op) *ability.Effect {
	if e := g.resolvingEffect(); e != nil && e.Op == op {
		return e
	}
	return nil
}

// sameMoveRun counts the effects at the start of effects that move one
// target each out of the battlefield the same way (two OpBounce on
// targets 0 and 1), which happens at once; 1 or 0 when there is no run.
// An effect that asks "you may" is no part of a run: the resolution
// stops there for the answer.
func sameMoveRun(effects []ability.Effect) int {
	if len(effects) < 2 {
		return len(effects)
	}
	first := &effects[0]
	switch first.Op {
	case ability.OpBounce, ability.OpDestroy, ability.OpExile:
	default:
		return 1
	}
	n := 1
	for n < len(effects) && effects[n].Op == first.Op && effects[n].Subject == ability.SubjectTarget &&
		first.Subject == ability.SubjectTarget && effects[n].Target != first.Target && !first.Optional && !effects[n].Optional {
		n++
	}
	return n
}

// damageRun counts the damage effects at the start of effects: one
// sentence's damage to several things (Forge Devil, Cone of Flame).
func damageRun(effects []ability.Effect) int {
	n := 0
	for n < len(effects) && effects[n].Op == ability.OpDamage {
		n++
	}
	return n
}
