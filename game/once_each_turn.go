package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
)

// "Activate this ability only once each turn" restricts one ability of
// one object (CR 602.5b): another such ability of the same permanent is
// not restricted by it, nor is an identically worded ability the
// permanent acquired from another object (CR 602.5c). Each activation of
// such an ability this turn is one onceUse; the list empties as a turn
// begins. A permanent that changed zones is a new object (CR 400.7), and
// its new ID matches none of the old uses.

// onceUse is an "only once each turn" ability activated this turn: the
// ability of source at index (as the stack names it: negative for a
// granted one) acquired from grantor (0 for its own).
type onceUse struct {
	source, grantor ObjectID
	index           int8
}

// onceKey returns the index and grantor that name ability ab of the
// permanent in slot, which action a activates (a.Ability counts the
// non-mana abilities, own then granted, as abilityAt does).
func (g *Game) onceKey(slot int32, a *Action, ab *ability.Activated) (int8, ObjectID) {
	d := g.objects[slot].def
	for i := range d.Activated {
		if &d.Activated[i] == ab {
			return int8(i), 0
		}
	}
	if gab, idx, grantor, ok := g.abilityAt(slot, a.Ability); ok && gab == ab {
		return idx, grantor
	}
	return 0, 0
}

// usedOnce reports whether ability ab of the permanent in slot, which
// says "only once each turn", was activated this turn.
func (g *Game) usedOnce(slot int32, a *Action, ab *ability.Activated) bool {
	if len(g.onceUsed) == 0 {
		return false
	}
	idx, grantor := g.onceKey(slot, a, ab)
	return g.findOnce(g.idOf(slot), idx, grantor)
}

// findOnce reports whether the ability named by source, index and
// grantor is in this turn's list.
func (g *Game) findOnce(source ObjectID, index int8, grantor ObjectID) bool {
	for _, u := range g.onceUsed {
		if u.source == source && u.index == index && u.grantor == grantor {
			return true
		}
	}
	return false
}

// saveOnceUse is a onceUse in a save.
type saveOnceUse struct {
	Object  uint32 `json:"object"`
	Ability int    `json:"ability"`
	Grantor uint32 `json:"grantor,omitempty"`
}

// saveOnceUsed returns this turn's list for a save.
func (g *Game) saveOnceUsed() []saveOnceUse {
	var out []saveOnceUse
	for _, u := range g.onceUsed {
		out = append(out, saveOnceUse{Object: uint32(u.source), Ability: int(u.index), Grantor: uint32(u.grantor)})
	}
	return out
}

// onceUsedIn reads the list of a save: each entry names a permanent on
// the battlefield and one of its "only once each turn" abilities, its
// own or granted by the permanent Grantor names. A save of an earlier
// version marks the permanent instead (objects[].onceTurn): all of its
// own such abilities count as activated this turn.
func (l *loader) onceUsedIn() error {
	g := l.g
	stamp := g.turnStamp()
	for s := range l.f.Objects {
		switch t := l.f.Objects[s].OnceTurn; {
		case t > int(stamp):
			return badSave(fmt.Sprintf("objects[%d].onceTurn", s), "a turn after this one (%d, this turn %d)", t, stamp)
		case t == int(stamp) && t != 0 && s < len(g.objects):
			for i := range g.objects[s].def.Activated {
				if g.objects[s].def.Activated[i].OncePerTurn {
					g.onceUsed = append(g.onceUsed, onceUse{source: g.idOf(int32(s)), index: int8(i)})
				}
			}
		}
	}
	for i, u := range l.f.OnceUsed {
		path := fmt.Sprintf("onceUsed[%d]", i)
		id, err := l.objectID(path+".object", u.Object, false)
		if err != nil {
			return err
		}
		gr, err := l.objectID(path+".grantor", u.Grantor, true)
		if err != nil {
			return err
		}
		if u.Ability < -128 || u.Ability > 127 {
			return badSave(path+".ability", "%d is out of range -128..127", u.Ability)
		}
		if (u.Ability < 0) != (gr != 0) {
			return badSave(path+".grantor", "a granted ability (a negative index) names its grantor, and only a granted one")
		}
		ab := g.activatedOf(uint32(id), int8(u.Ability), uint32(gr))
		if ab == nil || !ab.OncePerTurn {
			return badSave(path+".ability", "%d names no \"activate only once each turn\" ability of object %d (CR 602.5b)", u.Ability, u.Object)
		}
		if g.findOnce(id, int8(u.Ability), gr) {
			return badSave(path, "listed twice")
		}
		g.onceUsed = append(g.onceUsed, onceUse{source: id, index: int8(u.Ability), grantor: gr})
	}
	return nil
}
