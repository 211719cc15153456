package card

import (
	"errors"
	"testing"

	"github.com/spellstack/spellstack/mana"
	"github.com/stretchr/testify/require"
)

func mustCost(t testing.TB, s string) mana.Cost {
	t.Helper()
	c, err := mana.ParseCost(s)
	require.NoError(t, err)
	return c
}

var errWrite = errors.New("write failed")

// failWriter is an io.Writer that always fails.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errWrite }
