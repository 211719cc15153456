package game_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// A Two-Headed Giant position from a random game (h326): Alice (seat 0)
// knows every card of her teammate's library without their places, in
// one group; her teammate knows only his bottom card, a Swamp he put
// there (CR 401.4). A copy for Alice deals the group's cards again among
// its places: her teammate then knows the card dealt at the bottom, and
// only that one. The Swamp, dealt elsewhere, leaves his mark behind, so
// two copies Alice can't tell apart, determinized again, are one game.
func TestDeterminizePlaceKnowledgeStaysWithThePlace(t *testing.T) {
	f, err := os.Open("testdata/determinize/2hg-teammate-knows-bottom-card.json")
	require.NoError(t, err)
	defer f.Close()
	g, err := game.Load(f, card.Default())
	require.NoError(t, err)
	alice, teammate := game.PlayerID(0), game.PlayerID(1)
	require.Len(t, g.View(teammate).Players[teammate].KnownLibrary, 1)
	lists := [][]*card.Definition{nil, nil, deckOf(60, card.Forest), deckOf(60, card.Forest)}
	for seed := uint64(1); seed <= 10; seed++ {
		for _, believed := range []bool{false, true} {
			var l [][]*card.Definition
			if believed {
				l = lists
			}
			c1, err := g.DeterminizeWith(nil, alice, seed, l)
			require.NoError(t, err)
			c2, err := g.DeterminizeWith(nil, alice, seed+100, l)
			require.NoError(t, err)
			require.Len(t, c1.View(teammate).Players[teammate].KnownLibrary, 1, "seed %d: one card known, at the bottom", seed)
			require.Equal(t, viewJSON(t, c1, alice), viewJSON(t, c2, alice))
			d1, err := c1.DeterminizeWith(nil, alice, 7, l)
			require.NoError(t, err)
			d2, err := c2.DeterminizeWith(nil, alice, 7, l)
			require.NoError(t, err)
			require.Equal(t, d1.Fingerprint(), d2.Fingerprint(), "seed %d, believed %v: copies of copies differ", seed, believed)
		}
	}
}
