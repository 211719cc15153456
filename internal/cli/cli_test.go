package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestExitStatus(t *testing.T) {
	for _, tc := range []struct {
		name   string
		err    error
		status int
		stderr string
	}{
		{"success", nil, 0, ""},
		{"help asked for", flag.ErrHelp, 0, ""},
		{"usage", Usagef("-players %d: want 2 to 4", 5), 2, "prog: -players 5: want 2 to 4\n"},
		{"wrapped usage", fmt.Errorf("parsing: %w", UsageError{Err: errors.New("bad flag")}), 2, "prog: parsing: bad flag\n"},
		{"other", errors.New("disk full"), 1, "prog: disk full\n"},
	} {
		var stderr bytes.Buffer
		assert.Equal(t, tc.status, ExitStatus("prog", tc.err, &stderr), tc.name)
		assert.Equal(t, tc.stderr, stderr.String(), tc.name)
	}
}

func TestUsageErrorUnwraps(t *testing.T) {
	err := UsageError{Err: flag.ErrHelp}
	assert.True(t, errors.Is(err, flag.ErrHelp))
	assert.Equal(t, flag.ErrHelp.Error(), err.Error())
}

// failingWriter fails every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// An Output remembers a lost write, so that the program exits 1 for it.
func TestOutputRemembersALostWrite(t *testing.T) {
	o := NewOutput(failingWriter{})
	fmt.Fprintln(o, "lost")
	err := o.Checked(nil)
	if err == nil || err.Error() != "writing the output: no space left on device" {
		t.Fatalf("Checked(nil) = %v", err)
	}
	if got := ExitStatus("cards", err, io.Discard); got != 1 {
		t.Errorf("exit status %d, want 1", got)
	}
	if err := NewOutput(io.Discard).Checked(nil); err != nil {
		t.Errorf("a writer that took everything: %v", err)
	}
	usage := Usagef("bad")
	if err := o.Checked(usage); err != usage {
		t.Errorf("Checked keeps the run's own error first, got %v", err)
	}
}
