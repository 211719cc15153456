package card

import (
	"math"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Definition is the immutable description of a card: its printed facts and
// its abilities in the ability vocabulary. Games share definitions and never
// modify them (docs/design.md: cards are data); use Define to build one.
type Definition struct {
	// Name is the English printed name, unique in a catalog.
	Name string
	// NameZhHans is the Simplified Chinese printed name.
	NameZhHans string
	// Text is the printed English rules text of the M15 (2014) printing,
	// without reminder text: one ability per line ("\n"), keywords of one
	// line comma-separated ("Flying, vigilance"), mana abilities as
	// "{T}: Add {G} to your mana pool.", loyalty abilities as "+1: ..." and
	// "−2: ..." (with the minus sign U+2212). It is empty for basic lands
	// (their mana ability is intrinsic, CR 305.6) and for creatures with
	// no abilities. It is for people: the engine plays the abilities
	// below, never this text.
	Text string
	// ManaCost is the printed mana cost; empty for lands.
	ManaCost mana.Cost
	// Colors is the card's colour, derived from ManaCost by Define
	// (CR 202.2). A definition whose mana cost has no coloured symbol
	// keeps the colour it is given: a token's, which the effect that
	// makes it defines (CR 110.5b), or a colour indicator's (CR 204).
	Colors mana.ColorSet
	// Supertypes are the printed supertypes (Basic, Legendary).
	Supertypes Supertype
	// Types are the printed card types.
	Types Type
	// Subtypes are the printed subtypes, in printed order ("Elf", "Druid").
	Subtypes []string
	// Power and Toughness are meaningful for creatures only.
	Power, Toughness PT
	// Loyalty is the printed loyalty of a planeswalker, else 0.
	Loyalty int

	// Keywords are the card's keyword abilities.
	Keywords ability.Keyword
	// Spell is what an instant or sorcery does on resolution.
	Spell ability.Spell
	// Activated lists activated abilities, mana abilities included, in
	// printed order.
	Activated []ability.Activated
	// Triggered lists triggered abilities in printed order.
	Triggered []ability.Triggered
	// Statics lists static abilities other than keywords.
	Statics []ability.Static
	// Restrictions are printed rules restrictions ("can't be countered",
	// "enters the battlefield tapped", "can't be blocked by Walls").
	Restrictions ability.Restriction
	// EntersWithCounters, when set, is "enters the battlefield with
	// Amount Counter counters on it" (CR 614.1c, 121.6): an OpPutCounters
	// applied as it enters, not a trigger.
	EntersWithCounters *ability.Effect
	// AsEnters is what its controller chooses as it enters the
	// battlefield (CR 614.12); statics read the choice through
	// Group.ChosenSubtype and Group.ChosenName.
	AsEnters ability.EnterChoice
	// CopyExtra are the abilities a permanent that enters as a copy
	// (ability.OpChooseCopy) has besides the copied ones: the copy
	// effect's exception, part of its copiable values (CR 706.9a-c).
	CopyExtra []ability.Activated
	// Enchant is what an Aura may enchant, as a target spec (CR 303.4a);
	// its zero value for non-Auras. Define makes it the Aura spell's
	// target (CR 303.4a: an Aura spell targets what it will enchant).
	Enchant ability.TargetSpec
	// CastOnlyIf restricts casting the card to when a condition holds
	// ("Cast this spell only if you've cast another spell this turn",
	// CR 601.3); zero for none.
	CastOnlyIf ability.Condition
	// AdditionalSacrifice, when set, is "As an additional cost to cast
	// this spell, sacrifice a <Group>" (CR 601.2b, 601.2h, 701.15a).
	AdditionalSacrifice *ability.Group

	// triggerEvents is set by Define: one bit per event some triggered
	// ability waits for (1 << Event), so that events skip permanents
	// that can't trigger on them.
	triggerEvents uint64
	// nonMana is set by Define: whether some activated ability is not a
	// mana ability, so engines can skip cards without any.
	nonMana bool
	// weightyMana is set by Define: whether some mana ability does more
	// than add mana (see ManaAbilityMatters).
	weightyMana bool
	// tokenMarker is set for the token definitions of this package
	// (IsToken): markers effects create, never cards in a deck.
	tokenMarker bool
	// manaTypes and manaPain are set by Define: what the simple mana
	// abilities make, and whether one of them has a side effect.
	manaTypes mana.ColorSet
	manaPain  bool
	// manaAbility is set by Define: for each mana type, the index plus
	// one of the first simple mana ability without a side effect that
	// makes it, or else of the first that makes it (0: none).
	manaAbility [mana.NumTypes]int8
	// manaPainFor is set by Define: the ability manaAbility names for
	// each mana type has a side effect (a painland's damage).
	manaPainFor [mana.NumTypes]bool
	// mixedPain is set by Define: see MixedPain.
	mixedPain bool
	// nameHash is set by Define: a 64-bit FNV-1a hash of Name.
	nameHash uint64
	// fromGraveyard is set by Define: some ability works from the
	// graveyard.
	fromGraveyard bool
	// restrictedTypes and restrictedSubtype are set by Define: what a
	// restricted mana ability makes and for which spells (CR 106.6).
	restrictedTypes   mana.ColorSet
	restrictedSubtype string
	// affectsOthers is set by Define: some static ability affects
	// objects other than the card itself, so characteristics skip
	// permanents without one.
	affectsOthers bool
	// plainMana is set by Define: see PlainManaSource.
	plainMana bool
	// manaValue is set by Define: the mana cost's mana value.
	manaValue int
	// payColors and defined are set by Define: see PayColors.
	payColors mana.ColorSet
	defined   bool
	// problems is set by Define: what Check finds, or nil.
	problems error
}

// Define completes d (colour from mana cost; a land's mana abilities
// from its basic land types, CR 305.6) and returns it as a shared,
// immutable definition. It copies the slices and pointers it is given,
// the abilities' own included, so the caller keeps no handle on the
// definition's contents (only the token definitions that effects make,
// themselves immutable, are shared).
func Define(d Definition) *Definition {
	if c := d.ManaCost.Colors(); c != 0 || d.Colors == 0 {
		d.Colors = c
	}
	d.nameHash = fnv1a(d.Name)
	d.payColors, d.defined = payColorsOf(&d), true
	d.Enchant = d.Enchant.Clone()
	d.Spell = d.Spell.Clone()
	if d.Enchant.Allow != 0 {
		d.Spell.Targets = []ability.TargetSpec{d.Enchant.Clone()}
	}
	d.Subtypes = append([]string(nil), d.Subtypes...)
	d.Activated = ability.CloneActivated(d.Activated)
	addIntrinsicLandMana(&d)
	d.Triggered = ability.CloneTriggered(d.Triggered)
	d.Statics = ability.CloneStatics(d.Statics)
	d.CopyExtra = ability.CloneActivated(d.CopyExtra)
	if d.EntersWithCounters != nil {
		e := d.EntersWithCounters.Clone()
		d.EntersWithCounters = &e
	}
	if d.AdditionalSacrifice != nil {
		g := *d.AdditionalSacrifice
		d.AdditionalSacrifice = &g
	}
	for i := range d.Triggered {
		d.triggerEvents |= 1 << d.Triggered[i].Event
	}
	for i := range d.Statics {
		if d.Statics[i].Affects != ability.AffectsSelf {
			d.affectsOthers = true
		}
	}
	for i := range d.Activated {
		if !d.Activated[i].IsManaAbility() {
			d.nonMana = true
		} else if d.Activated[i].DoesMoreThanAddMana() {
			d.weightyMana = true
		}
		if d.Activated[i].FromGraveyard {
			d.fromGraveyard = true
		}
		if t, sub, ok := d.Activated[i].RestrictedManaOutput(); ok && d.restrictedTypes == 0 {
			d.restrictedTypes, d.restrictedSubtype = t, sub
		}
		if t, pain, ok := d.Activated[i].ManaOutput(); ok {
			d.manaTypes |= t
			d.manaPain = d.manaPain || pain
			for c := range d.manaAbility {
				if t.Has(mana.Color(c)) && i < math.MaxInt8 && (d.manaAbility[c] == 0 || d.manaPainFor[c] && !pain) {
					d.manaAbility[c], d.manaPainFor[c] = int8(i+1), pain
				}
			}
		}
	}
	for c := mana.Color(0); c < mana.NumColors; c++ {
		d.mixedPain = d.mixedPain || d.manaPain && d.manaAbility[c] != 0 && !d.manaPainFor[c]
	}
	d.manaValue = d.ManaCost.ManaValue()
	d.problems = checkDefinition(&d)
	d.plainMana = d.manaTypes != 0 && d.restrictedTypes == 0 && d.Types&ability.Creature == 0 &&
		!d.Restrictions.Has(ability.CantActivate)
	for i := range d.Statics {
		if d.Statics[i].Affects == ability.AffectsSelf && d.Statics[i].Restrictions != 0 {
			d.plainMana = false
		}
	}
	return &d
}

// PlainManaSource reports whether the card is a simple mana source and
// nothing more to automatic payment: it has a simple mana ability, no
// restricted mana ability, is not a creature (no summoning sickness to
// check, CR 302.6), and nothing printed on it stops its abilities from
// being activated. Computed by Define; effects on the permanent can still
// change all of this, which the game checks separately.
func (d *Definition) PlainManaSource() bool { return d.plainMana }

// NameHash returns a 64-bit FNV-1a hash of the card's name, computed by
// Define, for state fingerprints that must not depend on memory
// addresses.
func (d *Definition) NameHash() uint64 { return d.nameHash }

func fnv1a(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// SimpleMana reports what the card's simple mana abilities ({T}: add one
// mana) can make, and whether one comes with a side effect; computed by
// Define, for automatic payment.
func (d *Definition) SimpleMana() (types mana.ColorSet, sideEffect bool) {
	return d.manaTypes, d.manaPain
}

// SimpleManaAbility returns the index in Activated of the card's first
// simple mana ability ({T}: add one mana, see
// ability.Activated.ManaOutput) that can make mana of type c without a
// side effect, or else of the first that can make it with one (a
// painland's damage), and false if none can.
func (d *Definition) SimpleManaAbility(c mana.Color) (int, bool) {
	if d.nameHash == 0 { // not made by Define
		found := -1
		for i := range d.Activated {
			if t, pain, ok := d.Activated[i].ManaOutput(); ok && t.Has(c) {
				if !pain {
					return i, true
				}
				if found < 0 {
					found = i
				}
			}
		}
		return found, found >= 0
	}
	if int(c) >= len(d.manaAbility) || d.manaAbility[c] == 0 {
		return 0, false
	}
	return int(d.manaAbility[c]) - 1, true
}

// SimpleManaPain reports whether the simple mana ability
// SimpleManaAbility picks for mana of type c has a side effect (a
// painland's damage); false when none makes c.
func (d *Definition) SimpleManaPain(c mana.Color) bool {
	if d.nameHash == 0 { // not made by Define
		i, ok := d.SimpleManaAbility(c)
		if !ok {
			return false
		}
		_, pain, _ := d.Activated[i].ManaOutput()
		return pain
	}
	return int(c) < len(d.manaPainFor) && d.manaPainFor[c]
}

// MixedPain reports whether the card has a simple mana ability with a
// side effect (a painland's damage) and a painless one that makes a
// colour: automatic payment then looks for mana it can make without the
// damage (a painland's {C} is looked for anyway). Computed by Define.
func (d *Definition) MixedPain() bool { return d.mixedPain }

// RestrictedMana reports what the card's restricted mana ability makes
// and the subtype of the spells that mana may be spent on (CR 106.6);
// types is 0 when it has none. Computed by Define.
func (d *Definition) RestrictedMana() (types mana.ColorSet, subtype string) {
	return d.restrictedTypes, d.restrictedSubtype
}

// HasGraveyardAbility reports whether an activated ability of the card
// works from its owner's graveyard (computed by Define).
func (d *Definition) HasGraveyardAbility() bool { return d.fromGraveyard }

// AffectsOthers reports whether some static ability of the card affects
// objects other than itself (an anthem, an Aura's or Equipment's
// bonus); computed by Define. A definition not made by Define answers
// from its list.
func (d *Definition) AffectsOthers() bool {
	if d.affectsOthers {
		return true
	}
	if d.nameHash != 0 {
		return false
	}
	for i := range d.Statics {
		if d.Statics[i].Affects != ability.AffectsSelf {
			return true
		}
	}
	return false
}

// HasNonManaAbility reports whether the card has an activated ability
// that is not a mana ability (computed by Define).
func (d *Definition) HasNonManaAbility() bool { return d.nonMana }

// ManaAbilityMatters reports whether some mana ability of the card does
// more than add mana — a sacrifice in its cost (Generator Servant), or an
// effect beside the mana (a painland's damage) — so that activating it
// can matter to a player with nothing to spend the mana on: a death or a
// loss of life may set off or enable other abilities (CR 605.3a).
func (d *Definition) ManaAbilityMatters() bool { return d.weightyMana }

// PayColors returns the colours of the mana d's abilities may pay: the
// costs of its activated abilities other than mana abilities, and the
// payments its triggered abilities offer ("you may pay {R}"). Automatic
// payment keeps sources of these colours for later. A definition not
// made by Define answers from its lists.
func (d *Definition) PayColors() mana.ColorSet {
	if d.defined {
		return d.payColors
	}
	return payColorsOf(d)
}

func payColorsOf(d *Definition) mana.ColorSet {
	var cs mana.ColorSet
	for i := range d.Activated {
		if !d.Activated[i].IsManaAbility() {
			cs |= d.Activated[i].Cost.Mana.Colors()
		}
	}
	for i := range d.Triggered {
		for j := range d.Triggered[i].Effects {
			cs |= d.Triggered[i].Effects[j].PayMana.Colors()
		}
	}
	return cs
}

// TriggersOn reports whether some triggered ability of d waits for event
// ev. A definition not made by Define answers from its list.
func (d *Definition) TriggersOn(ev ability.Event) bool {
	if d.triggerEvents == 0 {
		return len(d.Triggered) > 0
	}
	return d.triggerEvents&(1<<ev) != 0
}

// TriggerEvents returns the events d's triggered abilities wait for, one
// bit (1<<event) each.
func (d *Definition) TriggerEvents() uint64 {
	if d.triggerEvents != 0 || len(d.Triggered) == 0 {
		return d.triggerEvents
	}
	var m uint64
	for i := range d.Triggered {
		m |= 1 << d.Triggered[i].Event
	}
	return m
}

// CardName returns the card's name; it makes *Definition an
// ability.CardRef, so effects can name the tokens they create.
func (d *Definition) CardName() string { return d.Name }

// IsAura reports whether the card is an Aura (CR 303.4).
func (d *Definition) IsAura() bool { return d.Enchant.Allow != 0 }

// IsEquipment reports whether the card is an Equipment (CR 301.5).
func (d *Definition) IsEquipment() bool { return d.HasSubtype("Equipment") }

// IsCreature reports whether the card is a creature card.
func (d *Definition) IsCreature() bool { return d.Types&Creature != 0 }

// IsLand reports whether the card is a land card.
func (d *Definition) IsLand() bool { return d.Types&Land != 0 }

// ManaValue returns the mana value of the card's mana cost, X being 0
// (CR 202.3), computed once by Define.
func (d *Definition) ManaValue() int {
	if d.nameHash == 0 {
		return d.ManaCost.ManaValue() // not made by Define
	}
	return d.manaValue
}

// IsPermanent reports whether the card is a permanent card (CR 110.4).
func (d *Definition) IsPermanent() bool { return d.Types.IsPermanent() }

// HasSubtype reports whether the card has subtype s ("Mountain").
func (d *Definition) HasSubtype(s string) bool {
	for _, t := range d.Subtypes {
		if t == s {
			return true
		}
	}
	return false
}

// TypeLine returns the type line as printed: "Basic Land — Forest".
func (d *Definition) TypeLine() string {
	s := ""
	for _, n := range d.Supertypes.Names() {
		s += n + " "
	}
	s += d.Types.String()
	if len(d.Subtypes) > 0 {
		s += " —"
		for _, t := range d.Subtypes {
			s += " " + t
		}
	}
	return s
}

// CopyOf returns the definition of a copy of src with extra abilities:
// src's copiable values (CR 706.2: name, mana cost, colour, types,
// rules text, abilities, power and toughness) and the exception's
// abilities after its own (CR 706.9a). A nil src gives nil: there is
// nothing to copy.
func CopyOf(src *Definition, extra []ability.Activated) *Definition {
	if src == nil {
		return nil
	}
	d := *src
	d.Activated = append(append([]ability.Activated(nil), src.Activated...), extra...)
	c := Define(d)
	c.Colors = src.Colors // a token's colour is not its mana cost's
	return c
}
