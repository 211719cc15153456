package main

import (
	"fmt"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/game/ai/search"
)

// lineup is who plays each seat (-p1 ... -p4) and the search budget.
type lineup struct {
	kinds [game.MaxPlayers]string
	// budget is the search player's iterations per decision.
	budget int
	// believed, if not nil, is the decklist the search players believe
	// every other player's deck is made of (-believe).
	believed []*card.Definition
}

// anySearch reports whether a seat of the n plays the search player.
func (l lineup) anySearch(n int) bool {
	for _, k := range l.kinds[:n] {
		if k == "search" {
			return true
		}
	}
	return false
}

// allRandom reports whether every seat plays uniformly at random: then
// games run on the fast path of playOne, as the throughput figures do.
func (l lineup) allRandom(n int) bool {
	for _, k := range l.kinds[:n] {
		if k != "random" {
			return false
		}
	}
	return true
}

// check refuses an unknown kind of player.
func (l lineup) check(n int) error {
	for i, k := range l.kinds[:n] {
		switch k {
		case "random", "heuristic", "search":
		default:
			return fmt.Errorf("-p%d %q: want random, heuristic or search", i+1, k)
		}
	}
	if l.budget <= 0 {
		return fmt.Errorf("-budget must be > 0")
	}
	return nil
}

// players returns the players of the game with seed s: each seat's
// random and search players are seeded from s and the seat.
func (l lineup) players(s uint64, n int) [game.MaxPlayers]ai.Player {
	var ps [game.MaxPlayers]ai.Player
	for i, k := range l.kinds[:n] {
		seed := s*game.MaxPlayers + uint64(i)
		switch k {
		case "random":
			ps[i] = ai.NewRandom(seed)
		case "heuristic":
			ps[i] = ai.NewHeuristic()
		case "search":
			opts := search.Options{Iterations: l.budget, Seed: seed}
			if l.believed != nil {
				opts.Decklists = make([][]*card.Definition, n)
				for q := range opts.Decklists {
					opts.Decklists[q] = l.believed // its own seat's is ignored
				}
			}
			ps[i] = search.New(opts)
		}
	}
	return ps
}

// playWith plays one game with seed s between the players of l.
func playWith(s uint64, st seats, l lineup) (totals, error) {
	cfg := st.config(s)
	cfg.NoEvents = true
	g, err := game.New(cfg)
	if err != nil {
		return totals{}, err
	}
	n, err := ai.Play(g, l.players(s, len(st.decks)), 1_000_000, nil)
	t := totals{games: 1, actions: n}
	if err != nil {
		return t, err
	}
	if !g.Over() {
		return t, fmt.Errorf("game does not end")
	}
	t.finish(g)
	return t, nil
}
