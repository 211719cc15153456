package scenario

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrSyntax is the sentinel every *ParseError wraps, so callers can test
// errors.Is(err, ErrSyntax) on anything Parse returns.
var ErrSyntax = errors.New("scenario: syntax error")

// ParseError is one malformed line of a scenario file. Line is 1-based;
// Col is the 1-based byte column of the offending text, or 0 when no
// particular column applies. It wraps ErrSyntax.
type ParseError struct {
	// File is the file name given to Parse, Line the 1-based line number,
	// Col the 1-based byte column or 0, and Msg the message, without the
	// position.
	File string
	Line int
	Col  int
	Msg  string
}

// Error formats e as "file:line:col: msg", leaving out the file when it is
// empty and the column when it is 0.
func (e *ParseError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(':')
	}
	b.WriteString(strconv.Itoa(e.Line))
	if e.Col > 0 {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(e.Col))
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap returns ErrSyntax.
func (e *ParseError) Unwrap() error { return ErrSyntax }

// maxListed is how many errors ErrorList.Error prints.
const maxListed = 10

// ErrorList is the list of every error found in one file, in line order.
// Parse returns it (never an empty one) when a file has errors.
type ErrorList []*ParseError

// Error prints the first ten errors, one per line, and how many more
// there are.
func (l ErrorList) Error() string {
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

// Unwrap returns the errors of the list, so errors.Is(list, ErrSyntax)
// and errors.As(list, &parseErr) work.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// Err returns l as an error, or nil when l is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// plural returns one when n is 1, else many: "1 more error", "2 more
// errors".
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
