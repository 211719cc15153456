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
	for _, d := range card.Default().All() {
		assert.Equal(t, d.ManaCost.ManaValue(), d.ManaValue(), d.Name)
	}
	literal := card.Definition{Name: "Literal", ManaCost: mana.MustParseCost("{X}{2}{R}")}
	assert.Equal(t, 3, literal.ManaValue())

	assert.True(t, card.Mountain.PlainManaSource())
	assert.False(t, card.ElvishMystic.PlainManaSource(), "a creature: summoning sickness matters (CR 302.6)")
	assert.False(t, card.LightningStrike.PlainManaSource(), "no mana ability")
}
