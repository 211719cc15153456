package server

import (
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/game/ai/search"
)

// DefaultBudget is the search player's budget per decision in the
// server's default opponent: iterations enough to play well, few enough
// that a decision takes well under a second on one core.
const DefaultBudget = 200

// SearchComputer returns the searching computer player (game/ai/search)
// with budget iterations per decision, seeded by seed: the server's
// default opponent.
func SearchComputer(budget int) func(seat int, seed uint64) ai.Player {
	return func(seat int, seed uint64) ai.Player {
		return search.New(search.Options{Iterations: budget, Seed: seed ^ uint64(seat+1)*0x9e3779b97f4a7c15})
	}
}

// HeuristicComputer returns the heuristic player (game/ai): instant
// answers, a weaker opponent.
func HeuristicComputer(int, uint64) ai.Player { return ai.NewHeuristic() }
