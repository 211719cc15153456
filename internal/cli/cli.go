package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// UsageError is a mistaken command line: an unknown flag, a bad value,
// flags that don't go together. ExitStatus gives it status 2.
type UsageError struct {
	// Err says what is wrong with the command line.
	Err error
}

// Error returns the message of the wrapped error.
func (e UsageError) Error() string { return e.Err.Error() }

// Unwrap returns the wrapped error, for errors.Is and errors.As.
func (e UsageError) Unwrap() error { return e.Err }

// Usagef returns a UsageError whose message format and args give.
func Usagef(format string, args ...any) error {
	return UsageError{Err: fmt.Errorf(format, args...)}
}

// ExitStatus is the exit status of the program named program whose run
// returned err: 0 for success and for -h (flag.ErrHelp: the help asked
// for was printed), else 2 for a UsageError and 1 for any other error,
// after printing "program: err" to stderr.
func ExitStatus(program string, err error, stderr io.Writer) int {
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return 0
	}
	fmt.Fprintf(stderr, "%s: %v\n", program, err)
	if errors.As(err, new(UsageError)) {
		return 2
	}
	return 1
}
