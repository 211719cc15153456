package game_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// onceGame is Alice's first main phase with Aggressive Mining ("Sacrifice
// a land: Draw two cards. Activate this ability only once each turn.")
// and two Forests, its ability activated once: the sacrifice is paid.
func onceGame(t *testing.T) (*game.Game, game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Seed: 3, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	mining, err := g.Put(0, zone.Battlefield, card.AggressiveMining, game.PutOptions{})
	require.NoError(t, err)
	var forest game.ObjectID
	for range 2 {
		forest, err = g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
		require.NoError(t, err)
	}
	for range 8 {
		for p := range 2 {
			_, err = g.Put(game.PlayerID(p), zone.Library, card.Island, game.PutOptions{})
			require.NoError(t, err)
		}
	}
	require.NoError(t, g.Start(1, 0, game.Main1))
	require.NoError(t, g.Activate(0, mining, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: forest}))
	require.NoError(t, g.PassUntilResolved())
	return g, mining
}

// The restriction survives a save and a clone, and ends with the turn
// (CR 602.5b): the loaded game refuses a second activation this turn and
// allows one on Alice's next turn.
func TestOnceEachTurnSavedAndLoaded(t *testing.T) {
	g, mining := onceGame(t)
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	require.Contains(t, b.String(), `"onceUsed"`)
	l, err := game.Load(&b, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	for _, x := range []*game.Game{g, l, g.Clone()} {
		err := x.Activate(0, mining, 0)
		require.ErrorIs(t, err, game.ErrNotAllowed, "once each turn (CR 602.5b)")
		for x.Turn() < 3 && !x.Over() {
			require.NoError(t, x.Pass(x.Pending().Player))
		}
		require.Equal(t, game.PlayerID(0), x.ActivePlayer())
		for x.Step() != game.Main1 {
			require.NoError(t, x.Pass(x.Pending().Player))
		}
		require.NoError(t, x.Activate(0, mining, 0), "a new turn (CR 602.5b)")
	}
}

// A save's onceUsed list is checked entry by entry, each refusal naming
// its path and changing nothing; a save of an earlier version marks the
// permanent (objects[].onceTurn) and still restricts its ability.
func TestOnceEachTurnBadSaves(t *testing.T) {
	g, mining := onceGame(t)
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	var base map[string]any
	require.NoError(t, json.Unmarshal(b.Bytes(), &base))
	load := func(edit func(f map[string]any)) (*game.Game, error) {
		var f map[string]any
		require.NoError(t, json.Unmarshal(b.Bytes(), &f))
		edit(f)
		out, err := json.Marshal(f)
		require.NoError(t, err)
		return game.Load(bytes.NewReader(out), card.Default())
	}
	entry := func(f map[string]any) map[string]any {
		return f["onceUsed"].([]any)[0].(map[string]any)
	}
	forest := float64(0)
	for _, id := range g.Zone(0, zone.Battlefield) {
		if o, _ := g.Object(id); o.Card == card.Forest {
			forest = float64(id)
		}
	}
	for _, c := range []struct {
		name, path string
		edit       func(f map[string]any)
	}{
		{"ability of no such index", "onceUsed[0].ability", func(f map[string]any) { entry(f)["ability"] = 3.0 }},
		{"an ability without the restriction", "onceUsed[0].ability", func(f map[string]any) { entry(f)["object"] = forest }},
		{"a grantor for its own ability", "onceUsed[0].grantor", func(f map[string]any) { entry(f)["grantor"] = float64(mining) }},
		{"no object", "onceUsed[0].object", func(f map[string]any) { entry(f)["object"] = 0.0 }},
		{"listed twice", "onceUsed[1]", func(f map[string]any) {
			f["onceUsed"] = append(f["onceUsed"].([]any), entry(f))
		}},
	} {
		_, err := load(c.edit)
		var se *game.SaveError
		require.True(t, errors.As(err, &se), "%s: %v", c.name, err)
		require.Equal(t, c.path, se.Path, "%s: %v", c.name, err)
	}

	// An earlier version's mark: objects[slot].onceTurn is this turn (1).
	l, err := load(func(f map[string]any) {
		delete(f, "onceUsed")
		objs := f["objects"].([]any)
		objs[int(mining&0xffff)-1].(map[string]any)["onceTurn"] = 1.0
	})
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	require.ErrorIs(t, l.Activate(0, mining, 0), game.ErrNotAllowed)
	_, err = load(func(f map[string]any) {
		objs := f["objects"].([]any)
		objs[int(mining&0xffff)-1].(map[string]any)["onceTurn"] = 2.0
	})
	var se *game.SaveError
	require.True(t, errors.As(err, &se), "%v", err)
	require.Contains(t, se.Path, ".onceTurn")
}
