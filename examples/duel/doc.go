// Command duel plays one full game between two computer players and
// prints a readable log. The same seed always prints the same game.
//
//	go run ./examples/duel [-seed N] [-p1 heuristic|random|search|human] [-p2 search|heuristic|random|human] [-budget N] [-deck1 FILE] [-deck2 FILE] [-lang en|zh] [-start full|dealt]
//
// The opponent, Bob, is by default the search player (game/ai/search),
// with -budget iterations per decision: well within a second for every
// decision on this project's machine, deterministic for the seed.
//
// With -p1 human (or any seat human) a person plays: at each of their
// decisions the table, the prompt and numbered options are shown, and a
// number answers. An attack or block may be one of those listed (none,
// each creature alone, all of them) or built creature by creature, any
// set the rules allow (CR 508.1a, 509.1a).
//
// The game begins with its start (CR 103): the choice of the starting
// player, the mulligans and the look at the top card, each decision
// printed; -start dealt deals seven cards each instead. -lang zh prints
// the log in Simplified Chinese. -players 3 or 4 plays a free-for-all
// (Alice, Bob, Carol, Dave), -variant two-headed-giant two teams (Alice
// and Bob against Carol and Dave; four players without -players); -p3,
// -p4, -deck3 and -deck4 set up the third and fourth seats (their decks
// default to the first and second seats' decks). In Two-Headed Giant a
// person (-p1 human) answers their team's shared decisions (passes,
// attacks, blocks, orderings; CR 805.5) and sees their teammate's hand
// (CR 810.5); a computer teammate plays its own cards first whenever the
// team gets priority, as on the web page.
//
// A mistaken command line (an unknown flag or value, an argument that is
// not a flag, -p3 in a two-player game) exits with status 2, a failure
// (a deck that cannot be read or is not legal) with status 1.
package main
