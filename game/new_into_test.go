package game

import (
	"math/rand/v2"
	"testing"
)

// NewInto over a game played to its end, over a copy, and over a game of
// another configuration gives the game New gives: the same state field
// by field, and the same game when both play on.
func TestNewIntoIsNew(t *testing.T) {
	for _, c := range configs {
		played := func() *Game { return randomGame(t, c.make(90), rand.New(rand.NewPCG(90, 1)), nil) }
		for _, dst := range []*Game{played(), played().Clone(), nil} {
			for seed := uint64(1); seed <= 3; seed++ {
				cfg := c.make(seed)
				want, err := New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				got, err := NewInto(dst, cfg)
				if err != nil {
					t.Fatal(err)
				}
				if dst != nil && got != dst {
					t.Fatalf("%s: NewInto returned another game", c.name)
				}
				if d := diffState(want, got); d != "" {
					t.Fatalf("%s seed %d: NewInto differs from New: %s", c.name, seed, d)
				}
				r := rand.New(rand.NewPCG(seed, 2))
				var buf, reused []Action
				for i := 0; i < 300 && !want.Over(); i++ {
					buf = want.LegalActions(buf[:0])
					// The reused game lists the same options: nothing its
					// storage remembers from the last game leaks in.
					reused = got.LegalActions(reused[:0])
					if len(reused) != len(buf) {
						t.Fatalf("%s seed %d action %d: %d options, %d in a new game", c.name, seed, i, len(reused), len(buf))
					}
					for k := range buf {
						if !buf[k].Equal(reused[k]) {
							t.Fatalf("%s seed %d action %d: option %d differs from a new game's", c.name, seed, i, k)
						}
					}
					a := buf[r.IntN(len(buf))]
					if err := want.Apply(a); err != nil {
						t.Fatal(err)
					}
					if err := got.Apply(a); err != nil {
						t.Fatalf("%s seed %d: the reused game refused %+v: %v", c.name, seed, a, err)
					}
					if want.Fingerprint() != got.Fingerprint() {
						t.Fatalf("%s seed %d: games diverge after %d actions: %s", c.name, seed, i+1, diffState(want, got))
					}
				}
				dst = got
			}
		}
	}
}

// A bad configuration leaves the game NewInto was given unchanged.
func TestNewIntoBadConfig(t *testing.T) {
	g, err := New(briefConfig(1))
	if err != nil {
		t.Fatal(err)
	}
	before := g.Fingerprint()
	if _, err := NewInto(g, Config{}); err == nil {
		t.Fatal("a configuration without players was accepted")
	}
	if g.Fingerprint() != before {
		t.Fatal("a refused NewInto changed the game")
	}
}
