package card_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/stretchr/testify/assert"
)

// Automatic payment keeps sources of the colours a card's abilities may
// pay: Torch Fiend's {R} (an activated ability), Kurkesh's "you may pay
// {R}" (a triggered one); a land's mana ability wants nothing.
func TestPayColors(t *testing.T) {
	assert.Equal(t, "R", card.TorchFiend.PayColors().String())
	assert.Equal(t, "R", card.KurkeshOnakkeAncient.PayColors().String())
	assert.Zero(t, card.Mountain.PayColors())
	assert.Zero(t, card.LightningStrike.PayColors())
}
