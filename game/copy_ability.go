package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
)

// copyAbility puts onto the stack a copy of the activated ability with
// stack serial serial, controlled by p, if it is still on the stack
// (CR 706.10). The copy was not activated: nothing that triggers on
// activation sees it (CR 706.10). It has the original's X; a copy of an
// ability with targets first asks p for its targets, the original's or
// new ones (CR 706.10c: "you may choose new targets for the copy"), and
// copyAbility then reports that the decision is pending.
func (g *Game) copyAbility(p PlayerID, serial uint32) bool {
	it := g.abilityToCopy(serial)
	if it == nil {
		return false
	}
	if it.NumTargets > 0 {
		specs, _ := g.effectsOf(it)
		var one [1]Action
		if len(g.targetChoices(one[:0], Action{Kind: ActChooseTargets, Player: p}, specs, p, ObjectID(it.Source), 1)) > 0 {
			g.pending = Decision{Kind: DecideCopyTargets, Player: p}
			return true
		}
		// No legal targets now: the copy keeps the original's, and will
		// not resolve (CR 608.2b).
	}
	cp := *it
	cp.Controller = int8(p)
	g.pushItem(cp)
	g.emitCopy(g.stack.At(0))
	g.triggerTargeted(g.stack.At(0))
	return false
}

// emitCopy records that the ability copy it went on the stack.
func (g *Game) emitCopy(it *stack.Item) {
	if g.noEvents {
		return
	}
	src := ObjectID(it.Source)
	ev := Event{Kind: EventCopy, Player: PlayerID(it.Controller), Object: src, Card: g.defOf(src), Amount: int(it.Ability), Ability: true}
	ev.setTargets(it.TargetList())
	g.emit(ev)
}

// stackItem returns the item on the stack with serial, or nil.
func (g *Game) stackItem(serial uint32) *stack.Item {
	for i := 0; i < g.stack.Len(); i++ {
		if it := g.stack.At(i); it.Serial == serial {
			return it
		}
	}
	return nil
}

// copiedAbility returns, while DecideCopyTargets waits, the target specs
// and the source of the ability being copied, and its stack item (nil
// when it is gone).
func (g *Game) copiedAbility() ([]ability.TargetSpec, ObjectID, *stack.Item) {
	if !g.res.active {
		return nil, 0, nil
	}
	it := g.abilityToCopy(uint32(g.res.item.EventAmount))
	if it == nil {
		return nil, 0, nil
	}
	specs, _ := g.effectsOf(it)
	return specs, ObjectID(it.Source), it
}

// answerCopyTargets answers DecideCopyTargets: the copy of the ability,
// with the chosen targets, goes on the stack, and the resolution goes on.
func (g *Game) answerCopyTargets(a Action) error {
	specs, src, it := g.copiedAbility()
	if it == nil {
		return refuse(ErrNotAllowed, "706.10", "the ability to copy is no longer on the stack")
	}
	if !sameTargets(&a, it) { // the original's targets may be kept even if illegal now (CR 706.10c)
		if err := g.checkTargets(specs, &a, src, g.defOf(src).Name); err != nil {
			return alsoCite(err, "706.10c")
		}
	}
	cp := *it
	cp.Controller = int8(a.Player)
	cp.NumTargets, cp.Targets = uint8(a.NumTargets), a.Targets
	g.pending = Decision{}
	g.pushItem(cp)
	g.emitCopy(g.stack.At(0))
	// What the copy targets becomes its target (CR 601.2c, 706.10c;
	// as for a copied spell in castCopy).
	g.triggerTargeted(g.stack.At(0))
	g.runEffects()
	return nil
}

// sameTargets reports whether a chooses exactly the targets of the
// original item it: a copy may keep them unchanged, "even if those
// targets would be illegal" (CR 706.10c). Keeping some and changing
// others is checked as new targets.
func sameTargets(a *Action, it *stack.Item) bool {
	return a.NumTargets == int(it.NumTargets) && a.Targets == it.Targets
}

// copyTargetOptions appends to buf the choices of targets for the copy
// of it: the legal ones, and the original's unchanged when some of them
// are no longer legal, even gone from the game or from their zone
// (CR 706.10c: the copy then does nothing, 608.2b). With no legal one,
// it appends nothing.
func (g *Game) copyTargetOptions(buf []Action, p PlayerID, specs []ability.TargetSpec, src ObjectID, it *stack.Item) []Action {
	base := Action{Kind: ActChooseTargets, Player: p}
	n := len(buf)
	buf = g.targetChoices(buf, base, specs, p, src, 0)
	if len(buf) == n {
		// Nothing new can be chosen: the copy keeps the original's
		// targets without a decision, as copyAbility does (unstick).
		return buf
	}
	keep := base
	keep.NumTargets, keep.Targets = int(it.NumTargets), it.Targets
	for _, o := range buf[n:] {
		if o.Equal(keep) {
			return buf
		}
	}
	return append(buf, keep)
}

// copyTargetsDecisionOK reports whether a loaded DecideCopyTargets waits
// on an OpCopyAbility just run by the resolution, whose ability, with
// targets, is still on the stack.
func (g *Game) copyTargetsDecisionOK() bool {
	if !g.res.active || g.res.next < 1 {
		return false
	}
	_, effects := g.effectsOf(&g.res.item)
	if g.res.next > len(effects) || effects[g.res.next-1].Op != ability.OpCopyAbility {
		return false
	}
	_, _, it := g.copiedAbility()
	return it != nil && it.NumTargets > 0
}
