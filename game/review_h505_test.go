package game

import (
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Review h505 of relationsPossible (game/target_cover.go), the listing's
// shortcut that passes over a first target when a later non-optional
// "target creature that player controls" has no candidate that player
// controls. The listing (targetRec) must be exactly the canonical forms
// of the sets Apply accepts (checkTargets: CR 601.2c, 114.1, 114.3),
// found here by trying every tuple of candidates: players, every object
// in any zone, and no target for an optional slot. The boards have
// creatures with hexproof (CR 702.11b) and protection from red
// (CR 702.16b, the source being red), graveyards, and a source that is
// one of player 0's creatures half the time, for "another target
// creature", which can't be the source itself).

var (
	h505Hexproof = card.Define(card.Definition{Name: "Review Veiled Ox", ManaCost: mana.MustParseCost("{1}{G}"),
		Types: ability.Creature, Subtypes: []string{"Ox"}, Power: card.Fixed(2), Toughness: card.Fixed(2), Keywords: ability.Hexproof})
	h505ProRed = card.Define(card.Definition{Name: "Review Ember Ward Ox", ManaCost: mana.MustParseCost("{1}{W}"),
		Types: ability.Creature, Subtypes: []string{"Ox"}, Power: card.Fixed(2), Toughness: card.Fixed(2),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Red)}}})
	h505RedOx = card.Define(card.Definition{Name: "Review Red Ox", ManaCost: mana.MustParseCost("{1}{R}"),
		Types: ability.Creature, Subtypes: []string{"Ox"}, Power: card.Fixed(2), Toughness: card.Fixed(2)})
)

// h505Board is a started game of n players with few random creatures
// (plain, hexproof, protection from red), graveyard creature cards, and
// a red source: a Cone of Flame in player 0's hand or one of player 0's
// red creatures.
func h505Board(t *testing.T, r *rand.Rand, n int) (*Game, ObjectID) {
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
	kinds := []*card.Definition{card.CentaurCourser, h505Hexproof, h505ProRed}
	var mine []ObjectID
	for p := 0; p < n; p++ {
		for i := r.IntN(3); i > 0; i-- {
			put(p, zone.Battlefield, kinds[r.IntN(len(kinds))])
		}
		if p == 0 && r.IntN(2) == 0 {
			mine = append(mine, put(p, zone.Battlefield, h505RedOx))
		}
		for i := r.IntN(2); i > 0; i-- {
			put(p, zone.Graveyard, card.CentaurCourser)
		}
	}
	src := put(0, zone.Hand, card.ConeOfFlame)
	if len(mine) > 0 {
		src = mine[0]
	}
	if err := g.Start(3, 0, Main1); err != nil {
		t.Fatal(err)
	}
	return g, src
}

// h505Specs returns target lists with a slot measured against the first
// target, non-optional (where the shortcut applies) or optional.
func h505Specs(r *rand.Rand) []ability.TargetSpec {
	rel := func(f ability.Filter, allow ability.Allow, opt bool) ability.TargetSpec {
		f.ControlledByTarget0 = true
		return ability.TargetSpec{Allow: allow, Filter: f, Optional: opt}
	}
	c0 := rel(ability.Filter{}, ability.AllowCreature, false)
	lists := [][]ability.TargetSpec{
		{ability.TargetPlayer, c0},
		{ability.TargetOpponent, c0},
		{ability.TargetPlayer, c0, c0},
		{ability.TargetPlayer, ability.TargetCreature, c0},
		{ability.TargetPlayer, rel(ability.Filter{Another: true}, ability.AllowCreature, false)},
		{ability.TargetPlayer, rel(ability.Filter{Side: ability.OpponentSide}, ability.AllowCreature, false)},
		{ability.TargetPlayer, rel(ability.Filter{Types: ability.Creature}, ability.AllowCardInGraveyard, false)},
		{ability.TargetPlayer, rel(ability.Filter{}, ability.AllowCreature|ability.AllowCardInGraveyard, false)},
		{ability.TargetCreatureOrPlayer, c0},
		{ability.TargetPlayer, rel(ability.Filter{}, ability.AllowCreature, true), c0},
		{ability.TargetPlayer, c0, rel(ability.Filter{}, ability.AllowCreature, true)},
		{ability.TargetPlayer, rel(ability.Filter{}, ability.AllowCreature|ability.AllowPlayer, false)},
	}
	return lists[r.IntN(len(lists))]
}

// TestH505RelationsListingExact: for random boards and target lists, the
// listing equals the canonical forms of every tuple checkTargets accepts.
func TestH505RelationsListingExact(t *testing.T) {
	r := rand.New(rand.NewPCG(505, 1))
	nonEmpty := 0
	for round := 0; round < 400; round++ {
		g, src := h505Board(t, r, 2+r.IntN(3))
		specs := h505Specs(r)
		kind := ActCast
		if s, ok := g.lookup(src); ok && g.objects[s].zone == zone.Battlefield {
			kind = ActActivate
		}
		base := Action{Kind: kind, Player: 0, Object: src}
		var ord [stack.MaxTargets]int
		listed := g.targetRec(nil, base, specs, 0, src, 0, 0, 0, ord)
		got := map[[stack.MaxTargets]Target]bool{}
		for _, a := range listed {
			got[a.Targets] = true
		}
		var cands []Target
		for q := range g.players {
			cands = append(cands, PlayerTarget(PlayerID(q)))
		}
		for s := range g.objects {
			if g.objects[s].zone != nowhere {
				cands = append(cands, ObjectTarget(g.idOf(int32(s))))
			}
		}
		want := map[[stack.MaxTargets]Target]bool{}
		var rec func(a Action, i int)
		rec = func(a Action, i int) {
			if i == len(specs) {
				a.NumTargets = len(specs)
				b := a
				if g.checkTargets(specs, &b, src, "test") != nil {
					return
				}
				c := a
				g.canonicalTargets(&c, specs)
				want[c.Targets] = true
				return
			}
			if specs[i].Optional {
				a.Targets[i] = ObjectTarget(0)
				rec(a, i+1)
			}
			for _, c := range cands {
				a.Targets[i] = c
				rec(a, i+1)
			}
		}
		rec(base, 0)
		if len(want) > 0 {
			nonEmpty++
		}
		for k := range want {
			if !got[k] {
				t.Fatalf("round %d %v: accepted set %v not listed", round, specs, k)
			}
		}
		for k := range got {
			if !want[k] {
				t.Fatalf("round %d %v: listed set %v not accepted (or not canonical)", round, specs, k)
			}
		}
	}
	if nonEmpty < 200 {
		t.Fatalf("only %d rounds with legal sets", nonEmpty)
	}
}

// TestH505RelationsHexproofOnly: Alice's "Review Snare" ("target player
// and target creature that player controls") against Bob, whose only
// creature has hexproof, and Carol, whose only creature has protection
// from red: neither Bob nor Carol can be the first target, since no
// legal creature would be left for the second (CR 601.2c, 702.11b,
// 702.16b); Alice, with a creature of her own, can. Apply agrees.
func TestH505RelationsHexproofOnly(t *testing.T) {
	spell := card.Define(card.Definition{Name: "Review Snare", ManaCost: mana.MustParseCost("{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer,
			{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}}},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 1, Amount: ability.N(1)}}}})
	if err := spell.Check(); err != nil {
		t.Fatal(err)
	}
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
	mine := put(0, zone.Battlefield, card.CentaurCourser)
	hx := put(1, zone.Battlefield, h505Hexproof)
	pr := put(2, zone.Battlefield, h505ProRed)
	put(0, zone.Battlefield, card.Mountain)
	id := put(0, zone.Hand, spell)
	if err := g.Start(3, 0, Main1); err != nil {
		t.Fatal(err)
	}
	var firsts []Target
	for _, a := range g.LegalActions(nil) {
		if a.Kind == ActCast && a.Object == id {
			firsts = append(firsts, a.Targets[0])
			if a.Targets[1] != ObjectTarget(mine) {
				t.Fatalf("listed %v", a.TargetList())
			}
		}
	}
	if len(firsts) != 1 || firsts[0] != PlayerTarget(0) {
		t.Fatalf("first targets %v, want only A", firsts)
	}
	cast := Action{Kind: ActCast, Player: 0, Object: id}
	for _, bad := range []Action{
		cast.WithTargets(PlayerTarget(1), ObjectTarget(hx)),
		cast.WithTargets(PlayerTarget(2), ObjectTarget(pr)),
	} {
		if err := g.Clone().Apply(bad); err == nil {
			t.Fatalf("%v accepted", bad.TargetList())
		}
	}
}
