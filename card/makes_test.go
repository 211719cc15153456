package card_test

import (
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
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

// A token of a program's own card that shares a listed token's name is
// saved under a key of its own, which Token doesn't find: a save tells
// it apart from the listed one (CR 110.5b: the effect that makes a token
// defines it).
func TestTokenKeyOfOwnTokenNamedLikeAListedOne(t *testing.T) {
	own := card.Define(card.Definition{Name: "Soldier", Types: ability.Creature, Subtypes: []string{"Soldier"},
		Colors: mana.SetOf(mana.White), Power: card.Fixed(2), Toughness: card.Fixed(2), Keywords: ability.Vigilance})
	require.Equal(t, "Soldier (2/2 white, own)", card.TokenKey(own))
	_, found := card.Token(card.TokenKey(own))
	require.False(t, found)
	require.Equal(t, "Soldier", card.TokenKey(card.SoldierToken))
	other := card.Define(card.Definition{Name: "Wisp", Types: ability.Creature, Power: card.Fixed(1), Toughness: card.Fixed(1)})
	require.Equal(t, "Wisp", card.TokenKey(other), "no listed token is named Wisp")
}
