package card

import (
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Define keeps its own copy of everything it is given, the abilities'
// slices and pointers included: a caller that reuses its scratch slices
// for the next card, or changes them, changes no definition.
func TestDefineSharesNothingWithItsCaller(t *testing.T) {
	effects := []ability.Effect{{Op: ability.OpDamage, Amount: ability.N(3), If: &ability.Condition{Subtype: "Mountain"}}}
	targets := []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{MaxManaValue: &ability.Amount{N: 2}}}}
	grant := &ability.Activated{Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.N(1)}}}
	counters := &ability.Effect{Amount: ability.N(2)}
	sacrifice := &ability.Group{Subtype: "Goblin"}
	d := Define(Definition{
		Name: "Scratch", ManaCost: mana.MustParseCost("{R}"), Types: ability.Instant,
		Spell:               ability.Spell{Targets: targets, Effects: effects},
		Activated:           []ability.Activated{{Targets: targets, Effects: effects, Cost: ability.Cost{Sacrifice: sacrifice}}},
		Triggered:           []ability.Triggered{{Targets: targets, Effects: effects, Match: ability.Filter{ManaValue: &ability.Amount{N: 1}}}},
		Statics:             []ability.Static{{Grant: grant}},
		EntersWithCounters:  counters,
		AdditionalSacrifice: sacrifice,
		CopyExtra:           []ability.Activated{{Effects: effects}},
	})

	effects[0].Op, effects[0].Amount.N, effects[0].If.Subtype = ability.OpDraw, 7, "Island"
	targets[0].Filter.MaxManaValue.N = 9
	grant.Effects[0].Amount.N = 5
	counters.Amount.N = 8
	sacrifice.Subtype = "Elf"

	for _, e := range [][]ability.Effect{d.Spell.Effects, d.Activated[0].Effects, d.Triggered[0].Effects, d.CopyExtra[0].Effects} {
		require.Len(t, e, 1)
		assert.Equal(t, ability.OpDamage, e[0].Op)
		assert.Equal(t, 3, e[0].Amount.N)
		assert.Equal(t, "Mountain", e[0].If.Subtype)
	}
	for _, ts := range [][]ability.TargetSpec{d.Spell.Targets, d.Activated[0].Targets, d.Triggered[0].Targets} {
		assert.Equal(t, 2, ts[0].Filter.MaxManaValue.N)
	}
	assert.Equal(t, 1, d.Statics[0].Grant.Effects[0].Amount.N)
	assert.Equal(t, 2, d.EntersWithCounters.Amount.N)
	assert.Equal(t, "Goblin", d.AdditionalSacrifice.Subtype)
	assert.Equal(t, "Goblin", d.Activated[0].Cost.Sacrifice.Subtype)
}

// The specs of one "target" word stay equal in the copy Define keeps, as
// the rule that one word can't name an object twice compares them
// (CR 114.3): Return to the Ranks' X targets are one word.
func TestDefineKeepsOneWordsSpecsEqual(t *testing.T) {
	specs := ReturnToTheRanks.Spell.Targets
	require.Greater(t, len(specs), 1)
	for _, s := range specs[1:] {
		assert.True(t, s == specs[0])
	}
	again := Define(*ReturnToTheRanks)
	assert.True(t, again.Spell.Targets[0] == again.Spell.Targets[1])
	assert.False(t, again.Spell.Targets[0] == specs[0], "the copy has its own amounts")
}
