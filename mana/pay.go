package mana

import "strconv"

// spendOrder is the order in which a pool's mana is preferred for
// payment: colourless first, since only generic and {C} costs can use it,
// then the colours in WUBRG order. The order is fixed so that payment is
// deterministic; it decides which mana stays in the pool when a generic
// or hybrid symbol could take several types.
var spendOrder = [NumTypes]Color{Colorless, White, Blue, Black, Red, Green}

// CanPay reports whether the pool holds enough mana to pay c with X = x,
// in any order of spending: Pay(c, x) succeeds exactly when CanPay does.
// It is false for x < 0 and for the empty cost (CR 117.6).
func (p Pool) CanPay(c Cost, x int) bool {
	_, ok := p.Payment(c, x)
	return ok
}

// Payment returns the mana Pay(c, x) would remove from the pool, and
// whether the pool can pay at all, without changing the pool: the empty
// pool when it can't, as Pay then removes nothing. It finds a
// payment whenever one exists, however the mana was added. Among the
// payments that exist it spends as much colourless mana as possible, then
// as much white, then blue, black, red and green (spendOrder), which makes
// it deterministic.
func (p Pool) Payment(c Cost, x int) (Pool, bool) {
	d, err := c.demandOf(x)
	if err != nil {
		return Pool{}, false
	}
	spent, ok := p.spendFor(&d)
	if !ok {
		return Pool{}, false // Pay removes nothing then
	}
	return spent, true
}

// Pay removes from the pool exactly the mana Payment(c, x) reports,
// paying c with X = x (CR 601.2h, 117.3a). If the pool cannot pay, Pay
// returns a *PayError wrapping ErrInsufficient (or ErrUnpayable for the
// empty cost, ErrNegativeX for x < 0) and leaves the pool unchanged:
// partial payments are not allowed (CR 601.2h).
func (p *Pool) Pay(c Cost, x int) error {
	d, err := c.demandOf(x)
	if err == nil {
		spent, ok := p.spendFor(&d)
		if ok {
			for t := range p {
				p[t] -= spent[t]
			}
			return nil
		}
		err = ErrInsufficient
	}
	need := "the empty cost"
	if !c.IsEmpty() {
		need = c.String()
		if c.HasX() {
			need += " with X=" + strconv.Itoa(x)
		}
	}
	return &PayError{Op: "pay", Need: need, Pool: *p, Err: err}
}

// spendFor chooses the mana to pay d from p, if p can pay it.
//
// Paying is a matching of mana to the cost's demand. Mana of one type is
// interchangeable, so by Hall's theorem a set holding a[t] of each type t
// can all be matched to the demand exactly when, for every set T of types,
// a(T) is at most the demand that some type in T could pay. The sets that
// can be matched form a transversal matroid, so adding mana greedily, as
// much of each type as Hall still allows, in spendOrder, gives a payment
// whenever one exists and prefers earlier types exactly.
//
// Generic mana takes every type, so types that no other symbol takes
// (the "other" types) are alike: each Hall condition is worst with all of
// them in T. Only the subsets of the relevant types, those some coloured,
// {C} or hybrid symbol takes, need checking: a(T) + a(other) <= generic
// + (the rest of the demand some type in T could pay). That is at most 64
// subsets and usually two or four; and it works on counts, so any amount
// of mana or X costs the same.
func (p *Pool) spendFor(d *demand) (Pool, bool) {
	if d.total > p.Total() {
		return Pool{}, false
	}
	hybrid := false
	for _, n := range d.need[classHybrid:classGeneric] {
		hybrid = hybrid || n > 0
	}
	if !hybrid {
		return p.spendSimple(d)
	}
	const all = 1<<NumTypes - 1 // masking indices lets the compiler drop bounds checks
	var has, rel uint8          // types present in p; those of them some non-generic symbol takes
	for t, n := range p {
		if n > 0 {
			has |= 1 << t
		}
	}
	for k, n := range d.need[:classGeneric] {
		if n > 0 {
			rel |= uint8(classAccept[k])
		}
	}
	rel &= has
	// capR[T] is what the types T, with all the other types, could pay.
	var capR, used [1 << NumTypes]int
	for T := rel; ; T = (T - 1) & rel {
		capR[T&all] = d.need[classGeneric]
		if T == 0 {
			break
		}
	}
	for k, n := range d.need[:classGeneric] {
		acc := uint8(classAccept[k]) & rel
		if n == 0 || acc == 0 {
			continue
		}
		for T := rel; T != 0; T = (T - 1) & rel {
			if T&acc != 0 {
				capR[T&all] += n
			}
		}
	}
	var spent Pool
	got, usedOther := 0, 0
	for _, t := range spendOrder {
		bit := uint8(1) << t
		if has&bit == 0 {
			continue
		}
		// A relevant type is limited by the subsets holding it; an other
		// type by every subset, since it joins each of them.
		k := int(p[t])
		for T := rel; ; T = (T - 1) & rel {
			if rel&bit == 0 || T&bit != 0 {
				k = min(k, capR[T&all]-used[T&all]-usedOther)
			}
			if T == 0 {
				break
			}
		}
		if k <= 0 {
			continue
		}
		spent[t] = uint16(k)
		got += k
		if rel&bit == 0 {
			usedOther += k
			continue
		}
		for T := rel; T != 0; T = (T - 1) & rel {
			if T&bit != 0 {
				used[T&all] += k
			}
		}
	}
	return spent, got == d.total
}

// spendSimple is spendFor for a demand with no hybrid symbols, the common
// case, where no search is needed: each coloured or {C} symbol takes its
// own type, and generic mana takes what is left in spendOrder. That is
// the payment spendFor's greedy would choose.
func (p *Pool) spendSimple(d *demand) (Pool, bool) {
	var spent Pool
	for t := range NumTypes {
		if d.need[t] > int(p[t]) {
			return Pool{}, false
		}
		spent[t] = uint16(d.need[t])
	}
	g := d.need[classGeneric]
	for _, t := range spendOrder {
		k := min(g, int(p[t]-spent[t]))
		spent[t] += uint16(k)
		g -= k
	}
	return spent, g == 0
}
