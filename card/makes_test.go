package card_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/stretchr/testify/require"
)

// CR 110.5, 113.2: a card's effects name the tokens and emblems they
// create; a save names them by name, and Load finds them through Makes.
func TestMakes(t *testing.T) {
	require.Equal(t, []*card.Definition{card.BeastToken, card.GarrukEmblem}, card.GarrukApexPredator.Makes())
	require.Equal(t, []*card.Definition{card.AjaniEmblem}, card.AjaniSteadfast.Makes())
	require.Empty(t, card.RuneclawBear.Makes())
	for _, d := range card.Default().All() {
		for _, made := range d.Makes() {
			require.NotEqual(t, d, made, "%s makes itself", d.Name)
		}
	}
}
