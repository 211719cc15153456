package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
)

// A card's own conditions on casting it: "Cast this spell only if ..."
// (CR 601.3), and an additional sacrifice cost that must be payable
// before casting starts (CR 601.2b, 117.3; Shrapnel Blast). The
// sacrifice itself is chosen once the spell is on the stack and its mana
// paid (CR 601.2h: costs are paid in any order), in a DecideSacrifice
// decision; the spell counts as cast only then (CR 601.2i).

// castRestriction explains why p can't cast the card d now for its own
// conditions, or returns nil.
func (g *Game) castRestriction(p PlayerID, d *card.Definition) error {
	if d.CastOnlyIf.Kind != ability.Always && !g.conditionHolds(p, -1, &d.CastOnlyIf) {
		return refuse(ErrNotAllowed, "601.3", "%s can be cast only if its condition holds", d.Name)
	}
	if d.AdditionalSacrifice != nil && !g.canSacrifice(p, -1, d.AdditionalSacrifice) {
		return refuseAlso(ErrCantPay, "601.2h", "117.3", "%s controls nothing to sacrifice for %s", g.playerName(p), d.Name)
	}
	return nil
}

// castRestricted is castRestriction's cheap form for option listing.
func (g *Game) castRestricted(p PlayerID, d *card.Definition) bool {
	if d.CastOnlyIf.Kind == ability.Always && d.AdditionalSacrifice == nil {
		return false
	}
	return g.castRestriction(p, d) != nil
}

// countSpellCast notes in the turn history that p cast a spell.
func (g *Game) countSpellCast(p PlayerID) {
	if n := &g.players[p].spellsCastThisTurn; *n < 255 {
		*n++
	}
	if g.condStatics > 0 {
		g.sbaDirty = true // a static's turn condition may hold now
	}
}

// castComplete finishes casting the spell on top of the stack once every
// cost is paid (CR 601.2i): the cast event, and the abilities that
// trigger on it.
func (g *Game) castComplete(p PlayerID) {
	it := g.stack.At(0)
	id := ObjectID(it.Source)
	d := g.objects[id.slot()].def
	if !g.noEvents {
		ev := Event{Kind: EventCast, Player: p, Object: id, Card: d, Amount: int(it.X)}
		ev.setTargets(it.TargetList())
		g.emit(ev)
	}
	if g.anyTriggers {
		// CR 601.2i: "whenever you cast" abilities trigger once it is cast.
		g.triggerBattlefield(p, ability.YouCastSpell, -1, id, 0)
		g.triggerSelf(int32(id.slot()), ability.CastThis, id, int(it.X)) // "When you cast this spell"
		g.triggerTargeted(it)
	}
}

// spellSacrifice returns the additional sacrifice cost of the spell on
// top of the stack, or nil.
func (g *Game) spellSacrifice(it *stack.Item) *ability.Group {
	slot := ObjectID(it.Source).slot()
	if slot < 0 || slot >= len(g.objects) {
		return nil
	}
	return g.objects[slot].def.AdditionalSacrifice
}
