// Package search holds a computer player that searches: single-observer
// information-set Monte Carlo tree search (SO-ISMCTS).
//
// For each decision with more than one option, the player runs a number
// of iterations. Each iteration deals the game again from what the
// player may see (game.DeterminizeInto: the other players' hands and
// every library order drawn at random, consistent with their view),
// takes one of the options, walks a tree of the decisions that follow,
// shared by all these deals, choosing by UCB1 among the options available
// in this deal, adds one new decision to the tree, and plays on with the
// heuristic player (package ai) for every seat for a few turns; the
// position reached is scored for each team, a won game 1, a lost one 0,
// an unfinished one by how much an evaluation of life, board and cards
// moved in the team's favour from the deal it started with.
//
// The options of the decision itself share the budget by sequential
// halving on paired deals: in each phase every option still in play is
// tried on the same deals, and the better half by mean score goes on to
// the next, until one is left. Comparing options on the same hidden cards
// and draws removes most of the luck of the deal from the comparison, and
// options that make no difference score the same, so that the first
// listed, the heuristic player's choice, is kept.
//
// The player never reads what its seat cannot see: the only use of the
// real game is its pending decision, its legal options and the
// determinized copies. Each seat maximises its team's score, so
// Two-Headed Giant teammates cooperate. With a budget in iterations the
// player is deterministic: the same seed, position and budget give the
// same answer, whatever the hidden cards are.
package search
