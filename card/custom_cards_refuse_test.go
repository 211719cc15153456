package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
)

func sorc(name string, es ...ability.Effect) card.Definition {
	return card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Sorcery, Spell: ability.Spell{Effects: es}}
}

// Definitions Check refuses, each judged right: the engine could not play
// the field as written (docs/design.md, "Definitions are checked once").
func TestRefusalsJudgedRight(t *testing.T) {
	cs := map[string]card.Definition{
		// "Each opponent chooses: pay 2 life or ..." names one player
		// for an "unless" choice; refusing is honest (CR 101.4).
		"each opponent's unless": sorc("R1", ability.Effect{Op: ability.OpUnless, Unless: ability.UnlessPayLife, Amount: ability.N(2), Who: ability.WhoEachOpponent}),
		// "Creatures without flying your opponents control get -1/-0": statics don't read WithoutKeyword.
		"static WithoutKeyword": {Name: "R3", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
			Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide, WithoutKeyword: ability.Flying}, Power: -1}}},
		"gain life with subject":  sorc("R5", ability.Effect{Op: ability.OpGainLife, Subject: ability.SubjectSelf, Amount: ability.N(2)}),
		"may + chosen":            sorc("R6", ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectChosen, Optional: true, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}),
		"paymana no optional":     sorc("R7", ability.Effect{Op: ability.OpDraw, Amount: ability.N(1), PayMana: cost("{1}")}),
		"TargetPlayers no target": sorc("R13b", ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{TargetPlayers: true}}),
		// "gain 1 life for each other creature you control": counts don't read Other.
		"count group Other":   sorc("R22", ability.Effect{Op: ability.OpGainLife, Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Other: true}}}),
		"sac chosen opp side": sorc("R24", ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoYou, Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}}),
		"unless each opp":     sorc("R28", ability.Effect{Op: ability.OpUnless, Who: ability.WhoEachOpponent, Unless: ability.UnlessPayLife, Amount: ability.N(2)}, ability.Effect{Op: ability.OpDraw, Amount: ability.N(1), IfDeclined: true}),
		"topbottom subject":   sorc("R31", ability.Effect{Op: ability.OpTopOrBottom, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}}),
		"countsubtype times":  sorc("R32", ability.Effect{Op: ability.OpGainLife, Amount: ability.Amount{Kind: ability.CountSubtype, Subtype: "Swamp", Times: 2}}),
		// "Each opponent discards a card": the engine asks one player at a
		// time to choose, where CR 101.4 has every player choose in APNAP
		// order before the discards happen at once; a discard names one
		// player.
		"each opp discards":    sorc("R33", ability.Effect{Op: ability.OpDiscard, Who: ability.WhoEachOpponent, Amount: ability.N(1)}),
		"each player discards": sorc("R34", ability.Effect{Op: ability.OpDiscard, Who: ability.WhoEachPlayer, Amount: ability.N(1)}),
		// "Gain control of target creature for as long as you control Mind
		// Lasso": a control change lasts until end of turn or on.
		"control while you control": {Name: "R35", ManaCost: cost("{3}{U}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{2}"), Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
				Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0, Duration: ability.WhileYouControlSource}}}}},
		// "Equipped creature has 'Whenever this creature attacks, you gain 2
		// life'": a granted trigger works for the events of its Match and
		// the upkeep only.
		"granted attack trigger": {Name: "R36", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
			Triggered: []ability.Triggered{{Event: ability.Attacks, OfAttached: true,
				Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}},
		// A spell has no event, no attachment and no choice made as it
		// entered: nothing gives these fields a meaning there.
		"EventAmount in spell":        sorc("R13d", ability.Effect{Op: ability.OpDraw, Amount: ability.Amount{Kind: ability.EventAmount}}),
		"WhoEventPlayer in spell":     sorc("R13e", ability.Effect{Op: ability.OpDraw, Who: ability.WhoEventPlayer, Amount: ability.N(1)}),
		"SubjectEventObject in spell": sorc("R13c", ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectEventObject}),
		"SubjectAttached on sorcery":  sorc("R13f", ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAttached}),
		"ChosenSubtype in spell":      sorc("R13", ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{ChosenSubtype: true}}),
		// "Target player draws a card" aimed at a creature; "destroy
		// target ..." aimed at a player.
		"draw for a creature": {Name: "R37", ManaCost: cost("{U}"), Types: ability.Instant, Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoTarget, Amount: ability.N(1)}}}},
		// Found by mutating M15 cards and playing random games with them.
		// "+1/+0 as long as you control each creature with the greatest
		// power": its power waits on itself (CR 613.8); so would any
		// static's characteristics.
		"greatest power grants flying": {Name: "Loop Bird", ManaCost: cost("{1}{U}"), Types: ability.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2),
			Statics: []ability.Static{{Affects: ability.AffectsSelf, Keywords: ability.Flying, If: ability.If(ability.ControlEachGreatestPower)}}},
		"greatest power changes power": {Name: "Loop Bear", ManaCost: cost("{1}{G}"), Types: ability.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2),
			Statics: []ability.Static{{Affects: ability.AffectsSelf, Power: 1, If: ability.If(ability.ControlEachGreatestPower)}}},
		// A card in a graveyard is tapped and holds counters by no cost.
		"tap from the graveyard": {Name: "Graveyard Paragon", ManaCost: cost("{3}{W}"), Types: ability.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2),
			Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, FromGraveyard: true, Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.N(1)}}}}},
		"loyalty from the graveyard": {Name: "Graveyard Walker", ManaCost: cost("{3}{G}"), Types: ability.Planeswalker, Subtypes: []string{"Nissa"}, Loyalty: 3,
			Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, FromGraveyard: true, Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.N(1)}}}}},
		"counter from the graveyard": {Name: "Graveyard Lurker", ManaCost: cost("{2}{U}"), Types: ability.Creature, Power: card.Fixed(1), Toughness: card.Fixed(3),
			Activated: []ability.Activated{{Cost: ability.Cost{PutCounter: "loyalty"}, FromGraveyard: true, Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.N(1)}}}}},
		// Entering as a copy is asked by its spell's OpChooseCopy.
		"copy without its spell's choice": {Name: "Copy Land", Types: ability.Land, AsEnters: ability.ChooseCopy},
		// "Exile this Wall, sacrifice a Wall": the Wall can't pay both.
		"itself twice": {Name: "Mulch Wall", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Wall"}, Power: card.Fixed(0), Toughness: card.Fixed(4),
			Activated: []ability.Activated{{Cost: ability.Cost{ExileSelf: true, Sacrifice: &ability.Group{Subtype: "Wall"}}, Effects: []ability.Effect{{Op: ability.OpDraw, Amount: ability.N(1)}}}}},
		// Two X in one cost.
		"mana X and counters X": {Name: "X Bard", ManaCost: cost("{2}{G}"), Types: ability.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2),
			Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{X}"), RemoveCountersX: "+1/+1"},
				Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.Amount{Kind: ability.ValueOfX}}}}}},
		// An Aura spell targets what it will enchant, one permanent.
		"an Aura of X targets": {Name: "Ranks Aura", ManaCost: cost("{X}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
			Spell: ability.Spell{XTargets: true}, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}},
		// An instant is never a permanent (CR 304.4).
		"an instant creature": {Name: "Instant Bear", ManaCost: cost("{G}"), Types: ability.Instant | ability.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2)},
		// What enters the battlefield is a permanent card (CR 110.4a).
		"raise any card": {Name: "Raise Anything", ManaCost: cost("{B}"), Types: ability.Sorcery,
			Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}}, Effects: []ability.Effect{{Op: ability.OpPutOntoBattlefield}}}},
		"reveal any card": sorc("Reveal Anything", ability.Effect{Op: ability.OpRevealUntil}),
		// An ability granted to the event's object is a Sliver's "when
		// this creature enters" (Constricting Sliver), not an upkeep's.
		"granted to the object of an upkeep": {Name: "Odd Sliver", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Sliver"}, Power: card.Fixed(2), Toughness: card.Fixed(2),
			Triggered: []ability.Triggered{{Event: ability.YourUpkeep, OfEventObject: true, Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.N(1)}}}}},
		"destroy a player": {Name: "R38", ManaCost: cost("{B}"), Types: ability.Instant, Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}}}},
	}
	for k, d := range cs {
		require.ErrorIs(t, card.Define(d).Check(), card.ErrInvalidDefinition, k)
	}
}

// Too strict (cosmetic): EntersWithCounters must say Subject SubjectSelf,
// though no other subject could mean anything there.
func TestEntersWithCountersNeedsSubjectSelf(t *testing.T) {
	d := card.Define(card.Definition{Name: "R4", ManaCost: cost("{3}"), Types: ability.Artifact,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Counter: "charge", Amount: ability.N(3)}})
	require.Error(t, d.Check())
}
