package game

// Identical waiting triggers: the same ability of the same source, with
// the same details of their events (two life gains seen by one Ajani's
// Pridemate). Putting
// either on the stack first leads to the same game, so the trigger order
// decision lists the first of them only, and Canonical maps the others to
// it.

// firstTwinTrigger returns the index, among p's team's waiting triggers,
// of the first trigger identical to the n-th one (n itself if none
// before it is).
func (g *Game) firstTwinTrigger(p PlayerID, n int) int {
	i := g.nthTrigger(p, n)
	if i < 0 {
		return n
	}
	k := 0
	for j := 0; j < i; j++ {
		if !g.waiting(&g.triggers[j], p) {
			continue
		}
		if g.triggers[j] == g.triggers[i] {
			return k
		}
		k++
	}
	return n
}
