package server

import "github.com/spellstack/spellstack/game/ai"

// newComputer returns the computer player of one seat. It is the one
// place where the server chooses its opponent: to play against another
// ai.Player (the search player of issue 20, say), change this line.
func newComputer() ai.Player { return ai.NewHeuristic() }
