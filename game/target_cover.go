package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
)

// maxTargetSets is the most sets of targets listed for one spell or
// ability with one payment and X. Below it the listing is complete; past
// it, listing every set would grow as a power of the board (Cone of
// Flame's three targets among n creatures are about n³ sets), so a
// representative listing is made instead (coverTargets). Random play of
// the testdata decks rarely passes 1,024 (Soul of Innistrad's "up to
// three" in a graveyard of nineteen creature cards) and, in the games
// checked, never this.
const maxTargetSets = 4096

// coverTargets appends to buf a representative listing of the sets of
// targets for specs: for each slot, each target the slot can legally
// have in some legal set appears there in at least one listed set, the
// first such set in candidate order. So every object and player a spell
// could target is offered, in every role, with at most one option per
// slot and candidate (and one for "no target"): linear in the board, not
// a power of it. Apply still accepts every legal set (CR 601.2c).
func (g *Game) coverTargets(buf []Action, base Action, specs []ability.TargetSpec, p PlayerID, source ObjectID) []Action {
	// Each slot's candidates, legal on their own, in candidate order with
	// "no target" last: whether a target is legal doesn't depend on the
	// other slots, except for the rules targetRec applies between them,
	// which firstSet applies too.
	var cands [stack.MaxTargets][]Target
	var one []Action
	var ord [stack.MaxTargets]int
	for f := range specs {
		alone := []ability.TargetSpec{specs[f]}
		alone[0].Filter.ControlledByTarget0 = false
		one = g.targetRec(one[:0], base, alone, p, source, 0, 0, 0, ord)
		for i := range one {
			cands[f] = append(cands[f], one[i].Targets[0])
		}
	}
	start := len(buf)
	var pick [stack.MaxTargets]int
	for f := range specs {
		for c, t := range cands[f] {
			if coveredAt(buf[start:], f, t) {
				continue
			}
			if !g.firstSet(specs, &cands, p, source, f, c, 0, &pick) {
				continue // no legal set has t in slot f
			}
			a := base
			a.NumTargets = len(specs)
			for i := range specs {
				a.Targets[i] = cands[i][pick[i]]
			}
			buf = append(buf, a)
		}
	}
	return buf
}

// firstSet chooses, into pick, the first legal set of targets from slot i
// on (each slot's first admissible candidate, backtracking when a later
// slot has none), with slot f holding its candidate fc; it reports
// whether there is one. The rules between slots are targetRec's: equal
// specs name different targets (CR 114.3), an "up to N" run or a set
// lists its targets in candidate order with the unchosen ones last, and
// "that player controls" is measured against the first target.
func (g *Game) firstSet(specs []ability.TargetSpec, cands *[stack.MaxTargets][]Target, p PlayerID, source ObjectID, f, fc, i int, pick *[stack.MaxTargets]int) bool {
	if i == len(specs) {
		return true
	}
	spec := &specs[i]
	lo, hi := 0, len(cands[i])
	if i == f {
		lo, hi = fc, fc+1
	}
	inRun := (spec.Optional || spec.Set) && !spec.OwnWord && i > 0 && specs[i-1] == *spec
	if inRun {
		// The run's slots share one candidate list: this slot's target
		// comes after the previous one's, and "no target" (last) stays.
		if prev := pick[i-1]; cands[i][prev] == ObjectTarget(0) {
			lo = max(lo, prev)
		} else {
			lo = max(lo, prev+1)
		}
	}
	if i < f && runStart(specs, f) <= i && cands[f][fc] != ObjectTarget(0) {
		// Slot f, later in this run, needs room after this slot.
		hi = min(hi, fc-(f-i)+1)
	}
	var ts [stack.MaxTargets]Target
	for j := 0; j < i; j++ {
		ts[j] = cands[j][pick[j]]
	}
	for c := lo; c < hi; c++ {
		t := cands[i][c]
		if !g.distinctTarget(specs, ts[:i], i, t) {
			continue
		}
		ts[i] = t
		if !g.relationOK(spec, ts[:i+1], i) {
			continue
		}
		if i == 0 && !g.relationsPossible(specs, t, p, source) {
			// A later "that player controls" has nothing the first
			// target controls: no set starts with it, however the slots
			// between are filled.
			continue
		}
		pick[i] = c
		if g.firstSet(specs, cands, p, source, f, fc, i+1, pick) {
			return true
		}
	}
	return false
}

// relationsPossible reports whether every slot measured against the
// first target ("target creature that player controls") can be filled
// when the first target is t: it is optional, may be a player, or has a
// legal candidate t controls. A set starting with t is looked for only
// then, so that a player who controls nothing such doesn't send the
// search through every choice of the slots between (as many as the board
// to the power of their number).
func (g *Game) relationsPossible(specs []ability.TargetSpec, t Target, p PlayerID, source ObjectID) bool {
	for j := 1; j < len(specs); j++ {
		spec := &specs[j]
		if !spec.Filter.ControlledByTarget0 || spec.Optional || spec.Allow&ability.AllowPlayer != 0 {
			continue
		}
		ok := false
		for _, s := range g.battlefield {
			u := ObjectTarget(g.idOf(s))
			if g.relationOK(spec, []Target{t, u}, 1) && g.targetLegal(spec, u, p, source) {
				ok = true
				break
			}
		}
		if !ok && spec.Allow&(ability.AllowCardInGraveyard|ability.AllowSpell) != 0 {
			ok = true // not looked for: the search finds out
		}
		if !ok {
			return false
		}
	}
	return true
}

// relatedSpecs reports whether a target after the first is measured
// against it.
func relatedSpecs(specs []ability.TargetSpec) bool {
	for j := 1; j < len(specs); j++ {
		if specs[j].Filter.ControlledByTarget0 {
			return true
		}
	}
	return false
}

// distinctTarget reports whether t may fill slot i after the targets ts
// of the slots before it: one word "target" names different objects and
// players (CR 114.3); "no target" may repeat.
func (g *Game) distinctTarget(specs []ability.TargetSpec, ts []Target, i int, t Target) bool {
	if t == ObjectTarget(0) || specs[i].OwnWord {
		return true
	}
	for j := range ts {
		if ts[j] == t && specs[j] == specs[i] {
			return false
		}
	}
	return true
}

// runStart returns the first slot of the "up to N" run or set of targets
// that slot f is in (f itself when it is in none), by the rule targetRec
// uses to order a run's slots.
func runStart(specs []ability.TargetSpec, f int) int {
	for f > 0 {
		s := &specs[f]
		if !(s.Optional || s.Set) || s.OwnWord || specs[f-1] != *s {
			break
		}
		f--
	}
	return f
}

// coveredAt reports whether one of opts has t in slot f.
func coveredAt(opts []Action, f int, t Target) bool {
	for i := range opts {
		if opts[i].Targets[f] == t {
			return true
		}
	}
	return false
}
