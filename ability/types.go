package ability

import "strings"

// Type is a set of card types (CR 205.2a) as a bit mask. It lives in
// ability so that target filters can name types; package card aliases it.
type Type uint16

// The card types of the M15 era.
const (
	Artifact Type = 1 << iota
	Creature
	Enchantment
	Instant
	Land
	Planeswalker
	Sorcery
	Tribal
)

var typeNames = [...]string{"Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Tribal"}

// Has reports whether every type in u is in t, and u names one at least:
// Has(0) is false.
func (t Type) Has(u Type) bool { return t&u == u && u != 0 }

// IsPermanent reports whether a card of these types is a permanent card
// (CR 110.4: artifact, creature, enchantment, land, planeswalker).
func (t Type) IsPermanent() bool {
	return t&(Artifact|Creature|Enchantment|Land|Planeswalker) != 0
}

// Names lists the types in the order the reference data prints them.
func (t Type) Names() []string {
	var out []string
	for i, n := range typeNames {
		if t&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// String joins the type names with spaces ("Artifact Creature").
func (t Type) String() string { return strings.Join(t.Names(), " ") }

// ParseType maps a type name ("Creature") to its Type.
func ParseType(name string) (Type, bool) {
	for i, n := range typeNames {
		if n == name {
			return 1 << i, true
		}
	}
	return 0, false
}

// Supertype is a set of supertypes (CR 205.4) as a bit mask.
type Supertype uint8

// The supertypes.
const (
	Basic Supertype = 1 << iota
	Legendary
	Snow
	World
)

var supertypeNames = [...]string{"Basic", "Legendary", "Snow", "World"}

// Has reports whether every supertype in u is in s, and u names one at
// least: Has(0) is false.
func (s Supertype) Has(u Supertype) bool { return s&u == u && u != 0 }

// Names lists the supertypes in canonical order.
func (s Supertype) Names() []string {
	var out []string
	for i, n := range supertypeNames {
		if s&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// ParseSupertype maps a supertype name ("Legendary") to its Supertype.
func ParseSupertype(name string) (Supertype, bool) {
	for i, n := range supertypeNames {
		if n == name {
			return 1 << i, true
		}
	}
	return 0, false
}
