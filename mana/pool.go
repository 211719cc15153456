package mana

import (
	"math"
	"strconv"
)

// Pool is a player's mana pool (CR 106.4): how much mana of each type it
// holds, indexed by Color with Colorless last. Its zero value is an empty
// pool, and Pools compare with ==.
//
// Each entry holds at most math.MaxUint16 mana; Add saturates there
// rather than wrapping, and nothing ever takes an entry below zero.
type Pool [NumTypes]uint16

// Add puts n mana of type c into the pool, saturating at
// math.MaxUint16. n <= 0, or c not a mana type, does nothing.
func (p *Pool) Add(c Color, n int) {
	if n <= 0 || c >= NumTypes {
		return
	}
	if n > math.MaxUint16-int(p[c]) {
		p[c] = math.MaxUint16
		return
	}
	p[c] += uint16(n)
}

// Remove takes n mana of type c out of the pool. If the pool holds less
// than n of c it returns a *PayError wrapping ErrInsufficient and changes
// nothing. n <= 0 does nothing.
func (p *Pool) Remove(c Color, n int) error {
	if n <= 0 {
		return nil
	}
	if c >= NumTypes || n > int(p[c]) {
		return &PayError{Op: "remove", Need: strconv.Itoa(n) + " " + typeSymbol(c).String(), Pool: *p, Err: ErrInsufficient}
	}
	p[c] -= uint16(n)
	return nil
}

// Amount returns how much mana of type c the pool holds; 0 if c is not a
// mana type.
func (p Pool) Amount(c Color) int {
	if c >= NumTypes {
		return 0
	}
	return int(p[c])
}

// Total returns the amount of mana in the pool, of all types.
func (p Pool) Total() int {
	n := 0
	for _, v := range p {
		n += int(v)
	}
	return n
}

// IsEmpty reports whether the pool holds no mana.
func (p Pool) IsEmpty() bool { return p == Pool{} }

// Empty removes all mana from the pool, as happens at the end of every
// step and phase (CR 500.4, 106.4).
func (p *Pool) Empty() { *p = Pool{} }

// String returns the pool as mana symbols, one per mana, in WUBRG order
// then colourless: "{R}{R}{G}" or "{W}{C}{C}". An empty pool is "".
// ParsePool reads this form back.
func (p Pool) String() string {
	b := make([]byte, 0, 3*p.Total())
	for c := Color(0); c < NumTypes; c++ {
		for range p[c] {
			b = append(b, '{', c.Letter(), '}')
		}
	}
	return string(b)
}

// ParsePool parses a pool written as a sequence of {W} {U} {B} {R} {G}
// and {C} symbols in any order, such as "{B}{B}" or "{G}{C}{G}"; "" is
// the empty pool. It is meant for test scripts ("expect pool Alice
// {B}{B}"). Other symbols are not mana and are rejected with a
// *ParseError wrapping ErrSyntax, as is more than math.MaxUint16 of one
// type.
func ParsePool(s string) (Pool, error) {
	var p Pool
	for i := 0; i < len(s); {
		sym, next, perr := scanSymbol(s, i, "pool")
		if perr != nil {
			return Pool{}, perr
		}
		if sym.Kind != Colored && sym.Kind != ColorlessSymbol {
			return Pool{}, &ParseError{Input: s, Offset: i, What: "pool",
				Msg: sym.Kind.String() + " symbol " + strconv.Quote(s[i:next]) + " is not a type of mana; use {W} {U} {B} {R} {G} or {C}"}
		}
		if p[sym.Color] == math.MaxUint16 {
			return Pool{}, &ParseError{Input: s, Offset: i, What: "pool",
				Msg: "more than " + strconv.Itoa(math.MaxUint16) + " " + s[i:next]}
		}
		p[sym.Color]++
		i = next
	}
	return p, nil
}
