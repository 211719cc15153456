package game_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

var update = flag.Bool("update", false, "rewrite the JSON golden files in testdata/json")

// viewerOptions returns the legal actions of the pending decision as the
// deciding player's View lists them: in Two-Headed Giant, without the
// teammate's own plays.
func viewerOptions(g *game.Game, opts []game.Action) []game.Action {
	p := g.Pending().Player
	var out []game.Action
	for _, a := range opts {
		if a.Player != p {
			switch a.Kind {
			case game.ActPass, game.ActDeclareAttackers, game.ActDeclareBlockers, game.ActChoose:
				a.Player = p
			default:
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

// Every option of every view, written as JSON and read back, turns into
// the very action listed (issue 19: a JSON a client can use).
func TestOptionsJSONRoundTrip(t *testing.T) {
	n := 0
	walkGames(t, wordsConfigs(t, 8), 1500, func(g *game.Game, opts []game.Action) {
		p := g.Pending().Player
		v := g.View(p)
		want := viewerOptions(g, opts)
		require.Len(t, v.Pending.Options, len(want))
		for i, va := range v.Pending.Options {
			b, err := json.Marshal(va)
			require.NoError(t, err)
			require.NotContains(t, string(b), `"kind":1`, "kinds are words")
			var back game.ViewAction
			require.NoError(t, json.Unmarshal(b, &back), "%s", b)
			a, err := g.ActionFromView(p, back)
			require.NoError(t, err, "%s", b)
			require.True(t, a.Equal(want[i]), "%s\n read back as %+v\n listed     %+v", b, a, want[i])
			n++
		}
	})
	require.Greater(t, n, 5000)
}

// Views and events marshal to JSON and back without loss of what JSON
// holds, and "no target" never reads as a player.
func TestEventsJSONRoundTrip(t *testing.T) {
	walkGames(t, wordsConfigs(t, 4), 800, func(g *game.Game, _ []game.Action) {
		for _, e := range g.EventsFor(0) {
			b, err := json.Marshal(e)
			require.NoError(t, err)
			var back game.ViewEvent
			require.NoError(t, json.Unmarshal(b, &back))
			b2, err := json.Marshal(back)
			require.NoError(t, err)
			require.JSONEq(t, string(b), string(b2))
			if !e.HasTarget {
				require.NotContains(t, string(b), `"target"`)
			}
			require.Equal(t, g.ViewEventLine(e, game.English), g.ViewEventLine(withCards(e), game.English))
		}
		g.ClearEvents()
	})
}

// withCards returns e as read back from JSON would be, with its cards
// kept (JSON names cards by name only).
func withCards(e game.ViewEvent) game.ViewEvent {
	b, _ := json.Marshal(e)
	var back game.ViewEvent
	_ = json.Unmarshal(b, &back)
	back.Card, back.SourceCard, back.Target.Card = e.Card, e.SourceCard, e.Target.Card
	for i := range back.Targets {
		back.Targets[i].Card = e.Targets[i].Card
	}
	return back
}

// A refused action's error has a JSON form naming its kind as a word.
func TestRuleErrorJSON(t *testing.T) {
	g, err := game.New(seatsConfig(2, game.FreeForAll, 1))
	require.NoError(t, err)
	fp := g.Fingerprint()
	err = g.Apply(game.Action{Kind: game.ActCast, Player: g.Pending().Player, Object: 1})
	var re *game.RuleError
	require.ErrorAs(t, err, &re)
	require.Equal(t, fp, g.Fingerprint())
	b, err := json.Marshal(re)
	require.NoError(t, err)
	require.Contains(t, string(b), `"kind":"not-your-decision","rule":"116.1"`)
	require.Contains(t, string(b), `"message":`)
	var back game.RuleError
	require.NoError(t, json.Unmarshal(b, &back))
	require.ErrorIs(t, &back, game.ErrNotYourDecision)
	require.Equal(t, re.Error(), back.Error())

	// A refused setup call keeps its sentinel through JSON too, and
	// reads as a configuration error, not an illegal action.
	e, err := game.NewEmpty(seatsConfig(2, game.FreeForAll, 1))
	require.NoError(t, err)
	_, err = e.Put(0, zone.Battlefield, card.Define(card.Definition{Name: "Nothing"}), game.PutOptions{})
	require.ErrorAs(t, err, &re)
	b, err = json.Marshal(re)
	require.NoError(t, err)
	require.Contains(t, string(b), `"kind":"bad-config"`)
	back = game.RuleError{}
	require.NoError(t, json.Unmarshal(b, &back))
	require.ErrorIs(t, &back, game.ErrBadConfig)
	require.NotErrorIs(t, &back, game.ErrIllegal)
	require.Equal(t, re.Error(), back.Error())
	require.Contains(t, back.Error(), `"Nothing" has no card type`)
}

// goldenGame plays a fixed two-player game (Black-Green against
// Blue-Black Waste Not, named so that new decks leave it alone) with seeded random
// actions until turn 5, clearing the events at the start of turn 4.
func goldenGame(t *testing.T) *game.Game {
	cfg := wordsConfigs(t, 1)[0]
	cfg.Players[0].Deck = loadDeck(t, "../testdata/decks/black-green.txt")
	cfg.Players[1].Deck = loadDeck(t, "../testdata/decks/blue-black-waste-not.txt")
	g, err := game.New(cfg)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(5, 19))
	cleared := false
	for !g.Over() && g.Turn() < 5 {
		if g.Turn() == 4 && !cleared {
			g.ClearEvents()
			cleared = true
		}
		opts := g.LegalActions(nil)
		k := r.IntN(len(opts))
		if opts[k].Kind == game.ActPass && len(opts) > 1 && r.IntN(3) > 0 {
			k = 1 + r.IntN(len(opts)-1)
		}
		require.NoError(t, g.Apply(opts[k]))
	}
	return g
}

// The JSON of a view, its options and an event log match the golden files
// in testdata/json (go test ./game -run TestJSONGolden -update rewrites
// them).
func TestJSONGolden(t *testing.T) {
	g := goldenGame(t)
	p := g.Pending().Player
	v := g.View(p)
	check := func(name string, x any) {
		got, err := json.MarshalIndent(x, "", "  ")
		require.NoError(t, err)
		got = append(got, '\n')
		path := filepath.Join("..", "testdata", "json", name)
		if *update {
			require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
			require.NoError(t, os.WriteFile(path, got, 0o644))
		}
		want, err := os.ReadFile(path)
		require.NoError(t, err)
		require.True(t, bytes.Equal(want, got), "%s differs; run go test ./game -run TestJSONGolden -update\n%s", name, got)
	}
	check("view.json", v)
	check("options.json", v.Pending.Options)
	check("events.json", g.EventsFor(p))
}

// OptionsFor lists exactly the options that act with the object, or with
// an identical card the listing names in its place (each then naming the
// object, and accepted).
func TestOptionsFor(t *testing.T) {
	hits, twins := 0, 0
	walkGames(t, wordsConfigs(t, 3), 600, func(g *game.Game, opts []game.Action) {
		p := g.Pending().Player
		all := g.OtherActions(append([]game.Action(nil), opts...))
		for _, s := range append(g.Zone(p, zone.Hand), g.Zone(p, zone.Battlefield)...) {
			got := g.OptionsFor(p, s)
			n := 0
			for _, a := range all {
				if a.Player == p && (actsWith(a, s) || twinOption(g, a, s)) {
					n++
				}
			}
			require.Len(t, got, n)
			for _, a := range got {
				require.True(t, actsWith(a, s))
				if !slices.ContainsFunc(all, a.Equal) {
					require.NoError(t, g.Clone().Apply(a), "a twin's option")
					twins++
				}
				hits++
			}
		}
	})
	require.Greater(t, hits, 100)
	require.Greater(t, twins, 10)
}

func actsWith(a game.Action, id game.ObjectID) bool {
	if a.Object == id || a.Discard == id {
		return true
	}
	for _, at := range a.Attackers {
		if at.Attacker == id {
			return true
		}
	}
	for _, b := range a.Blockers {
		if b.Blocker == id {
			return true
		}
	}
	if a.Kind == game.ActChooseTargets {
		for _, t := range a.TargetList() {
			if !t.IsPlayer() && game.ObjectID(t.Object) == id {
				return true
			}
		}
	}
	return false
}

// twinOption reports whether a names a card identical to obj, which
// the listing names in obj's place: a with obj is a in canonical form.
func twinOption(g *game.Game, a game.Action, obj game.ObjectID) bool {
	b, c := a, a
	b.Object, c.Discard = obj, obj
	return a.Object != 0 && g.Canonical(b).Equal(a) || a.Discard != 0 && g.Canonical(c).Equal(a)
}

// A view maps each object to the options it acts in, as OptionsFor lists
// them among the view's options (a card identical to one an option names
// too).
func TestViewByObject(t *testing.T) {
	maps := 0
	walkGames(t, wordsConfigs(t, 3), 600, func(g *game.Game, _ []game.Action) {
		p := g.Pending().Player
		v := g.View(p)
		for id, idx := range v.Pending.ByObject {
			obj, ok := g.ObjectFromView(p, id)
			require.True(t, ok)
			for _, i := range idx {
				a, err := g.ActionFromView(p, v.Pending.Options[i])
				require.NoError(t, err)
				require.True(t, actsWith(a, obj) || twinOption(g, a, obj), "option %d for %v", i, obj)
			}
			maps++
		}
		for i, va := range v.Pending.Options {
			if va.Object != 0 {
				require.Contains(t, v.Pending.ByObject[va.Object], i)
			}
		}
	})
	require.Greater(t, maps, 100)
}
