package mana

import "math/bits"

// Color is one of the five colours of Magic, or Colorless for the sixth
// type of mana (CR 105.1, 106.1b). Colorless is never a colour of an
// object; it exists so that pools and costs can name {C} mana.
type Color uint8

// The colours in WUBRG order, then Colorless. The numeric order is the
// canonical order used everywhere a deterministic order is needed.
const (
	White Color = iota
	Blue
	Black
	Red
	Green
	Colorless
)

// NumColors is the number of real colours (White..Green).
const NumColors = 5

// NumTypes is the number of mana types: the five colours and colourless.
const NumTypes = 6

var colorLetters = [NumTypes]byte{'W', 'U', 'B', 'R', 'G', 'C'}

var colorNames = [NumTypes]string{"White", "Blue", "Black", "Red", "Green", "Colorless"}

// Letter returns the mana-symbol letter of c: W, U, B, R, G or C.
func (c Color) Letter() byte {
	if c >= NumTypes {
		return '?'
	}
	return colorLetters[c]
}

// String returns the English name of c ("Red").
func (c Color) String() string {
	if c >= NumTypes {
		return "Color(?)"
	}
	return colorNames[c]
}

// ColorFromLetter maps W, U, B, R, G, C (either case) to a Color.
func ColorFromLetter(b byte) (Color, bool) {
	switch b {
	case 'W', 'w':
		return White, true
	case 'U', 'u':
		return Blue, true
	case 'B', 'b':
		return Black, true
	case 'R', 'r':
		return Red, true
	case 'G', 'g':
		return Green, true
	case 'C', 'c':
		return Colorless, true
	}
	return 0, false
}

// ColorSet is a set of mana types as a bit mask (bit i is Color(i)).
// As an object's colour it holds only the five colours; an empty set
// means the object is colourless (CR 105.2c).
type ColorSet uint8

// SetOf returns the set holding the given colours.
func SetOf(cs ...Color) ColorSet {
	var s ColorSet
	for _, c := range cs {
		s = s.With(c)
	}
	return s
}

// AllColors is the set of the five colours.
const AllColors ColorSet = 1<<NumColors - 1

// AllTypes is the set of all six mana types, the five colours and
// colourless: the Types of a unit of mana that can be anything.
const AllTypes ColorSet = 1<<NumTypes - 1

// Has reports whether c is in s.
func (s ColorSet) Has(c Color) bool { return c < NumTypes && s&(1<<c) != 0 }

// With returns s with c added.
func (s ColorSet) With(c Color) ColorSet {
	if c >= NumTypes {
		return s
	}
	return s | 1<<c
}

// Len is the number of members of s.
func (s ColorSet) Len() int {
	return bits.OnesCount8(uint8(s) & (1<<NumTypes - 1))
}

// Colors lists the members of s in canonical WUBRG(C) order.
func (s ColorSet) Colors() []Color {
	out := make([]Color, 0, s.Len())
	for c := Color(0); c < NumTypes; c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// Names returns the members' single letters in canonical order, such as
// []string{"W", "U"}, the form the reference card data uses.
func (s ColorSet) Names() []string {
	out := make([]string, 0, s.Len())
	for c := Color(0); c < NumTypes; c++ {
		if s.Has(c) {
			out = append(out, string(colorLetters[c]))
		}
	}
	return out
}

// String returns the letters of s in canonical order ("WU"), or "" if empty.
func (s ColorSet) String() string {
	b := make([]byte, 0, NumTypes)
	for c := Color(0); c < NumTypes; c++ {
		if s.Has(c) {
			b = append(b, colorLetters[c])
		}
	}
	return string(b)
}
