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
	// StepLogFrom is where, in the log (every line from the start of the
	// game to this step), the lines of this step begin.
	StepLogFrom int `json:"stepLogFrom"`
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
	// The game's events are kept from its start, so that the log tells
	// what happened up to the step shown, also after a jump.
	stepEvents := 0
	for c.step < step {
		if c.step == step-1 {
			stepEvents = len(c.g.Events())
			if a := log[c.step]; a.Player == p {
				action = &logLine{EN: c.g.Describe(a, game.English), ZH: c.g.Describe(a, game.Chinese)}
			}
		}
		if err := c.g.Apply(log[c.step]); err != nil {
			t.replay = nil
			return ReplayResponse{}, fmt.Errorf("replay of game %s diverged at action %d: %w", t.id, c.step, err)
		}
		c.step++
	}
	r := ReplayResponse{ViewResponse: t.viewFor(c.g, p, 0), Step: step, Steps: len(log), Action: action}
	r.Version = step // the actions applied so far in the game shown
	// Nothing is decided in a replay; the log runs from the start.
	r.Decide, r.Declare = false, nil
	r.View.Pending.Options, r.View.Pending.ByObject = nil, nil
	r.Log, r.LogFrom = []logLine{}, 0
	r.StepLogFrom = -1
	for i, e := range c.g.EventsFor(p) {
		if i >= stepEvents && r.StepLogFrom < 0 {
			r.StepLogFrom = len(r.Log)
		}
		if e.Notable() {
			r.Log = append(r.Log, logLine{EN: c.g.ViewEventLine(e, game.English), ZH: c.g.ViewEventLine(e, game.Chinese)})
		}
	}
	if r.StepLogFrom < 0 {
		r.StepLogFrom = len(r.Log)
	}
	r.LogNext = len(r.Log)
	return r, nil
}
