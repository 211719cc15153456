package zone

import (
	"strconv"
	"strings"
)

// Kind is one of the seven zones of the game (CR 400.1). The zero value is
// Library.
type Kind uint8

// The zones, in the order CR 400.1 lists them.
const (
	// Library is a player's draw pile: hidden and ordered (CR 401).
	Library Kind = iota
	// Hand holds a player's drawn cards: hidden, unordered (CR 402).
	Hand
	// Battlefield is where permanents exist: public and shared (CR 403).
	Battlefield
	// Graveyard is a player's discard pile: public and ordered (CR 404).
	Graveyard
	// Stack holds spells and abilities waiting to resolve: public, shared
	// and ordered (CR 405).
	Stack
	// Exile is a holding area for exiled objects: public and shared
	// (CR 406).
	Exile
	// Command holds emblems and other objects that effects elsewhere
	// don't touch: public and shared (CR 408).
	Command
)

// NumKinds is the number of zone kinds; Kind values run from 0 to
// NumKinds-1.
const NumKinds = 7

var kindNames = [NumKinds]string{"library", "hand", "battlefield", "graveyard", "stack", "exile", "command"}

// Kinds returns every zone kind in CR 400.1 order.
func Kinds() []Kind {
	return []Kind{Library, Hand, Battlefield, Graveyard, Stack, Exile, Command}
}

// Valid reports whether k is one of the seven zones.
func (k Kind) Valid() bool { return k < NumKinds }

// String returns the lower-case name of the zone ("graveyard"), or
// "zone(N)" for an invalid Kind.
func (k Kind) String() string {
	if !k.Valid() {
		return "zone(" + strconv.Itoa(int(k)) + ")"
	}
	return kindNames[k]
}

// ParseKind maps a zone name to its Kind. It accepts the names String
// returns in any letter case, with surrounding spaces ignored.
func ParseKind(s string) (Kind, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range kindNames {
		if n == s {
			return Kind(i), true
		}
	}
	return 0, false
}

// Ordered reports whether the order of objects in the zone matters and
// can't be changed except when effects or rules allow it: library,
// graveyard and stack (CR 400.5, 401.2, 404.2, 405.2). Such zones are kept
// as a Pile.
func (k Kind) Ordered() bool {
	return k == Library || k == Graveyard || k == Stack
}

// Hidden reports whether not all players can see the cards' faces in the
// zone: library and hand (CR 400.2).
func (k Kind) Hidden() bool {
	return k == Library || k == Hand
}

// Public reports whether all players can see the faces of the zone's
// cards (except face-down ones): graveyard, battlefield, stack, exile and
// command (CR 400.2). An invalid Kind is neither public nor hidden.
func (k Kind) Public() bool {
	return k.Valid() && !k.Hidden()
}

// Shared reports whether the zone is shared by all players: battlefield,
// stack, exile and command. Each player has their own library, hand and
// graveyard (CR 400.1).
func (k Kind) Shared() bool {
	return k == Battlefield || k == Stack || k == Exile || k == Command
}
