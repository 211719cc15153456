// Command selfplay plays many full games between two decklists, by
// default with uniformly random legal actions, and prints one summary
// line:
//
//	games=N seconds=S games_per_s=G actions_per_s=A actions_per_game=M turns_per_game=T p1_wins=W1 p2_wins=W2 draws=D
//
// -players 3 or 4 plays a free-for-all, -variant two-headed-giant two
// teams of two (seats 1-2 and 3-4; four players without -players, as in
// examples/duel); -deck3 and -deck4 give the decks of
// the third and fourth seats (by default those of the first and second).
// With more than two players the line has p3_wins= (and p4_wins=) after
// p2_wins=; a Two-Headed Giant win counts for both seats of the team.
//
// -p1 ... -p4 choose each seat's player: random (the default), heuristic
// or search (the Monte Carlo player of game/ai/search, with -budget iterations
// per decision); with every seat random, games run on the fast path the
// throughput figures measure. For a match-up with seats alternated, run
// it twice with the players swapped (strength.sh does). The search players
// know which cards each other player brought (not where they are);
// -believe FILE makes the decklists secret: they believe every other
// player's deck is made of the cards of FILE, as search.Options.Decklists.
//
// An action is one answered decision. -workers runs games in parallel,
// one game per goroutine at a time. Games begin with dealt hands and no
// start decisions, so that figures stay comparable with earlier ones;
// -start full plays the start of CR 103 (who starts, mulligans). With
// -check, the line goes on with "violations=V panics=P", and with
// -mutate K also with
//
//	mutants=M mutants_accepted=A accepted_malformed=X roundtrip_mismatches=R
//
// where M counts the mutated actions tried (-mutate K per decision), A
// those the engine accepted (legal actions of another shape), X accepted
// ones that are not listed actions in canonical form, and R the save and
// load round trips that failed: one of the copy each accepted mutant was
// applied to (the game itself is round-tripped every -every actions).
//
// -check plays random players only (it refuses -p1 ... -p4 other than
// random), and with more than two players it has a random player
// concede now and then, so that leaving the game at any decision is
// checked: a seed's games with -check are not the same as without it.
//
// With -autopass, the line has "auto_passes=N auto_passes_per_game=M"
// after draws=: the passes the engine made for players whose only option
// was to pass, which are not counted as actions.
//
// Runs longer than two seconds report their progress on standard error
// about once a second (games done, games per second, time left); -quiet
// turns that off. Progress never goes to standard output and does not
// change the results: the summary line is the same with or without it.
//
//	go run ./examples/selfplay -games 10000 -deck1 testdata/decks/burn.txt -deck2 testdata/decks/burn.txt
//
// A mistaken command line (an unknown flag, a value out of range, -mutate
// without -check) exits with status 2, a failure (a deck that cannot be
// read, a game that goes wrong, a violation) with status 1.
package main
