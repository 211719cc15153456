package game

import "github.com/spellstack/spellstack/ability"

// Auto-pass (Config.AutoPass): a player who receives priority and can do
// nothing but pass passes at once, without a decision, as game clients do
// for people. The pass is the same pass as ActPass (CR 116.3d): events
// record it, and the game goes on exactly as if the player had passed; it
// is not an action, so the action log and Actions do not count it, and a
// replay with the same configuration makes the same auto-passes.
//
// "Nothing but pass" is judged on the listed options (LegalActions):
// conceding and mana abilities that only float mana (CR 605.3a) are not
// reasons to stop; a mana ability that does more and may matter is (see
// manaAbilityMatters).
//
// Passing for the rest of the step (an ActPass with Choice
// PassRestOfStep) works with or without Config.AutoPass: the player asked
// for it. The engine then passes for the player whenever they receive
// priority until the step ends, or until an opponent puts a spell or
// ability on the stack, which gives them something new to answer, as
// clients stop for it. These passes count in AutoPasses too.

// PassRestOfStep is the Choice of an ActPass that also passes for the
// player (for the team, in Two-Headed Giant) whenever they receive
// priority again before the step ends, unless an opponent puts a spell or
// ability on the stack first. LegalActions lists the plain pass only,
// OtherActions this one; Apply takes it wherever a pass is legal.
const PassRestOfStep = 1

// PassingStep reports whether p (p's team, in Two-Headed Giant) said to
// pass for the rest of the current step and still does.
func (g *Game) PassingStep(p PlayerID) bool {
	return g.validPlayer(p) && g.players[g.team(p)].passStep
}

// AutoPasses returns how many times the engine passed priority for a
// player: under Config.AutoPass, and for a team that asked to pass for the
// rest of the step (PassStep), with or without Config.AutoPass.
func (g *Game) AutoPasses() int { return g.autoPasses }

// AutoPass reports whether the game passes for players who can only pass
// (Config.AutoPass).
func (g *Game) AutoPass() bool { return g.autoPass }

// autoPassIdle passes for each player in turn who receives priority with
// nothing else to do, or who said to pass for the rest of the step, until
// a decision with a choice is pending or the game is over.
//
// It is small enough to inline, so that a game with neither costs an
// action two comparisons.
func (g *Game) autoPassIdle() {
	if g.autoPass || g.passSteps > 0 {
		g.autoPassLoop()
	}
}

func (g *Game) autoPassLoop() {
	for !g.over && g.started && g.pending.Kind == DecidePriority {
		if p := g.pending.Player; !g.players[g.team(p)].passStep && !(g.autoPass && g.onlyPass(p)) {
			return
		}
		g.autoPasses++
		g.pass(g.pending.Player)
	}
}

// endPassSteps ends every player's pass for the rest of the step, as the
// step ends.
func (g *Game) endPassSteps() {
	if g.passSteps > 0 {
		g.clearPassSteps()
	}
}

func (g *Game) clearPassSteps() {
	for i := range g.players {
		g.players[i].passStep = false
	}
	g.passSteps = 0
}

// setPassStep has p's team pass for the rest of the step.
func (g *Game) setPassStep(p PlayerID) {
	if t := &g.players[g.team(p)]; !t.passStep {
		t.passStep = true
		g.passSteps++
	}
}

// stopPassSteps ends the pass for the rest of the step of every opponent
// of the controller of what was just put on the stack.
func (g *Game) stopPassSteps(controller PlayerID) {
	for i := 0; g.passSteps > 0 && i < len(g.players); i++ {
		if g.players[i].passStep && g.opponents(PlayerID(i), controller) {
			g.players[i].passStep = false
			g.passSteps--
		}
	}
}

// onlyPass reports whether passing is the only listed option of the
// player (or Two-Headed Giant team, CR 805.5a) with priority.
//
// When p has options, they are kept (kept_listing.go) for the
// LegalActions call that follows, so that deciding not to pass for p
// costs no second listing.
func (g *Game) onlyPass(p PlayerID) bool {
	if g.manaAbilityMatters(p) || g.taxGrants > 0 && g.taxedManaSource(p) {
		return false
	}
	if g.knownIdle(p) {
		return true
	}
	if opts, ok := g.keptOptions(p); ok {
		return len(opts) == 0
	}
	k := &g.scratch().kept[p]
	k.opts = g.priorityOptions(k.opts[:0], p)
	if len(k.opts) > 0 {
		g.markKept(k, p)
		return false
	}
	g.noteIdle(p)
	return true
}

// manaAbilityMatters reports whether p, or p's Two-Headed Giant
// teammate, may activate a mana ability that does more than add mana and
// that may matter with nothing to spend the mana on (CR 605.3a): one
// that sacrifices a permanent (a death that triggers, a creature taken
// out of the way of a spell on the stack), or one that deals damage to
// its controller while a permanent reads whether a player lost life
// (First Response, Feast on the Fallen). Auto-pass leaves such a player
// the decision.
func (g *Game) manaAbilityMatters(p PlayerID) bool {
	return g.weightyManaOnBattlefield() && g.weightyManaAmong(p, g.weightyHolders())
}

// weightyManaAmong is manaAbilityMatters' walk over the permanents in
// slots, once weightyManaOnBattlefield has said yes.
func (g *Game) weightyManaAmong(p PlayerID, slots []int32) bool {
	// The loop is written out, not mayActivateManaWhere with a function:
	// this runs at every priority auto-pass looks at, and the call per
	// mana ability cost 2 % more instructions in auto-pass self-play.
	for _, s := range slots {
		o := &g.objects[s]
		// The team's: a Two-Headed Giant team has priority together
		// (CR 805.5a).
		if g.team(o.controller) != g.team(p) || !o.def.ManaAbilityMatters() {
			continue
		}
		n := -1 // the index among the mana abilities, as actions name them
		for i := range o.def.Activated {
			ab := &o.def.Activated[i]
			if !ab.IsManaAbility() {
				continue
			}
			n++
			if !weightyManaAbility(ab, g.weightyMana.lifeLossRead) {
				continue
			}
			if g.mayActivateMana(&Action{Kind: ActActivateMana, Player: o.controller, Object: g.idOf(s), Ability: n}, s, ab) {
				return true
			}
		}
	}
	return false
}

// taxedManaSource reports whether p, or p's Two-Headed Giant teammate,
// may activate a mana ability whose activation costs mana (Oppressive
// Rays on a mana creature, CR 601.2f). Automatic payment plans such a
// source in simple cases only (see payment_taxed_source.go), so the
// listing may lack a spell the player could pay by activating it by
// hand: auto-pass leaves such a player the decision.
func (g *Game) taxedManaSource(p PlayerID) bool {
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if g.team(o.controller) == g.team(p) && !o.tapped && g.activationTax(s) > 0 && g.mayActivateManaWhere(s, nil) {
			return true
		}
	}
	return false
}

// mayActivateManaWhere reports whether the controller of the permanent in
// s may activate one of its mana abilities that want accepts (nil: any).
// Only for rare checks: see manaAbilityMatters.
func (g *Game) mayActivateManaWhere(s int32, want func(*ability.Activated) bool) bool {
	o := &g.objects[s]
	n := -1 // the index among the mana abilities, as actions name them
	for i := range o.def.Activated {
		ab := &o.def.Activated[i]
		if !ab.IsManaAbility() {
			continue
		}
		n++
		if (want == nil || want(ab)) && g.mayActivateMana(&Action{Kind: ActActivateMana, Player: o.controller, Object: g.idOf(s), Ability: n}, s, ab) {
			return true
		}
	}
	return false
}

// lifeLossRead reports whether a permanent on the battlefield has an
// ability that reads whether a player lost life.
func (g *Game) lifeLossRead() bool {
	if !g.listening(ability.EachUpkeep) && !g.listening(ability.EachPlayersUpkeep) { // both read it at an upkeep
		return false
	}
	for _, s := range g.battlefield {
		for i := range g.objects[s].def.Triggered {
			switch g.objects[s].def.Triggered[i].If.Kind {
			case ability.YouLostLifeLastTurn, ability.OpponentLostLifeLastTurn:
				return true
			}
		}
	}
	return false
}
