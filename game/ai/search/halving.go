package search

import (
	"math/bits"
	"slices"
	"time"

	"github.com/spellstack/spellstack/game"
)

// halve searches the options at root by sequential halving on paired
// deals and returns the child chosen. The budget is split evenly among
// phases; in each phase every option still in play is tried on the same
// deals (the i-th deal of the search is the same for every option), so
// that options are compared on the same hidden cards and draws, then the
// better half by mean score goes on. Options that do the same in every
// deal score the same: a tie keeps the first listed (the heuristic's).
//
// The heuristic's option, the first, stays in play to the end, and the
// search departs from it only for an option that beat it on the deals
// both were tried on by more than the noise of those deals (one standard
// error of the paired differences): the rollouts play the heuristic's
// way, and an option that looks better by the luck of a few deals (a
// Strike at one's own creature) is not worth the departure.
func (p *Player) halve(g *game.Game, me game.PlayerID, root int32, base uint64) int32 {
	t := &p.tree
	p.alive = p.alive[:0]
	for ch := t.nodes[root].firstChild; ch >= 0; ch = t.nodes[ch].next {
		p.alive = append(p.alive, ch)
	}
	h := p.alive[0]
	phases := bits.Len(uint(len(p.alive) - 1)) // ceil(log2(options))
	start := time.Now()
	used, deal := 0, 0
	spent := func() bool {
		if p.opts.Iterations > 0 && used >= p.opts.Iterations {
			return true
		}
		return p.opts.Time > 0 && used > 0 && time.Since(start) >= p.opts.Time
	}
	for phase := 0; len(p.alive) > 1 && !spent(); phase++ {
		rounds := 4 << phase // with a budget in time only
		if p.opts.Iterations > 0 {
			rounds = max(1, p.opts.Iterations/(phases*len(p.alive)))
		}
		for r := 0; r < rounds && !spent(); r++ {
			var hScore float64
			hOK := false
			for _, ch := range p.alive { // the heuristic's first
				if spent() {
					break
				}
				p.det = p.deal(g, me, mix(base+uint64(deal)))
				score, ok := p.iterate(p.det, root, ch)
				p.iterations++
				used++
				switch {
				case ch == h:
					hScore, hOK = score, ok
				case ok && hOK:
					n := &t.nodes[ch]
					n.paired++
					n.diff += score - hScore
					n.diff2 += (score - hScore) * (score - hScore)
				}
			}
			deal++
		}
		slices.SortStableFunc(p.alive[1:], func(x, y int32) int {
			mx, my := t.mean(x), t.mean(y)
			switch {
			case mx > my:
				return -1
			case mx < my:
				return 1
			}
			return 0
		})
		keep := (len(p.alive) + 1) / 2
		if p.opts.Iterations <= 0 {
			keep = max(keep, 2) // a budget in time is spent whole
		}
		if keep == 1 {
			keep = 2 // the heuristic's and the best other, to the end
		}
		p.alive = p.alive[:keep]
		if p.opts.Iterations > 0 && len(p.alive) == 2 && phase+1 >= phases {
			break // the last phase is played
		}
	}
	if len(p.alive) > 1 && t.beats(p.alive[1]) {
		return p.alive[1]
	}
	return h
}
