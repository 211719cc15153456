package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// in a three-player game, a player who concedes while the starting
// player is being chosen leaves the game (CR 104.3a, 800.4a) and can't be
// chosen to take the first turn (CR 103.2): the choice lists the two
// players still in the game.
func TestStartingPlayerChoiceSkipsConceded(t *testing.T) {
	deck := deckOf(60, card.Mountain, card.RuneclawBear)
	cfg := game.Config{Seed: 4, Start: game.StartFull, Players: []game.PlayerConfig{
		{Name: "A", Deck: deck}, {Name: "B", Deck: deck}, {Name: "C", Deck: deck}}}
	g, err := game.New(cfg)
	require.NoError(t, err)
	d := g.Pending()
	require.Equal(t, game.DecideStartingPlayer, d.Kind)
	gone := (d.Player + 1) % 3
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: gone}))
	require.False(t, g.Over())
	require.Equal(t, game.DecideStartingPlayer, g.Pending().Kind)
	var choices []int
	for _, a := range g.LegalActions(nil) {
		choices = append(choices, a.Choice)
	}
	require.Len(t, choices, 2, "%v", choices)
	require.NotContains(t, choices, int(gone), "the conceded player is listed")
}
