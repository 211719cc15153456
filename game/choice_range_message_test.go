package game_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// A negative Choice is refused as malformed with a message that says
// so, at every decision, those with no bound known too (the start of the
// game's decisions used to print the empty range "0..-2").
func TestNegativeChoiceMessage(t *testing.T) {
	g, err := game.New(fullConfig(5))
	require.NoError(t, err)
	d := g.Pending()
	require.Equal(t, game.DecideStartingPlayer, d.Kind)
	fp := g.Fingerprint()
	err = g.Apply(game.Action{Kind: game.ActChoose, Player: d.Player, Choice: -1})
	require.Error(t, err)
	require.True(t, errors.Is(err, game.ErrMalformed))
	require.Contains(t, err.Error(), "Choice: -1 is negative")
	require.NotContains(t, err.Error(), "0..-")
	require.Equal(t, fp, g.Fingerprint(), "a refusal changes nothing")
}
