// Command bot plays one game with a small greedy bot, the starting point
// for bot authors. The bot uses the engine's public API only, as a
// program in another process would:
//
//   - g.Pending() says who decides what;
//   - g.View(me) is everything the bot may know: its own hand, the
//     public zones, and its decision's options in view terms
//     (View.Pending.Options[i] is g.ActionsOf(me, nil)[i], which is
//     g.LegalActions(nil)[i] when me is the player Pending names);
//   - g.LegalActions(buf) lists the legal answers, in the same order;
//   - g.Apply(options[i]) answers. A listed option is never refused.
//
// The bot never sees the opponent's hand or library: it reads its view
// and the options only. Its policy is greedy and one step deep (see
// Bot.Choose); replace Choose to write your own.
//
// Usage:
//
//	go run ./examples/bot [-seed N] [-opponent heuristic|random|bot] [-deck1 FILE] [-deck2 FILE] [-v]
//
// Alice, the bot, plays White-Red against Bob's Black-Green. It prints
// the result; `go run ./examples/bot -opponent random -seed 3` prints
//
//	Greedy bot (Alice) wins on turn 14 after 278 actions: Alice 18 life, Bob -11 life (seed 3).
//
// and, with -v, the game log before it. It exits 0 when the game is
// played, 2 for a mistaken command line (an unknown flag or opponent, a
// word that is no flag) and 1 for any other failure, such as a decklist
// that can't be read, or output that can't be written. In your own
// program:
//
//	me := game.PlayerID(0)
//	b := &Bot{Me: me}
//	for !g.Over() {
//		if g.Pending().Player == me {
//			err = g.Apply(b.Choose(g))
//		} else {
//			err = g.Apply(opponent.Choose(g))
//		}
//	}
package main
