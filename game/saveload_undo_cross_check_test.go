package game_test

// Regression test; before the fix: the kept reversal position (undo, CR 720.1) is loaded with the
// checks of a save of its own, but not checked against the game: it must
// be the position just before the cast or activation that waits for its
// sacrifice, so the same turn, step, active player and player names,
// with its payer holding priority. Load accepts an undo of another turn
// (7 instead of 3), another step, another active player, a player renamed,
// a decision for another player, other autoPass / recordActions settings
// (Config's, which the reversal then takes over: the engine starts passing
// for players), or an action log (SCHEMA.md: "with an empty actionLog");
// when Carol concedes and the activation is reversed, the game jumps to
// turn 7 and Bob is called "Mallory".
// Also: when the undo fails CheckInvariants, the SaveError path is
// "undo." (a dangling dot) instead of naming anything.
// Expected: a *SaveError naming the undo member that disagrees.

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// slMiningStolen: three players; Alice's only land is Carol's Mountain,
// which Alice controls; Alice activates Aggressive Mining and waits to
// choose the land to sacrifice.
func slMiningStolen(t *testing.T) *game.Game {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	mining, _ := g.Put(0, zone.Battlefield, card.AggressiveMining, game.PutOptions{})
	g.Put(2, zone.Battlefield, card.Mountain, game.PutOptions{Controller: 0, SetController: true})
	for p := 0; p < 3; p++ {
		for i := 0; i < 4; i++ {
			g.Put(game.PlayerID(p), zone.Library, card.Swamp, game.PutOptions{})
		}
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: mining}))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	return g
}

func TestLoadUndoCrossChecked(t *testing.T) {
	data := slSave(t, slMiningStolen(t))
	for _, c := range []struct {
		name, path string
		f          func(u map[string]any)
	}{
		{"another turn", "undo.turn", func(u map[string]any) { u["turn"] = 7 }},
		{"another step", "undo.step", func(u map[string]any) { u["step"] = "main2" }},
		{"another active player", "undo.active", func(u map[string]any) { u["active"] = 1 }},
		{"a player renamed", "undo.players[1].name", func(u map[string]any) {
			u["players"].([]any)[1].(map[string]any)["name"] = "Mallory"
		}},
		{"priority with another player", "undo.pending.player", func(u map[string]any) {
			u["pending"].(map[string]any)["player"] = 1
			u["priorityAfter"] = 1
		}},
		{"another autoPass setting", "undo.autoPass", func(u map[string]any) { u["autoPass"] = true }},
		{"another recordActions setting", "undo.recordActions", func(u map[string]any) { u["recordActions"] = true }},
		{"an action log", "undo.actionLog", func(u map[string]any) {
			u["recordActions"] = true
			u["actionLog"] = []any{map[string]any{"kind": "pass", "player": 0}}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			slRefused(t, slEdit(t, data, func(m map[string]any) { c.f(m["undo"].(map[string]any)) }), c.path)
		})
	}
	t.Run("reversal jumps", func(t *testing.T) {
		h, err := slLoad(slEdit(t, data, func(m map[string]any) {
			u := m["undo"].(map[string]any)
			u["turn"] = 7
			u["players"].([]any)[1].(map[string]any)["name"] = "Mallory"
		}))
		if err != nil {
			return
		}
		require.NoError(t, h.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
		require.Equal(t, 3, h.Turn(), "the reversal must not change the turn")
		require.Equal(t, "Bob", h.PlayerName(1), "the reversal must not rename a player")
	})
	t.Run("path of an invariant failure", func(t *testing.T) {
		_, err := slLoad(slEdit(t, data, func(m map[string]any) {
			m["undo"].(map[string]any)["players"].([]any)[1].(map[string]any)["lost"] = true
		}))
		var se *game.SaveError
		require.True(t, errors.As(err, &se))
		require.NotEqual(t, "undo.", se.Path, "a dangling path: %v", err)
	})
}
