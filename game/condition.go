package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// conditionHolds reports whether condition c of the object in src holds
// for its controller p (CR 604.2, 602.5b).
func (g *Game) conditionHolds(p PlayerID, src int32, c *ability.Condition) bool {
	switch c.Kind {
	case ability.YouControl:
		return g.anyInGroup(p, true, src, &c.Group)
	case ability.YouControlNone:
		return !g.anyInGroup(p, true, src, &c.Group)
	case ability.NoneOnBattlefield:
		return !g.anyInGroup(p, false, src, &c.Group)
	case ability.OpponentOwnsCardInExile:
		for _, x := range g.exile {
			// A token (or a copy of a card) is not a card (CR 110.5,
			// 706.12), while it waits to cease to exist.
			if !g.objects[x].token && g.opponents(g.objects[x].owner, p) {
				return true
			}
		}
		return false
	case ability.YouLostLifeLastTurn:
		return g.players[p].lostLifeLastTurn
	case ability.OpponentLostLifeLastTurn:
		// An opponent is a player in the game: one who left is no
		// longer anyone's opponent (CR 102.3, 800.4a).
		for q := range g.players {
			if g.opponents(PlayerID(q), p) && g.players[q].lostLifeLastTurn && !g.players[q].lost {
				return true
			}
		}
		return false
	case ability.LifeBelowStarting:
		return g.conditionLife(p) < g.players[p].startingLife
	case ability.ControlEachGreatestPower:
		return g.controlsEachGreatestPower(p)
	case ability.NoLoyaltyActivatedThisTurn:
		return !g.players[p].loyaltyActivatedThisTurn
	case ability.YouCastAnotherSpellThisTurn:
		return g.players[p].spellsCastThisTurn > 0
	}
	return true
}

// anyInGroup reports whether a battlefield permanent in gr exists:
// controlled by p if mine is set, else by anyone the group's Side allows
// (seen from p, the condition's controller). It reads types without
// statics (layer 4 effects only), which keeps conditions free of loops
// through the statics they govern.
func (g *Game) anyInGroup(p PlayerID, mine bool, src int32, gr *ability.Group) bool {
	types := gr.Types
	if types == 0 {
		types = ability.Creature
	}
	side := gr.Side
	if mine {
		side = ability.YourSide
	}
	for _, x := range g.battlefield {
		o := &g.objects[x]
		switch {
		case gr.Other && x == src, o.zone != zone.Battlefield:
		case side == ability.YourSide && o.controller != p,
			side == ability.OpponentSide && !g.opponents(o.controller, p),
			side == ability.NotYourSide && o.controller == p:
		case g.types(x)&types == 0, gr.NotTypes != 0 && g.types(x)&gr.NotTypes != 0:
		case gr.Subtype != "" && !g.hasSubtype(x, gr.Subtype):
		case gr.Colors != 0 && g.colors(x)&gr.Colors == 0:
		case gr.NotColors != 0 && g.colors(x)&gr.NotColors != 0:
		default:
			return true
		}
	}
	return false
}

// effectCondition checks an effect's "if" for the resolving item, as the
// effect is reached (CR 608.2c).
func (g *Game) effectCondition(c *ability.Condition) bool {
	it := &g.res.item
	if c.Kind == ability.EventCardHasSubtype {
		// The card as it last existed (CR 608.2g): its definition, which
		// the object keeps in the zones it goes to afterwards, so its
		// slot answers even when the card moved on (CR 400.7).
		s := ObjectID(it.EventObject).slot()
		return s >= 0 && s < len(g.objects) && g.objects[s].def.HasSubtype(c.Subtype)
	}
	if c.Kind == ability.YouCastAnotherSpellThisTurn && (it.Kind == stack.Spell || g.resolvingCastTrigger()) {
		// The resolving spell, or the spell whose casting triggered the
		// resolving ability, was cast this turn by its controller, and it
		// is no other spell (CR 601.2i, 608.2c).
		return g.players[it.Controller].spellsCastThisTurn > 1
	}
	return g.conditionHolds(PlayerID(it.Controller), g.resolvingSource(), c)
}

// resolvingCastTrigger reports whether the resolving item is a triggered
// ability of "whenever you cast a spell" or "when you cast this spell",
// whose spell its controller cast this turn.
func (g *Game) resolvingCastTrigger() bool {
	it := &g.res.item
	if it.Kind != stack.TriggeredAbility {
		return false
	}
	d := g.objects[ObjectID(it.Source).slot()].def
	if len(g.copies) > 0 {
		d = g.triggerSourceDef(ObjectID(it.Source))
	}
	if int(it.Ability) >= len(d.Triggered) {
		return false
	}
	ev := d.Triggered[it.Ability].Event
	return ev == ability.YouCastSpell || ev == ability.CastThis
}

// conditionLife is p's life total as a condition reads it: while damage
// dealt at once is being dealt, the total before that event, since the
// whole event happens at once (CR 510.2, 611.3a) and what applies to it
// sees the game before it.
func (g *Game) conditionLife(p PlayerID) int {
	if g.batching {
		return g.batchLife[p]
	}
	return g.players[p].life
}
