package game

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/card"
)

// With Config.AutoPass, no priority decision is left whose only option is
// to pass, and the game is the one a player passing by hand at each of
// those priorities plays (CR 117.3d: the pass is the same pass): both
// games have the same fingerprint after every decision of the auto-pass
// game.
func TestAutoPassPlaysTheSameGame(t *testing.T) {
	for _, c := range configs {
		for seed := uint64(1); seed <= 6; seed++ {
			cfg := c.make(seed)
			cfg.AutoPass = true
			auto, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			cfg.AutoPass = false
			hand, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 11))
			var buf, hbuf []Action
			passes := 0
			for n := 0; !auto.Over(); n++ {
				if n > 50000 {
					t.Fatalf("%s seed %d: game does not end", c.name, seed)
				}
				// The hand game passes where the auto-pass game did.
				for {
					hbuf = hand.LegalActions(hbuf[:0])
					if hand.Pending().Kind != DecidePriority || len(hbuf) > 1 || hand.Over() {
						break
					}
					if err := hand.Apply(hbuf[0]); err != nil {
						t.Fatal(err)
					}
					passes++
				}
				if auto.Fingerprint() != hand.Fingerprint() {
					t.Fatalf("%s seed %d: games differ after %d decisions: %s", c.name, seed, n, diffState(auto, hand))
				}
				if err := auto.VerifyCaches(); err != nil {
					t.Fatal(err)
				}
				buf = auto.LegalActions(buf[:0])
				if auto.Pending().Kind == DecidePriority && len(buf) == 1 {
					t.Fatalf("%s seed %d: a priority with nothing but pass was asked: %+v", c.name, seed, auto.Pending())
				}
				a := buf[r.IntN(len(buf))]
				if err := auto.Apply(a); err != nil {
					t.Fatalf("%s seed %d: listed action refused: %v", c.name, seed, err)
				}
				if err := hand.Apply(a); err != nil {
					t.Fatalf("%s seed %d: the hand game refused %+v: %v", c.name, seed, a, err)
				}
			}
			// The auto-pass game may have ended in its passes.
			for !hand.Over() {
				hbuf = hand.LegalActions(hbuf[:0])
				if hand.Pending().Kind != DecidePriority || len(hbuf) > 1 {
					t.Fatalf("%s seed %d: the hand game waits for %+v", c.name, seed, hand.Pending())
				}
				if err := hand.Apply(hbuf[0]); err != nil {
					t.Fatal(err)
				}
				passes++
			}
			if hand.Fingerprint() != auto.Fingerprint() || hand.Winner() != auto.Winner() {
				t.Fatalf("%s seed %d: the hand game did not end the same way", c.name, seed)
			}
			if auto.AutoPasses() != passes || passes == 0 {
				t.Fatalf("%s seed %d: %d auto-passes, the hand game passed alone %d times", c.name, seed, auto.AutoPasses(), passes)
			}
		}
	}
}

// Auto-pass is saved: a loaded game goes on passing for idle players, and
// keeps its count.
func TestAutoPassSaved(t *testing.T) {
	cfg := briefConfig(3)
	cfg.AutoPass = true
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 3))
	var buf []Action
	for i := 0; i < 20 && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	var data bytes.Buffer
	if err := g.Save(&data); err != nil {
		t.Fatal(err)
	}
	h, err := Load(&data, card.Default())
	if err != nil {
		t.Fatal(err)
	}
	if !h.AutoPass() || h.AutoPasses() != g.AutoPasses() || g.AutoPasses() == 0 {
		t.Fatalf("loaded: auto-pass %v with %d passes, saved %d", h.AutoPass(), h.AutoPasses(), g.AutoPasses())
	}
	for i := 0; i < 40 && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		a := buf[r.IntN(len(buf))]
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if err := h.Apply(a); err != nil {
			t.Fatalf("the loaded game refused %+v: %v", a, err)
		}
		if g.Fingerprint() != h.Fingerprint() || g.AutoPasses() != h.AutoPasses() {
			t.Fatalf("games diverge %d actions after load", i+1)
		}
	}
}
