package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2aStatic lists the wave-2a cards of statics, conditions, layers,
// combat restrictions, Equipment and Auras (issue 16, group 1).
var wave2aStatic = []*Definition{
	BelligerentSliver, VenomSliver, SliverHivelord,
	ParagonOfEternalWilds, ParagonOfFierceDefiance, ParagonOfGatheringMists, ParagonOfOpenGraves,
	JorubaiMurkLurker, KirdChieftain, NightfireGiant, SunbladeElf,
	SanctifiedCharge, KalonianTwingrove, BattleMastery, RangersGuile, MinersBane, Hammerhand,
	AeronautTinkerer, ScrapyardMongrel, WardenOfTheBeyond, GlacialCrasher,
	AmphinPathmage, Invisibility, ScuttlingDoomEngine,
	GargoyleSentinel, XathridSlyblade, AegisAngel, GoblinRabblemaster,
	HotSoup, AvariceAmulet, HauntedPlateMail, EnsoulArtifact,
}

// sliverLord is the static "Sliver creatures you control have KW"
// (CR 613.1f: a layer-6 ability grant to a group that includes the
// source itself).
func sliverLord(kw ability.Keyword) []ability.Static {
	return []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Subtype: "Sliver", Side: ability.YourSide}, Keywords: kw}}
}

// paragon is the Paragon cycle's text: "Other C creatures you control get
// +1/+1. / COST, {T}: Another target C creature you control gains KW until
// end of turn."
func paragon(c mana.Color, cost string, kw ability.Keyword) ([]ability.Static, []ability.Activated) {
	statics := []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Side: ability.YourSide, Colors: mana.SetOf(c), Other: true}, Power: 1, Toughness: 1}}
	act := []ability.Activated{{
		Cost: ability.Cost{Mana: mana.MustParseCost(cost), Tap: true},
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature,
			Filter: ability.Filter{Colors: mana.SetOf(c), Side: ability.YourSide, Another: true}}},
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Keywords: kw}},
	}}
	return statics, act
}

// ifYouControl is "CARDNAME gets +P/+T as long as you control a SUBTYPE"
// (CR 604.2).
func ifYouControl(subtype string, p, t int) []ability.Static {
	return []ability.Static{{Affects: ability.AffectsSelf, IfControlSubtype: subtype, Power: p, Toughness: t}}
}

// Slivers: "Sliver creatures you control have ..." (CR 613.1f).
var (
	// BelligerentSliver is Belligerent Sliver (M15 129): {2}{R} Creature —
	// Sliver 2/2. Its M15 wording plays as menace (CR 702.110b).
	BelligerentSliver = Define(Definition{
		Name:       "Belligerent Sliver",
		NameZhHans: "好斗裂片妖",
		Text:       "Sliver creatures you control have \"This creature can't be blocked except by two or more creatures.\"",
		ManaCost:   mana.MustParseCost("{2}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Sliver"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Statics:    sliverLord(ability.Menace),
	})
	// VenomSliver is Venom Sliver (M15 205): {1}{G} Creature — Sliver 1/1,
	// "Sliver creatures you control have deathtouch."
	VenomSliver = Define(Definition{
		Name:       "Venom Sliver",
		NameZhHans: "毒液裂片妖",
		Text:       "Sliver creatures you control have deathtouch.",
		ManaCost:   mana.MustParseCost("{1}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Sliver"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Statics:    sliverLord(ability.Deathtouch),
	})
	// SliverHivelord is Sliver Hivelord (M15 211): {W}{U}{B}{R}{G}
	// Legendary Creature — Sliver 5/5, "Sliver creatures you control have
	// indestructible."
	SliverHivelord = Define(Definition{
		Name:       "Sliver Hivelord",
		NameZhHans: "裂片妖巢穴领主",
		Text:       "Sliver creatures you control have indestructible.",
		ManaCost:   mana.MustParseCost("{W}{U}{B}{R}{G}"),
		Supertypes: Legendary,
		Types:      Creature,
		Subtypes:   []string{"Sliver"},
		Power:      Fixed(5),
		Toughness:  Fixed(5),
		Statics:    sliverLord(ability.Indestructible),
	})
)

// The Paragons (M15): a colour anthem for the others and a tap ability.
var (
	paragonGreenStatics, paragonGreenAct = paragon(mana.Green, "{G}", ability.Trample)
	// ParagonOfEternalWilds is Paragon of Eternal Wilds (M15 190): {3}{G}
	// Creature — Human Druid 2/2.
	ParagonOfEternalWilds = Define(Definition{
		Name:       "Paragon of Eternal Wilds",
		NameZhHans: "永野守护者",
		Text:       "Other green creatures you control get +1/+1.\n{G}, {T}: Another target green creature you control gains trample until end of turn.",
		ManaCost:   mana.MustParseCost("{3}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Druid"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Statics:    paragonGreenStatics,
		Activated:  paragonGreenAct,
	})
	paragonRedStatics, paragonRedAct = paragon(mana.Red, "{R}", ability.Haste)
	// ParagonOfFierceDefiance is Paragon of Fierce Defiance (M15 158):
	// {3}{R} Creature — Human Warrior 2/2.
	ParagonOfFierceDefiance = Define(Definition{
		Name:       "Paragon of Fierce Defiance",
		NameZhHans: "众威守护者",
		Text:       "Other red creatures you control get +1/+1.\n{R}, {T}: Another target red creature you control gains haste until end of turn.",
		ManaCost:   mana.MustParseCost("{3}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Warrior"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Statics:    paragonRedStatics,
		Activated:  paragonRedAct,
	})
	paragonBlueStatics, paragonBlueAct = paragon(mana.Blue, "{U}", ability.Flying)
	// ParagonOfGatheringMists is Paragon of Gathering Mists (M15 73):
	// {3}{U} Creature — Human Wizard 2/2.
	ParagonOfGatheringMists = Define(Definition{
		Name:       "Paragon of Gathering Mists",
		NameZhHans: "幔雾守护者",
		Text:       "Other blue creatures you control get +1/+1.\n{U}, {T}: Another target blue creature you control gains flying until end of turn.",
		ManaCost:   mana.MustParseCost("{3}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Wizard"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Statics:    paragonBlueStatics,
		Activated:  paragonBlueAct,
	})
	paragonBlackStatics, paragonBlackAct = paragon(mana.Black, "{2}{B}", ability.Deathtouch)
	// ParagonOfOpenGraves is Paragon of Open Graves (M15 111): {3}{B}
	// Creature — Skeleton Warrior 2/2.
	ParagonOfOpenGraves = Define(Definition{
		Name:       "Paragon of Open Graves",
		NameZhHans: "敞坟守护者",
		Text:       "Other black creatures you control get +1/+1.\n{2}{B}, {T}: Another target black creature you control gains deathtouch until end of turn.",
		ManaCost:   mana.MustParseCost("{3}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Skeleton", "Warrior"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Statics:    paragonBlackStatics,
		Activated:  paragonBlackAct,
	})
)

// Creatures that get +1/+1 as long as you control a land of another
// colour (CR 604.2).
var (
	// JorubaiMurkLurker is Jorubai Murk Lurker (M15 65): {2}{U} Creature —
	// Leech 1/3.
	JorubaiMurkLurker = Define(Definition{
		Name:       "Jorubai Murk Lurker",
		NameZhHans: "卓如拜沼伏黯蛭",
		Text:       "Jorubai Murk Lurker gets +1/+1 as long as you control a Swamp.\n{1}{B}: Target creature gains lifelink until end of turn.",
		ManaCost:   mana.MustParseCost("{2}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Leech"},
		Power:      Fixed(1),
		Toughness:  Fixed(3),
		Statics:    ifYouControl("Swamp", 1, 1),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{1}{B}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Keywords: ability.Lifelink}},
		}},
	})
	// KirdChieftain is Kird Chieftain (M15 151): {3}{R} Creature — Ape 3/3.
	KirdChieftain = Define(Definition{
		Name:       "Kird Chieftain",
		NameZhHans: "柯德酋长",
		Text:       "Kird Chieftain gets +1/+1 as long as you control a Forest.\n{4}{G}: Target creature gets +2/+2 and gains trample until end of turn.",
		ManaCost:   mana.MustParseCost("{3}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Ape"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Statics:    ifYouControl("Forest", 1, 1),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{4}{G}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0,
				Power: 2, Toughness: 2, Keywords: ability.Trample}},
		}},
	})
	// NightfireGiant is Nightfire Giant (M15 109): {4}{B} Creature — Zombie
	// Giant 4/3, in its printed "target creature or player" wording.
	NightfireGiant = Define(Definition{
		Name:       "Nightfire Giant",
		NameZhHans: "夜火巨人",
		Text:       "Nightfire Giant gets +1/+1 as long as you control a Mountain.\n{4}{R}: Nightfire Giant deals 2 damage to target creature or player.",
		ManaCost:   mana.MustParseCost("{4}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Zombie", "Giant"},
		Power:      Fixed(4),
		Toughness:  Fixed(3),
		Statics:    ifYouControl("Mountain", 1, 1),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{4}{R}")},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}},
		}},
	})
	// SunbladeElf is Sunblade Elf (M15 202): {G} Creature — Elf Warrior 1/1.
	SunbladeElf = Define(Definition{
		Name:       "Sunblade Elf",
		NameZhHans: "阳刃妖精",
		Text:       "Sunblade Elf gets +1/+1 as long as you control a Plains.\n{4}{W}: Creatures you control get +1/+1 until end of turn.",
		ManaCost:   mana.MustParseCost("{G}"),
		Types:      Creature,
		Subtypes:   []string{"Elf", "Warrior"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Statics:    ifYouControl("Plains", 1, 1),
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{4}{W}")},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
				Group: ability.Group{Side: ability.YourSide}, Power: 1, Toughness: 1}},
		}},
	})
)

// TreefolkWarriorToken is Kalonian Twingrove's green Treefolk Warrior
// token, whose power and toughness are each the number of Forests its
// controller controls (CR 604.3, 613.3a).
var TreefolkWarriorToken = token(Definition{Name: "Treefolk Warrior", NameZhHans: "树妖战士",
	Text:  "This creature's power and toughness are each equal to the number of Forests you control.",
	Types: Creature, Subtypes: []string{"Treefolk", "Warrior"}, Power: Star, Toughness: Star,
	Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Forest"}}}, mana.Green)

// Other wave-2a statics, spells and Auras.
var (
	// SanctifiedCharge is Sanctified Charge (M15 30): {4}{W} Instant. The
	// affected creatures are locked in on resolution (CR 611.2c).
	SanctifiedCharge = Define(Definition{
		Name:       "Sanctified Charge",
		NameZhHans: "净圣冲锋",
		Text:       "Creatures you control get +2/+1 until end of turn. White creatures you control also gain first strike until end of turn.",
		ManaCost:   mana.MustParseCost("{4}{W}"),
		Types:      Instant,
		Spell: ability.Spell{Effects: []ability.Effect{
			{Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.YourSide}, Power: 2, Toughness: 1},
			{Op: ability.OpModify, Subject: ability.SubjectAll,
				Group: ability.Group{Side: ability.YourSide, Colors: mana.SetOf(mana.White)}, Keywords: ability.FirstStrike},
		}},
	})
	// KalonianTwingrove is Kalonian Twingrove (M15 182): {5}{G} Creature —
	// Treefolk Warrior */*.
	KalonianTwingrove = Define(Definition{
		Name:       "Kalonian Twingrove",
		NameZhHans: "卡隆尼亚双生林",
		Text:       "Kalonian Twingrove's power and toughness are each equal to the number of Forests you control.\nWhen Kalonian Twingrove enters the battlefield, put a green Treefolk Warrior creature token onto the battlefield with \"This creature's power and toughness are each equal to the number of Forests you control.\"",
		ManaCost:   mana.MustParseCost("{5}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Treefolk", "Warrior"},
		Power:      Star,
		Toughness:  Star,
		Statics:    []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Forest"}},
		Triggered: []ability.Triggered{etb(nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou,
			Amount: ability.N(1), Token: TreefolkWarriorToken})},
	})
	// BattleMastery is Battle Mastery (M15 4): {2}{W} Enchantment — Aura.
	BattleMastery = Define(Definition{
		Name:       "Battle Mastery",
		NameZhHans: "精研战技",
		Text:       "Enchant creature\nEnchanted creature has double strike.",
		ManaCost:   mana.MustParseCost("{2}{W}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.DoubleStrike}},
	})
	// RangersGuile is Ranger's Guile (M15 193): {G} Instant.
	RangersGuile = Define(Definition{
		Name:       "Ranger's Guile",
		NameZhHans: "护林人的智谋",
		Text:       "Target creature you control gets +1/+1 and gains hexproof until end of turn.",
		ManaCost:   mana.MustParseCost("{G}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0,
				Power: 1, Toughness: 1, Keywords: ability.Hexproof}},
		},
	})
	// MinersBane is Miner's Bane (M15 157): {4}{R}{R} Creature — Elemental
	// 6/3.
	MinersBane = Define(Definition{
		Name:       "Miner's Bane",
		NameZhHans: "矿工灾祸",
		Text:       "{2}{R}: Miner's Bane gets +1/+0 and gains trample until end of turn.",
		ManaCost:   mana.MustParseCost("{4}{R}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Elemental"},
		Power:      Fixed(6),
		Toughness:  Fixed(3),
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{2}{R}")},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf,
				Power: 1, Keywords: ability.Trample}},
		}},
	})
	// Hammerhand is Hammerhand (M15 147): {R} Enchantment — Aura. Its
	// enters trigger targets any creature, not only the enchanted one.
	Hammerhand = Define(Definition{
		Name:       "Hammerhand",
		NameZhHans: "手力如锤",
		Text:       "Enchant creature\nWhen Hammerhand enters the battlefield, target creature can't block this turn.\nEnchanted creature gets +1/+1 and has haste.",
		ManaCost:   mana.MustParseCost("{R}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Triggered: []ability.Triggered{etb([]ability.TargetSpec{ability.TargetCreature},
			ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Restrictions: ability.CantBlock})},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1, Keywords: ability.Haste}},
	})
)

// Creatures whose statics depend on a condition on the game state
// (CR 604.2), and combat restrictions (CR 508.1c, 509.1b).
var (
	// AeronautTinkerer is Aeronaut Tinkerer (M15 43): {2}{U} Creature —
	// Human Artificer 2/3.
	AeronautTinkerer = Define(Definition{
		Name:       "Aeronaut Tinkerer",
		NameZhHans: "空行修补匠",
		Text:       "Aeronaut Tinkerer has flying as long as you control an artifact.",
		ManaCost:   mana.MustParseCost("{2}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Artificer"},
		Power:      Fixed(2),
		Toughness:  Fixed(3),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.IfYouControl(ability.Artifact),
			Keywords: ability.Flying}},
	})
	// ScrapyardMongrel is Scrapyard Mongrel (M15 160): {3}{R} Creature —
	// Dog 3/3.
	ScrapyardMongrel = Define(Definition{
		Name:       "Scrapyard Mongrel",
		NameZhHans: "废品场猎犬",
		Text:       "As long as you control an artifact, Scrapyard Mongrel gets +2/+0 and has trample.",
		ManaCost:   mana.MustParseCost("{3}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Dog"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.IfYouControl(ability.Artifact),
			Power: 2, Keywords: ability.Trample}},
	})
	// WardenOfTheBeyond is Warden of the Beyond (M15 42): {2}{W} Creature —
	// Human Wizard 2/2.
	WardenOfTheBeyond = Define(Definition{
		Name:       "Warden of the Beyond",
		NameZhHans: "他界护卫",
		Text:       "Vigilance\nWarden of the Beyond gets +2/+2 as long as an opponent owns a card in exile.",
		ManaCost:   mana.MustParseCost("{2}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Wizard"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Keywords:   ability.Vigilance,
		Statics: []ability.Static{{Affects: ability.AffectsSelf,
			If: ability.Condition{Kind: ability.OpponentOwnsCardInExile}, Power: 2, Toughness: 2}},
	})
	// GlacialCrasher is Glacial Crasher (M15 57): {4}{U}{U} Creature —
	// Elemental 5/5. "Can't attack unless there is a Mountain" is "can't
	// attack as long as there is no Mountain".
	GlacialCrasher = Define(Definition{
		Name:       "Glacial Crasher",
		NameZhHans: "冰川粉碎灵",
		Text:       "Trample\nGlacial Crasher can't attack unless there is a Mountain on the battlefield.",
		ManaCost:   mana.MustParseCost("{4}{U}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Elemental"},
		Power:      Fixed(5),
		Toughness:  Fixed(5),
		Keywords:   ability.Trample,
		Statics: []ability.Static{{Affects: ability.AffectsSelf,
			If:           ability.Condition{Kind: ability.NoneOnBattlefield, Group: ability.Group{Types: Land, Subtype: "Mountain"}},
			Restrictions: ability.CantAttack}},
	})
	// AmphinPathmage is Amphin Pathmage (M15 45): {3}{U} Creature —
	// Salamander Wizard 3/2.
	AmphinPathmage = Define(Definition{
		Name:       "Amphin Pathmage",
		NameZhHans: "埃分径法师",
		Text:       "{2}{U}: Target creature can't be blocked this turn.",
		ManaCost:   mana.MustParseCost("{3}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Salamander", "Wizard"},
		Power:      Fixed(3),
		Toughness:  Fixed(2),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{2}{U}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0,
				Restrictions: ability.CantBeBlocked}},
		}},
	})
	// Invisibility is Invisibility (M15 61): {U}{U} Enchantment — Aura.
	Invisibility = Define(Definition{
		Name:       "Invisibility",
		NameZhHans: "隐身术",
		Text:       "Enchant creature\nEnchanted creature can't be blocked except by Walls.",
		ManaCost:   mana.MustParseCost("{U}{U}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.CantBeBlockedExceptByWalls}},
	})
	// ScuttlingDoomEngine is Scuttling Doom Engine (M15 229): {6} Artifact
	// Creature — Construct 6/6, in its printed "target opponent" wording.
	// The dies trigger's source is the Engine as it last existed on the
	// battlefield (CR 603.10a).
	ScuttlingDoomEngine = Define(Definition{
		Name:         "Scuttling Doom Engine",
		NameZhHans:   "疾步毁灭引擎",
		Text:         "Scuttling Doom Engine can't be blocked by creatures with power 2 or less.\nWhen Scuttling Doom Engine dies, it deals 6 damage to target opponent.",
		ManaCost:     mana.MustParseCost("{6}"),
		Types:        Artifact | Creature,
		Subtypes:     []string{"Construct"},
		Power:        Fixed(6),
		Toughness:    Fixed(6),
		Restrictions: ability.CantBeBlockedByPowerTwoOrLess,
		Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(6)}}}},
	})
)

// Abilities lost and gained until end of turn (CR 613.1f), and an effect
// that lasts for as long as you control its source (CR 611.2b).
var (
	// GargoyleSentinel is Gargoyle Sentinel (M15 216): {3} Artifact
	// Creature — Gargoyle 3/3.
	GargoyleSentinel = Define(Definition{
		Name:       "Gargoyle Sentinel",
		NameZhHans: "哨兵石像鬼",
		Text:       "Defender\n{3}: Until end of turn, Gargoyle Sentinel loses defender and gains flying.",
		ManaCost:   mana.MustParseCost("{3}"),
		Types:      Artifact | Creature,
		Subtypes:   []string{"Gargoyle"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Keywords:   ability.Defender,
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{3}")},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf,
				LoseKeywords: ability.Defender, Keywords: ability.Flying}},
		}},
	})
	// XathridSlyblade is Xathrid Slyblade (M15 124): {2}{B} Creature —
	// Human Assassin 2/1.
	XathridSlyblade = Define(Definition{
		Name:       "Xathrid Slyblade",
		NameZhHans: "札兹离诡刃手",
		Text:       "Hexproof\n{3}{B}: Until end of turn, Xathrid Slyblade loses hexproof and gains first strike and deathtouch.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Assassin"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		Keywords:   ability.Hexproof,
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{3}{B}")},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf,
				LoseKeywords: ability.Hexproof, Keywords: ability.FirstStrike | ability.Deathtouch}},
		}},
	})
	// AegisAngel is Aegis Angel (M15 270): {4}{W}{W} Creature — Angel 5/5.
	AegisAngel = Define(Definition{
		Name:       "Aegis Angel",
		NameZhHans: "庇护天使",
		Text:       "Flying\nWhen Aegis Angel enters the battlefield, another target permanent gains indestructible for as long as you control Aegis Angel.",
		ManaCost:   mana.MustParseCost("{4}{W}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Angel"},
		Power:      Fixed(5),
		Toughness:  Fixed(5),
		Keywords:   ability.Flying,
		Triggered: []ability.Triggered{etb([]ability.TargetSpec{{Allow: ability.AllowPermanent, Filter: ability.Filter{Another: true}}},
			ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0,
				Keywords: ability.Indestructible, Duration: ability.WhileYouControlSource})},
	})
)

// GoblinToken is Goblin Rabblemaster's 1/1 red Goblin creature token with
// haste.
var GoblinToken = token(Definition{Name: "Goblin", NameZhHans: "鬼怪", Text: "Haste",
	Types: Creature, Subtypes: []string{"Goblin"}, Power: Fixed(1), Toughness: Fixed(1), Keywords: ability.Haste}, mana.Red)

// GoblinRabblemaster is Goblin Rabblemaster (M15 145): {2}{R} Creature —
// Goblin Warrior 2/2. Its first ability is a requirement on the other
// Goblins (CR 508.1d); its last counts the other attacking Goblins on
// resolution (CR 608.2g).
var GoblinRabblemaster = Define(Definition{
	Name:       "Goblin Rabblemaster",
	NameZhHans: "鬼怪闹事头",
	Text: "Other Goblin creatures you control attack each combat if able.\n" +
		"At the beginning of combat on your turn, put a 1/1 red Goblin creature token with haste onto the battlefield.\n" +
		"Whenever Goblin Rabblemaster attacks, it gets +1/+0 until end of turn for each other attacking Goblin.",
	ManaCost:  mana.MustParseCost("{2}{R}"),
	Types:     Creature,
	Subtypes:  []string{"Goblin", "Warrior"},
	Power:     Fixed(2),
	Toughness: Fixed(2),
	Statics: []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Subtype: "Goblin", Side: ability.YourSide, Other: true}, Restrictions: ability.AttacksEachCombat}},
	Triggered: []ability.Triggered{
		{Event: ability.YourBeginningOfCombat, Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou,
			Amount: ability.N(1), Token: GoblinToken}}},
		{Event: ability.Attacks, Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1,
			Amount: ability.Amount{Kind: ability.CountOtherAttackingSubtype, Subtype: "Goblin"}}}},
	},
})

// Wave-2a Equipment (CR 301.5).
var (
	// HotSoup is Hot Soup (M15 219): {1} Artifact — Equipment. "Destroy
	// it" names the creature that was dealt damage.
	HotSoup = Define(Definition{
		Name:       "Hot Soup",
		NameZhHans: "滚汤",
		Text:       "Equipped creature can't be blocked.\nWhenever equipped creature is dealt damage, destroy it.\nEquip {3}",
		ManaCost:   mana.MustParseCost("{1}"),
		Types:      Artifact,
		Subtypes:   []string{"Equipment"},
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.CantBeBlocked}},
		Triggered: []ability.Triggered{{Event: ability.AttachedIsDealtDamage,
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectEventObject}}}},
		Activated: []ability.Activated{equip("{3}")},
	})
	// AvariceAmulet is Avarice Amulet (M15 212): {4} Artifact — Equipment.
	// The granted "At the beginning of your upkeep, draw a card" is played
	// as the Amulet's trigger at the upkeep of the equipped creature's
	// controller, who controls it and draws (ability.Triggered.OfAttached).
	AvariceAmulet = Define(Definition{
		Name:       "Avarice Amulet",
		NameZhHans: "贪欲护身符",
		Text: "Equipped creature gets +2/+0 and has vigilance and \"At the beginning of your upkeep, draw a card.\"\n" +
			"Whenever equipped creature dies, target opponent gains control of Avarice Amulet.\nEquip {2}",
		ManaCost: mana.MustParseCost("{4}"),
		Types:    Artifact,
		Subtypes: []string{"Equipment"},
		Statics:  []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Keywords: ability.Vigilance}},
		Triggered: []ability.Triggered{
			{Event: ability.UpkeepOfAttachedController, OfAttached: true, Effects: []ability.Effect{{Op: ability.OpDraw,
				Who: ability.WhoEnchantedController, Amount: ability.N(1)}}},
			{Event: ability.AttachedDies, Targets: []ability.TargetSpec{ability.TargetOpponent},
				Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectSelf, Who: ability.WhoTarget,
					Target: 0, Duration: ability.Permanently}}},
		},
		Activated: []ability.Activated{equip("{2}")},
	})
	// HauntedPlateMail is Haunted Plate Mail (M15 218): {4} Artifact —
	// Equipment. As a creature it is no longer an Equipment and can't
	// equip (CR 301.5c).
	HauntedPlateMail = Define(Definition{
		Name:       "Haunted Plate Mail",
		NameZhHans: "遭祟板甲",
		Text: "Equipped creature gets +4/+4.\n" +
			"{0}: Until end of turn, Haunted Plate Mail becomes a 4/4 Spirit artifact creature that's no longer an Equipment. Activate this ability only if you control no creatures.\n" +
			"Equip {4}",
		ManaCost: mana.MustParseCost("{4}"),
		Types:    Artifact,
		Subtypes: []string{"Equipment"},
		Statics:  []ability.Static{{Affects: ability.AffectsAttached, Power: 4, Toughness: 4}},
		Activated: []ability.Activated{
			{
				OnlyIf: ability.Condition{Kind: ability.YouControlNone},
				Effects: []ability.Effect{{Op: ability.OpBecome, Subject: ability.SubjectSelf, Power: 4, Toughness: 4,
					AddTypes: Creature, AddSubtype: "Spirit", LoseSubtype: "Equipment"}},
			},
			equip("{4}"),
		},
	})
)

// EnsoulArtifact is Ensoul Artifact (M15 54): {1}{U} Enchantment — Aura.
// The type is added in layer 4 and the base 5/5 set in layer 7b, so
// modifications from 7c and counters still apply on top (CR 613.3).
var EnsoulArtifact = Define(Definition{
	Name:       "Ensoul Artifact",
	NameZhHans: "神器缄灵",
	Text:       "Enchant artifact\nEnchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.",
	ManaCost:   mana.MustParseCost("{1}{U}"),
	Types:      Enchantment,
	Subtypes:   []string{"Aura"},
	Enchant:    ability.TargetArtifact,
	Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: Creature,
		SetBasePT: true, BasePower: 5, BaseToughness: 5}},
})
