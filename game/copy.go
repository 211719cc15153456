package game

import (
	"sync"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// Permanents that entered as copies (CR 706): "You may have CARDNAME
// enter the battlefield as a copy of a creature you control, except ...".
// The copy's definition is built from the copied permanent's copiable
// values (its definition: effects, counters and status are not copied,
// CR 706.2) and the exception's abilities (CR 706.9a). A copy of a copy
// copies the first copy's values, exception included (CR 706.9a). The
// object keeps the copy definition until it leaves the battlefield; the
// game lists the copies so that a save can name the card underneath.

// copyRecord is one permanent that is a copy.
type copyRecord struct {
	// id is the permanent's battlefield ID.
	id ObjectID
	// printed is its own card; base is the card whose values it copies
	// at the root of the chain, and with the cards whose exceptions
	// apply, in order.
	printed, base *card.Definition
	with          []*card.Definition
	// baseToken: base is a token's definition.
	baseToken bool
	// left: the permanent has left the battlefield and has its own card
	// again; the record stays while its abilities may still be on the
	// stack or waiting to be put there (see sourceDef).
	left bool
}

// copyCandidatesEnter lists the creatures the controller of the
// resolving spell may have it enter as a copy of.
func (g *Game) copyCandidatesEnter(buf []int32) []int32 {
	p := PlayerID(g.res.item.Controller)
	for _, s := range g.battlefield {
		if g.objects[s].controller == p && g.isCreature(s) {
			buf = append(buf, s)
		}
	}
	return buf
}

// startChooseCopy runs OpChooseCopy: with a creature to copy, the
// controller chooses one or none (DecideChooseCard, Object 0 for none).
func (g *Game) startChooseCopy() bool {
	var buf [16]int32
	if len(g.copyCandidatesEnter(buf[:0])) == 0 {
		return false
	}
	g.res.next-- // the answer continues at this effect
	g.pending = Decision{Kind: DecideChooseCard, Player: PlayerID(g.res.item.Controller)}
	return true
}

// choosingCopy reports whether the pending DecideChooseCard chooses what
// a permanent spell enters as a copy of.
func (g *Game) choosingCopy() bool {
	if s := ObjectID(g.res.item.Source).slot(); !g.res.active || s < 0 || s >= len(g.objects) {
		return false
	}
	_, effects := g.effectsOf(&g.res.item)
	return g.res.next < len(effects) && effects[g.res.next].Op == ability.OpChooseCopy
}

// answerChooseCopy answers DecideChooseCard for OpChooseCopy: Object is
// a creature the player controls, or 0 to enter as itself.
func (g *Game) answerChooseCopy(a Action) error {
	if a.Object != 0 {
		s, ok := g.lookup(a.Object)
		if !ok || g.objects[s].zone != zone.Battlefield || g.objects[s].controller != a.Player || !g.isCreature(s) {
			return copyChoiceRefused()
		}
	}
	g.pending = Decision{}
	g.res.copyEnter = a.Object
	g.res.next++
	g.runEffects()
	return nil
}

// copyDefinition builds the definition of a copy of base with the
// exceptions of the cards in with (CR 706.9a).
func copyDefinition(base *card.Definition, with []*card.Definition) *card.Definition {
	d := base
	for _, w := range with {
		key := copyKey{d, w}
		if c, ok := copyDefs.Load(key); ok {
			d = c.(*card.Definition)
			continue
		}
		c, _ := copyDefs.LoadOrStore(key, card.CopyOf(d, w.CopyExtra))
		d = c.(*card.Definition)
	}
	return d
}

// copyKey names the definition of a copy of base with with's exception.
type copyKey struct{ base, with *card.Definition }

// copyDefs holds every copy definition made, so that the same copy has
// the same definition in every game, clone and loaded save. Definitions
// never change; there are few (cards times copy cards).
var copyDefs sync.Map

// copyOf returns the copy record of the permanent id, or nil.
func (g *Game) copyOf(id ObjectID) *copyRecord {
	for i := range g.copies {
		if g.copies[i].id == id && !g.copies[i].left {
			return &g.copies[i]
		}
	}
	return nil
}

// sourceDef returns the definition of the source id of an ability on the
// stack or waiting to be put there: a copy's, even after the copy left
// the battlefield, since the ability exists independently of its source
// (CR 112.7a).
func (g *Game) sourceDef(id ObjectID) *card.Definition {
	for i := range g.copies {
		if c := &g.copies[i]; c.left && c.id == id {
			return copyDefinition(c.base, c.with)
		}
	}
	return g.objects[id.slot()].def
}

// diedAs returns the definition the card in slot, just put into a
// graveyard from the battlefield, had there: a copy's "when this dies"
// abilities trigger (CR 603.10a).
func (g *Game) diedAs(slot int32) *card.Definition {
	if len(g.copies) > 0 {
		return g.triggerSourceDef(g.idOf(slot))
	}
	return g.objects[slot].def
}

// triggerSourceDef is sourceDef for a triggered ability, whose source may
// also be named by its ID in the graveyard it went to from the
// battlefield as a copy (a "when this dies" ability, CR 603.10a).
func (g *Game) triggerSourceDef(id ObjectID) *card.Definition {
	for i := range g.copies {
		if c := &g.copies[i]; c.left && (c.id == id || c.id.slot() == id.slot() && c.id.inc()+1 == id.inc()) {
			return copyDefinition(c.base, c.with)
		}
	}
	return g.objects[id.slot()].def
}

// forgetLeftCopies drops the records of copies that left once no ability
// can need them: a delayed ability the copy's "when this dies" ability
// created still reads the copy's definition (CR 603.7c).
func (g *Game) forgetLeftCopies() {
	kept := g.copies[:0]
	for _, c := range g.copies {
		if !c.left || g.delayedFrom(c.id) {
			kept = append(kept, c)
		}
	}
	g.copies = kept
}

// delayedFrom reports whether a delayed ability waits whose source is
// the card that had battlefield ID id, now in the graveyard it went to.
func (g *Game) delayedFrom(id ObjectID) bool {
	for _, d := range g.delayed {
		if d.source == id || d.source.slot() == id.slot() && d.source.inc() == id.inc()+1 {
			return true
		}
	}
	return false
}

// endCopy gives an object that was a copy its own card back as it leaves
// the battlefield (CR 400.7: it becomes a new object); oldID is its
// battlefield ID. The caller has already uncounted it.
func (g *Game) endCopy(slot int32, oldID ObjectID) {
	for i := range g.copies {
		if g.copies[i].id == oldID && !g.copies[i].left {
			g.objects[slot].def = g.copies[i].printed
			g.charsChanged()
			g.bfGen++
			g.copies[i].left = true
			return
		}
	}
}

// printedDef returns the card of the object in slot: its own, under a
// copy effect.
func (g *Game) printedDef(slot int32) *card.Definition {
	if len(g.copies) > 0 {
		if r := g.copyOf(g.idOf(slot)); r != nil {
			return r.printed
		}
	}
	return g.objects[slot].def
}

// prepareCopy makes the permanent spell in slot, about to enter the
// battlefield, a copy of the creature its controller chose (CR 706.2),
// and returns the record to complete with its battlefield ID, or nil.
// A chosen creature that is gone by now is not copied.
func (g *Game) prepareCopy(slot int32) *copyRecord {
	id := g.res.copyEnter
	g.res.copyEnter = 0
	src, ok := g.lookup(id)
	if id == 0 || !ok || g.objects[src].zone != zone.Battlefield {
		return nil
	}
	o := &g.objects[slot]
	rec := &copyRecord{printed: o.def, base: g.objects[src].def, baseToken: g.objects[src].token}
	if from := g.copyOf(id); from != nil {
		rec.base, rec.baseToken = from.base, from.baseToken
		rec.with = append(rec.with, from.with...)
	}
	rec.with = append(rec.with, o.def)
	o.def = copyDefinition(rec.base, rec.with) // on the stack: nothing counts it yet
	g.charsChanged()
	g.bfGen++
	if len(o.def.Triggered) > 0 {
		g.anyTriggers = true
	}
	return rec
}

// copyEnterChoices lists the answers to DecideChooseCard for
// OpChooseCopy: none, then each creature to copy.
func (g *Game) copyEnterChoices(buf []Action, p PlayerID) []Action {
	buf = append(buf, Action{Kind: ActChoose, Player: p})
	var tmp [16]int32
	for _, s := range g.copyCandidatesEnter(tmp[:0]) {
		buf = append(buf, Action{Kind: ActChoose, Player: p, Object: g.idOf(s)})
	}
	return buf
}

// copyChoiceRefused refuses a creature Mercurial Pretender can't enter as
// a copy of: the copy effect (CR 706.2) is a replacement of how it
// enters (614.1c, 614.12), and the card names the creatures it may copy.
func copyChoiceRefused() error {
	return refuseAlso(ErrNotAllowed, "706.2", "614.12, 614.1c", "choose a creature you control to copy, or none")
}
