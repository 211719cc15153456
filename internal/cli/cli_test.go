package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
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
