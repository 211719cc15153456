package e2e

import (
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A Mercurial Pretender waiting for its copy choice (CR 614.12) shows as
// entering, not as the 0/0 it is until then; and an ability an Aura
// grants (CR 613.1f) says on the stack which card grants it.
func TestEnteringAndGrantedAbilityShown(t *testing.T) {
	ctx := labelsPage(t)
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	mustPut := func(p game.PlayerID, z zone.Kind, d *card.Definition, o game.PutOptions) game.ObjectID {
		id, err := g.Put(p, z, d, o)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	bear := mustPut(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	mustPut(0, zone.Battlefield, card.BurningAnger, game.PutOptions{AttachedTo: bear})
	for range 6 {
		mustPut(0, zone.Battlefield, card.Swamp, game.PutOptions{})
	}
	obedience := mustPut(0, zone.Hand, card.EndlessObedience, game.PutOptions{})
	pretender := mustPut(0, zone.Graveyard, card.MercurialPretender, game.PutOptions{})
	mustPut(0, zone.Library, card.Swamp, game.PutOptions{})
	mustPut(1, zone.Library, card.Island, game.PutOptions{})
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	if err := g.Activate(0, bear, 0, game.PlayerTarget(1)); err != nil {
		t.Fatal(err)
	}
	_, data := response(g)
	show(t, ctx, data)
	if s := text(t, ctx, "#stack li"); !strings.Contains(s, "(granted by Burning Anger)") {
		t.Fatalf("the stack reads %q", s)
	}
	if err := g.PassUntilResolved(); err != nil {
		t.Fatal(err)
	}

	if err := g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: obedience}.WithTargets(game.ObjectTarget(pretender))); err != nil {
		t.Fatal(err)
	}
	for _, p := range []game.PlayerID{0, 1} {
		if err := g.Pass(p); err != nil {
			t.Fatal(err)
		}
	}
	if g.Pending().Kind != game.DecideChooseCard {
		t.Fatalf("pending %v, not the Pretender's copy choice", g.Pending().Kind)
	}
	_, data = response(g)
	show(t, ctx, data)
	found := false
	for _, s := range texts(t, ctx, "#battlefield .card") {
		if strings.Contains(s, "Mercurial Pretender") {
			found = true
			if !strings.Contains(s, "entering") || strings.Contains(s, "0/0") {
				t.Fatalf("the Pretender reads %q", s)
			}
		}
	}
	if !found {
		t.Fatal("no Pretender on the battlefield")
	}
}
