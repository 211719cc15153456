package mana

import (
	"errors"
	"strconv"
)

// The sentinel errors of this package. Functions return them wrapped in
// a *ParseError or *PayError, which add the details; test for them with
// errors.Is. Like strconv.ErrSyntax they carry no "mana:" prefix because
// the wrapping error supplies it.
var (
	// ErrSyntax is wrapped by every *ParseError: the text is not a
	// well-formed mana cost or pool.
	ErrSyntax = errors.New("invalid syntax")

	// ErrInsufficient means the pool does not hold the mana asked for:
	// a cost cannot be paid, or more mana would be removed than is present.
	ErrInsufficient = errors.New("insufficient mana")

	// ErrUnpayable means the cost has no mana symbols at all, the mana
	// cost of a land for instance, which can never be paid (CR 117.6).
	// A cost reduced to nothing is {0} instead (CR 117.7) and is payable.
	ErrUnpayable = errors.New("unpayable cost: no mana symbols (CR 117.6)")

	// ErrNegativeX means a negative value was given for X, which no
	// player can choose (CR 107.1b).
	ErrNegativeX = errors.New("negative X")
)

// ParseError records a failure to parse a mana cost or pool, in the
// manner of strconv.NumError. It unwraps to ErrSyntax.
type ParseError struct {
	// Input is the whole text being parsed.
	Input string
	// Offset is the byte offset of the problem in Input: the '{' of the
	// offending symbol, or the stray byte itself (whitespace, text
	// outside braces).
	Offset int
	// Msg says what is wrong, such as `unknown symbol "Q"`.
	Msg string
	// What names the kind of text: "cost" or "pool"; empty means "cost".
	What string
}

// Error returns a message such as
// `mana: bad cost "{2}{Q}" at byte 3: unknown symbol "Q"`.
func (e *ParseError) Error() string {
	what := e.What
	if what == "" {
		what = "cost"
	}
	return "mana: bad " + what + " " + strconv.Quote(e.Input) +
		" at byte " + strconv.Itoa(e.Offset) + ": " + e.Msg
}

// Unwrap returns ErrSyntax so that errors.Is(err, ErrSyntax) holds.
func (e *ParseError) Unwrap() error { return ErrSyntax }

// PayError records a failed Pool.Pay or Pool.Remove. The pool is left
// unchanged whenever one is returned; Pool holds a copy of it as it was.
type PayError struct {
	// Op is "pay" or "remove".
	Op string
	// Need is what was asked for: a cost such as "{2}{G}{G}", followed by
	// " with X=3" when the cost has X, or an amount such as "3 {R}".
	Need string
	// Pool is the pool the mana was asked of.
	Pool Pool
	// Err is the reason: ErrInsufficient, ErrUnpayable or ErrNegativeX.
	Err error
}

// Error returns a message such as
// `mana: cannot pay {2}{G}{G} from pool {G}{G}: insufficient mana`.
func (e *PayError) Error() string {
	from := "empty pool"
	if !e.Pool.IsEmpty() {
		from = "pool " + e.Pool.String()
	}
	reason := "<nil>"
	if e.Err != nil {
		reason = e.Err.Error()
	}
	return "mana: cannot " + e.Op + " " + e.Need + " from " + from + ": " + reason
}

// Unwrap returns the sentinel in Err.
func (e *PayError) Unwrap() error { return e.Err }
