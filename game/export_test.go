package game

// KeptOptionsValid reports whether p has kept priority options that a
// listing now would serve (kept_listing.go), for external tests.
func KeptOptionsValid(g *Game, p PlayerID) bool {
	_, ok := g.keptOptions(p)
	return ok
}
