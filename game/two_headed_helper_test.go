package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// emptyTwoHeaded returns an empty, unstarted Two-Headed Giant game of four
// players named names: the first two are a team against the last two
// (CR 810.1).
func emptyTwoHeaded(t *testing.T, names ...string) *game.Game {
	t.Helper()
	cfg := game.Config{Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	return g
}
