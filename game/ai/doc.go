// Package ai holds simple computer players that drive a game.Game
// through its typed API: Random, which picks uniformly among the legal
// options of each decision, and Heuristic, which plays lands, spends its
// mana on the biggest spells it can, and attacks when it is safe.
// Package game/ai/search builds a searching player on them.
//
// Both are deterministic given their seed:
//
//	g, _ := game.New(cfg)
//	players := [2]ai.Player{ai.NewRandom(1), ai.NewHeuristic()}
//	for !g.Over() {
//		d := g.Pending()
//		a := players[d.Player].Choose(g)
//		if err := g.Apply(a); err != nil { ... } // never happens: options are legal
//	}
package ai
