package ability

import "strings"

// Keyword is a set of keyword abilities (CR 702) as a bit mask.
type Keyword uint32

// The keyword abilities of the M15 era that the engine knows.
const (
	Flying Keyword = 1 << iota
	FirstStrike
	DoubleStrike
	Vigilance
	Trample
	Haste
	Reach
	Deathtouch
	Lifelink
	Defender
	Intimidate
	Menace
	Hexproof
	Indestructible
	Plainswalk
	Islandwalk
	Swampwalk
	Mountainwalk
	Forestwalk
	// Flash: the card may be cast any time its owner could cast an
	// instant (CR 702.8a).
	Flash
	// Convoke lets the spell's controller tap their untapped creatures
	// while paying its cost, each for {1} or one mana of its colour
	// (CR 702.50a). It works while the spell is being cast.
	Convoke
)

var keywordNames = [...]string{
	"flying", "first strike", "double strike", "vigilance", "trample", "haste",
	"reach", "deathtouch", "lifelink", "defender", "intimidate", "menace",
	"hexproof", "indestructible", "plainswalk", "islandwalk", "swampwalk",
	"mountainwalk", "forestwalk", "flash", "convoke",
}

// Has reports whether every keyword in k2 is in k, and k2 names one at
// least: Has(0) is false, so that a zero filter matches nothing rather
// than everything.
func (k Keyword) Has(k2 Keyword) bool { return k&k2 == k2 && k2 != 0 }

// Names lists the keywords of k, lower case, in canonical order.
func (k Keyword) Names() []string {
	var out []string
	for i, n := range keywordNames {
		if k&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// String joins the keyword names with ", " ("flying, vigilance").
func (k Keyword) String() string { return strings.Join(k.Names(), ", ") }

// ParseKeyword maps a keyword name, any case ("First strike"), to a Keyword.
func ParseKeyword(name string) (Keyword, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for i, n := range keywordNames {
		if n == name {
			return 1 << i, true
		}
	}
	return 0, false
}
