package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// CR 706.12: Chandra, Pyromaster's -7 creates each copy of the chosen
// card in exile before it may be cast. Every player's log says so, in
// English and Chinese, naming the card copied, so that a copy cast or
// ceasing to exist was seen coming.
func TestCardCopyCreationIsLogged(t *testing.T) {
	g := chandraCopying(t, card.LightningStrike, nil)
	g.ClearEvents()
	require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	require.Equal(t, game.DecideCastCopy, g.Pending().Kind)

	copies := 0
	for _, e := range g.EventsFor(1) {
		if e.Kind != game.EventCopy {
			continue
		}
		copies++
		require.False(t, e.Ability)
		require.Equal(t, card.LightningStrike, e.SourceCard)
		require.Equal(t, "Alice creates a copy of Lightning Strike (#10) in exile.", g.ViewEventLine(e, game.English))
		require.Equal(t, "Alice在放逐区中创造了闪电炼击（#10）的复制品。", g.ViewEventLine(e, game.Chinese))
	}
	require.Equal(t, 1, copies, "the first copy, made as its cast is asked")
}
