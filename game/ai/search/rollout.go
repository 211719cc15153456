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

// delayCost is what each turn a game takes to end costs its winner (and
// gives its losers): a win this turn scores 1, a win two turns later
// 0.96, so that of two ways to win the sooner is taken (a lethal attack
// now, not a smaller one that wins later if nothing goes wrong), and of
// two ways to lose the later.
const delayCost = 0.02

// maxDelayCost bounds the cost of a late end: a win stays worth more
// than any unfinished game but a far better one.
const maxDelayCost = 0.2

// rollout plays det on with the heuristic player for every seat until
// turn limit begins, or to its end, and sets reward to each team's score
// (see score; base holds the margins the scores are measured from, and
// start is the turn of the decision).
func (p *Player) rollout(det *game.Game, start, limit int, base, reward *[game.MaxPlayers]float64) {
	for n := 0; !det.Over() && det.Turn() < limit && n < maxRolloutActions; n++ {
		if err := det.Apply(p.heuristic.Choose(det)); err != nil {
			break // never happens: the heuristic chooses listed options
		}
	}
	p.score(det, start, base, reward)
}

// score sets reward to each team's score in g, by team (the seat of its
// first player): 1 for a win, 0 for a loss (also for a team out of a
// game the others play on), each moved toward the middle by delayCost
// for every turn after start the game took to end, an even share of a
// draw, and for an unfinished game the logistic of how much the team's
// margin (its evaluation less the best other team's) grew from base, its
// margin when the iteration began. Measured from there, a position already far ahead
// or behind still tells its options apart: the logistic of the margin
// itself would score them all near 1 or near 0.
func (p *Player) score(g *game.Game, start int, base, reward *[game.MaxPlayers]float64) {
	if g.Over() {
		late := min(delayCost*float64(max(g.Turn()-start, 0)), maxDelayCost)
		teams := 0
		var isTeam [game.MaxPlayers]bool
		for q := game.PlayerID(0); int(q) < g.NumPlayers(); q++ {
			if t := g.Team(q); !isTeam[t] {
				isTeam[t] = true
				teams++
			}
		}
		w := g.Winner()
		for t := range reward {
			switch {
			case w == game.NoPlayer:
				reward[t] = 1 / float64(teams)
			case game.PlayerID(t) == g.Team(w):
				reward[t] = 1 - late
			default:
				reward[t] = late
			}
		}
		return
	}
	var margin [game.MaxPlayers]float64
	p.margins(g, &margin)
	for t := range reward {
		reward[t] = 1 / (1 + math.Exp(-(margin[t]-base[t])/evalScale))
	}
	// A team whose players have all left a game the others play on has
	// lost it (CR 800.4a): 0, as for a finished game.
	var in [game.MaxPlayers]bool
	for q := game.PlayerID(0); int(q) < g.NumPlayers(); q++ {
		if !g.Lost(q) {
			in[g.Team(q)] = true
		}
	}
	for t := range reward {
		if !in[t] {
			reward[t] = 0
		}
	}
}

// margins sets margin to each team's evaluation in the unfinished game g
// less the best other team's.
func (p *Player) margins(g *game.Game, margin *[game.MaxPlayers]float64) {
	n := g.NumPlayers()
	var value [game.MaxPlayers]float64
	var isTeam [game.MaxPlayers]bool
	for q := game.PlayerID(0); int(q) < n; q++ {
		t := g.Team(q)
		isTeam[t] = true
		if !g.Lost(q) {
			value[t] += p.evaluate(g, q)
		}
	}
	for t := range margin {
		margin[t] = 0
		if !isTeam[t] {
			continue
		}
		best := math.Inf(-1)
		for u := range value {
			if u != t && isTeam[u] && value[u] > best {
				best = value[u]
			}
		}
		margin[t] = value[t] - best
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
			v += 1.5 // as much as a card in hand: playing a land costs nothing
		default:
			v += 2
		}
	}
	v += 1.5 * float64(min(g.ZoneLen(q, zone.Hand), 7))
	return v
}
