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

// cardSource returns the slot of src's card when src is the source of
// the resolving ability activated from a graveyard and the card is not a
// permanent now: its characteristics there are the card's own, the same
// in the graveyard and in exile.
func (g *Game) cardSource(src ObjectID) (int32, bool) {
	if !g.graveyardActivated() || ObjectID(g.res.item.Source) != src {
		return 0, false
	}
	s := src.slot()
	if src == 0 || s < 0 || s >= len(g.objects) || g.objects[s].zone == zone.Battlefield {
		return 0, false
	}
	return int32(s), true
}

// offBattlefieldDamage returns the keywords and controller of src, a
// source of damage not on the battlefield: as it last existed there, or,
// for an ability activated from a graveyard, as its card; known is false
// when neither is known.
func (g *Game) offBattlefieldDamage(src ObjectID) (kw ability.Keyword, ctrl PlayerID, known bool) {
	if lk, ok := g.lastKnownSource(src); ok {
		return lk.keywords, lk.controller, true
	}
	if s, ok := g.cardSource(src); ok {
		_, kw = g.toughnessKeywords(s)
		return kw, PlayerID(g.res.item.Controller), true
	}
	return 0, 0, false
}
