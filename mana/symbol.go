package mana

import "strconv"

// SymbolKind says which kind of mana symbol (CR 107.4) a Symbol is.
type SymbolKind uint8

// The kinds of mana symbol a cost can hold. The zero kind, NoSymbol, is
// not a symbol: it marks the zero Symbol, returned for an index out of
// range, so that it cannot be mistaken for {0}.
const (
	// NoSymbol marks the zero Symbol; no parsed cost contains it.
	NoSymbol SymbolKind = iota
	// Generic is a numerical symbol such as {0} or {2}, payable with any
	// type of mana (CR 107.4b).
	Generic
	// Colored is one of {W} {U} {B} {R} {G}, payable only with mana of
	// its colour (CR 107.4a).
	Colored
	// Hybrid is a two-colour hybrid symbol such as {G/W}, payable with
	// mana of either colour (CR 107.4e).
	Hybrid
	// Variable is {X}, generic mana whose amount the player chooses
	// (CR 107.3, 107.4b).
	Variable
	// ColorlessSymbol is {C}, payable only with colourless mana
	// (CR 107.4c). It is not generic mana.
	ColorlessSymbol
)

var kindNames = [...]string{"NoSymbol", "Generic", "Colored", "Hybrid", "Variable", "ColorlessSymbol"}

// String returns the name of k, such as "Hybrid".
func (k SymbolKind) String() string {
	if int(k) >= len(kindNames) {
		return "SymbolKind(" + strconv.Itoa(int(k)) + ")"
	}
	return kindNames[k]
}

// Symbol is one mana symbol of a cost. Only the fields its Kind uses are
// set; the others are zero, so Symbols compare with ==.
type Symbol struct {
	// Kind is the kind of symbol.
	Kind SymbolKind
	// Amount is the number of a Generic symbol, 0 to 255.
	Amount uint8
	// Color is the colour of a Colored symbol, the first half of a Hybrid
	// one, or Colorless for a ColorlessSymbol: the mana type it needs.
	Color Color
	// Alt is the second half of a Hybrid symbol.
	Alt Color
}

// String returns s as printed: "{2}", "{R}", "{G/W}", "{X}" or "{C}",
// and "{?}" for anything that is not a valid symbol (a hybrid of one
// colour, or of two in an order CR 107.4 never prints, such as {W/G}),
// so that what String prints ParseCost reads.
func (s Symbol) String() string {
	return string(appendSymbol(make([]byte, 0, 5), s))
}

// appendSymbol appends the printed form of s to b, so that Cost.String
// builds its whole result in one buffer.
func appendSymbol(b []byte, s Symbol) []byte {
	switch s.Kind {
	case Generic:
		b = append(b, '{')
		b = strconv.AppendUint(b, uint64(s.Amount), 10)
		return append(b, '}')
	case Colored:
		if s.Color < NumColors {
			return append(b, '{', s.Color.Letter(), '}')
		}
	case Hybrid:
		if s.Color < NumColors && s.Alt < NumColors && canonicalHybrid(s.Color, s.Alt) {
			return append(b, '{', s.Color.Letter(), '/', s.Alt.Letter(), '}')
		}
	case Variable:
		return append(b, "{X}"...)
	case ColorlessSymbol:
		return append(b, "{C}"...)
	}
	return append(b, "{?}"...)
}

// manaValue is what s adds to a mana value with X = x: the amount of a
// generic symbol, x for {X} (CR 202.3d), and 1 for the others, a hybrid
// counting its largest half (CR 202.3e).
func (s Symbol) manaValue(x int) int {
	switch s.Kind {
	case Generic:
		return int(s.Amount)
	case Variable:
		return x
	case Colored, Hybrid, ColorlessSymbol:
		return 1
	}
	return 0
}

// typeSymbol returns the symbol of one mana of type c: {W} to {G}, or
// {C} for Colorless.
func typeSymbol(c Color) Symbol {
	if c == Colorless {
		return Symbol{Kind: ColorlessSymbol, Color: Colorless}
	}
	return Symbol{Kind: Colored, Color: c}
}
