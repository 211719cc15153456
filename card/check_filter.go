package card

import (
	"strings"

	"github.com/spellstack/spellstack/ability"
)

// filterFields is a set of the fields of ability.Filter that a reader of
// filters honours.
type filterFields uint32

// The fields of ability.Filter.
const (
	flNotColors filterFields = 1 << iota
	flColors
	flSpellNotTypes
	flNotTypes
	flTypes
	flWithKeyword
	flWithoutKeyword
	flMinPower
	flSubtype
	flNotSubtype
	flNonToken
	flMinToughness
	flSide
	flCombat
	flAnother
	flDamagedBy
	flNotSupertypes
	flManaValue
	flMaxManaValue
	flControlledByTarget0
	flNamed
	flNotLand
)

// What each reader of filters honours (game/cast.go targetLegal and
// permanentTargetOK, trigger_events.go eventMatches, keep.go
// couldEnchant, and the searches and reveals of effects.go,
// search_zones.go, fight_library.go and reveal_take.go).
const (
	// flPlayerTarget: a player target reads whose side the player is on.
	flPlayerTarget = flSide
	// flPermanentTarget: a permanent target reads what the permanent is
	// now; its card types are the spec's Allow bits.
	flPermanentTarget = flAnother | flWithKeyword | flWithoutKeyword | flNotTypes | flSubtype | flNotSubtype |
		flMinToughness | flMinPower | flCombat | flColors | flNotColors | flSide | flControlledByTarget0
	// flSpellTarget: a spell target ("target noncreature spell", "target
	// red spell").
	flSpellTarget = flAnother | flSpellNotTypes | flColors | flNotColors | flSide | flControlledByTarget0
	// flGraveyardTarget: a card in a graveyard ("target creature card
	// with mana value 2 or less from your graveyard"); Side is its owner.
	flGraveyardTarget = flAnother | flTypes | flMaxManaValue | flSide | flControlledByTarget0
	// flEnchant: what an Aura may enchant, checked as it stays attached
	// and as it is put onto the battlefield (CR 303.4d, 303.4f).
	flEnchant = flSide
	// flEventObject: a trigger's Match on the object of its event.
	flEventObject = flAnother | flSide | flNonToken | flTypes | flNotTypes | flWithKeyword | flWithoutKeyword |
		flColors | flNotColors | flSubtype | flNotSubtype | flDamagedBy | flMinPower
)

// filterFieldList names each field of filterFields and says whether a
// filter sets it.
var filterFieldList = []struct {
	bit  filterFields
	name string
	set  func(*ability.Filter) bool
}{
	{flNotColors, "NotColors", func(f *ability.Filter) bool { return f.NotColors != 0 }},
	{flColors, "Colors", func(f *ability.Filter) bool { return f.Colors != 0 }},
	{flSpellNotTypes, "SpellNotTypes", func(f *ability.Filter) bool { return f.SpellNotTypes != 0 }},
	{flNotTypes, "NotTypes", func(f *ability.Filter) bool { return f.NotTypes != 0 }},
	{flTypes, "Types", func(f *ability.Filter) bool { return f.Types != 0 }},
	{flWithKeyword, "WithKeyword", func(f *ability.Filter) bool { return f.WithKeyword != 0 }},
	{flWithoutKeyword, "WithoutKeyword", func(f *ability.Filter) bool { return f.WithoutKeyword != 0 }},
	{flMinPower, "MinPower", func(f *ability.Filter) bool { return f.MinPower != 0 }},
	{flSubtype, "Subtype", func(f *ability.Filter) bool { return f.Subtype != "" }},
	{flNotSubtype, "NotSubtype", func(f *ability.Filter) bool { return f.NotSubtype != "" }},
	{flNonToken, "NonToken", func(f *ability.Filter) bool { return f.NonToken }},
	{flMinToughness, "MinToughness", func(f *ability.Filter) bool { return f.MinToughness != 0 }},
	{flSide, "Side", func(f *ability.Filter) bool { return f.Side != ability.AnySide }},
	{flCombat, "Combat", func(f *ability.Filter) bool { return f.Combat != ability.AnyCombat }},
	{flAnother, "Another", func(f *ability.Filter) bool { return f.Another }},
	{flDamagedBy, "DamagedBySourceThisTurn", func(f *ability.Filter) bool { return f.DamagedBySourceThisTurn }},
	{flNotSupertypes, "NotSupertypes", func(f *ability.Filter) bool { return f.NotSupertypes != 0 }},
	{flManaValue, "ManaValue", func(f *ability.Filter) bool { return f.ManaValue != nil }},
	{flMaxManaValue, "MaxManaValue", func(f *ability.Filter) bool { return f.MaxManaValue != nil }},
	{flControlledByTarget0, "ControlledByTarget0", func(f *ability.Filter) bool { return f.ControlledByTarget0 }},
	{flNamed, "Named", func(f *ability.Filter) bool { return f.Named }},
	{flNotLand, "NotLand", func(f *ability.Filter) bool { return f.NotLand }},
}

// filterIn checks the filter in field name of path, read by a reader
// that honours the fields in honours; where names the reader for the
// message.
func (c *checker) filterIn(path, name string, f *ability.Filter, honours filterFields, where string) {
	if *f == (ability.Filter{}) {
		return
	}
	c.filter(path, name, f)
	for _, fl := range filterFieldList {
		if honours&fl.bit == 0 && fl.set(f) {
			c.fail(path+name+"."+fl.name, "%s doesn't read %s", where, fl.name)
		}
	}
}

// targetKinds returns the filter fields a target spec allowing allow
// honours, and words for what it may be: a field any of its kinds reads
// narrows that kind ("target red creature or player").
func targetKinds(allow ability.Allow) (filterFields, string) {
	var honours filterFields
	k := 0
	for i, kind := range targetKindList {
		if allow&kind.allow != 0 {
			honours |= kind.honours
			k |= 1 << i
		}
	}
	return honours, targetKindWords[k]
}

// targetKindList is each kind of target, with the fields it honours.
var targetKindList = [...]struct {
	allow   ability.Allow
	honours filterFields
	word    string
}{
	{ability.AllowPlayer, flPlayerTarget, "player"},
	{ability.AllowPermanent, flPermanentTarget, "permanent"},
	{ability.AllowSpell, flSpellTarget, "spell"},
	{ability.AllowCardInGraveyard, flGraveyardTarget, "graveyard card"},
}

// targetKindWords names each set of kinds of targetKindList ("a player
// or permanent target"), made once so that checking allocates nothing.
var targetKindWords = func() (words [1 << len(targetKindList)]string) {
	for k := range words {
		var kinds []string
		for i, kind := range targetKindList {
			if k&(1<<i) != 0 {
				kinds = append(kinds, kind.word)
			}
		}
		words[k] = "a " + strings.Join(kinds, " or ") + " target"
	}
	return words
}()

// opFilterFields is what each effect that reads Effect.Filter honours
// (the effects check_ops.go marks with fFilter).
var opFilterFields = map[ability.Op]filterFields{
	ability.OpSearchLibrary: flTypes | flSubtype | flManaValue | flMaxManaValue,
	ability.OpSearchZones:   flTypes | flSubtype | flManaValue | flMaxManaValue | flNamed,
	ability.OpRevealUntil:   flTypes | flNotSupertypes,
	ability.OpRevealTake:    flTypes | flNotLand | flMaxManaValue,
	ability.OpReanimateAll:  flTypes | flSide,
	ability.OpCastCopies:    flTypes,
}

// matchRead reports whether a trigger on event ev tests its Match
// against an object of the event; the other events have none to test
// (an upkeep, a life gain), or test nothing (a count of attackers).
func matchRead(ev ability.Event) bool {
	switch ev {
	case ability.AnotherCreatureEnters, ability.Blocks, ability.DealtCombatDamage, ability.AttachedDealsCombatDamageToPlayer,
		ability.CreatureAttacksYou, ability.YouCastSpell, ability.AttachedIsDealtDamage, ability.PermanentEnters,
		ability.CreatureDies, ability.CardPutIntoGraveyard, ability.PlayerDiscards, ability.CreatureAttacks,
		ability.CreatureAttacksYouOrYourPlaneswalker, ability.DealtDamage, ability.AuraBecomesAttached, ability.CastThis,
		ability.BecomesTargetOfOpponent, ability.YouActivateArtifactAbility:
		return true
	}
	return false
}

// triggerMatch checks a triggered ability's Match against what its
// event reads.
func (c *checker) triggerMatch(path string, t *ability.Triggered) {
	switch {
	case t.Match == (ability.Filter{}):
	case !matchRead(t.Event):
		c.fail(path+".Match", "event %d has no object to match: a Match here would stop the ability from ever triggering, or be ignored", t.Event)
	case t.Event == ability.CastThis && t.Match.Another:
		c.fail(path+".Match.Another", "the object of \"when you cast this spell\" is the spell itself, never another")
	case (t.Event == ability.YouCastSpell || t.Event == ability.CastThis) && t.Match.Side != ability.AnySide && t.Match.Side != ability.YourSide:
		// The caster of the spell controls it (CR 601.2a), and that is
		// the ability's controller: such a Match never matches.
		c.fail(path+".Match.Side", "the spell of \"whenever you cast\" is always its caster's: a Side other than YourSide would never match")
	default:
		c.filterIn(path, ".Match", &t.Match, flEventObject, "a trigger's Match")
	}
}
