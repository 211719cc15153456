package card

import "github.com/spellstack/spellstack/ability"

// Type is a set of card types; see ability.Type, where it is defined so
// that target filters can name types without importing card.
type Type = ability.Type

// Supertype is a set of supertypes; see ability.Supertype.
type Supertype = ability.Supertype

// The card types, re-exported for card definitions.
const (
	Artifact     = ability.Artifact
	Creature     = ability.Creature
	Enchantment  = ability.Enchantment
	Instant      = ability.Instant
	Land         = ability.Land
	Planeswalker = ability.Planeswalker
	Sorcery      = ability.Sorcery
	Tribal       = ability.Tribal
)

// The supertypes, re-exported for card definitions.
const (
	Basic     = ability.Basic
	Legendary = ability.Legendary
	Snow      = ability.Snow
	World     = ability.World
)
