package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// Which card of her library Alice knows, without its place (a card she
// looked at and put at the bottom with another in a random order, CR
// 401.4), is hidden from Bob as the cards are: two games that differ only
// in which of the two she knows give Bob the same copy (Determinize's
// canonical deal). Before, her mark stayed on the real card's place.
func TestDeterminizeDealsOthersMarksAgain(t *testing.T) {
	build := func(knownAt int) *Game {
		g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		for _, d := range []*card.Definition{card.Forest, card.Forest, card.RuneclawBear, card.Forest, card.CentaurCourser} {
			_, err := g.Put(0, zone.Library, d, PutOptions{})
			require.NoError(t, err)
			_, err = g.Put(1, zone.Library, card.Island, PutOptions{})
			require.NoError(t, err)
		}
		require.NoError(t, g.Start(3, 0, Main1))
		lib := g.players[0].library // bottom first
		for i, s := range lib[:2] {
			o := &g.objects[s]
			o.group = 1
			if i == knownAt {
				o.known = seatBit(0)
			}
		}
		require.NoError(t, g.CheckInvariants())
		return g
	}
	a, b := build(0), build(1)
	require.NotEqual(t, a.Fingerprint(), b.Fingerprint(), "the games differ")
	for seed := uint64(1); seed <= 16; seed++ {
		ca, cb := a.Determinize(1, seed), b.Determinize(1, seed)
		require.Equal(t, ca.Fingerprint(), cb.Fingerprint(), "seed %d: Bob's copies differ", seed)
		known := 0
		for _, s := range ca.players[0].library {
			if ca.objects[s].known != 0 {
				known++
				require.EqualValues(t, 1, ca.objects[s].group, "the mark stays in its group")
			}
		}
		require.Equal(t, 1, known, "Alice still knows one card there")
	}
}
