package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// "... unless PLAYER sacrifices a creature or pays 3 life" and "sacrifice
// it unless you return another creature you control to its owner's hand"
// (CR 608.2c): the player chooses on resolution whether to do one of the
// alternatives; the effects marked IfDeclined happen only if they did
// none. An alternative they can't do is not offered (CR 118.4: a player
// can pay life only up to their life total, 118.4a their team's in Two-Headed
// Giant; CR 701.15a).

// unlessEffect returns the OpUnless waiting on DecideUnless.
func (g *Game) unlessEffect() *ability.Effect {
	return g.resolvingEffectOf(ability.OpUnless)
}

// startUnless asks the player of OpUnless e.
func (g *Game) startUnless(e *ability.Effect) bool {
	g.res.declined = true
	p := NoPlayer
	g.effectPlayers(e, func(q PlayerID) { p = q })
	if p == NoPlayer {
		return false // no player: nobody prevents it
	}
	g.res.next--
	g.pending = Decision{Kind: DecideUnless, Player: p}
	return true
}

// unlessCandidate reports whether p may sacrifice or return the
// permanent in s for e.
func (g *Game) unlessCandidate(p PlayerID, e *ability.Effect, s int32) bool {
	if e.Unless&(ability.UnlessSacrifice|ability.UnlessReturn) == 0 {
		return false
	}
	src, ok := g.lookup(ObjectID(g.res.item.Source))
	if !ok {
		src = -1
	}
	if (e.Unless&ability.UnlessReturn != 0 || e.Group.Other) && s == src {
		return false // "another creature"
	}
	o := &g.objects[s]
	if o.zone != zone.Battlefield || o.controller != p {
		return false
	}
	c := g.charsOf(s)
	return g.groupMatchNoSource(&e.Group, s, &c)
}

// legalUnless lists each permanent p may sacrifice or return, paying the
// life if they can, then doing none.
func (g *Game) legalUnless(buf []Action, d Decision) []Action {
	e := g.unlessEffect()
	if e == nil {
		return buf
	}
	for _, s := range g.battlefield {
		if g.unlessCandidate(d.Player, e, s) {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(s)})
		}
	}
	if n := g.effectAmount(e); e.Unless&ability.UnlessPayLife != 0 && (n <= 0 || g.players[d.Player].life >= n) {
		// Paying 0 life is always possible (CR 118.4).
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: 1})
	}
	return append(buf, Action{Kind: ActChoose, Player: d.Player})
}

// answerUnless does the chosen alternative, or none, and resumes the
// resolution.
func (g *Game) answerUnless(a Action) error {
	e := g.unlessEffect()
	if e == nil {
		return refuse(ErrNotAllowed, "608.2c", "no \"unless\" choice is waiting")
	}
	switch {
	case a.Object != 0 && a.Choice != 0:
		return refuseField(ErrMalformed, "Choice", "608.2c", "name a permanent or pay life, not both")
	case a.Object != 0:
		s, ok := g.lookup(a.Object)
		if !ok || !g.unlessCandidate(a.Player, e, s) {
			// The effect names what may be chosen (CR 608.2c, 608.2d).
			err := alsoCite(refuseField(ErrNotAllowed, "Object", "608.2c", "%s can't be used for this choice", g.objectText(a.Object, a.Player)), "608.2d")
			if e.Unless&ability.UnlessSacrifice != 0 {
				switch {
				case ok && g.objects[s].zone == zone.Battlefield && g.objects[s].controller != a.Player:
					// Only a permanent one controls can be sacrificed.
					err = alsoCite(refuseField(ErrNotAllowed, "Object", "701.15a", "%s is not %s's to sacrifice: %s controls it", g.label(a.Object, English), g.playerName(a.Player), g.playerName(g.objects[s].controller)), "608.2c", "608.2d")
				case !ok || g.objects[s].zone != zone.Battlefield:
					alsoCite(err, "701.15a") // only a permanent can be sacrificed
				}
			}
			return err
		}
		if e.Unless&ability.UnlessSacrifice != 0 {
			g.sacrifice(a.Player, s)
		} else {
			g.moveObject(s, zone.Hand)
		}
		g.res.declined = false
	case a.Choice == 1 && e.Unless&ability.UnlessPayLife == 0:
		return refuseField(ErrNotAllowed, "Choice", "608.2c", "no life is paid for this: name the permanent, or choose none")
	case a.Choice == 1:
		n := g.effectAmount(e)
		if n > 0 && g.players[a.Player].life < n { // 0 life can always be paid (CR 118.4)
			rule := "118.4"
			if g.twoHeaded() {
				rule = "118.4a"
			}
			return refuseField(ErrCantPay, "Choice", rule, "%s can't pay %d life", g.playerName(a.Player), n)
		}
		g.changeLife(a.Player, -n)
		g.res.declined = false
	case a.Choice != 0:
		return refuseField(ErrNotAllowed, "Choice", "608.2c", "choice %d: 1 pays the life, 0 does nothing", a.Choice)
	}
	g.pending = Decision{}
	g.res.next++
	g.runEffects()
	return nil
}

// sacrifice has p sacrifice the permanent in s (CR 701.15a).
func (g *Game) sacrifice(p PlayerID, s int32) {
	g.emit(Event{Kind: EventSacrifice, Player: p, Object: g.idOf(s), Card: g.objects[s].def})
	g.moveObject(s, zone.Graveyard)
}

// startSacrificeEffect runs OpSacrifice: the source is sacrificed, or
// the player chooses a permanent of theirs to sacrifice (DecideSacrifice).
func (g *Game) startSacrificeEffect(e *ability.Effect) bool {
	if e.Subject == ability.SubjectSelf {
		if s, ok := g.lookup(ObjectID(g.res.item.Source)); ok && g.objects[s].zone == zone.Battlefield &&
			g.objects[s].controller == PlayerID(g.res.item.Controller) {
			g.sacrifice(g.objects[s].controller, s)
		}
		return false
	}
	if eachSacrifices(e) {
		g.res.cards = g.res.cards[:0]
		g.res.next--
		if g.askSacrifice(e, NoPlayer) {
			return true
		}
		g.res.next++
		return false
	}
	p := NoPlayer
	g.effectPlayers(e, func(q PlayerID) { p = q })
	if p == NoPlayer || !g.canSacrifice(p, -1, &e.Group) {
		return false
	}
	g.res.next--
	g.pending = Decision{Kind: DecideSacrifice, Player: p}
	return true
}

// sacrificeEffect returns the OpSacrifice the pending DecideSacrifice
// answers, or nil when it pays a cost.
func (g *Game) sacrificeEffect() *ability.Effect {
	return g.resolvingEffectOf(ability.OpSacrifice) // a cost is paid at priority, never during a resolution
}

// answerSacrificeEffect sacrifices the chosen permanent for OpSacrifice
// and resumes the resolution.
func (g *Game) answerSacrificeEffect(a Action, e *ability.Effect) error {
	s, ok := g.lookup(a.Object)
	if !ok || !g.sacrificeCandidate(a.Player, -1, s, &e.Group) {
		// Only a permanent one controls (CR 701.15a), of the kind the
		// effect names (608.2c, 608.2d).
		return alsoCite(refuseField(ErrNotAllowed, "Object", "701.15a", "%s can't be sacrificed for this effect", g.objectText(a.Object, a.Player)), "608.2c", "608.2d")
	}
	if eachSacrifices(e) {
		g.res.cards = append(g.res.cards, s)
		g.pending = Decision{}
		if g.askSacrifice(e, a.Player) {
			return nil
		}
	} else {
		g.sacrifice(a.Player, s)
	}
	g.pending = Decision{}
	g.res.next++
	g.runEffects()
	return nil
}

// describeUnless describes an answer to DecideUnless.
func (g *Game) describeUnless(a *Action, lang Lang) string {
	e := g.unlessEffect()
	switch {
	case a.Object != 0 && e != nil && e.Unless&ability.UnlessSacrifice != 0:
		return say(lang, "Sacrifice %s", "牺牲%s", g.label(a.Object, lang))
	case a.Object != 0:
		return say(lang, "Return %s to its owner's hand", "将%s移回其拥有者手上", g.label(a.Object, lang))
	case a.Choice == 1 && e != nil:
		return say(lang, "Pay %d life", "支付%d点生命", g.effectAmount(e))
	}
	if what := g.declinedText(lang); what != "" {
		return say(lang, "Do nothing: %s", "不执行：%s", what)
	}
	return say(lang, "Do nothing", "不执行")
}

// declinedText says what happens when the player of the pending
// DecideUnless does none of its alternatives: the resolving item's
// first effect marked IfDeclined, for the kinds M15 has ("Alice draws a
// card", "Quickling is sacrificed"), or "".
func (g *Game) declinedText(lang Lang) string {
	if g.unlessEffect() == nil {
		return ""
	}
	_, effects := g.effectsOf(&g.res.item)
	src := g.itemLabel(&g.res.item, lang)
	for i := range effects {
		e := &effects[i]
		if !e.IfDeclined {
			continue
		}
		switch {
		case e.Op == ability.OpDraw && e.Who == ability.WhoYou && g.effectAmount(e) == 1:
			return say(lang, "%s draws a card", "%s抓一张牌", g.langPlayer(PlayerID(g.res.item.Controller), lang))
		case e.Op == ability.OpSacrifice && e.Subject == ability.SubjectSelf:
			return say(lang, "%s is sacrificed", "牺牲%s", src)
		}
		return ""
	}
	return ""
}
