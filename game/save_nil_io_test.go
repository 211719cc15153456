package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// No caller input makes the engine panic: Load from a nil reader is a
// *SaveError wrapping ErrBadSave, and Save to a nil writer an error
// wrapping ErrBadConfig that leaves the game as it was.
func TestSaveAndLoadRefuseNilReaderAndWriter(t *testing.T) {
	g, err := game.Load(nil, nil)
	require.Nil(t, g)
	require.ErrorIs(t, err, game.ErrBadSave)
	var se *game.SaveError
	require.ErrorAs(t, err, &se)

	s := sampleGame(t)
	before := s.Fingerprint()
	require.ErrorIs(t, s.Save(nil), game.ErrBadConfig)
	require.Equal(t, before, s.Fingerprint())
}
