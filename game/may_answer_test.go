package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 805.5: in Two-Headed Giant the team has priority, so either
// teammate may answer it; the other team may not, nor may a seat that
// doesn't exist.
func TestMayAnswerTeamPriority(t *testing.T) {
	cfg := game.Config{Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range []string{"Alice", "Bob", "Carol", "Dan"} {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	for p := game.PlayerID(0); p < 4; p++ {
		g.Put(p, zone.Library, card.Swamp, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	assert.True(t, g.MayAnswer(0))
	assert.True(t, g.MayAnswer(1), "the teammate answers the team's priority")
	assert.False(t, g.MayAnswer(2))
	assert.False(t, g.MayAnswer(3))
	assert.False(t, g.MayAnswer(7))
}
