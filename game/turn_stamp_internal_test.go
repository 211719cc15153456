package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// "This turn" permissions (CR 611.2a) are recorded as 16-bit turn stamps
// that repeat every stampCycle turns: a stamp left from a turn one cycle
// back must not read as the current turn's. "Activate only once each
// turn" (CR 602.5b) is a list that each new turn empties.
func TestTurnStampsDontRepeatAcrossCycles(t *testing.T) {
	g, err := NewEmpty(Config{Seed: 1, Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	mining, err := g.Put(0, zone.Battlefield, card.AggressiveMining, PutOptions{})
	require.NoError(t, err)
	for range 2 {
		_, err = g.Put(0, zone.Battlefield, card.Forest, PutOptions{})
		require.NoError(t, err)
	}
	for range 6 {
		_, err = g.Put(0, zone.Library, card.Island, PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(1, zone.Library, card.Island, PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(1, 0, Main1))
	require.NoError(t, g.Apply(Action{Kind: ActActivate, Player: 0, Object: mining}))
	s, _ := g.lookup(mining)
	ab := &g.objects[s].def.Activated[0]
	a := Action{Kind: ActActivate, Player: 0, Object: mining}
	require.True(t, g.usedOnce(s, &a, ab))

	// Turn 1 + stampCycle has turn 1's stamp; it begins a new cycle.
	g.turn = stampCycle
	g.beginTurn()
	require.Equal(t, stampCycle+1, g.turn)
	require.Equal(t, int16(1), g.turnStamp())
	require.False(t, g.usedOnce(s, &a, ab), "turn 1's activation is not this turn's")

	// Within a cycle, stamps differ from turn to turn.
	g.turn = 2*stampCycle - 1
	require.Equal(t, int16(stampCycle-1), g.turnStamp())
	g.turn = 3 * stampCycle
	require.Equal(t, int16(stampCycle), g.turnStamp())

	// At MaxTurn the counter stays, and the stamps are cleared at each
	// new turn instead.
	g.turn = MaxTurn
	g.onceUsed = append(g.onceUsed, onceUse{source: mining})
	require.True(t, g.usedOnce(s, &a, ab))
	g.beginTurn()
	require.Equal(t, MaxTurn, g.turn)
	require.False(t, g.usedOnce(s, &a, ab))
}
