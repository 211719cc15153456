package card

import "github.com/spellstack/spellstack/mana"

// Vanilla creatures: creatures with no abilities at all.
var (
	// RuneclawBear is Runeclaw Bear (M15 197): {1}{G} Creature — Bear 2/2.
	RuneclawBear = Define(Definition{
		Name:       "Runeclaw Bear",
		NameZhHans: "符爪熊",
		ManaCost:   mana.MustParseCost("{1}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Bear"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
	})
	// CentaurCourser is Centaur Courser (M15 282): {2}{G} Creature —
	// Centaur Warrior 3/3.
	CentaurCourser = Define(Definition{
		Name:       "Centaur Courser",
		NameZhHans: "半人骏马",
		ManaCost:   mana.MustParseCost("{2}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Centaur", "Warrior"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
	})
	// OreskosSwiftclaw is Oreskos Swiftclaw (M15 22): {1}{W} Creature —
	// Cat Warrior 3/1.
	OreskosSwiftclaw = Define(Definition{
		Name:       "Oreskos Swiftclaw",
		NameZhHans: "俄瑞恣迅爪兵",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Cat", "Warrior"},
		Power:      Fixed(3),
		Toughness:  Fixed(1),
	})
	// WalkingCorpse is Walking Corpse (M15 278): {1}{B} Creature — Zombie
	// 2/2.
	WalkingCorpse = Define(Definition{
		Name:       "Walking Corpse",
		NameZhHans: "行尸",
		ManaCost:   mana.MustParseCost("{1}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Zombie"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
	})
	// FugitiveWizard is Fugitive Wizard (M15 56): {U} Creature — Human
	// Wizard 1/1.
	FugitiveWizard = Define(Definition{
		Name:       "Fugitive Wizard",
		NameZhHans: "漂泊法术师",
		ManaCost:   mana.MustParseCost("{U}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Wizard"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
	})
	// GoblinRoughrider is Goblin Roughrider (M15 146): {2}{R} Creature —
	// Goblin Knight 3/2.
	GoblinRoughrider = Define(Definition{
		Name:       "Goblin Roughrider",
		NameZhHans: "鬼怪驯骑师",
		ManaCost:   mana.MustParseCost("{2}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Goblin", "Knight"},
		Power:      Fixed(3),
		Toughness:  Fixed(2),
	})
	// BronzeSable is Bronze Sable (M15 214): {2} Artifact Creature — Sable
	// 2/1, colourless (CR 202.2).
	BronzeSable = Define(Definition{
		Name:       "Bronze Sable",
		NameZhHans: "青铜紫貂",
		ManaCost:   mana.MustParseCost("{2}"),
		Types:      Artifact | Creature,
		Subtypes:   []string{"Sable"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
	})
)
