package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// TestLoadReadsANegativeStartingLife: SetLife accepts a starting life
// total below 0 (a scenario's `life Bob -5`), and the player loses at
// the first check of state-based actions (CR 704.5a). Load must read
// back what Save wrote of that game, in a duel that ended and in a
// three-player game that goes on without the player (CR 800.4a).
func TestLoadReadsANegativeStartingLife(t *testing.T) {
	for _, names := range [][]string{{"A", "B"}, {"A", "B", "C"}} {
		var ps []game.PlayerConfig
		for _, n := range names {
			ps = append(ps, game.PlayerConfig{Name: n})
		}
		g, err := game.NewEmpty(game.Config{Players: ps})
		require.NoError(t, err)
		require.NoError(t, g.SetLife(1, -5))
		require.NoError(t, g.Start(3, 0, game.Main1))
		require.True(t, g.Lost(1), "CR 704.5a: a player at -5 life loses")
		data := slSave(t, g)
		h, err := game.Load(bytes.NewReader(data), nil)
		require.NoError(t, err, "%d players", len(names))
		require.Equal(t, g.Fingerprint(), h.Fingerprint())
		require.Equal(t, data, slSave(t, h))
	}
}
