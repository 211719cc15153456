package game

import (
	"fmt"
	"math"
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// lastKnown is what a permanent was as it last existed on the
// battlefield: an ability of it that resolves after it left uses these
// values for "the number of counters on it" or "its power" (CR 608.2g,
// 112.7a). The game keeps one for each permanent with abilities that
// left the battlefield while any ability could still be waiting to
// resolve, and for a spell countered by a resolving spell or ability
// ("its controller loses 2 life"), and forgets them all once the stack
// is empty.
type lastKnown struct {
	id               ObjectID // its ID on the battlefield
	counters         [numCounterKinds]int16
	power, toughness int32
	// keywords and controller: damage it deals after it left still has
	// deathtouch or lifelink if it had them, and its controller gains the
	// life (CR 702.2e, 702.15c).
	keywords   ability.Keyword
	controller PlayerID
	// colors: protection and prevention look at the colours of damage's
	// source as it last existed (CR 702.16, 615).
	colors mana.ColorSet
	// attachedTo: what an Aura or Equipment was attached to, for its
	// abilities (and those it granted) that resolve after it left
	// (CR 112.7a, 608.2g).
	attachedTo ObjectID
	// chosen: what was chosen for it as it entered, for its abilities'
	// "of the chosen type" after it left (CR 608.2g).
	chosen uint16
	// types and subtypes: what it was, for triggers on its dying that
	// look back (CR 603.10a): "whenever an artifact creature dies".
	// subtypes is nil when they were its card's.
	types    ability.Type
	subtypes []string
}

// rememberLeaving records the last known information of the permanent in
// slot, about to leave the battlefield, when one of its abilities could
// need it: it has activated or triggered abilities, abilities are being
// granted, an ability of it is on the stack (one granted by an Aura
// that has left already, CR 112.7a), or a trigger on a creature dying
// may look back at it (CR 603.10a).
func (g *Game) rememberLeaving(slot int32) {
	if !g.mayNeedLastKnown(slot) {
		return
	}
	id := g.objects[slot].id(int(slot))
	for i := range g.preKnown {
		if g.preKnown[i].id == id {
			g.lastKnown = append(g.lastKnown, g.preKnown[i])
			return
		}
	}
	g.lastKnown = append(g.lastKnown, g.lastKnownNow(slot))
}

// mayNeedLastKnown reports whether an ability could ask for the last
// known information of the permanent in slot (see rememberLeaving).
func (g *Game) mayNeedLastKnown(slot int32) bool {
	o := &g.objects[slot]
	return len(o.def.Activated) > 0 || len(o.def.Triggered) > 0 || g.grants > 0 || g.sourceOnStack(o.id(int(slot))) ||
		g.resolvingTarget(o.id(int(slot))) || g.listening(ability.CreatureDies) || g.attachedListens(o.id(int(slot)))
}

// attachedListens reports whether an Aura or Equipment's ability may
// read id as it last existed ("enchanted creature's controller loses 2
// life"): a permanent with abilities is attached to it, was as it last
// existed, or an ability on the stack or waiting to be put there is
// about it (its event object), whose source may have left already.
func (g *Game) attachedListens(id ObjectID) bool {
	if g.attachables > 0 {
		for _, x := range g.battlefield {
			if o := &g.objects[x]; o.attachedTo == id && (len(o.def.Triggered) > 0 || len(o.def.Activated) > 0) {
				return true
			}
		}
	}
	for i := 0; i < g.stack.Len(); i++ {
		if ObjectID(g.stack.At(i).EventObject) == id {
			return true
		}
	}
	for i := range g.triggers {
		if g.triggers[i].eventObject == id {
			return true
		}
	}
	for i := range g.lastKnown {
		if g.lastKnown[i].attachedTo == id {
			return true // an Aura that left first, kept for its ability
		}
	}
	return false
}

// resolvingTarget reports whether id is a target of the item resolving
// now, whose later effects may ask for it as it last existed: "destroy
// target artifact; its controller loses 2 life" (CR 608.2g).
func (g *Game) resolvingTarget(id ObjectID) bool {
	if !g.res.active {
		return false
	}
	for _, t := range g.res.item.TargetList() {
		if !t.IsPlayer() && ObjectID(t.Object) == id {
			return true
		}
	}
	return false
}

// lastKnownNow is the permanent in slot as it is now.
func (g *Game) lastKnownNow(slot int32) lastKnown {
	o := &g.objects[slot]
	c := g.charsOf(slot)
	lk := lastKnown{id: o.id(int(slot)), counters: o.counters,
		power: int32(c.power), toughness: int32(c.toughness), keywords: g.keywords(slot), controller: o.controller,
		colors: g.colors(slot), attachedTo: o.attachedTo, chosen: o.chosen, types: g.types(slot)}
	if st := g.permanentSubtypes(slot, &c); !slices.Equal(st, o.def.Subtypes) {
		lk.subtypes = st
	}
	return lk
}

// hasSubtype reports whether the permanent as it last existed had
// subtype st.
func (lk *lastKnown) hasSubtype(def *card.Definition, st string) bool {
	if lk.subtypes == nil {
		return def.HasSubtype(st)
	}
	return slices.Contains(lk.subtypes, st)
}

// movesPermanents reports whether op moves the permanents it acts on
// off the battlefield at once (destroy, exile, bounce, sacrifice, put
// into a library), so that they leave in one event.
func movesPermanents(op ability.Op) bool {
	switch op {
	case ability.OpDestroy, ability.OpExile, ability.OpBounce, ability.OpSacrifice, ability.OpPutIntoLibrary:
		return true
	}
	return false
}

// snapshotLeaving takes, in an open batch of objects leaving together
// (beginLeaving), the last known information of the permanents in slots
// before any of them moves: each is as it was immediately before the
// event (CR 603.10a, 608.2g), its power or deathtouch not lost to
// another that left first. With one permanent there is nothing to lose.
func (g *Game) snapshotLeaving(slots []int32) {
	if len(slots) < 2 {
		return
	}
	for _, s := range slots {
		if g.objects[s].zone == zone.Battlefield && g.mayNeedLastKnown(s) {
			g.preKnown = append(g.preKnown, g.lastKnownNow(s))
		}
	}
}

// snapshotTargets takes, in an open batch, the last known information of
// the resolving item's target permanents before any of them moves (see
// snapshotLeaving).
func (g *Game) snapshotTargets() {
	var buf [stack.MaxTargets]int32
	slots := buf[:0]
	for _, t := range g.res.item.TargetList() {
		if t.IsPlayer() || t.Object == 0 {
			continue
		}
		if s, ok := g.lookup(ObjectID(t.Object)); ok && g.objects[s].zone == zone.Battlefield {
			slots = append(slots, s)
		}
	}
	g.snapshotLeaving(slots)
}

// sourceOnStack reports whether an item on the stack has source id, or
// is a granted triggered ability of the permanent id.
func (g *Game) sourceOnStack(id ObjectID) bool {
	for i := 0; i < g.stack.Len(); i++ {
		// A granted triggered ability names the permanent that grants
		// it; the permanent that has it is its source too (CR 112.7).
		if it := g.stack.At(i); ObjectID(it.Source) == id || it.Kind == stack.TriggeredAbility && g.abilityHost(it) == id {
			return true
		}
	}
	return false
}

// lastKnownOf returns the last known information of the permanent that
// had battlefield ID id, if the game still keeps it.
func (g *Game) lastKnownOf(id ObjectID) (*lastKnown, bool) {
	for i := range g.lastKnown {
		if g.lastKnown[i].id == id {
			return &g.lastKnown[i], true
		}
	}
	return nil, false
}

// forgetLeft drops the last known information once nothing on the stack
// can ask for it.
func (g *Game) forgetLeft() {
	if (len(g.lastKnown) > 0 || len(g.copies) > 0) && g.stack.IsEmpty() && len(g.triggers) == 0 && !g.res.active {
		g.lastKnown = g.lastKnown[:0]
		if len(g.copies) > 0 {
			g.forgetLeftCopies()
		}
	}
}

// sourceCounters returns the number of counters of kind k on the
// source src of the resolving item: on the permanent, or as it last
// existed if it left the battlefield (CR 608.2g), a dies trigger's
// source, now the card in the graveyard, too (CR 603.10a).
func (g *Game) sourceCounters(src ObjectID, k CounterKind) int {
	if s, ok := g.lookup(src); ok && g.objects[s].zone == zone.Battlefield {
		return int(g.objects[s].counters[k])
	}
	if lk, ok := g.lastKnownSource(src); ok {
		return int(lk.counters[k])
	}
	return 0
}

// saveLastKnown is a lastKnown in a save file.
type saveLastKnown struct {
	ID        uint32         `json:"id"`
	Counters  map[string]int `json:"counters,omitempty"`
	Power     int32          `json:"power"`
	Toughness int32          `json:"toughness"`
	Keywords  uint64         `json:"keywords,omitempty"`
	// Colors are its colours; saves made before they were kept have
	// none, and the card's are taken then.
	Colors *mana.ColorSet `json:"colors,omitempty"`
	// Controller is absent from saves made before it was kept: the
	// owner is taken then.
	Controller *int `json:"controller,omitempty"`
	// AttachedTo is what it was attached to, if anything.
	AttachedTo uint32 `json:"attachedTo,omitempty"`
	// Chosen is what was chosen for it as it entered, written as for
	// an object (a card name or a creature type), if anything.
	Chosen string `json:"chosen,omitempty"`
	// Types are its card types; saves made before they were kept have
	// none, and the card's are taken then.
	Types *uint16 `json:"types,omitempty"`
	// Subtypes are its subtypes where effects had changed its card's.
	Subtypes []string `json:"subtypes,omitempty"`
}

func (g *Game) saveLastKnown() []saveLastKnown {
	var out []saveLastKnown
	for i := range g.lastKnown {
		lk := &g.lastKnown[i]
		c, colors, types := int(lk.controller), lk.colors, uint16(lk.types)
		out = append(out, saveLastKnown{ID: uint32(lk.id), Counters: counterMap(&lk.counters),
			Power: lk.power, Toughness: lk.toughness, Keywords: uint64(lk.keywords), Controller: &c, Colors: &colors,
			AttachedTo: uint32(lk.attachedTo), Chosen: chosenOut(&object{def: g.objects[lk.id.slot()].def, chosen: lk.chosen}),
			Types: &types, Subtypes: lk.subtypes})
	}
	return out
}

func (l *loader) loadLastKnown(in []saveLastKnown) error {
	for i, s := range in {
		path := fmt.Sprintf("lastKnown[%d]", i)
		id, err := l.objectID(path+".id", s.ID, false)
		if err != nil {
			return err
		}
		lk := lastKnown{id: id, power: s.Power, toughness: s.Toughness, controller: l.g.objects[id.slot()].owner,
			colors: l.g.objects[id.slot()].def.Colors, types: l.g.objects[id.slot()].def.Types}
		if s.Colors != nil {
			lk.colors = *s.Colors
		}
		if s.Types != nil {
			const allCardTypes = ability.Artifact | ability.Creature | ability.Enchantment | ability.Instant | ability.Land |
				ability.Planeswalker | ability.Sorcery | ability.Tribal
			if ability.Type(*s.Types)&^allCardTypes != 0 {
				return badSave(path+".types", "%#x has bits of no card type", *s.Types)
			}
			lk.types = ability.Type(*s.Types)
		}
		for k, st := range s.Subtypes {
			if st == "" {
				return badSave(fmt.Sprintf("%s.subtypes[%d]", path, k), "an empty subtype")
			}
		}
		if s.Subtypes != nil {
			lk.subtypes = append([]string{}, s.Subtypes...)
		}
		if lk.counters, err = parseCounters(path+".counters", s.Counters); err != nil {
			return err
		}
		if o := &l.g.objects[id.slot()]; o.id(id.slot()) == id && o.inc < math.MaxUint16 {
			// Kept for a permanent as it leaves the battlefield, whose
			// ID then goes stale (CR 400.7): a current ID never left.
			return badSave(path+".id", "object %d is still in the %s as that object: no last known information is kept for it", s.ID, o.zone)
		}
		if lk.attachedTo, err = l.objectID(path+".attachedTo", s.AttachedTo, true); err != nil {
			return err
		}
		// Read as for a permanent of its card: what it chose as it was
		// on the battlefield.
		was := object{def: l.g.objects[id.slot()].def, zone: zone.Battlefield}
		if err := chosenIn(&was, s.Chosen); err != nil {
			return badSave(path+".chosen", "%v", err)
		}
		lk.chosen = was.chosen
		if s.Keywords > math.MaxUint32 {
			return badSave(path+".keywords", "%d is out of range", s.Keywords)
		}
		lk.keywords = ability.Keyword(s.Keywords)
		if s.Controller != nil {
			if *s.Controller < 0 || *s.Controller >= len(l.g.players) {
				return badSave(path+".controller", "%d is not a player", *s.Controller)
			}
			lk.controller = PlayerID(*s.Controller)
		}
		l.g.lastKnown = append(l.g.lastKnown, lk)
	}
	return nil
}

// sourceColors returns the colours of src, a source of damage: as it is
// on the battlefield or the stack, else as it last existed on the
// battlefield (a creature's ability that resolves after it died), else
// its card's.
func (g *Game) sourceColors(src ObjectID) mana.ColorSet {
	s, ok := g.lookup(src)
	if ok && (g.objects[s].zone == zone.Battlefield || g.objects[s].zone == zone.Stack) {
		return g.colors(s)
	}
	if lk, known := g.lastKnownSource(src); known {
		return lk.colors
	}
	if i := src.slot(); i >= 0 && i < len(g.objects) {
		return g.objects[i].def.Colors
	}
	return 0
}

// lastKnownSource returns what src, a source that left the battlefield,
// was there: by its battlefield ID, or, for the card it became (a dies
// trigger's source, in the graveyard now), by the ID before, unless the
// ability resolving was activated from the graveyard by that card.
func (g *Game) lastKnownSource(src ObjectID) (*lastKnown, bool) {
	if len(g.lastKnown) == 0 {
		return nil, false
	}
	if lk, ok := g.lastKnownOf(src); ok {
		return lk, true
	}
	// src names the card one zone after the battlefield (a dies
	// trigger's source is the card in the graveyard): its battlefield ID
	// came just before, even when the card has moved on since (CR 603.10a).
	// Not for an ability activated from the graveyard (Soul of
	// Shandalar's): it is the ability of the card there, a new object
	// that never was that permanent (CR 400.7), and is used as it last
	// existed in the graveyard (CR 112.7a, 608.2g).
	if g.res.active && g.res.item.Kind == stack.ActivatedAbility && ObjectID(g.res.item.Source) == src {
		return nil, false
	}
	if inc := src.inc(); inc > 0 && src.slot() >= 0 {
		return g.lastKnownOf(makeID(src.slot(), inc-1))
	}
	return nil, false
}
