package game_test

// Regression test; before the fix: Aetherspouts sends Alice's attacking Soldier
// token and Runeclaw Bear to her library. The top-or-bottom prompt, which
// every player reads, says "put each of your 2 cards on the top or the
// bottom of your library" / "将你的2张牌逐一置于..." although one of the two
// is a token, a marker standing for a permanent that no card represents
// (CR 110.5), and Aetherspouts itself says "each attacking creature ... puts
// it". Expected: a prompt that does not call the token a card (for
// example "each of your 2 creatures" / "permanents"); the engine says
// "2 cards".

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestSpoutsPromptTokenIsNoCard(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	_, err = g.Put(0, zone.Battlefield, card.SoldierToken, game.PutOptions{Token: true})
	require.NoError(t, err)
	_, err = g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	for range 5 {
		_, err = g.Put(1, zone.Battlefield, card.Island, game.PutOptions{})
		require.NoError(t, err)
	}
	_, err = g.Put(1, zone.Hand, card.Aetherspouts, game.PutOptions{})
	require.NoError(t, err)
	for p := game.PlayerID(0); p < 2; p++ {
		_, err = g.Put(p, zone.Library, card.Island, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	attackIntoAetherspouts(t, g, 2)
	require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
	assert.NotContains(t, g.Prompt(game.English), "2 cards", g.Prompt(game.English))
	assert.NotContains(t, g.Prompt(game.Chinese), "2张牌", g.Prompt(game.Chinese))
}
