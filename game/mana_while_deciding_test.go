package game_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

func cardDef(t *testing.T, name string) *card.Definition {
	d, err := card.Default().Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func key(a game.Action) string {
	return fmt.Sprintf("p%d obj%d ab%d col%d ch%d", a.Player, a.Object, a.Ability, a.Color, a.Choice)
}

// manaMismatch compares the mana activations Apply accepts (every player,
// every permanent, abilities 0..2, every colour and bonus choice) with
// those OtherActions lists, after Canonical.
func manaMismatch(t *testing.T, g *game.Game, n int) (acceptedNotListed, listedNotAccepted []string) {
	listed := map[string]bool{}
	for _, a := range g.OtherActions(nil) {
		if a.Kind == game.ActActivateMana {
			listed[key(a)] = true
		}
	}
	accepted := map[string]bool{}
	var objs []game.ObjectID
	for p := 0; p < n; p++ {
		objs = append(objs, g.Zone(game.PlayerID(p), zone.Battlefield)...)
	}
	for p := 0; p < n; p++ {
		for _, o := range objs {
			for ab := 0; ab < 3; ab++ {
				for c := 0; c <= int(mana.NumColors); c++ {
					for ch := 0; ch < int(mana.NumColors); ch++ {
						a := game.Action{Kind: game.ActActivateMana, Player: game.PlayerID(p), Object: o, Ability: ab, Color: mana.Color(c), Choice: ch}
						if g.Clone().Apply(a) == nil {
							accepted[key(g.Canonical(a))] = true
						}
					}
				}
			}
		}
	}
	for k := range accepted {
		if !listed[k] {
			acceptedNotListed = append(acceptedNotListed, k)
		}
	}
	for k := range listed {
		if !accepted[k] {
			listedNotAccepted = append(listedNotAccepted, k)
		}
	}
	return
}

// In Two-Headed Giant the team holds priority and either teammate may
// act (CR 805.5): OtherActions lists both players' mana activations, as
// Apply accepts them.
func TestTeammateManaActivationsListed(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Rules: game.Rules{Variant: game.TwoHeadedGiant},
		Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Ann"}, {Name: "Bob"}, {Name: "Ben"}}})
	if err != nil {
		t.Fatal(err)
	}
	g.Put(0, zone.Battlefield, cardDef(t, "Mountain"), game.PutOptions{})
	g.Put(1, zone.Battlefield, cardDef(t, "Mountain"), game.PutOptions{})
	g.Put(1, zone.Hand, cardDef(t, "Lightning Strike"), game.PutOptions{})
	for p := 0; p < 4; p++ {
		g.Put(game.PlayerID(p), zone.Library, cardDef(t, "Mountain"), game.PutOptions{})
	}
	if err := g.Start(3, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	anl, lna := manaMismatch(t, g, 4)
	if len(anl) > 0 || len(lna) > 0 {
		t.Errorf("accepted, not listed: %v; listed, not accepted: %v", anl, lna)
	}
}

// While Alice decides whether to pay Frenzied Goblin's {R} (CR 608.2f),
// the listed mana activations are exactly the accepted ones; Save/Load keeps
// the fingerprint and the listings, before and after activations with
// side effects (sacrifice, painland damage), and "yes" continues alike.
func TestPayingDecisionListingAndSave(t *testing.T) {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	g.Put(0, zone.Battlefield, cardDef(t, "Frenzied Goblin"), game.PutOptions{})
	m, _ := g.Put(0, zone.Battlefield, cardDef(t, "Mountain"), game.PutOptions{})
	g.Put(0, zone.Battlefield, cardDef(t, "Verdant Haven"), game.PutOptions{AttachedTo: m})
	g.Put(0, zone.Battlefield, cardDef(t, "Battlefield Forge"), game.PutOptions{})
	servant, _ := g.Put(0, zone.Battlefield, cardDef(t, "Generator Servant"), game.PutOptions{})
	g.Put(0, zone.Battlefield, cardDef(t, "Sliver Hive"), game.PutOptions{})
	courser, _ := g.Put(1, zone.Battlefield, cardDef(t, "Centaur Courser"), game.PutOptions{})
	g.Put(1, zone.Battlefield, cardDef(t, "Ob Nixilis, Unshackled"), game.PutOptions{})
	g.Put(1, zone.Battlefield, cardDef(t, "Forest"), game.PutOptions{})
	for i := 0; i < 3; i++ {
		g.Put(0, zone.Library, cardDef(t, "Mountain"), game.PutOptions{})
		g.Put(1, zone.Library, cardDef(t, "Forest"), game.PutOptions{})
	}
	if err := g.Start(3, 0, game.DeclareAttackers); err != nil {
		t.Fatal(err)
	}
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActDeclareAttackers && len(a.Attackers) == 1 {
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChooseTargets && a.Targets[0] == game.ObjectTarget(courser) {
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	for g.Pending().Kind == game.DecidePriority {
		if err := g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}); err != nil {
			t.Fatal(err)
		}
	}
	if g.Pending().Kind != game.DecideYesNo {
		t.Fatalf("pending %v", g.Pending())
	}
	check := func(tag string) *game.Game {
		anl, lna := manaMismatch(t, g, 2)
		if len(anl) > 0 || len(lna) > 0 {
			t.Errorf("%s: accepted, not listed: %v; listed, not accepted: %v", tag, anl, lna)
		}
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		h, err := game.Load(&buf, card.Default())
		if err != nil {
			t.Fatal(err)
		}
		if h.Fingerprint() != g.Fingerprint() {
			t.Errorf("%s: fingerprint differs after Load", tag)
		}
		if fmt.Sprint(h.LegalActions(nil), h.OtherActions(nil)) != fmt.Sprint(g.LegalActions(nil), g.OtherActions(nil)) {
			t.Errorf("%s: listings differ after Load", tag)
		}
		return h
	}
	check("decision")
	if err := g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: servant}); err != nil {
		t.Fatal(err)
	}
	check("after servant")
	var forgeR game.Action
	for _, a := range g.OtherActions(nil) {
		if a.Kind == game.ActActivateMana && a.Color == mana.Red && g.Describe(a, game.English) == "Activate Battlefield Forge's mana ability for {R}" {
			forgeR = a
		}
	}
	if err := g.Apply(forgeR); err != nil {
		t.Fatal(err)
	}
	if g.Life(0) != 19 || g.Pending().Kind != game.DecideYesNo {
		t.Fatalf("life %d pending %v", g.Life(0), g.Pending())
	}
	h := check("after forge")
	yes := game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}
	if err := g.Apply(yes); err != nil {
		t.Fatal(err)
	}
	if err := h.Apply(yes); err != nil {
		t.Fatal(err)
	}
	if g.Fingerprint() != h.Fingerprint() {
		t.Errorf("diverged after yes")
	}
}

// While Alice declares attackers and her Bear's attack costs {3}
// (Oppressive Rays, CR 508.1i), the listed mana activations are exactly
// the accepted ones: her three lands'. (With two, the Bear could not
// attack, and no declaration would be asked, CR 508.1h.)
func TestDeclarationManaActivationsListed(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	bear, _ := g.Put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"), game.PutOptions{})
	g.Put(0, zone.Battlefield, cardDef(t, "Mountain"), game.PutOptions{})
	g.Put(0, zone.Battlefield, cardDef(t, "Plains"), game.PutOptions{})
	g.Put(0, zone.Battlefield, cardDef(t, "Swamp"), game.PutOptions{})
	g.Put(1, zone.Battlefield, cardDef(t, "Oppressive Rays"), game.PutOptions{AttachedTo: bear})
	for p := 0; p < 2; p++ {
		g.Put(game.PlayerID(p), zone.Library, cardDef(t, "Mountain"), game.PutOptions{})
	}
	if err := g.Start(3, 0, game.DeclareAttackers); err != nil {
		t.Fatal(err)
	}
	if g.Pending().Kind != game.DecideAttackers {
		t.Fatalf("pending %v", g.Pending())
	}
	anl, lna := manaMismatch(t, g, 3)
	if len(anl) > 0 || len(lna) > 0 {
		t.Errorf("accepted, not listed: %v; listed, not accepted: %v", anl, lna)
	}
	n := 0
	for _, a := range g.OtherActions(nil) {
		if a.Kind == game.ActActivateMana {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d mana activations listed, want the Mountain's, the Plains' and the Swamp's", n)
	}
}
