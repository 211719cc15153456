package game

import (
	"fmt"
	"math"

	"github.com/spellstack/spellstack/zone"
)

// seatsConsistency checks the seats of a loaded game: whose turn it is
// and who has left.
func (l *loader) seatsConsistency() error {
	g := l.g
	if g.twoHeaded() && g.validPlayer(g.active) && g.active%2 != 0 {
		// A team takes its turn together (CR 805.4); the engine names
		// the team by its first player, as ActivePlayer says.
		return badSave("active", "in Two-Headed Giant the active team is named by its first player, %s, not %s", g.players[g.active-1].name, g.players[g.active].name)
	}
	if g.twoHeaded() {
		for p := 0; p+1 < len(g.players); p += 2 {
			if g.players[p].lost != g.players[p+1].lost {
				// A team loses together (CR 810.8a).
				return badSave(fmt.Sprintf("players[%d].lost", p+1), "%s and %s are a team, which loses together (CR 810.8a)", g.players[p].name, g.players[p+1].name)
			}
		}
	}
	if g.started && !g.over && g.turn == 1 && g.opening.stage == openingNone && g.active != g.opening.starter {
		// The first turn is the starting player's (CR 103.7a), whose
		// first draw a two-player game skips.
		return badSave("opening.starter", "%s, but turn 1 is %s's: the starting player takes the first turn (CR 103.7a)", g.players[g.opening.starter].name, g.players[g.active].name)
	}
	for p := range g.players {
		if pl := &g.players[p]; pl.conceded && !pl.lost {
			// A player who concedes leaves the game at once (CR 104.3a).
			return badSave(fmt.Sprintf("players[%d].lost", p), "%s conceded, so has lost (CR 104.3a)", pl.name)
		}
	}
	return nil
}

// combatConsistency checks the combat of a loaded game against its step
// and its objects: creatures attack and block only during combat
// (CR 506.1, 511.3), from the battlefield, and block only once blockers
// are declared (CR 509.1). A blockers or damage step without an attack
// loads: play skips them then (CR 508.8), but Start may begin a game
// set up there, and every position the API makes saves and loads.
func (l *loader) combatConsistency() error {
	g := l.g
	c := &g.combat
	inCombat := g.step >= DeclareAttackers && g.step <= EndCombat
	if (len(c.attackers) > 0 || c.attacked) && !inCombat {
		return badSave("combat.attackers", "creatures attack only from the declare attackers step to the end of combat (CR 506.1, 511.3), not in the %s step", g.step)
	}
	if g.pending.Kind == DecideAttackers && (len(c.attackers) > 0 || c.attacked) {
		return badSave("combat.attackers", "attackers are declared while the attackers decision is still pending (CR 508.1)")
	}
	onBattlefield := func(path string, id ObjectID) error {
		// A stale ID names a creature that has left; a current one must
		// be on the battlefield, unless its card's count of zone changes
		// has stopped at its bound, where IDs no longer go stale.
		if s, ok := g.lookup(id); ok && g.objects[s].zone != zone.Battlefield && g.objects[s].inc < math.MaxUint16 {
			return badSave(path, "object %d is in the %s, not on the battlefield", id, g.objects[s].zone)
		}
		return nil
	}
	if g.step < FirstStrikeDamage {
		// First-strike combat damage is dealt as the first combat
		// damage step begins (CR 510.4): nothing has dealt it before.
		if len(c.firstDealt) > 0 {
			return badSave("combat.firstDealt", "first-strike combat damage dealt before the combat damage step, in the %s step (CR 510.4)", g.step)
		}
		for i := range c.attackers {
			if c.attackers[i].dealtFirst {
				return badSave(fmt.Sprintf("combat.attackers[%d].dealtFirst", i), "first-strike combat damage dealt before the combat damage step, in the %s step (CR 510.4)", g.step)
			}
		}
	}
	for i := range c.attackers {
		a := &c.attackers[i]
		path := fmt.Sprintf("combat.attackers[%d]", i)
		if err := onBattlefield(path+".id", a.id); err != nil {
			return err
		}
		if a.planeswalker != 0 {
			if err := onBattlefield(path+".planeswalker", a.planeswalker); err != nil {
				return err
			}
		}
		for j, b := range a.blockers[:a.nblockers] {
			if err := onBattlefield(fmt.Sprintf("%s.blockers[%d]", path, j), b); err != nil {
				return err
			}
		}
		if a.nblockers > 0 && !a.blocked {
			return badSave(path+".blocked", "false, but the attacker has blockers: it stays blocked once blocked (CR 509.1h)")
		}
		if a.blocked && g.step < DeclareBlockers {
			return badSave(path+".blocked", "blocked before the declare blockers step (CR 509.1)")
		}
		if a.blocked && g.pending.Kind == DecideBlockers && g.step == DeclareBlockers && g.team(g.defender(a)) == g.team(g.pending.Player) {
			return badSave(path+".blocked", "blocked while its defending player's blockers are still to be declared (CR 509.1)")
		}
	}
	return nil
}
