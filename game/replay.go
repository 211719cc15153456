package game

import (
	"errors"
	"fmt"
)

// ErrReplay: an action of a replayed log was refused, so the log does not
// belong to the game it is replayed on (another config, start position
// or engine version).
var ErrReplay = errors.New("replay diverged")

// ReplayError reports the action of a log that the game refused. It
// wraps ErrReplay and the refusal (a *RuleError, or ErrGameOver...).
type ReplayError struct {
	// Index is the position of the refused action in the log, from 0.
	Index int
	// Action is the refused action.
	Action Action
	// Err is Apply's refusal.
	Err error
}

// Error returns "replay diverged at action N (KIND by player P): ERR".
func (e *ReplayError) Error() string {
	return fmt.Sprintf("%v at action %d (%s by player %d): %v", ErrReplay, e.Index, e.Action.Kind, e.Action.Player, e.Err)
}

// Unwrap returns ErrReplay and the refusal.
func (e *ReplayError) Unwrap() []error { return []error{ErrReplay, e.Err} }

// Replay rebuilds a game from the config it was created with by New and
// its action log (ActionLog, with Config.RecordActions set): same seed
// and same actions give the same game, fingerprint for fingerprint
// (docs/design.md: determinism). The returned game records actions and events as
// cfg says. A log that does not fit the game gives a *ReplayError; a bad
// cfg gives New's error. The log holds actions only, not the config: a
// log replayed under another config that still accepts every action
// (other decks, another starting life) gives another game without an
// error, so keep each log with its config. On an error the game is nil:
// to keep the position where the log went wrong, call ApplyLog on a game
// of New(cfg), which stops there with the actions before applied.
func Replay(cfg Config, log []Action) (*Game, error) {
	g, err := New(cfg)
	if err != nil {
		return nil, err
	}
	if err := g.ApplyLog(log, nil); err != nil {
		return nil, err
	}
	return g, nil
}

// ReplayFrom replays log on a Clone of start, which is left unchanged:
// the way to replay games set up with NewEmpty, Put and Start (keep a
// Clone of the position, or a Save of it, before the first action) or to
// replay the rest of a game from any saved point.
func ReplayFrom(start *Game, log []Action) (*Game, error) {
	if start == nil {
		return nil, fmt.Errorf("%w: no start position", ErrBadConfig)
	}
	g := start.Clone()
	if err := g.ApplyLog(log, nil); err != nil {
		return nil, err
	}
	return g, nil
}

// ApplyLog applies the actions of log in order, calling after (if not
// nil) after each one with its index. It stops at the first refused
// action with a *ReplayError; the actions before it stay applied.
func (g *Game) ApplyLog(log []Action, after func(i int, g *Game)) error {
	for i := range log {
		if err := g.Apply(log[i]); err != nil {
			return &ReplayError{Index: i, Action: log[i], Err: err}
		}
		if after != nil {
			after(i, g)
		}
	}
	return nil
}
