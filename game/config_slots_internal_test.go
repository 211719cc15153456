package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
)

// config.go validate allows "at most maxSlots" cards in all the
// decks together: exactly maxSlots is valid, one more is not. It fails for a mutant:
// validate with `n >= maxSlots`.
func TestDeckCardsUpToMaxSlots(t *testing.T) {
	deck := make([]*card.Definition, maxSlots)
	for i := range deck {
		deck[i] = card.Island
	}
	cfg := Config{Players: []PlayerConfig{{Name: "Alice", Deck: deck[:maxSlots-1]}, {Name: "Bob", Deck: deck[:1]}}}
	require.NoError(t, cfg.validate(), "maxSlots cards in all")
	cfg.Players[1].Deck = deck[:2]
	require.ErrorIs(t, cfg.validate(), ErrBadConfig, "one card more")
}
