package ai_test

import (
	"fmt"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// Two heuristic players play a game of Runeclaw Bears and Forests to the
// end; the same seed always gives the same game.
func ExamplePlay() {
	deck := make([]*card.Definition, 0, 40)
	for i := 0; i < 20; i++ {
		deck = append(deck, card.Forest, card.RuneclawBear)
	}
	g, _ := game.New(game.Config{Seed: 1, Players: []game.PlayerConfig{
		{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: deck},
	}})
	players := [game.MaxPlayers]ai.Player{ai.NewHeuristic(), ai.NewHeuristic()}
	_, err := ai.Play(g, players, 0, nil)
	fmt.Println(err, g.Over(), g.Winner() != game.NoPlayer)
	// Output: <nil> true true
}
