package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Triggered mana abilities (CR 605.1b): "Whenever enchanted land is
// tapped for mana, its controller adds an additional one mana of any
// color." They don't use the stack and resolve at once (CR 605.4a), so
// tapping the land makes both manas; automatic payment counts the
// additional mana as one more unit of the land.

// manaTriggered runs the triggered mana abilities of the Auras attached
// to the land in s, which was just tapped for mana: each adds its mana
// to the land's controller's pool, the k-th of them of type colorFor(k)
// when it offers a choice.
func (g *Game) manaTriggered(s int32, colorFor func(k int) mana.Color) {
	if !g.listening(ability.AttachedTappedForMana) {
		return
	}
	id := g.idOf(s)
	ctrl := g.objects[s].controller
	k := 0
	for _, a := range g.battlefield {
		ao := &g.objects[a]
		if ao.attachedTo != id || !ao.def.TriggersOn(ability.AttachedTappedForMana) {
			continue
		}
		for i := range ao.def.Triggered {
			t := &ao.def.Triggered[i]
			if t.Event != ability.AttachedTappedForMana {
				continue
			}
			for j := range t.Effects {
				if e := &t.Effects[j]; e.Op == ability.OpAddMana {
					var c mana.Color
					if e.ManaChoice != 0 {
						if c = colorFor(k); !e.ManaChoice.Has(c) {
							c = firstColor(e.ManaChoice)
						}
					}
					k++
					g.addMana(ctrl, g.idOf(a), e, c)
				}
			}
		}
	}
}

// maxBonusChoices bounds the triggered mana abilities with a choice of
// colour that one tap for mana may run (Verdant Havens on one land): an
// action's Choice holds one colour per ability, in base 5.
const maxBonusChoices = 8

// bonusChoiceLimit is one more than the largest Choice of a tap for mana:
// a colour for each of maxBonusChoices abilities (5 to the 8th power).
const bonusChoiceLimit = 390625

// manaTriggerChoices lists, into buf, the types each triggered mana
// ability with a choice of colour on the land in s lets its controller
// choose from, in the order they add their mana (CR 605.1b, 106.11a: each
// is chosen apart): a manual activation chooses them with its Choice
// (see bonusChoiceValid).
func (g *Game) manaTriggerChoices(s int32, buf *[maxBonusChoices]mana.ColorSet) []mana.ColorSet {
	out := buf[:0]
	if !g.anyTriggers {
		return out
	}
	id := g.idOf(s)
	for _, a := range g.battlefield {
		ao := &g.objects[a]
		if ao.attachedTo != id || !ao.def.TriggersOn(ability.AttachedTappedForMana) {
			continue
		}
		for i := range ao.def.Triggered {
			if t := &ao.def.Triggered[i]; t.Event == ability.AttachedTappedForMana {
				for j := range t.Effects {
					if e := &t.Effects[j]; e.Op == ability.OpAddMana && e.ManaChoice != 0 && len(out) < maxBonusChoices {
						out = append(out, e.ManaChoice)
					}
				}
			}
		}
	}
	return out
}

// bonusChoiceValid reports whether choice picks one colour of each of
// sets: choice is the sum of each colour's index times 5 to the power of
// its set's place (one set: the colour's index itself), and 0 without
// sets.
func bonusChoiceValid(choice int, sets []mana.ColorSet) bool {
	if choice < 0 {
		return false
	}
	for _, t := range sets {
		if !t.Has(mana.Color(choice % int(mana.NumColors))) {
			return false
		}
		choice /= int(mana.NumColors)
	}
	return choice == 0
}

// bonusColors returns, for a tap whose Choice is choice, the colour of
// each triggered mana ability with a choice, in turn (see
// bonusChoiceValid).
func bonusColors(choice int) func(int) mana.Color {
	return func(int) mana.Color {
		c := mana.Color(choice % int(mana.NumColors))
		choice /= int(mana.NumColors)
		return c
	}
}

// collectBonusUnits adds to plan one unit per triggered mana ability on
// each land plan already taps, after the land's own unit.
func (g *Game) collectBonusUnits(p PlayerID, plan *payPlan) {
	n := plan.n
	for i := 0; i < n && plan.n < maxPayUnits; i++ {
		if plan.kind[i] != unitSource {
			continue
		}
		id := g.idOf(plan.slots[i])
		for _, a := range g.battlefield {
			ao := &g.objects[a]
			if ao.attachedTo != id || !ao.def.TriggersOn(ability.AttachedTappedForMana) || plan.n >= maxPayUnits {
				continue
			}
			for k := range ao.def.Triggered {
				t := &ao.def.Triggered[k]
				if t.Event != ability.AttachedTappedForMana {
					continue
				}
				for j := range t.Effects {
					if e := &t.Effects[j]; e.Op == ability.OpAddMana && plan.n < maxPayUnits {
						types := e.ManaChoice
						if types == 0 {
							types = poolTypes(e.Mana)
						}
						// Both manas of the land come with one tap:
						// spend them before other sources.
						plan.units[i].Rank = 0
						plan.add(types, 0, plan.slots[i], unitBonus)
						plan.bonus = true
					}
				}
			}
		}
	}
}

// poolTypes is the set of mana types present in p.
func poolTypes(p mana.Pool) mana.ColorSet {
	var s mana.ColorSet
	for c := mana.Color(0); c < mana.NumTypes; c++ {
		if p.Amount(c) > 0 {
			s = s.With(c)
		}
	}
	return s
}

// bonusUsed reports whether the plan spends additional mana of land s.
func (plan *payPlan) bonusUsed(s int32) bool {
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] == unitBonus && plan.slots[i] == s && plan.assign[i] != mana.NoMana {
			return true
		}
	}
	return false
}

// bonusColor is the type the plan gives the k-th additional mana of land
// s: what it pays as, or its first type if it only floats.
func (plan *payPlan) bonusColor(s int32, k int) mana.Color {
	if plan == nil {
		return mana.White
	}
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitBonus || plan.slots[i] != s {
			continue
		}
		if k > 0 {
			k--
			continue
		}
		if c := plan.assign[i]; c != mana.NoMana {
			return c
		}
		// It pays nothing and stays in the pool: a colour the hand wants.
		if t := plan.units[i].Types & plan.floatColors; t != 0 {
			return firstColor(t)
		}
		return firstColor(plan.units[i].Types)
	}
	return mana.White
}

// appendBonusChoices appends a once for each way of choosing a colour
// for each of sets, the triggered mana abilities with a choice on the land
// it taps (a alone when there are none), the first set's colour varying
// fastest (see bonusChoiceValid for Choice).
func appendBonusChoices(buf []Action, a Action, sets []mana.ColorSet) []Action {
	return appendBonusFrom(buf, a, sets, len(sets)-1, 0)
}

// appendBonusFrom appends a with Choice set to choice plus each way of
// choosing the colours of sets[:i+1].
func appendBonusFrom(buf []Action, a Action, sets []mana.ColorSet, i, choice int) []Action {
	if i < 0 {
		a.Choice = choice
		return append(buf, a)
	}
	weight := 1
	for k := 0; k < i; k++ {
		weight *= int(mana.NumColors)
	}
	for _, c := range sets[i].Colors() {
		buf = appendBonusFrom(buf, a, sets, i-1, choice+int(c)*weight)
	}
	return buf
}

// planWithoutBonus is planWithout when lands bring additional mana: every
// unit of slot (its own mana and its additional mana) is set aside.
func (plan *payPlan) planWithoutBonus(cost mana.Cost, x int, slot int32) bool {
	var saved [maxPayUnits]mana.ColorSet
	for i := 0; i < plan.n; i++ {
		if plan.slots[i] == slot && plan.kind[i] != unitPool && plan.kind[i] != unitSpendOnly {
			saved[i] = plan.units[i].Types
			plan.setAside(saved[i], -1)
			plan.units[i].Types = 0 // a unit with no types pays nothing
		}
	}
	ok := plan.feasible(cost, x)
	for i := 0; i < plan.n; i++ {
		if saved[i] != 0 {
			plan.units[i].Types = saved[i]
			plan.setAside(saved[i], +1)
		}
	}
	return ok
}
