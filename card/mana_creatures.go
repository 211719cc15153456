package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Creatures with mana abilities (CR 605.1a). Their {T} abilities are
// subject to summoning sickness (CR 302.6).
var (
	// ElvishMystic is Elvish Mystic (M15 173): {G} Creature — Elf Druid
	// 1/1, "{T}: Add {G}."
	ElvishMystic = Define(Definition{
		Name:       "Elvish Mystic",
		NameZhHans: "妖精秘教徒",
		Text:       "{T}: Add {G} to your mana pool.",
		ManaCost:   mana.MustParseCost("{G}"),
		Types:      Creature,
		Subtypes:   []string{"Elf", "Druid"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Activated:  []ability.Activated{ability.TapForMana(mana.Green)},
	})
)
