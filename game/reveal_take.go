package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// "Reveal the top N cards of your library. You may put a <type> card from
// among them into your hand. Put the rest into your graveyard." (Satyr
// Wayfinder; CR 701.14a). The revealed cards stay on top of the library
// while the player chooses, so the top Count cards are always the
// revealed ones.

// startRevealTake reveals the top cards and asks for the one to take, or
// none. It reports whether a decision is pending.
func (g *Game) startRevealTake(p PlayerID, e *ability.Effect) bool {
	n := min(g.effectAmount(e), len(g.players[p].library))
	if n <= 0 {
		// Nothing revealed; a library shuffled "then" is shuffled still
		// (Genesis Hydra with X 0, CR 701.18a).
		g.revealedRest(p, 0, e)
		return false
	}
	g.learnPlaces(p, n, g.everyone()) // CR 701.14: everyone sees them
	lib := g.players[p].library
	g.emitReveals(p, lib[len(lib)-n:])
	// Asked even when no revealed card fits: "you may" is the player's
	// to answer (CR 603.5), with "none" then the one answer listed.
	g.res.next-- // the answer moves on past this effect
	g.pending = Decision{Kind: DecideTakeRevealed, Player: p, Count: n}
	return true
}

func (g *Game) revealedFits(s int32, e *ability.Effect) bool {
	d, f := g.objects[s].def, &e.Filter
	switch {
	case f.Types != 0 && d.Types&f.Types == 0:
		return false
	case f.NotLand && d.IsLand():
		return false
	case f.MaxManaValue != nil && d.ManaValue() > g.amount(*f.MaxManaValue):
		return false // "with mana value X or less" (CR 202.3)
	}
	return true
}

// revealedRest puts the n revealed cards left where e says: shuffled into
// the library with ShuffleAlways (they are still on top of it), else into
// the graveyard.
func (g *Game) revealedRest(p PlayerID, n int, e *ability.Effect) {
	if e != nil && e.ShuffleAlways {
		g.shuffleLibrary(p)
		return
	}
	g.revealedToGraveyard(p, n)
}

// revealTakeEffect returns the effect waiting on DecideTakeRevealed.
func (g *Game) revealTakeEffect() *ability.Effect { return g.resolvingEffect() }

// legalTakeRevealed lists each revealed card that may be taken, then none.
func (g *Game) legalTakeRevealed(buf []Action, d Decision) []Action {
	e := g.revealTakeEffect()
	lib := g.players[d.Player].library
	for i := len(lib) - 1; e != nil && i >= 0 && i >= len(lib)-d.Count; i-- {
		if !g.revealedFits(lib[i], e) {
			continue
		}
		take := Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(lib[i])}
		if e.Into == ability.IntoBattlefield && g.objects[lib[i]].def.IsAura() {
			// CR 303.4f: put onto the battlefield, an Aura enters
			// attached to what its controller chooses; with nothing it
			// could enchant it can't enter (CR 303.4g).
			for _, t := range g.battlefield {
				if g.couldEnchant(lib[i], d.Player, t) {
					buf = append(buf, take.WithTargets(ObjectTarget(g.idOf(t))))
				}
			}
			continue
		}
		buf = append(buf, take)
	}
	return append(buf, Action{Kind: ActChoose, Player: d.Player})
}

// answerTakeRevealed puts the chosen card (if any) into the hand and the
// other revealed cards into the graveyard, then resumes the resolution.
func (g *Game) answerTakeRevealed(a Action) error {
	e := g.revealTakeEffect()
	p, n := a.Player, g.pending.Count
	if a.Object == 0 && a.NumTargets != 0 {
		return refuseField(ErrMalformed, "Targets", "608.2c", "taking no card names nothing to enchant")
	}
	if a.Object != 0 {
		s, ok := g.lookup(a.Object)
		lib := g.players[p].library
		found := false
		for i := max(len(lib)-n, 0); ok && i < len(lib); i++ {
			found = found || lib[i] == s
		}
		if !found || e == nil || !g.revealedFits(s, e) {
			return alsoCite(refuseField(ErrNotAllowed, "Object", "608.2c", "choose a matching card among the %d revealed, or none", n), "608.2d")
		}
		aura := e.Into == ability.IntoBattlefield && g.objects[s].def.IsAura()
		host := int32(-1)
		switch {
		case aura:
			t, ok := g.lookup(ObjectID(a.Targets[0].Object))
			if a.NumTargets != 1 || a.Targets[0].IsPlayer() || !ok || g.objects[t].zone != zone.Battlefield || !g.couldEnchant(s, p, t) {
				return refuseField(ErrNotAllowed, "Targets", "303.4f", "%s enters attached to a permanent it could enchant: name it", g.objects[s].def.Name)
			}
			host = t
		case a.NumTargets != 0:
			return refuseField(ErrNotAllowed, "Targets", "608.2c", "only an Aura put onto the battlefield names what it enchants")
		}
		if e.Into == ability.IntoBattlefield {
			g.enterBattlefield(s, p)
			if host >= 0 {
				g.attach(s, g.idOf(host))
			}
		} else {
			g.moveObject(s, zone.Hand)
		}
		n--
	}
	g.pending = Decision{}
	g.revealedRest(p, n, e)
	g.res.next++
	g.runEffects()
	return nil
}

// revealedToGraveyard puts the top n cards of p's library into the
// graveyard.
func (g *Game) revealedToGraveyard(p PlayerID, n int) {
	for ; n > 0 && len(g.players[p].library) > 0; n-- {
		lib := g.players[p].library
		g.moveObject(lib[len(lib)-1], zone.Graveyard)
	}
}
