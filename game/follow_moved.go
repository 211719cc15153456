package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// The effects of a spell or ability find an object they, or its costs,
// moved to a public zone (CR 400.7h): "Sacrifice this: return this card
// from your graveyard to your hand"; "return target creature card to the
// battlefield and put two +1/+1 counters on it".

// selfObject returns the slot of the resolving item's source: the object
// itself, or the card a cost of its ability moved to a public zone (a
// sacrifice or exile of itself), while it stays there.
func (g *Game) selfObject() (int32, bool) {
	it := &g.res.item
	src := ObjectID(it.Source)
	if s, ok := g.lookup(src); ok {
		return s, true
	}
	if it.Kind != stack.ActivatedAbility {
		return 0, false
	}
	ab := g.activatedOf(it.Source, it.Ability, it.EventObject)
	if ab == nil || !ab.Cost.SacrificeSelf && !ab.Cost.ExileSelf {
		return 0, false
	}
	return g.publicNext(src)
}

// targetObject returns the slot of the object id that the target of cur,
// an effect of the resolving item, names: the object itself, or, when an
// earlier effect of this resolution moves that target, the object it
// became in a public zone, while it stays there. A move of anything
// else's doing (a mana ability that sacrifices it, activated to pay
// during the resolution) makes a new object the effect doesn't find
// (CR 400.7).
func (g *Game) targetObject(cur *ability.Effect, id ObjectID) (int32, bool) {
	if s, ok := g.lookup(id); ok {
		return s, true
	}
	if !g.earlierEffectMoves(cur) {
		return 0, false
	}
	return g.publicNext(id)
}

// earlierEffectMoves reports whether an effect of the resolving item
// before cur, the effect being applied, moves cur's target to another
// zone.
func (g *Game) earlierEffectMoves(cur *ability.Effect) bool {
	_, effects := g.effectsOf(&g.res.item)
	at := -1
	for j := range effects {
		if &effects[j] == cur {
			at = j
		}
	}
	k := cur.Target
	for j := 0; j < at; j++ {
		e := &effects[j]
		switch e.Op {
		case ability.OpPutOntoBattlefield:
			return true // every target card
		case ability.OpDestroy, ability.OpExile, ability.OpBounce, ability.OpPutIntoLibrary:
			if e.Target == k && e.Subject == ability.SubjectTarget {
				return true
			}
		case ability.OpReturnToHand:
			if e.Target == k && e.Subject != ability.SubjectSelf {
				return true
			}
		}
	}
	return false
}

// publicNext returns the object id became by its next zone change, if it
// has made no other since and is in a public zone (CR 400.2).
func (g *Game) publicNext(id ObjectID) (int32, bool) {
	s, ok := g.nextObjectOf(id)
	if !ok {
		return 0, false
	}
	switch g.objects[s].zone {
	case zone.Battlefield, zone.Graveyard, zone.Exile:
		return s, true
	}
	return 0, false
}
