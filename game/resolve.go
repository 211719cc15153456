package game

import (
	"strconv"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

func itoa(n int) string { return strconv.Itoa(n) }

// resolution is a spell or ability being resolved, kept in the game while
// it waits for a player's decision (such as Mind Rot's discard).
type resolution struct {
	active bool
	item   stack.Item
	// next is the index of the effect to run next.
	next int
	// legal[i] reports whether target i was still legal on resolution.
	legal [stack.MaxTargets]bool
	// cards is scratch space for effects that pick cards.
	cards []int32
}

// effectsOf returns the targets and effects of a stack item.
func (g *Game) effectsOf(it *stack.Item) ([]ability.TargetSpec, []ability.Effect) {
	o := &g.objects[ObjectID(it.Source).slot()]
	switch it.Kind {
	case stack.Spell:
		return o.def.Spell.Targets, o.def.Spell.Effects
	case stack.ActivatedAbility:
		a := &o.def.Activated[it.Ability]
		return a.Targets, a.Effects
	}
	return nil, nil
}

// resolveTop resolves the top item of the stack (CR 608).
func (g *Game) resolveTop() {
	it := g.stack.Top()
	specs, _ := g.effectsOf(it)
	g.res = resolution{active: true, item: *it, cards: g.res.cards[:0]}
	// CR 608.2b: recheck targets; with all of them illegal the item is
	// countered on resolution.
	if n := int(it.NumTargets); n > 0 {
		any := false
		for i := 0; i < n && i < len(specs); i++ {
			g.res.legal[i] = g.targetLegal(&specs[i], it.Targets[i], PlayerID(it.Controller))
			any = any || g.res.legal[i]
		}
		if !any {
			g.emit(Event{Kind: EventFizzle, Object: ObjectID(it.Source), Card: g.objects[ObjectID(it.Source).slot()].def})
			g.finishResolution(true)
			return
		}
	}
	g.runEffects()
}

// runEffects runs the suspended resolution's effects from res.next until
// one waits for a decision or all are done.
func (g *Game) runEffects() {
	_, effects := g.effectsOf(&g.res.item)
	for g.res.next < len(effects) {
		e := &effects[g.res.next]
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
// owner's graveyard (CR 608.2n), a permanent spell enters the battlefield
// (CR 608.3), an ability ceases to exist; the active player then receives
// priority (CR 117.3b).
func (g *Game) finishResolution(countered bool) {
	it := g.res.item
	g.res.active = false
	if pos := g.findItem(&it); pos >= 0 {
		g.stack.Remove(pos)
	}
	if it.Kind == stack.Spell {
		if slot, ok := g.lookup(ObjectID(it.Source)); ok && g.objects[slot].zone == zone.Stack {
			o := &g.objects[slot]
			if !countered && o.def.IsPermanent() {
				ctrl := PlayerID(it.Controller)
				g.moveObject(slot, zone.Battlefield)
				o.controller = ctrl
			} else {
				g.moveObject(slot, zone.Graveyard)
			}
		}
	}
	if !countered {
		g.emit(Event{Kind: EventResolve, Object: ObjectID(it.Source), Player: PlayerID(it.Controller)})
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

// targetPlayer returns the player an effect acts on, and false if that
// player is an illegal target now.
func (g *Game) effectPlayer(e *ability.Effect) (PlayerID, bool) {
	it := &g.res.item
	if e.Who == ability.WhoTarget {
		if e.Target >= int(it.NumTargets) || !g.res.legal[e.Target] || !it.Targets[e.Target].IsPlayer() {
			return NoPlayer, false
		}
		return PlayerID(it.Targets[e.Target].Player), true
	}
	return PlayerID(it.Controller), true
}

// effectTarget returns target e.Target, and false if it is illegal now.
func (g *Game) effectTarget(e *ability.Effect) (Target, bool) {
	it := &g.res.item
	if e.Target < 0 || e.Target >= int(it.NumTargets) || !g.res.legal[e.Target] {
		return Target{}, false
	}
	return it.Targets[e.Target], true
}

func (g *Game) amount(a ability.Amount) int {
	switch a.Kind {
	case ability.ValueOfX:
		return int(g.res.item.X)
	}
	return a.N
}

// applyEffect carries out one effect of the resolving item (CR 608.2c).
// It reports whether the game now waits for a decision.
func (g *Game) applyEffect(e *ability.Effect) bool {
	it := &g.res.item
	src := ObjectID(it.Source)
	ctrl := PlayerID(it.Controller)
	switch e.Op {
	case ability.OpDamage:
		if t, ok := g.effectTarget(e); ok {
			g.dealDamage(src, t, g.amount(e.Amount), false)
		}
	case ability.OpGainLife:
		if p, ok := g.effectPlayer(e); ok {
			g.changeLife(p, g.amount(e.Amount))
		}
	case ability.OpLoseLife:
		if p, ok := g.effectPlayer(e); ok {
			g.changeLife(p, -g.amount(e.Amount))
		}
	case ability.OpDraw:
		if p, ok := g.effectPlayer(e); ok {
			for i := g.amount(e.Amount); i > 0; i-- {
				g.drawCard(p)
			}
		}
	case ability.OpDiscard:
		if p, ok := g.effectPlayer(e); ok {
			return g.startDiscard(p, g.amount(e.Amount))
		}
	case ability.OpAddMana:
		g.addMana(ctrl, src, e, firstColor(e.ManaChoice))
	case ability.OpCounter:
		if t, ok := g.effectTarget(e); ok {
			g.counterSpell(ObjectID(t.Object), src)
		}
	case ability.OpPump:
		if t, ok := g.effectTarget(e); ok {
			g.timestamp++
			g.effects = append(g.effects, ptEffect{target: ObjectID(t.Object), power: int16(e.Power), tough: int16(e.Toughness), timestamp: g.timestamp})
		}
	}
	return false
}

// counterSpell counters the spell id (CR 701.5a): it leaves the stack for
// its owner's graveyard.
func (g *Game) counterSpell(id ObjectID, by ObjectID) {
	pos := g.stack.Find(uint32(id))
	slot, ok := g.lookup(id)
	if pos < 0 || !ok {
		return
	}
	g.stack.Remove(pos)
	g.emit(Event{Kind: EventCounter, Object: id, Source: by, Card: g.objects[slot].def, Player: g.objects[slot].controller})
	g.moveObject(slot, zone.Graveyard)
}

// changeLife adds delta to p's life total (CR 118.3–118.4).
func (g *Game) changeLife(p PlayerID, delta int) {
	if delta == 0 {
		return
	}
	g.players[p].life += delta
	g.emit(Event{Kind: EventLifeChange, Player: p, Amount: delta})
}

// dealDamage has src deal n damage to t (CR 120.3).
func (g *Game) dealDamage(src ObjectID, t Target, n int, combat bool) {
	if n <= 0 {
		return
	}
	if t.IsPlayer() {
		p := PlayerID(t.Player)
		g.emit(Event{Kind: EventDamage, Source: src, Player: p, Amount: n, Target: t, HasTarget: true})
		g.changeLife(p, -n)
		return
	}
	slot, ok := g.lookup(ObjectID(t.Object))
	if !ok || g.objects[slot].zone != zone.Battlefield {
		return
	}
	o := &g.objects[slot]
	g.emit(Event{Kind: EventDamage, Source: src, Object: ObjectID(t.Object), Card: o.def, Player: NoPlayer, Amount: n, Target: t, HasTarget: true})
	if g.isCreature(slot) {
		o.damage += int16(n)
	}
	if g.types(slot)&ability.Planeswalker != 0 {
		// CR 306.8: damage to a planeswalker removes loyalty counters.
		o.counters[Loyalty] -= int16(min(n, int(o.counters[Loyalty])))
	}
}

// startDiscard begins p discarding n cards of their choice (CR 701.8):
// when the choice is forced (n covers the hand) it happens at once,
// otherwise a DecideDiscard decision is asked. It reports whether a
// decision is pending.
func (g *Game) startDiscard(p PlayerID, n int) bool {
	hand := g.players[p].hand
	if n <= 0 || len(hand) == 0 {
		return false
	}
	if n >= len(hand) {
		for len(g.players[p].hand) > 0 {
			g.discard(p, g.players[p].hand[0])
		}
		return false
	}
	g.pending = Decision{Kind: DecideDiscard, Player: p, Count: n}
	return true
}

// discard puts the card in slot from p's hand into their graveyard.
func (g *Game) discard(p PlayerID, slot int32) {
	d := g.objects[slot].def
	id := g.moveObject(slot, zone.Graveyard)
	g.emit(Event{Kind: EventDiscard, Player: p, Object: id, Card: d})
}

// discardChosen answers a DecideDiscard decision with one card.
func (g *Game) discardChosen(a Action) error {
	slot, err := g.handCard(a.Player, a.Object)
	if err != nil {
		return err
	}
	g.discard(a.Player, slot)
	g.pending.Count--
	if g.pending.Count > 0 && len(g.players[a.Player].hand) > g.pending.Count {
		return nil
	}
	// The rest is forced, or done.
	rest := g.pending.Count
	g.pending = Decision{}
	for ; rest > 0 && len(g.players[a.Player].hand) > 0; rest-- {
		g.discard(a.Player, g.players[a.Player].hand[0])
	}
	if g.res.active {
		g.runEffects()
		return nil
	}
	if g.step == Cleanup {
		if !g.cleanupRest() {
			g.enterStep(g.endStep())
		}
	}
	return nil
}
