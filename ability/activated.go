package ability

import "github.com/spellstack/spellstack/mana"

// Cost is the cost of an activated ability (CR 602.1a): everything before
// the colon. The zero Cost is free.
type Cost struct {
	// Mana is the mana part ({2}{R}); empty for none.
	Mana mana.Cost
	// Tap is the {T} symbol: tap this permanent (CR 107.5).
	Tap bool
}

// Timing says when an activated ability may be activated.
type Timing uint8

// The timings.
const (
	// AnyTime: whenever its controller has priority (CR 602.2).
	AnyTime Timing = iota
	// SorcerySpeed: only in its controller's main phase with an empty
	// stack (CR 307.1, "activate only as a sorcery").
	SorcerySpeed
)

// Activated is an activated ability: "cost: effect" (CR 602).
type Activated struct {
	Cost    Cost
	Targets []TargetSpec
	Effects []Effect
	Timing  Timing
}

// IsManaAbility reports whether a is a mana ability (CR 605.1a): it has no
// target and could add mana. Mana abilities do not use the stack.
func (a *Activated) IsManaAbility() bool {
	if len(a.Targets) > 0 {
		return false
	}
	for _, e := range a.Effects {
		if e.Op == OpAddMana {
			return true
		}
	}
	return false
}

// ManaOutput describes what a simple mana ability makes: one mana of one of
// Types per activation. ok is false for abilities that are not of that form
// (Dark Ritual's spell is not an ability; "{T}: Add {G}" is).
func (a *Activated) ManaOutput() (types mana.ColorSet, ok bool) {
	if !a.IsManaAbility() || len(a.Effects) != 1 {
		return 0, false
	}
	e := a.Effects[0]
	if e.ManaChoice != 0 && e.Amount.Kind == Fixed && e.Amount.N == 1 {
		return e.ManaChoice, true
	}
	if e.Mana.Total() == 1 {
		for c := mana.Color(0); c < mana.NumTypes; c++ {
			if e.Mana.Amount(c) == 1 {
				return mana.SetOf(c), true
			}
		}
	}
	return 0, false
}

// TapForMana is the ability "{T}: Add {C}" for mana type c, as basic lands
// and mana creatures have (CR 305.6).
func TapForMana(c mana.Color) Activated {
	var p mana.Pool
	p[c] = 1
	return Activated{Cost: Cost{Tap: true}, Effects: []Effect{{Op: OpAddMana, Mana: p}}}
}

// Spell is the text of an instant or sorcery: its targets, then its
// effects in order (CR 608.2c).
type Spell struct {
	Targets []TargetSpec
	Effects []Effect
}
