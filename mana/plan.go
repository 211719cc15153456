package mana

import (
	"math"
	"math/bits"
)

// NoMana marks, in the result of Plan, a unit that the payment does not
// use. It is not a mana type.
const NoMana Color = 255

// planned marks a unit chosen for the payment while Plan runs, before
// it is given the type it pays as.
const planned Color = 254

// Unit is one mana a payment may use: mana already in the pool, or one
// mana an untapped source could produce.
type Unit struct {
	// Types is the set of mana types this unit can be. Mana in a pool or
	// a basic land has exactly one; a dual land has two; a unit with no
	// types can pay nothing.
	Types ColorSet
	// Rank is a preference, lower spent first: for example 0 for mana
	// already in the pool, 1 for a source without side effects, 2 for a
	// source with one (a painland's damage). It is small so that a
	// payment's list of units stays small to clear and copy.
	Rank int8
}

// Plan decides how units pay c with X = x, without changing anything. out
// must have len(units) entries. On success Plan sets out[i] to the mana
// type unit i pays as, or NoMana if unit i is not used, and returns true.
// It returns false, with every entry of out NoMana, if the units cannot
// pay c, if x < 0, if c is the empty cost (CR 117.6), or if len(out) !=
// len(units) (out is then untouched).
//
// Plan finds a payment whenever one exists, whatever the order of units.
// Of the sets of units that can pay, it uses one of least total Rank:
// units are considered in order of (Rank, index) and each is used if the
// units already chosen and it can still all be matched to the cost's
// symbols. The sets of units that can be matched form a transversal
// matroid, on which this greedy choice is optimal. Ties go to lower
// indices, so the result is deterministic.
//
// A unit that can be several types pays as the type its symbol needs; for
// generic mana it pays as colourless if it can (a painland's painless
// {C}), otherwise as its first type in WUBRG order. Which unit pays which
// symbol is not chosen to make the most colourless: among units of one
// Rank the earlier ones take the coloured symbols first, so a caller that
// wants a painland's {C} spent on generic mana gives its coloured use a
// higher Rank, or plans again (the game's automatic payment does both).
//
// Plan does not allocate. Its time is linear in len(units) times the
// number of distinct ranks plus a small constant per unit, whatever the
// size of the cost; more than math.MaxInt32 units gives false.
func (c Cost) Plan(x int, units []Unit, out []Color) bool {
	if len(out) != len(units) {
		return false
	}
	for i := range out {
		out[i] = NoMana
	}
	d, err := c.demandOf(x)
	if err != nil || d.total > len(units) || len(units) > math.MaxInt32 {
		return false
	}
	if d.total == 0 {
		return true
	}
	if singleTypes(units) && !d.hybrid() {
		return planSingle(&d, units, out)
	}
	return planMatch(&d, units, out)
}

// planMatch is Plan's general case: the matcher decides, unit by unit in
// (Rank, index) order, whether the units chosen so far and the next one
// can all be matched to the cost's symbols.
func planMatch(d *demand, units []Unit, out []Color) bool {
	var m matcher
	m.need = d.need
	for k, n := range d.need {
		if n > 0 {
			m.active |= 1 << k
		}
	}
	placed := 0
	// Visit units in (Rank, index) order without sorting: pass over the
	// units once per distinct rank, lowest first.
	rank, ok := nextRank(units, math.MinInt8, true)
	for ok && placed < d.total {
		for i := range units {
			if units[i].Rank == rank && m.add(maskOf(units[i].Types)) {
				out[i] = planned
				placed++
				if placed == d.total {
					break
				}
			}
		}
		rank, ok = nextRank(units, rank, false)
	}
	if placed < d.total {
		return unplanned(out)
	}
	// Same-type units are interchangeable, so the matcher keeps only
	// counts per class and type set; hand them out to the chosen units.
	for i := range out {
		if out[i] == planned {
			out[i] = m.take(maskOf(units[i].Types))
		}
	}
	return true
}

// singleTypes reports whether every unit makes at most one type.
func singleTypes(units []Unit) bool {
	for _, u := range units {
		if t := maskOf(u.Types); t&(t-1) != 0 {
			return false
		}
	}
	return true
}

// hybrid reports whether the demand has a hybrid symbol.
func (d *demand) hybrid() bool {
	for k := classHybrid; k < classGeneric; k++ {
		if d.need[k] > 0 {
			return true
		}
	}
	return false
}

// planSingle is Plan when every unit makes one type (or none) and the
// cost has no hybrid symbol: the same greedy choice in (Rank, index)
// order, by counting. A unit of type c can be added to the chosen ones
// while fewer units of c are chosen than the cost's symbols of c, or
// else while the generic part still has room for one more unit beyond
// its type's symbols. Each chosen unit pays as its type.
func planSingle(d *demand, units []Unit, out []Color) bool {
	var used [NumTypes]int
	generic := d.need[classGeneric]
	placed := 0
	rank, ok := nextRank(units, math.MinInt8, true)
	for ok && placed < d.total {
		for i := range units {
			t := maskOf(units[i].Types)
			if units[i].Rank != rank || t == 0 {
				continue
			}
			c := Color(bits.TrailingZeros8(t))
			switch {
			case used[c] < d.need[c]:
				used[c]++
			case generic > 0:
				generic--
			default:
				continue
			}
			out[i] = c
			if placed++; placed == d.total {
				break
			}
		}
		rank, ok = nextRank(units, rank, false)
	}
	if placed < d.total {
		return unplanned(out)
	}
	return true
}

// unplanned marks every unit unused, for a cost the units cannot pay, and
// returns false.
func unplanned(out []Color) bool {
	for i := range out {
		out[i] = NoMana
	}
	return false
}

// maskOf returns the mana types of s as a bit set, dropping bits that are
// not mana types.
func maskOf(s ColorSet) uint8 { return uint8(s & AllTypes) }

// nextRank returns the least Rank among units that is greater than after,
// or the least of all if first.
func nextRank(units []Unit, after int8, first bool) (int8, bool) {
	var best int8
	found := false
	for _, u := range units {
		if (first || u.Rank > after) && (!found || u.Rank < best) {
			best, found = u.Rank, true
		}
	}
	return best, found
}

// classCompat holds, per class, the set of type masks (as bit m of the
// uint64, for each of the 64 masks m) that share a type with the class:
// the units of mask m could pay it.
var classCompat = func() (t [numClasses]uint64) {
	for k := range t {
		for m := 1; m < 1<<NumTypes; m++ {
			if uint8(m)&uint8(classAccept[k]) != 0 {
				t[k] |= 1 << m
			}
		}
	}
	return t
}()

// maskClasses holds, per type mask, the set of classes (bit k for class
// k) that a unit of that mask could pay.
var maskClasses = func() (t [1 << NumTypes]uint32) {
	for m := range t {
		for k := range numClasses {
			if uint8(m)&uint8(classAccept[k]) != 0 {
				t[m] |= 1 << k
			}
		}
	}
	return t
}()

// matcher is a matching of chosen units to a cost's demand classes.
// Units with the same type mask are interchangeable, so it records only
// how many units of each mask each class holds; then an augmenting path
// is a path between the at most 17 classes, found by a tiny search.
type matcher struct {
	need    [numClasses]int
	used    [numClasses]int
	count   [numClasses][1 << NumTypes]int32
	present [numClasses]uint64    // masks with a nonzero count, per class
	holders [1 << NumTypes]uint32 // classes with a nonzero count, per mask
	active  uint32                // classes with a nonzero need
	full    uint32                // active classes whose need is met
}

// add matches one more unit of the given mask if the matching can be
// rearranged to make room for it, and reports whether it did. It searches
// breadth first from the classes the unit could pay: a class with room
// ends the search; a full class leads on to every class that some unit
// matched to it could pay instead.
func (m *matcher) add(mask uint8) bool {
	seeds := m.active & maskClasses[mask&(1<<NumTypes-1)]
	if room := seeds &^ m.full; room != 0 {
		// The common case: no unit needs to move.
		k := bits.TrailingZeros32(room)
		m.fill(k)
		m.inc(k, mask)
		return true
	}
	var (
		parent [numClasses]int8  // class a unit moves here from; -1 for the new unit
		via    [numClasses]uint8 // mask of the unit that moves
		queue  [numClasses]uint8
		n      int
	)
	visited := seeds
	for s := seeds; s != 0; s &= s - 1 {
		k := bits.TrailingZeros32(s)
		parent[k] = -1
		queue[n] = uint8(k)
		n++
	}
	for head := 0; head < n; head++ {
		k := int(queue[head])
		for s := m.active &^ visited; s != 0; s &= s - 1 {
			k2 := bits.TrailingZeros32(s)
			common := m.present[k] & classCompat[k2]
			if common == 0 {
				continue
			}
			visited |= 1 << k2
			parent[k2] = int8(k)
			via[k2] = uint8(bits.TrailingZeros64(common))
			if m.full&(1<<k2) == 0 {
				m.augment(k2, mask, &parent, &via)
				return true
			}
			queue[n] = uint8(k2)
			n++
		}
	}
	return false
}

// fill counts one more unit matched to class k.
func (m *matcher) fill(k int) {
	m.used[k]++
	if m.used[k] == m.need[k] {
		m.full |= 1 << k
	}
}

// augment applies the path found by add, ending at class k, which has
// room: each unit along the path moves one class on, and the new unit,
// of the given mask, takes the first class.
func (m *matcher) augment(k int, mask uint8, parent *[numClasses]int8, via *[numClasses]uint8) {
	m.fill(k)
	for parent[k] >= 0 {
		p, mv := int(parent[k]), via[k]
		m.inc(k, mv)
		m.dec(p, mv)
		k = p
	}
	m.inc(k, mask)
}

// inc records one more unit of the given mask in class k.
func (m *matcher) inc(k int, mask uint8) {
	m.count[k][mask]++
	m.present[k] |= 1 << mask
	m.holders[mask] |= 1 << k
}

// dec records one unit fewer of the given mask in class k.
func (m *matcher) dec(k int, mask uint8) {
	m.count[k][mask]--
	if m.count[k][mask] == 0 {
		m.present[k] &^= 1 << mask
		m.holders[mask] &^= 1 << k
	}
}

// take removes one unit of the given mask from the lowest class holding
// one and returns the type it pays as there.
func (m *matcher) take(mask uint8) Color {
	h := m.holders[mask]
	if h == 0 {
		return NoMana // unreachable: every chosen unit is matched
	}
	k := bits.TrailingZeros32(h)
	m.dec(k, mask)
	can := mask & uint8(classAccept[k])
	if k == classGeneric && can&(1<<Colorless) != 0 {
		return Colorless
	}
	return Color(bits.TrailingZeros8(can))
}
