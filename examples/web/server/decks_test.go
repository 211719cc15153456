package server

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/spellstack/spellstack/card"

	"github.com/stretchr/testify/require"
)

// The embedded decks are copies of testdata/decks: they stay equal.
func TestDecksMatchTestdata(t *testing.T) {
	decks, err := loadDecks()
	require.NoError(t, err)
	require.Len(t, decks, len(deckNames))
	for _, d := range decks {
		want, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "decks", d.ID+".txt"))
		require.NoError(t, err)
		got, err := deckFiles.ReadFile("decks/" + d.ID + ".txt")
		require.NoError(t, err)
		require.Equal(t, string(want), string(got), "examples/web/server/decks/%s.txt differs from testdata/decks", d.ID)
		require.NotEmpty(t, d.cards)
	}
	entries, err := deckFiles.ReadDir("decks")
	require.NoError(t, err)
	require.Len(t, entries, len(deckNames), "every embedded deck is listed")
	all, err := filepath.Glob(filepath.Join("..", "..", "..", "testdata", "decks", "*.txt"))
	require.NoError(t, err)
	require.Len(t, all, len(deckNames), "every deck of testdata/decks is embedded")
}

// A deck's colours are its cards' colours, in WUBRG order.
func TestDeckColors(t *testing.T) {
	decks, err := loadDecks()
	require.NoError(t, err)
	for _, d := range decks {
		has := map[string]bool{}
		for _, c := range d.cards {
			for _, l := range card.FactsOf(c).Colors {
				has[l] = true
			}
		}
		var want []string
		for _, l := range []string{"W", "U", "B", "R", "G"} {
			if has[l] {
				want = append(want, l)
			}
		}
		require.Equal(t, want, d.Colors, "deck %s", d.ID)
	}
}
