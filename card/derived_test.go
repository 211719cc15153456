package card_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
)

// What Define computes once equals what the printed card gives: the mana
// value (CR 202.3, X being 0), also for a definition not made by Define;
// and whether automatic payment may take the card as a plain mana source.
func TestDefineDerivedFacts(t *testing.T) {
	sources := 0
	for _, d := range card.Default().All() {
		assert.Equal(t, d.ManaCost.ManaValue(), d.ManaValue(), d.Name)
		// The first simple mana ability making each type, as a scan of
		// the abilities finds it.
		for c := mana.Color(0); c < mana.NumTypes; c++ {
			want, wantOK := -1, false
			for i := range d.Activated {
				if types, _, ok := d.Activated[i].ManaOutput(); ok && types.Has(c) {
					want, wantOK = i, true
					break
				}
			}
			got, ok := d.SimpleManaAbility(c)
			assert.Equal(t, wantOK, ok, "%s %v", d.Name, c)
			if ok {
				sources++
				assert.Equal(t, want, got, "%s %v", d.Name, c)
			}
		}
	}
	assert.Greater(t, sources, 10, "the catalog's mana sources")
	literal := card.Definition{Name: "Literal", ManaCost: mana.MustParseCost("{X}{2}{R}")}
	assert.Equal(t, 3, literal.ManaValue())
	_, ok := literal.SimpleManaAbility(mana.Red)
	assert.False(t, ok)
	// Battlefield Forge: {T}: add {C}; {T}: add {R} or {W}, dealing 1
	// damage to you.
	i, ok := card.BattlefieldForge.SimpleManaAbility(mana.White)
	assert.True(t, ok)
	assert.Equal(t, 1, i)

	assert.True(t, card.Mountain.PlainManaSource())
	assert.False(t, card.ElvishMystic.PlainManaSource(), "a creature: summoning sickness matters (CR 302.6)")
	assert.False(t, card.LightningStrike.PlainManaSource(), "no mana ability")
}
