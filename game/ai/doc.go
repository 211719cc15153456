// Package ai holds simple computer players that drive a game.Game
// through its typed API: Random, which picks uniformly among the legal
// options of each decision, and Heuristic, which plays lands, spends its
// mana on the biggest spells it can, and attacks when it is safe.
// Package game/ai/search builds a searching player on them.
//
// Both are deterministic: Random given its seed, Heuristic always (it
// draws nothing at random). Neither reads what the deciding player can't
// see: Heuristic's choices are tested to be the same in copies of a game
// dealt again from that player's view (game.Determinize).
//
// In Two-Headed Giant the decisions either teammate may answer (CR 805.5;
// TeamShared names their kinds) list both teammates' options: the action
// a player returns may be its teammate's, with Action.Player the
// teammate. OwnPlay keeps a player to its own cards.
//
// A game is played like this:
//
//	g, _ := game.New(cfg)
//	players := [2]ai.Player{ai.NewRandom(1), ai.NewHeuristic()}
//	for !g.Over() {
//		d := g.Pending()
//		a := players[d.Player].Choose(g)
//		if err := g.Apply(a); err != nil { ... } // never happens: options are legal
//	}
package ai
