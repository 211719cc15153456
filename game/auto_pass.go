package game

// Auto-pass (Config.AutoPass): a player who receives priority and can do
// nothing but pass passes at once, without a decision, as game clients do
// for people. The pass is the same pass as ActPass (CR 117.3d): events
// record it, and the game goes on exactly as if the player had passed; it
// is not an action, so the action log and Actions do not count it, and a
// replay with the same configuration makes the same auto-passes.
//
// "Nothing but pass" is judged on the listed options (LegalActions): mana
// abilities, which only float mana (CR 605.3a), and conceding are not
// reasons to stop.

// AutoPasses returns how many times the engine passed priority for a
// player under Config.AutoPass.
func (g *Game) AutoPasses() int { return g.autoPasses }

// AutoPass reports whether the game passes for players who can only pass
// (Config.AutoPass).
func (g *Game) AutoPass() bool { return g.autoPass }

// autoPassIdle passes for each player in turn who receives priority with
// nothing else to do, until a decision with a choice is pending or the
// game is over.
func (g *Game) autoPassIdle() {
	for g.autoPass && !g.over && g.started && g.pending.Kind == DecidePriority && g.onlyPass(g.pending.Player) {
		g.autoPasses++
		g.pass(g.pending.Player)
	}
}

// onlyPass reports whether passing is the only listed option of the
// player (or Two-Headed Giant team, CR 805.5a) with priority.
//
// When p has options, they are kept for the LegalActions call that
// follows (see listedNow), so that deciding not to pass for p costs no
// second listing.
func (g *Game) onlyPass(p PlayerID) bool {
	if g.knownIdle(p) {
		return true
	}
	g.listed = g.priorityOptions(g.listed[:0], p)
	if len(g.listed) > 0 {
		g.listedGen, g.listedAt = g.gen+1, g.actions+g.autoPasses
		return false
	}
	g.noteIdle(p)
	return true
}

// listedNow reports whether g.listed holds the options of the pending
// priority decision: it was filled for this decision, in this change
// generation, and no action or pass came since. Clones start without it.
func (g *Game) listedNow() bool {
	return g.listedGen == g.gen+1 && g.listedAt == g.actions+g.autoPasses
}
