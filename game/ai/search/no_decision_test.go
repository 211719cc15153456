package search_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/game/ai/search"
)

// With no decision pending, every player of game/ai and of this package
// answers as ai.Player's doc says: a pass for game.NoPlayer, which Apply
// refuses as malformed and which changes nothing. Checked on a game not
// started and on a game that is over (CR 104.1).
func TestChooseWithNoDecisionPending(t *testing.T) {
	var deck []*card.Definition
	for i := 0; i < 15; i++ {
		deck = append(deck, card.Mountain, card.LightningStrike, card.RuneclawBear, card.Forest)
	}
	players := map[string]ai.Player{
		"random":    ai.NewRandom(1),
		"heuristic": ai.NewHeuristic(),
		"search":    search.New(search.Options{Iterations: 20, Seed: 1}),
	}
	notStarted, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	over, err := game.New(game.Config{Seed: 3, Start: game.StartDealt, Players: []game.PlayerConfig{{Name: "Ann", Deck: deck}, {Name: "Ben", Deck: deck}}})
	require.NoError(t, err)
	require.NoError(t, over.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.True(t, over.Over())
	for _, g := range []*game.Game{notStarted, over} {
		for name, p := range players {
			before := g.Fingerprint()
			a := p.Choose(g)
			require.Equal(t, game.Action{Kind: game.ActPass, Player: game.NoPlayer}, a, name)
			require.ErrorIs(t, g.Apply(a), game.ErrMalformed, name)
			require.Equal(t, before, g.Fingerprint(), "%s: nothing changed", name)
		}
	}
}
