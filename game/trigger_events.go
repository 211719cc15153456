package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// triggerMatching triggers the abilities on event ev of every permanent
// whose Match accepts the event object in slot, controlled (or, for
// cards in graveyards and discards, owned) by objCtrl (CR 603.2). The
// event object is recorded as eventObj and amount as the event amount.
func (g *Game) triggerMatching(ev ability.Event, slot int32, objCtrl PlayerID, amount int) {
	if !g.listening(ev) {
		return
	}
	eventObj := g.idOf(slot)
	for _, s := range g.triggerHolders() {
		o := &g.objects[s]
		for i := range o.def.Triggered {
			t := &o.def.Triggered[i]
			if t.Event != ev {
				continue
			}
			ctrl, self := o.controller, s
			if t.OfAttached {
				// Granted to the enchanted permanent: its controller's
				// ability (CR 112.10, 603.3a), and "another" and "this
				// creature" in its Match are that permanent (CR 112.7).
				self = int32(o.attachedTo.slot())
				if a, ok := g.lookup(o.attachedTo); ok {
					if g.overwrites > 0 && g.grantLost(s, a) {
						continue
					}
					ctrl = g.objects[a].controller
				} else if c, ok := g.leftController(o.attachedTo); ok {
					// It left in the same event: as it last existed
					// (CR 603.10a), with the ability unless it had lost it.
					if g.overwrites > 0 && g.grantLostBy(s, o.attachedTo) {
						continue
					}
					ctrl = c
				} else if ev == ability.CreatureDies && makeID(int(slot), g.objects[slot].inc-1) == o.attachedTo {
					// The creature that had it is the one that died, alone:
					// "a creature" includes itself, as it last existed
					// (CR 603.10a, seesOwnDeath).
					if g.overwrites > 0 && g.grantLostBy(s, o.attachedTo) {
						continue
					}
					ctrl = objCtrl
				} else {
					continue
				}
			}
			if g.eventMatches(&t.Match, slot, objCtrl, ctrl, self, ev == ability.CreatureDies) {
				if t.OfEventObject {
					// Granted to the event's object, whichever objects
					// the granting permanent's Match picks: the object's
					// ability, controlled by its controller (CR 112.7,
					// 603.3a).
					ctrl = objCtrl
				}
				g.triggerFor(s, i, ctrl, eventObj, amount)
			}
		}
	}
}

// eventMatches reports whether the event object in slot, controlled by
// objCtrl, is accepted by filter f of an ability of source controlled by
// p. Off the battlefield the object's printed characteristics stand for
// it (the card as it is now), but with lookBack set, a permanent that
// has just left the battlefield is matched as it last existed there
// (CR 603.10a: "whenever an artifact creature dies").
func (g *Game) eventMatches(f *ability.Filter, slot int32, objCtrl, p PlayerID, source int32, lookBack bool) bool {
	if *f == (ability.Filter{}) {
		return true
	}
	if f.Another && slot == source {
		return false
	}
	if !g.sideOK(f.Side, objCtrl, p) {
		return false
	}
	o := &g.objects[slot]
	if f.NonToken && o.token {
		return false
	}
	onField := o.zone == zone.Battlefield
	var lk *lastKnown
	if !onField && lookBack {
		lk, _ = g.lastKnownOf(makeID(int(slot), o.inc-1))
	}
	types, kw := o.def.Types, o.def.Keywords
	switch {
	case onField:
		types, kw = g.types(slot), g.keywords(slot)
	case lk != nil:
		types, kw = lk.types, lk.keywords
	}
	if (f.Types != 0 && types&f.Types == 0) || types&f.NotTypes != 0 {
		return false
	}
	if (f.WithKeyword != 0 && !kw.Has(f.WithKeyword)) || kw&f.WithoutKeyword != 0 {
		return false
	}
	if f.Colors != 0 || f.NotColors != 0 {
		colors := g.colors(slot)
		if lk != nil {
			colors = lk.colors
		}
		if f.Colors != 0 && colors&f.Colors == 0 || colors&f.NotColors != 0 {
			return false
		}
	}
	if f.NotSubtype != "" && g.eventHasSubtype(slot, onField, lk, f.NotSubtype) {
		return false
	}
	if f.Subtype != "" && !g.eventHasSubtype(slot, onField, lk, f.Subtype) {
		return false
	}
	if f.DamagedBySourceThisTurn {
		victim := g.idOf(slot)
		if !onField {
			victim = makeID(int(slot), o.inc-1) // its ID on the battlefield
		}
		by := g.idOf(source)
		if g.objects[source].zone != zone.Battlefield {
			by = makeID(int(source), g.objects[source].inc-1) // a source that left with it (CR 603.10a)
		}
		if !g.damagedBy(by, victim) {
			return false
		}
	}
	if f.MinPower > 0 {
		pw, _ := g.powerToughness(slot)
		if lk != nil {
			pw = int(lk.power)
		}
		if pw < f.MinPower {
			return false
		}
	}
	return true
}

// eventHasSubtype reports whether the event object in slot has subtype
// st: on the battlefield now, else as it last existed there (lk, when
// set), else as its card says.
func (g *Game) eventHasSubtype(slot int32, onField bool, lk *lastKnown, st string) bool {
	switch {
	case onField:
		return g.hasSubtype(slot, st)
	case lk != nil:
		return lk.hasSubtype(g.objects[slot].def, st)
	}
	return g.objects[slot].def.HasSubtype(st)
}

// onAttackDeclared runs the triggers of one declared attacker in slot
// attacking defending player dp (CR 508.3a, 506.2), the player itself
// if atPlayer, else a planeswalker dp controls: "whenever a creature
// you control attacks" and "whenever a creature attacks you or a
// planeswalker you control".
func (g *Game) onAttackDeclared(slot int32, dp PlayerID, atPlayer bool) {
	saved := g.eventPlayer
	g.eventPlayer = dp // "defending player", remembered for the resolution
	g.triggerMatching(ability.CreatureAttacks, slot, g.objects[slot].controller, 0)
	g.eventPlayer = saved
	if !g.listening(ability.CreatureAttacksYouOrYourPlaneswalker) {
		return
	}
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if o.controller != dp && !(atPlayer && g.attacksTeamOf(dp, o.controller)) {
			continue
		}
		for i := range o.def.Triggered {
			t := &o.def.Triggered[i]
			if t.Event == ability.CreatureAttacksYouOrYourPlaneswalker &&
				g.eventMatches(&t.Match, slot, g.objects[slot].controller, o.controller, s, true) {
				g.trigger(s, i, g.idOf(slot), 0)
			}
		}
	}
}

// onAttackersDeclared runs "whenever you attack with N or more creatures"
// for each attacking player (CR 508.3a).
func (g *Game) onAttackersDeclared() {
	if !g.listening(ability.YouAttackWithCreatures) {
		return
	}
	for p := range g.players {
		n := 0
		for _, at := range g.combat.attackers {
			if s, ok := g.lookup(at.id); ok && g.objects[s].controller == PlayerID(p) {
				n++
			}
		}
		if n == 0 {
			continue
		}
		for _, s := range g.battlefield {
			o := &g.objects[s]
			if o.controller != PlayerID(p) {
				continue
			}
			for i := range o.def.Triggered {
				if t := &o.def.Triggered[i]; t.Event == ability.YouAttackWithCreatures && n >= t.MinCount {
					g.trigger(s, i, 0, n)
				}
			}
		}
	}
}

// shiftTurnHistory begins a new turn's history: what happened this turn
// becomes "last turn" (CR 500.1).
func (g *Game) shiftTurnHistory() {
	for i := range g.players {
		p := &g.players[i]
		p.lostLifeLastTurn, p.lostLifeThisTurn = p.lostLifeThisTurn, false
	}
	for i := range g.players {
		g.players[i].loyaltyActivatedThisTurn = false
		g.players[i].loyaltyBonus = 0
		g.players[i].spellsCastThisTurn = 0
	}
	g.damageHistory = g.damageHistory[:0]
	if g.condStatics > 0 {
		// A static "as long as you cast another spell this turn" or "if
		// you lost life last turn" may have stopped or started to apply.
		g.sbaDirty = true
	}
}

// condition evaluates an intervening "if" clause of an ability
// controlled by p, with eventPlayer the player of its event and src the
// slot of its source (CR 603.4).
func (g *Game) condition(t *ability.Triggered, p, eventPlayer PlayerID, src int32) bool {
	switch t.If.Kind {
	case ability.Always:
		return t.IfControlSubtype == "" || g.countSubtype(p, t.IfControlSubtype) > 0
	case ability.DefendingPlayerControlsNoSubtype:
		// In Two-Headed Giant the condition asks about both defending
		// players: "controls no Walls" holds only if neither does
		// (CR 810.7b, a negative comparison).
		if !g.validPlayer(eventPlayer) {
			return false
		}
		for q := range g.players {
			if g.team(PlayerID(q)) == g.team(eventPlayer) && g.countSubtype(PlayerID(q), t.IfControlSubtype) > 0 {
				return false
			}
		}
		return true
	case ability.YouCastAnotherSpellThisTurn:
		if t.Event == ability.YouCastSpell || t.Event == ability.CastThis {
			// The spell that triggered it is no other spell: one more
			// than it (CR 603.4).
			return g.players[p].spellsCastThisTurn > 1
		}
	}
	return g.conditionHolds(p, src, &t.If)
}

// controlsEachGreatestPower reports whether p controls every creature on
// the battlefield whose power is the greatest (ties included).
func (g *Game) controlsEachGreatestPower(p PlayerID) bool {
	best, mine := 0, true
	first := true
	for _, s := range g.battlefield {
		if !g.isCreature(s) {
			continue
		}
		pw, _ := g.powerToughness(s)
		switch {
		case first || pw > best:
			best, mine, first = pw, g.objects[s].controller == p, false
		case pw == best:
			mine = mine && g.objects[s].controller == p
		}
	}
	return mine
}

// attacksTeamOf reports whether a creature attacking player dp attacks
// player q too: in Two-Headed Giant creatures attack the defending team
// as a group (CR 810.7a), so one attacking dp attacks dp's teammate.
func (g *Game) attacksTeamOf(dp, q PlayerID) bool {
	return g.rules.Variant == TwoHeadedGiant && g.team(q) == g.team(dp)
}
