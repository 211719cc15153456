package cli

import (
	"fmt"
	"io"
)

// Output is a writer that remembers its first write error, so that a
// program whose output was lost (a full disk, `> /dev/full`) can say so
// and exit 1 rather than 0. After an error every write fails with it.
type Output struct {
	w   io.Writer
	err error
}

// NewOutput returns an Output writing to w.
func NewOutput(w io.Writer) *Output { return &Output{w: w} }

// Write writes p to the underlying writer, unless an earlier write
// failed.
func (o *Output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err != nil {
		o.err = err
	}
	return n, err
}

// Checked returns err, or, when err is nil and a write failed, an error
// that says the output was lost.
func (o *Output) Checked(err error) error {
	if err == nil && o.err != nil {
		return fmt.Errorf("writing the output: %w", o.err)
	}
	return err
}

// Status is Checked for a program whose run returns its exit status: a
// status of 0 becomes 1, with "program: writing the output: ..." on
// stderr, when a write failed.
func (o *Output) Status(program string, status int, stderr io.Writer) int {
	if status == 0 {
		if err := o.Checked(nil); err != nil {
			return ExitStatus(program, err, stderr)
		}
	}
	return status
}
