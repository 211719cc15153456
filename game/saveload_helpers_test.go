// Helpers for the save-and-load tests of finished games.
package game_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func slSave(t testing.TB, g *game.Game) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, g.Save(&buf))
	return buf.Bytes()
}

func slEdit(t testing.TB, data []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	require.NoError(t, d.Decode(&m))
	f(m)
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

// slLoad loads data, turning a panic into an error.
func slLoad(data []byte) (g *game.Game, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("PANIC in Load: %v", v)
		}
	}()
	return game.Load(bytes.NewReader(data), nil)
}

// slUsable reports a problem with a loaded game: a listed action Apply
// refuses, or a panic while listing, viewing or applying.
func slUsable(g *game.Game) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("PANIC: %v", v)
		}
	}()
	for p := game.PlayerID(0); int(p) < g.NumPlayers(); p++ {
		if _, err := json.Marshal(g.View(p)); err != nil {
			return err
		}
	}
	_ = g.Prompt(game.English)
	for _, a := range g.LegalActions(nil) {
		if err := g.Clone().Apply(a); err != nil {
			return fmt.Errorf("listed action %+v refused: %v", a, err)
		}
	}
	if !g.Over() {
		for p := game.PlayerID(0); int(p) < g.NumPlayers(); p++ {
			_ = g.Determinize(p, 1)
		}
	}
	return nil
}

// slRefused requires Load to refuse data with a SaveError whose path is
// path, and reports what happened otherwise.
func slRefused(t *testing.T, data []byte, path string) {
	t.Helper()
	g, err := slLoad(data)
	if err == nil {
		t.Errorf("Load accepted the save (want a refusal at %q); usable: %v", path, slUsable(g))
		return
	}
	var se *game.SaveError
	if !errors.As(err, &se) || !errors.Is(err, game.ErrBadSave) {
		t.Errorf("Load error is not a *SaveError wrapping ErrBadSave: %v", err)
		return
	}
	if path != "" && se.Path != path {
		t.Errorf("Load refused at %q (%v), want %q", se.Path, err, path)
	}
}

func slObj(m map[string]any, i int) map[string]any { return m["objects"].([]any)[i].(map[string]any) }

var _ = card.Default
var _ = zone.Hand

// slPassTo passes priority until a decision other than priority is
// pending, and checks that it is want.
func slPassTo(t testing.TB, g *game.Game, want game.Decision) {
	t.Helper()
	for g.Pending().Kind == game.DecidePriority {
		if err := g.Pass(g.Pending().Player); err != nil {
			t.Fatal(err)
		}
	}
	if g.Pending() != want {
		t.Fatalf("pending %+v, want %+v", g.Pending(), want)
	}
}

// slEditPending saves g with the pending decision's key set to value.
func slEditPending(t testing.TB, g *game.Game, key string, value any) []byte {
	t.Helper()
	return slEdit(t, slSave(t, g), func(m map[string]any) { m["pending"].(map[string]any)[key] = value })
}
