package e2e

import (
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// This turn's shields (CR 701.13a, 615) are shown with the waiting
// abilities: Ancient Silverback's regeneration and Hunter's Ambush's
// prevention, in words.
func TestShieldsShown(t *testing.T) {
	ctx := labelsPage(t)
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	mustPut := func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	ape := mustPut(0, zone.Battlefield, card.AncientSilverback)
	for range 4 {
		mustPut(0, zone.Battlefield, card.Forest)
	}
	ambush := mustPut(0, zone.Hand, card.HuntersAmbush)
	mustPut(0, zone.Library, card.Forest)
	mustPut(1, zone.Library, card.Island)
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Activate(0, ape, 0); err != nil {
		t.Fatal(err)
	}
	if err := g.PassUntilResolved(); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: ambush}); err != nil {
		t.Fatal(err)
	}
	if err := g.PassUntilResolved(); err != nil {
		t.Fatal(err)
	}
	_, data := response(g)
	show(t, ctx, data)
	all := strings.Join(texts(t, ctx, "#stack li"), "\n")
	for _, want := range []string{
		"This turn: your Ancient Silverback regenerates the next time it would be destroyed",
		"This turn: all combat damage by creatures that aren't green is prevented",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the stack box reads %q, want %q", all, want)
		}
	}
}
