package ai

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/spellstack/spellstack/game"
)

// ErrNotStarted is returned by Play for a game that has not started
// (NewEmpty without Start): no decision is pending.
var ErrNotStarted = errors.New("the game has not started")

// ErrNoPlayer is returned by Play when a seat that must decide has no
// Player.
var ErrNoPlayer = errors.New("no player for the seat")

// Player chooses an answer to a game's pending decision.
type Player interface {
	// Choose returns a legal action for g's pending decision. With no
	// decision pending (a game over, or not started), the players of
	// this package and of game/ai/search return a pass for
	// game.NoPlayer, which Apply refuses as malformed.
	Choose(g *game.Game) game.Action
}

// Random picks uniformly among the legal options of each decision.
type Random struct {
	rng *rand.Rand
	buf []game.Action
}

// NewRandom returns a random player seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x5eed))}
}

// Choose implements Player.
func (r *Random) Choose(g *game.Game) game.Action {
	r.buf = g.LegalActions(r.buf[:0])
	if len(r.buf) == 0 {
		return game.Action{Kind: game.ActPass, Player: g.Pending().Player}
	}
	return r.buf[r.rng.IntN(len(r.buf))]
}

// Play runs g to its end with players[p] deciding for seat p, calling
// observe (if not nil) after each action. It returns the number of actions
// and the first error Apply returned, which means a bug: players only
// choose listed options. A seat that must decide without a Player stops
// the game there with an error wrapping ErrNoPlayer; a game not started
// returns ErrNotStarted at once. maxActions bounds
// runaway games (0 or less: 1,000,000).
func Play(g *game.Game, players [game.MaxPlayers]Player, maxActions int, observe func(*game.Game)) (int, error) {
	if maxActions <= 0 {
		maxActions = 1000000
	}
	n := 0
	for !g.Over() && n < maxActions {
		d := g.Pending()
		if d.Kind == game.DecideNone {
			return n, fmt.Errorf("ai.Play: no decision is pending: %w", ErrNotStarted)
		}
		if uint(d.Player) >= uint(len(players)) || players[d.Player] == nil {
			return n, fmt.Errorf("ai.Play: seat %d (%s) must decide (%v): %w", d.Player, g.PlayerName(d.Player), d.Kind, ErrNoPlayer)
		}
		a := players[d.Player].Choose(g)
		if err := g.Apply(a); err != nil {
			return n, err
		}
		n++
		if observe != nil {
			observe(g)
		}
	}
	return n, nil
}
