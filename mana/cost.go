package mana

import "math"

// Cost is a mana cost: mana symbols in printed order (CR 202.1). Costs
// come from ParseCost and are immutable, so they may be shared freely.
//
// The zero Cost is the empty cost of an object with no mana cost, such as
// a land (CR 202.1b). It differs from {0}: its mana value is also 0
// (CR 202.3a) but it can never be paid (CR 117.6).
type Cost struct {
	symbols []Symbol
}

// String returns c as printed, symbol by symbol in the original order, so
// that ParseCost(s) gives back s for every valid s. The empty cost is "".
func (c Cost) String() string {
	if len(c.symbols) == 0 {
		return ""
	}
	b := make([]byte, 0, 4*len(c.symbols))
	for _, s := range c.symbols {
		b = appendSymbol(b, s)
	}
	return string(b)
}

// IsEmpty reports whether c has no mana symbols at all, as a land has
// none (CR 202.1b). {0} is not empty.
func (c Cost) IsEmpty() bool { return len(c.symbols) == 0 }

// Len returns the number of symbols in c.
func (c Cost) Len() int { return len(c.symbols) }

// Symbol returns the i-th symbol of c in printed order. For i out of
// range it returns the zero Symbol, whose Kind is NoSymbol, rather than
// panicking.
func (c Cost) Symbol(i int) Symbol {
	if i < 0 || i >= len(c.symbols) {
		return Symbol{}
	}
	return c.symbols[i]
}

// ManaValue returns the mana value (converted mana cost in the 2017
// rules) of c anywhere but on the stack: the total amount of mana in it,
// regardless of colour (CR 202.3), with X as 0 (CR 202.3d, 107.3f) and
// each hybrid symbol counting 1 (CR 202.3e). The empty cost has mana
// value 0 (CR 202.3a).
func (c Cost) ManaValue() int { return c.ManaValueWithX(0) }

// ManaValueWithX returns the mana value of c with X as x, as it is while
// the spell is on the stack (CR 202.3d). Every {X} takes the same value
// (CR 107.3h). A negative x counts as 0, since X cannot be chosen
// negative (CR 107.1b); a result too large for an int is capped at
// math.MaxInt.
func (c Cost) ManaValueWithX(x int) int {
	if x < 0 {
		x = 0
	}
	total := 0
	for _, s := range c.symbols {
		v := s.manaValue(x)
		if total > math.MaxInt-v {
			return math.MaxInt
		}
		total += v
	}
	return total
}

// Colors returns the colours of c's coloured and hybrid symbols, which
// are the colours of an object with this mana cost (CR 105.2, 202.2,
// 202.2d). {C} has no colour (CR 105.2c), so it is never included.
func (c Cost) Colors() ColorSet {
	var set ColorSet
	for _, s := range c.symbols {
		switch s.Kind {
		case Colored:
			set = set.With(s.Color)
		case Hybrid:
			set = set.With(s.Color).With(s.Alt)
		}
	}
	return set & AllColors
}

// HasX reports whether c contains {X}.
func (c Cost) HasX() bool {
	for _, s := range c.symbols {
		if s.Kind == Variable {
			return true
		}
	}
	return false
}

// Equal reports whether c and d are the same symbols in the same order.
// It compares the printed cost, so {2}{W} and {W}{2} differ, as do
// {1}{1} and {2}, though they cost the same to pay.
func (c Cost) Equal(d Cost) bool {
	if len(c.symbols) != len(d.symbols) {
		return false
	}
	for i := range c.symbols {
		if c.symbols[i] != d.symbols[i] {
			return false
		}
	}
	return true
}
