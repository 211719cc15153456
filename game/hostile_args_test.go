package game_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/internal/hostile"
	"github.com/spellstack/spellstack/internal/mutant"
	"github.com/spellstack/spellstack/zone"
)

// The engine never panics on caller input, and a refusal changes
// nothing. Every exported method of *Game is called, through reflection
// (this test's, not the engine's), with arguments drawn from hostile
// values — players out of range, object IDs that are zero, stale, of
// another zone or made up, negative and huge numbers, unknown steps,
// zones and languages, mutated actions, zero-valued structures, nil
// slices, callbacks and destinations — in positions of every kind: a
// game not started, at its start, in the middle (stack, combat,
// choices), over; two players, four in a free-for-all, Two-Headed
// Giant. Each call works on a copy; a call that returns a non-nil error
// must leave the copy's state as it was (ApplyLog excepted: it keeps the
// actions before the one refused).
func TestMethodsSurviveHostileArguments(t *testing.T) {
	positions := hostilePositions(t)
	gt := reflect.TypeOf(&game.Game{})
	calls := 0
	var scratch *game.Game // each call's copy, in reused storage
	for i := 0; i < gt.NumMethod(); i++ {
		m := gt.Method(i)
		r := rand.New(rand.NewPCG(uint64(i), 0xa55))
		for pi := range positions {
			pos := &positions[pi]
			for k := 0; k < 12; k++ {
				scratch = pos.g.CloneInto(scratch)
				g := scratch
				args := append([]reflect.Value{reflect.ValueOf(g)}, hostile.Args(m.Type, 1, r, pos.values(g))...)
				before := g.Fingerprint()
				out, err := hostile.Call(m.Func, args)
				calls++
				if err != nil {
					t.Fatalf("%s in position %d (%s): %v\nargs: %s", m.Name, pi, pos.what, err, hostile.Show(args[1:]))
				}
				// ApplyLog keeps the actions before the one it refuses, as
				// it documents.
				if n := len(out); n > 0 && out[n-1].Type() == errorType && !out[n-1].IsNil() && g.Fingerprint() != before && m.Name != "ApplyLog" {
					t.Fatalf("%s in position %d (%s) refused (%v) but changed the game\nargs: %s",
						m.Name, pi, pos.what, out[n-1].Interface(), hostile.Show(args[1:]))
				}
			}
		}
	}
	if calls < 10000 {
		t.Fatalf("only %d calls", calls)
	}
}

var errorType = reflect.TypeOf((*error)(nil)).Elem()

type hostilePosition struct {
	what string
	g    *game.Game
	// ids are the IDs of g's objects in players' zones, and legal its
	// legal actions, listed once.
	ids   []game.ObjectID
	legal []game.Action
}

// hostilePositions returns games of every kind, at every kind of point.
func hostilePositions(t *testing.T) []hostilePosition {
	t.Helper()
	var out []hostilePosition
	add := func(what string, g *game.Game) {
		pos := hostilePosition{what: what, g: g.Clone(), legal: g.LegalActions(nil)}
		for p := game.PlayerID(0); int(p) < g.NumPlayers(); p++ {
			for z := zone.Library; z <= zone.Exile; z++ {
				pos.ids = g.AppendZone(pos.ids, p, z)
			}
		}
		out = append(out, pos)
	}

	empty, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	add("empty, not started", empty)
	if _, err := empty.Put(0, 1, card.RuneclawBear, game.PutOptions{}); err != nil {
		t.Fatal(err)
	}
	add("a card put, not started", empty)

	var deck []*card.Definition
	for _, d := range card.Default().All() {
		if !d.IsLand() {
			deck = append(deck, d)
		}
	}
	for i := 0; i < 6; i++ {
		deck = append(deck, card.Plains, card.Island, card.Swamp, card.Mountain, card.Forest)
	}
	configs := []struct {
		what string
		cfg  game.Config
	}{
		{"duel", game.Config{Seed: 11, Players: []game.PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}}}},
		{"duel from the start of the game", game.Config{Seed: 12, Start: game.StartFull, Players: []game.PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}}}},
		{"four-player free-for-all", game.Config{Seed: 13, Players: []game.PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}, {Name: "C", Deck: deck}, {Name: "D", Deck: deck}}}},
		{"Two-Headed Giant", game.Config{Seed: 14, Rules: game.Rules{Variant: game.TwoHeadedGiant},
			Players: []game.PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}, {Name: "C", Deck: deck}, {Name: "D", Deck: deck}}}},
	}
	for _, c := range configs {
		g, err := game.New(c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		add(c.what+", first decision", g)
		r := rand.New(rand.NewPCG(c.cfg.Seed, 3))
		var buf []game.Action
		seen := map[game.DecisionKind]bool{}
		for i := 0; i < 3000 && !g.Over(); i++ {
			buf = g.LegalActions(buf[:0])
			if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			// Keep the first position of each kind of decision, with
			// something on the stack, and every 150th.
			k := g.Pending().Kind
			if !seen[k] || g.StackLen() > 0 && r.IntN(20) == 0 || i%150 == 0 {
				seen[k] = true
				add(fmt.Sprintf("%s, action %d, %v", c.what, i, k), g)
			}
		}
		if g.Over() {
			add(c.what+", over", g)
		}
	}
	return out
}

// values returns the hook that gives hostile.Args what only a game has:
// its objects' IDs (current, stale, made up), its legal actions and
// mutants of them, real and empty cards, and other games.
func (pos *hostilePosition) values(g *game.Game) hostile.Values {
	return func(ty reflect.Type, r *rand.Rand) (reflect.Value, bool) {
		switch ty {
		case reflect.TypeOf(game.ObjectID(0)):
			return reflect.ValueOf(hostileObject(pos, r)), true
		case reflect.TypeOf(game.Action{}):
			return reflect.ValueOf(hostileAction(g, pos, r)), true
		case reflect.TypeOf([]game.Action(nil)):
			if r.IntN(2) == 0 {
				return reflect.Zero(ty), true
			}
			list := append([]game.Action(nil), pos.legal...)
			for i := range list {
				if r.IntN(3) == 0 {
					list[i] = hostileAction(g, pos, r)
				}
			}
			return reflect.ValueOf(list), true
		case reflect.TypeOf((*card.Definition)(nil)):
			return reflect.ValueOf([]*card.Definition{nil, {}, card.LightningStrike, card.RuneclawBear, card.Plains}[r.IntN(5)]), true
		case reflect.TypeOf((*game.Game)(nil)):
			return reflect.ValueOf([]*game.Game{nil, new(game.Game), g.Clone()}[r.IntN(3)]), true
		}
		return reflect.Value{}, false
	}
}

// hostileObject returns an object ID: zero, made up, or one of the
// position's objects' IDs, current or with its zone-change count off by
// one.
func hostileObject(pos *hostilePosition, r *rand.Rand) game.ObjectID {
	ids := pos.ids
	switch n := r.IntN(6); {
	case n == 0 || len(ids) == 0:
		return []game.ObjectID{0, 1, 0xFFFF, 1 << 16, math.MaxUint32, game.ObjectID(r.Uint32())}[r.IntN(6)]
	case n == 1:
		return ids[r.IntN(len(ids))] + 1<<16 // a later incarnation of the card
	case n == 2:
		return ids[r.IntN(len(ids))] - 1<<16 // an earlier one, or garbage
	default:
		return ids[r.IntN(len(ids))]
	}
}

// hostileAction returns a legal action of g, a mutant of one, or an
// action made of hostile fields.
func hostileAction(g *game.Game, pos *hostilePosition, r *rand.Rand) game.Action {
	legal := pos.legal
	switch n := r.IntN(4); {
	case n == 0 || len(legal) == 0:
		var a game.Action
		a.Kind = game.ActionKind(r.IntN(16))
		a.Player = game.PlayerID(r.IntN(6) - 1)
		a.Object = hostileObject(pos, r)
		a.X = []int{0, -1, 3, 1 << 30}[r.IntN(4)]
		return a
	case n == 1:
		return legal[r.IntN(len(legal))]
	default:
		a := legal[r.IntN(len(legal))]
		for k := 1 + r.IntN(2); k > 0; k-- {
			a = mutant.Mutate(g, a, r.IntN(mutant.Fields), r.IntN)
		}
		return a
	}
}

// The game package's other types take hostile receivers and arguments
// too: declarations under construction in every position that asks for
// one, and the value types (a hostile value is also the receiver).
func TestOtherTypesSurviveHostileArguments(t *testing.T) {
	positions := hostilePositions(t)
	declared := 0
	for pi := range positions {
		pos := &positions[pi]
		if _, err := pos.g.NewDeclaration(); err != nil {
			continue
		}
		declared++
		hostile.Methods(t, func() any {
			d, _ := pos.g.Clone().NewDeclaration()
			return d
		}, 20, uint64(pi), pos.values(pos.g))
	}
	if declared == 0 {
		t.Fatal("no position asks for a declaration")
	}
	hostile.Types(t, []any{game.Rules{}, &game.Rules{}, game.Action{}, &game.Action{}, game.ActionKind(0), game.Variant(0),
		game.Mulligan(0), game.ViewID(0), new(game.ViewID), game.ViewEvent{}, game.Step(0), game.Decision{}, game.Config{}}, 40, 3, nil)
}
