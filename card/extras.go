package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// extraCards lists the cards outside M15 that the rules guide the engine follows names (docs/cards.md).
var extraCards = []*Definition{WiltLeafCavaliers, ActOfTreason}

// Extras: cards outside M15 that the rules guide names (docs/cards.md).
var (
	// WiltLeafCavaliers is Wilt-Leaf Cavaliers (Shadowmoor):
	// {G/W}{G/W}{G/W} Creature — Elf Knight 3/4, "Vigilance". Its hybrid
	// symbols make it both green and white (CR 202.2, 107.4e).
	WiltLeafCavaliers = Define(Definition{
		Name:       "Wilt-Leaf Cavaliers",
		NameZhHans: "凋叶骑兵",
		Text:       "Vigilance",
		ManaCost:   mana.MustParseCost("{G/W}{G/W}{G/W}"),
		Types:      Creature,
		Subtypes:   []string{"Elf", "Knight"},
		Power:      Fixed(3),
		Toughness:  Fixed(4),
		Keywords:   ability.Vigilance,
	})
	// ActOfTreason is Act of Treason (Magic 2010): {2}{R} Sorcery, "Gain
	// control of target creature until end of turn. Untap that creature.
	// It gains haste until end of turn."
	ActOfTreason = Define(Definition{
		Name:       "Act of Treason",
		NameZhHans: "叛变行动",
		Text:       "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
		ManaCost:   mana.MustParseCost("{2}{R}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectTarget, Target: 0,
				Duration: ability.UntilEndOfTurn, Untap: true, Keywords: ability.Haste}},
		},
	})
)
