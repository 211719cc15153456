package card_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
)

// requireFaultAt checks that Check refuses d at field, and only there.
func requireFaultAt(t *testing.T, d card.Definition, field string) {
	t.Helper()
	err := card.Define(d).Check()
	require.Error(t, err)
	assert.ErrorIs(t, err, card.ErrInvalidDefinition)
	var list card.FieldErrors
	require.ErrorAs(t, err, &list)
	fields := make([]string, len(list))
	for i, e := range list {
		fields[i] = e.Field
		assert.Equal(t, d.Name, e.Card)
	}
	assert.Equal(t, []string{field}, fields, "%v", err)
}

// enchantmentWith is a sound {1} enchantment with the given abilities.
func enchantmentWith(statics []ability.Static, triggers ...ability.Triggered) card.Definition {
	return card.Definition{Name: "Test Charm", ManaCost: mana.MustParseCost("{1}"), Types: card.Enchantment,
		Statics: statics, Triggered: triggers}
}

// gainOne is "you gain 1 life".
var gainOne = []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}

// Check refuses the fields of target filters, trigger matches, trigger
// conditions and statics that the engine never reads where they are set
// (each of which it would otherwise ignore without a word).
func TestCheckFindsFieldsTheirReadersIgnore(t *testing.T) {
	withTarget := func(spec ability.TargetSpec, effects ...ability.Effect) card.Definition {
		d := bolt()
		d.Spell.Targets = []ability.TargetSpec{spec}
		if effects != nil {
			d.Spell.Effects = effects
		}
		return d
	}
	search := func(f ability.Filter) card.Definition {
		d := bolt()
		d.Types, d.Spell.Targets = card.Sorcery, nil
		d.Spell.Effects = []ability.Effect{{Op: ability.OpSearchLibrary, Amount: ability.N(1), Filter: f}}
		return d
	}
	fromGraveyard := ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: card.Creature}}
	returnIt := ability.Effect{Op: ability.OpReturnToHand, Subject: ability.SubjectTarget}
	tests := []struct {
		name  string
		def   card.Definition
		field string
	}{
		// Targets, by what they may be (CR 114.1).
		{"a player target's colour", withTarget(ability.TargetSpec{Allow: ability.AllowPlayer, Filter: ability.Filter{Colors: mana.SetOf(mana.Red)}}),
			"Spell.Targets[0].Filter.Colors"},
		{"a spell target's card type", withTarget(ability.TargetSpec{Allow: ability.AllowSpell, Filter: ability.Filter{Types: card.Creature}},
			ability.Effect{Op: ability.OpCounter}), "Spell.Targets[0].Filter.Types"},
		{"a permanent target's token status", withTarget(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{NonToken: true}}),
			"Spell.Targets[0].Filter.NonToken"},
		{"a graveyard target's counted mana value", func() card.Definition {
			spec := fromGraveyard
			spec.Filter.MaxManaValue = &ability.Amount{Kind: ability.ValueOfX}
			return withTarget(spec, returnIt)
		}(), "Spell.Targets[0].Filter.MaxManaValue"},
		{"the first target controlled by itself", withTarget(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}}),
			"Spell.Targets[0].Filter.ControlledByTarget0"},
		{"an enchant filter read only as the Aura is cast", func() card.Definition {
			d := bolt()
			d.Types, d.Subtypes, d.Spell = card.Enchantment, []string{"Aura"}, ability.Spell{}
			d.Enchant = ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Colors: mana.SetOf(mana.Red)}}
			return d
		}(), "Enchant.Filter.Colors"},
		{"a word of its own first", func() card.Definition {
			spec := ability.TargetCreature
			spec.OwnWord = true
			return withTarget(spec)
		}(), "Spell.Targets[0].OwnWord"},
		{"\"that player controls\" after a creature", func() card.Definition {
			d := bolt()
			d.Spell.Targets = append(d.Spell.Targets, ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}})
			d.Spell.Effects = append(d.Spell.Effects, ability.Effect{Op: ability.OpDestroy, Target: 1})
			return d
		}(), "Spell.Targets[1].Filter.ControlledByTarget0"},
		{"a target nothing acts on", func() card.Definition {
			d := bolt()
			d.Spell.Targets = append(d.Spell.Targets, ability.TargetPlayer)
			return d
		}(), "Spell.Targets[1]"},
		{"a target left for the caster's draw", func() card.Definition {
			d := bolt()
			d.Spell.Targets = []ability.TargetSpec{ability.TargetPlayer}
			d.Spell.Effects = []ability.Effect{{Op: ability.OpDraw, Amount: ability.N(2)}}
			return d
		}(), "Spell.Targets[0]"},
		{"mana for life", func() card.Definition {
			d := bolt()
			d.Types, d.Spell, d.ManaCost = card.Land, ability.Spell{}, mana.Cost{}
			d.Activated = []ability.Activated{ability.TapForMana(mana.Black)}
			d.Activated[0].Cost.Life = 1
			return d
		}(), "Activated[0].Cost"},
		// Effects that read a filter.
		{"a search's colour", search(ability.Filter{Colors: mana.SetOf(mana.Red)}), "Spell.Effects[0].Filter.Colors"},
		{"a search measured against a target", search(ability.Filter{ControlledByTarget0: true}), "Spell.Effects[0].Filter.ControlledByTarget0"},
		{"copies of no type", func() card.Definition {
			d := bolt()
			d.Types, d.Spell.Targets = card.Sorcery, nil
			d.Spell.Effects = []ability.Effect{{Op: ability.OpCastCopies, Amount: ability.N(1)}}
			return d
		}(), "Spell.Effects[0].Filter.Types"},
		// Triggers, by event (CR 603.2, 603.4).
		{"a Match on an upkeep", enchantmentWith(nil, ability.Triggered{Event: ability.YourUpkeep,
			Match: ability.Filter{Side: ability.YourSide}, Effects: gainOne}), "Triggered[0].Match"},
		{"a Match field no event reads", enchantmentWith(nil, ability.Triggered{Event: ability.PermanentEnters,
			Match: ability.Filter{Types: card.Creature, MinToughness: 2}, Effects: gainOne}), "Triggered[0].Match.MinToughness"},
		{"\"when you cast this\" of another", enchantmentWith(nil, ability.Triggered{Event: ability.CastThis,
			Match: ability.Filter{Another: true}, Effects: gainOne}), "Triggered[0].Match.Another"},
		// CR 601.2a: the caster controls the spell, so "whenever you cast
		// a spell an opponent controls" never triggers.
		{"\"whenever you cast\" an opponent's spell", enchantmentWith(nil, ability.Triggered{Event: ability.YouCastSpell,
			Match: ability.Filter{Side: ability.OpponentSide}, Effects: gainOne}), "Triggered[0].Match.Side"},
		{"\"whenever you cast\" a spell you don't control", enchantmentWith(nil, ability.Triggered{Event: ability.YouCastSpell,
			Match: ability.Filter{Side: ability.NotYourSide}, Effects: gainOne}), "Triggered[0].Match.Side"},
		{"a count of entering permanents", enchantmentWith(nil, ability.Triggered{Event: ability.PermanentEnters,
			MinCount: 2, Effects: gainOne}), "Triggered[0].MinCount"},
		{"a subtype beside another condition", enchantmentWith(nil, ability.Triggered{Event: ability.YourUpkeep,
			If: ability.If(ability.YouLostLifeLastTurn), IfControlSubtype: "Swamp", Effects: gainOne}), "Triggered[0].IfControlSubtype"},
		{"an event card in a trigger's if", enchantmentWith(nil, ability.Triggered{Event: ability.YourUpkeep,
			If: ability.Condition{Kind: ability.EventCardHasSubtype, Subtype: "Zombie"}, Effects: gainOne}), "Triggered[0].If.Kind"},
		{"a defending player without an attack", enchantmentWith(nil, ability.Triggered{Event: ability.YourUpkeep,
			If: ability.If(ability.DefendingPlayerControlsNoSubtype), IfControlSubtype: "Wall", Effects: gainOne}), "Triggered[0].If.Kind"},
		{"a delayed trigger's if", enchantmentWith(nil, ability.Triggered{Event: ability.AtOwnersNextUpkeep,
			IfControlSubtype: "Swamp", Effects: gainOne}), "Triggered[0].If"},
		{"a permanent's CreatureAttacksYou", enchantmentWith(nil, ability.Triggered{Event: ability.CreatureAttacksYou,
			Effects: gainOne}), "Triggered[0].Event"},
		// What an event gives its abilities to read (CR 603.2, 400.7).
		{"that player of a permanent entering", enchantmentWith(nil, ability.Triggered{Event: ability.PermanentEnters,
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}), "Triggered[0].Effects[0]"},
		{"that much of an upkeep", enchantmentWith(nil, ability.Triggered{Event: ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}),
			"Triggered[0].Effects[0].Amount.Kind"},
		{"tapping the creature that died", enchantmentWith(nil, ability.Triggered{Event: ability.CreatureDies,
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectEventObject}}}), "Triggered[0].Effects[0].Subject"},
		{"a granted ability's \"this creature\"", func() card.Definition {
			d := enchantmentWith(nil, ability.Triggered{Event: ability.PermanentEnters, OfAttached: true,
				Match:   ability.Filter{Types: card.Creature, Side: ability.YourSide},
				Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1, Toughness: 1}}})
			d.Subtypes, d.Enchant = []string{"Aura"}, ability.TargetCreature
			return d
		}(), "Triggered[0].Effects[0].Subject"},
		// Statics, by what they affect (CR 604, 613).
		{"an event card in a static", enchantmentWith([]ability.Static{{Affects: ability.AffectsGroup,
			Group: ability.Group{Types: card.Creature}, Power: 1, If: ability.Condition{Kind: ability.EventCardHasSubtype, Subtype: "Zombie"}}}),
			"Statics[0].If.Kind"},
		{"types added to the source itself", enchantmentWith([]ability.Static{{AddTypes: card.Artifact}}), "Statics[0].AddTypes"},
		{"a conditional land ban", enchantmentWith([]ability.Static{{ControllerCantPlayLands: true, If: ability.If(ability.LifeBelowStarting)}}),
			"Statics[0].ControllerCantPlayLands"},
		{"a counted power on a group", enchantmentWith([]ability.Static{{Affects: ability.AffectsGroup,
			Group: ability.Group{Types: card.Creature}, SetPTFromCreatures: true}}), "Statics[0].Affects"},
		{"an emblem's static on a card", enchantmentWith([]ability.Static{{PreventAllButOne: true}}), "Statics[0].PreventAllButOne"},
		{"an emblem that draws", card.Definition{Name: "Test Emblem", Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			Effects: gainOne}}}, "Triggered[0].Event"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { requireFaultAt(t, tt.def, tt.field) })
	}
}

// The fields each reader honours pass: "target red creature or player",
// a graveyard card of a fixed mana value, "whenever another nontoken
// creature with power 3 or greater enters", a Wall-less defending
// player, a land ban alone.
func TestCheckPassesWhatReadersHonour(t *testing.T) {
	d := bolt()
	d.Spell.Targets = []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlayer, Filter: ability.Filter{Colors: mana.SetOf(mana.Red), Side: ability.OpponentSide}}}
	assert.NoError(t, card.Define(d).Check())
	fixed := ability.N(2)
	d.Spell.Targets = []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: card.Creature, MaxManaValue: &fixed}}}
	d.Spell.Effects = []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectTarget}}
	assert.NoError(t, card.Define(d).Check())
	assert.NoError(t, card.Define(enchantmentWith(nil, ability.Triggered{Event: ability.PermanentEnters,
		Match: ability.Filter{Types: card.Creature, Another: true, NonToken: true, MinPower: 3}, Effects: gainOne})).Check())
	assert.NoError(t, card.Define(enchantmentWith(nil, ability.Triggered{Event: ability.CreatureAttacks,
		If: ability.If(ability.DefendingPlayerControlsNoSubtype), IfControlSubtype: "Wall", Effects: gainOne})).Check())
	assert.NoError(t, card.Define(enchantmentWith([]ability.Static{{ControllerCantPlayLands: true}})).Check())
}
