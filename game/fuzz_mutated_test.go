package game_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/internal/mutant"
)

// deckPairs are the decklists the mutation fuzzers play: between them
// they have planeswalkers, menace, X spells, discard costs and searches.
var deckPairs = [][2]string{
	{"white-red", "black-green"},
	{"blue-red", "green-blue"},
	{"white-black", "blue-black"},
}

func deckConfig(tb testing.TB, seed uint64) game.Config {
	tb.Helper()
	pair := deckPairs[seed%uint64(len(deckPairs))]
	cfg := game.Config{Seed: seed, RecordActions: true}
	for i, name := range pair {
		data, err := os.ReadFile("../testdata/decks/" + name + ".txt")
		if err != nil {
			tb.Fatal(err)
		}
		list, err := card.ParseDecklist(name, bytes.NewReader(data))
		if err != nil {
			tb.Fatal(err)
		}
		deck, err := list.Resolve(card.Default(), card.ValidateOptions{})
		if err != nil {
			tb.Fatal(err)
		}
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: []string{"A", "B"}[i], Deck: deck})
	}
	return cfg
}

// FuzzMutatedActions plays a random legal prefix of a game, then applies
// listed actions with one field mutated (every field of every kind, out
// of range values included). A refused mutant changes nothing; an
// accepted one is, in canonical form, a listed action (declarations: a
// legal one by an independent check), and the game still saves, loads
// and replays to the same fingerprint.
func FuzzMutatedActions(f *testing.F) {
	f.Add(uint64(1), uint16(40), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17})
	f.Add(uint64(2), uint16(150), []byte{5, 200, 7, 6, 9, 9, 9, 3, 1, 0, 2, 2})
	f.Add(uint64(3), uint16(90), []byte{13, 1, 14, 2, 15, 3, 16, 4, 17, 5, 7, 200, 8, 1})
	f.Add(uint64(4), uint16(250), []byte{12, 3, 4, 4, 11, 2, 2, 9, 2, 200, 6, 6, 1, 0})
	f.Fuzz(func(t *testing.T, seed uint64, prefix uint16, data []byte) {
		g, cfg, r := randomPrefix(t, seed, prefix, int(prefix%400))
		var buf []game.Action
		g.ClearEvents()
		pick := func(n int) int {
			if n <= 0 {
				return 0
			}
			if len(data) == 0 {
				return r.IntN(n)
			}
			b := int(data[0])
			data = data[1:]
			return b % n
		}
		for round := 0; round < 16 && len(data) > 0 && !g.Over(); round++ {
			buf = g.OtherActions(g.LegalActions(buf[:0]))
			base := buf[pick(len(buf))]
			m := mutant.Mutate(g, base, pick(mutant.Fields), pick)
			before := g.Clone()
			fp := g.Fingerprint()
			if err := g.Apply(m); err != nil {
				if g.Fingerprint() != fp {
					t.Fatalf("refused %+v changed the game: %v", m, err)
				}
				if !errors.Is(err, game.ErrIllegal) {
					t.Fatalf("refusal of %+v is not an illegal-action error: %v", m, err)
				}
				continue
			}
			if msg := mutant.CheckAccepted(before, m); msg != "" {
				t.Fatal(msg)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %+v: %v", m, err)
			}
			if msg := mutant.RoundTrip(g, &cfg); msg != "" {
				t.Fatalf("after %+v: %s", m, msg)
			}
			g.ClearEvents()
		}
	})
}

// Every listed action is in canonical form and well formed, and the
// actions OtherActions lists (concessions, mana abilities) are accepted.
func TestListedActionsAreCanonical(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := game.New(deckConfig(t, seed))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 9))
		var buf []game.Action
		for steps := 0; !g.Over() && steps < 3000; steps++ {
			buf = g.OtherActions(g.LegalActions(buf[:0]))
			for _, a := range buf {
				if err := a.CheckShape(); err != nil {
					t.Fatalf("seed %d: listed %+v: %v", seed, a, err)
				}
				if c := g.Canonical(a); !c.Equal(a) {
					t.Fatalf("seed %d: listed %+v has canonical form %+v", seed, a, c)
				}
				if steps%5 == 0 && (a.Kind == game.ActActivateMana || a.Kind == game.ActConcede) {
					if err := g.Clone().Apply(a); err != nil {
						t.Fatalf("seed %d: listed %+v refused: %v", seed, a, err)
					}
				}
			}
			legal := g.LegalActions(nil)
			if err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// randomPrefix starts the game of deckConfig(t, seed) and plays up to n
// random legal actions, drawn from a stream seeded by seed and prefix,
// which it returns for the caller to go on with.
func randomPrefix(t *testing.T, seed uint64, prefix uint16, n int) (*game.Game, game.Config, *rand.Rand) {
	cfg := deckConfig(t, seed)
	g, err := game.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, uint64(prefix)))
	var buf []game.Action
	for i := 0; i < n && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return g, cfg, r
}
