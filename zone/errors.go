package zone

import (
	"errors"
	"fmt"
)

// ErrPosition is the sentinel wrapped by every error about a position
// outside a pile.
var ErrPosition = errors.New("zone: position out of range")

// PositionError reports a position outside a pile of Len objects: valid
// insertion positions run from 0 (the top) to Len (under the bottom).
type PositionError struct {
	// Pos is the position asked for, counted from the top.
	Pos int
	// Len is the number of objects the pile held.
	Len int
}

// Error implements error.
func (e *PositionError) Error() string {
	return fmt.Sprintf("zone: position %d out of range [0, %d]", e.Pos, e.Len)
}

// Unwrap returns ErrPosition.
func (e *PositionError) Unwrap() error { return ErrPosition }
