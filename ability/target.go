package ability

import "github.com/spellstack/spellstack/mana"

// Allow is the set of kinds of thing a target may be (CR 115.1), as a
// bit mask. A spec allows the union of its bits.
type Allow uint16

// What a target may be. Permanent kinds match a permanent having that card
// type; AllowSpell matches a spell on the stack.
const (
	AllowPlayer Allow = 1 << iota
	AllowCreature
	AllowPlaneswalker
	AllowArtifact
	AllowEnchantment
	AllowLand
	AllowSpell
)

// Side restricts whose object or which player a target may be, relative
// to the controller of the spell or ability.
type Side uint8

// The sides.
const (
	AnySide Side = iota
	YourSide
	OpponentSide
)

// Filter narrows a TargetSpec. The zero Filter allows everything the
// spec's Allow bits allow.
type Filter struct {
	// NotColors excludes objects of any of these colours ("nonblack").
	NotColors mana.ColorSet
	// SpellNotTypes excludes spells with any of these card types
	// ("noncreature spell").
	SpellNotTypes Type
	// WithKeyword requires all these keywords ("creature with flying").
	WithKeyword Keyword
	// Side restricts whose object it is, or which player.
	Side Side
}

// TargetSpec describes one target of a spell or ability: the word
// "target" in its text (CR 115.1).
type TargetSpec struct {
	Allow  Allow
	Filter Filter
}

// Common target specs of M15 cards.
var (
	TargetCreature         = TargetSpec{Allow: AllowCreature}
	TargetPlayer           = TargetSpec{Allow: AllowPlayer}
	TargetCreatureOrPlayer = TargetSpec{Allow: AllowCreature | AllowPlayer}
	TargetSpell            = TargetSpec{Allow: AllowSpell}
	TargetNoncreatureSpell = TargetSpec{Allow: AllowSpell, Filter: Filter{SpellNotTypes: Creature}}
)
