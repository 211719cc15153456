package mana

import (
	"strconv"
	"strings"
)

// ParseCost parses a mana cost written as mana symbols (CR 107.4), such
// as "{2}{W}{W}", "{X}{R}", "{G/W}{G/W}{G/W}" or "{0}". The empty string
// is the empty cost of a card with no mana cost (CR 202.1b), which is
// distinct from "{0}".
//
// Accepted symbols: numbers {0} to {255} without leading zeros; {W} {U}
// {B} {R} {G}; {C}; {X}; and the ten two-colour hybrid symbols written as
// CR 107.4 prints them ({W/U} {W/B} {U/B} {U/R} {B/R} {B/G} {R/G} {R/W}
// {G/W} {G/U}). Letters must be upper case and no whitespace is allowed,
// so every cost has exactly one spelling and String gives it back.
// Monocolored hybrid {2/W}, Phyrexian {W/P} and snow {S} symbols are not
// supported and are rejected.
//
// A malformed cost gives a *ParseError, wrapping ErrSyntax, with the byte
// offset of the problem.
func ParseCost(s string) (Cost, error) {
	if s == "" {
		return Cost{}, nil
	}
	// Every symbol opens with '{', so this bounds the symbol count and
	// lets the cost be built with a single allocation.
	syms := make([]Symbol, 0, strings.Count(s, "{"))
	for i := 0; i < len(s); {
		sym, next, perr := scanSymbol(s, i, "cost")
		if perr != nil {
			return Cost{}, perr
		}
		syms = append(syms, sym)
		i = next
	}
	return Cost{symbols: syms}, nil
}

// MustParseCost is like ParseCost but panics if s is malformed. It is
// meant only for costs written as constants in card data, where a bad
// cost is a programming error; never pass it text from outside.
func MustParseCost(s string) Cost {
	c, err := ParseCost(s)
	if err != nil {
		panic(err)
	}
	return c
}

// scanSymbol reads the symbol starting at s[i] and returns it with the
// offset just past it. what is "cost" or "pool", for the error. Errors
// about a stray byte point at that byte; errors about a symbol as a whole
// point at its '{'.
func scanSymbol(s string, i int, what string) (Symbol, int, *ParseError) {
	fail := func(off int, msg string) (Symbol, int, *ParseError) {
		return Symbol{}, 0, &ParseError{Input: s, Offset: off, Msg: msg, What: what}
	}
	if isSpace(s[i]) {
		return fail(i, "whitespace is not allowed")
	}
	if s[i] != '{' {
		return fail(i, "unexpected "+strconv.Quote(s[i:i+1])+" outside a symbol")
	}
	j := i + 1
	for ; j < len(s) && s[j] != '}'; j++ {
		if s[j] == '{' {
			break
		}
		if isSpace(s[j]) {
			return fail(j, "whitespace is not allowed")
		}
	}
	if j == len(s) || s[j] != '}' {
		return fail(i, "unterminated symbol "+quoteShort(s[i:j]))
	}
	sym, msg := symbolOf(s[i+1 : j])
	if msg != "" {
		return fail(i, msg)
	}
	return sym, j + 1, nil
}

// symbolOf interprets the text between a symbol's braces. It returns a
// message saying what is wrong if the text is not a supported symbol.
func symbolOf(t string) (Symbol, string) {
	if up := strings.ToUpper(t); up != t {
		// Suggest the upper-case spelling only when that is valid.
		if _, msg := upperSymbolOf(up); msg == "" {
			return Symbol{}, "lower-case symbol " + strconv.Quote(t) + ": write " + strconv.Quote(up)
		}
		return Symbol{}, "unknown symbol " + quoteShort(t)
	}
	return upperSymbolOf(t)
}

// upperSymbolOf is symbolOf for text with no lower-case letters.
func upperSymbolOf(t string) (Symbol, string) {
	switch {
	case t == "":
		return Symbol{}, "empty symbol {}"
	case isDigit(t[0]):
		return genericOf(t)
	case len(t) == 1:
		return letterSymbol(t)
	case len(t) == 3 && t[1] == '/':
		return hybridOf(t)
	}
	return Symbol{}, "unknown symbol " + quoteShort(t)
}

// genericOf parses the number of a generic symbol such as {12}.
func genericOf(t string) (Symbol, string) {
	if len(t) == 3 && t[1] == '/' {
		return Symbol{}, "monocolored hybrid symbol " + strconv.Quote(t) + " is not supported"
	}
	n := 0
	for k := 0; k < len(t); k++ {
		if !isDigit(t[k]) {
			return Symbol{}, "unknown symbol " + quoteShort(t)
		}
		// Stop accumulating once past the limit so a long run of digits
		// cannot overflow.
		if n <= 255 {
			n = n*10 + int(t[k]-'0')
		}
	}
	if len(t) > 1 && t[0] == '0' {
		return Symbol{}, "leading zero in generic symbol " + quoteShort(t)
	}
	if n > 255 {
		return Symbol{}, "generic symbol " + quoteShort(t) + " exceeds 255"
	}
	return Symbol{Kind: Generic, Amount: uint8(n)}, ""
}

// letterSymbol interprets a one-byte symbol t.
func letterSymbol(t string) (Symbol, string) {
	switch t {
	case "X":
		return Symbol{Kind: Variable}, ""
	case "C":
		return Symbol{Kind: ColorlessSymbol, Color: Colorless}, ""
	case "S":
		return Symbol{}, "snow symbol {S} is not supported"
	}
	c, ok := ColorFromLetter(t[0])
	if !ok {
		return Symbol{}, "unknown symbol " + strconv.Quote(t)
	}
	return Symbol{Kind: Colored, Color: c}, ""
}

// hybridOf interprets a three-byte symbol "A/B". Only the ten two-colour
// hybrids, in the order CR 107.4 prints them, are accepted; each has a
// single spelling so that Equal can compare symbols field by field.
func hybridOf(t string) (Symbol, string) {
	if t[2] == 'P' {
		return Symbol{}, "Phyrexian symbol " + strconv.Quote(t) + " is not supported"
	}
	a, okA := ColorFromLetter(t[0])
	b, okB := ColorFromLetter(t[2])
	if !okA || !okB || a == Colorless || b == Colorless {
		return Symbol{}, "unknown symbol " + strconv.Quote(t)
	}
	if a == b {
		return Symbol{}, "hybrid symbol " + strconv.Quote(t) + " needs two different colours"
	}
	if !canonicalHybrid(a, b) {
		return Symbol{}, "hybrid symbol " + strconv.Quote(t) + " must be written " +
			strconv.Quote(string([]byte{t[2], '/', t[0]}))
	}
	return Symbol{Kind: Hybrid, Color: a, Alt: b}, ""
}

// canonicalHybrid reports whether a/b is the printed order of a hybrid
// pair: CR 107.4 writes each colour before the next one or two colours
// round the WUBRG wheel ({W/U}, {W/B}, ..., {G/W}, {G/U}).
func canonicalHybrid(a, b Color) bool {
	d := (int(b) - int(a) + NumColors) % NumColors
	return d == 1 || d == 2
}

// quoteShort quotes t for an error message, cut short if it is long, so
// that a huge malformed input does not make a huge message.
func quoteShort(t string) string {
	const limit = 24
	if len(t) > limit {
		return strconv.Quote(t[:limit]) + "..."
	}
	return strconv.Quote(t)
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

func isSpace(b byte) bool {
	switch b {
	case ' ', '\t', '\n', '\r', '\v', '\f':
		return true
	}
	return false
}
