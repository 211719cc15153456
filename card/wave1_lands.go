package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave1Lands lists the wave-1 lands (docs/cards.md).
var wave1Lands = []*Definition{
	BattlefieldForge, CavesOfKoilos, LlanowarWastes, ShivanReef, YavimayaCoast,
	RadiantFountain, EvolvingWilds, DarksteelCitadel,
}

// painland is a land with "{T}: Add {1} to your mana pool." and "{T}: Add
// {X} or {Y} to your mana pool. CARDNAME deals 1 damage to you." (text is
// that printed wording). The second is one mana ability
// (CR 605.1a) whose damage happens as it resolves, at once (CR 605.3b).
func painland(name, zh, text string, x, y mana.Color) *Definition {
	return Define(Definition{
		Name:       name,
		NameZhHans: zh,
		Text:       text,
		Types:      Land,
		Activated: []ability.Activated{
			ability.TapForMana(mana.Colorless),
			{
				Cost: ability.Cost{Tap: true},
				Effects: []ability.Effect{
					{Op: ability.OpAddMana, ManaChoice: mana.SetOf(x, y), Amount: ability.N(1)},
					{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoYou, Amount: ability.N(1)},
				},
			},
		},
	})
}

// Wave-1 nonbasic lands: colourless, no mana cost (CR 305).
var (
	// BattlefieldForge is Battlefield Forge (M15 240): Land, "{T}: Add
	// {C}. {T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you."
	BattlefieldForge = painland("Battlefield Forge", "战场融炉",
		"{T}: Add {1} to your mana pool.\n{T}: Add {R} or {W} to your mana pool. Battlefield Forge deals 1 damage to you.", mana.Red, mana.White)
	// CavesOfKoilos is Caves of Koilos (M15 241): Land, "{T}: Add {C}.
	// {T}: Add {W} or {B}. Caves of Koilos deals 1 damage to you."
	CavesOfKoilos = painland("Caves of Koilos", "喀洛斯洞窟",
		"{T}: Add {1} to your mana pool.\n{T}: Add {W} or {B} to your mana pool. Caves of Koilos deals 1 damage to you.", mana.White, mana.Black)
	// LlanowarWastes is Llanowar Wastes (M15 244): Land, "{T}: Add {C}.
	// {T}: Add {B} or {G}. Llanowar Wastes deals 1 damage to you."
	LlanowarWastes = painland("Llanowar Wastes", "罗堰荒野",
		"{T}: Add {1} to your mana pool.\n{T}: Add {B} or {G} to your mana pool. Llanowar Wastes deals 1 damage to you.", mana.Black, mana.Green)
	// ShivanReef is Shivan Reef (M15 246): Land, "{T}: Add {C}. {T}: Add
	// {U} or {R}. Shivan Reef deals 1 damage to you."
	ShivanReef = painland("Shivan Reef", "西瓦暗礁",
		"{T}: Add {1} to your mana pool.\n{T}: Add {U} or {R} to your mana pool. Shivan Reef deals 1 damage to you.", mana.Blue, mana.Red)
	// YavimayaCoast is Yavimaya Coast (M15 249): Land, "{T}: Add {C}.
	// {T}: Add {G} or {U}. Yavimaya Coast deals 1 damage to you."
	YavimayaCoast = painland("Yavimaya Coast", "亚维马雅海岸",
		"{T}: Add {1} to your mana pool.\n{T}: Add {G} or {U} to your mana pool. Yavimaya Coast deals 1 damage to you.", mana.Green, mana.Blue)

	// RadiantFountain is Radiant Fountain (M15 245): Land, "When Radiant
	// Fountain enters the battlefield, you gain 2 life. {T}: Add {C}."
	RadiantFountain = Define(Definition{
		Name:       "Radiant Fountain",
		NameZhHans: "华光喷泉",
		Text:       "When Radiant Fountain enters the battlefield, you gain 2 life.\n{T}: Add {1} to your mana pool.",
		Types:      Land,
		Triggered: []ability.Triggered{{
			Event:   ability.EntersBattlefield,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}},
		}},
		Activated: []ability.Activated{ability.TapForMana(mana.Colorless)},
	})

	// EvolvingWilds is Evolving Wilds (M15 243): Land, "{T}, Sacrifice
	// Evolving Wilds: Search your library for a basic land card and put it
	// onto the battlefield tapped. Then shuffle your library." It makes no
	// mana, so it is not a mana ability and uses the stack (CR 605.1a).
	EvolvingWilds = Define(Definition{
		Name:       "Evolving Wilds",
		NameZhHans: "成形野地",
		Text:       "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card and put it onto the battlefield tapped. Then shuffle your library.",
		Types:      Land,
		Activated: []ability.Activated{{
			Cost: ability.Cost{Tap: true, SacrificeSelf: true},
			Effects: []ability.Effect{{
				Op:     ability.OpSearchLibrary,
				Who:    ability.WhoYou,
				Amount: ability.N(1),
				Filter: ability.Filter{Types: Land, Subtype: "Basic"},
				Into:   ability.IntoBattlefield,
				Tapped: true,
			}},
		}},
	})

	// DarksteelCitadel is Darksteel Citadel (M15 242): Artifact Land,
	// "Indestructible. {T}: Add {C}."
	DarksteelCitadel = Define(Definition{
		Name:       "Darksteel Citadel",
		NameZhHans: "玄铁殿堂",
		Text:       "Indestructible\n{T}: Add {1} to your mana pool.",
		Types:      Artifact | Land,
		Keywords:   ability.Indestructible,
		Activated:  []ability.Activated{ability.TapForMana(mana.Colorless)},
	})
)
