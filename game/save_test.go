package game_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

var updateSaves = flag.Bool("update-saves", false, "rewrite testdata/saves/midgame.json and the FuzzLoad seed corpus")

const samplePath = "../testdata/saves/midgame.json"

// sampleGame is the game of testdata/saves/midgame.json: the red-green
// deck against the blue-black deck, played at random until a spell is on
// the stack after the first hundred actions.
func sampleGame(tb testing.TB) *game.Game {
	tb.Helper()
	cfg := mixedConfig(7)
	cfg.RecordActions = true
	g, err := game.New(cfg)
	require.NoError(tb, err)
	r := rand.New(rand.NewPCG(7, 7))
	var buf []game.Action
	for i := 0; !g.Over() && (i < 100 || g.StackLen() == 0); i++ {
		buf = g.LegalActions(buf[:0])
		require.NoError(tb, g.Apply(buf[r.IntN(len(buf))]))
	}
	require.False(tb, g.Over(), "the sample game ended too early")
	return g
}

func saveBytes(tb testing.TB, g *game.Game) []byte {
	tb.Helper()
	var buf bytes.Buffer
	require.NoError(tb, g.Save(&buf))
	return buf.Bytes()
}

// The sample save in testdata loads, plays on, and saves back to the same
// bytes. go test ./game -run TestSampleSave -update-saves rewrites it.
func TestSampleSave(t *testing.T) {
	if *updateSaves {
		require.NoError(t, os.WriteFile(samplePath, saveBytes(t, sampleGame(t)), 0o644))
		writeFuzzCorpus(t)
	}
	data, err := os.ReadFile(samplePath)
	require.NoError(t, err)
	g, err := game.Load(bytes.NewReader(data), card.Default())
	require.NoError(t, err)
	require.Equal(t, string(data), string(saveBytes(t, g)), "Save(Load(sample)) must give the sample back")
	require.NotZero(t, g.StackLen(), "the sample has a spell on the stack")
	require.Greater(t, g.Turn(), 1)
	require.Len(t, g.ActionLog(), g.Actions(), "the action log is saved")
	r := rand.New(rand.NewPCG(1, 1))
	var buf []game.Action
	for i := 0; i < 200 && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
	}
}

// The sample is what sampleGame makes with this engine, unless the engine
// changed since it was written (then -update-saves refreshes it).
func TestSampleSaveIsCurrent(t *testing.T) {
	data, err := os.ReadFile(samplePath)
	require.NoError(t, err)
	if !bytes.Equal(data, saveBytes(t, sampleGame(t))) {
		t.Skip("testdata/saves/midgame.json was written by an older engine; refresh it with -update-saves")
	}
}

// writeFuzzCorpus writes seed inputs for FuzzLoad: real saves of a few
// positions.
func writeFuzzCorpus(t *testing.T) {
	dir := filepath.Join("testdata", "fuzz", "FuzzLoad")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	g, err := game.New(mixedConfig(3))
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(3, 3))
	var buf []game.Action
	for i := 0; !g.Over(); i++ {
		if i == 0 || i == 150 || i == 400 {
			content := "go test fuzz v1\n[]byte(" + strconv.Quote(string(compactJSON(t, saveBytes(t, g)))) + ")\n"
			require.NoError(t, os.WriteFile(filepath.Join(dir, "position"+strconv.Itoa(i)), []byte(content), 0o644))
		}
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
	}
}

func compactJSON(t testing.TB, b []byte) []byte {
	var out bytes.Buffer
	require.NoError(t, json.Compact(&out, b))
	return out.Bytes()
}

// A save starts with its format and version, and is deterministic.
func TestSaveHeader(t *testing.T) {
	g := sampleGame(t)
	data := saveBytes(t, g)
	require.True(t, bytes.HasPrefix(data, []byte("{\n  \"format\": \"spellstack-save\",\n  \"version\": 1,")), string(data[:60]))
	require.Equal(t, data, saveBytes(t, g), "saving twice writes the same bytes")
	require.Equal(t, data, saveBytes(t, g.Clone()), "a clone saves the same")
}

// A game set up with NewEmpty and Put saves and loads before Start too,
// and keeps its ObjectIDs.
func TestSaveBeforeStart(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	strike, err := g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	require.NoError(t, err)
	_, err = g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	require.NoError(t, err)
	_, err = g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{Sick: true})
	require.NoError(t, err)
	var opt game.PutOptions
	opt.Counters[game.PlusOne] = 1
	bear, err := g.Put(1, zone.Battlefield, card.RuneclawBear, opt)
	require.NoError(t, err)
	h, err := game.Load(bytes.NewReader(saveBytes(t, g)), nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
	require.NoError(t, h.Start(3, 0, game.Main1))
	require.NoError(t, h.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: strike}.WithTargets(game.ObjectTarget(bear))),
		"IDs from before the save name the same objects after it")
}

// mutate decodes a save, applies f to it, and encodes it again.
func mutate(t *testing.T, data []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(data, &m))
	f(m)
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

func obj(m map[string]any, i int) map[string]any {
	return m["objects"].([]any)[i].(map[string]any)
}

func player(m map[string]any, i int) map[string]any {
	return m["players"].([]any)[i].(map[string]any)
}

// firstInZone returns the slot of the first object in zone z.
func firstInZone(m map[string]any, z string) int {
	for i, o := range m["objects"].([]any) {
		if o.(map[string]any)["zone"] == z {
			return i
		}
	}
	panic("no object in " + z)
}

// Load refuses every kind of bad input with a *SaveError wrapping
// ErrBadSave that says where the problem is, and returns no game.
func TestLoadRejectsBadSaves(t *testing.T) {
	good := saveBytes(t, sampleGame(t))
	cases := []struct {
		name string
		data []byte
		path string // expected in SaveError.Path ("" = any)
	}{
		{"empty", []byte(""), ""},
		{"not JSON", []byte("spellstack"), ""},
		{"truncated", good[:len(good)/2], ""},
		{"trailing data", append(append([]byte(nil), good...), []byte("{}")...), ""},
		{"array", []byte("[1,2]"), ""},
		{"foreign format", mutate(t, good, func(m map[string]any) { m["format"] = "chess-pgn" }), "format"},
		{"future version", mutate(t, good, func(m map[string]any) { m["version"] = 2; m["newField"] = true }), "version"},
		{"unknown field", mutate(t, good, func(m map[string]any) { m["cheat"] = true }), ""},
		{"wrong type", mutate(t, good, func(m map[string]any) { m["turn"] = "three" }), "turn"},
		{"unknown card", mutate(t, good, func(m map[string]any) { obj(m, 0)["card"] = "Black Lotus" }), "objects[0].card"},
		{"bad zone", mutate(t, good, func(m map[string]any) { obj(m, 0)["zone"] = "sideboard" }), "objects[0].zone"},
		{"zone in capitals", mutate(t, good, func(m map[string]any) { obj(m, 0)["zone"] = "Library" }), "objects[0].zone"},
		{"bad step", mutate(t, good, func(m map[string]any) { m["step"] = "second breakfast" }), "step"},
		{"bad decision", mutate(t, good, func(m map[string]any) { m["pending"].(map[string]any)["kind"] = "vote" }), "pending.kind"},
		{"decision player out of range", mutate(t, good, func(m map[string]any) { m["pending"].(map[string]any)["player"] = 5 }), "pending.player"},
		{"bad uniqueness", mutate(t, good, func(m map[string]any) { m["rules"].(map[string]any)["uniqueness"] = "some" }), "rules.uniqueness"},
		{"negative hand size", mutate(t, good, func(m map[string]any) { m["rules"].(map[string]any)["maxHandSize"] = -1 }), "rules.maxHandSize"},
		{"negative damage", mutate(t, good, func(m map[string]any) { obj(m, 0)["damage"] = -2 }), "objects[0].damage"},
		{"negative poison", mutate(t, good, func(m map[string]any) { player(m, 1)["poison"] = -1 }), "players[1].poison"},
		// State-based actions not applied (CR 704.5b-c): the player
		// should have lost.
		{"ten poison, still playing", mutate(t, good, func(m map[string]any) { player(m, 1)["poison"] = 10 }), ""},
		{"drew from an empty library, still playing", mutate(t, good, func(m map[string]any) { player(m, 1)["drewFromEmpty"] = true }), ""},
		{"negative passes", mutate(t, good, func(m map[string]any) { m["passes"] = -1 }), "passes"},
		{"negative lands", mutate(t, good, func(m map[string]any) { m["landsUsed"] = -1 }), "landsUsed"},
		{"pool overflow", mutate(t, good, func(m map[string]any) { player(m, 0)["pool"] = map[string]any{"R": 70000} }), "players[0].pool.R"},
		{"zone counter overflow", mutate(t, good, func(m map[string]any) { obj(m, 0)["inc"] = 70000 }), "objects[0].inc"},
		{"owner out of range", mutate(t, good, func(m map[string]any) { obj(m, 0)["owner"] = 2 }), "objects[0].owner"},
		{"unknown counter", mutate(t, good, func(m map[string]any) { obj(m, 0)["counters"] = map[string]any{"ice": 1} }), "objects[0].counters"},
		{"negative counter", mutate(t, good, func(m map[string]any) { obj(m, 0)["counters"] = map[string]any{"+1/+1": -1} }), "objects[0].counters.+1/+1"},
		{"last known unknown counter", mutate(t, good, func(m map[string]any) {
			m["lastKnown"] = []any{map[string]any{"id": obj(m, 0)["inc"].(float64)*65536 + 1, "counters": map[string]any{"ice": 1}}}
		}), "lastKnown[0].counters"},
		{"last known types of nothing", mutate(t, good, func(m map[string]any) {
			m["lastKnown"] = []any{map[string]any{"id": obj(m, 0)["inc"].(float64)*65536 + 1, "types": 256}}
		}), "lastKnown[0].types"},
		{"last known empty subtype", mutate(t, good, func(m map[string]any) {
			m["lastKnown"] = []any{map[string]any{"id": obj(m, 0)["inc"].(float64)*65536 + 1, "subtypes": []any{""}}}
		}), "lastKnown[0].subtypes[0]"},
		{"last known zero ID", mutate(t, good, func(m map[string]any) { m["lastKnown"] = []any{map[string]any{"id": 0}} }), "lastKnown[0].id"},
		{"one player", mutate(t, good, func(m map[string]any) { m["players"] = m["players"].([]any)[:1] }), "players"},
		{"same names", mutate(t, good, func(m map[string]any) { player(m, 1)["name"] = player(m, 0)["name"] }), "players[1].name"},
		{"slot out of range", mutate(t, good, func(m map[string]any) {
			player(m, 0)["hand"] = append(player(m, 0)["hand"].([]any), 9999)
		}), "players[0].hand"},
		{"slot in two zones", mutate(t, good, func(m map[string]any) {
			s := firstInZone(m, "battlefield")
			player(m, 0)["hand"] = append(player(m, 0)["hand"].([]any), s)
		}), "players[0].hand"},
		{"slot in no zone", mutate(t, good, func(m map[string]any) {
			player(m, 1)["library"] = player(m, 1)["library"].([]any)[1:]
		}), "objects["},
		{"slot in the wrong player's zone", mutate(t, good, func(m map[string]any) {
			lib0, lib1 := player(m, 0)["library"].([]any), player(m, 1)["library"].([]any)
			lib0[0], lib1[0] = lib1[0], lib0[0]
		}), "players[0].library[0]"},
		{"bad RNG", mutate(t, good, func(m map[string]any) { m["rng"] = "zz" }), "rng"},
		{"short RNG", mutate(t, good, func(m map[string]any) { m["rng"] = "7063673a00" }), "rng"},
		{"stack source out of range", mutate(t, good, func(m map[string]any) {
			m["stack"].([]any)[0].(map[string]any)["source"] = 1<<16 | 9999
		}), "stack[0].source"},
		{"stack kind", mutate(t, good, func(m map[string]any) { m["stack"].([]any)[0].(map[string]any)["kind"] = "prayer" }), "stack[0].kind"},
		{"stack without the spell", mutate(t, good, func(m map[string]any) { m["stack"] = []any{} }), "objects["},
		{"target player out of range", mutate(t, good, func(m map[string]any) {
			m["stack"].([]any)[0].(map[string]any)["targets"] = []any{map[string]any{"player": 7}}
		}), "stack[0].targets[0].player"},
		{"too many targets", mutate(t, good, func(m map[string]any) {
			p := map[string]any{"player": 0}
			m["stack"].([]any)[0].(map[string]any)["targets"] = []any{p, p, p, p, p}
		}), "stack[0].targets"},
		{"serial after the last", mutate(t, good, func(m map[string]any) { m["serial"] = 0 }), "stack[0].serial"},
		{"discard out of nowhere", mutate(t, good, func(m map[string]any) {
			m["pending"] = map[string]any{"kind": "discard", "player": 0, "count": 1}
		}), "pending"},
		{"blockers in the main phase", mutate(t, good, func(m map[string]any) {
			m["pending"] = map[string]any{"kind": "blockers", "player": 0, "count": 0}
		}), "pending"},
		{"over with a decision", mutate(t, good, func(m map[string]any) { m["over"] = true }), "pending"},
		{"winner while playing", mutate(t, good, func(m map[string]any) { m["winner"] = 0 }), "winner"},
		{"token count", mutate(t, good, func(m map[string]any) { m["counts"].(map[string]any)["tokens"] = 3 }), "counts.tokens"},
		{"unknown count", mutate(t, good, func(m map[string]any) { m["counts"].(map[string]any)["dragons"] = 3 }), "counts"},
		{"negative count", mutate(t, good, func(m map[string]any) { m["counts"].(map[string]any)["emblems"] = -1 }), "counts.emblems"},
		{"resolution legal", mutate(t, good, func(m map[string]any) { m["resolution"].(map[string]any)["legal"] = []any{true} }), "resolution.legal"},
		{"action log kind", mutate(t, good, func(m map[string]any) {
			m["actionLog"].([]any)[0].(map[string]any)["kind"] = "cheat"
		}), "actionLog[0].kind"},
		// Found accepted by the stress run: states the engine can't play
		// on from, or whose next increment overflows.
		{"trigger order without the triggers", mutate(t, good, func(m map[string]any) {
			m["pending"] = map[string]any{"kind": "trigger order", "player": 0, "count": 2}
		}), "pending.count"},
		{"turn at the top of int", mutate(t, good, func(m map[string]any) { m["turn"] = json.Number("9223372036854775807") }), "turn"},
		{"turn past MaxTurn", mutate(t, good, func(m map[string]any) { m["turn"] = float64(game.MaxTurn) + 1 }), "turn"},
		{"timestamp at the top of uint32", mutate(t, good, func(m map[string]any) { m["timestamp"] = float64(1<<32 - 1) }), "timestamp"},
		{"serial at the top of uint32", mutate(t, good, func(m map[string]any) { m["serial"] = float64(1<<32 - 1) }), "serial"},
		{"life that overflows", mutate(t, good, func(m map[string]any) { player(m, 0)["life"] = json.Number("9223372036854775807") }), "players[0].life"},
		{"life past MaxLife", mutate(t, good, func(m map[string]any) { player(m, 1)["life"] = float64(game.MaxLife) + 1 }), "players[1].life"},
		{"life below -MaxLife", mutate(t, good, func(m map[string]any) { player(m, 1)["life"] = -float64(game.MaxLife) - 1 }), "players[1].life"},
		{"poison past MaxLife", mutate(t, good, func(m map[string]any) { player(m, 1)["poison"] = float64(game.MaxLife) + 1 }), "players[1].poison"},
		{"actions at the top of int", mutate(t, good, func(m map[string]any) { m["actions"] = json.Number("9223372036854775807") }), "actions"},
		{"priority in the untap step", mutate(t, good, func(m map[string]any) { m["step"] = "untap" }), "pending"},
		{"priority in a quiet cleanup step", mutate(t, good, func(m map[string]any) { m["step"] = "cleanup" }), "pending"},
		{"cleanup priority outside cleanup", mutate(t, good, func(m map[string]any) { m["cleanupPriority"] = true }), "cleanupPriority"},
		{"malformed logged action", mutate(t, good, func(m map[string]any) {
			m["actionLog"].([]any)[0].(map[string]any)["x"] = 3
			m["actionLog"].([]any)[0].(map[string]any)["kind"] = "pass"
		}), "actionLog[0]"},
		{"attacker twice", mutate(t, good, func(m map[string]any) {
			s := firstInZone(m, "battlefield")
			id := (obj(m, s)["inc"].(float64))*65536 + float64(s) + 1
			a := map[string]any{"id": id, "player": 1, "blocked": false, "blockers": []any{}, "dealtFirst": false}
			m["combat"].(map[string]any)["attackers"] = []any{a, a}
		}), "combat.attackers[1].id"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := game.Load(bytes.NewReader(c.data), nil)
			require.Nil(t, g, "no half-loaded game")
			require.ErrorIs(t, err, game.ErrBadSave)
			var se *game.SaveError
			require.True(t, errors.As(err, &se), "%T", err)
			require.True(t, strings.HasPrefix(se.Path, c.path), "path %q, want %q: %v", se.Path, c.path, err)
			require.True(t, strings.HasPrefix(err.Error(), "invalid save: "), err.Error())
		})
	}
}

// An unknown card name wraps the catalog's error, with its suggestions.
func TestLoadUnknownCardWrapsCatalogError(t *testing.T) {
	data := mutate(t, saveBytes(t, sampleGame(t)), func(m map[string]any) { obj(m, 0)["card"] = "Lightning Strik" })
	_, err := game.Load(bytes.NewReader(data), nil)
	require.ErrorIs(t, err, card.ErrUnknownCard)
	require.ErrorIs(t, err, game.ErrBadSave)
	require.Contains(t, err.Error(), "objects[0].card")
}

// A value of the wrong JSON type is named in the save's terms, not by the
// engine's Go types, at its path with array indices.
func TestLoadWrongTypeInSaveTerms(t *testing.T) {
	data := mutate(t, saveBytes(t, sampleGame(t)), func(m map[string]any) { player(m, 0)["life"] = "twenty" })
	_, err := game.Load(bytes.NewReader(data), nil)
	var se *game.SaveError
	require.ErrorAs(t, err, &se)
	require.Equal(t, "players[0].life", se.Path)
	require.Contains(t, err.Error(), "string where an integer is wanted")
	require.NotContains(t, err.Error(), "savePlayer")
}

// FuzzLoad: Load never panics; whatever it accepts saves and loads again
// to the same Fingerprint, and plays on without panicking.
func FuzzLoad(f *testing.F) {
	g := sampleGame(f)
	f.Add(saveBytes(f, g))
	f.Add(compactJSON(f, saveBytes(f, g)))
	f.Add([]byte(`{"format":"spellstack-save","version":1}`))
	f.Add([]byte(`{"format":"spellstack-save","version":1,"players":[{"name":"A"},{"name":"B"}],"startCards":[0,0],"rng":"7063673a000000000000000000000000000000000000","step":"untap","pending":{"kind":"none"},"resolution":{"legal":[false,false,false,false]},"keep":{},"winner":-1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := game.Load(bytes.NewReader(data), nil)
		if err != nil {
			if !errors.Is(err, game.ErrBadSave) {
				t.Fatalf("error without ErrBadSave: %v", err)
			}
			if g != nil {
				t.Fatal("a game with an error")
			}
			return
		}
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		h, err := game.Load(&buf, nil)
		if err != nil {
			t.Fatalf("a loaded game's save does not load: %v", err)
		}
		if g.Fingerprint() != h.Fingerprint() {
			t.Fatal("fingerprint changed through save and load")
		}
		var opts []game.Action
		for i := 0; i < 8 && !g.Over(); i++ {
			opts = g.LegalActions(opts[:0])
			if len(opts) == 0 {
				return
			}
			_ = g.Apply(opts[i%len(opts)])
			_ = g.View(game.PlayerID(i % 2))
		}
	})
}

// BenchmarkSave writes a mid-game state.
func BenchmarkSave(b *testing.B) {
	g := midGame(b)
	var buf bytes.Buffer
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf.Reset()
		if err := g.Save(&buf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}

// BenchmarkLoad reads a mid-game state.
func BenchmarkLoad(b *testing.B) {
	data := saveBytes(b, midGame(b))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := game.Load(bytes.NewReader(data), nil); err != nil {
			b.Fatal(err)
		}
	}
}

// A saved game loads back to the same state, and plays on the same.
func ExampleGame_Save() {
	g, _ := game.New(mixedConfig(1))
	for i := 0; i < 30; i++ {
		g.Apply(g.LegalActions(nil)[0])
	}
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		fmt.Println(err)
	}
	h, err := game.Load(&buf, card.Default())
	if err != nil {
		fmt.Println(err)
	}
	fmt.Println(h.Fingerprint() == g.Fingerprint(), h.Actions())

	_, err = game.Load(strings.NewReader(`{"format": "spellstack-save", "version": 9}`), nil)
	fmt.Println(err)
	// Output:
	// true 30
	// invalid save: version: version 9 is not supported (want 1)
}
