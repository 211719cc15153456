package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// A card's ability activated from its graveyard (Soul of Shandalar's) is
// the ability of the card there, which never was a permanent (CR 400.7):
// "its power" and the damage it deals read the card as it is in the
// graveyard, or as it last existed there when a cost exiled it
// (CR 112.7a, 608.2g). Deathtouch and lifelink work from any zone
// (CR 702.2d, 702.15d).

// graveyardActivated reports whether the resolving item is an activated
// ability its source's card activated from a graveyard.
func (g *Game) graveyardActivated() bool {
	it := &g.res.item
	if !g.res.active || it.Kind != stack.ActivatedAbility {
		return false
	}
	ab := g.activatedOf(it.Source, it.Ability, it.EventObject)
	return ab != nil && ab.FromGraveyard
}

// graveyardCard returns the characteristics of src's card as it is, or
// last was, in its graveyard, when src is the source of the resolving
// ability activated from a graveyard: the card's own (printed, with its
// characteristic-defining P/T, CR 604.3), wherever the card is now.
func (g *Game) graveyardCard(src ObjectID) (chars, bool) {
	if !g.graveyardActivated() || ObjectID(g.res.item.Source) != src {
		return chars{}, false
	}
	s := src.slot()
	if src == 0 || s < 0 || s >= len(g.objects) {
		return chars{}, false
	}
	card := g.objects[s] // a copy, read as the card in its graveyard
	card.zone = zone.Graveyard
	return g.cardChars(&card), true
}

// offBattlefieldDamage returns the keywords and controller of src, a
// source of damage not on the battlefield: a spell on the stack as it is
// (CR 119.2b), a permanent as it last existed on the battlefield, or,
// for an ability activated from a graveyard, its card; known is false
// when none is known.
func (g *Game) offBattlefieldDamage(src ObjectID) (kw ability.Keyword, ctrl PlayerID, known bool) {
	if s, ok := g.lookup(src); ok && g.objects[s].zone == zone.Stack {
		return g.keywords(s), g.objects[s].controller, true
	}
	if lk, ok := g.lastKnownSource(src); ok {
		return lk.keywords, lk.controller, true
	}
	if c, ok := g.graveyardCard(src); ok {
		return c.keywords, PlayerID(g.res.item.Controller), true
	}
	return 0, 0, false
}
