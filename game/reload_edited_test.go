package game_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/spellstack/spellstack/game"
)

// reloadEdited saves g, lets edit change the save's JSON (to reach a
// position no short game reaches: a bound, a count), and loads it back.
func reloadEdited(t *testing.T, g *game.Game, edit func(m map[string]any)) *game.Game {
	t.Helper()
	var b bytes.Buffer
	if err := g.Save(&b); err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	raw, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	h, err := game.Load(bytes.NewReader(raw), nil)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
