package mana

import "math"

// maxIncrease is more mana than any Pool holds.
const maxIncrease = NumTypes * math.MaxUint16

// PlusGeneric returns c with n more generic mana: the cost after an
// increase such as "costs {3} more" (CR 601.2f). The result prints the
// increase as one generic symbol after c's symbols ({1}{R} plus 3 is
// {1}{R}{3}); its mana value is c's plus n. n <= 0 gives c itself. An
// increase of the empty cost is {n}: something that costs more has a
// cost to pay. The empty cost is read here as a cost with no mana part
// (an ability's {T}, taxed by Oppressive Rays), not as the unpayable cost
// of CR 117.6a: a caller with an unpayable cost keeps it unpayable itself. Amounts above 255 are split over several symbols. An
// increase beyond what any pool can hold (NumTypes × 65,535 mana) is
// taken as that much: the cost can't be paid either way, and the result
// stays small.
func (c Cost) PlusGeneric(n int) Cost {
	if n <= 0 {
		return c
	}
	n = min(n, maxIncrease)
	out := Cost{symbols: make([]Symbol, len(c.symbols), len(c.symbols)+1+n/255)}
	copy(out.symbols, c.symbols)
	for n > 0 {
		k := min(n, 255)
		out.symbols = append(out.symbols, Symbol{Kind: Generic, Amount: uint8(k)})
		n -= k
	}
	return out
}

// Without returns c without its i-th symbol (0-based, as Symbol counts):
// what is left to pay once that symbol is paid some other way, such as by
// mana made apart from the rest of a payment. A cost left with no symbol
// is {0}, which is paid with no mana (CR 117.7), not the empty cost a
// land has. An index out of range gives c itself.
func (c Cost) Without(i int) Cost {
	if i < 0 || i >= len(c.symbols) {
		return c
	}
	if len(c.symbols) == 1 {
		return Cost{symbols: []Symbol{{Kind: Generic}}}
	}
	out := Cost{symbols: make([]Symbol, 0, len(c.symbols)-1)}
	out.symbols = append(out.symbols, c.symbols[:i]...)
	out.symbols = append(out.symbols, c.symbols[i+1:]...)
	return out
}
