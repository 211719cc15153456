package card

import (
	"testing"

	"github.com/spellstack/spellstack/mana"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBasicLands(t *testing.T) {
	tests := []struct {
		def   *Definition
		color mana.Color
	}{
		{Plains, mana.White}, {Island, mana.Blue}, {Swamp, mana.Black},
		{Mountain, mana.Red}, {Forest, mana.Green},
	}
	for _, tt := range tests {
		t.Run(tt.def.Name, func(t *testing.T) {
			d := tt.def
			assert.True(t, d.IsLand())
			assert.True(t, isBasicLand(d))
			assert.Equal(t, mana.ColorSet(0), d.Colors, "lands are colourless (CR 202.2)")
			assert.True(t, d.ManaCost.IsEmpty(), "no mana cost (CR 202.1b)")
			assert.Equal(t, "Basic Land — "+d.Name, d.TypeLine())
			assert.Zero(t, d.Keywords)
			require.Len(t, d.Activated, 1)
			a := d.Activated[0]
			assert.True(t, a.IsManaAbility(), "CR 605.1a")
			out, _, ok := a.ManaOutput()
			assert.True(t, ok)
			assert.Equal(t, mana.SetOf(tt.color), out, "CR 305.6")
			assert.True(t, a.Cost.Tap)
		})
	}
}

func TestElvishMystic(t *testing.T) {
	d := ElvishMystic
	assert.True(t, d.IsCreature())
	assert.Equal(t, "Creature — Elf Druid", d.TypeLine())
	require.Len(t, d.Activated, 1)
	out, _, ok := d.Activated[0].ManaOutput()
	assert.True(t, ok)
	assert.Equal(t, mana.SetOf(mana.Green), out)
}

func TestVanillaAndSpellsHaveNoAbilitiesYet(t *testing.T) {
	for _, d := range []*Definition{
		RuneclawBear, CentaurCourser, OreskosSwiftclaw, WalkingCorpse, FugitiveWizard, GoblinRoughrider, BronzeSable,
		LightningStrike, Divination, Cancel, Negate, TitanicGrowth, MindRot, SignInBlood, DarkRitual, NightsWhisper,
	} {
		t.Run(d.Name, func(t *testing.T) {
			assert.Zero(t, d.Keywords)
			assert.Empty(t, d.Activated)
			assert.Equal(t, !d.IsCreature(), d.Types.Has(Instant) || d.Types.Has(Sorcery))
		})
	}
}

func TestRegistryComplete(t *testing.T) {
	// Every definition is registered once.
	seen := map[*Definition]bool{}
	for _, d := range all {
		require.NotNil(t, d)
		assert.False(t, seen[d], "%s registered twice", d.Name)
		seen[d] = true
		got, err := Default().Lookup(d.Name)
		require.NoError(t, err)
		assert.Same(t, d, got)
	}
}
