package search

import (
	"math"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// maxRolloutActions bounds a rollout that would not end (a bug elsewhere).
const maxRolloutActions = 20000

// evalScale is how many points of evaluation (about a point of life)
// separate an even position from one scored 0.73 (one unit of the
// logistic).
const evalScale = 8

// rollout plays det on with the heuristic player for every seat for
// RolloutTurns turns, or to its end, and sets reward to each team's score.
func (p *Player) rollout(det *game.Game, reward *[game.MaxPlayers]float64) {
	limit := det.Turn() + p.opts.RolloutTurns
	for n := 0; !det.Over() && det.Turn() < limit && n < maxRolloutActions; n++ {
		if err := det.Apply(p.heuristic.Choose(det)); err != nil {
			break // never happens: the heuristic chooses listed options
		}
	}
	p.score(det, reward)
}

// score sets reward to each team's score in g, by team (the seat of its
// first player): 1 for a win, 0 for a loss, an even share of a draw, and
// for an unfinished game the logistic of the team's evaluation less the
// best other team's.
func (p *Player) score(g *game.Game, reward *[game.MaxPlayers]float64) {
	n := g.NumPlayers()
	var value [game.MaxPlayers]float64
	var isTeam [game.MaxPlayers]bool
	teams := 0
	for q := game.PlayerID(0); int(q) < n; q++ {
		t := g.Team(q)
		if !isTeam[t] {
			isTeam[t] = true
			teams++
		}
		if !g.Over() && !g.Lost(q) {
			value[t] += p.evaluate(g, q)
		}
	}
	if g.Over() {
		w := g.Winner()
		for t := range reward {
			switch {
			case w == game.NoPlayer:
				reward[t] = 1 / float64(teams)
			case game.PlayerID(t) == g.Team(w):
				reward[t] = 1
			default:
				reward[t] = 0
			}
		}
		return
	}
	for t := range reward {
		if !isTeam[t] {
			continue
		}
		best := math.Inf(-1)
		for u := range value {
			if u != t && isTeam[u] && value[u] > best {
				best = value[u]
			}
		}
		reward[t] = 1 / (1 + math.Exp(-(value[t]-best)/evalScale))
	}
}

// evaluate rates player q's position in points of about a life each:
// life, permanents (a creature by its power and toughness), cards in
// hand.
func (p *Player) evaluate(g *game.Game, q game.PlayerID) float64 {
	v := float64(g.Life(q))
	if v > 0 {
		v = math.Sqrt(20 * v) // 20 at 20 life: each point counts more when few are left
	}
	p.zoneBuf = g.AppendZone(p.zoneBuf[:0], q, zone.Battlefield)
	for _, id := range p.zoneBuf {
		o, ok := g.Object(id)
		if !ok {
			continue
		}
		switch {
		case o.Types&ability.Creature != 0:
			v += 1.5 + float64(max(o.Power, 0)) + 0.7*float64(max(o.Toughness, 0))
			if o.Keywords&ability.Flying != 0 {
				v += 0.5 * float64(max(o.Power, 0))
			}
		case o.Types&ability.Planeswalker != 0:
			v += 3 + float64(o.Counter(game.Loyalty))
		case o.Types&ability.Land != 0:
			v += 1
		default:
			v += 2
		}
	}
	v += 1.5 * float64(min(g.ZoneLen(q, zone.Hand), 7))
	return v
}
