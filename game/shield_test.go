package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// shieldGame is a game with a regeneration shield on Ancient Silverback
// (CR 701.13a) and its save.
func shieldGame(t *testing.T) (*game.Game, game.ObjectID, []byte) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	ape, _ := g.Put(0, zone.Battlefield, card.AncientSilverback, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	for range 4 {
		g.Put(1, zone.Battlefield, card.Mountain, game.PutOptions{})
	}
	g.Put(1, zone.Hand, card.LightningStrike, game.PutOptions{})
	g.Put(1, zone.Hand, card.LightningStrike, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, ape, 0))
	require.NoError(t, g.PassUntilResolved())
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	return g, ape, b.Bytes()
}

// A regeneration shield is state: it survives a save and load with the
// same fingerprint, and the loaded game regenerates the creature too.
func TestShieldSaveAndLoad(t *testing.T) {
	g, ape, data := shieldGame(t)
	loaded, err := game.Load(bytes.NewReader(data), card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
	for _, h := range []*game.Game{g, loaded, g.Clone()} {
		require.NoError(t, h.Pass(0))
		for _, ls := range h.Zone(1, zone.Hand) {
			require.NoError(t, h.Cast(1, ls, game.ObjectTarget(ape)))
			require.NoError(t, h.PassUntilResolved())
			if h.Pending().Player == 0 {
				require.NoError(t, h.Pass(0))
			}
		}
		o, ok := h.Object(ape)
		require.True(t, ok, "regenerated, not destroyed (CR 701.13a)")
		require.True(t, o.Tapped)
		require.Equal(t, 0, o.Damage)
	}
}

// Load refuses a damaged shield list with the path of the problem and
// changes nothing.
func TestLoadRejectsBadShields(t *testing.T) {
	_, _, good := shieldGame(t)
	for name, f := range map[string]func(sh map[string]any){
		"unknown kind":         func(sh map[string]any) { sh["kind"] = "freeze" },
		"no object":            func(sh map[string]any) { delete(sh, "object") },
		"missing slot":         func(sh map[string]any) { sh["object"] = 1 << 30 },
		"player out of range":  func(sh map[string]any) { sh["player"] = 7 },
		"colour out of range":  func(sh map[string]any) { sh["kind"] = "prevent"; sh["colors"] = []string{"C"} },
		"regen with a colour":  func(sh map[string]any) { sh["colors"] = []string{"W"} },
		"regen with a player ": func(sh map[string]any) { sh["player"] = 1 },
	} {
		data := mutate(t, good, func(m map[string]any) { f(m["shields"].([]any)[0].(map[string]any)) })
		_, err := game.Load(bytes.NewReader(data), card.Default())
		require.Error(t, err, name)
		require.True(t, errors.Is(err, game.ErrBadSave), name)
		var se *game.SaveError
		require.True(t, errors.As(err, &se), name)
		require.Contains(t, se.Path, "shields[0]", name)
	}
	data := mutate(t, good, func(m map[string]any) {
		sh := m["shields"].([]any)
		for len(sh) <= 1<<12 {
			sh = append(sh, sh[0])
		}
		m["shields"] = sh
	})
	_, err := game.Load(bytes.NewReader(data), card.Default())
	require.ErrorIs(t, err, game.ErrBadSave, "too many shields")
}
