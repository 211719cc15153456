package game_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"sort"
	"strconv"
	"testing"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/internal/mutant"
)

// loadEdgeValues are what FuzzLoadMutated writes into a save: edge
// numbers, names of enums, and a flipped bool.
var loadEdgeValues = []any{
	json.Number("0"), json.Number("-1"), json.Number("1"), json.Number("2"), json.Number("7"), json.Number("200"),
	json.Number("65535"), json.Number("65536"), json.Number(strconv.Itoa(math.MaxInt32)),
	json.Number(strconv.FormatUint(math.MaxUint32, 10)), json.Number(strconv.Itoa(math.MaxInt64)),
	json.Number(strconv.Itoa(math.MinInt64)), json.Number(strconv.Itoa(game.MaxLife + 1)),
	"", "none", "priority", "trigger order", "discard", "untap", "cleanup", "battlefield", "stack", "?",
	true, false, nil,
}

// FuzzLoadMutated saves a random position, changes one value of the
// save (any member, anywhere) to an edge value, and loads it: Load either
// refuses it with a *SaveError wrapping ErrBadSave, or the game it
// returns saves and loads to the same fingerprint and plays on without
// panicking, its invariants holding and its round trip kept after every
// action.
func FuzzLoadMutated(f *testing.F) {
	f.Add(uint64(1), uint16(60), uint16(0), uint8(0))
	f.Add(uint64(2), uint16(200), uint16(77), uint8(8))
	f.Add(uint64(3), uint16(120), uint16(500), uint8(15))
	f.Add(uint64(4), uint16(30), uint16(1234), uint8(21))
	f.Fuzz(func(t *testing.T, seed uint64, prefix uint16, where uint16, value uint8) {
		g, _, r := randomPrefix(t, seed, prefix, int(prefix%300))
		var buf []game.Action
		var saved bytes.Buffer
		if err := g.Save(&saved); err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(&saved)
		dec.UseNumber()
		var doc any
		if err := dec.Decode(&doc); err != nil {
			t.Fatal(err)
		}
		var leaves []func(any)
		collectLeaves(doc, &leaves)
		leaves[int(where)%len(leaves)](loadEdgeValues[int(value)%len(loadEdgeValues)])
		data, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		loaded, err := game.Load(bytes.NewReader(data), nil)
		if err != nil {
			var se *game.SaveError
			if !errors.Is(err, game.ErrBadSave) || !errors.As(err, &se) || loaded != nil {
				t.Fatalf("not a clear refusal: %v", err)
			}
			return
		}
		for i := 0; i < 12 && !loaded.Over(); i++ {
			if msg := mutant.RoundTrip(loaded, nil); msg != "" {
				t.Fatalf("after %d actions: %s", i, msg)
			}
			if err := loaded.CheckInvariants(); err != nil {
				t.Fatalf("after %d actions: %v", i, err)
			}
			buf = loaded.LegalActions(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("no legal action for %+v", loaded.Pending())
			}
			if err := loaded.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatalf("listed action refused: %v", err)
			}
		}
	})
}

// collectLeaves appends a setter for every member and element of v that
// is not an object or array, in a fixed order (members by name).
func collectLeaves(v any, out *[]func(any)) {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			switch x[k].(type) {
			case map[string]any, []any:
				collectLeaves(x[k], out)
			default:
				*out = append(*out, func(nv any) { x[k] = nv })
			}
		}
	case []any:
		for i := range x {
			switch x[i].(type) {
			case map[string]any, []any:
				collectLeaves(x[i], out)
			default:
				*out = append(*out, func(nv any) { x[i] = nv })
			}
		}
	}
}
