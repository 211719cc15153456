package game

import "github.com/spellstack/spellstack/zone"

// recount recomputes the game's derived counters from its state: the
// counts that let hot paths skip work (tokens, statics, keyword and
// restriction grants, attachables, uniques, emblems, triggers). Loading a
// saved game calls it instead of trusting saved counts. It leaves
// sbaDirty set, so the next check looks at everything.
func (g *Game) recount() {
	g.tokens, g.strayTokens, g.emblems, g.exileCastable = 0, 0, 0, 0
	g.staticSources, g.attachables, g.uniques, g.preventers, g.grants = 0, 0, 0, 0, 0
	g.keywordGrants, g.restrictionGrants, g.typeGrants, g.convokeGranters, g.taxGrants = 0, 0, 0, 0, 0
	g.overwrites, g.landStatics, g.condStatics, g.condOthers, g.countedStatics = 0, 0, 0, 0, 0
	g.activatables, g.graveAbilities, g.landBans = 0, 0, 0
	g.passSteps = 0
	g.minusCounters = false
	for i := range g.players {
		if g.players[i].passStep {
			g.passSteps++
		}
	}
	g.listeners = [64]int16{}
	g.anyTriggers = false
	for i := range g.objects {
		o := &g.objects[i]
		if len(o.def.Triggered) > 0 {
			g.anyTriggers = true
		}
		if o.playTurn != 0 {
			g.exileCastable++
		}
		switch {
		case o.zone == nowhere:
			continue
		case o.zone == zone.Command:
			g.emblems++
		case o.zone == zone.Battlefield:
			g.countStatics(o, +1)
			if o.counters[MinusOne] > 0 {
				g.minusCounters = true
			}
		}
		if activatableIn(o, o.zone) {
			g.activatables++
			if o.zone == zone.Graveyard {
				g.graveAbilities++
			}
		}
		if o.token {
			g.tokens++
			if o.zone != zone.Battlefield && o.zone != zone.Stack && o.zone != zone.Command &&
				!(g.pending.Kind == DecideCastCopy && int32(i) == g.res.copySlot) {
				g.strayTokens++
			}
		}
	}
	for i := range g.effects {
		if g.effects[i].changesKeywords() {
			g.keywordGrants++
		}
		if g.effects[i].changesRestrictions() {
			g.restrictionGrants++
		}
		if g.effects[i].addTypes != 0 {
			g.typeGrants++
		}
		if g.effects[i].isOverwrite() {
			g.overwrites++
		}
	}
	g.enterChoices = g.enterChoiceDue() >= 0
	g.manaAdded = g.anyMana()
	g.sbaDirty = true
}
