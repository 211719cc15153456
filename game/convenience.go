package game

// Thin convenience calls over Apply, for tests and scripts. Each builds
// the Action and applies it through the one legality path.

// Pass passes priority for p.
func (g *Game) Pass(p PlayerID) error { return g.Apply(Action{Kind: ActPass, Player: p}) }

// PassStep has p pass priority now and whenever p receives it again
// before the step ends, unless an opponent puts a spell or ability on
// the stack first (PassRestOfStep).
func (g *Game) PassStep(p PlayerID) error {
	return g.Apply(Action{Kind: ActPass, Player: p, Choice: PassRestOfStep})
}

// PlayLand plays the land card id from p's hand.
func (g *Game) PlayLand(p PlayerID, id ObjectID) error {
	return g.Apply(Action{Kind: ActPlayLand, Player: p, Object: id})
}

// Cast casts the card id from p's hand with the given targets, in the
// order of its target specs, and X = 0.
func (g *Game) Cast(p PlayerID, id ObjectID, targets ...Target) error {
	return g.Apply(Action{Kind: ActCast, Player: p, Object: id}.WithTargets(targets...))
}

// CastX casts the card id from p's hand with X = x and the given targets.
func (g *Game) CastX(p PlayerID, id ObjectID, x int, targets ...Target) error {
	return g.Apply(Action{Kind: ActCast, Player: p, Object: id, X: x}.WithTargets(targets...))
}

// Activate activates the n-th (0-based) non-mana activated ability of
// permanent id.
func (g *Game) Activate(p PlayerID, id ObjectID, n int, targets ...Target) error {
	return g.Apply(Action{Kind: ActActivate, Player: p, Object: id, Ability: n}.WithTargets(targets...))
}

// PassUntilResolved has the players pass priority in turn until the top
// item of the stack has resolved or left the stack, or another decision
// than priority is pending. It returns the first error.
func (g *Game) PassUntilResolved() error {
	if g.stack.IsEmpty() {
		return nil
	}
	serial := g.stack.Top().Serial
	for i := 0; i < 4*MaxPlayers; i++ {
		if g.pending.Kind != DecidePriority || !g.onStack(serial) {
			return nil
		}
		if err := g.Pass(g.pending.Player); err != nil {
			return err
		}
	}
	return nil
}

func (g *Game) onStack(serial uint32) bool {
	for i := 0; i < g.stack.Len(); i++ {
		if g.stack.At(i).Serial == serial {
			return true
		}
	}
	return false
}
