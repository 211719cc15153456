package game

import "github.com/spellstack/spellstack/ability"

// Identical waiting triggers: the same ability of the same source, with
// the same details of their events, or differing only in an amount the
// ability never reads (two life gains seen by one Ajani's Pridemate, of 2
// and of 1 life). Putting
// either on the stack first leads to the same game, so the trigger order
// decision lists the first of them only, and Canonical maps the others to
// it.

// firstTwinTrigger returns the index, among p's team's waiting triggers,
// of the first trigger identical to the n-th one (n itself if none
// before it is).
func (g *Game) firstTwinTrigger(p PlayerID, n int) int {
	i := g.nthTrigger(p, n)
	if i < 0 {
		return n
	}
	k := 0
	for j := 0; j < i; j++ {
		if !g.waiting(&g.triggers[j], p) {
			continue
		}
		if g.twinTriggers(&g.triggers[j], &g.triggers[i]) {
			return k
		}
		k++
	}
	return n
}

// twinTriggers reports whether waiting triggers a and b are identical:
// equal, or equal but for the amount of their events when the ability
// reads no amount of its event ("put a +1/+1 counter", not "that much").
func (g *Game) twinTriggers(a, b *pendingTrigger) bool {
	if *a == *b {
		return true
	}
	x, y := *a, *b
	x.eventAmount, y.eventAmount = 0, 0
	return x == y && !readsEventAmount(g.triggerAbility(a))
}

// readsEventAmount reports whether a triggered ability may read the
// amount of its event: an amount or a mana-value limit of EventAmount,
// or the stack item a counter-unless-pays effect counters.
func readsEventAmount(ab *ability.Triggered) bool {
	isEvent := func(a *ability.Amount) bool { return a != nil && a.Kind == ability.EventAmount }
	for i := range ab.Targets {
		if isEvent(ab.Targets[i].Filter.MaxManaValue) {
			return true
		}
	}
	for i := range ab.Effects {
		e := &ab.Effects[i]
		if isEvent(&e.Amount) || isEvent(e.Filter.MaxManaValue) || e.Op == ability.OpCounterUnlessPays {
			return true
		}
	}
	return false
}
