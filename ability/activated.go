package ability

import "github.com/spellstack/spellstack/mana"

// Cost is the cost of an activated ability (CR 602.1a): everything before
// the colon. The zero Cost is free.
type Cost struct {
	// Mana is the mana part ({2}{R}); empty for none.
	Mana mana.Cost
	// Tap is the {T} symbol: tap this permanent (CR 107.5).
	Tap bool
	// SacrificeSelf: sacrifice this permanent (CR 701.15).
	SacrificeSelf bool
	// RemoveCountersX names a counter kind: "Remove X <kind> counters
	// from this permanent", X chosen on activation (CR 107.3a, 602.2b).
	RemoveCountersX string
	// PutCounter names a counter kind: "Put a <kind> counter on this
	// permanent" as part of the cost (CR 117.1).
	PutCounter string
	// Sacrifice, when set, is "Sacrifice a <Group>" ("another creature",
	// "a Wall", "a land"; CR 701.15a): the player chooses the permanent
	// right after activating (a DecideSacrifice decision).
	Sacrifice *Group
	// ExileSelf: exile this object from where it is ("Exile Perilous
	// Vault", "Exile Soul of Zendikar from your graveyard"; CR 117.1).
	ExileSelf bool
	// Discard is the number of cards to discard, chosen by the player.
	Discard int
	// DiscardTypes, when set, requires the discarded cards to have one of
	// these card types ("Discard a creature card").
	DiscardTypes Type
	// Life is the life to pay (CR 118.4).
	Life int
	// Loyalty is the loyalty cost of a planeswalker ability: +N, -N or 0
	// (CR 606.4); meaningful when the ability's Loyalty flag is set.
	Loyalty int
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
	// Cost is what activating the ability costs: everything before the
	// colon.
	Cost Cost
	// Targets are the ability's targets, in order (an Effect's Target
	// indexes them).
	Targets []TargetSpec
	// Effects are the ability's effects, carried out in order.
	Effects []Effect
	// Timing says when the ability may be activated.
	Timing Timing
	// Loyalty marks a loyalty ability (CR 606): sorcery speed, one per
	// planeswalker per turn, cost in loyalty counters.
	Loyalty bool
	// FromGraveyard: the ability works only while its card is in its
	// owner's graveyard (Vineweft).
	FromGraveyard bool
	// OnlyIf restricts activation to when a condition holds ("Activate
	// only if you control no creatures", CR 602.5b); zero for none.
	OnlyIf Condition
	// OncePerTurn: "Activate this ability only once each turn"
	// (CR 602.5b).
	OncePerTurn bool
}

// DoesMoreThanAddMana reports whether a, a mana ability, does something
// besides adding mana and tapping its source: a sacrifice or a life
// payment in its cost, or another effect (a painland's damage).
func (a *Activated) DoesMoreThanAddMana() bool {
	if a.Cost.SacrificeSelf || a.Cost.Sacrifice != nil || a.Cost.Life > 0 {
		return true
	}
	for _, e := range a.Effects {
		if e.Op != OpAddMana {
			return true
		}
	}
	return false
}

// IsManaAbility reports whether a is a mana ability (CR 605.1a): it has no
// target and could add mana. Mana abilities do not use the stack.
func (a *Activated) IsManaAbility() bool {
	if len(a.Targets) > 0 || a.Loyalty {
		return false
	}
	for _, e := range a.Effects {
		if e.Op == OpAddMana {
			return true
		}
	}
	return false
}

// HasUseRestriction reports whether a may be activated only at some
// times: "only as a sorcery", "only if", "only once each turn"
// (CR 602.5b, 602.5d). Automatic payment, which activates mana abilities
// as it pays (CR 605.3a), leaves a mana ability with one to its
// controller, who activates it before paying.
func (a *Activated) HasUseRestriction() bool {
	return a.Timing != AnyTime || a.OnlyIf.Kind != Always || a.OncePerTurn
}

// ManaOutput describes what a simple mana ability makes: one mana of one
// of types per activation, its only cost {T}. sideEffect reports other
// effects that come with it (a painland's damage). ok is false for
// abilities not of that form, which automatic payment leaves alone
// (Generator Servant's sacrifice, two mana).
func (a *Activated) ManaOutput() (types mana.ColorSet, sideEffect, ok bool) {
	if !a.IsManaAbility() || a.HasUseRestriction() || !a.Cost.Tap || !a.Cost.Mana.IsEmpty() || a.Cost.SacrificeSelf || a.Cost.ExileSelf ||
		a.Cost.Life > 0 || a.Cost.Discard > 0 || a.Cost.RemoveCountersX != "" || a.Cost.PutCounter != "" || a.Cost.Sacrifice != nil {
		return 0, false, false
	}
	for _, e := range a.Effects {
		switch {
		case e.Op == OpAddMana && e.SpendOnlySubtype != "":
			return 0, false, false // restricted mana: see RestrictedManaOutput
		case e.Op != OpAddMana:
			sideEffect = true
		case types != 0:
			return 0, false, false // two mana effects
		case e.ManaChoice != 0 && e.Amount.Kind == Fixed && e.Amount.N == 1 && e.Mana.Total() == 0:
			types = e.ManaChoice
		case e.ManaChoice == 0 && e.Mana.Total() == 1:
			for c := mana.Color(0); c < mana.NumTypes; c++ {
				if e.Mana.Amount(c) == 1 {
					types = mana.SetOf(c)
				}
			}
		default:
			return 0, false, false
		}
	}
	return types, sideEffect, types != 0
}

// RestrictedManaOutput describes a mana ability "{T}: Add one mana of any
// of types. Spend this mana only to cast a <subtype> spell" (CR 106.6):
// its only cost {T}, its only effect one mana of a choice of types with
// a spending restriction. ok is false for other abilities.
func (a *Activated) RestrictedManaOutput() (types mana.ColorSet, subtype string, ok bool) {
	if !a.IsManaAbility() || a.HasUseRestriction() || !a.Cost.Tap || !a.Cost.Mana.IsEmpty() || a.Cost.SacrificeSelf || a.Cost.Sacrifice != nil ||
		a.Cost.Life > 0 || a.Cost.Discard > 0 || len(a.Effects) != 1 {
		return 0, "", false
	}
	e := &a.Effects[0]
	if e.Op != OpAddMana || e.SpendOnlySubtype == "" || e.Mana.Total() != 0 || e.Amount.N != 1 || e.ManaChoice == 0 {
		return 0, "", false
	}
	return e.ManaChoice, e.SpendOnlySubtype, true
}

// TapForMana is the ability "{T}: Add {C}" for mana type c, as basic lands
// and mana creatures have (CR 305.6). A c that is not a mana type gives
// "{T}: Add nothing", as Pool.Add adds nothing of it, which IsManaAbility
// still calls a mana ability (its effect is to add mana): pass a mana
// type.
func TapForMana(c mana.Color) Activated {
	var p mana.Pool
	p.Add(c, 1)
	return Activated{Cost: Cost{Tap: true}, Effects: []Effect{{Op: OpAddMana, Mana: p}}}
}

// Spell is the text of an instant or sorcery: its targets, then its
// effects in order (CR 608.2c).
type Spell struct {
	// Targets are the spell's targets, in order (an Effect's Target indexes
	// them), and Effects its effects, carried out in order as it resolves.
	Targets []TargetSpec
	Effects []Effect
	// ExileAfter: "Exile CARDNAME" as the last instruction: the spell is
	// put into exile instead of its owner's graveyard (CR 608.2k).
	ExileAfter bool
	// XTargets: "X target ...": exactly X of Targets are chosen, the
	// first X (CR 601.2c: X is announced before targets are chosen), so
	// X can be at most len(Targets).
	XTargets bool
}
