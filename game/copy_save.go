package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// saveCopy is one permanent that is a copy (see copy.go): the card whose
// values it copies and the cards whose exceptions apply, in order.
type saveCopy struct {
	Object    uint32   `json:"object"`
	Base      string   `json:"base"`
	BaseToken bool     `json:"baseToken,omitempty"`
	With      []string `json:"with"`
	// Left: the permanent has left the battlefield (see copyRecord).
	Left bool `json:"left,omitempty"`
}

// savedCardName is the card a save names for the object in slot: its own
// card, not the one it copies.
func (g *Game) savedCardName(slot int32) string {
	o := object{def: g.printedDef(slot), token: g.objects[slot].token}
	return objectCardName(&o)
}

func (g *Game) saveCopies() []saveCopy {
	var out []saveCopy
	for _, c := range g.copies {
		sc := saveCopy{Object: uint32(c.id), Base: c.base.Name, BaseToken: c.baseToken, Left: c.left}
		if c.baseToken {
			sc.Base = card.TokenKey(c.base)
		}
		for _, w := range c.with {
			sc.With = append(sc.With, w.Name)
		}
		out = append(out, sc)
	}
	return out
}

// copies restores the copy records and the copies' definitions; the
// objects hold their own cards until now.
func (l *loader) copies() error {
	g := l.g
	for i := range l.f.Copies {
		sc := &l.f.Copies[i]
		path := fmt.Sprintf("copies[%d]", i)
		id, err := l.objectID(path+".object", sc.Object, false)
		if err != nil {
			return err
		}
		s := int32(id.slot())
		if !sc.Left {
			if s, err = l.currentID(path+".object", sc.Object); err != nil {
				return err
			}
			if g.objects[s].zone != zone.Battlefield || g.copyOf(id) != nil {
				return badSave(path+".object", "a copy is a permanent on the battlefield, listed once")
			}
		} else if g.sourceDef(id) != g.objects[s].def {
			return badSave(path+".object", "a copy that left is listed once")
		}
		rec := copyRecord{id: id, printed: g.objects[s].def, baseToken: sc.BaseToken, left: sc.Left}
		if rec.base, err = l.card(sc.Base, sc.BaseToken); err != nil {
			return &SaveError{Path: path + ".base", Msg: fmt.Sprintf("unknown card %q", sc.Base), Err: err}
		}
		if len(sc.With) == 0 || sc.With[len(sc.With)-1] != rec.printed.Name {
			return badSave(path+".with", "the last exception must be the permanent's own card %q", rec.printed.Name)
		}
		for k, name := range sc.With {
			w, err := l.card(name, false)
			if err != nil || !copiesOnEntering(w) {
				return badSave(fmt.Sprintf("%s.with[%d]", path, k), "%q is not a card that enters as a copy", name)
			}
			rec.with = append(rec.with, w)
		}
		if !rec.left {
			g.objects[s].def = copyDefinition(rec.base, rec.with)
			g.charsChanged()
			g.bfGen++
		}
		g.copies = append(g.copies, rec)
	}
	return nil
}

// copiesOnEntering reports whether d may enter as a copy (OpChooseCopy).
func copiesOnEntering(d *card.Definition) bool {
	for i := range d.Spell.Effects {
		if d.Spell.Effects[i].Op == ability.OpChooseCopy {
			return true
		}
	}
	return false
}
