package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 706.12: Chandra, Pyromaster's -7 creates each copy of the chosen
// card in exile before it may be cast. Every player's log says so, in
// English and Chinese, naming the card copied, so that a copy cast or
// ceasing to exist was seen coming.
func TestCardCopyCreationIsLogged(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	var opts game.PutOptions
	opts.Counters[game.Loyalty] = 7
	chandra, _ := g.Put(0, zone.Battlefield, card.ChandraPyromaster, opts)
	for range 9 {
		g.Put(0, zone.Library, card.Island, game.PutOptions{})
	}
	g.Put(0, zone.Library, card.LightningStrike, game.PutOptions{}) // on top
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, chandra, 2))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
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
