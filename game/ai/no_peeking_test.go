package ai_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// loadDeckFile resolves the decklist at path.
func loadDeckFile(t *testing.T, path string) []*card.Definition {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	list, err := card.ParseDecklist(path, f)
	require.NoError(t, err)
	defs, err := list.Resolve(card.Default(), card.ValidateOptions{})
	require.NoError(t, err)
	return defs
}

// The heuristic player doesn't peek (CR 401.2, 402.3): at every decision
// of random games of every deck in testdata/decks (two to four players,
// Two-Headed Giant), its choice, the options and their ratings are the
// same in the game and in copies dealt again from the deciding player's
// view (game.Determinize), which differ from it only in what that player
// can't see.
func TestHeuristicDoesNotPeek(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "..", "testdata", "decks", "*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	decks := make([][]*card.Definition, len(paths))
	for i, p := range paths {
		decks[i] = loadDeckFile(t, p)
	}
	h1, h2 := ai.NewHeuristic(), ai.NewHeuristic()
	diffs := map[game.DecisionKind]int{}
	checked := 0
	for i := 0; i < 60; i++ {
		seats, v := 2+i%3, game.FreeForAll
		if i%4 == 3 {
			seats, v = 4, game.TwoHeadedGiant
		}
		cfg := game.Config{Seed: uint64(100 + i), NoEvents: true, Rules: game.Rules{Variant: v}}
		for j := 0; j < seats; j++ {
			cfg.Players = append(cfg.Players, game.PlayerConfig{Name: string(rune('A' + j)), Deck: decks[(i*5+3*j)%len(decks)]})
		}
		g, err := game.New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(cfg.Seed, 3))
		var buf []game.Action
		for n := 0; n < 3000 && !g.Over(); n++ {
			buf = g.LegalActions(buf[:0])
			me := g.Pending().Player
			if len(buf) > 1 {
				checked++
				want := h1.Choose(g)
				for k := uint64(0); k < 3; k++ {
					d := g.Determinize(me, 7+k)
					got := h2.Choose(d)
					if !want.Equal(d.Canonical(got)) && !g.Canonical(want).Equal(d.Canonical(got)) {
						diffs[g.Pending().Kind]++
						if diffs[g.Pending().Kind] <= 3 {
							t.Errorf("game %d n %d %v: %+v vs %+v", i, n, g.Pending().Kind, want, got)
						}
						break
					}
					ob := d.LegalActions(nil)
					if len(ob) != len(buf) {
						t.Errorf("game %d n %d %v: options %d vs %d", i, n, g.Pending().Kind, len(buf), len(ob))
					} else {
						for x := range ob {
							if ai.Rate(g, buf[x]) != ai.Rate(d, ob[x]) {
								t.Errorf("game %d n %d: rate differs %+v", i, n, buf[x])
								break
							}
						}
					}
				}
			}
			k := r.IntN(len(buf))
			if buf[k].Kind == game.ActPass && len(buf) > 1 && r.IntN(3) > 0 {
				k = 1 + r.IntN(len(buf)-1)
			}
			if r.IntN(2) == 0 {
				buf[k] = h1.Choose(g)
			}
			require.NoError(t, g.Apply(buf[k]))
		}
	}
	require.Greater(t, checked, 1000, "decisions with a choice were checked")
	t.Logf("checked %d decisions", checked)
}
