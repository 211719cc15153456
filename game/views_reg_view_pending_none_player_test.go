package game_test

// Regression test; before the fix: once the game is over nobody has a decision, yet the view's
// pending decision reads {"kind":"none","player":0}: seat 0 (Alice) is
// named as the player of a decision that does not exist. docs/json.md
// says players are seat numbers and -1 means no player, that `pending`
// always carries its `kind` and `player`, and that a field that names no
// player must not read as a real one. Expected "player": -1 (NoPlayer) in
// View.Pending when Kind is DecideNone (here after Bob and Carol concede
// a three-player game, CR 104.2a, 800.4); the engine writes 0.

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestViewPendingNoneNamesNoPlayer(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	for p := game.PlayerID(0); p < 3; p++ {
		_, err := g.Put(p, zone.Library, card.Island, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, g.Over())
	for _, viewer := range []game.PlayerID{0, 1, game.NoPlayer} {
		v := g.View(viewer)
		require.Equal(t, game.DecideNone, v.Pending.Kind)
		assert.Equal(t, game.NoPlayer, v.Pending.Player, "no decision, no player (viewer %d)", viewer)
		b, err := json.Marshal(v.Pending)
		require.NoError(t, err)
		assert.Contains(t, string(b), `"player":-1`, "JSON: %s", b)
	}
}
