package scenario

import (
	"strings"

	"github.com/spellstack/spellstack/mana"
)

var colorWords = [mana.NumColors]string{"white", "blue", "black", "red", "green"}

// absentKeywords are keyword abilities of the rules (CR 702) that no card
// of the engine has: "expect lacks" holds for them, "expect has" fails.
var absentKeywords = []string{"split second", "shroud", "fear", "wither", "infect", "flanking",
	"banding", "shadow", "prowess", "persist", "undying", "exalted", "cascade", "bestow"}

// protectionColors reads the keyword "protection from COLOR" or
// "protection from all colors" (Spectra Ward's) of expect has/lacks
// (CR 702.16a): the colours it names.
func protectionColors(kw string) (mana.ColorSet, bool) {
	rest, ok := strings.CutPrefix(strings.ToLower(kw), "protection from ")
	if !ok {
		return 0, false
	}
	if rest == "all colors" || rest == "all colours" {
		return mana.AllColors, true
	}
	for c, w := range colorWords {
		if w == rest {
			return mana.SetOf(mana.Color(c)), true
		}
	}
	return 0, false
}

// colorChoice reads the answer to a colour choice (CR 105.4): a colour's
// name or its letter.
func colorChoice(s string) (mana.Color, bool) {
	s = strings.ToLower(s)
	for c, w := range colorWords {
		if w == s || strings.ToLower(string(mana.Color(c).Letter())) == s {
			return mana.Color(c), true
		}
	}
	return 0, false
}
