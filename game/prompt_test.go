package game_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// testDecks loads the decklists of testdata/decks, sorted by file name.
func testDecks(t testing.TB) [][]*card.Definition {
	t.Helper()
	paths, err := filepath.Glob("../testdata/decks/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	var decks [][]*card.Definition
	for _, p := range paths {
		decks = append(decks, loadDeck(t, p))
	}
	return decks
}

// loadDeck loads the decklist in file path.
func loadDeck(t testing.TB, path string) []*card.Definition {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	list, err := card.ParseDecklist(path, f)
	require.NoError(t, err)
	deck, err := list.Resolve(card.Default(), card.ValidateOptions{})
	require.NoError(t, err)
	return deck
}

// wordsConfigs are games of 2 to 4 players, free-for-all and Two-Headed
// Giant, with the full start (CR 103) and the test decks.
func wordsConfigs(t testing.TB, games int) []game.Config {
	decks := testDecks(t)
	var out []game.Config
	for i := 0; i < games; i++ {
		n, v := 2+i%3, game.FreeForAll
		if i%4 == 3 {
			n, v = 4, game.TwoHeadedGiant
		}
		cfg := game.Config{Seed: uint64(100 + i), Rules: game.Rules{Variant: v}}
		for j := 0; j < n; j++ {
			cfg.Players = append(cfg.Players, game.PlayerConfig{Name: string(rune('A' + j)), Deck: decks[(i+j)%len(decks)]})
		}
		out = append(out, cfg)
	}
	return out
}

// walkGames plays the configs with random legal actions, at most limit
// actions each, calling visit at every decision with its options.
func walkGames(t *testing.T, cfgs []game.Config, limit int, visit func(g *game.Game, opts []game.Action)) {
	t.Helper()
	var buf []game.Action
	for _, cfg := range cfgs {
		g, err := game.New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(cfg.Seed, 19))
		for i := 0; i < limit && !g.Over(); i++ {
			buf = g.LegalActions(buf[:0])
			visit(g, buf)
			// Prefer doing something to passing, so games reach combat
			// and the stack.
			k := r.IntN(len(buf))
			if buf[k].Kind == game.ActPass && len(buf) > 1 && r.IntN(3) > 0 {
				k = 1 + r.IntN(len(buf)-1)
			}
			require.NoError(t, g.Apply(buf[k]))
		}
	}
}

// Every decision has a prompt, and every option a text, in English and
// Simplified Chinese, written from the game's data (issue 19, "Words").
func TestPromptsAndOptionTexts(t *testing.T) {
	seen := map[game.DecisionKind]bool{}
	acts := map[game.ActionKind]bool{}
	walkGames(t, wordsConfigs(t, 24), 2500, func(g *game.Game, opts []game.Action) {
		d := g.Pending()
		seen[d.Kind] = true
		for _, lang := range []game.Lang{game.English, game.Chinese} {
			p := g.Prompt(lang)
			require.NotEmpty(t, p)
			require.NotContains(t, p, "decide (", "%v has no prompt of its own", d.Kind)
			require.Contains(t, p, g.PlayerName(d.Player), "the prompt names who decides")
			for _, a := range opts {
				acts[a.Kind] = true
				s := g.Describe(a, lang)
				require.NotEmpty(t, s, "%+v", a)
				require.NotContains(t, s, "Unknown action", "%+v", a)
				require.NotContains(t, s, "Choose %d", "%+v", a)
			}
		}
		for _, a := range g.OtherActions(nil) {
			acts[a.Kind] = true
			require.NotEmpty(t, g.Describe(a, game.English))
			require.NotEmpty(t, g.Describe(a, game.Chinese))
		}
		// Options are told apart by their texts.
		for _, lang := range []game.Lang{game.English, game.Chinese} {
			texts := map[string]bool{}
			for _, a := range opts {
				texts[g.Describe(a, lang)] = true
			}
			require.Len(t, texts, len(opts), "two options read the same in %v:\n%s", d.Kind, strings.Join(describeAll(g, opts, lang), "\n"))
		}
	})
	for _, k := range []game.DecisionKind{game.DecidePriority, game.DecideAttackers, game.DecideBlockers, game.DecideDiscard,
		game.DecideStartingPlayer, game.DecideMulligan, game.DecideBottom} {
		require.True(t, seen[k], "no %v decision was reached", k)
	}
	for _, k := range []game.ActionKind{game.ActPass, game.ActPlayLand, game.ActCast, game.ActActivate, game.ActActivateMana,
		game.ActDiscard, game.ActDeclareAttackers, game.ActDeclareBlockers, game.ActChoose} {
		require.True(t, acts[k], "no %v option was listed", k)
	}
}

func describeAll(g *game.Game, opts []game.Action, lang game.Lang) []string {
	out := make([]string, len(opts))
	for i, a := range opts {
		out[i] = g.Describe(a, lang)
	}
	return out
}

// Alike objects are told apart by the same number in option texts and
// log lines (issue 19): "Mountain (#12)".
func TestAlikeObjectsNumbered(t *testing.T) {
	g := randomGame(t, seatsConfig(2, game.FreeForAll, 5), 400)
	byName := map[string][]game.ObjectID{}
	for p := game.PlayerID(0); p < 2; p++ {
		for _, id := range g.Zone(p, zone.Battlefield) {
			o, _ := g.Object(id)
			byName[o.Card.Name] = append(byName[o.Card.Name], id)
		}
	}
	ids := byName["Mountain"]
	require.GreaterOrEqual(t, len(ids), 2, "the game has two Mountains on the battlefield")
	seen := map[string]bool{}
	for _, id := range ids {
		o, _ := g.Object(id)
		e := game.Event{Kind: game.EventTap, Object: id, Card: o.Card, Player: o.Controller}
		line := g.EventLine(e, game.English)
		opt := g.Describe(game.Action{Kind: game.ActDiscard, Player: o.Controller, Object: id}, game.English)
		require.Regexp(t, `^Discard Mountain \(#\d+\)$`, opt)
		tag := strings.TrimPrefix(opt, "Discard Mountain")
		require.Equal(t, g.PlayerName(o.Controller)+" taps Mountain"+tag+".", line)
		require.Equal(t, line, g.ViewEventLine(g.FilterEvents(1, []game.Event{e}, nil)[0], game.English))
		// Chinese writes the tag in full-width brackets: "山脉（#12）".
		require.Contains(t, g.EventLine(e, game.Chinese), "山脉（"+strings.TrimSuffix(strings.TrimPrefix(tag, " ("), ")")+"）")
		require.False(t, seen[tag], "each Mountain has its own number")
		seen[tag] = true
	}
}
