package search

import "github.com/spellstack/spellstack/game"

// deal determinizes g for seat me into the player's reused copy: from
// the believed decklists when the options give them, else from the
// cards each player really brought.
func (p *Player) deal(g *game.Game, me game.PlayerID, seed uint64) *game.Game {
	if p.opts.Decklists == nil {
		return g.DeterminizeInto(p.det, me, seed)
	}
	lists := p.opts.Decklists[:min(len(p.opts.Decklists), g.NumPlayers())]
	c, err := g.DeterminizeWith(p.det, me, seed, lists)
	if err != nil {
		// New left out what DeterminizeWith refuses: not reached.
		return g.DeterminizeInto(p.det, me, seed)
	}
	return c
}
