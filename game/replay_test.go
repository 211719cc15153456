package game_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A game set up with NewEmpty, Put and Start replays from a clone of its
// start position; the start is left as it was.
func TestReplayFromSetup(t *testing.T) {
	g, err := game.NewEmpty(game.Config{RecordActions: true, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for i := 0; i < 20; i++ {
		_, err = g.Put(game.PlayerID(i%2), zone.Library, []*card.Definition{card.Mountain, card.LightningStrike, card.RuneclawBear, card.Forest}[i%4], game.PutOptions{})
		require.NoError(t, err)
	}
	_, err = g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	require.NoError(t, err)
	_, err = g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	require.NoError(t, err)
	_, err = g.Put(1, zone.Battlefield, card.Forest, game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(2, 0, game.Main1))
	start := g.Clone()
	before := start.Fingerprint()
	r := rand.New(rand.NewPCG(4, 4))
	var fps []uint64
	var buf []game.Action
	for !g.Over() {
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
		fps = append(fps, g.Fingerprint())
	}
	re, err := game.ReplayFrom(start, g.ActionLog())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), re.Fingerprint())
	require.Equal(t, before, start.Fingerprint(), "ReplayFrom leaves the start untouched")
	step := start.Clone()
	require.NoError(t, step.ApplyLog(g.ActionLog(), func(i int, s *game.Game) {
		require.Equal(t, fps[i], s.Fingerprint(), "after action %d", i)
	}))
}

// A log that does not fit the game stops at the first refused action
// with a *ReplayError that wraps ErrReplay and the refusal.
func TestReplayDiverges(t *testing.T) {
	cfg := mixedConfig(5)
	cfg.RecordActions = true
	g, err := game.New(cfg)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(5, 5))
	var buf []game.Action
	for i := 0; i < 50; i++ {
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
	}
	log := append([]game.Action(nil), g.ActionLog()...)
	other := mixedConfig(6) // another shuffle: the log no longer fits
	_, err = game.Replay(other, log)
	var re *game.ReplayError
	require.True(t, errors.As(err, &re), "%v", err)
	require.ErrorIs(t, err, game.ErrReplay)
	require.ErrorIs(t, err, game.ErrIllegal)
	require.Equal(t, log[re.Index], re.Action)
	require.Contains(t, err.Error(), fmt.Sprintf("at action %d", re.Index))

	// The same config replays it.
	back, err := game.Replay(cfg, log)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), back.Fingerprint())
	require.Equal(t, log, back.ActionLog(), "the replayed game records the same log")

	_, err = game.Replay(game.Config{}, log)
	require.ErrorIs(t, err, game.ErrBadConfig)
	_, err = game.ReplayFrom(nil, log)
	require.ErrorIs(t, err, game.ErrBadConfig)
}

// A saved game keeps its action log, so it still replays from its config.
func TestReplayAfterLoad(t *testing.T) {
	g := sampleGame(t)
	h, err := game.Load(bytes.NewReader(saveBytes(t, g)), nil)
	require.NoError(t, err)
	cfg := mixedConfig(7)
	re, err := game.Replay(cfg, h.ActionLog())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), re.Fingerprint())
}

// A game created with RecordActions is rebuilt from its config and log.
func ExampleReplay() {
	cfg := mixedConfig(2)
	cfg.RecordActions = true
	g, _ := game.New(cfg)
	r := rand.New(rand.NewPCG(2, 2))
	for i := 0; i < 100 && !g.Over(); i++ {
		opts := g.LegalActions(nil)
		g.Apply(opts[r.IntN(len(opts))])
	}
	again, err := game.Replay(cfg, g.ActionLog())
	fmt.Println(err, len(g.ActionLog()), again.Fingerprint() == g.Fingerprint())
	// Output:
	// <nil> 100 true
}
