package search

import (
	"slices"
	"time"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// Options set up a search player.
type Options struct {
	// Iterations is the budget of each decision: the most rollouts it
	// plays, a rollout being one option played out on one deal (0 or
	// less: DefaultIterations). The halving's phases share it evenly,
	// rounding down, so a decision may play a few fewer (Player.Iterations
	// counts those played). With Time set it is a cap (0 or less: none).
	// Budgets below about 100 compare options on few deals, and the
	// search may then leave the heuristic's choice on noise. A decision
	// with one option (or the start of the game's, which are the
	// heuristic's) plays none, and a budget smaller than the options
	// gives some of them no rollout: the heuristic's choice stands unless
	// an option tried beat it.
	Iterations int
	// Time, if positive, is the budget of each decision in wall-clock
	// time (0 or less: none): the player is then no longer deterministic.
	// The budget is checked between iterations, so a decision overruns
	// it by up to one iteration (a rollout of RolloutTurns turns, well
	// under a millisecond on an idle core at the default) and by what
	// the machine's load adds. Without
	// Iterations, the halving of the options (see the package
	// documentation) keeps two options to the end, each phase twice as
	// long as the one before.
	Time time.Duration
	// RolloutTurns is how many turns a rollout plays, from the turn of
	// the decision, before the position is evaluated (0 or less:
	// DefaultRolloutTurns; more than game.MaxTurn counts as game.MaxTurn:
	// to the end of the game).
	RolloutTurns int
	// Seed seeds the deals; with the public state of the game it decides
	// every random draw of the search.
	Seed uint64
	// Decklists, if not nil, hold by seat the cards the player believes
	// each other player's deck is made of (a decklist, or a larger pool
	// of what they might play): its deals draw that player's hidden cards
	// from their list, less the cards of theirs it has seen
	// (game.DeterminizeWith), and never from the cards the player really
	// brought. Nil plays with open decklists (see the package
	// documentation). A nil or empty entry, and its own seat's (or a
	// Two-Headed Giant teammate's), are open; entries beyond a game's
	// seats, and nil entries, tokens and emblems in a list (no cards),
	// are left out (the player trims them before it calls
	// game.DeterminizeWith, which refuses more lists than seats).
	Decklists [][]*card.Definition
}

// The defaults of Options.
const (
	// DefaultIterations is the budget per decision: about 20 ms of one
	// core for the median decision of a two-player game (PERFORMANCE.md).
	DefaultIterations = 300
	// DefaultRolloutTurns is how many turns a rollout plays.
	DefaultRolloutTurns = 4
)

// Player is the searching player. It implements ai.Player. It is not
// safe for concurrent use; give each goroutine its own. Choose calls
// game methods that fill the game's caches (LegalActions), so two
// players must not choose on one *game.Game at once either: give each a
// Clone.
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
	// alive is reused by halve: the options still in play.
	alive []int32
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
	opts.RolloutTurns = min(opts.RolloutTurns, game.MaxTurn)
	if opts.Decklists != nil {
		lists := make([][]*card.Definition, len(opts.Decklists))
		for i, l := range opts.Decklists {
			// What game.DeterminizeWith refuses in a list: no card.
			lists[i] = slices.DeleteFunc(slices.Clone(l), func(d *card.Definition) bool {
				return d == nil || d.Name == "" || d.Types == 0 || card.IsToken(d)
			})
		}
		opts.Decklists = lists
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
	// actions the game has seen, counting the passes auto-pass made
	// (whether a player could only pass depends on their hidden hand),
	// and who decides.
	base := mix(p.opts.Seed ^ mix(uint64(g.Actions()+g.AutoPasses())<<8|uint64(d.Player)))
	best := p.halve(g, d.Player, root, base)
	a := p.tree.nodes[best].action
	a.Attackers = append([]game.Attack(nil), a.Attackers...) // the tree's storage is reused
	a.Blockers = append([]game.Block(nil), a.Blockers...)
	return a
}

// iterate runs one iteration on the determinized game det: option
// first, then the heuristic player for every seat until the rollout's
// last turn, counted from det (so that every option is scored at the
// same turn, however long it takes to play), and the score back to the
// option. The score of an unfinished game is measured against the
// margins of det itself (see score). An option that is not available in
// this deal (the player's own options do not depend on what it can't
// see, but a failure must not count as a loss) scores nothing.
//
// It returns the score of the team that chose the option, and false if
// the option was not available.
func (p *Player) iterate(det *game.Game, root, first int32) (float64, bool) {
	var base [game.MaxPlayers]float64
	p.margins(det, &base)
	start := det.Turn()
	end := start + p.opts.RolloutTurns // at most 2 × MaxTurn: no overflow
	if det.Apply(p.tree.nodes[first].action) != nil {
		return 0, false
	}
	var reward [game.MaxPlayers]float64
	p.rollout(det, start, end, &base, &reward)
	p.tree.path = append(p.tree.path[:0], root, first)
	p.tree.backup(&reward)
	if t := p.tree.nodes[first].team; t >= 0 && int(t) < len(reward) {
		return reward[t], true
	}
	return 0, true
}

// mix is the splitmix64 finaliser: a well-spread seed from any number.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
