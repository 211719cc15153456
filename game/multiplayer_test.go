package game_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// seatsConfig returns a config of n players with 40-card decks of
// Mountains, Forests, Lightning Strikes and Runeclaw Bears.
func seatsConfig(n int, v game.Variant, seed uint64) game.Config {
	var deck []*card.Definition
	for i := 0; i < 10; i++ {
		deck = append(deck, card.Mountain, card.Forest, card.LightningStrike, card.RuneclawBear)
	}
	cfg := game.Config{Seed: seed, Rules: game.Rules{Variant: v}, RecordActions: true}
	for _, name := range []string{"Alice", "Bob", "Carol", "Dave", "Eve"}[:n] {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: name, Deck: deck})
	}
	return cfg
}

func TestConfigPlayerCountAndVariant(t *testing.T) {
	for _, c := range []struct {
		n  int
		v  game.Variant
		ok bool
	}{
		{1, game.FreeForAll, false}, {2, game.FreeForAll, true}, {3, game.FreeForAll, true},
		{4, game.FreeForAll, true}, {5, game.FreeForAll, false},
		{3, game.TwoHeadedGiant, false}, {4, game.TwoHeadedGiant, true}, {2, game.TwoHeadedGiant, false},
		{4, game.Variant(9), false},
	} {
		_, err := game.New(seatsConfig(c.n, c.v, 1))
		if c.ok {
			require.NoError(t, err, "%d players, %v", c.n, c.v)
		} else {
			require.ErrorIs(t, err, game.ErrBadConfig, "%d players, %v", c.n, c.v)
		}
	}
	var r game.Rules
	require.ErrorIs(t, r.Set("variant", "emperor"), game.ErrBadConfig)
	require.NoError(t, r.Set("variant", "two-headed-giant"))
	require.Equal(t, game.TwoHeadedGiant, r.Variant)
}

// CR 810.4: a Two-Headed Giant team starts at 30 life, shared.
func TestTwoHeadedGiantStart(t *testing.T) {
	g, err := game.New(seatsConfig(4, game.TwoHeadedGiant, 3))
	require.NoError(t, err)
	for p := game.PlayerID(0); p < 4; p++ {
		require.Equal(t, 30, g.Life(p))
		require.Equal(t, p&^1, g.Team(p))
	}
	require.True(t, g.Opponents(0, 2))
	require.False(t, g.Opponents(0, 1))
}

// CR 800.4a: a player who has left a free-for-all game is no longer
// anyone's opponent; the others still are each other's.
func TestPlayerWhoLeftIsNoOpponent(t *testing.T) {
	g, err := game.New(seatsConfig(3, game.FreeForAll, 5))
	require.NoError(t, err)
	require.True(t, g.Opponents(0, 2))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, g.Lost(2))
	require.False(t, g.Over())
	for p := game.PlayerID(0); p < 2; p++ {
		require.False(t, g.Opponents(p, 2))
		require.False(t, g.Opponents(2, p))
	}
	require.True(t, g.Opponents(0, 1))
}

// randomGame plays cfg with random legal actions for at most n actions.
func randomGame(t *testing.T, cfg game.Config, n int) *game.Game {
	t.Helper()
	g, err := game.New(cfg)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(cfg.Seed, 7))
	var buf []game.Action
	for i := 0; i < n && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
		require.NoError(t, g.CheckInvariants())
	}
	return g
}

// Views never show a hand the viewer may not see, nor a library's order
// (docs/design.md: what a player may see); in Two-Headed Giant the teammate's hand is shown
// (CR 810.5), and no other.
func TestViewsHideHandsAndLibraries(t *testing.T) {
	for _, c := range []struct {
		n int
		v game.Variant
	}{{3, game.FreeForAll}, {4, game.FreeForAll}, {4, game.TwoHeadedGiant}} {
		for seed := uint64(1); seed <= 5; seed++ {
			g := randomGame(t, seatsConfig(c.n, c.v, seed), 150)
			for p := game.PlayerID(0); int(p) < c.n; p++ {
				v := g.View(p)
				require.Len(t, v.Players, c.n)
				for _, o := range v.Hand {
					require.Equal(t, p, o.Owner)
				}
				for q, vp := range v.Players {
					mate := c.v == game.TwoHeadedGiant && game.PlayerID(q) == p^1
					if !mate {
						require.Nil(t, vp.Hand, "%v: player %d sees player %d's hand", c.v, p, q)
						continue
					}
					require.Len(t, vp.Hand, len(g.Zone(game.PlayerID(q), zone.Hand)))
					for _, o := range vp.Hand {
						id, ok := g.ObjectFromView(p, o.ID)
						require.True(t, ok)
						oi, _ := g.Object(id)
						require.Equal(t, zone.Hand, oi.Zone)
						require.Equal(t, game.PlayerID(q), oi.Owner)
					}
				}
				// Every object the view shows that is in a hand is p's own or,
				// in Two-Headed Giant, the teammate's; none is in a library.
				var shown []game.ViewObject
				shown = append(shown, v.Hand...)
				shown = append(shown, v.Battlefield...)
				shown = append(shown, v.Exile...)
				shown = append(shown, v.Command...)
				for _, vp := range v.Players {
					shown = append(shown, vp.Hand...)
					shown = append(shown, vp.Graveyard...)
				}
				for _, o := range shown {
					id, ok := g.ObjectFromView(p, o.ID)
					require.True(t, ok)
					oi, _ := g.Object(id)
					require.NotEqual(t, zone.Library, oi.Zone)
					if oi.Zone == zone.Hand {
						require.True(t, oi.Owner == p || c.v == game.TwoHeadedGiant && oi.Owner == p^1,
							"player %d sees player %d's hand", p, oi.Owner)
					}
				}
				// Events filtered for p carry no card of a hidden zone.
				for _, e := range g.FilterEvents(p, g.Events(), nil) {
					if e.Kind == game.EventDraw && e.Player != p && !(c.v == game.TwoHeadedGiant && e.Player == p^1) {
						require.Nil(t, e.Card)
					}
				}
			}
		}
	}
}

// CR 805.5: when a Two-Headed Giant team has priority, each teammate's
// view lists the options that teammate may take, all of which Apply
// accepts.
func TestTwoHeadedGiantTeammateOptions(t *testing.T) {
	g := randomGame(t, seatsConfig(4, game.TwoHeadedGiant, 4), 40)
	for g.Pending().Kind != game.DecidePriority {
		require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	}
	d := g.Pending()
	mate := d.Player ^ 1
	for _, p := range []game.PlayerID{d.Player, mate} {
		v := g.View(p)
		require.NotEmpty(t, v.Pending.Options)
		for _, va := range v.Pending.Options {
			require.Equal(t, p, va.Player)
			a, err := g.ActionFromView(p, va)
			require.NoError(t, err)
			require.NoError(t, g.Clone().Apply(a))
		}
	}
	require.Empty(t, g.View(d.Player^2).Pending.Options)
}

// Clone, Save+Load and Replay reproduce games of three and four players
// and of Two-Headed Giant, players who left included.
func TestRoundTripsMultiplayer(t *testing.T) {
	for _, c := range []struct {
		n int
		v game.Variant
	}{{3, game.FreeForAll}, {4, game.FreeForAll}, {4, game.TwoHeadedGiant}} {
		for seed := uint64(1); seed <= 6; seed++ {
			cfg := seatsConfig(c.n, c.v, seed)
			g := randomGame(t, cfg, 100+int(seed)*150)
			fp := g.Fingerprint()
			require.Equal(t, fp, g.Clone().Fingerprint())
			var b bytes.Buffer
			require.NoError(t, g.Save(&b))
			loaded, err := game.Load(&b, card.Default())
			require.NoError(t, err)
			require.Equal(t, fp, loaded.Fingerprint())
			re, err := game.Replay(cfg, g.ActionLog())
			require.NoError(t, err)
			require.Equal(t, fp, re.Fingerprint())
		}
	}
}

// CR 800.4a: a player who concedes leaves; their permanents and cards are
// gone, and a concession refused afterwards changes nothing.
func TestConcedeLeaves(t *testing.T) {
	g := randomGame(t, seatsConfig(3, game.FreeForAll, 2), 60)
	require.False(t, g.Over())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.False(t, g.Over())
	require.True(t, g.Lost(1))
	for _, z := range []zone.Kind{zone.Library, zone.Hand, zone.Graveyard, zone.Battlefield, zone.Exile} {
		require.Empty(t, g.Zone(1, z))
	}
	require.NoError(t, g.CheckInvariants())
	require.NotEqual(t, game.PlayerID(1), g.Pending().Player)
	fp := g.Fingerprint()
	err := g.Apply(game.Action{Kind: game.ActConcede, Player: 1})
	var re *game.RuleError
	require.True(t, errors.As(err, &re))
	require.Equal(t, fp, g.Fingerprint())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
}

// The event of leaving the game reads in both languages.
func TestLeaveEventText(t *testing.T) {
	g, err := game.NewEmpty(seatsConfig(3, game.FreeForAll, 1))
	require.NoError(t, err)
	e := game.Event{Kind: game.EventLeave, Player: 1}
	require.Equal(t, "Bob leaves the game.", g.EventLine(e, game.English))
	require.Equal(t, "Bob离开了本盘游戏。", g.EventLine(e, game.Chinese))
	require.Equal(t, "Leave", e.Kind.String())

	// CR 810.8a: a Two-Headed Giant team wins together.
	g, err = game.NewEmpty(seatsConfig(4, game.TwoHeadedGiant, 1))
	require.NoError(t, err)
	e = game.Event{Kind: game.EventWin, Player: 2}
	require.Equal(t, "Carol and Dave win the game.", g.EventLine(e, game.English))
	require.Equal(t, "Carol和Dave赢得了本盘游戏。", g.EventLine(e, game.Chinese))
}

// FuzzActionsMultiplayer is FuzzActions for three and four players and
// Two-Headed Giant, with concessions: nothing panics, invariants hold
// after every accepted action, and a refused action changes nothing.
func FuzzActionsMultiplayer(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(2), []byte{255, 3, 200, 17, 0, 0, 1, 90, 4, 4, 4, 250, 251, 252})
	f.Add(uint64(5), []byte{1, 1, 1, 1, 209, 9, 1, 1, 3, 3, 3, 3, 230, 18})
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		n, v := 3+int(seed%2), game.FreeForAll
		if seed%3 == 2 {
			n, v = 4, game.TwoHeadedGiant
		}
		g, err := game.New(seatsConfig(n, v, seed))
		if err != nil {
			t.Fatal(err)
		}
		var buf []game.Action
		// At most maxFuzzSteps actions per input, so that no single input
		// runs for long (a fuzz run must stop when its time is up).
		for i := 0; i+1 < len(data) && i < 2*maxFuzzSteps && !g.Over(); i += 2 {
			buf = g.LegalActions(buf[:0])
			var a game.Action
			b := data[i+1]
			switch {
			case data[i] < 200 && len(buf) > 0:
				a = buf[int(b)%len(buf)]
			case data[i] < 220:
				a = game.Action{Kind: game.ActConcede, Player: game.PlayerID(int(b) % (n + 1))}
			default:
				a = game.Action{Kind: game.ActionKind(b % 13), Player: game.PlayerID(b % 5),
					Object: game.ObjectID(uint32(b) * 2654435761 % (1 << 20)), Choice: int(b%4) - 1}
				if b%5 == 0 {
					a.Attackers = []game.Attack{{Attacker: game.ObjectID(b), Player: game.PlayerID(b % 6)}}
				}
			}
			before := g.Fingerprint()
			if err := g.Apply(a); err != nil {
				if g.Fingerprint() != before {
					t.Fatalf("refused %+v changed the game: %v", a, err)
				}
				continue
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %+v: %v", a, err)
			}
			g.ClearEvents()
		}
	})
}

// CR 800.4a: whatever decision is pending, any player still in the game
// may concede; the game then goes on with a decision someone can answer
// (or ends), and its invariants hold.
func TestConcedeAtEveryDecision(t *testing.T) {
	for _, c := range []struct {
		n int
		v game.Variant
	}{{3, game.FreeForAll}, {4, game.FreeForAll}, {4, game.TwoHeadedGiant}} {
		for seed := uint64(1); seed <= 5; seed++ {
			cfg := seatsConfig(c.n, c.v, seed)
			g, err := game.New(cfg)
			require.NoError(t, err)
			r := rand.New(rand.NewPCG(seed, 9))
			var buf []game.Action
			for i := 0; i < 600 && !g.Over(); i++ {
				for p := game.PlayerID(0); int(p) < c.n; p++ {
					if g.Lost(p) {
						continue
					}
					k := g.Clone()
					require.NoError(t, k.Apply(game.Action{Kind: game.ActConcede, Player: p}))
					require.NoError(t, k.CheckInvariants(), "%v seed %d action %d: %d concedes at %v", c.v, seed, i, p, g.Pending())
					// The game after leaving loads from its own save, also
					// during the start of the game (found by selfplay -check).
					if g.InOpening() || i%25 == 0 {
						var save bytes.Buffer
						require.NoError(t, k.Save(&save))
						l, err := game.Load(&save, card.Default())
						require.NoError(t, err, "%v seed %d action %d: %d concedes at %v", c.v, seed, i, p, g.Pending())
						require.Equal(t, k.Fingerprint(), l.Fingerprint())
					}
					if !k.Over() {
						require.NotEmpty(t, k.LegalActions(nil), "%v seed %d action %d: %d concedes at %v", c.v, seed, i, p, g.Pending())
						require.False(t, k.Lost(k.Pending().Player))
						for _, a := range k.LegalActions(nil) {
							require.NoError(t, k.Clone().Apply(a), "%v seed %d action %d: after %d concedes", c.v, seed, i, p)
						}
					}
				}
				buf = g.LegalActions(buf[:0])
				require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
			}
		}
	}
}

// In Two-Headed Giant either teammate passes for the team (CR 805.5):
// Apply accepts the teammate's pass, and its canonical form is the listed
// pass of the player the decision names (found by selfplay -mutate).
func TestTeammatePassIsCanonicallyTheTeams(t *testing.T) {
	g, err := game.New(seatsConfig(4, game.TwoHeadedGiant, 3))
	require.NoError(t, err)
	var buf []game.Action
	for i := 0; i < 200 && g.Pending().Kind != game.DecidePriority; i++ {
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[0]))
	}
	d := g.Pending()
	require.Equal(t, game.DecidePriority, d.Kind)
	mate := d.Player ^ 1
	pass := game.Action{Kind: game.ActPass, Player: mate}
	require.NoError(t, g.Clone().Apply(pass))
	c := g.Canonical(pass)
	require.Equal(t, d.Player, c.Player)
	require.True(t, c.Equal(g.LegalActions(nil)[0]), "the listed pass")
}
