package game

import "github.com/spellstack/spellstack/ability"

// Identical waiting triggers: the same ability of the same source, with
// the same details of their events, or differing only in an amount or an
// object the ability never reads (two life gains seen by one Ajani's
// Pridemate, of 2 and of 1 life; two creatures entering seen by one
// Midnight Guard). Putting
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

// triggerOrderOptions appends the choices of p's trigger order decision
// of count triggers: each n whose firstTwinTrigger is n. It walks the
// triggers once, where asking firstTwinTrigger for each n found the n-th
// waiting trigger again every time: a round of many triggers (lifelink
// and life gain seen by several permanents) made that walk a large part
// of the game.
func (g *Game) triggerOrderOptions(buf []Action, p PlayerID, count int) []Action {
	n := 0
	for i := 0; i < len(g.triggers) && n < count; i++ {
		if !g.waiting(&g.triggers[i], p) {
			continue
		}
		if !g.twinBefore(p, i) {
			buf = append(buf, Action{Kind: ActChoose, Player: p, Choice: n})
		}
		n++
	}
	for ; n < count; n++ { // no such trigger: firstTwinTrigger answers n
		buf = append(buf, Action{Kind: ActChoose, Player: p, Choice: n})
	}
	return buf
}

// twinBefore reports whether a trigger waiting for p's team before the
// i-th of g.triggers is identical to it.
func (g *Game) twinBefore(p PlayerID, i int) bool {
	t := &g.triggers[i]
	for j := 0; j < i; j++ {
		// Twins are of the same ability: that test first, before
		// twinTriggers compares the whole triggers.
		if u := &g.triggers[j]; u.source == t.source && u.index == t.index && g.waiting(u, p) && g.twinTriggers(u, t) {
			return true
		}
	}
	return false
}

// twinTriggers reports whether waiting triggers a and b are identical:
// equal, or equal but for what the ability never reads of their events:
// the amount ("put a +1/+1 counter", not "that much"), the player, or the
// object
// (Midnight Guard's "untap Midnight Guard" as two creatures enter; not a
// trigger that does something to "it", the object of its event).
func (g *Game) twinTriggers(a, b *pendingTrigger) bool {
	if *a == *b {
		return true
	}
	if a.source != b.source || a.index != b.index {
		return false
	}
	ab := g.triggerAbility(a)
	x, y := *a, *b
	if !readsEventAmount(ab) {
		x.eventAmount, y.eventAmount = 0, 0
	}
	if !readsEventObject(ab) {
		x.eventObject, y.eventObject = 0, 0
	}
	if !readsEventPlayer(ab) {
		x.eventPlayer, y.eventPlayer = 0, 0
	}
	return x == y
}

// readsEventPlayer reports whether a triggered ability may read the
// player of its event: "that player" (WhoEventPlayer, and the upkeep's
// player WhoEnchantedController names), the permanents "that player
// controls", or a condition on the defending player.
func readsEventPlayer(ab *ability.Triggered) bool {
	if ab.If.Kind == ability.DefendingPlayerControlsNoSubtype {
		return true
	}
	for i := range ab.Effects {
		e := &ab.Effects[i]
		if e.Who == ability.WhoEventPlayer || e.Who == ability.WhoEnchantedController || e.Group.EventPlayers {
			return true
		}
	}
	return false
}

// readsEventObject reports whether a triggered ability may read the
// object of its event when it resolves or is put on the stack: an
// ability whose host is that object (triggerHost: granted to it, or the
// upkeep trigger an Aura grants), an effect on "it" (SubjectEventObject),
// an exile linked to it, or a condition on its card (EventCardHasSubtype).
func readsEventObject(ab *ability.Triggered) bool {
	if ab.OfEventObject || ab.OfAttached && ab.Event == ability.UpkeepOfAttachedController {
		return true
	}
	for i := range ab.Effects {
		e := &ab.Effects[i]
		if e.Subject == ability.SubjectEventObject || e.Op == ability.OpExileUntilLeaves ||
			e.If != nil && e.If.Kind == ability.EventCardHasSubtype {
			return true
		}
	}
	return false
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
