package game

import (
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Review of the representative listing of targets (coverTargets) past
// maxTargetSets: every listed set must be one the full listing has (so
// legal, CR 601.2c, 114.3, and in canonical form), and every target a
// slot can have in a legal set must appear in that slot in some listed
// set.

// h502Board returns a started game of n players (2 to 4) with random
// creatures, lands and graveyards, and a source: a card in player 0's
// hand, or one of player 0's creatures (for "another target").
func h502Board(t *testing.T, r *rand.Rand, n int) (*Game, ObjectID) {
	t.Helper()
	ps := make([]PlayerConfig, n)
	for i := range ps {
		ps[i] = PlayerConfig{Name: string(rune('A' + i))}
	}
	g, err := NewEmpty(Config{NoEvents: true, Players: ps})
	if err != nil {
		t.Fatal(err)
	}
	put := func(p int, z zone.Kind, d *card.Definition) ObjectID {
		id, err := g.Put(PlayerID(p), z, d, PutOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	var mine []ObjectID
	most := 5
	if r.IntN(8) == 0 {
		most = 1
	}
	for p := 0; p < n; p++ {
		for i := r.IntN(most); i > 0; i-- {
			id := put(p, zone.Battlefield, card.CentaurCourser)
			if p == 0 {
				mine = append(mine, id)
			}
		}
		for i := r.IntN(3); i > 0; i-- {
			put(p, zone.Battlefield, card.Mountain)
		}
		for i := r.IntN(4); i > 0; i-- {
			put(p, zone.Graveyard, card.CentaurCourser)
		}
		if r.IntN(3) == 0 {
			put(p, zone.Graveyard, card.LightningStrike)
		}
	}
	src := put(0, zone.Hand, card.ConeOfFlame)
	if len(mine) > 0 && r.IntN(2) == 0 {
		src = mine[r.IntN(len(mine))]
	}
	if err := g.Start(3, 0, Main1); err != nil {
		t.Fatal(err)
	}
	return g, src
}

// h502Specs returns a random list of two to four target specs, with the
// kinds coverSpecs leaves out: "another target", runs whose Allow mixes
// players, permanents and graveyard cards, runs with a side filter, runs
// of own words, "target player and up to N target creatures that player
// controls" (a run measured against target 0), and lands/artifacts.
func h502Specs(r *rand.Rand) []ability.TargetSpec {
	c0 := ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}, Optional: true}
	c0any := ability.TargetSpec{Allow: ability.AllowCreature | ability.AllowPlayer, Filter: ability.Filter{ControlledByTarget0: true}}
	switch r.IntN(8) {
	case 0:
		return []ability.TargetSpec{ability.TargetPlayer, c0, c0}
	case 1:
		return []ability.TargetSpec{ability.TargetOpponent, c0, c0, c0}
	case 2:
		return []ability.TargetSpec{ability.TargetPlayer, c0any, ability.TargetCreature}
	}
	singles := []ability.TargetSpec{
		ability.TargetCreature, ability.TargetCreatureOrPlayer, ability.TargetPlayer, ability.TargetOpponent,
		{Allow: ability.AllowCreature, Filter: ability.Filter{Another: true}},
		{Allow: ability.AllowCreature | ability.AllowPlayer, Filter: ability.Filter{Another: true}},
		{Allow: ability.AllowLand | ability.AllowCreature},
		{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}},
		{Allow: ability.AllowCreature, Optional: true},
		{Allow: ability.AllowCreature | ability.AllowPlayer, OwnWord: true, Optional: true},
	}
	runs := []ability.TargetSpec{
		{Allow: ability.AllowCreature | ability.AllowPlayer | ability.AllowCardInGraveyard, Optional: true},
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}, Optional: true},
		{Allow: ability.AllowCreature, Filter: ability.Filter{Another: true}, Optional: true},
		{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature}, Set: true},
		{Allow: ability.AllowCreature | ability.AllowPlayer, OwnWord: true, Optional: true},
		{Allow: ability.AllowCreature, Set: true},
	}
	n := 2 + r.IntN(3)
	var specs []ability.TargetSpec
	for len(specs) < n {
		if r.IntN(3) == 0 {
			run := runs[r.IntN(len(runs))]
			for k := 1 + r.IntN(n-len(specs)); k > 0; k-- {
				specs = append(specs, run)
			}
		} else {
			specs = append(specs, singles[r.IntN(len(singles))])
		}
	}
	return specs
}

// TestH502CoverTargetsWiderSpecs: the representative listing against the
// full one (checkCover), on two to four players, with the spec kinds
// above (CR 601.2c, 114.3).
func TestH502CoverTargetsWiderSpecs(t *testing.T) {
	r := rand.New(rand.NewPCG(502, 11))
	checked := 0
	for round := 0; round < 600; round++ {
		g, src := h502Board(t, r, 2+r.IntN(3))
		specs := h502Specs(r)
		kind := ActCast
		if s, ok := g.lookup(src); ok && g.objects[s].zone == zone.Battlefield {
			kind = ActActivate
		}
		base := Action{Kind: kind, Player: 0, Object: src}
		if _, ok := checkCover(t, g, base, specs, src, round); ok {
			checked++
		}
	}
	if checked < 400 {
		t.Fatalf("only %d rounds had legal targets", checked)
	}
}

// h502BigBoard returns a two-player game with n Centaur Coursers, all
// controlled by player 1 (player 0 controls none), five Mountains for
// player 0, and a card in player 0's hand of the given spell.
func h502BigBoard(t testing.TB, n int, spell *card.Definition) (*Game, ObjectID, []ObjectID) {
	t.Helper()
	g, err := NewEmpty(Config{NoEvents: true, Players: []PlayerConfig{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	var cs []ObjectID
	for i := 0; i < n; i++ {
		id, err := g.Put(1, zone.Battlefield, card.CentaurCourser, PutOptions{})
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, id)
	}
	for i := 0; i < 5; i++ {
		if _, err := g.Put(0, zone.Battlefield, card.Mountain, PutOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	id, err := g.Put(0, zone.Hand, spell, PutOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Start(3, 0, Main1); err != nil {
		t.Fatal(err)
	}
	return g, id, cs
}

// TestH502CoverThroughLegalActions: a custom sorcery "Choose target
// player, two other target creatures and up to one target creature that
// player controls" on 40 creatures that all belong to B: 2 × 40 × 39 ×
// 41 sets for B alone, past 4,096, so LegalActions lists
// representatives. Every listed cast of it is applied to a clone of the
// game and accepted (CR 601.2c); each creature is in each creature slot
// of some listed set, and B (the only player whose choice leaves
// something to target in the last slot besides nothing) and A are both
// in the first slot.
func TestH502CoverThroughLegalActions(t *testing.T) {
	spell := card.Define(card.Definition{Name: "Review Snare", ManaCost: mana.MustParseCost("{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer, ability.TargetCreature, ability.TargetCreature,
			{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}, Optional: true}},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
				{Op: ability.OpDamage, Target: 1, Amount: ability.N(1)}, {Op: ability.OpDamage, Target: 2, Amount: ability.N(1)},
				{Op: ability.OpDamage, Target: 3, Amount: ability.N(1)}}}})
	if err := spell.Check(); err != nil {
		t.Fatal(err)
	}
	g, id, cs := h502BigBoard(t, 40, spell)
	var casts []Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == ActCast && a.Object == id {
			casts = append(casts, a)
		}
	}
	if len(casts) == 0 || len(casts) > 4*45 {
		t.Fatalf("%d options", len(casts))
	}
	for _, a := range casts {
		if c := g.Canonical(a); c.Targets != a.Targets {
			t.Fatalf("%v not canonical", a.Targets)
		}
		if err := g.Clone().Apply(a); err != nil {
			t.Fatalf("listed %v refused: %v", a.Targets, err)
		}
	}
	for _, p := range []Target{PlayerTarget(0), PlayerTarget(1)} {
		if !coveredAt(casts, 0, p) {
			t.Fatalf("slot 0 never has %v", p)
		}
	}
	for _, c := range cs {
		for f := 1; f < 4; f++ {
			if !coveredAt(casts, f, ObjectTarget(c)) {
				t.Fatalf("slot %d never has %v", f, c)
			}
		}
	}
	if !coveredAt(casts, 3, ObjectTarget(0)) {
		t.Fatal("slot 3 never has no target")
	}
}

// BenchmarkH502CoverRelation lists "target player, two target creatures
// and target creature that player controls" (not optional) on 150
// creatures, all B's. For A the last slot has no candidate: the search
// for sets that start with A gives up at once (relationsPossible) rather
// than walk the two middle slots in full, which made the listing grow as
// the cube of the board (714 ms at 250 creatures).
func BenchmarkH502CoverRelation(b *testing.B) {
	spell := card.Define(card.Definition{Name: "Review Snare II", ManaCost: mana.MustParseCost("{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer, ability.TargetCreature, ability.TargetCreature,
			{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}}},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
				{Op: ability.OpDamage, Target: 1, Amount: ability.N(1)}, {Op: ability.OpDamage, Target: 2, Amount: ability.N(1)},
				{Op: ability.OpDamage, Target: 3, Amount: ability.N(1)}}}})
	if err := spell.Check(); err != nil {
		b.Fatal(err)
	}
	g, id, _ := h502BigBoard(b, 150, spell)
	var buf []Action
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		buf = g.LegalActions(buf[:0])
	}
	for _, a := range buf {
		if a.Kind == ActCast && a.Object == id {
			n++
		}
	}
	b.ReportMetric(float64(n), "options")
}
