package server

import (
	"fmt"

	"github.com/spellstack/spellstack/game"
)

// replayCursor is a finished game rebuilt up to some step, kept so that
// stepping forward applies one action rather than replaying them all.
type replayCursor struct {
	g    *game.Game
	step int
}

// ReplayResponse is what GET /api/games/{id}/replay returns: the seat's
// view after Step of Steps actions, with the log lines of that step.
type ReplayResponse struct {
	ViewResponse
	// Step is the position shown: the number of actions applied, from 0
	// (the game as it began) to Steps (its end).
	Step  int `json:"step"`
	Steps int `json:"steps"`
	// Action describes the action that led to this step, in English and
	// Chinese, when the seat took it; other seats' actions are told only
	// by the log (their texts may name hidden cards).
	Action *logLine `json:"action,omitempty"`
}

// replayAt returns seat p's replay of the finished game at step.
func (t *table) replayAt(p game.PlayerID, step int) (ReplayResponse, error) {
	log := t.g.ActionLog()
	cfg := t.cfg
	cfg.RecordActions = false
	if t.replay == nil || t.replay.step > step-1 || step == 0 {
		g, err := game.New(cfg)
		if err != nil {
			return ReplayResponse{}, err
		}
		t.replay = &replayCursor{g: g}
	}
	c := t.replay
	var action *logLine
	for c.step < step {
		if c.step == step-1 {
			c.g.ClearEvents() // keep only the events of the step shown
			if a := log[c.step]; a.Player == p {
				action = &logLine{EN: c.g.Describe(a, game.English), ZH: c.g.Describe(a, game.Chinese)}
			}
		}
		if err := c.g.Apply(log[c.step]); err != nil {
			t.replay = nil
			return ReplayResponse{}, fmt.Errorf("replay of game %s diverged at action %d: %w", t.id, c.step, err)
		}
		c.step++
		if c.step < step {
			c.g.ClearEvents()
		}
	}
	r := ReplayResponse{ViewResponse: t.viewFor(c.g, p, 0), Step: step, Steps: len(log), Action: action}
	r.Version = step // the actions applied so far in the game shown
	// Nothing is decided in a replay, and the log is the step's own.
	r.Decide, r.Declare = false, nil
	r.View.Pending.Options, r.View.Pending.ByObject = nil, nil
	r.Log, r.LogFrom, r.LogNext = []logLine{}, 0, 0
	for _, e := range c.g.EventsFor(p) {
		if e.Notable() {
			r.Log = append(r.Log, logLine{EN: c.g.ViewEventLine(e, game.English), ZH: c.g.ViewEventLine(e, game.Chinese)})
		}
	}
	return r, nil
}
