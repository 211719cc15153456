package game

import (
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// coverBoard returns a started game of three players with random
// creatures, lands and graveyards, and the ID of a card in player 0's
// hand to be the source of the targets.
func coverBoard(t *testing.T, r *rand.Rand) (*Game, ObjectID) {
	t.Helper()
	g, err := NewEmpty(Config{NoEvents: true, Players: []PlayerConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}}})
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
	most := 6
	if r.IntN(8) == 0 {
		most = 1 // no creatures: "up to N" runs of creatures choose none
	}
	for p := 0; p < 3; p++ {
		for i := r.IntN(most); i > 0; i-- {
			put(p, zone.Battlefield, card.CentaurCourser)
		}
		for i := r.IntN(3); i > 0; i-- {
			put(p, zone.Battlefield, card.Mountain)
		}
		for i := r.IntN(5); i > 0; i-- {
			put(p, zone.Graveyard, card.CentaurCourser)
		}
	}
	src := put(0, zone.Hand, card.ConeOfFlame)
	if err := g.Start(3, 0, Main1); err != nil {
		t.Fatal(err)
	}
	return g, src
}

// coverSpecs returns a random list of two to four target specs: single
// targets of several kinds, "up to N" runs, sets, "another target", a
// target word of its own, and "target player and (up to one) target
// creature that player controls", with a target between or not.
func coverSpecs(r *rand.Rand) []ability.TargetSpec {
	singles := []ability.TargetSpec{
		ability.TargetCreature, ability.TargetCreatureOrPlayer, ability.TargetPlayer, ability.TargetOpponent,
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		{Allow: ability.AllowPermanent}, {Allow: ability.AllowCardInGraveyard},
		{Allow: ability.AllowCreature, OwnWord: true},
	}
	n := 2 + r.IntN(3)
	if r.IntN(6) == 0 {
		that := ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}, Optional: r.IntN(2) == 0}
		if r.IntN(2) == 0 {
			return []ability.TargetSpec{ability.TargetPlayer, that}
		}
		return []ability.TargetSpec{ability.TargetPlayer, ability.TargetCreature, that}
	}
	var specs []ability.TargetSpec
	for len(specs) < n {
		switch r.IntN(4) {
		case 0: // a run
			runs := []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlayer, Optional: true},
				{Allow: ability.AllowCreature, Optional: true}, {Allow: ability.AllowCardInGraveyard, Set: true}}
			run := runs[r.IntN(len(runs))]
			for k := 1 + r.IntN(n-len(specs)); k > 0; k-- {
				specs = append(specs, run)
			}
		default:
			specs = append(specs, singles[r.IntN(len(singles))])
		}
	}
	return specs
}

// TestCoverTargetsRepresentsEveryTarget checks the representative
// listing against the full one: every set it lists is a legal set the
// full listing has (in canonical form, once), and every target a slot
// has in some legal set appears in that slot in one of its sets
// (CR 601.2c, 114.3).
func TestCoverTargetsRepresentsEveryTarget(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 7))
	checked, brute := 0, 0
	for round := 0; round < 400; round++ {
		g, src := coverBoard(t, r)
		specs := coverSpecs(r)
		base := Action{Kind: ActCast, Player: 0, Object: src}
		full, ok := checkCover(t, g, base, specs, src, round)
		if ok {
			checked++
		}
		if coverBruteForce(t, g, base, specs, src, full) {
			brute++
		}
	}
	if checked < 300 || brute < 100 {
		t.Fatalf("only %d rounds had legal targets, %d small enough to check against every tuple", checked, brute)
	}
}

// checkCover compares the representative listing of specs with the full
// one, which it returns: each listed set is in the full listing, accepted
// by checkTargets (what Apply runs, CR 601.2c, 114.3), unchanged by
// Canonical's target sort and listed once; and each (slot, target) pair
// of the full listing appears in it. ok is false when there is no legal
// set (and then none is listed).
func checkCover(t *testing.T, g *Game, base Action, specs []ability.TargetSpec, src ObjectID, round int) (full []Action, ok bool) {
	t.Helper()
	var ord [stack.MaxTargets]int
	full = g.targetRec(nil, base, specs, 0, src, 0, 0, 0, ord)
	cover := g.coverTargets(nil, base, specs, 0, src)
	if len(full) == 0 {
		if len(cover) != 0 {
			t.Fatalf("round %d %v: %d options without any legal set", round, specs, len(cover))
		}
		return full, false
	}
	inFull := map[[stack.MaxTargets]Target]bool{}
	for _, a := range full {
		inFull[a.Targets] = true
	}
	seen := map[[stack.MaxTargets]Target]bool{}
	for _, a := range cover {
		if !inFull[a.Targets] || a.NumTargets != len(specs) {
			t.Fatalf("round %d %v: %v is not a listed set", round, specs, a.Targets)
		}
		if seen[a.Targets] {
			t.Fatalf("round %d %v: %v listed twice", round, specs, a.Targets)
		}
		seen[a.Targets] = true
		b := a
		if err := g.checkTargets(specs, &b, src, "test"); err != nil {
			t.Fatalf("round %d %v: %v refused: %v", round, specs, a.Targets, err)
		}
		c := a
		g.canonicalTargets(&c, specs)
		if c.Targets != a.Targets || c.NumTargets != a.NumTargets {
			t.Fatalf("round %d %v: %v not canonical (%v)", round, specs, a.Targets, c.Targets)
		}
	}
	for _, a := range full {
		for f := range specs {
			if !coveredAt(cover, f, a.Targets[f]) {
				t.Fatalf("round %d %v: slot %d never has %v (in %v)", round, specs, f, a.Targets[f], a.Targets)
			}
		}
	}
	return full, true
}

// coverBruteForce checks the full listing against every tuple of players,
// objects and "no target" that checkTargets (what Apply runs) accepts in
// canonical form: the same sets, found without targetRec.
func coverBruteForce(t *testing.T, g *Game, base Action, specs []ability.TargetSpec, src ObjectID, full []Action) bool {
	t.Helper()
	pool := []Target{ObjectTarget(0)}
	for q := range g.players {
		pool = append(pool, PlayerTarget(PlayerID(q)))
	}
	for s := range g.objects {
		if z := g.objects[s].zone; z == zone.Battlefield || z == zone.Graveyard {
			pool = append(pool, ObjectTarget(g.idOf(int32(s))))
		}
	}
	tuples := 1
	for range specs {
		tuples *= len(pool)
	}
	if tuples > 50000 {
		return false
	}
	want := map[[stack.MaxTargets]Target]bool{}
	a := base
	a.NumTargets = len(specs)
	var rec func(i int)
	rec = func(i int) {
		if i == len(specs) {
			b := a
			if g.checkTargets(specs, &b, src, "test") != nil {
				return
			}
			c := b
			g.canonicalTargets(&c, specs)
			if c.Targets == b.Targets {
				want[b.Targets] = true
			}
			return
		}
		for _, tg := range pool {
			a.Targets[i] = tg
			rec(i + 1)
		}
	}
	rec(0)
	got := map[[stack.MaxTargets]Target]bool{}
	for _, l := range full {
		got[l.Targets] = true
		if !want[l.Targets] {
			t.Fatalf("%v: listed %v, which Apply refuses or isn't canonical", specs, l.Targets)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%v: %d sets listed, %d legal in canonical form", specs, len(got), len(want))
	}
	return true
}

// TestConeOfFlameOnABigBoard casts Cone of Flame (three different
// targets, CR 114.3) with 60 creatures on the battlefield: some 227,000
// sets of targets, so the listing is representative — every creature and
// player in each of the three slots — and a set it doesn't list is still
// accepted (CR 601.2c).
func TestConeOfFlameOnABigBoard(t *testing.T) {
	g, err := NewEmpty(Config{NoEvents: true, Players: []PlayerConfig{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	var creatures []ObjectID
	for i := 0; i < 60; i++ {
		id, err := g.Put(PlayerID(i%2), zone.Battlefield, card.CentaurCourser, PutOptions{})
		if err != nil {
			t.Fatal(err)
		}
		creatures = append(creatures, id)
	}
	for i := 0; i < 5; i++ {
		if _, err := g.Put(0, zone.Battlefield, card.Mountain, PutOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	cone, err := g.Put(0, zone.Hand, card.ConeOfFlame, PutOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Start(3, 0, Main1); err != nil {
		t.Fatal(err)
	}
	var casts []Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == ActCast && a.Object == cone {
			casts = append(casts, a)
		}
	}
	if len(casts) == 0 || len(casts) > 3*62 {
		t.Fatalf("%d Cone of Flame options, want 1 to %d", len(casts), 3*62)
	}
	all := append([]Target{PlayerTarget(0), PlayerTarget(1)}, make([]Target, 0, 60)...)
	for _, id := range creatures {
		all = append(all, ObjectTarget(id))
	}
	for slot := 0; slot < 3; slot++ {
		for _, tg := range all {
			if !coveredAt(casts, slot, tg) {
				t.Fatalf("slot %d never targets %v", slot, tg)
			}
		}
	}
	// The last three creatures in reverse order: a set the
	// representative listing has no reason to hold.
	a := Action{Kind: ActCast, Player: 0, Object: cone, NumTargets: 3}
	a.Targets[0], a.Targets[1], a.Targets[2] = ObjectTarget(creatures[59]), ObjectTarget(creatures[58]), ObjectTarget(creatures[57])
	if err := g.Apply(a); err != nil {
		t.Fatalf("a legal set of targets refused: %v", err)
	}
	if err := g.Apply(Action{Kind: ActPass, Player: 0}); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(Action{Kind: ActPass, Player: 1}); err != nil {
		t.Fatal(err)
	}
	// 1 damage to the first target, 2 to the second, 3 to the third,
	// which dies (CR 704.5g).
	for i, want := range []int{1, 2} {
		s, ok := g.lookup(creatures[59-i])
		if !ok || int(g.objects[s].damage) != want {
			t.Fatalf("target %d: found %v, damage %d, want %d", i, ok, g.objects[s].damage, want)
		}
	}
	if s, ok := g.lookup(creatures[57]); ok && g.objects[s].zone == zone.Battlefield {
		t.Fatal("the third target, dealt 3 damage, is still on the battlefield")
	}
}
