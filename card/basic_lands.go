package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// The five basic lands (CR 305.6): colourless, no mana cost, with the
// intrinsic ability "{T}: Add" one mana of their colour. A deck may hold
// any number of them (CR 100.2a).
var (
	// Plains is Plains (M15 250): Basic Land — Plains, "{T}: Add {W}."
	Plains = Define(Definition{
		Name:       "Plains",
		NameZhHans: "平原",
		Supertypes: Basic,
		Types:      Land,
		Subtypes:   []string{"Plains"},
		Activated:  []ability.Activated{ability.TapForMana(mana.White)},
	})
	// Island is Island (M15 254): Basic Land — Island, "{T}: Add {U}."
	Island = Define(Definition{
		Name:       "Island",
		NameZhHans: "海岛",
		Supertypes: Basic,
		Types:      Land,
		Subtypes:   []string{"Island"},
		Activated:  []ability.Activated{ability.TapForMana(mana.Blue)},
	})
	// Swamp is Swamp (M15 258): Basic Land — Swamp, "{T}: Add {B}."
	Swamp = Define(Definition{
		Name:       "Swamp",
		NameZhHans: "沼泽",
		Supertypes: Basic,
		Types:      Land,
		Subtypes:   []string{"Swamp"},
		Activated:  []ability.Activated{ability.TapForMana(mana.Black)},
	})
	// Mountain is Mountain (M15 262): Basic Land — Mountain, "{T}: Add {R}."
	Mountain = Define(Definition{
		Name:       "Mountain",
		NameZhHans: "山脉",
		Supertypes: Basic,
		Types:      Land,
		Subtypes:   []string{"Mountain"},
		Activated:  []ability.Activated{ability.TapForMana(mana.Red)},
	})
	// Forest is Forest (M15 266): Basic Land — Forest, "{T}: Add {G}."
	Forest = Define(Definition{
		Name:       "Forest",
		NameZhHans: "树林",
		Supertypes: Basic,
		Types:      Land,
		Subtypes:   []string{"Forest"},
		Activated:  []ability.Activated{ability.TapForMana(mana.Green)},
	})
)
