package game_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// The methods that copy or record a game only read it (the Game doc):
// goroutines that call them at once on one game each get what one
// goroutine alone gets, and the game is unchanged. Run with -race, the
// test also checks that none of them writes to the shared game.
func TestReadersShareAGame(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		cfg := deckConfig(t, seed)
		g := randomGame(t, cfg, 300)
		fp, save := g.Fingerprint(), saveBytes(t, g)
		want := g.Determinize(1, 9).Fingerprint()
		var wg sync.WaitGroup
		errs := make(chan string, 64)
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var into, det *game.Game
				for i := 0; i < 8; i++ {
					if g.Clone().Fingerprint() != fp {
						errs <- "Clone"
					}
					if into = g.CloneInto(into); into.Fingerprint() != fp {
						errs <- "CloneInto"
					}
					if det = g.DeterminizeInto(det, 1, 9); det.Fingerprint() != want {
						errs <- "DeterminizeInto"
					}
					var buf bytes.Buffer
					if err := g.Save(&buf); err != nil || !bytes.Equal(buf.Bytes(), save) {
						errs <- "Save"
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for what := range errs {
			t.Errorf("seed %d: %s on a shared game gave another result", seed, what)
		}
		require.Equal(t, fp, g.Fingerprint(), "the shared game is unchanged")
	}
}

// Determinize's copies drop the game's recorded events and action log
// (its doc), so they don't copy them: a copy of a game with many events
// and a long log allocates what a copy of the same game played without
// them does.
func TestDeterminizeCopiesNoHistory(t *testing.T) {
	cfg := deckConfig(t, 4)
	g := randomGame(t, cfg, 400)
	require.NotEmpty(t, g.Events())
	require.NotEmpty(t, g.ActionLog())
	cfg.NoEvents, cfg.RecordActions = true, false
	plain := randomGame(t, cfg, 400)
	require.Equal(t, g.Fingerprint(), plain.Fingerprint(), "the same game, without events and log")
	require.Empty(t, plain.Events())
	require.Empty(t, plain.ActionLog())
	with := testing.AllocsPerRun(20, func() { g.Determinize(0, 3) })
	without := testing.AllocsPerRun(20, func() { plain.Determinize(0, 3) })
	require.Equal(t, without, with, "events or the action log copied for nothing")
	c := g.Determinize(0, 3)
	require.Empty(t, c.Events())
	require.Empty(t, c.ActionLog())
	require.Equal(t, plain.Determinize(0, 3).Fingerprint(), c.Fingerprint())
}
