package game

import "github.com/spellstack/spellstack/zone"

// In Two-Headed Giant a creature attacks the other team as a whole
// (CR 810.7a). Each attacker still names one player of that team as it is
// declared (the player it is listed as attacking), but as each combat
// damage step begins the attacking team chooses, for every attacker that
// would assign combat damage to the defending team, which one of the two
// defending players is dealt it (CR 810.7f): the engine asks
// (DecideCombatDamagePlayer, Count the attacker's index), one attacker at
// a time in the order they were declared, before any damage is assigned.
// The player chosen becomes the one the creature attacks from then on,
// so a later damage step (double strike) lists that player first.

// damagePlayerChoices lists, into buf, the defending players attacker i
// may deal its combat damage to in this damage step (first: the
// first-strike step): both players of the defending team when the
// creature would assign combat damage to the team at all (unblocked, or
// with trample and damage left over after its blockers), none otherwise
// and outside Two-Headed Giant.
func (g *Game) damagePlayerChoices(i int, first bool, buf *[MaxPlayers]PlayerID) []PlayerID {
	if !g.twoHeaded() || i < 0 || i >= len(g.combat.attackers) {
		return nil
	}
	at := &g.combat.attackers[i]
	if at.planeswalker != 0 || at.attacksNothing {
		return nil // a planeswalker is attacked, not the team
	}
	as, ok := g.lookup(at.id)
	if !ok || g.objects[as].zone != zone.Battlefield || !g.isCreature(as) || !g.dealsIn(as, first, at.dealtFirst) {
		return nil
	}
	var dealBuf [maxBlockers + 1]damageDeal
	toTeam := false
	for _, d := range g.assignAttackerDamage(at, as, dealBuf[:0]) {
		toTeam = toTeam || d.to.IsPlayer()
	}
	if !toTeam {
		return nil
	}
	out := buf[:0]
	for q := range g.players {
		if p := PlayerID(q); g.team(p) == g.team(at.player) && g.inGame(p) {
			out = append(out, p)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// askDamagePlayers asks the attacking team, for the next attacker from
// index from on that would deal combat damage to the defending team,
// which defending player is dealt it (CR 810.7f); it reports whether it
// asked.
func (g *Game) askDamagePlayers(from int) bool {
	if !g.twoHeaded() {
		return false
	}
	first := g.step == FirstStrikeDamage
	var buf [MaxPlayers]PlayerID
	for i := from; i < len(g.combat.attackers); i++ {
		if len(g.damagePlayerChoices(i, first, &buf)) > 0 {
			s, _ := g.lookup(g.combat.attackers[i].id)
			g.pending = Decision{Kind: DecideCombatDamagePlayer, Player: g.objects[s].controller, Count: i}
			return true
		}
	}
	return false
}

// dealDamageStep asks what is left to ask from attacker index from on,
// then deals the step's combat damage and gives priority (CR 510.1–510.3).
func (g *Game) dealDamageStep(from int) {
	if g.askDamagePlayers(from) {
		return
	}
	g.combatDamage(g.step == FirstStrikeDamage)
	g.givePriority(g.active)
}

// legalDamagePlayers lists the answers to DecideCombatDamagePlayer: first
// the player the creature attacks (the one it was declared at, or
// chosen in an earlier damage step), then the other.
func (g *Game) legalDamagePlayers(buf []Action, d Decision) []Action {
	var ps [MaxPlayers]PlayerID
	choices := g.damagePlayerChoices(d.Count, g.step == FirstStrikeDamage, &ps)
	if len(choices) == 0 {
		return buf
	}
	return appendDefenderChoices(buf, d.Player, g.combat.attackers[d.Count].player, choices)
}

// answerDamagePlayer takes the defending player the attacker being asked
// about deals its combat damage to, and goes on with the step.
func (g *Game) answerDamagePlayer(a Action) error {
	var ps [MaxPlayers]PlayerID
	i := g.pending.Count
	choices := g.damagePlayerChoices(i, g.step == FirstStrikeDamage, &ps)
	if len(choices) == 0 {
		return refuse(ErrNotAllowed, "810.7f", "no choice of a defending player for combat damage is waiting")
	}
	if err := g.checkDefenderChoice(a, choices, "810.7f"); err != nil {
		return err
	}
	at := &g.combat.attackers[i]
	if !g.noEvents {
		e := Event{Kind: EventChoose, Player: a.Player, Choice: ChoiceDamagePlayer, Source: at.id, Amount: a.Choice}
		e.setTargets([]Target{PlayerTarget(PlayerID(a.Choice))})
		g.emit(e)
	}
	at.player, at.defending = PlayerID(a.Choice), PlayerID(a.Choice)
	g.pending = Decision{}
	g.dealDamageStep(i + 1)
	return nil
}
