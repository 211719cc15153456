package card

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Token definitions the M15 cards create (CR 110.5). A token's colour comes
// from the effect that makes it, not from a mana cost (CR 110.5b): Define
// keeps the Colors of a definition without a coloured mana cost.
var (
	// SoldierToken is a 1/1 white Soldier creature token (Raise the Alarm).
	SoldierToken = token(Definition{Name: "Soldier", NameZhHans: "士兵", Types: Creature,
		Subtypes: []string{"Soldier"}, Power: Fixed(1), Toughness: Fixed(1)}, mana.White)
	// SquidToken is a 1/1 blue Squid creature token with islandwalk
	// (Coral Barrier).
	SquidToken = token(Definition{Name: "Squid", NameZhHans: "乌贼", Text: "Islandwalk",
		Types: Creature, Subtypes: []string{"Squid"}, Power: Fixed(1), Toughness: Fixed(1), Keywords: ability.Islandwalk}, mana.Blue)
	// BeastToken is a 3/3 black Beast creature token with deathtouch
	// (Garruk, Apex Predator).
	BeastToken = token(Definition{Name: "Beast", NameZhHans: "野兽", Text: "Deathtouch",
		Types: Creature, Subtypes: []string{"Beast"}, Power: Fixed(3), Toughness: Fixed(3), Keywords: ability.Deathtouch}, mana.Black)
	// GreenBeastToken is a 3/3 green Beast creature token (Soul of
	// Zendikar). It shares its name with BeastToken: saves and setups
	// tell them apart by TokenKey ("Beast (3/3 green)").
	GreenBeastToken = token(Definition{Name: "Beast", NameZhHans: "野兽",
		Types: Creature, Subtypes: []string{"Beast"}, Power: Fixed(3), Toughness: Fixed(3)}, mana.Green)
)

func token(d Definition, c mana.Color) *Definition {
	d.Colors = mana.SetOf(c)
	return Define(d)
}

// tokens lists the token definitions by name.
var tokens = []*Definition{SoldierToken, SquidToken, BeastToken, GreenBeastToken, TreefolkWarriorToken, GoblinToken, InsectToken, ZombieToken, DragonToken, LandMineToken, SpiritToken, SliverToken}

func init() {
	for _, t := range tokens {
		t.tokenMarker = true
	}
}

// Tokens returns the token definitions the cards make, in a fixed
// order; the slice is the caller's.
func Tokens() []*Definition {
	return append([]*Definition(nil), tokens...)
}

// TokenColors names the colours of token definition d in words
// ("green", "white and blue", "colorless"); "" for a nil d.
func TokenColors(d *Definition) string {
	if d == nil {
		return ""
	}
	return colorWords(d.Colors)
}

// IsToken reports whether d is one of the token definitions the cards
// make (CR 110.5), or a copy of one's values: a marker, never a card a
// deck may hold.
func IsToken(d *Definition) bool { return d != nil && d.tokenMarker }

// Token returns the token definition named name ("Soldier"), for setups
// that put tokens directly onto the battlefield and for saves. A name
// that several tokens share names the first of them; TokenKey names each
// of the others ("Beast (3/3 green)").
func Token(name string) (*Definition, bool) {
	for _, t := range tokens {
		if t.Name == name || TokenKey(t) == name {
			return t, true
		}
	}
	return nil, false
}

// TokenKey returns the name that finds token definition d with Token:
// its name, or, when an earlier token in the list has the same name, its
// name with its power, toughness and colours ("Beast (3/3 green)").
// Definitions that are not listed tokens (cards, copies) keep their name,
// except a token of a program's own card (not a copy of a listed one)
// that shares a listed token's name: "Soldier (2/2 white, own)", which
// Token doesn't find, so that a save tells the two apart. A nil d has
// none ("").
func TokenKey(d *Definition) string {
	if d == nil {
		return ""
	}
	i := slices.Index(tokens, d)
	if i < 0 {
		for _, t := range tokens {
			if t.Name == d.Name && d.Types != 0 && !d.tokenMarker {
				return fmt.Sprintf("%s (%s/%s %s, own)", d.Name, d.Power, d.Toughness, colorWords(d.Colors))
			}
		}
		return d.Name // a card, or a copy (of a token too), keeps its name
	}
	for _, t := range tokens[:i] {
		if t.Name == d.Name {
			return fmt.Sprintf("%s (%s/%s %s)", d.Name, d.Power, d.Toughness, colorWords(d.Colors))
		}
	}
	return d.Name
}

// colorWords names the colours of cs ("green", "white and blue").
func colorWords(cs mana.ColorSet) string {
	var words []string
	for _, c := range []mana.Color{mana.White, mana.Blue, mana.Black, mana.Red, mana.Green} {
		if cs.Has(c) {
			words = append(words, strings.ToLower(c.String()))
		}
	}
	if len(words) == 0 {
		return "colorless"
	}
	return strings.Join(words, " and ")
}
