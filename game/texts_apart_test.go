package game

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// modeConfig returns a configuration of n players of variant v: for two,
// one of the brief, full-start and catalog ones by seed; otherwise every
// card of the catalog for each player, half of them from the full start.
func modeConfig(n int, v Variant, seed uint64) Config {
	if n == 2 {
		switch seed % 3 {
		case 0:
			return briefConfig(seed)
		case 1:
			return fullStartConfig(seed)
		}
		return catalogConfig(seed)
	}
	cfg := multiCatalogConfig(n, v, seed)
	if seed%2 == 0 {
		cfg.Start = StartFull
	}
	return cfg
}

// walkRandomGame plays a random game of cfg, calling visit at every
// decision: passes are taken a fifth of the time when there is more, and
// attacks with more creatures two times in three.
func walkRandomGame(t testing.TB, cfg Config, r *rand.Rand, visit func(g *Game)) *Game {
	t.Helper()
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	visit(g)
	var buf []Action
	for n := 0; !g.Over(); n++ {
		if n > 20000 {
			return g
		}
		g.ClearEvents()
		buf = g.LegalActions(buf[:0])
		i := r.IntN(len(buf))
		if buf[i].Kind == ActPass && len(buf) > 1 && r.IntN(5) != 0 {
			i = 1 + r.IntN(len(buf)-1)
			if buf[i].Kind == ActPass {
				i = 0
			}
		}
		if g.pending.Kind == DecideAttackers && len(buf) > 1 && r.IntN(3) != 0 {
			// the last listed declarations attack with more
			i = len(buf) - 1 - r.IntN(min(3, len(buf)))
		}
		if err := g.Apply(buf[i]); err != nil {
			t.Fatalf("seed %d: listed action refused: %v", cfg.Seed, err)
		}
		visit(g)
	}
	return g
}

// TestTriggerOrderTextsTellApart: in a 4-player random game (seed 10)
// Carol orders 50 waiting triggers (CR 603.3b). Two of them are Midnight
// Guard's "untap" for two different Avacyn, Guardian Angel objects (one of
// which has since left the battlefield by the legend rule, so neither reads
// with a number): each option must still read differently from the others,
// in both languages, or a person can't tell which to choose.
func TestTriggerOrderTextsTellApart(t *testing.T) {
	cfg := modeConfig(4, FreeForAll, 10)
	r := rand.New(rand.NewPCG(10, 77))
	step := 0
	checked := false
	walkRandomGame(t, cfg, r, func(g *Game) {
		step++
		if step > 3700 || g.pending.Kind != DecideTriggerOrder {
			return
		}
		opts := g.LegalActions(nil)
		for _, lang := range []Lang{English, Chinese} {
			seen := map[string]int{}
			for i, a := range opts {
				s := g.Describe(a, lang)
				if j, ok := seen[s]; ok {
					ti, tj := g.triggers[opts[i].Choice], g.triggers[opts[j].Choice]
					_, okj := g.lookup(tj.eventObject)
					_, oki := g.lookup(ti.eventObject)
					t.Fatalf("action %d: options %d and %d read the same: %q (event objects %v still there: %v, %v: %v)", step-1, j, i, s, tj.eventObject, okj, ti.eventObject, oki)
				}
				seen[s] = i
			}
		}
		checked = true
	})
	if !checked {
		t.Fatal("no trigger order decision reached")
	}
}

// A damage event names its source even when the source has left (a
// resolved spell): a JSON client has no other way to say what dealt the
// damage (CR 119.3).
func TestDamageEventNamesItsSource(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := g.Put(0, zone.Battlefield, card.Mountain, PutOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	strike, err := g.Put(0, zone.Hand, card.LightningStrike, PutOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for p := range 2 {
		if _, err := g.Put(PlayerID(p), zone.Library, card.Island, PutOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Start(3, 0, Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Cast(0, strike, PlayerTarget(1)); err != nil {
		t.Fatal(err)
	}
	g.ClearEvents()
	if err := g.PassUntilResolved(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []PlayerID{0, 1, NoPlayer} {
		found := false
		for _, ve := range g.EventsFor(p) {
			if ve.Kind != EventDamage {
				continue
			}
			found = true
			b, err := json.Marshal(ve)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), `"sourceName":"Lightning Strike"`) {
				t.Fatalf("seat %d: damage event %s doesn't name its source", p, b)
			}
			var back ViewEvent
			if err := json.Unmarshal(b, &back); err != nil || back.SourceName != "Lightning Strike" {
				t.Fatalf("seat %d: %s reads back as %+v (%v)", p, b, back, err)
			}
		}
		if !found {
			t.Fatalf("seat %d: no damage event", p)
		}
	}
}
