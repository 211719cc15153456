package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

var names = []string{"Alice", "Bob", "Carol", "Dave"}

func newGame(t *testing.T, n int) *game.Game {
	t.Helper()
	ps := make([]game.PlayerConfig, n)
	for i := range ps {
		ps[i] = game.PlayerConfig{Name: names[i]}
	}
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: ps})
	require.NoError(t, err)
	return g
}

func def(t *testing.T, d card.Definition) *card.Definition {
	t.Helper()
	x := card.Define(d)
	require.NoError(t, x.Check())
	return x
}

func put(t *testing.T, g *game.Game, p game.PlayerID, z zone.Kind, d *card.Definition, o ...game.PutOptions) game.ObjectID {
	t.Helper()
	var opt game.PutOptions
	if len(o) > 0 {
		opt = o[0]
	}
	id, err := g.Put(p, z, d, opt)
	require.NoError(t, err)
	return id
}

func bf(t *testing.T, g *game.Game, p game.PlayerID, d *card.Definition, o ...game.PutOptions) game.ObjectID {
	t.Helper()
	return put(t, g, p, zone.Battlefield, d, o...)
}

func hand(t *testing.T, g *game.Game, p game.PlayerID, d *card.Definition) game.ObjectID {
	t.Helper()
	return put(t, g, p, zone.Hand, d)
}

func lands(t *testing.T, g *game.Game, p game.PlayerID, d *card.Definition, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		bf(t, g, p, d)
	}
}

// libs gives every player a library of n Plains so draws never lose.
func libs(t *testing.T, g *game.Game, n int) {
	t.Helper()
	for p := 0; p < g.NumPlayers(); p++ {
		for i := 0; i < n; i++ {
			put(t, g, game.PlayerID(p), zone.Library, card.Plains)
		}
	}
}

func info(t *testing.T, g *game.Game, id game.ObjectID) game.ObjectInfo {
	t.Helper()
	o, ok := g.Object(id)
	require.True(t, ok, "object %v not found", id)
	return o
}

func gone(g *game.Game, id game.ObjectID) bool {
	o, ok := g.Object(id)
	return !ok || o.Zone != zone.Battlefield
}

func zoneOf(t *testing.T, g *game.Game, id game.ObjectID) zone.Kind {
	t.Helper()
	nid, ok := g.Follow(id)
	require.True(t, ok)
	return info(t, g, nid).Zone
}

// resolve passes priority until the stack is empty, answering other
// decisions with ans (which must handle them).
func resolve(t *testing.T, g *game.Game, ans func(d game.Decision) game.Action) {
	t.Helper()
	for i := 0; i < 200; i++ {
		if g.Over() {
			return
		}
		d := g.Pending()
		if d.Kind == game.DecidePriority {
			if g.StackLen() == 0 {
				return
			}
			require.NoError(t, g.Pass(d.Player))
			continue
		}
		if d.Kind == game.DecideTriggerOrder {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: d.Player, Choice: 0}))
			continue
		}
		require.NotNil(t, ans, "unexpected decision %v for %v: %s", d.Kind, d.Player, g.Prompt(game.English))
		require.NoError(t, g.Apply(ans(d)), "answering %v", d.Kind)
	}
	t.Fatal("resolve: too many steps")
}

func choose(p game.PlayerID, c int) game.Action {
	return game.Action{Kind: game.ActChoose, Player: p, Choice: c}
}
func chooseObj(p game.PlayerID, id game.ObjectID) game.Action {
	return game.Action{Kind: game.ActChoose, Player: p, Object: id}
}
func targets(p game.PlayerID, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActChooseTargets, Player: p}.WithTargets(ts...)
}

func cost(s string) mana.Cost { return mana.MustParseCost(s) }

var _ = ability.OpDamage

// idleAnswer answers d as a player with nothing to do would: pass
// priority, declare no attackers or blockers, put triggers on the stack
// in the first order. Any other decision fails the test, named by
// caller.
func idleAnswer(t *testing.T, g *game.Game, d game.Decision, caller string) {
	t.Helper()
	switch d.Kind {
	case game.DecidePriority:
		require.NoError(t, g.Pass(d.Player))
	case game.DecideAttackers:
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: d.Player}))
	case game.DecideBlockers:
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player}))
	case game.DecideTriggerOrder:
		require.NoError(t, g.Apply(choose(d.Player, 0)))
	default:
		t.Fatalf("%s: unexpected %v: %s", caller, d.Kind, g.Prompt(game.English))
	}
}

// resolveAnswering resolves the stack with Alice answering its one "you
// may" question yes or no, and checks that it was asked.
func resolveAnswering(t *testing.T, g *game.Game, yes bool) {
	t.Helper()
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, d.Kind)
		asked = true
		if yes {
			return choose(0, 1)
		}
		return choose(0, 0)
	})
	require.True(t, asked)
}
