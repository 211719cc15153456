package game

import (
	"slices"

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
		if len(g.copyTargetOptions(nil, p, specs, ObjectID(it.Source), it)) > 0 {
			g.pending = Decision{Kind: DecideCopyTargets, Player: p}
			return true
		}
		// No new target can be chosen: the copy keeps the original's,
		// and won't resolve if they are all illegal (CR 608.2b).
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
	if !sameTargets(&a, it) {
		if err := g.checkCopyTargets(specs, &a, src, it); err != nil {
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
// targets would be illegal" (CR 706.10c).
func sameTargets(a *Action, it *stack.Item) bool {
	return a.NumTargets == int(it.NumTargets) && a.Targets == it.Targets
}

// checkCopyTargets checks the targets a chooses for the copy of it: each
// may be the original's, kept even if illegal now, or a new legal one
// (CR 706.10c).
func (g *Game) checkCopyTargets(specs []ability.TargetSpec, a *Action, src ObjectID, it *stack.Item) error {
	// Trailing "up to" slots left out are slots without a target, as
	// checkTargets reads them, so they are compared with the original's.
	for a.NumTargets < len(specs) && a.NumTargets < len(a.Targets) && specs[a.NumTargets].Optional {
		a.Targets[a.NumTargets] = ObjectTarget(0)
		a.NumTargets++
	}
	var kept *[stack.MaxTargets]Target
	if a.NumTargets == int(it.NumTargets) {
		kept = &it.Targets
		// The copy has the original's number of targets (CR 706.10): an
		// "up to" slot left empty stays empty, a chosen one chosen.
		for i := 0; i < a.NumTargets && i < len(specs); i++ {
			if specs[i].Optional && noTarget(a.Targets[i]) != noTarget(it.Targets[i]) {
				return refuseField(ErrBadTarget, "Targets", "706.10", "the copy of %s has the original's number of targets: target %d can be changed, not added or left out", g.defOf(src).Name, i+1)
			}
		}
	}
	return g.checkTargetsKeeping(specs, a, src, g.defOf(src).Name, kept)
}

// noTarget reports whether t is an "up to" slot left unchosen.
func noTarget(t Target) bool { return !t.IsPlayer() && t.Object == 0 }

// copyTargetOptions appends to buf the choices of targets for the copy
// of it (CR 706.10c): the legal ones; those that keep some of the
// original's targets, legal or not, and change the others to legal ones;
// and the original's unchanged, even gone from the game or from their
// zone (the copy then does nothing, 608.2b). With no legal new target
// at all it appends nothing: the copy keeps the original's targets
// without a decision, as copyAbility does (unstick).
func (g *Game) copyTargetOptions(buf []Action, p PlayerID, specs []ability.TargetSpec, src ObjectID, it *stack.Item) []Action {
	base := Action{Kind: ActChooseTargets, Player: p}
	n := len(buf)
	buf = g.targetChoices(buf, base, specs, p, src, 0)
	if slices.ContainsFunc(specs, func(s ability.TargetSpec) bool { return s.Optional }) {
		// Only sets with the original's number of targets (CR 706.10).
		kept := slices.DeleteFunc(buf[n:], func(a Action) bool { return g.checkCopyTargets(specs, &a, src, it) != nil })
		buf = buf[:n+len(kept)]
	}
	if len(specs) > 1 && len(specs) <= stack.MaxTargets && int(it.NumTargets) == len(specs) {
		buf = g.partlyKeptTargets(buf, n, base, specs, src, it)
	}
	if len(buf) == n {
		return buf
	}
	keep := base
	keep.NumTargets, keep.Targets = int(it.NumTargets), it.Targets
	if !containsAction(buf[n:], keep) {
		buf = append(buf, keep)
	}
	return buf
}

// partlyKeptTargets appends to buf the choices for the copy of it that
// keep a part of the original's targets and change the rest to legal
// ones, each once (buf[n:] holds those listed so far). Only a copy asks
// this, so the listing may allocate.
func (g *Game) partlyKeptTargets(buf []Action, n int, base Action, specs []ability.TargetSpec, src ObjectID, it *stack.Item) []Action {
	all := 1<<len(specs) - 1
	for kept := 1; kept < all; kept++ {
		var rest [stack.MaxTargets]ability.TargetSpec
		var at [stack.MaxTargets]int
		m := 0
		for i := range specs {
			if kept&(1<<i) == 0 {
				rest[m], at[m] = specs[i], i
				m++
			}
		}
		for _, c := range g.targetChoices(nil, base, rest[:m], base.Player, src, 0) {
			a := base
			a.NumTargets, a.Targets = len(specs), it.Targets
			for j := 0; j < m; j++ {
				a.Targets[at[j]] = c.Targets[j]
			}
			if !containsAction(buf[n:], a) && g.checkCopyTargets(specs, &a, src, it) == nil {
				buf = append(buf, a)
			}
		}
	}
	return buf
}

// containsAction reports whether as holds an action equal to a.
func containsAction(as []Action, a Action) bool {
	for i := range as {
		if as[i].Equal(a) {
			return true
		}
	}
	return false
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
