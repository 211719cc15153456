package game_test

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
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
		for pi, pos := range positions {
			for k := 0; k < 12; k++ {
				scratch = pos.g.CloneInto(scratch)
				g := scratch
				args := []reflect.Value{reflect.ValueOf(g)}
				for j := 1; j < m.Type.NumIn(); j++ {
					in := m.Type.In(j)
					if m.Type.IsVariadic() && j == m.Type.NumIn()-1 {
						for n := r.IntN(3); n > 0; n-- {
							args = append(args, hostileValue(in.Elem(), g, &positions[pi], r))
						}
						continue
					}
					args = append(args, hostileValue(in, g, &positions[pi], r))
				}
				before := g.Fingerprint()
				out, err := callSafely(m.Func, args)
				calls++
				if err != nil {
					t.Fatalf("%s in position %d (%s): %v\nargs: %s", m.Name, pi, pos.what, err, showArgs(args[1:]))
				}
				// ApplyLog keeps the actions before the one it refuses, as
				// it documents.
				if n := len(out); n > 0 && out[n-1].Type() == errorType && !out[n-1].IsNil() && g.Fingerprint() != before && m.Name != "ApplyLog" {
					t.Fatalf("%s in position %d (%s) refused (%v) but changed the game\nargs: %s",
						m.Name, pi, pos.what, out[n-1].Interface(), showArgs(args[1:]))
				}
			}
		}
	}
	if calls < 10000 {
		t.Fatalf("only %d calls", calls)
	}
}

var errorType = reflect.TypeOf((*error)(nil)).Elem()

// callSafely calls f with args, turning a panic into an error.
func callSafely(f reflect.Value, args []reflect.Value) (out []reflect.Value, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("panic: %v", v)
		}
	}()
	if f.Type().IsVariadic() {
		return f.Call(args), nil
	}
	return f.Call(args), nil
}

func showArgs(args []reflect.Value) string {
	var parts []string
	for _, a := range args {
		if a.Kind() == reflect.Func {
			parts = append(parts, fmt.Sprintf("func(nil=%v)", a.IsNil()))
			continue
		}
		text := fmt.Sprintf("%+v", a.Interface())
		if len(text) > 400 {
			text = text[:400] + "..."
		}
		parts = append(parts, text)
	}
	return strings.Join(parts, ", ")
}

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

// hostileValue returns a value of type ty drawn from edge values, from
// the objects of g (current and stale IDs), and from mutated legal
// actions.
func hostileValue(ty reflect.Type, g *game.Game, pos *hostilePosition, r *rand.Rand) reflect.Value {
	switch ty {
	case reflect.TypeOf(game.ObjectID(0)):
		return reflect.ValueOf(hostileObject(pos, r))
	case reflect.TypeOf(game.Action{}):
		return reflect.ValueOf(hostileAction(g, pos, r))
	case reflect.TypeOf([]game.Action(nil)):
		if r.IntN(2) == 0 {
			return reflect.Zero(ty)
		}
		list := append([]game.Action(nil), pos.legal...)
		for i := range list {
			if r.IntN(3) == 0 {
				list[i] = hostileAction(g, pos, r)
			}
		}
		return reflect.ValueOf(list)
	case reflect.TypeOf((*card.Definition)(nil)):
		return reflect.ValueOf([]*card.Definition{nil, {}, card.LightningStrike, card.RuneclawBear, card.Plains}[r.IntN(5)])
	case reflect.TypeOf((*game.Game)(nil)):
		return reflect.ValueOf([]*game.Game{nil, new(game.Game), g.Clone()}[r.IntN(3)])
	case reflect.TypeOf((*io.Writer)(nil)).Elem():
		return reflect.ValueOf(io.Discard)
	}
	switch ty.Kind() {
	case reflect.Bool:
		return reflect.ValueOf(r.IntN(2) == 0).Convert(ty)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v := []int64{-1, 0, 1, 2, 3, 4, 5, 7, 100, -128, 127, math.MaxInt16, math.MaxInt32, math.MinInt32, math.MaxInt64, math.MinInt64}[r.IntN(16)]
		return reflect.ValueOf(v).Convert(ty) // converted with wraparound, as a caller's cast would
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v := []uint64{0, 1, 2, 3, 5, 6, 7, 8, 12, 13, 200, 255, math.MaxUint32, math.MaxUint64}[r.IntN(14)]
		return reflect.ValueOf(v).Convert(ty)
	case reflect.String:
		return reflect.ValueOf([]string{"", "A", "C", "Lightning Strike", "\x00\xff", strings.Repeat("x", 300)}[r.IntN(6)]).Convert(ty)
	case reflect.Func:
		if r.IntN(2) == 0 {
			return reflect.Zero(ty)
		}
		return reflect.MakeFunc(ty, func([]reflect.Value) []reflect.Value {
			out := make([]reflect.Value, ty.NumOut())
			for i := range out {
				out[i] = reflect.Zero(ty.Out(i))
			}
			return out
		})
	case reflect.Slice:
		n := r.IntN(4)
		s := reflect.MakeSlice(ty, n, n)
		for i := 0; i < n; i++ {
			s.Index(i).Set(hostileValue(ty.Elem(), g, pos, r))
		}
		if n == 0 && r.IntN(2) == 0 {
			return reflect.Zero(ty)
		}
		return s
	case reflect.Array:
		a := reflect.New(ty).Elem()
		for i := 0; i < ty.Len(); i++ {
			a.Index(i).Set(hostileValue(ty.Elem(), g, pos, r))
		}
		return a
	case reflect.Struct:
		s := reflect.New(ty).Elem()
		if r.IntN(3) == 0 {
			return s // the zero value
		}
		for i := 0; i < ty.NumField(); i++ {
			if f := s.Field(i); f.CanSet() {
				f.Set(hostileValue(f.Type(), g, pos, r))
			}
		}
		return s
	case reflect.Map:
		return reflect.Zero(ty)
	case reflect.Pointer:
		if r.IntN(2) == 0 {
			return reflect.Zero(ty)
		}
		p := reflect.New(ty.Elem())
		p.Elem().Set(hostileValue(ty.Elem(), g, pos, r))
		return p
	}
	return reflect.Zero(ty)
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
