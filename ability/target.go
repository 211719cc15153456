package ability

import "github.com/spellstack/spellstack/mana"

// Allow is the set of kinds of thing a target may be (CR 114.1), as a
// bit mask. A spec allows the union of its bits.
type Allow uint16

// What a target may be. Permanent kinds match a permanent having that card
// type; AllowSpell matches a spell on the stack; AllowCardInGraveyard a
// card in a graveyard (its types filtered by Filter.Types).
const (
	AllowPlayer Allow = 1 << iota
	AllowCreature
	AllowPlaneswalker
	AllowArtifact
	AllowEnchantment
	AllowLand
	AllowSpell
	AllowCardInGraveyard
)

// AllowPermanent allows a permanent of any type ("target permanent").
const AllowPermanent = AllowCreature | AllowPlaneswalker | AllowArtifact | AllowEnchantment | AllowLand

// Side restricts whose object or which player a target may be, relative
// to the controller of the spell or ability.
type Side uint8

// The sides.
const (
	AnySide Side = iota
	YourSide
	OpponentSide
	// NotYourSide: "you don't control", a teammate's included (CR 810.2:
	// a teammate is not an opponent).
	NotYourSide
)

// Combat restricts a target creature's combat status.
type Combat uint8

// The combat restrictions.
const (
	AnyCombat Combat = iota
	// AttackingOrBlocking: "target attacking or blocking creature".
	AttackingOrBlocking
	// Attacking: "target attacking creature".
	Attacking
)

// Filter narrows a TargetSpec. The zero Filter allows everything the
// spec's Allow bits allow.
type Filter struct {
	// NotColors excludes objects of any of these colours ("nonblack").
	NotColors mana.ColorSet
	// Colors requires one of these colours ("white creature").
	Colors mana.ColorSet
	// SpellNotTypes excludes spells with any of these card types
	// ("noncreature spell").
	SpellNotTypes Type
	// NotTypes excludes permanents with any of these types ("nonland
	// permanent").
	NotTypes Type
	// Types requires one of these card types, for cards in graveyards
	// ("creature card").
	Types Type
	// WithKeyword requires all these keywords ("creature with flying").
	WithKeyword Keyword
	// WithoutKeyword excludes objects with any of these keywords
	// ("creature without flying").
	WithoutKeyword Keyword
	// MinPower requires power at least this much, when positive ("power
	// 3 or greater").
	MinPower int
	// Subtype requires this subtype ("Forest").
	Subtype string
	// NotSubtype excludes permanents with this subtype ("non-Spirit
	// creature").
	NotSubtype string
	// NonToken excludes tokens ("a nontoken creature"); only trigger
	// events read it.
	NonToken bool
	// MinToughness requires toughness at least this much, when positive
	// ("toughness 4 or greater").
	MinToughness int
	// Side restricts whose object it is, or which player.
	Side Side
	// Combat restricts combat status.
	Combat Combat
	// Another excludes the source itself ("another target").
	Another bool
	// DamagedBySourceThisTurn requires a creature dealt damage this
	// turn by the source of the ability ("a creature dealt damage by
	// CARDNAME this turn"); for a creature that has died, as it last
	// existed on the battlefield (CR 603.10a).
	DamagedBySourceThisTurn bool
	// NotSupertypes excludes cards with any of these supertypes
	// ("nonlegendary"); only library effects read it.
	NotSupertypes Supertype
	// ManaValue, when set, requires a card's mana value to equal this
	// amount ("with mana value equal to the number of verse counters on
	// Yisan"); only library searches read it.
	ManaValue *Amount
	// MaxManaValue, when set, requires a card's mana value to be at most
	// this amount ("with mana value X or less"); library searches and
	// reveals read it on resolution, graveyard targets when it is Fixed.
	MaxManaValue *Amount
	// ControlledByTarget0 requires the permanent to be controlled by the
	// player chosen for the first target ("target creature that player
	// controls").
	ControlledByTarget0 bool
	// Named requires the card name chosen by the last OpNameCard of the
	// same resolution; only OpSearchZones reads it.
	Named bool
	// NotLand excludes land cards ("nonland permanent card"); only
	// library effects read it.
	NotLand bool
}

// TargetSpec describes one target of a spell or ability: the word
// "target" in its text (CR 114.1). A spec with Optional set is "up to
// one": the player may choose no target for it (CR 601.2c). "Up to N
// target ..." is N equal Optional specs in a row; the game lists each
// set of targets for them once.
type TargetSpec struct {
	// Allow is the kinds of thing the target may be, and Filter narrows
	// them; Optional makes the target "up to one": it may be left unchosen
	// (CR 601.2c).
	Allow    Allow
	Filter   Filter
	Optional bool
	// Set makes a run of equal specs one set of targets ("X target
	// creature cards"): the order they are chosen in makes no difference,
	// so the game lists each set once.
	Set bool
	// OwnWord makes the spec an instance of the word "target" of its own
	// that may name what an earlier target names (CR 114.3: "target
	// creature gets +1/+1. Target creature gets +1/+1."). Without it,
	// equal specs of one ability never name one object: they are one
	// word ("two target creatures", "up to two") or "another target"
	// (Cone of Flame).
	OwnWord bool
}

// Common target specs of M15 cards.
var (
	TargetCreature         = TargetSpec{Allow: AllowCreature}
	TargetPlayer           = TargetSpec{Allow: AllowPlayer}
	TargetOpponent         = TargetSpec{Allow: AllowPlayer, Filter: Filter{Side: OpponentSide}}
	TargetCreatureOrPlayer = TargetSpec{Allow: AllowCreature | AllowPlayer}
	TargetSpell            = TargetSpec{Allow: AllowSpell}
	TargetNoncreatureSpell = TargetSpec{Allow: AllowSpell, Filter: Filter{SpellNotTypes: Creature}}
	TargetArtifact         = TargetSpec{Allow: AllowArtifact}
	TargetArtifactOrEnch   = TargetSpec{Allow: AllowArtifact | AllowEnchantment}
	TargetNonlandPermanent = TargetSpec{Allow: AllowPermanent, Filter: Filter{NotTypes: Land}}
)
