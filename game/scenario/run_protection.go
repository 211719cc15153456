package scenario

import (
	"slices"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
)

var colorWords = [mana.NumColors]string{"white", "blue", "black", "red", "green"}

// absentKeywords are the keyword abilities of the 2017 rules (CR 702.2 to
// 702.129) that no card of the engine has: "expect lacks" holds for them,
// "expect has" fails. (Landwalk is known by its kinds, "islandwalk".)
var absentKeywords = []string{
	"shroud", "banding", "rampage", "cumulative upkeep", "flanking", "phasing", "buyback",
	"shadow", "cycling", "echo", "horsemanship", "fading", "kicker", "flashback", "madness",
	"fear", "morph", "amplify", "provoke", "storm", "affinity", "entwine", "modular",
	"sunburst", "bushido", "soulshift", "splice", "offering", "ninjutsu", "epic", "dredge",
	"transmute", "bloodthirst", "haunt", "replicate", "forecast", "graft", "recover", "ripple",
	"split second", "suspend", "vanishing", "absorb", "aura swap", "delve", "fortify", "frenzy",
	"gravestorm", "poisonous", "transfigure", "champion", "changeling", "evoke", "hideaway",
	"prowl", "reinforce", "conspire", "persist", "wither", "retrace", "devour", "exalted",
	"unearth", "cascade", "annihilator", "level up", "rebound", "totem armor", "infect",
	"battle cry", "living weapon", "undying", "miracle", "soulbond", "overload", "scavenge",
	"unleash", "cipher", "evolve", "extort", "fuse", "bestow", "tribute", "dethrone",
	"hidden agenda", "outlast", "prowess", "dash", "exploit", "renown", "awaken", "devoid",
	"ingest", "myriad", "surge", "skulk", "emerge", "escalate", "melee", "crew", "fabricate",
	"partner", "undaunted", "improvise", "aftermath", "embalm", "eternalize", "afflict",
}

// attachKeyword answers expect has/lacks for the keyword abilities of
// Auras and Equipment, which the engine keeps as the card's enchant
// restriction and its equip ability: enchant (CR 702.5) on an Aura,
// equip (CR 702.6) on an Equipment with an ability that attaches it. ok
// is false for any other keyword.
func attachKeyword(o game.ObjectInfo, kw string) (has, ok bool) {
	switch strings.ToLower(kw) {
	case "enchant":
		return o.Card != nil && o.Card.Enchant.Allow != 0 && slices.Contains(o.Subtypes, "Aura"), true
	case "equip":
		if o.Card == nil || !slices.Contains(o.Subtypes, "Equipment") {
			return false, true
		}
		for i := range o.Card.Activated {
			for _, e := range o.Card.Activated[i].Effects {
				if e.Op == ability.OpAttach {
					return true, true
				}
			}
		}
		return false, true
	}
	return false, false
}

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
