package card

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors of the catalog. The typed errors below wrap them; test
// with errors.Is.
var (
	// ErrUnknownCard means that no card of the catalog has the name
	// asked for.
	ErrUnknownCard = errors.New("card: unknown card")
	// ErrDuplicateCard means that two definitions given to NewCatalog
	// share a name, ignoring letter case.
	ErrDuplicateCard = errors.New("card: duplicate card name")
	// ErrInvalidDefinition means that a definition given to NewCatalog
	// is nil or has no name.
	ErrInvalidDefinition = errors.New("card: invalid definition")
)

// UnknownCardError reports a name that is not in the catalog, with up to
// three catalog names close to it, nearest first.
type UnknownCardError struct {
	// Name is the name looked up, as given.
	Name string
	// Suggestions are up to three catalog names nearest to Name by edit
	// distance, nearest first; nil if none is close.
	Suggestions []string
}

// Error returns a message such as
// `card: unknown card "Runeclaw Baer" (did you mean "Runeclaw Bear"?)`.
func (e *UnknownCardError) Error() string {
	return "card: " + e.Detail()
}

// Detail is Error without the "card: " prefix, for messages that already
// name their source, such as a decklist line.
func (e *UnknownCardError) Detail() string {
	var b strings.Builder
	fmt.Fprintf(&b, "unknown card %q", e.Name)
	if n := len(e.Suggestions); n > 0 {
		b.WriteString(" (did you mean ")
		for i, s := range e.Suggestions {
			switch {
			case i == 0:
			case i == n-1:
				b.WriteString(" or ")
			default:
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%q", s)
		}
		b.WriteString("?)")
	}
	return b.String()
}

// Unwrap returns ErrUnknownCard.
func (e *UnknownCardError) Unwrap() error { return ErrUnknownCard }

// DefinitionError reports a definition NewCatalog rejects: Index is its
// position in the arguments, Err is ErrDuplicateCard or
// ErrInvalidDefinition.
type DefinitionError struct {
	// Index is the position of the rejected definition in the arguments.
	Index int
	// Name is its name, if it has one.
	Name string
	// Other is the index of the earlier definition with the same name,
	// for ErrDuplicateCard.
	Other int
	// Err is the sentinel: ErrDuplicateCard or ErrInvalidDefinition.
	Err error
}

// Error returns a message such as
// `card: duplicate card name "Forest" (definitions 0 and 5)`.
func (e *DefinitionError) Error() string {
	var fields FieldErrors
	switch {
	case errors.As(e.Err, &fields):
		return fmt.Sprintf("%v %d: %v", ErrInvalidDefinition, e.Index, fields)
	case errors.Is(e.Err, ErrDuplicateCard):
		return fmt.Sprintf("%v %q (definitions %d and %d)", e.Err, e.Name, e.Other, e.Index)
	case e.Name != "":
		return fmt.Sprintf("%v %d (%q)", e.Err, e.Index, e.Name)
	default:
		return fmt.Sprintf("%v %d", e.Err, e.Index)
	}
}

// Unwrap returns Err.
func (e *DefinitionError) Unwrap() error { return e.Err }
