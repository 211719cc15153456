package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave1Creatures lists the wave-1 creatures (docs/cards.md) not defined in
// vanilla.go and mana_creatures.go.
var wave1Creatures = []*Definition{
	GeistOfTheMoors, SungracePegasus, RazorfootGriffin, SerraAngel, NimbusOfTheIsles,
	MahamotiDjinn, WelkinTern, WitchsFamiliar, TyphoidRats, ChildOfNight,
	AccursedSpirit, ThunderingGiant, KrenkosEnforcer, ChargingRhino, TerraStomper,
	Ornithopter, Juggernaut, WallOfFrost, WallOfEssence, Soulmender,
	SelflessCathar, ShivanDragon, FurnaceWhelp, WallOfFire, ZofShade,
	ShadowcloakVampire, RummagingGoblin, ResearchAssistant, TorchFiend, GeneratorServant,
	TirelessMissionaries, ShamanOfSpring, NecrogenScudder, Gravedigger, ReclamationSage,
	KinsbaileSkirmisher, ForgeDevil, CoralBarrier, BlackCat, AjanisPridemate,
	MidnightGuard, BorderlandMarauder, CarrionCrow, ParagonOfNewDawns, DauntlessRiverMarshal,
	Nightmare,
}

// pump is "{COST}: CARDNAME gets +P/+T until end of turn" (firebreathing
// and its kin).
func pump(cost string, p, t int) ability.Activated {
	return ability.Activated{
		Cost:    ability.Cost{Mana: mana.MustParseCost(cost)},
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: p, Toughness: t}},
	}
}

// etb is "When CARDNAME enters the battlefield, EFFECTS" (CR 603.6a).
func etb(targets []ability.TargetSpec, effects ...ability.Effect) ability.Triggered {
	return ability.Triggered{Event: ability.EntersBattlefield, Targets: targets, Effects: effects}
}

// Creatures with keyword abilities only (CR 702), or with printed
// restrictions.
var (
	// GeistOfTheMoors is Geist of the Moors (M15 13): {1}{W}{W} Creature —
	// Spirit 3/1, "Flying".
	GeistOfTheMoors = Define(Definition{
		Name:       "Geist of the Moors",
		NameZhHans: "湿地游魂",
		Text:       "Flying",
		ManaCost:   mana.MustParseCost("{1}{W}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Spirit"},
		Power:      Fixed(3),
		Toughness:  Fixed(1),
		Keywords:   ability.Flying,
	})
	// SungracePegasus is Sungrace Pegasus (M15 38): {1}{W} Creature —
	// Pegasus 1/2, "Flying" and "Lifelink" on two lines.
	SungracePegasus = Define(Definition{
		Name:       "Sungrace Pegasus",
		NameZhHans: "日华飞马",
		Text:       "Flying\nLifelink",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Pegasus"},
		Power:      Fixed(1),
		Toughness:  Fixed(2),
		Keywords:   ability.Flying | ability.Lifelink,
	})
	// RazorfootGriffin is Razorfoot Griffin (M15 27): {3}{W} Creature —
	// Griffin 2/2, "Flying" and "First strike" on two lines.
	RazorfootGriffin = Define(Definition{
		Name:       "Razorfoot Griffin",
		NameZhHans: "锐足狮鹫",
		Text:       "Flying\nFirst strike",
		ManaCost:   mana.MustParseCost("{3}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Griffin"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Keywords:   ability.Flying | ability.FirstStrike,
	})
	// SerraAngel is Serra Angel (M15 273): {3}{W}{W} Creature — Angel 4/4,
	// "Flying, vigilance."
	SerraAngel = Define(Definition{
		Name:       "Serra Angel",
		NameZhHans: "撒拉天使",
		Text:       "Flying, vigilance",
		ManaCost:   mana.MustParseCost("{3}{W}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Angel"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Keywords:   ability.Flying | ability.Vigilance,
	})
	// NimbusOfTheIsles is Nimbus of the Isles (M15 72): {4}{U} Creature —
	// Elemental 3/3, "Flying".
	NimbusOfTheIsles = Define(Definition{
		Name:       "Nimbus of the Isles",
		NameZhHans: "群岛玄云",
		Text:       "Flying",
		ManaCost:   mana.MustParseCost("{4}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Elemental"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Keywords:   ability.Flying,
	})
	// MahamotiDjinn is Mahamoti Djinn (M15 275): {4}{U}{U} Creature —
	// Djinn 5/6, "Flying".
	MahamotiDjinn = Define(Definition{
		Name:       "Mahamoti Djinn",
		NameZhHans: "神灯巨灵",
		Text:       "Flying",
		ManaCost:   mana.MustParseCost("{4}{U}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Djinn"},
		Power:      Fixed(5),
		Toughness:  Fixed(6),
		Keywords:   ability.Flying,
	})
	// WelkinTern is Welkin Tern (M15 84): {1}{U} Creature — Bird 2/1,
	// "Flying. Welkin Tern can block only creatures with flying."
	WelkinTern = Define(Definition{
		Name:         "Welkin Tern",
		NameZhHans:   "苍穹飞燕",
		Text:         "Flying\nWelkin Tern can block only creatures with flying.",
		ManaCost:     mana.MustParseCost("{1}{U}"),
		Types:        Creature,
		Subtypes:     []string{"Bird"},
		Power:        Fixed(2),
		Toughness:    Fixed(1),
		Keywords:     ability.Flying,
		Restrictions: ability.CanBlockOnlyFlyers,
	})
	// WitchsFamiliar is Witch's Familiar (M15 123): {2}{B} Creature — Frog
	// 2/3, no abilities.
	WitchsFamiliar = Define(Definition{
		Name:       "Witch's Familiar",
		NameZhHans: "女巫佣兽",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Frog"},
		Power:      Fixed(2),
		Toughness:  Fixed(3),
	})
	// TyphoidRats is Typhoid Rats (M15 118): {B} Creature — Rat 1/1,
	// "Deathtouch".
	TyphoidRats = Define(Definition{
		Name:       "Typhoid Rats",
		NameZhHans: "伤寒鼠",
		Text:       "Deathtouch",
		ManaCost:   mana.MustParseCost("{B}"),
		Types:      Creature,
		Subtypes:   []string{"Rat"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Keywords:   ability.Deathtouch,
	})
	// ChildOfNight is Child of Night (M15 90): {1}{B} Creature — Vampire
	// 2/1, "Lifelink".
	ChildOfNight = Define(Definition{
		Name:       "Child of Night",
		NameZhHans: "暗夜之子",
		Text:       "Lifelink",
		ManaCost:   mana.MustParseCost("{1}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Vampire"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		Keywords:   ability.Lifelink,
	})
	// AccursedSpirit is Accursed Spirit (M15 85): {3}{B} Creature — Spirit
	// 3/2, "Intimidate".
	AccursedSpirit = Define(Definition{
		Name:       "Accursed Spirit",
		NameZhHans: "厄运鬼魂",
		Text:       "Intimidate",
		ManaCost:   mana.MustParseCost("{3}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Spirit"},
		Power:      Fixed(3),
		Toughness:  Fixed(2),
		Keywords:   ability.Intimidate,
	})
	// ThunderingGiant is Thundering Giant (M15 165): {3}{R}{R} Creature —
	// Giant 4/3, "Haste".
	ThunderingGiant = Define(Definition{
		Name:       "Thundering Giant",
		NameZhHans: "雷动巨人",
		Text:       "Haste",
		ManaCost:   mana.MustParseCost("{3}{R}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Giant"},
		Power:      Fixed(4),
		Toughness:  Fixed(3),
		Keywords:   ability.Haste,
	})
	// KrenkosEnforcer is Krenko's Enforcer (M15 152): {1}{R}{R} Creature —
	// Goblin Warrior 2/2, "Intimidate".
	KrenkosEnforcer = Define(Definition{
		Name:       "Krenko's Enforcer",
		NameZhHans: "克仑可的执法者",
		Text:       "Intimidate",
		ManaCost:   mana.MustParseCost("{1}{R}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Goblin", "Warrior"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Keywords:   ability.Intimidate,
	})
	// ChargingRhino is Charging Rhino (M15 171): {3}{G}{G} Creature —
	// Rhino 4/4, "Charging Rhino can't be blocked by more than one
	// creature."
	ChargingRhino = Define(Definition{
		Name:         "Charging Rhino",
		NameZhHans:   "冲锋犀牛",
		Text:         "Charging Rhino can't be blocked by more than one creature.",
		ManaCost:     mana.MustParseCost("{3}{G}{G}"),
		Types:        Creature,
		Subtypes:     []string{"Rhino"},
		Power:        Fixed(4),
		Toughness:    Fixed(4),
		Restrictions: ability.CantBeBlockedByMoreThanOne,
	})
	// TerraStomper is Terra Stomper (M15 284): {3}{G}{G}{G} Creature —
	// Beast 8/8, "Terra Stomper can't be countered. Trample."
	TerraStomper = Define(Definition{
		Name:         "Terra Stomper",
		NameZhHans:   "跺地猛兽",
		Text:         "Terra Stomper can't be countered.\nTrample",
		ManaCost:     mana.MustParseCost("{3}{G}{G}{G}"),
		Types:        Creature,
		Subtypes:     []string{"Beast"},
		Power:        Fixed(8),
		Toughness:    Fixed(8),
		Keywords:     ability.Trample,
		Restrictions: ability.CantBeCountered,
	})
	// Ornithopter is Ornithopter (M15 223): {0} Artifact Creature — Thopter
	// 0/2, "Flying".
	Ornithopter = Define(Definition{
		Name:       "Ornithopter",
		NameZhHans: "扑翼机",
		Text:       "Flying",
		ManaCost:   mana.MustParseCost("{0}"),
		Types:      Artifact | Creature,
		Subtypes:   []string{"Thopter"},
		Power:      Fixed(0),
		Toughness:  Fixed(2),
		Keywords:   ability.Flying,
	})
	// Juggernaut is Juggernaut (M15 220): {4} Artifact Creature —
	// Juggernaut 5/3, "Juggernaut attacks each turn if able. Juggernaut
	// can't be blocked by Walls."
	Juggernaut = Define(Definition{
		Name:         "Juggernaut",
		NameZhHans:   "攻城巨车",
		Text:         "Juggernaut attacks each turn if able.\nJuggernaut can't be blocked by Walls.",
		ManaCost:     mana.MustParseCost("{4}"),
		Types:        Artifact | Creature,
		Subtypes:     []string{"Juggernaut"},
		Power:        Fixed(5),
		Toughness:    Fixed(3),
		Restrictions: ability.AttacksEachCombat | ability.CantBeBlockedByWalls,
	})
	// CarrionCrow is Carrion Crow (M15 88): {2}{B} Creature — Zombie Bird
	// 2/2, "Flying. Carrion Crow enters the battlefield tapped."
	CarrionCrow = Define(Definition{
		Name:         "Carrion Crow",
		NameZhHans:   "腐肉乌鸦",
		Text:         "Flying\nCarrion Crow enters the battlefield tapped.",
		ManaCost:     mana.MustParseCost("{2}{B}"),
		Types:        Creature,
		Subtypes:     []string{"Zombie", "Bird"},
		Power:        Fixed(2),
		Toughness:    Fixed(2),
		Keywords:     ability.Flying,
		Restrictions: ability.EntersTapped,
	})
)

// Walls and other creatures with defender (CR 702.3).
var (
	// WallOfFrost is Wall of Frost (M15 83): {1}{U}{U} Creature — Wall
	// 0/7, "Defender. Whenever Wall of Frost blocks a creature, that
	// creature doesn't untap during its controller's next untap step."
	WallOfFrost = Define(Definition{
		Name:       "Wall of Frost",
		NameZhHans: "霜墙",
		Text:       "Defender\nWhenever Wall of Frost blocks a creature, that creature doesn't untap during its controller's next untap step.",
		ManaCost:   mana.MustParseCost("{1}{U}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Wall"},
		Power:      Fixed(0),
		Toughness:  Fixed(7),
		Keywords:   ability.Defender,
		Triggered: []ability.Triggered{{
			Event:   ability.Blocks,
			Effects: []ability.Effect{{Op: ability.OpSkipUntap, Subject: ability.SubjectEventObject}},
		}},
	})
	// WallOfEssence is Wall of Essence (M15 41): {1}{W} Creature — Wall
	// 0/4, "Defender. Whenever Wall of Essence is dealt combat damage, you
	// gain that much life."
	WallOfEssence = Define(Definition{
		Name:       "Wall of Essence",
		NameZhHans: "精魂之墙",
		Text:       "Defender\nWhenever Wall of Essence is dealt combat damage, you gain that much life.",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Wall"},
		Power:      Fixed(0),
		Toughness:  Fixed(4),
		Keywords:   ability.Defender,
		Triggered: []ability.Triggered{{
			Event: ability.DealtCombatDamage,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou,
				Amount: ability.Amount{Kind: ability.EventAmount}}},
		}},
	})
	// WallOfFire is Wall of Fire (M15 167): {1}{R}{R} Creature — Wall 0/5,
	// "Defender. {R}: Wall of Fire gets +1/+0 until end of turn."
	WallOfFire = Define(Definition{
		Name:       "Wall of Fire",
		NameZhHans: "火墙",
		Text:       "Defender\n{R}: Wall of Fire gets +1/+0 until end of turn.",
		ManaCost:   mana.MustParseCost("{1}{R}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Wall"},
		Power:      Fixed(0),
		Toughness:  Fixed(5),
		Keywords:   ability.Defender,
		Activated:  []ability.Activated{pump("{R}", 1, 0)},
	})
	// CoralBarrier is Coral Barrier (M15 49): {2}{U} Creature — Wall 1/3,
	// "Defender. When Coral Barrier enters the battlefield, put a 1/1 blue
	// Squid creature token with islandwalk onto the battlefield."
	CoralBarrier = Define(Definition{
		Name:       "Coral Barrier",
		NameZhHans: "珊瑚屏障",
		Text:       "Defender\nWhen Coral Barrier enters the battlefield, put a 1/1 blue Squid creature token with islandwalk onto the battlefield.",
		ManaCost:   mana.MustParseCost("{2}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Wall"},
		Power:      Fixed(1),
		Toughness:  Fixed(3),
		Keywords:   ability.Defender,
		Triggered: []ability.Triggered{etb(nil,
			ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: SquidToken})},
	})
)

// Creatures with activated abilities (CR 602).
var (
	// Soulmender is Soulmender (M15 35): {W} Creature — Human Cleric 1/1,
	// "{T}: You gain 1 life."
	Soulmender = Define(Definition{
		Name:       "Soulmender",
		NameZhHans: "愈灵师",
		Text:       "{T}: You gain 1 life.",
		ManaCost:   mana.MustParseCost("{W}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Cleric"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}},
		}},
	})
	// SelflessCathar is Selfless Cathar (M15 31): {W} Creature — Human
	// Cleric 1/1, "{1}{W}, Sacrifice Selfless Cathar: Creatures you control
	// get +1/+1 until end of turn."
	SelflessCathar = Define(Definition{
		Name:       "Selfless Cathar",
		NameZhHans: "无私护教军",
		Text:       "{1}{W}, Sacrifice Selfless Cathar: Creatures you control get +1/+1 until end of turn.",
		ManaCost:   mana.MustParseCost("{W}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Cleric"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{1}{W}"), SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
				Group: ability.Group{Side: ability.YourSide}, Power: 1, Toughness: 1}},
		}},
	})
	// ShivanDragon is Shivan Dragon (M15 281): {4}{R}{R} Creature — Dragon
	// 5/5, "Flying. {R}: Shivan Dragon gets +1/+0 until end of turn."
	ShivanDragon = Define(Definition{
		Name:       "Shivan Dragon",
		NameZhHans: "西瓦巨龙",
		Text:       "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.",
		ManaCost:   mana.MustParseCost("{4}{R}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Dragon"},
		Power:      Fixed(5),
		Toughness:  Fixed(5),
		Keywords:   ability.Flying,
		Activated:  []ability.Activated{pump("{R}", 1, 0)},
	})
	// FurnaceWhelp is Furnace Whelp (M15 279): {2}{R}{R} Creature — Dragon
	// 2/2, "Flying. {R}: Furnace Whelp gets +1/+0 until end of turn."
	FurnaceWhelp = Define(Definition{
		Name:       "Furnace Whelp",
		NameZhHans: "熔炉幼龙",
		Text:       "Flying\n{R}: Furnace Whelp gets +1/+0 until end of turn.",
		ManaCost:   mana.MustParseCost("{2}{R}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Dragon"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Keywords:   ability.Flying,
		Activated:  []ability.Activated{pump("{R}", 1, 0)},
	})
	// ZofShade is Zof Shade (M15 125): {3}{B} Creature — Shade 2/2,
	// "{2}{B}: Zof Shade gets +2/+2 until end of turn."
	ZofShade = Define(Definition{
		Name:       "Zof Shade",
		NameZhHans: "座孚阴魂",
		Text:       "{2}{B}: Zof Shade gets +2/+2 until end of turn.",
		ManaCost:   mana.MustParseCost("{3}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Shade"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Activated:  []ability.Activated{pump("{2}{B}", 2, 2)},
	})
	// ShadowcloakVampire is Shadowcloak Vampire (M15 113): {4}{B} Creature
	// — Vampire 4/3, "Pay 2 life: Shadowcloak Vampire gains flying until
	// end of turn."
	ShadowcloakVampire = Define(Definition{
		Name:       "Shadowcloak Vampire",
		NameZhHans: "影篷吸血鬼",
		Text:       "Pay 2 life: Shadowcloak Vampire gains flying until end of turn.",
		ManaCost:   mana.MustParseCost("{4}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Vampire"},
		Power:      Fixed(4),
		Toughness:  Fixed(3),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Life: 2},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Keywords: ability.Flying}},
		}},
	})
	// RummagingGoblin is Rummaging Goblin (M15 159): {2}{R} Creature —
	// Goblin Rogue 1/1, "{T}, Discard a card: Draw a card."
	RummagingGoblin = Define(Definition{
		Name:       "Rummaging Goblin",
		NameZhHans: "翻拣鬼怪",
		Text:       "{T}, Discard a card: Draw a card.",
		ManaCost:   mana.MustParseCost("{2}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Goblin", "Rogue"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Tap: true, Discard: 1},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}},
		}},
	})
	// ResearchAssistant is Research Assistant (M15 77): {1}{U} Creature —
	// Human Wizard 1/3, "{3}{U}, {T}: Draw a card, then discard a card."
	ResearchAssistant = Define(Definition{
		Name:       "Research Assistant",
		NameZhHans: "助理研究员",
		Text:       "{3}{U}, {T}: Draw a card, then discard a card.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Wizard"},
		Power:      Fixed(1),
		Toughness:  Fixed(3),
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{3}{U}"), Tap: true},
			Effects: []ability.Effect{
				{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)},
				{Op: ability.OpDiscard, Who: ability.WhoYou, Amount: ability.N(1)},
			},
		}},
	})
	// TorchFiend is Torch Fiend (M15 166): {1}{R} Creature — Devil 2/1,
	// "{R}, Sacrifice Torch Fiend: Destroy target artifact."
	TorchFiend = Define(Definition{
		Name:       "Torch Fiend",
		NameZhHans: "火炬邪鬼",
		Text:       "{R}, Sacrifice Torch Fiend: Destroy target artifact.",
		ManaCost:   mana.MustParseCost("{1}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Devil"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{R}"), SacrificeSelf: true},
			Targets: []ability.TargetSpec{ability.TargetArtifact},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0}},
		}},
	})
	// GeneratorServant is Generator Servant (M15 143): {1}{R} Creature —
	// Elemental 2/1, "{T}, Sacrifice Generator Servant: Add {C}{C}. If that
	// mana is spent on a creature spell, it gains haste until end of turn."
	// A mana ability (CR 605.1a); HasteRider marks the mana it adds.
	GeneratorServant = Define(Definition{
		Name:       "Generator Servant",
		NameZhHans: "电机仆役",
		Text:       "{T}, Sacrifice Generator Servant: Add {2} to your mana pool. If that mana is spent on a creature spell, it gains haste until end of turn.",
		ManaCost:   mana.MustParseCost("{1}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Elemental"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Tap: true, SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Colorless: 2}, HasteRider: true}},
		}},
	})
	// ParagonOfNewDawns is Paragon of New Dawns (M15 23): {3}{W} Creature —
	// Human Soldier 2/2, "Other white creatures you control get +1/+1.
	// {W}, {T}: Another target white creature you control gains vigilance
	// until end of turn."
	ParagonOfNewDawns = Define(Definition{
		Name:       "Paragon of New Dawns",
		NameZhHans: "新黎明守护者",
		Text:       "Other white creatures you control get +1/+1.\n{W}, {T}: Another target white creature you control gains vigilance until end of turn.",
		ManaCost:   mana.MustParseCost("{3}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Soldier"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Statics: []ability.Static{{
			Affects: ability.AffectsGroup,
			Group:   ability.Group{Side: ability.YourSide, Colors: mana.SetOf(mana.White), Other: true},
			Power:   1, Toughness: 1,
		}},
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{W}"), Tap: true},
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature,
				Filter: ability.Filter{Colors: mana.SetOf(mana.White), Side: ability.YourSide, Another: true}}},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Keywords: ability.Vigilance}},
		}},
	})
	// DauntlessRiverMarshal is Dauntless River Marshal (M15 8): {1}{W}
	// Creature — Human Soldier 2/1, "Dauntless River Marshal gets +1/+1 as
	// long as you control an Island. {3}{U}: Tap target creature."
	DauntlessRiverMarshal = Define(Definition{
		Name:       "Dauntless River Marshal",
		NameZhHans: "无畏河流元帅",
		Text:       "Dauntless River Marshal gets +1/+1 as long as you control an Island.\n{3}{U}: Tap target creature.",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Soldier"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, IfControlSubtype: "Island",
			Power: 1, Toughness: 1}},
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{3}{U}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectTarget, Target: 0}},
		}},
	})
	// Nightmare is Nightmare (M15 276): {5}{B} Creature — Nightmare Horse
	// */*, "Flying. Nightmare's power and toughness are each equal to the
	// number of Swamps you control."
	Nightmare = Define(Definition{
		Name:       "Nightmare",
		NameZhHans: "梦魇",
		Text:       "Flying\nNightmare's power and toughness are each equal to the number of Swamps you control.",
		ManaCost:   mana.MustParseCost("{5}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Nightmare", "Horse"},
		Power:      Star,
		Toughness:  Star,
		Keywords:   ability.Flying,
		Statics:    []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Swamp"}},
	})
)

// Creatures with triggered abilities (CR 603).
var (
	// TirelessMissionaries is Tireless Missionaries (M15 39): {4}{W}
	// Creature — Human Cleric 2/3, "When Tireless Missionaries enters the
	// battlefield, you gain 3 life."
	TirelessMissionaries = Define(Definition{
		Name:       "Tireless Missionaries",
		NameZhHans: "不倦传教士",
		Text:       "When Tireless Missionaries enters the battlefield, you gain 3 life.",
		ManaCost:   mana.MustParseCost("{4}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Cleric"},
		Power:      Fixed(2),
		Toughness:  Fixed(3),
		Triggered: []ability.Triggered{etb(nil,
			ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)})},
	})
	// ShamanOfSpring is Shaman of Spring (M15 199): {3}{G} Creature — Elf
	// Shaman 2/2, "When Shaman of Spring enters the battlefield, draw a
	// card."
	ShamanOfSpring = Define(Definition{
		Name:       "Shaman of Spring",
		NameZhHans: "迎春祭师",
		Text:       "When Shaman of Spring enters the battlefield, draw a card.",
		ManaCost:   mana.MustParseCost("{3}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Elf", "Shaman"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{etb(nil,
			ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)})},
	})
	// NecrogenScudder is Necrogen Scudder (M15 106): {2}{B} Creature —
	// Phyrexian Horror 3/3, "Flying. When Necrogen Scudder enters the
	// battlefield, you lose 3 life."
	NecrogenScudder = Define(Definition{
		Name:       "Necrogen Scudder",
		NameZhHans: "化尸瘴奔行兽",
		Text:       "Flying\nWhen Necrogen Scudder enters the battlefield, you lose 3 life.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Phyrexian", "Horror"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Keywords:   ability.Flying,
		Triggered: []ability.Triggered{etb(nil,
			ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(3)})},
	})
	// Gravedigger is Gravedigger (M15 99): {3}{B} Creature — Zombie 2/2,
	// "When Gravedigger enters the battlefield, you may return target
	// creature card from your graveyard to your hand."
	Gravedigger = Define(Definition{
		Name:       "Gravedigger",
		NameZhHans: "掘墓怪",
		Text:       "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.",
		ManaCost:   mana.MustParseCost("{3}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Zombie"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{etb(
			[]ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
				Filter: ability.Filter{Types: Creature, Side: ability.YourSide}}},
			ability.Effect{Op: ability.OpReturnToHand, Subject: ability.SubjectTarget, Target: 0, Optional: true})},
	})
	// ReclamationSage is Reclamation Sage (M15 194): {2}{G} Creature — Elf
	// Shaman 2/1, "When Reclamation Sage enters the battlefield, you may
	// destroy target artifact or enchantment."
	ReclamationSage = Define(Definition{
		Name:       "Reclamation Sage",
		NameZhHans: "复碧智者",
		Text:       "When Reclamation Sage enters the battlefield, you may destroy target artifact or enchantment.",
		ManaCost:   mana.MustParseCost("{2}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Elf", "Shaman"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{etb(
			[]ability.TargetSpec{ability.TargetArtifactOrEnch},
			ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0, Optional: true})},
	})
	// KinsbaileSkirmisher is Kinsbaile Skirmisher (M15 16): {1}{W} Creature
	// — Kithkin Soldier 2/2, "When Kinsbaile Skirmisher enters the
	// battlefield, target creature gets +1/+1 until end of turn."
	KinsbaileSkirmisher = Define(Definition{
		Name:       "Kinsbaile Skirmisher",
		NameZhHans: "英庄园侦卫",
		Text:       "When Kinsbaile Skirmisher enters the battlefield, target creature gets +1/+1 until end of turn.",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Kithkin", "Soldier"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{etb(
			[]ability.TargetSpec{ability.TargetCreature},
			ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Power: 1, Toughness: 1})},
	})
	// ForgeDevil is Forge Devil (M15 140): {R} Creature — Devil 1/1, "When
	// Forge Devil enters the battlefield, it deals 1 damage to target
	// creature and 1 damage to you."
	ForgeDevil = Define(Definition{
		Name:       "Forge Devil",
		NameZhHans: "锻炉魔鬼",
		Text:       "When Forge Devil enters the battlefield, it deals 1 damage to target creature and 1 damage to you.",
		ManaCost:   mana.MustParseCost("{R}"),
		Types:      Creature,
		Subtypes:   []string{"Devil"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{etb(
			[]ability.TargetSpec{ability.TargetCreature},
			ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(1)},
			ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoYou, Amount: ability.N(1)})},
	})
	// BlackCat is Black Cat (M15 86): {1}{B} Creature — Zombie Cat 1/1,
	// "When Black Cat dies, target opponent discards a card at random."
	BlackCat = Define(Definition{
		Name:       "Black Cat",
		NameZhHans: "黑猫",
		Text:       "When Black Cat dies, target opponent discards a card at random.",
		ManaCost:   mana.MustParseCost("{1}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Zombie", "Cat"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{{
			Event:   ability.Dies,
			Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpDiscardRandom, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}},
		}},
	})
	// AjanisPridemate is Ajani's Pridemate (M15 2): {1}{W} Creature — Cat
	// Soldier 2/2, "Whenever you gain life, you may put a +1/+1 counter on
	// Ajani's Pridemate." (The M15 printing says "you may"; later Oracle
	// text dropped it.)
	AjanisPridemate = Define(Definition{
		Name:       "Ajani's Pridemate",
		NameZhHans: "阿耶尼的群伴",
		Text:       "Whenever you gain life, you may put a +1/+1 counter on Ajani's Pridemate.",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Cat", "Soldier"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{{
			Event: ability.YouGainLife,
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf,
				Counter: "+1/+1", Amount: ability.N(1), Optional: true}},
		}},
	})
	// MidnightGuard is Midnight Guard (M15 20): {2}{W} Creature — Human
	// Soldier 2/3, "Whenever another creature enters the battlefield,
	// untap Midnight Guard."
	MidnightGuard = Define(Definition{
		Name:       "Midnight Guard",
		NameZhHans: "午夜哨兵",
		Text:       "Whenever another creature enters the battlefield, untap Midnight Guard.",
		ManaCost:   mana.MustParseCost("{2}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Soldier"},
		Power:      Fixed(2),
		Toughness:  Fixed(3),
		Triggered: []ability.Triggered{{
			Event:   ability.AnotherCreatureEnters,
			Effects: []ability.Effect{{Op: ability.OpUntap, Subject: ability.SubjectSelf}},
		}},
	})
	// BorderlandMarauder is Borderland Marauder (M15 131): {1}{R} Creature
	// — Human Warrior 1/2, "Whenever Borderland Marauder attacks, it gets
	// +2/+0 until end of turn."
	BorderlandMarauder = Define(Definition{
		Name:       "Borderland Marauder",
		NameZhHans: "边境劫掠者",
		Text:       "Whenever Borderland Marauder attacks, it gets +2/+0 until end of turn.",
		ManaCost:   mana.MustParseCost("{1}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Warrior"},
		Power:      Fixed(1),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{{
			Event:   ability.Attacks,
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2}},
		}},
	})
)
