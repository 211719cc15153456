package ai

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// The heuristic's answers to the choices of wave 2b: naming, creature
// types, "unless", top or bottom, secret choices and guesses. They read
// only what the deciding player may know: their own hand, and public
// zones.

// choose answers the decisions below, and reports false for the others.
func (h *Heuristic) choose(g *game.Game, d game.Decision) (game.Action, bool) {
	switch d.Kind {
	case game.DecideName:
		return h.nameCard(g, d.Player), true
	case game.DecideCreatureType:
		return h.creatureType(g, d.Player), true
	case game.DecideUnless:
		return h.unless(g, d.Player), true
	case game.DecideHiddenCard:
		return h.mostExpensive(g), true
	case game.DecideGuess:
		// Most cards cost 4 or less: guess "not greater", whatever the
		// card is (the guesser can't see it).
		return game.Action{Kind: game.ActChoose, Player: d.Player}, true
	case game.DecideCastFree:
		// Casting a spell for free is better than not casting it, with
		// targets that help: the cast rated best, unless every cast
		// would only hurt the player's own side (a burn spell with no
		// target but a friendly creature).
		decline, best, bestScore := -1, -1, 0
		for i := range h.buf {
			if h.buf[i].Kind != game.ActCast {
				decline = i
				continue
			}
			if s := score(g, &h.buf[i]); best < 0 || s > bestScore {
				best, bestScore = i, s
			}
		}
		if best < 0 || (bestScore <= 0 && decline >= 0) {
			return h.buf[max(decline, 0)], true
		}
		return h.buf[best], true
	case game.DecideTopOrBottom, game.DecideFind:
		return h.buf[0], true // on top (to draw it again); the first card found
	case game.DecideChooseCard:
		return h.copyChoice(g), true
	}
	return game.Action{}, false
}

// copyChoice answers a choice of what to copy: the creature with the
// most power and toughness to enter as a copy of (rather than a 0/0
// Mercurial Pretender), or the exiled card with the highest mana value
// to cast copies of; nothing only when nothing is offered.
func (h *Heuristic) copyChoice(g *game.Game) game.Action {
	best, bestScore := 0, -1
	for i := range h.buf {
		o, ok := g.Object(h.buf[i].Object)
		if !ok {
			continue
		}
		s := o.Card.ManaCost.ManaValue()
		if o.Zone == zone.Battlefield { // a copy has the printed values (CR 706.2)
			s = o.Card.Power.Value + o.Card.Toughness.Value
		}
		if s > bestScore {
			best, bestScore = i, s
		}
	}
	return h.buf[best]
}

// nameCard names a card an opponent has on the battlefield with an
// activated ability, else one in an opponent's graveyard, else the first
// name.
func (h *Heuristic) nameCard(g *game.Game, me game.PlayerID) game.Action {
	names := game.CardNames()
	pick := func(name string) (game.Action, bool) {
		if i, ok := slices.BinarySearch(names, name); ok {
			return game.Action{Kind: game.ActChoose, Player: me, Choice: i}, true
		}
		return game.Action{}, false
	}
	for _, z := range []zone.Kind{zone.Battlefield, zone.Graveyard} {
		for q := 0; q < g.NumPlayers(); q++ {
			if !g.Opponents(me, game.PlayerID(q)) {
				continue
			}
			for _, id := range g.Zone(game.PlayerID(q), z) {
				o, _ := g.Object(id)
				if o.Card.IsLand() || (z == zone.Battlefield && len(o.Card.Activated) == 0) {
					continue
				}
				if a, ok := pick(o.Card.Name); ok {
					return a
				}
			}
		}
	}
	return h.buf[0]
}

// creatureType chooses the creature type most common among the
// creatures of the player's battlefield and hand.
func (h *Heuristic) creatureType(g *game.Game, me game.PlayerID) game.Action {
	counts := make([]int, len(ability.CreatureTypes))
	for _, z := range []zone.Kind{zone.Battlefield, zone.Hand} {
		for _, id := range g.Zone(me, z) {
			o, _ := g.Object(id)
			if !o.Card.IsCreature() || (z == zone.Battlefield && o.Controller != me) {
				continue
			}
			for _, st := range o.Card.Subtypes {
				if i := ability.CreatureTypeIndex(st); i >= 0 {
					counts[i]++
				}
			}
		}
	}
	best := 0
	for i, n := range counts {
		if n > counts[best] {
			best = i
		}
	}
	return game.Action{Kind: game.ActChoose, Player: me, Choice: best}
}

// unless pays life while it has plenty, else gives up its least valuable
// permanent, else does nothing.
func (h *Heuristic) unless(g *game.Game, me game.PlayerID) game.Action {
	var pay, none game.Action
	objects := h.buf[:0:0]
	for _, a := range h.buf {
		switch {
		case a.Object != 0:
			objects = append(objects, a)
		case a.Choice == 1:
			pay = a
		default:
			none = a
		}
	}
	if pay.Kind != 0 && g.Life(me) > 10 {
		return pay
	}
	if len(objects) > 0 {
		saved := h.buf
		h.buf = objects
		a := h.cheapest(g)
		h.buf = saved
		return a
	}
	return none
}

// mostExpensive chooses the card of highest mana value.
func (h *Heuristic) mostExpensive(g *game.Game) game.Action {
	best, bestMV := h.buf[0], -1
	for _, a := range h.buf {
		if o, ok := g.Object(a.Object); ok && o.Card.ManaCost.ManaValue() > bestMV {
			best, bestMV = a, o.Card.ManaCost.ManaValue()
		}
	}
	return best
}
