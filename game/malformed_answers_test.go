package game_test

import (
	"errors"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func testDef(t *testing.T, n string) *card.Definition {
	d, err := card.Default().Lookup(n)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// A DecideTakeRevealed answer taking no card (Object 0) but carrying a
// target is not a listed option: a field the answer does not use makes
// the action malformed, and Apply refuses it.
func TestTakeRevealedNoneRefusesTarget(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	put := func(p game.PlayerID, z zone.Kind, n string) game.ObjectID {
		id, err := g.Put(p, z, testDef(t, n), game.PutOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	sat := put(0, zone.Hand, "Satyr Wayfinder")
	put(0, zone.Battlefield, "Forest")
	bear := put(1, zone.Battlefield, "Runeclaw Bear")
	put(0, zone.Battlefield, "Forest")
	for _, n := range []string{"Runeclaw Bear", "Forest", "Runeclaw Bear", "Runeclaw Bear", "Forest"} {
		put(0, zone.Library, n)
	}
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Cast(0, sat); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10 && g.Pending().Kind != game.DecideTakeRevealed; i++ {
		if err := g.Pass(g.PriorityPlayer()); err != nil {
			t.Fatal(err)
		}
	}
	if g.Pending().Kind != game.DecideTakeRevealed {
		t.Fatalf("pending %v", g.Pending())
	}
	legal := g.LegalActions(nil)
	a := game.Action{Kind: game.ActChoose, Player: 0}.WithTargets(game.ObjectTarget(bear))
	for _, l := range legal {
		if l.Equal(g.Canonical(a)) {
			t.Fatalf("listed")
		}
	}
	t.Logf("legal: %+v", legal)
	fp := g.Fingerprint()
	err = g.Apply(a)
	if err == nil {
		t.Errorf("Apply accepted ActChoose{Object:0, NumTargets:1, Targets[0]: Runeclaw Bear} at DecideTakeRevealed; not listed, target field unused (expected ErrMalformed)")
	} else if !errors.Is(err, game.ErrIllegal) || g.Fingerprint() != fp {
		t.Errorf("bad refusal %v", err)
	}
}

// Canonical leaves a malformed action (a "no target" slot set beyond
// NumTargets) as it is, unlisted, since Apply refuses it: Apply accepts
// an action exactly when its canonical form is listed, and Canonical
// never repairs a malformed field.
func TestCanonicalLeavesMalformedTargets(t *testing.T) {
	g, _ := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	ch, _ := g.Put(0, zone.Battlefield, testDef(t, "Chandra, Pyromaster"), game.PutOptions{})
	g.Put(0, zone.Library, testDef(t, "Island"), game.PutOptions{})
	g.Put(1, zone.Library, testDef(t, "Island"), game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	a := game.Action{Kind: game.ActActivate, Player: 0, Object: ch, Ability: 0, NumTargets: 1}
	a.Targets[0] = game.PlayerTarget(1)
	a.Targets[1] = game.ObjectTarget(0) // "no target" for the up-to-one slot, beyond NumTargets
	canon := g.Canonical(a)
	listed := false
	for _, l := range g.LegalActions(nil) {
		if l.Equal(canon) {
			listed = true
		}
	}
	err := g.Clone().Apply(a)
	t.Logf("canonical %+v listed=%v; Apply: %v", canon, listed, err)
	if listed && err != nil {
		t.Errorf("canonical form listed but Apply refuses: %v", err)
	}
}
