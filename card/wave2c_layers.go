package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2cLayers lists the wave-2c cards of layers, land types, copies,
// linked abilities and delayed triggers (issue 18, group B).
var wave2cLayers = []*Definition{
	TurnToFrog, PolymorphistsJest,
}

// frog is "loses all abilities and becomes a blue Frog with base power
// and toughness 1/1" until end of turn (CR 613.1d-f, 613.4b).
func frog(subject ability.Subject, group ability.Group) ability.Effect {
	return ability.Effect{Op: ability.OpBecome, Subject: subject, Target: 0, Group: group,
		Power: 1, Toughness: 1, LoseAllAbilities: true, SetColors: mana.SetOf(mana.Blue),
		AddSubtype: "Frog", ReplaceCreatureTypes: true, Duration: ability.UntilEndOfTurn}
}

// Ability loss and changed characteristics (CR 613).
var (
	// TurnToFrog is Turn to Frog (M15 81): {1}{U} Instant.
	TurnToFrog = Define(Definition{
		Name:       "Turn to Frog",
		NameZhHans: "化蛙术",
		Text:       "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature}},
			Effects: []ability.Effect{frog(ability.SubjectTarget, ability.Group{})},
		},
	})
	// PolymorphistsJest is Polymorphist's Jest (M15 75): {1}{U}{U}
	// Instant. The creatures are those the player controls as it resolves
	// (CR 611.2c).
	PolymorphistsJest = Define(Definition{
		Name:       "Polymorphist's Jest",
		NameZhHans: "变型术士恶戏",
		Text:       "Until end of turn, each creature target player controls loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
		ManaCost:   mana.MustParseCost("{1}{U}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{frog(ability.SubjectAll, ability.Group{TargetPlayers: true})},
		},
	})
)
