package game_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// fullConfig is mixedConfig begun with the start of CR 103, recording
// its actions.
func fullConfig(seed uint64) game.Config {
	cfg := mixedConfig(seed)
	cfg.Start = game.StartFull
	cfg.RecordActions = true
	return cfg
}

// The library default is the full start: the first decision is the
// choice of the starting player, by a player the seed picks (CR 103.2);
// no turn has begun and the hands are not dealt yet.
func TestNewBeginsWithTheStart(t *testing.T) {
	choosers := map[game.PlayerID]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		cfg := mixedConfig(seed)
		cfg.Start = 0 // the zero value
		g, err := game.New(cfg)
		require.NoError(t, err)
		d := g.Pending()
		require.Equal(t, game.DecideStartingPlayer, d.Kind)
		require.True(t, g.InOpening())
		require.Equal(t, 0, g.Turn(), "no turn before the start is done")
		require.Equal(t, game.NoPlayer, g.StartingPlayer())
		require.Zero(t, g.ZoneLen(0, zone.Hand))
		choosers[d.Player] = true
		again, _ := game.New(cfg)
		require.Equal(t, d.Player, again.Pending().Player, "the seed picks the chooser")
		require.Len(t, g.LegalActions(nil), 2, "one option per player")
	}
	require.Len(t, choosers, 2, "either player may be picked to choose")
}

// StartDealt is the engine's earlier start: seven cards each, the first
// listed player's priority in the upkeep of turn 1; StartingSeat fixes
// the starting player in it too.
func TestStartDealt(t *testing.T) {
	g, err := game.New(mixedConfig(3))
	require.NoError(t, err)
	require.Equal(t, game.Decision{Kind: game.DecidePriority, Player: 0}, g.Pending())
	require.Equal(t, game.Upkeep, g.Step())
	require.Equal(t, 7, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 7, g.ZoneLen(1, zone.Hand))
	require.Equal(t, game.PlayerID(0), g.StartingPlayer())
	require.False(t, g.InOpening())

	cfg := mixedConfig(3)
	cfg.StartingSeat = 2
	g, err = game.New(cfg)
	require.NoError(t, err)
	require.Equal(t, game.Decision{Kind: game.DecidePriority, Player: 1}, g.Pending())
	require.Equal(t, game.PlayerID(1), g.StartingPlayer())
}

// A fixed starting seat skips the choice: the starting player declares
// first (CR 103.4).
func TestStartingSeat(t *testing.T) {
	for seat := 1; seat <= 2; seat++ {
		cfg := fullConfig(4)
		cfg.StartingSeat = seat
		g, err := game.New(cfg)
		require.NoError(t, err)
		require.Equal(t, game.Decision{Kind: game.DecideMulligan, Player: game.PlayerID(seat - 1), Count: 7}, g.Pending())
		require.Equal(t, game.PlayerID(seat-1), g.StartingPlayer())
		require.Equal(t, 7, g.ZoneLen(0, zone.Hand))
		require.Equal(t, 7, g.ZoneLen(1, zone.Hand))
	}
}

// Bad start options are refused once, in New, with ErrBadConfig.
func TestStartConfigErrors(t *testing.T) {
	for _, f := range []func(*game.Config){
		func(c *game.Config) { c.StartingSeat = 3 },
		func(c *game.Config) { c.StartingSeat = -1 },
		func(c *game.Config) { c.Start = 9 },
		func(c *game.Config) { c.Rules.Mulligan = 9 },
	} {
		cfg := mixedConfig(1)
		f(&cfg)
		_, err := game.New(cfg)
		require.ErrorIs(t, err, game.ErrBadConfig)
	}
	var r game.Rules
	require.NoError(t, r.Set("mulligan", "paris"))
	require.Equal(t, game.MulliganParis, r.Mulligan)
	require.NoError(t, r.Set("mulligan", "2017"))
	require.Equal(t, game.MulliganVancouver, r.Mulligan)
	require.ErrorIs(t, r.Set("mulligan", "london"), game.ErrBadConfig)
}

// Wrong answers to the start's decisions are refused citing CR 103.2 or
// 103.4, and change nothing.
func TestStartRefusals(t *testing.T) {
	g, err := game.New(fullConfig(5))
	require.NoError(t, err)
	chooser := g.Pending().Player
	refused := func(rule string, a game.Action) {
		t.Helper()
		before := g.Fingerprint()
		err := g.Apply(a)
		var re *game.RuleError
		require.True(t, errors.As(err, &re), "%v", err)
		require.Equal(t, rule, re.Rule, "%v", err)
		require.Equal(t, before, g.Fingerprint())
	}
	refused("103.2", game.Action{Kind: game.ActChoose, Player: chooser, Choice: 2})
	refused("", game.Action{Kind: game.ActChoose, Player: chooser, Choice: -1}) // malformed: no player is negative
	refused("116.1", game.Action{Kind: game.ActChoose, Player: 1 - chooser, Choice: 0})
	refused("116.1", game.Action{Kind: game.ActPass, Player: chooser})
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: chooser, Choice: 1}))
	require.Equal(t, game.PlayerID(1), g.StartingPlayer())
	require.Equal(t, game.DecideMulligan, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "the starting player declares first")
	refused("103.4", game.Action{Kind: game.ActChoose, Player: 1, Choice: 2})
	refused("116.1", game.Action{Kind: game.ActChoose, Player: 0, Choice: 0})
}

// Every decision of a full start saves and loads, clones and replays to
// the same state, and loads validate it (docs/design.md: determinism).
func TestStartRoundTrips(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		cfg := fullConfig(seed)
		cfg.Rules.Mulligan = game.Mulligan(seed % 2)
		g, err := game.New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 3))
		var buf []game.Action
		for g.InOpening() {
			fp := g.Fingerprint()
			require.Equal(t, fp, g.Clone().Fingerprint())
			var b bytes.Buffer
			require.NoError(t, g.Save(&b))
			loaded, err := game.Load(&b, card.Default())
			require.NoError(t, err, "seed %d at %s", seed, g.Pending().Kind)
			require.Equal(t, fp, loaded.Fingerprint())
			require.Equal(t, g.LegalActions(nil), loaded.LegalActions(nil))
			re, err := game.Replay(cfg, g.ActionLog())
			require.NoError(t, err)
			require.Equal(t, fp, re.Fingerprint())
			buf = g.LegalActions(buf[:0])
			// Mulligan more often than at random, to reach small hands.
			a := buf[r.IntN(len(buf))]
			if g.Pending().Kind == game.DecideMulligan && len(buf) == 2 && r.IntN(3) > 0 {
				a = buf[1]
			}
			require.NoError(t, g.Apply(a))
		}
		require.Equal(t, 1, g.Turn())
		require.Equal(t, g.StartingPlayer(), g.ActivePlayer())
		require.NoError(t, g.CheckInvariants())
	}
}

// Load refuses saves whose start of the game is inconsistent.
func TestLoadRejectsBadStarts(t *testing.T) {
	cfg := fullConfig(6)
	cfg.StartingSeat = 1
	g, err := game.New(cfg)
	require.NoError(t, err)
	good := saveBytes(t, g) // Alice declares
	opening := func(m map[string]any) map[string]any { return m["opening"].(map[string]any) }
	cases := []struct {
		name, path string
		f          func(m map[string]any)
	}{
		{"bad stage", "opening.stage", func(m map[string]any) { opening(m)["stage"] = "dice" }},
		{"seat out of range", "opening.seat", func(m map[string]any) { opening(m)["seat"] = 3 }},
		{"starter out of range", "opening.starter", func(m map[string]any) { opening(m)["starter"] = 2 }},
		// More mulligans than the cards the player owns (a built position
		// may give an opening hand of more than seven).
		{"too many mulligans", "opening.mulligans[0]", func(m map[string]any) { opening(m)["mulligans"] = []any{1000, 0} }},
		{"negative mulligans", "opening.mulligans[1]", func(m map[string]any) { opening(m)["mulligans"] = []any{0, -1} }},
		{"one entry", "opening", func(m map[string]any) { opening(m)["kept"] = []any{false} }},
		{"kept and declared", "opening.declared[1]", func(m map[string]any) {
			opening(m)["kept"] = []any{false, true}
			opening(m)["declared"] = []any{false, true}
		}},
		{"declared the decider", "pending.player", func(m map[string]any) { opening(m)["declared"] = []any{true, false} }},
		{"a turn in the start", "turn", func(m map[string]any) { m["turn"] = 1 }},
		{"wrong decision", "pending.kind", func(m map[string]any) { m["pending"].(map[string]any)["kind"] = "bottom" }},
		{"start decision after it", "pending.kind", func(m map[string]any) {
			opening(m)["stage"] = "none"
			m["turn"] = 1
		}},
		{"wrong count", "pending.count", func(m map[string]any) { m["pending"].(map[string]any)["count"] = 6 }},
		{"bad mulligan rule", "rules.mulligan", func(m map[string]any) { m["rules"].(map[string]any)["mulligan"] = "london" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h, err := game.Load(bytes.NewReader(mutate(t, good, c.f)), nil)
			require.Nil(t, h)
			require.ErrorIs(t, err, game.ErrBadSave)
			var se *game.SaveError
			require.True(t, errors.As(err, &se))
			require.True(t, strings.HasPrefix(se.Path, c.path), "path %q, want %q: %v", se.Path, c.path, err)
		})
	}
	// A save written before the start was saved (no "opening", no
	// "rules.mulligan") loads as a game past its start.
	old := mutate(t, saveBytes(t, sampleGame(t)), func(m map[string]any) {
		delete(m, "opening")
		delete(m["rules"].(map[string]any), "mulligan")
	})
	h, err := game.Load(bytes.NewReader(old), nil)
	require.NoError(t, err)
	require.False(t, h.InOpening())
}

// The start's choices are logged in English and Chinese.
func TestStartEventText(t *testing.T) {
	cfg := fullConfig(2)
	g, err := game.New(cfg)
	require.NoError(t, err)
	chooser := g.Pending().Player
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: chooser, Choice: int(chooser)}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: chooser, Choice: 1}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1 - chooser, Choice: 0}))
	var en, zh []string
	for _, e := range g.Events() {
		if e.Notable() {
			en = append(en, g.EventLine(e, game.English))
			zh = append(zh, g.EventLine(e, game.Chinese))
		}
	}
	name := func(p game.PlayerID) string { return g.PlayerName(p) }
	c, o := name(chooser), name(1-chooser)
	require.Equal(t, []string{c + " chooses " + c + " to take the first turn.", o + " keeps 7 cards.",
		c + " takes a mulligan and draws 6 cards."}, en)
	require.Equal(t, []string{c + "选择由" + c + "先开始。", o + "保留7张起手牌。", c + "进行调度，重抓6张牌。"}, zh)
	if g.Pending().Kind == game.DecideBottom {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: chooser, Choice: 0}))
	}
}

// The player deciding whether to put their top card on the bottom sees
// that card in their view (CR 103.4: they look at it); the opponent does
// not, and both see who starts.
func TestStartViewShowsTheTopCard(t *testing.T) {
	g, err := game.NewEmpty(game.Config{StartingSeat: 2, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.Mountain, card.Mountain, card.Mountain, card.Mountain,
		card.Mountain, card.Mountain, card.Mountain, card.Forest, card.LightningStrike} {
		_, err := g.Put(0, zone.Library, d, game.PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(1, zone.Library, d, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.StartOpening(false))
	require.Equal(t, game.PlayerID(1), g.View(0).StartingPlayer)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 0}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 0}))
	require.Equal(t, game.Decision{Kind: game.DecideBottom, Player: 0}, g.Pending())
	top, _ := g.Object(g.Zone(0, zone.Library)[0])
	v := g.View(0)
	require.Len(t, v.LibraryTop, 1)
	require.Equal(t, top.Card, v.LibraryTop[0].Card)
	require.Empty(t, g.View(1).LibraryTop)
	require.Empty(t, g.View(game.NoPlayer).LibraryTop)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
	require.Equal(t, top.Card, mustObject(t, g, g.Zone(0, zone.Library)[2]).Card, "the looked-at card is now at the bottom")
	require.Empty(t, g.View(0).LibraryTop)
}

func mustObject(t *testing.T, g *game.Game, id game.ObjectID) game.ObjectInfo {
	t.Helper()
	o, ok := g.Object(id)
	require.True(t, ok)
	return o
}

// A player may concede during the start of the game (CR 104.3a); the
// game is over and saves and loads as such.
func TestConcedeDuringTheStart(t *testing.T) {
	g, err := game.New(fullConfig(8))
	require.NoError(t, err)
	d := g.Pending()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: d.Player}))
	require.True(t, g.Over())
	require.Equal(t, 1-d.Player, g.Winner())
	require.Empty(t, g.LegalActions(nil))
	h, err := game.Load(bytes.NewReader(saveBytes(t, g)), nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
}

// CR 103.7a: in a position begun by Start, the player Config.StartingSeat
// names is the starting player and skips the draw of turn 1; turn 1 can't
// be the other player's (CR 103.7).
func TestStartSkipsTheStartersDraw(t *testing.T) {
	for seat := 1; seat <= 2; seat++ {
		for active := game.PlayerID(0); active < 2; active++ {
			g, err := game.NewEmpty(game.Config{StartingSeat: seat, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
			require.NoError(t, err)
			for p := game.PlayerID(0); p < 2; p++ {
				_, err := g.Put(p, zone.Library, card.Forest, game.PutOptions{})
				require.NoError(t, err)
			}
			if active != game.PlayerID(seat-1) {
				// Turn 1 is the starting player's (CR 103.7).
				require.ErrorIs(t, g.Start(1, active, game.Draw), game.ErrBadConfig)
				continue
			}
			require.NoError(t, g.Start(1, active, game.Draw))
			require.Equal(t, game.PlayerID(seat-1), g.StartingPlayer())
			require.Equal(t, 0, g.ZoneLen(active, zone.Hand), "seat %d, active %d", seat, active)
		}
	}
}

// CR 103.7: turn 1 is the starting player's. A position begun in turn 1
// with another player active than Config.StartingSeat names is refused,
// and changes nothing; later turns may be anyone's.
func TestStartTurnOneIsTheStartingSeats(t *testing.T) {
	cfg := game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, StartingSeat: 2}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	err = g.Start(1, 0, game.Main1)
	require.ErrorIs(t, err, game.ErrBadConfig)
	var re *game.RuleError
	require.ErrorAs(t, err, &re)
	require.Equal(t, "103.7", re.Rule)
	require.NoError(t, g.Start(1, 1, game.Main1), "the refusal left the game unstarted")
	require.Equal(t, game.PlayerID(1), g.StartingPlayer())

	g, err = game.NewEmpty(cfg)
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Equal(t, game.PlayerID(1), g.StartingPlayer())
}

// A player who kept and answers another's mulligan decision is refused as
// it not being their decision (ErrNotYourDecision), and a mulligan they
// ask for says why it can't be (CR 103.4); nothing changes.
func TestKeptPlayerAnsweringAnothersMulligan(t *testing.T) {
	g, err := game.New(fullConfig(5))
	require.NoError(t, err)
	chooser := g.Pending().Player
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: chooser, Choice: int(chooser)}))
	first := g.Pending()
	require.Equal(t, game.DecideMulligan, first.Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: first.Player, Choice: 0}))
	next := g.Pending()
	require.Equal(t, game.DecideMulligan, next.Kind)
	require.NotEqual(t, first.Player, next.Player)
	fp := g.Fingerprint()
	for _, choice := range []int{0, 1} {
		err := g.Apply(game.Action{Kind: game.ActChoose, Player: first.Player, Choice: choice})
		require.ErrorIs(t, err, game.ErrNotYourDecision, "choice %d", choice)
		require.Equal(t, fp, g.Fingerprint())
	}
	err = g.Apply(game.Action{Kind: game.ActChoose, Player: first.Player, Choice: 1})
	require.ErrorContains(t, err, "kept their hand and can't take a mulligan now")
}
