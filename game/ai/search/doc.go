// Package search holds a computer player that searches: information-set
// Monte Carlo over determinized deals, the options of a decision compared
// by sequential halving on paired deals.
//
// For each decision with more than one option, the player runs a number
// of iterations. Each iteration deals the game again from what the
// player may see (game.DeterminizeInto: the other players' hands and
// every library order drawn at random, consistent with their view),
// takes one of the options and plays on with the heuristic player
// (package ai) for every seat to a turn a few turns after the decision's;
// the position reached is scored for each team, a won game 1, a lost one
// 0 (each moved 0.02 toward the middle for every turn the game took to
// end after the decision's, at most 0.2, so that of two ways to win the
// sooner is taken), an unfinished one by how much an evaluation of life,
// board and cards moved in the team's favour from the deal it started
// with (so that a position far ahead or behind still tells its options
// apart).
//
// The options are the heuristic player's choice first, then the listed
// ones (at most 16, three per card and first target, by the heuristic's
// rating). For attacks and blocks, where the listing offers each
// creature alone, they are also the heuristic's declaration with one
// creature more or fewer, everything at once, and every free blocker on
// one attacker. The decisions of the start of the game (who plays first,
// mulligans) are the heuristic's: what a hand is worth shows over a
// game, not over a rollout of a few turns.
//
// The options share the budget by sequential halving: in each phase
// every option still in play is tried on the same deals, and the better
// half by mean score goes on to the next, the heuristic's choice always
// among them. Comparing options on the same hidden cards and draws
// removes most of the luck of the deal from the comparison. At the end
// the search departs from the heuristic's choice only for an option that
// beat it on the shared deals by more than one standard error of the
// differences: options that make no difference reach the same position
// and score the same, and one that looks better by the luck of a few
// deals is not taken. (A tree of the decisions below the options,
// searched by UCB1, played worse at these budgets: each option's line
// explored bad continuations of its own.)
//
// The player never reads what its seat cannot see: the only use of the
// real game is its pending decision, its legal options and the
// determinized copies. Each seat maximises its team's score, so
// Two-Headed Giant teammates cooperate. With a budget in iterations the
// player is deterministic: the same seed, position and budget give the
// same answer, whatever the hidden cards are among the cards each player
// owns. By default the search plays with open decklists: as Determinize
// deals the hidden cards again from the cards their owner has in hidden
// zones, it knows which cards another player brought to the game (not
// which of them are in their hand and which in their library, nor in
// what order). Where decklists are secret, Options.Decklists gives the
// cards the player believes each other player's deck is made of, and the
// deals draw from those instead (game.DeterminizeWith): the answer is then
// the same whatever the cards the others brought, as long as the player
// has seen the same.
//
// Usage: give a seat a search player and let it answer that seat's
// decisions (it implements ai.Player, so ai.Play can drive a whole game):
//
//	p := search.New(search.Options{Iterations: 300, Seed: 1})
//	for !g.Over() {
//		var a game.Action
//		if g.Pending().Player == me {
//			a = p.Choose(g)
//		} else {
//			a = other.Choose(g)
//		}
//		if err := g.Apply(a); err != nil {
//			return err
//		}
//	}
package search
