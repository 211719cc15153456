package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// SameCard follows one physical card through its zone changes (each a new
// object, CR 400.7), and a token after it ceased to exist (CR 704.5d),
// which Follow no longer finds.
// strikeAtBear starts a game at Alice's first main phase of turn 3 with
// Lightning Strike in her hand, two Mountains, and two Runeclaw Bears of
// Bob's.
func strikeAtBear(t *testing.T) (g *game.Game, bear, other, strike game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	bear, _ = g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	other, _ = g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	strike, _ = g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	for p := game.PlayerID(0); p < 2; p++ {
		g.Put(p, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	return g, bear, other, strike
}

func TestSameCard(t *testing.T) {
	g, bear, other, strike := strikeAtBear(t)
	require.NoError(t, g.Cast(0, strike, game.ObjectTarget(bear)))
	for g.StackLen() > 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	dead := g.Zone(1, zone.Graveyard)[0]
	require.NotEqual(t, bear, dead, "a new object in the graveyard")
	require.True(t, g.SameCard(bear, dead))
	require.True(t, g.SameCard(dead, bear))
	require.False(t, g.SameCard(bear, other))
	require.False(t, g.SameCard(bear, 0))
	require.False(t, g.SameCard(game.ObjectID(0xffff0001), bear), "an ID from the future names nothing")
}
