package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2cDmg lists the wave-2c cards of regeneration, prevention,
// protection and granted activated abilities (issue 18, group A).
var wave2cDmg = []*Definition{
	AncientSilverback, Necrobite,
}

var (
	// AncientSilverback is Ancient Silverback (M15 168): {4}{G}{G}
	// Creature — Ape 6/5, "{G}: Regenerate Ancient Silverback."
	AncientSilverback = Define(Definition{
		Name:       "Ancient Silverback",
		NameZhHans: "老银背",
		Text:       "{G}: Regenerate Ancient Silverback.",
		ManaCost:   mana.MustParseCost("{4}{G}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Ape"},
		Power:      Fixed(6),
		Toughness:  Fixed(5),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{G}")},
			Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}},
		}},
	})
	// Necrobite is Necrobite (M15 105): {2}{B} Instant, "Target creature
	// gains deathtouch until end of turn. Regenerate it."
	Necrobite = Define(Definition{
		Name:       "Necrobite",
		NameZhHans: "死灵啮咬",
		Text:       "Target creature gains deathtouch until end of turn. Regenerate it.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{
				{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Keywords: ability.Deathtouch},
				{Op: ability.OpRegenerate, Subject: ability.SubjectTarget, Target: 0},
			},
		},
	})
)
