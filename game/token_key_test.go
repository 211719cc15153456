package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Two tokens named Beast (Garruk's black deathtouch one and Soul of
// Zendikar's green one) stay themselves through a save and load: a save
// names a token by card.TokenKey (CR 110.5b: a token's characteristics
// are those the effect that made it gives).
func TestTokensSharingANameLoad(t *testing.T) {
	require.Equal(t, "Beast", card.TokenKey(card.BeastToken))
	require.Equal(t, "Beast (3/3 green)", card.TokenKey(card.GreenBeastToken))
	d, ok := card.Token("Beast (3/3 green)")
	require.True(t, ok)
	require.Same(t, card.GreenBeastToken, d)

	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	black, err := g.Put(0, zone.Battlefield, card.BeastToken, game.PutOptions{Token: true})
	require.NoError(t, err)
	green, err := g.Put(1, zone.Battlefield, card.GreenBeastToken, game.PutOptions{Token: true})
	require.NoError(t, err)
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(1, 0, game.Main1))
	var save bytes.Buffer
	require.NoError(t, g.Save(&save))
	l, err := game.Load(&save, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	b, _ := l.Object(black)
	gr, _ := l.Object(green)
	require.True(t, b.Colors.Has(mana.Black))
	require.True(t, gr.Colors.Has(mana.Green))
	require.Same(t, card.GreenBeastToken, gr.Card)
}
