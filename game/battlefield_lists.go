package game

import (
	"fmt"
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
)

// battlefieldLists are the permanents on the battlefield that option
// listing looks at, in battlefield order. Every move onto or off the
// battlefield, every change of a permanent's card (a copy effect
// beginning or ending, CR 707) and every change of control starts a new
// bfGen; the lists follow moves (bfMoved) and are made again after the
// other changes. The mana sources and the permanents with abilities are
// listed by controller too (own), so that a player's payment and listing
// walk only their own.
//
// Without effects that give permanents mana abilities (land types added,
// CR 305.6) or activated abilities, a permanent's card decides whether it
// can make mana or has a non-mana ability, so the lists leave out the
// rest of the battlefield: most permanents have neither, or only one.
// Without effects that add card types (layer 4), a permanent's card
// decides whether it is a creature or a planeswalker too, which combat
// and state-based actions look for. VerifyCaches compares the lists with
// lists made again (verifyLists), and listings of priority options,
// attacks and blocks made with the lists and with full scans (see
// verifyBounds: noBounds turns them off); state-based actions skip only
// permanents that creatureSBA would pass over.
type battlefieldLists struct {
	// gen is the bfGen the lists hold, plus one (0: none).
	gen uint64
	// of holds the lists by kind, in battlefield order.
	of [numListKinds][]int32
	// own holds each player's part of the manaSources and withAbilities
	// lists, in the same order.
	own [MaxPlayers][numOwnKinds][]int32
	// statics holds the permanents whose card has static abilities: the
	// walks that look for one kind of static (granted abilities, added
	// types and land types, protection) read only these, since most
	// permanents have none and no effect gives a permanent statics.
	statics []int32
	// triggers holds the permanents whose card has triggered abilities
	// (its own, or ones it grants): the walks that look for abilities
	// that trigger on an event read only these. A card decides it, as for
	// statics.
	triggers []int32
	// withTaxers: the lists were made while some static taxed
	// (g.taxGrants > 0), so of[taxers] is filled; without any, taxOf
	// never looks.
	withTaxers bool
}

// listKind names a battlefield list.
type listKind uint8

// The battlefield lists.
const (
	// manaSources: permanents whose card has a simple or restricted mana
	// ability, or one that sacrifices it (payment_sacrifice.go).
	manaSources listKind = iota
	// withAbilities: permanents whose card has a non-mana activated
	// ability.
	withAbilities
	// bodies: creature and planeswalker cards.
	bodies
	// taxers: permanents whose card has a static that taxes activations,
	// attacks or blocks (taxOf reads only cards' statics, so this list
	// misses nothing), filled only while some static taxes.
	taxers
	numListKinds
)

// numOwnKinds: the kinds listed by controller too (battlefieldLists.own)
// are the first ones.
const numOwnKinds = withAbilities + 1

// candidates returns the permanents that may be of kind k: its list, or
// the whole battlefield while effects can make other permanents of that
// kind (listsMiss), while the bounds are off (VerifyCaches), or before g
// keeps scratch (see keptPlans).
func (g *Game) candidates(k listKind) []int32 {
	if g.noBounds || g.listsMiss(k) {
		return g.battlefield
	}
	if p := g.plans; p != nil && p.lists.gen == g.bfGen+1 {
		return p.lists.of[k]
	}
	if l := g.makeLists(); l != nil {
		return l.of[k]
	}
	return g.battlefield
}

// candidatesOf returns the permanents controlled by p that may be of
// kind k (manaSources or withAbilities), in battlefield order, or the
// whole battlefield when candidates would: callers still check the
// controller.
func (g *Game) candidatesOf(k listKind, p PlayerID) []int32 {
	if g.noBounds || g.listsMiss(k) {
		return g.battlefield
	}
	if l := g.plans; l != nil && l.lists.gen == g.bfGen+1 {
		return l.lists.own[p][k]
	}
	if l := g.makeLists(); l != nil {
		return l.own[p][k]
	}
	return g.battlefield
}

// staticHolders returns the permanents whose card has static abilities,
// in battlefield order: the lists' statics, or the whole battlefield
// when cardLists has no lists. A permanent without statics adds nothing
// to a walk of the battlefield's statics.
func (g *Game) staticHolders() []int32 {
	if l := g.cardLists(); l != nil {
		return l.statics
	}
	return g.battlefield
}

// triggerHolders returns the permanents whose card has triggered
// abilities, in battlefield order: the lists' triggers, or the whole
// battlefield when cardLists has no lists.
func (g *Game) triggerHolders() []int32 {
	if l := g.cardLists(); l != nil {
		return l.triggers
	}
	return g.battlefield
}

// cardLists returns the battlefield lists of this bfGen, made again when
// needed, or nil while the bounds are off (VerifyCaches' full scans) or
// before g keeps scratch: the walks read the whole battlefield then.
func (g *Game) cardLists() *battlefieldLists {
	if g.noBounds {
		return nil
	}
	if p := g.plans; p != nil && p.lists.gen == g.bfGen+1 {
		return &p.lists
	}
	return g.makeLists()
}

// listsMiss reports whether effects may make permanents of kind k that
// the list, made from cards, leaves out: land types added (their mana
// abilities, CR 305.6), abilities granted, card types added (layer 4).
func (g *Game) listsMiss(k listKind) bool {
	switch k {
	case manaSources:
		return g.landStatics > 0
	case withAbilities:
		return g.grants > 0
	case taxers:
		// Lists made while nothing taxed left the taxers out.
		p := g.plans
		return p != nil && p.lists.gen == g.bfGen+1 && !p.lists.withTaxers
	}
	return g.typeGrants > 0
}

// makeLists makes g's battlefield lists again, or returns nil when g
// keeps no scratch yet (see keptPlans).
func (g *Game) makeLists() *battlefieldLists {
	scratch := g.keptPlans()
	if scratch == nil {
		return nil
	}
	l := &scratch.lists
	if n := len(g.battlefield); cap(l.of[0]) < n {
		// One allocation for all, each with room for the whole
		// battlefield.
		n = max(n+n/2, 16)
		buf := make([]int32, (int(numListKinds)+2+MaxPlayers*int(numOwnKinds))*n)
		for k := range l.of {
			l.of[k] = buf[k*n : k*n : (k+1)*n]
		}
		buf = buf[int(numListKinds)*n:]
		l.statics, buf = buf[:0:n], buf[n:]
		l.triggers, buf = buf[:0:n], buf[n:]
		for p := range l.own {
			for k := range l.own[p] {
				i := p*int(numOwnKinds) + k
				l.own[p][k] = buf[i*n : i*n : (i+1)*n]
			}
		}
	}
	for k := range l.of {
		l.of[k] = l.of[k][:0]
	}
	l.statics, l.triggers = l.statics[:0], l.triggers[:0]
	for p := range l.own {
		for k := range l.own[p] {
			l.own[p][k] = l.own[p][k][:0]
		}
	}
	l.withTaxers = g.taxGrants > 0
	for _, s := range g.battlefield {
		l.add(g, s)
	}
	l.gen = g.bfGen + 1
	return l
}

// add appends the permanent in slot to the lists it belongs on, as the
// last permanent of the battlefield.
func (l *battlefieldLists) add(g *Game, s int32) {
	o := &g.objects[s]
	d, own := o.def, &l.own[o.controller]
	if t, _ := d.SimpleMana(); t != 0 {
		l.of[manaSources] = append(l.of[manaSources], s)
		own[manaSources] = append(own[manaSources], s)
	} else if t, _ := d.RestrictedMana(); t != 0 || sacrificeManaAbility(d) != nil {
		l.of[manaSources] = append(l.of[manaSources], s)
		own[manaSources] = append(own[manaSources], s)
	}
	if d.HasNonManaAbility() {
		l.of[withAbilities] = append(l.of[withAbilities], s)
		own[withAbilities] = append(own[withAbilities], s)
	}
	if d.Types&(ability.Creature|ability.Planeswalker) != 0 {
		l.of[bodies] = append(l.of[bodies], s)
	}
	if len(d.Statics) != 0 {
		l.statics = append(l.statics, s)
		if l.withTaxers && taxes(d.Statics) {
			l.of[taxers] = append(l.of[taxers], s)
		}
	}
	if len(d.Triggered) != 0 {
		l.triggers = append(l.triggers, s)
	}
}

// remove takes the permanent in slot, controlled by p and of card d, off
// the lists.
func (l *battlefieldLists) remove(s int32, p PlayerID, d *card.Definition) {
	for k := range l.of {
		l.of[k] = without(l.of[k], s)
	}
	if len(d.Statics) != 0 {
		l.statics = without(l.statics, s)
	}
	if len(d.Triggered) != 0 {
		l.triggers = without(l.triggers, s)
	}
	for k := range l.own[p] {
		l.own[p][k] = without(l.own[p][k], s)
	}
}

// without removes s from list, keeping the order.
func without(list []int32, s int32) []int32 {
	for i := len(list) - 1; i >= 0; i-- {
		if list[i] == s {
			return append(list[:i], list[i+1:]...)
		}
	}
	return list
}

// The battlefield moves that bfMoved follows.
const (
	bfEntered = iota // the permanent was appended to the battlefield
	bfLeft           // the permanent was taken off the battlefield
	bfOther          // a change the lists don't hold (the moved object's zone set)
)

// bfMoved starts a new bfGen for a move of the permanent in slot onto or
// off the battlefield, and carries valid lists over to it, with the
// permanent added or taken off: entering permanents go last on the
// battlefield, and leaving ones keep the others' order. Changes the
// lists can't follow (a change of control, a copy effect's card) start a
// new bfGen alone, and the lists are made again when next needed.
func (g *Game) bfMoved(slot int32, how int) {
	l := g.plans
	valid := l != nil && l.lists.gen == g.bfGen+1
	g.bfGen++
	if !valid {
		return
	}
	switch how {
	case bfEntered:
		l.lists.add(g, slot)
	case bfLeft:
		o := &g.objects[slot]
		l.lists.remove(slot, o.controller, o.def)
	}
	l.lists.gen = g.bfGen + 1
}

// verifyLists checks that g's battlefield lists, while valid, hold what
// lists made now would: moves onto and off the battlefield update them
// (bfMoved), and any other change must start a new bfGen.
func (g *Game) verifyLists() error {
	l := g.plans
	if l == nil || l.lists.gen != g.bfGen+1 {
		return nil
	}
	kept := &l.lists
	fresh := battlefieldLists{withTaxers: kept.withTaxers}
	for _, s := range g.battlefield {
		fresh.add(g, s)
	}
	for k := range fresh.of {
		if !slices.Equal(fresh.of[k], kept.of[k]) {
			return fmt.Errorf("game: battlefield lists: list %d holds %v, but %v now", k, kept.of[k], fresh.of[k])
		}
	}
	if !slices.Equal(fresh.statics, kept.statics) {
		return fmt.Errorf("game: battlefield lists: the list of statics holds %v, but %v now", kept.statics, fresh.statics)
	}
	if !slices.Equal(fresh.triggers, kept.triggers) {
		return fmt.Errorf("game: battlefield lists: the list of triggered abilities holds %v, but %v now", kept.triggers, fresh.triggers)
	}
	// The lists made again come from add, as the kept ones did: what
	// belongs on the lists of statics and triggered abilities is checked
	// against the cards themselves.
	for _, s := range g.battlefield {
		d := g.objects[s].def
		if slices.Contains(kept.statics, s) != (len(d.Statics) != 0) {
			return fmt.Errorf("game: battlefield lists: %s (slot %d) has %d statics, yet is on the list of statics: %v", d.Name, s, len(d.Statics), slices.Contains(kept.statics, s))
		}
		if slices.Contains(kept.triggers, s) != (len(d.Triggered) != 0) {
			return fmt.Errorf("game: battlefield lists: %s (slot %d) has %d triggered abilities, yet is on the list of them: %v", d.Name, s, len(d.Triggered), slices.Contains(kept.triggers, s))
		}
	}
	for p := range g.players {
		for k := range fresh.own[p] {
			if !slices.Equal(fresh.own[p][k], kept.own[p][k]) {
				return fmt.Errorf("game: battlefield lists: %s's list %d holds %v, but %v now", g.playerName(PlayerID(p)), k, kept.own[p][k], fresh.own[p][k])
			}
		}
	}
	return nil
}
