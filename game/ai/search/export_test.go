package search

import (
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// RootVisits returns the visits of each option of the last search, in
// the order of its options: the whole outcome of a search, which tests
// compare where the decision alone could agree by chance.
func (p *Player) RootVisits() []int32 {
	return rootStat(p, func(n *node) int32 { return n.visits })
}

// RootRewards returns the summed scores of each option of the last
// search, in the order of its options: finer than RootVisits, it differs
// whenever a deal scored differently.
func (p *Player) RootRewards() []float64 {
	return rootStat(p, func(n *node) float64 { return n.reward })
}

// rootStat returns stat of each option of the last search.
func rootStat[T any](p *Player, stat func(*node) T) []T {
	var out []T
	if len(p.tree.nodes) == 0 {
		return nil
	}
	for ch := p.tree.nodes[0].firstChild; ch >= 0; ch = p.tree.nodes[ch].next {
		out = append(out, stat(&p.tree.nodes[ch]))
	}
	return out
}

// Candidates returns the options the player would search at g's pending
// decision.
func (p *Player) Candidates(g *game.Game) []game.Action {
	return p.candidates(g, g.LegalActions(nil), nil)
}

// Decklists returns the believed decklists the player kept from its
// options.
func (p *Player) Decklists() [][]*card.Definition { return p.opts.Decklists }
