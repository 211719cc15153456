package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Token definitions the M15 cards create (CR 111). A token's colour comes
// from the effect that makes it, not from a mana cost, so Colors is set
// here directly rather than by Define.
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
)

func token(d Definition, c mana.Color) *Definition {
	def := Define(d)
	def.Colors = mana.SetOf(c)
	return def
}

// tokens lists the token definitions by name.
var tokens = []*Definition{SoldierToken, SquidToken, BeastToken, TreefolkWarriorToken, GoblinToken, InsectToken, ZombieToken, DragonToken, LandMineToken}

// Token returns the token definition named name ("Soldier"), for setups
// that put tokens directly onto the battlefield.
func Token(name string) (*Definition, bool) {
	for _, t := range tokens {
		if t.Name == name {
			return t, true
		}
	}
	return nil, false
}
