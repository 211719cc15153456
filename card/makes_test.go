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

// Every token definition the cards make is a token (CR 110.5), and no
// card of the catalog is.
func TestIsToken(t *testing.T) {
	for _, d := range card.Tokens() {
		require.True(t, card.IsToken(d), d.Name)
	}
	for _, d := range card.Default().All() {
		require.False(t, card.IsToken(d), d.Name)
	}
	require.False(t, card.IsToken(nil))
	require.False(t, card.IsToken(card.GarrukEmblem))
}

// A copy of a token is no listed token: TokenKey gives its name, as its
// doc says of copies, whatever tokens share it.
func TestTokenKeyOfACopyIsItsName(t *testing.T) {
	for _, tok := range card.Tokens() {
		cp := card.CopyOf(tok, nil)
		require.Equal(t, tok.Name, card.TokenKey(cp), tok.Name)
	}
}
