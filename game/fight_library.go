package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// Fights and library moves of effects: fight (CR 701.11), a card put
// into its owner's library at a position, and "reveal until".

// fight has the creatures in slots a and b fight (CR 701.11a): each deals
// damage equal to its power to the other, at once, as noncombat damage
// (CR 701.11d). A creature that fights itself is dealt its power twice
// (CR 701.11c).
func (g *Game) fight(a, b int32) {
	pa, _ := g.powerToughness(a)
	pb, _ := g.powerToughness(b)
	ida, idb := g.idOf(a), g.idOf(b)
	g.dealDamage(ida, ObjectTarget(idb), pa, false)
	g.dealDamage(idb, ObjectTarget(ida), pb, false)
}

// putIntoLibrary puts the object in slot into its owner's library, pos-th
// from the top (1 the top; deeper than the library puts it on the bottom;
// CR 400.3 for the owner).
func (g *Game) putIntoLibrary(slot int32, pos int) {
	g.moveObject(slot, zone.Library)
	o := &g.objects[slot]
	lib := g.players[o.owner].library
	// The library's top is its end: move the card down pos-1 places.
	for i := len(lib) - 1; i > 0 && pos > 1; i, pos = i-1, pos-1 {
		lib[i], lib[i-1] = lib[i-1], lib[i]
	}
}

// revealUntil reveals cards from the top of p's library until one that
// matches f (types and "non-" supertypes), puts it onto the battlefield
// under p's control and the other revealed cards on the bottom of the
// library in a random order (from the game's seed). Without a match,
// every card was revealed and all of them go to the bottom in a random
// order.
func (g *Game) revealUntil(p PlayerID, f *ability.Filter) {
	lib := g.players[p].library
	found := int32(-1)
	i := len(lib) - 1
	for ; i >= 0; i-- {
		d := g.objects[lib[i]].def
		if (f.Types == 0 || d.Types&f.Types != 0) && d.Supertypes&f.NotSupertypes == 0 {
			found = lib[i]
			break
		}
	}
	// The revealed cards above the found one (all of them without one):
	// lib[i+1:], which stays where it is when the found card leaves.
	g.emitReveals(p, lib[max(i, 0):])
	if found >= 0 {
		g.enterBattlefield(found, p)
	}
	lib = g.players[p].library
	rest := len(lib) - i // the found card's place is now the first revealed one's
	if found < 0 {
		rest = len(lib)
	}
	if rest <= 0 {
		return
	}
	// Move the top rest cards to the bottom, then shuffle just them.
	moved := append([]int32(nil), lib[len(lib)-rest:]...)
	copy(lib[rest:], lib[:len(lib)-rest])
	copy(lib, moved)
	for j := rest - 1; j > 0; j-- {
		k := g.rng.IntN(j + 1)
		lib[j], lib[k] = lib[k], lib[j]
	}
	// Everyone saw them (CR 701.14) but not their new order, unless there
	// is only one.
	id := uint8(0)
	if rest > 1 {
		id = g.newGroup(p)
	}
	for _, s := range moved {
		o := &g.objects[s]
		o.known, o.placed, o.group = g.everyone(), 0, id
		if rest == 1 {
			o.placed = o.known
		}
	}
}
