// Triggers that remember a stack item by its serial (Diffusion Sliver's
// "counter that spell unless its controller pays {2}", Kurkesh's "copy
// that ability") still find it when the serials reach MaxStamp and the
// stack is numbered again as the trigger goes on it (CR 603.2, 701.5,
// 706.10); the controls run just below the bound.
package game_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Diffusion Sliver's trigger remembers the spell that targeted the Sliver
// by its stack serial. When the serials run out (MaxStamp) and the stack
// is renumbered as the trigger is put on it, the remembered serial must
// still name the spell (CR 603.2, 701.5): Lightning Strike is countered
// unless Bob pays {2}, and he can't.
func serialBoundDiffusionAt(t *testing.T, serial uint32) (sliverAlive bool) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	sliver, _ := g.Put(0, zone.Battlefield, card.DiffusionSliver, game.PutOptions{})
	g.Put(1, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(1, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike, _ := g.Put(1, zone.Hand, card.LightningStrike, game.PutOptions{})
	g.Put(0, zone.Library, card.Plains, game.PutOptions{})
	g.Put(1, zone.Library, card.Plains, game.PutOptions{})
	if err := g.Start(3, 1, game.Main1); err != nil {
		t.Fatal(err)
	}
	h := reloadEdited(t, g, func(m map[string]any) {
		m["serial"] = serial
	})
	if err := h.Cast(1, strike, game.ObjectTarget(sliver)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20 && h.StackLen() > 0; i++ {
		if err := h.PassUntilResolved(); err != nil {
			t.Fatal(err)
		}
		if d := h.Pending(); d.Kind == game.DecideYesNo {
			// Bob is asked whether to pay {2}, which he can't: "no" is
			// the one answer listed (CR 117.3).
			opts := h.LegalActions(nil)
			if len(opts) != 1 || opts[0].Choice != 0 {
				t.Fatalf("an unpayable {2} lists %v, want only no", opts)
			}
			if err := h.Apply(opts[0]); err != nil {
				t.Fatal(err)
			}
		}
		if d := h.Pending(); d.Kind != game.DecidePriority {
			t.Fatalf("unexpected decision %v", d)
		}
	}
	_, ok := h.Object(sliver)
	info, _ := h.Object(sliver)
	return ok && info.Zone == zone.Battlefield
}

func TestDiffusionSliverSerialControl(t *testing.T) {
	if !serialBoundDiffusionAt(t, game.MaxStamp-10) {
		t.Fatal("control: Lightning Strike should be countered by Diffusion Sliver's trigger")
	}
}

func TestDiffusionSliverSerialAtBound(t *testing.T) {
	if !serialBoundDiffusionAt(t, game.MaxStamp-1) {
		t.Fatal("at the serial bound: Lightning Strike should be countered by Diffusion Sliver's trigger, but it resolved and killed the Sliver")
	}
}

// Kurkesh, Onakke Ancient's trigger also names the ability it copies by
// its serial: paying {R} copies Grindclock's "{T}: Put a charge counter
// on Grindclock", so it gets two counters (CR 706.10).
func serialBoundKurkeshAt(t *testing.T, serial uint32) int {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	g.Put(0, zone.Battlefield, card.KurkeshOnakkeAncient, game.PutOptions{})
	clock, _ := g.Put(0, zone.Battlefield, card.Grindclock, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Library, card.Plains, game.PutOptions{})
	g.Put(1, zone.Library, card.Plains, game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	h := reloadEdited(t, g, func(m map[string]any) {
		m["serial"] = serial
	})
	if err := h.Activate(0, clock, 0); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20 && (h.StackLen() > 0 || h.Pending().Kind != game.DecidePriority); i++ {
		switch d := h.Pending(); d.Kind {
		case game.DecidePriority:
			if err := h.Pass(d.Player); err != nil {
				t.Fatal(err)
			}
		case game.DecideYesNo:
			if err := h.Apply(game.Action{Kind: game.ActChoose, Player: d.Player, Choice: 1}); err != nil {
				t.Fatal(err)
			}
		case game.DecideCopyTargets:
			if err := h.Apply(game.Action{Kind: game.ActChooseTargets, Player: d.Player}); err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("unexpected decision %v", d)
		}
	}
	info, _ := h.Object(clock)
	return info.Counters[3] // charge
}

func TestKurkeshSerialControl(t *testing.T) {
	if n := serialBoundKurkeshAt(t, game.MaxStamp-10); n != 2 {
		t.Fatalf("control: Grindclock has %d charge counters, want 2", n)
	}
}

func TestKurkeshSerialAtBound(t *testing.T) {
	if n := serialBoundKurkeshAt(t, game.MaxStamp-1); n != 2 {
		t.Fatalf("at the serial bound: Grindclock has %d charge counters, want 2 (the copy is lost)", n)
	}
}
