package game_test

import (
	"bytes"
	"testing"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Boonweaver Giant's find (hand, graveyard and/or library): the viewer
// sees which cards her library holds (CR 701.17b: not their order), so a
// copy determinized for her keeps them, and her options name the same
// objects as in the game.
func TestDeterminizeKeepsLibraryViewerSees(t *testing.T) {
	g, _ := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	for i := 0; i < 7; i++ {
		g.Put(0, zone.Battlefield, testDef(t, "Plains"), game.PutOptions{})
	}
	giant, _ := g.Put(0, zone.Hand, testDef(t, "Boonweaver Giant"), game.PutOptions{})
	for _, n := range []string{"Divine Favor", "Forest", "Plains", "Plains", "Forest"} {
		g.Put(0, zone.Library, testDef(t, n), game.PutOptions{})
	}
	g.Put(1, zone.Library, testDef(t, "Island"), game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Cast(0, giant); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10 && g.Pending().Kind != game.DecideFind; i++ {
		if err := g.Pass(g.PriorityPlayer()); err != nil {
			t.Fatal(err)
		}
	}
	if g.Pending().Kind != game.DecideFind {
		t.Fatalf("pending %v", g.Pending())
	}
	mine := g.ActionsOf(0, nil)
	bad := 0
	for seed := uint64(0); seed < 20; seed++ {
		d := g.Determinize(0, seed)
		theirs := d.ActionsOf(0, nil)
		same := len(mine) == len(theirs)
		for i := 0; same && i < len(mine); i++ {
			same = mine[i].Equal(theirs[i])
		}
		if !same {
			bad++
			if bad == 1 {
				t.Logf("game options %v\ncopy options %v", mine, theirs)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 20 determinized copies give Alice other options at her find decision", bad)
	}
}

// Necromancer's Stockpile ("{1}{B}, Discard a creature card: ...")
// activated with Necromancer's Assistant in hand: the cost's discard
// decision is pending (CR 601.2h, 602.2b). A copy determinized for Bob
// deals Alice a hand that can pay it, never one that leaves the decision
// without a legal answer.
func TestDeterminizeKeepsCostDiscardPayable(t *testing.T) {
	g, _ := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	pile, _ := g.Put(0, zone.Battlefield, testDef(t, "Necromancer's Stockpile"), game.PutOptions{})
	for i := 0; i < 6; i++ {
		g.Put(0, zone.Battlefield, testDef(t, "Swamp"), game.PutOptions{})
	}
	g.Put(0, zone.Hand, testDef(t, "Necromancer's Assistant"), game.PutOptions{})
	g.Put(0, zone.Library, testDef(t, "Swamp"), game.PutOptions{})
	g.Put(0, zone.Library, testDef(t, "Swamp"), game.PutOptions{})
	g.Put(1, zone.Library, testDef(t, "Island"), game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Activate(0, pile, 0); err != nil {
		t.Fatal(err)
	}
	t.Logf("pending %v, options %d", g.Pending(), len(g.LegalActions(nil)))
	bad := 0
	for seed := uint64(0); seed < 10; seed++ {
		d := g.Determinize(1, seed)
		if len(d.LegalActions(nil)) == 0 {
			bad++
			var b bytes.Buffer
			d.Save(&b)
			_, err := game.Load(&b, nil)
			if bad == 1 {
				t.Logf("copy: pending %v, no legal action; Load of its save: %v", d.Pending(), err)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 10 determinized copies (viewer Bob) have no legal action", bad)
	}
}
