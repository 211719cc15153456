package game_test

// Positions found by mutating the M15 cards' static, activated and
// triggered abilities and playing random games with them: each once left
// the game in a state a save could not hold, or that broke a rule.

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

func faultEmpty(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func faultPut(t *testing.T, g *game.Game, p game.PlayerID, z zone.Kind, d *card.Definition, opt game.PutOptions) game.ObjectID {
	t.Helper()
	if err := d.Check(); err != nil {
		t.Fatalf("Check refuses %s: %v", d.Name, err)
	}
	id, err := g.Put(p, z, d, opt)
	if err != nil {
		t.Fatalf("Put %s: %v", d.Name, err)
	}
	return id
}

// faultDo applies the first legal action whose English description
// contains want, and checks the state after it.
func faultDo(t *testing.T, g *game.Game, want string) {
	t.Helper()
	acts := g.LegalActions(nil)
	for _, a := range acts {
		if d := g.Describe(a, game.English); strings.Contains(d, want) {
			if err := g.Apply(a); err != nil {
				t.Fatalf("listed action %q refused: %v", d, err)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %q: %v", d, err)
			}
			if err := g.VerifyCaches(); err != nil {
				t.Fatalf("after %q: %v", d, err)
			}
			return
		}
	}
	var ds []string
	for _, a := range acts {
		ds = append(ds, g.Describe(a, game.English))
	}
	t.Fatalf("no legal action like %q among %q", want, ds)
}

// faultSaveLoad saves g and loads it with a catalog that holds defs.
func faultSaveLoad(t *testing.T, g *game.Game, defs ...*card.Definition) {
	t.Helper()
	cat, err := card.NewCatalog(append(card.Default().All(), defs...)...)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := g.Save(&b); err != nil {
		t.Fatalf("Save: %v", err)
	}
	g2, err := game.Load(&b, cat)
	if err != nil {
		t.Fatalf("Load of what Save wrote: %v", err)
	}
	if g2.Fingerprint() != g.Fingerprint() {
		t.Fatalf("fingerprint differs after Save/Load")
	}
}

var faultWhiteBear = card.Define(card.Definition{Name: "White Bear", ManaCost: mana.MustParseCost("{1}{W}"),
	Types: ability.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2)})

// CR 704.5q: a permanent with +1/+1 and -1/-1 counters loses pairs of
// them as a state-based action. Here a cost puts the -1/-1 counter (the
// engine once looked for pairs only after Put and Load, and a save of
// the position failed to load).
func TestMinusCounterCostAnnihilates(t *testing.T) {
	d := card.Define(card.Definition{
		Name: "Counter Host", ManaCost: mana.MustParseCost("{3}{B}"), Types: ability.Creature,
		Power: card.Fixed(1), Toughness: card.Fixed(1),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{PutCounter: "-1/-1"},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}},
		}},
	})
	g := faultEmpty(t)
	var c [game.NumCounterKinds]int
	c[0] = 1 // one +1/+1 counter
	id := faultPut(t, g, 0, zone.Battlefield, d, game.PutOptions{Counters: c})
	if err := g.Start(1, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	faultDo(t, g, "Activate Counter Host")
	if o, _ := g.Object(id); o.Counters[0] > 0 && o.Counters[1] > 0 {
		t.Errorf("priority with +1/+1 and -1/-1 counters together: %v (CR 704.5q)", o.Counters)
	}
	faultSaveLoad(t, g, d)
}

// CR 704.5q, 614.1c: the same with a creature that enters with a -1/-1
// counter and is given a +1/+1 counter later.
func TestEnteringMinusCounterAnnihilates(t *testing.T) {
	bear := card.Define(card.Definition{
		Name: "Withered Bear", ManaCost: mana.MustParseCost("{G}"), Types: ability.Creature,
		Power: card.Fixed(3), Toughness: card.Fixed(3),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "-1/-1", Amount: ability.N(1)},
	})
	boon := card.Define(card.Definition{
		Name: "Boon", ManaCost: mana.MustParseCost("{G}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectTarget, Counter: "+1/+1", Amount: ability.N(1)}}},
	})
	g := faultEmpty(t)
	faultPut(t, g, 0, zone.Battlefield, card.Forest, game.PutOptions{})
	faultPut(t, g, 0, zone.Battlefield, card.Forest, game.PutOptions{})
	faultPut(t, g, 0, zone.Hand, bear, game.PutOptions{})
	faultPut(t, g, 0, zone.Hand, boon, game.PutOptions{})
	if err := g.Start(1, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	faultDo(t, g, "Cast Withered Bear")
	faultDo(t, g, "Pass")
	faultDo(t, g, "Pass")
	faultDo(t, g, "Cast Boon")
	faultDo(t, g, "Pass")
	faultDo(t, g, "Pass")
	for _, id := range g.Zone(0, zone.Battlefield) {
		if o, _ := g.Object(id); o.Counters[0] > 0 && o.Counters[1] > 0 {
			t.Errorf("%s has +1/+1 and -1/-1 counters together at priority: %v (CR 704.5q)", o.Card.Name, o.Counters)
		}
	}
	faultSaveLoad(t, g, bear, boon)
}

// CR 506.4, 704.5g: "attacking creatures get +3/+3" ends as combat
// ends; a 2/2 attacker dealt 2 damage in combat as a 5/5 then has lethal
// damage and dies.
func TestAttackingBonusEndsIntoStateBasedActions(t *testing.T) {
	banner := card.Define(card.Definition{
		Name: "War Banner", ManaCost: mana.MustParseCost("{3}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Attacking: true}, Power: 3, Toughness: 3}},
	})
	bear := card.Define(card.Definition{Name: "Attacking Bear", ManaCost: mana.MustParseCost("{1}{G}"),
		Types: ability.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2)})
	g := faultEmpty(t)
	faultPut(t, g, 0, zone.Battlefield, banner, game.PutOptions{})
	faultPut(t, g, 0, zone.Battlefield, bear, game.PutOptions{})
	faultPut(t, g, 1, zone.Battlefield, faultWhiteBear, game.PutOptions{})
	if err := g.Start(2, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30 && g.Step() != game.Main2; i++ {
		acts := g.LegalActions(nil)
		a := acts[len(acts)-1] // attack with the bear, block it, then pass
		d := g.Describe(a, game.English)
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s refused: %v", d, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %s (%v): %v", d, g.Step(), err)
		}
	}
	if g.Step() != game.Main2 || g.ZoneLen(0, zone.Battlefield) != 1 || g.ZoneLen(0, zone.Graveyard) != 1 {
		t.Errorf("in %v Alice has %d permanents and %d cards in her graveyard; want the Attacking Bear dead in main 2",
			g.Step(), g.ZoneLen(0, zone.Battlefield), g.ZoneLen(0, zone.Graveyard))
	}
}

// CR 701.18a: a search for up to zero cards finds none (before, the
// search let its player find one, and the saved resolution could not be
// loaded).
func TestSearchForUpToZeroFindsNothing(t *testing.T) {
	d := card.Define(card.Definition{
		Name: "Zero Expedition", ManaCost: mana.MustParseCost("{G}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Who: ability.WhoYou, Amount: ability.N(0),
			Filter: ability.Filter{Types: ability.Land, Subtype: "Basic"}, Into: ability.IntoBattlefield, Tapped: true}}},
	})
	g := faultEmpty(t)
	faultPut(t, g, 0, zone.Battlefield, card.Forest, game.PutOptions{})
	faultPut(t, g, 0, zone.Hand, d, game.PutOptions{})
	faultPut(t, g, 0, zone.Library, card.Swamp, game.PutOptions{})
	faultPut(t, g, 0, zone.Library, card.Swamp, game.PutOptions{})
	if err := g.Start(1, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	faultDo(t, g, "Cast Zero Expedition")
	faultDo(t, g, "Pass")
	faultDo(t, g, "Pass")
	faultSaveLoad(t, g, d)
	for _, a := range g.LegalActions(nil) {
		if a.Object != 0 {
			t.Errorf("a search for up to zero cards lists %s (CR 701.18a)", g.Describe(a, game.English))
		}
	}
	faultDo(t, g, "Find nothing")
	faultSaveLoad(t, g, d)
	if n := g.ZoneLen(0, zone.Library); n != 2 {
		t.Errorf("library holds %d cards, want 2", n)
	}
}

// CR 604.2, 704.5f: a 1/0 creature is 1/1 "as long as you cast another
// spell this turn"; when the turn ends the condition stops holding and
// it dies.
func TestTurnConditionEndsIntoStateBasedActions(t *testing.T) {
	d := card.Define(card.Definition{
		Name: "Spell Bear", ManaCost: mana.MustParseCost("{G}"), Types: ability.Creature,
		Power: card.Fixed(1), Toughness: card.Fixed(0),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Toughness: 1, If: ability.If(ability.YouCastAnotherSpellThisTurn)}},
	})
	g := faultEmpty(t)
	faultPut(t, g, 0, zone.Battlefield, card.Forest, game.PutOptions{})
	faultPut(t, g, 0, zone.Battlefield, card.Forest, game.PutOptions{})
	faultPut(t, g, 0, zone.Hand, faultWhiteBear, game.PutOptions{})
	faultPut(t, g, 0, zone.Hand, d, game.PutOptions{})
	for i := 0; i < 5; i++ {
		faultPut(t, g, 0, zone.Library, card.Forest, game.PutOptions{})
		faultPut(t, g, 1, zone.Library, card.Forest, game.PutOptions{})
	}
	if err := g.Start(2, 0, game.Main1); err != nil {
		t.Fatal(err)
	}
	faultDo(t, g, "Cast Spell Bear")
	faultDo(t, g, "Pass")
	faultDo(t, g, "Pass") // it resolves; the game finds it 1/1 (the spell cast this turn counts)
	for i := 0; i < 40 && g.Turn() == 2; i++ {
		faultDo(t, g, "Pass")
	}
	for _, id := range g.Zone(0, zone.Graveyard) {
		if o, _ := g.Object(id); o.Card == d {
			return
		}
	}
	t.Errorf("turn %d: Spell Bear, 1/0 once the turn ended, is not in the graveyard", g.Turn())
}
