package search

import (
	"math"
	"time"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// Options set up a search player.
type Options struct {
	// Iterations is the budget of each decision: how many deals are
	// searched (0: DefaultIterations). With Time set it is a cap (0: none).
	Iterations int
	// Time, if positive, is the budget of each decision in wall-clock
	// time: the player is then no longer deterministic.
	Time time.Duration
	// RolloutTurns is how many turns a rollout plays on after the tree
	// before the position is evaluated (0: DefaultRolloutTurns).
	RolloutTurns int
	// Exploration is the UCB1 exploration constant (0: DefaultExploration).
	Exploration float64
	// Seed seeds the deals; with the public state of the game it decides
	// every random draw of the search.
	Seed uint64
}

// The defaults of Options.
const (
	// DefaultIterations is the budget per decision: about 10 ms of one
	// core for the median decision of a two-player game (PERFORMANCE.md).
	DefaultIterations = 100
	// DefaultRolloutTurns is how many turns a rollout plays.
	DefaultRolloutTurns = 4
	// DefaultExploration is the UCB1 exploration constant, for scores
	// between 0 and 1.
	DefaultExploration = 0.7
)

// Player is the searching player. It implements ai.Player. It is not
// safe for concurrent use; give each goroutine its own.
type Player struct {
	opts      Options
	heuristic *ai.Heuristic
	tree      tree
	// det is the determinized copy, its storage reused every iteration.
	det *game.Game
	// options and scratch are reused action buffers.
	options, scratch []game.Action
	// rated is reused by candidates.
	rated []rated
	// zoneBuf is reused to list zones.
	zoneBuf []game.ObjectID
	// iterations counts the iterations run over the player's life.
	iterations int
}

// New returns a search player with opts (zero fields take the defaults).
func New(opts Options) *Player {
	if opts.Iterations <= 0 && opts.Time <= 0 {
		opts.Iterations = DefaultIterations
	}
	if opts.RolloutTurns <= 0 {
		opts.RolloutTurns = DefaultRolloutTurns
	}
	if opts.Exploration <= 0 {
		opts.Exploration = DefaultExploration
	}
	return &Player{opts: opts, heuristic: ai.NewHeuristic()}
}

// Iterations returns how many iterations the player has run in all.
func (p *Player) Iterations() int { return p.iterations }

// Choose implements ai.Player: it answers g's pending decision, at once
// when there is only one option, else after searching.
func (p *Player) Choose(g *game.Game) game.Action {
	d := g.Pending()
	p.scratch = g.LegalActions(p.scratch[:0])
	p.options = p.candidates(g, p.scratch, p.options[:0])
	if len(p.options) == 0 {
		return game.Action{Kind: game.ActPass, Player: d.Player}
	}
	if len(p.options) == 1 {
		return p.options[0]
	}
	p.tree.reset()
	root := p.tree.add(game.Action{Player: d.Player}, g)
	for _, a := range p.options {
		p.tree.addChild(root, a, g)
	}
	// The deals depend on the seed and on public facts only: how many
	// actions the game has seen and who decides.
	base := mix(p.opts.Seed ^ mix(uint64(g.Actions())<<8|uint64(d.Player)))
	start := time.Now()
	for i := 0; ; i++ {
		if p.opts.Iterations > 0 && i >= p.opts.Iterations {
			break
		}
		if p.opts.Time > 0 && i > 0 && time.Since(start) >= p.opts.Time {
			break
		}
		p.det = g.DeterminizeInto(p.det, d.Player, mix(base+uint64(i)))
		p.iterate(p.det, root)
		p.iterations++
	}
	best := p.tree.mostVisited(root)
	a := p.tree.nodes[best].action
	a.Attackers = append([]game.Attack(nil), a.Attackers...) // the tree's storage is reused
	a.Blockers = append([]game.Block(nil), a.Blockers...)
	return a
}

// iterate runs one iteration on the determinized game det: down the tree
// from root, one new node, a rollout, and the result back up.
func (p *Player) iterate(det *game.Game, root int32) {
	t := &p.tree
	t.path = append(t.path[:0], root)
	node, fresh := root, false
	var err error
	for !det.Over() && err == nil {
		p.scratch = det.LegalActions(p.scratch[:0])
		if len(p.scratch) == 1 {
			err = det.Apply(p.scratch[0])
			continue
		}
		if fresh {
			break
		}
		p.options = p.candidates(det, p.scratch, p.options[:0])
		next, isNew := t.selectChild(node, p.options, node != root, p.opts.Exploration, det)
		if next < 0 {
			break // nothing known is available at the root of this deal: roll out
		}
		err = det.Apply(t.nodes[next].action)
		node, fresh = next, isNew
		t.path = append(t.path, node)
	}
	var reward [game.MaxPlayers]float64
	if err == nil {
		p.rollout(det, &reward)
	}
	t.backup(&reward)
}

// mix is the splitmix64 finaliser: a well-spread seed from any number.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// ucb is the UCB1 score of a child seen visits times with total reward,
// available avail times.
func ucb(reward float64, visits, avail int32, c float64) float64 {
	if visits == 0 {
		return math.Inf(1)
	}
	return reward/float64(visits) + c*math.Sqrt(math.Log(float64(avail))/float64(visits))
}
