package card

import "fmt"

// FieldError is one problem Check finds in a card definition: a field
// whose value the engine can't play as the definition says (an unknown
// effect, a target the ability doesn't have, a field its effect never
// reads). It wraps ErrInvalidDefinition.
type FieldError struct {
	// Card is the definition's name.
	Card string
	// Field is the path of the field in the definition, as written in Go
	// ("Triggered[0].Effects[1].Who").
	Field string
	// Msg says what is wrong, without card or field.
	Msg string
}

// Error returns a message such as
// `card "Test Bolt": Spell.Effects[0].Target: OpDamage acts on target 2, but the ability has 1 target (0)`.
func (e *FieldError) Error() string {
	return fmt.Sprintf("card %q: %s: %s", e.Card, e.Field, e.Msg)
}

// Unwrap returns ErrInvalidDefinition.
func (e *FieldError) Unwrap() error { return ErrInvalidDefinition }

// FieldErrors are the problems of one definition, in the order of its
// fields, reported all at once in the manner of go/scanner.ErrorList.
type FieldErrors []*FieldError

// Error lists the problems one per line, at most ten, then how many more
// there are.
func (l FieldErrors) Error() string { return listErrors(l) }

// Unwrap returns each *FieldError, so that errors.Is and errors.As look
// into all of them.
func (l FieldErrors) Unwrap() []error { return unwrapAll(l) }
