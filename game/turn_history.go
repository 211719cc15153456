package game

import (
	"math"

	"github.com/spellstack/spellstack/ability"
)

// damageRecord is one entry of this turn's damage history: source dealt
// damage to the creature victim (both as the objects they were then).
type damageRecord struct {
	source, victim ObjectID
}

// saveDamageRecord is a damageRecord in a save file.
type saveDamageRecord struct {
	Source uint32 `json:"source"`
	Victim uint32 `json:"victim"`
}

// recordDamage notes that src dealt damage to the permanent in slot, when
// some card in the game has triggered abilities: an ability that asks
// about the creatures a permanent dealt damage to this turn may be
// granted to it, or gained by a copy, after the damage, and a
// planeswalker dealt damage may become a creature before it dies
// (CR 603.2, the trigger condition is checked when the creature dies).
// Games without triggered abilities record nothing.
func (g *Game) recordDamage(src ObjectID, slot int32) {
	if !g.anyTriggers {
		return
	}
	victim := g.idOf(slot)
	if !g.damagedBy(src, victim) {
		g.damageHistory = append(g.damageHistory, damageRecord{source: src, victim: victim})
	}
}

// damagedBy reports whether src dealt damage to victim this turn.
func (g *Game) damagedBy(src, victim ObjectID) bool {
	for _, r := range g.damageHistory {
		if r.source == src && r.victim == victim {
			return true
		}
	}
	return false
}

// loyaltyActivationLeft reports whether the permanent in slot may
// activate a loyalty ability now as far as CR 606.3 goes: once each
// turn, and, if it is a planeswalker, once more for each of its
// controller's effects this turn that allow it (The Chain Veil's "for
// each planeswalker you control"). The count of uses stops at 255, so
// 255 activations a turn are the most (the bonus stops there too:
// without this bound, a bonus of 255 would allow any number).
func (g *Game) loyaltyActivationLeft(slot int32) bool {
	o := &g.objects[slot]
	if o.loyaltyUses == 0 {
		return true
	}
	return o.loyaltyUses <= g.players[o.controller].loyaltyBonus && o.loyaltyUses < math.MaxUint8 &&
		g.types(slot)&ability.Planeswalker != 0
}
