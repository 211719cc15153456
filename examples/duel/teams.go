package main

import (
	"fmt"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// table runs a game with a computer or a person at each seat. In
// Two-Headed Giant a team shares its passes, declarations and orderings
// (CR 805.5): a person answers them for the team, and at the team's
// priority a computer teammate first plays the cards of its own it wants
// to, as the web page does; the person then decides the rest. Without a
// person in a team, the seat the engine asks decides, as in ai.Play.
type table struct {
	g       *game.Game
	players [game.MaxPlayers]ai.Player
	person  [game.MaxPlayers]bool
	// declined is set when the computer teammate chose to play nothing
	// at this priority; any action clears it.
	declined bool
}

// teammate returns p's teammate in Two-Headed Giant, or NoPlayer.
func (t *table) teammate(p game.PlayerID) game.PlayerID {
	if t.g.Variant() != game.TwoHeadedGiant {
		return game.NoPlayer
	}
	for q := game.PlayerID(0); int(q) < t.g.NumPlayers(); q++ {
		if q != p && t.g.Team(q) == t.g.Team(p) {
			return q
		}
	}
	return game.NoPlayer
}

// next returns the action taken now and who chose it.
func (t *table) next() game.Action {
	g := t.g
	d := g.Pending()
	p := d.Player
	m := t.teammate(p)
	if !t.person[p] && m != game.NoPlayer && t.person[m] && ai.TeamShared(d.Kind) {
		p, m = m, p // the person answers for the team
	}
	if t.person[p] && m != game.NoPlayer && !t.person[m] && d.Kind == game.DecidePriority && !t.declined {
		if a, ok := ai.OwnPlay(t.g, t.players[m], m); ok {
			return a
		}
		t.declined = true
	}
	return t.players[p].Choose(g)
}

// play runs the game to its end, calling observe after each action, and
// returns the number of actions (bounded as ai.Play bounds them).
func (t *table) play(observe func(*game.Game)) (int, error) {
	const maxActions = 1000000
	n := 0
	for !t.g.Over() && n < maxActions {
		if t.g.Pending().Kind == game.DecideNone {
			return n, fmt.Errorf("no decision is pending: %w", ai.ErrNotStarted)
		}
		a := t.next()
		if err := t.g.Apply(a); err != nil {
			return n, err
		}
		t.declined = false
		n++
		observe(t.g)
	}
	return n, nil
}
