package card_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// CR 110.5b: a token's characteristics are those the effect that makes it
// gives; every token the cards make is listed, and each is found again by
// its key, even the two Beasts that share a name.
func TestTokensListedAndFound(t *testing.T) {
	ts := card.Tokens()
	require.Len(t, ts, 12)
	for _, d := range ts {
		got, ok := card.Token(card.TokenKey(d))
		require.True(t, ok, card.TokenKey(d))
		assert.Same(t, d, got, card.TokenKey(d))
	}
	assert.Equal(t, "green", card.TokenColors(card.GreenBeastToken))
	assert.Equal(t, "colorless", card.TokenColors(card.SliverToken))
	ts[0] = nil
	assert.NotNil(t, card.Tokens()[0], "the slice returned is the caller's")
}
