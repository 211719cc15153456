package game_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
)

// Random static, triggered and activated abilities and definition fields,
// as a program defining its own cards might write them; see
// TestMutatedAbilitiesPlaySafely.

var randomSubtypes = []string{"", "Island", "Swamp", "Forest", "Goblin", "Wall", "Elf", "Zombie", "Aura", "Equipment", "Sliver", "Vampire"}

func randomGroup(r *rand.Rand) ability.Group {
	g := ability.Group{}
	switch r.IntN(4) {
	case 0:
		g.Types = ability.Type(1 << r.IntN(8))
	case 1:
		g.Types = ability.Type(r.IntN(256))
	}
	g.Side = ability.Side(r.IntN(4))
	if r.IntN(3) == 0 {
		g.Colors = mana.ColorSet(r.IntN(64))
	}
	if r.IntN(4) == 0 {
		g.NotColors = mana.ColorSet(r.IntN(64))
	}
	if r.IntN(3) == 0 {
		g.Subtype = randomSubtypes[r.IntN(len(randomSubtypes))]
	}
	g.Other = r.IntN(2) == 0
	if r.IntN(4) == 0 {
		g.WithoutKeyword = ability.Keyword(1 << r.IntN(21))
	}
	g.EventPlayers = r.IntN(8) == 0
	if r.IntN(4) == 0 {
		g.NotTypes = ability.Type(1 << r.IntN(8))
	}
	g.ChosenSubtype = r.IntN(8) == 0
	g.ChosenName = r.IntN(8) == 0
	g.Attacking = r.IntN(5) == 0
	g.TargetPlayers = r.IntN(8) == 0
	return g
}

func randomCondition(r *rand.Rand) ability.Condition {
	c := ability.Condition{Kind: ability.ConditionKind(r.IntN(14))}
	if r.IntN(2) == 0 {
		c.Group = randomGroup(r)
	}
	if r.IntN(3) == 0 {
		c.Subtype = randomSubtypes[r.IntN(len(randomSubtypes))]
	}
	return c
}

func randomFilter(r *rand.Rand) ability.Filter {
	f := ability.Filter{}
	switch r.IntN(14) {
	case 0:
		f.NotColors = mana.ColorSet(r.IntN(64))
	case 1:
		f.Colors = mana.ColorSet(r.IntN(64))
	case 2:
		f.SpellNotTypes = ability.Type(1 << r.IntN(8))
	case 3:
		f.NotTypes = ability.Type(1 << r.IntN(8))
	case 4:
		f.Types = ability.Type(1 << r.IntN(8))
	case 5:
		f.WithKeyword = ability.Keyword(1 << r.IntN(21))
	case 6:
		f.WithoutKeyword = ability.Keyword(1 << r.IntN(21))
	case 7:
		f.MinPower = r.IntN(5) - 1
	case 8:
		f.Subtype = randomSubtypes[r.IntN(len(randomSubtypes))]
	case 9:
		f.NotSubtype = randomSubtypes[r.IntN(len(randomSubtypes))]
	case 10:
		f.NonToken = true
	case 11:
		f.MinToughness = r.IntN(5) - 1
	case 12:
		f.Combat = ability.Combat(r.IntN(4))
	case 13:
		f.Another = true
	}
	f.Side = ability.Side(r.IntN(4))
	return f
}

func randomTarget(r *rand.Rand) ability.TargetSpec {
	return ability.TargetSpec{Allow: ability.Allow(1 + r.IntN(255)), Filter: randomFilter(r), Optional: r.IntN(3) == 0, Set: r.IntN(6) == 0}
}

func randomTargets(r *rand.Rand, ts []ability.TargetSpec) []ability.TargetSpec {
	switch r.IntN(4) {
	case 0:
		return nil
	case 1:
		return append(ts, randomTarget(r))
	default:
		if len(ts) > 0 {
			ts[r.IntN(len(ts))] = randomTarget(r)
			return ts
		}
		return []ability.TargetSpec{randomTarget(r)}
	}
}

func mutateStatic(r *rand.Rand, s *ability.Static) string {
	k := r.IntN(24)
	switch k {
	case 0:
		s.Affects = ability.Affects(r.IntN(4))
	case 1:
		s.Group = randomGroup(r)
	case 2:
		s.IfControlSubtype = randomSubtypes[r.IntN(len(randomSubtypes))]
	case 3:
		s.If = randomCondition(r)
	case 4:
		s.Power, s.Toughness = r.IntN(7)-3, r.IntN(7)-3
	case 5:
		s.Keywords = ability.Keyword(1<<r.IntN(21)) | ability.Keyword(r.IntN(2)<<r.IntN(21))
	case 6:
		s.Restrictions = ability.Restriction(1 << r.IntN(14))
	case 7:
		s.AddTypes = ability.Type(1 << r.IntN(8))
	case 8:
		s.SetBasePT, s.BasePower, s.BaseToughness = true, r.IntN(6)-1, r.IntN(6)-1
	case 9:
		s.Protection = mana.ColorSet(r.IntN(64))
		s.ProtectionKeepsAuras = r.IntN(2) == 0
	case 10:
		s.Grant = &ability.Activated{Cost: ability.Cost{Tap: r.IntN(2) == 0}, Effects: []ability.Effect{{Op: ability.OpDamage, Amount: ability.Amount{N: 1}, Target: 0}}, Targets: []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlayer}}}
	case 11:
		s.AttackBlockTax = r.IntN(4)
	case 12:
		s.ActivationTax = r.IntN(4)
	case 13:
		s.LandsAre = []string{"Plains", "Island", "Swamp", "Mountain", "Forest", "Wall", "Goblin"}[r.IntN(7)]
	case 14:
		s.AttackNeedsKeyword = ability.Keyword(1 << r.IntN(21))
	case 15:
		s.PreventAllButOne = !s.PreventAllButOne
	case 16:
		s.PreventPerCreature = !s.PreventPerCreature
	case 17:
		s.SetPTFromCount = randomSubtypes[r.IntN(len(randomSubtypes))]
	case 18:
		s.SetPTFromCreatures = !s.SetPTFromCreatures
	case 19:
		s.ControllerCantPlayLands = !s.ControllerCantPlayLands
	case 20:
		s.StopsCreatureEnterTriggers = !s.StopsCreatureEnterTriggers
	case 21:
		s.SpellsHaveConvoke = ability.Type(1 << r.IntN(8))
	case 22:
		if s.Grant != nil {
			g := *s.Grant
			g.Cost.SacrificeSelf = true
			s.Grant = &g
		}
	case 23:
		s.Affects = ability.AffectsAttached
	}
	return fmt.Sprintf("static%d", k)
}

func mutateTriggered(r *rand.Rand, t *ability.Triggered) string {
	k := r.IntN(10)
	switch k {
	case 0:
		t.Event = ability.Event(1 + r.IntN(int(ability.AtOwnersNextUpkeep)))
	case 1:
		t.Match = randomFilter(r)
	case 2:
		t.MinCount = r.IntN(4) - 1
	case 3:
		t.OfAttached = !t.OfAttached
	case 4:
		t.OfEventObject = !t.OfEventObject
	case 5:
		t.If = randomCondition(r)
	case 6:
		t.IfControlSubtype = randomSubtypes[r.IntN(len(randomSubtypes))]
	case 7:
		t.Targets = randomTargets(r, t.Targets)
	case 8:
		t.Event = ability.Event(1 + r.IntN(int(ability.AtOwnersNextUpkeep)))
		t.Match = randomFilter(r)
	case 9:
		t.Match.Side = ability.Side(r.IntN(4))
	}
	return fmt.Sprintf("trig%d", k)
}

func mutateActivated(r *rand.Rand, a *ability.Activated) string {
	k := r.IntN(21)
	switch k {
	case 0:
		a.Cost.Tap = !a.Cost.Tap
	case 1:
		a.Cost.SacrificeSelf = !a.Cost.SacrificeSelf
	case 2:
		g := randomGroup(r)
		a.Cost.Sacrifice = &g
	case 3:
		a.Cost.ExileSelf = !a.Cost.ExileSelf
	case 4:
		a.Cost.Discard = r.IntN(3)
	case 5:
		a.Cost.Discard, a.Cost.DiscardTypes = 1+r.IntN(2), ability.Type(1<<r.IntN(8))
	case 6:
		a.Cost.Life = r.IntN(4)
	case 7:
		a.Cost.PutCounter = ability.CounterName(r.IntN(ability.CounterKinds))
	case 8:
		a.Cost.RemoveCountersX = ability.CounterName(r.IntN(ability.CounterKinds))
	case 9:
		a.Cost.Loyalty = r.IntN(7) - 3
	case 10:
		a.Timing = ability.Timing(r.IntN(3))
	case 11:
		a.Loyalty = !a.Loyalty
	case 12:
		a.FromGraveyard = !a.FromGraveyard
	case 13:
		a.OnlyIf = randomCondition(r)
	case 14:
		a.OncePerTurn = !a.OncePerTurn
	case 15:
		a.Targets = randomTargets(r, a.Targets)
	case 16:
		a.Cost.Mana = mana.MustParseCost([]string{"", "{1}", "{X}", "{G}", "{2}{R}", "{W/U}"}[r.IntN(6)])
	case 17:
		a.Loyalty, a.Cost.Loyalty = true, r.IntN(5)-2
	case 18:
		a.FromGraveyard, a.Cost.ExileSelf = true, r.IntN(2) == 0
	case 19:
		a.Cost.Mana = mana.MustParseCost("{X}")
		a.Cost.RemoveCountersX = ability.CounterName(r.IntN(ability.CounterKinds))
	case 20:
		a.Cost.Tap, a.Cost.SacrificeSelf = true, true
	}
	return fmt.Sprintf("act%d", k)
}

func mutateDefinition(r *rand.Rand, d *card.Definition) string {
	k := r.IntN(16)
	switch k {
	case 0:
		d.Keywords ^= ability.Keyword(1 << r.IntN(21))
	case 1:
		d.Restrictions ^= ability.Restriction(1 << r.IntN(14))
	case 2:
		d.AsEnters = ability.EnterChoice(r.IntN(5))
	case 3:
		d.EntersWithCounters = &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: ability.CounterName(r.IntN(ability.CounterKinds)), Amount: ability.Amount{N: r.IntN(4)}}
	case 4:
		d.Enchant = randomTarget(r)
	case 5:
		d.CastOnlyIf = randomCondition(r)
	case 6:
		g := randomGroup(r)
		d.AdditionalSacrifice = &g
	case 7: // make it an Aura
		d.Types = ability.Enchantment
		d.Subtypes = []string{"Aura"}
		d.Enchant = ability.TargetSpec{Allow: ability.Allow(1 << r.IntN(8)), Filter: randomFilter(r)}
		d.Power, d.Toughness = card.PT{}, card.PT{}
	case 8: // Equipment
		d.Types = ability.Artifact
		d.Subtypes = []string{"Equipment"}
		d.Activated = append(d.Activated, ability.Activated{Cost: ability.Cost{Mana: mana.MustParseCost("{1}")}, Timing: ability.SorcerySpeed,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}}, Effects: []ability.Effect{{Op: ability.OpAttach}}})
	case 9: // creature land
		d.Types |= ability.Land
		d.ManaCost = mana.Cost{}
	case 10:
		d.Types = ability.Type(r.IntN(256))
	case 11:
		d.Subtypes = append(d.Subtypes, randomSubtypes[r.IntN(len(randomSubtypes))])
	case 12:
		d.Types |= ability.Creature
		d.Power, d.Toughness = card.PT{Value: r.IntN(4)}, card.PT{Value: r.IntN(4)}
	case 13:
		d.Types |= ability.Planeswalker
		d.Loyalty = r.IntN(4)
	case 14:
		d.Types = ability.Artifact | ability.Creature
		d.Subtypes = []string{"Equipment"}
	case 15:
		d.Keywords |= ability.Flash
		d.Types = ability.Enchantment
		d.Subtypes = []string{"Aura"}
	}
	return fmt.Sprintf("def%d", k)
}

// mutatedAbilityCards returns n definitions made from the catalog's cards
// by changing one or two of their static, triggered or activated
// abilities or definition fields, keeping those that pass Check.
func mutatedAbilityCards(r *rand.Rand, n int) []*card.Definition {
	all := card.Default().All()
	var out []*card.Definition
	for tries := 0; len(out) < n && tries < 200*n; tries++ {
		d := *all[r.IntN(len(all))]
		d.Spell = d.Spell.Clone()
		d.Activated = ability.CloneActivated(d.Activated)
		d.Triggered = ability.CloneTriggered(d.Triggered)
		d.Statics = ability.CloneStatics(d.Statics)
		d.Subtypes = append([]string(nil), d.Subtypes...)
		for m := 0; m < 1+r.IntN(2); m++ {
			switch r.IntN(4) {
			case 0:
				if len(d.Statics) == 0 || r.IntN(3) == 0 {
					d.Statics = append(d.Statics, ability.Static{Affects: ability.Affects(r.IntN(3)), Power: 1})
				}
				mutateStatic(r, &d.Statics[r.IntN(len(d.Statics))])
			case 1:
				if len(d.Triggered) == 0 {
					d.Triggered = append(d.Triggered, ability.Triggered{Event: ability.Event(1 + r.IntN(int(ability.AtOwnersNextUpkeep))),
						Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.N(1)}}})
				}
				mutateTriggered(r, &d.Triggered[r.IntN(len(d.Triggered))])
			case 2:
				if len(d.Activated) > 0 {
					mutateActivated(r, &d.Activated[r.IntN(len(d.Activated))])
				}
			default:
				mutateDefinition(r, &d)
			}
		}
		d.Name = fmt.Sprintf("%s %d", d.Name, len(out))
		if def := card.Define(d); d.Types != 0 && def.Check() == nil {
			out = append(out, def)
		}
	}
	return out
}

// The engine never panics on a caller's cards, nor leaves a state a save
// can't hold: definitions whose static, triggered and activated abilities
// were changed at random, that pass card.Definition.Check, play random
// games of two or three players with every listed action accepted, the
// state's invariants and caches sound after each, and every 29 actions a
// Save that loads into the same game (its Fingerprint) and a Clone of the
// same Fingerprint.
func TestMutatedAbilitiesPlaySafely(t *testing.T) {
	rounds := 120
	if testing.Short() {
		rounds = 30
	}
	for round := 0; round < rounds; round++ {
		r := rand.New(rand.NewPCG(10, uint64(round)))
		defs := mutatedAbilityCards(r, 50)
		catalog, err := card.NewCatalog(append(card.Default().All(), defs...)...)
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		playMutated(t, round, r, defs, 2, 1, 1500, func(g *game.Game, n int, what string) {
			if n%29 != 0 {
				return
			}
			var saved bytes.Buffer
			if err := g.Save(&saved); err != nil {
				t.Fatalf("round %d, after %s: Save: %v", round, what, err)
			}
			loaded, err := game.Load(&saved, catalog)
			if err != nil {
				t.Fatalf("round %d, after %s: Load of what Save wrote: %v", round, what, err)
			}
			if loaded.Fingerprint() != g.Fingerprint() || g.Clone().Fingerprint() != g.Fingerprint() {
				t.Fatalf("round %d, after %s: a loaded game or a clone differs", round, what)
			}
		})
	}
}
