package card

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Sentinel errors of decklists. Every *LineError matches ErrDecklist with
// errors.Is; a validation error also matches its own sentinel below, and
// an unknown card matches ErrUnknownCard and unwraps to *UnknownCardError
// with errors.As.
var (
	// ErrDecklist means that the decklist is malformed or breaks a deck
	// rule. A syntax error carries it as its Err.
	ErrDecklist = errors.New("card: bad decklist")
	// ErrTooManyCopies means more than four copies of a card other than
	// a basic land, counting the sideboard (CR 100.2a, 100.4a).
	ErrTooManyCopies = errors.New("card: too many copies")
	// ErrTooFewCards means a constructed main deck of fewer than 60
	// cards (CR 100.2a).
	ErrTooFewCards = errors.New("card: too few cards")
	// ErrSideboardTooLarge means a constructed sideboard of more than 15
	// cards (CR 100.4a).
	ErrSideboardTooLarge = errors.New("card: sideboard too large")
)

// LineError is one problem in a decklist, at a line of a file. Line is
// 1-based; 0 means the problem concerns the whole deck (too few cards).
type LineError struct {
	// File is the decklist's name, as given to ParseDecklist.
	File string
	// Line is the 1-based line number, or 0 for the whole deck.
	Line int
	// Msg describes the problem, without file or line.
	Msg string
	// Err is ErrDecklist for a syntax error, else the specific sentinel
	// or an *UnknownCardError.
	Err error
}

// Error returns "file:line: msg", "file: msg" for a whole-deck problem,
// or "line N: msg" when there is no file name.
func (e *LineError) Error() string {
	switch {
	case e.File != "" && e.Line > 0:
		return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
	case e.File != "":
		return e.File + ": " + e.Msg
	case e.Line > 0:
		return "line " + strconv.Itoa(e.Line) + ": " + e.Msg
	default:
		return e.Msg
	}
}

// Unwrap returns ErrDecklist and, if different, Err, so that errors.Is
// matches both.
func (e *LineError) Unwrap() []error {
	if e.Err == nil || e.Err == ErrDecklist {
		return []error{ErrDecklist}
	}
	return []error{ErrDecklist, e.Err}
}

// ErrorList is a list of decklist problems, reported all at once, in the
// manner of go/scanner.ErrorList. The functions of this package return it
// sorted by line, whole-deck problems last.
type ErrorList []*LineError

// maxListed is how many errors ErrorList.Error spells out.
const maxListed = 10

// Error lists the problems one per line, at most ten, then how many more
// there are.
func (l ErrorList) Error() string { return listErrors(l) }

// listErrors lists errors one per line, at most maxListed, then how many
// more there are.
func listErrors[E error](l []E) string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	var b strings.Builder
	for i, e := range l {
		if i == maxListed {
			fmt.Fprintf(&b, "\n(and %d more %s)", len(l)-maxListed, plural(len(l)-maxListed, "error", "errors"))
			break
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Unwrap returns each *LineError, so that errors.Is and errors.As look
// into all of them.
func (l ErrorList) Unwrap() []error { return unwrapAll(l) }

// unwrapAll returns the errors of l as a []error.
func unwrapAll[E error](l []E) []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Err returns l as an error, or nil if l is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Sort sorts l by file, then line, with whole-deck problems (line 0)
// after the lines of their file. It is stable: problems of one line keep
// the order they were found in.
func (l ErrorList) Sort() {
	slices.SortStableFunc(l, func(a, b *LineError) int {
		if c := cmp.Compare(a.File, b.File); c != 0 {
			return c
		}
		return cmp.Compare(lineKey(a.Line), lineKey(b.Line))
	})
}

// lineKey orders line 0 after every real line.
func lineKey(line int) uint { return uint(line) - 1 }

// add appends a problem at line of file.
func (l *ErrorList) add(file string, line int, err error, format string, args ...any) {
	*l = append(*l, &LineError{File: file, Line: line, Msg: fmt.Sprintf(format, args...), Err: err})
}

// plural returns one when n is 1, else many: "1 more error", "2 more
// errors".
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
