package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2aTrig lists the wave-2a cards built on trigger events, turn history,
// tokens with abilities and coin flips.
var wave2aTrig = []*Definition{
	AltacBloodseeker, BroodKeeper, ChasmSkulker, CircleOfFlame, FeastOnTheFallen,
	FirstResponse, FoundryStreetDenizen, FrostLynx, GarruksPackleader, GoblinKaboomist,
	HornetNest, HornetQueen, KapshoKitefins, LeechingSliver, MightMakesRight,
	MilitaryIntelligence, NetcasterSpider, ProfaneMemento, ResoluteArchangel, SiegeDragon,
	StaffOfTheDeathMagus, StaffOfTheFlameMagus, StaffOfTheMindMagus, StaffOfTheSunMagus, StaffOfTheWildMagus,
	WallOfLimbs, WasteNot, SengirVampire, EternalThirst, TheChainVeil,
}

// Shorthands of this file.
var (
	// opponentCreature is "target creature an opponent controls".
	opponentCreature = ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}
	// yourCreature is "target creature you control".
	yourCreature = ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}
)

// gain is "you gain N life".
func gain(n int) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}
}

// makeTokens is "put N TOKEN tokens onto the battlefield" under your
// control.
func makeTokens(t *Definition, n ability.Amount) ability.Effect {
	return ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: n, Token: t}
}

// selfCounter is "put a +1/+1 counter on CARDNAME".
var selfCounter = ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Amount: ability.N(1), Counter: "+1/+1"}

// staff is one of the five Magus staffs: "Whenever you cast a COLOUR spell
// or a LANDTYPE enters the battlefield under your control, you gain 1
// life." Two events, each with its own filter, share the one effect
// (CR 603.2).
func staff(name, zh, colorWord, land string, c mana.Color) *Definition {
	return Define(Definition{
		Name:       name,
		NameZhHans: zh,
		Text:       "Whenever you cast a " + colorWord + " spell or " + article(land) + " " + land + " enters the battlefield under your control, you gain 1 life.",
		ManaCost:   mana.MustParseCost("{3}"),
		Types:      Artifact,
		Triggered: []ability.Triggered{
			{Event: ability.YouCastSpell, Match: ability.Filter{Colors: mana.SetOf(c)}, Effects: []ability.Effect{gain(1)}},
			{Event: ability.PermanentEnters, Match: ability.Filter{Types: Land, Subtype: land, Side: ability.YourSide},
				Effects: []ability.Effect{gain(1)}},
		},
	})
}

func article(word string) string {
	if word[0] == 'I' {
		return "an"
	}
	return "a"
}

// Tokens with abilities that the cards of this file make (CR 110.5b).
var (
	// InsectToken is a 1/1 green Insect creature token with flying and
	// deathtouch (Hornet Queen, Hornet Nest).
	InsectToken = token(Definition{Name: "Insect", NameZhHans: "昆虫", Text: "Flying, deathtouch",
		Types: Creature, Subtypes: []string{"Insect"}, Power: Fixed(1), Toughness: Fixed(1),
		Keywords: ability.Flying | ability.Deathtouch}, mana.Green)
	// ZombieToken is a 2/2 black Zombie creature token (Waste Not).
	ZombieToken = token(Definition{Name: "Zombie", NameZhHans: "灵俑", Types: Creature,
		Subtypes: []string{"Zombie"}, Power: Fixed(2), Toughness: Fixed(2)}, mana.Black)
	// DragonToken is a 2/2 red Dragon creature token with flying and
	// "{R}: This creature gets +1/+0 until end of turn." (Brood Keeper).
	DragonToken = token(Definition{Name: "Dragon", NameZhHans: "龙", Text: "Flying\n{R}: This creature gets +1/+0 until end of turn.",
		Types: Creature, Subtypes: []string{"Dragon"}, Power: Fixed(2), Toughness: Fixed(2),
		Keywords: ability.Flying, Activated: []ability.Activated{pump("{R}", 1, 0)}}, mana.Red)
	// LandMineToken is the colorless artifact token named Land Mine with
	// "{R}, Sacrifice this artifact: This artifact deals 2 damage to
	// target attacking creature without flying." (Goblin Kaboomist).
	LandMineToken = Define(Definition{Name: "Land Mine", NameZhHans: "地雷",
		Text:  "{R}, Sacrifice this artifact: This artifact deals 2 damage to target attacking creature without flying.",
		Types: Artifact,
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{R}"), SacrificeSelf: true},
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature,
				Filter: ability.Filter{Combat: ability.Attacking, WithoutKeyword: ability.Flying}}},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(2)}},
		}},
	})
)

var (
	// AltacBloodseeker is Altac Bloodseeker (M15 128): {1}{R} Creature —
	// Human Berserker 2/1.
	AltacBloodseeker = Define(Definition{
		Name:       "Altac Bloodseeker",
		NameZhHans: "奥塔克觅血人",
		Text:       "Whenever a creature an opponent controls dies, Altac Bloodseeker gets +2/+0 and gains first strike and haste until end of turn.",
		ManaCost:   mana.MustParseCost("{1}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Berserker"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2,
				Keywords: ability.FirstStrike | ability.Haste}}}},
	})
	// BroodKeeper is Brood Keeper (M15 132): {3}{R} Creature — Human
	// Shaman 2/3.
	BroodKeeper = Define(Definition{
		Name:       "Brood Keeper",
		NameZhHans: "育卵师",
		Text:       "Whenever an Aura becomes attached to Brood Keeper, put a 2/2 red Dragon creature token with flying onto the battlefield. It has \"{R}: This creature gets +1/+0 until end of turn.\"",
		ManaCost:   mana.MustParseCost("{3}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Shaman"},
		Power:      Fixed(2),
		Toughness:  Fixed(3),
		Triggered: []ability.Triggered{{Event: ability.AuraBecomesAttached,
			Effects: []ability.Effect{makeTokens(DragonToken, ability.N(1))}}},
	})
	// ChasmSkulker is Chasm Skulker (M15 46): {2}{U} Creature — Squid
	// Horror 1/1.
	ChasmSkulker = Define(Definition{
		Name:       "Chasm Skulker",
		NameZhHans: "深峡潜怪",
		Text:       "Whenever you draw a card, put a +1/+1 counter on Chasm Skulker.\nWhen Chasm Skulker dies, put X 1/1 blue Squid creature tokens with islandwalk onto the battlefield, where X is the number of +1/+1 counters on Chasm Skulker.",
		ManaCost:   mana.MustParseCost("{2}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Squid", "Horror"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{
			{Event: ability.YouDraw, Effects: []ability.Effect{selfCounter}},
			{Event: ability.Dies, Effects: []ability.Effect{makeTokens(SquidToken, ability.Amount{Kind: ability.EventAmount})}},
		},
	})
	// CircleOfFlame is Circle of Flame (M15 135): {1}{R} Enchantment.
	CircleOfFlame = Define(Definition{
		Name:       "Circle of Flame",
		NameZhHans: "火焰围圈",
		Text:       "Whenever a creature without flying attacks you or a planeswalker you control, Circle of Flame deals 1 damage to that creature.",
		ManaCost:   mana.MustParseCost("{1}{R}"),
		Types:      Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYouOrYourPlaneswalker,
			Match:   ability.Filter{WithoutKeyword: ability.Flying},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectEventObject, Amount: ability.N(1)}}}},
	})
	// EternalThirst is Eternal Thirst (M15 95): {1}{B} Enchantment — Aura.
	// The granted triggered ability is the creature's, controlled by its
	// controller, with "an opponent" relative to that player.
	EternalThirst = Define(Definition{
		Name:       "Eternal Thirst",
		NameZhHans: "永恒饥渴",
		Text:       "Enchant creature\nEnchanted creature has lifelink and \"Whenever a creature an opponent controls dies, put a +1/+1 counter on this creature.\"",
		ManaCost:   mana.MustParseCost("{1}{B}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.Lifelink}},
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true, Match: ability.Filter{Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectAttached, Amount: ability.N(1), Counter: "+1/+1"}}}},
	})
	// FeastOnTheFallen is Feast on the Fallen (M15 96): {2}{B} Enchantment.
	FeastOnTheFallen = Define(Definition{
		Name:       "Feast on the Fallen",
		NameZhHans: "饱食死者",
		Text:       "At the beginning of each upkeep, if an opponent lost life last turn, put a +1/+1 counter on target creature you control.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Enchantment,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep, If: ability.If(ability.OpponentLostLifeLastTurn),
			Targets: []ability.TargetSpec{yourCreature},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectTarget, Target: 0,
				Amount: ability.N(1), Counter: "+1/+1"}}}},
	})
	// FirstResponse is First Response (M15 12): {3}{W} Enchantment.
	FirstResponse = Define(Definition{
		Name:       "First Response",
		NameZhHans: "紧急救援",
		Text:       "At the beginning of each upkeep, if you lost life last turn, put a 1/1 white Soldier creature token onto the battlefield.",
		ManaCost:   mana.MustParseCost("{3}{W}"),
		Types:      Enchantment,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep, If: ability.If(ability.YouLostLifeLastTurn),
			Effects: []ability.Effect{makeTokens(SoldierToken, ability.N(1))}}},
	})
	// FoundryStreetDenizen is Foundry Street Denizen (M15 141): {R}
	// Creature — Goblin Warrior 1/1.
	FoundryStreetDenizen = Define(Definition{
		Name:       "Foundry Street Denizen",
		NameZhHans: "锻炉街居民",
		Text:       "Whenever another red creature enters the battlefield under your control, Foundry Street Denizen gets +1/+0 until end of turn.",
		ManaCost:   mana.MustParseCost("{R}"),
		Types:      Creature,
		Subtypes:   []string{"Goblin", "Warrior"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match:   ability.Filter{Types: Creature, Colors: mana.SetOf(mana.Red), Side: ability.YourSide, Another: true},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1}}}},
	})
	// FrostLynx is Frost Lynx (M15 55): {2}{U} Creature — Elemental Cat
	// 2/2.
	FrostLynx = Define(Definition{
		Name:       "Frost Lynx",
		NameZhHans: "冰霜山猫",
		Text:       "When Frost Lynx enters the battlefield, tap target creature an opponent controls. That creature doesn't untap during its controller's next untap step.",
		ManaCost:   mana.MustParseCost("{2}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Elemental", "Cat"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{etb([]ability.TargetSpec{opponentCreature},
			ability.Effect{Op: ability.OpTap, Subject: ability.SubjectTarget, Target: 0},
			ability.Effect{Op: ability.OpSkipUntap, Subject: ability.SubjectTarget, Target: 0})},
	})
	// GarruksPackleader is Garruk's Packleader (M15 283): {4}{G} Creature —
	// Beast 4/4.
	GarruksPackleader = Define(Definition{
		Name:       "Garruk's Packleader",
		NameZhHans: "贾路的兽群长",
		Text:       "Whenever another creature with power 3 or greater enters the battlefield under your control, you may draw a card.",
		ManaCost:   mana.MustParseCost("{4}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Beast"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match:   ability.Filter{Types: Creature, MinPower: 3, Side: ability.YourSide, Another: true},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true}}}},
	})
	// GoblinKaboomist is Goblin Kaboomist (M15 144): {1}{R} Creature —
	// Goblin Warrior 1/2.
	GoblinKaboomist = Define(Definition{
		Name:       "Goblin Kaboomist",
		NameZhHans: "轰隆鬼怪",
		Text:       "At the beginning of your upkeep, put a colorless artifact token named Land Mine onto the battlefield with \"{R}, Sacrifice this artifact: This artifact deals 2 damage to target attacking creature without flying.\" Then flip a coin. If you lose the flip, Goblin Kaboomist deals 2 damage to itself.",
		ManaCost:   mana.MustParseCost("{1}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Goblin", "Warrior"},
		Power:      Fixed(1),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{
			makeTokens(LandMineToken, ability.N(1)),
			{Op: ability.OpFlipCoin},
			{Op: ability.OpDamage, Subject: ability.SubjectSelf, Amount: ability.N(2), IfLoseFlip: true},
		}}},
	})
	// HornetNest is Hornet Nest (M15 177): {2}{G} Creature — Insect 0/2.
	HornetNest = Define(Definition{
		Name:       "Hornet Nest",
		NameZhHans: "黄蜂巢",
		Text:       "Defender\nWhenever Hornet Nest is dealt damage, put that many 1/1 green Insect creature tokens with flying and deathtouch onto the battlefield.",
		ManaCost:   mana.MustParseCost("{2}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Insect"},
		Power:      Fixed(0),
		Toughness:  Fixed(2),
		Keywords:   ability.Defender,
		Triggered: []ability.Triggered{{Event: ability.DealtDamage,
			Effects: []ability.Effect{makeTokens(InsectToken, ability.Amount{Kind: ability.EventAmount})}}},
	})
	// HornetQueen is Hornet Queen (M15 178): {4}{G}{G}{G} Creature —
	// Insect 2/2.
	HornetQueen = Define(Definition{
		Name:       "Hornet Queen",
		NameZhHans: "蜂后",
		Text:       "Flying\nDeathtouch\nWhen Hornet Queen enters the battlefield, put four 1/1 green Insect creature tokens with flying and deathtouch onto the battlefield.",
		ManaCost:   mana.MustParseCost("{4}{G}{G}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Insect"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Keywords:   ability.Flying | ability.Deathtouch,
		Triggered:  []ability.Triggered{etb(nil, makeTokens(InsectToken, ability.N(4)))},
	})
	// KapshoKitefins is Kapsho Kitefins (M15 66): {4}{U}{U} Creature —
	// Fish 3/3.
	KapshoKitefins = Define(Definition{
		Name:       "Kapsho Kitefins",
		NameZhHans: "凯普萧鸢鳍鱼",
		Text:       "Flying\nWhenever Kapsho Kitefins or another creature enters the battlefield under your control, tap target creature an opponent controls.",
		ManaCost:   mana.MustParseCost("{4}{U}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Fish"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Keywords:   ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match:   ability.Filter{Types: Creature, Side: ability.YourSide},
			Targets: []ability.TargetSpec{opponentCreature},
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectTarget, Target: 0}}}},
	})
	// LeechingSliver is Leeching Sliver (M15 102): {1}{B} Creature —
	// Sliver 1/1.
	LeechingSliver = Define(Definition{
		Name:       "Leeching Sliver",
		NameZhHans: "吸食裂片妖",
		Text:       "Whenever a Sliver you control attacks, defending player loses 1 life.",
		ManaCost:   mana.MustParseCost("{1}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Sliver"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks,
			Match:   ability.Filter{Subtype: "Sliver", Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}},
	})
	// MightMakesRight is Might Makes Right (M15 156): {5}{R} Enchantment.
	MightMakesRight = Define(Definition{
		Name:       "Might Makes Right",
		NameZhHans: "强者为王",
		Text:       "At the beginning of combat on your turn, if you control each creature on the battlefield with the greatest power, gain control of target creature an opponent controls until end of turn. Untap that creature. It gains haste until end of turn.",
		ManaCost:   mana.MustParseCost("{5}{R}"),
		Types:      Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YourBeginningOfCombat, If: ability.If(ability.ControlEachGreatestPower),
			Targets: []ability.TargetSpec{opponentCreature},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectTarget, Target: 0,
				Duration: ability.UntilEndOfTurn, Untap: true, Keywords: ability.Haste}}}},
	})
	// MilitaryIntelligence is Military Intelligence (M15 69): {1}{U}
	// Enchantment.
	MilitaryIntelligence = Define(Definition{
		Name:       "Military Intelligence",
		NameZhHans: "军事情报",
		Text:       "Whenever you attack with two or more creatures, draw a card.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouAttackWithCreatures, MinCount: 2,
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}},
	})
	// NetcasterSpider is Netcaster Spider (M15 186): {2}{G} Creature —
	// Spider 2/3.
	NetcasterSpider = Define(Definition{
		Name:       "Netcaster Spider",
		NameZhHans: "撒网蜘蛛",
		Text:       "Reach\nWhenever Netcaster Spider blocks a creature with flying, Netcaster Spider gets +2/+0 until end of turn.",
		ManaCost:   mana.MustParseCost("{2}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Spider"},
		Power:      Fixed(2),
		Toughness:  Fixed(3),
		Keywords:   ability.Reach,
		Triggered: []ability.Triggered{{Event: ability.Blocks, Match: ability.Filter{WithKeyword: ability.Flying},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2}}}},
	})
	// ProfaneMemento is Profane Memento (M15 226): {1} Artifact.
	ProfaneMemento = Define(Definition{
		Name:       "Profane Memento",
		NameZhHans: "异端祷物",
		Text:       "Whenever a creature card is put into an opponent's graveyard from anywhere, you gain 1 life.",
		ManaCost:   mana.MustParseCost("{1}"),
		Types:      Artifact,
		Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard,
			Match:   ability.Filter{Types: Creature, Side: ability.OpponentSide},
			Effects: []ability.Effect{gain(1)}}},
	})
	// ResoluteArchangel is Resolute Archangel (M15 28): {5}{W}{W}
	// Creature — Angel 4/4.
	ResoluteArchangel = Define(Definition{
		Name:       "Resolute Archangel",
		NameZhHans: "坚毅大天使",
		Text:       "Flying\nWhen Resolute Archangel enters the battlefield, if your life total is less than your starting life total, it becomes equal to your starting life total.",
		ManaCost:   mana.MustParseCost("{5}{W}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Angel"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Keywords:   ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, If: ability.If(ability.LifeBelowStarting),
			Effects: []ability.Effect{{Op: ability.OpSetLifeToStarting, Who: ability.WhoYou}}}},
	})
	// SiegeDragon is Siege Dragon (M15 162): {5}{R}{R} Creature — Dragon
	// 5/5.
	SiegeDragon = Define(Definition{
		Name:       "Siege Dragon",
		NameZhHans: "攻城巨龙",
		Text:       "Flying\nWhen Siege Dragon enters the battlefield, destroy all Walls your opponents control.\nWhenever Siege Dragon attacks, if defending player controls no Walls, it deals 2 damage to each creature without flying that player controls.",
		ManaCost:   mana.MustParseCost("{5}{R}{R}"),
		Types:      Creature,
		Subtypes:   []string{"Dragon"},
		Power:      Fixed(5),
		Toughness:  Fixed(5),
		Keywords:   ability.Flying,
		Triggered: []ability.Triggered{
			etb(nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
				Group: ability.Group{Types: Creature, Subtype: "Wall", Side: ability.OpponentSide}}),
			{Event: ability.Attacks, If: ability.If(ability.DefendingPlayerControlsNoSubtype), IfControlSubtype: "Wall",
				Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectAll, Amount: ability.N(2),
					Group: ability.Group{Types: Creature, WithoutKeyword: ability.Flying, EventPlayers: true}}}},
		},
	})
	// SengirVampire is Sengir Vampire (M15 277): {3}{B}{B} Creature —
	// Vampire 4/4.
	SengirVampire = Define(Definition{
		Name:       "Sengir Vampire",
		NameZhHans: "辛格氏吸血鬼",
		Text:       "Flying\nWhenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire.",
		ManaCost:   mana.MustParseCost("{3}{B}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Vampire"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Keywords:   ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{DamagedBySourceThisTurn: true},
			Effects: []ability.Effect{selfCounter}}},
	})
	// StaffOfTheDeathMagus is Staff of the Death Magus (M15 232): {3}
	// Artifact.
	StaffOfTheDeathMagus = staff("Staff of the Death Magus", "死亡法师杖", "black", "Swamp", mana.Black)
	// StaffOfTheFlameMagus is Staff of the Flame Magus (M15 233): {3}
	// Artifact.
	StaffOfTheFlameMagus = staff("Staff of the Flame Magus", "火焰法师杖", "red", "Mountain", mana.Red)
	// StaffOfTheMindMagus is Staff of the Mind Magus (M15 234): {3}
	// Artifact.
	StaffOfTheMindMagus = staff("Staff of the Mind Magus", "心灵法师杖", "blue", "Island", mana.Blue)
	// StaffOfTheSunMagus is Staff of the Sun Magus (M15 235): {3}
	// Artifact.
	StaffOfTheSunMagus = staff("Staff of the Sun Magus", "太阳法师杖", "white", "Plains", mana.White)
	// StaffOfTheWildMagus is Staff of the Wild Magus (M15 236): {3}
	// Artifact.
	StaffOfTheWildMagus = staff("Staff of the Wild Magus", "原野法师杖", "green", "Forest", mana.Green)
	// TheChainVeil is The Chain Veil (M15 215): {4} Legendary Artifact.
	TheChainVeil = Define(Definition{
		Name:       "The Chain Veil",
		NameZhHans: "锁链面纱",
		Text:       "At the beginning of your end step, if you didn't activate a loyalty ability of a planeswalker this turn, you lose 2 life.\n{4}, {T}: For each planeswalker you control, you may activate one of its loyalty abilities once this turn as though none of its loyalty abilities have been activated this turn.",
		ManaCost:   mana.MustParseCost("{4}"),
		Supertypes: Legendary,
		Types:      Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourEndStep, If: ability.If(ability.NoLoyaltyActivatedThisTurn),
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(2)}}}},
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{4}"), Tap: true},
			Effects: []ability.Effect{{Op: ability.OpExtraLoyaltyActivation}},
		}},
	})
	// WallOfLimbs is Wall of Limbs (M15 121): {2}{B} Creature — Zombie
	// Wall 0/3.
	WallOfLimbs = Define(Definition{
		Name:       "Wall of Limbs",
		NameZhHans: "断肢墙",
		Text:       "Defender\nWhenever you gain life, put a +1/+1 counter on Wall of Limbs.\n{5}{B}{B}, Sacrifice Wall of Limbs: Target player loses X life, where X is Wall of Limbs's power.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Zombie", "Wall"},
		Power:      Fixed(0),
		Toughness:  Fixed(3),
		Keywords:   ability.Defender,
		Triggered:  []ability.Triggered{{Event: ability.YouGainLife, Effects: []ability.Effect{selfCounter}}},
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{5}{B}{B}"), SacrificeSelf: true},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SourcePower}}},
		}},
	})
	// WasteNot is Waste Not (M15 122): {1}{B} Enchantment.
	WasteNot = Define(Definition{
		Name:       "Waste Not",
		NameZhHans: "物尽其用",
		Text:       "Whenever an opponent discards a creature card, put a 2/2 black Zombie creature token onto the battlefield.\nWhenever an opponent discards a land card, add {B}{B} to your mana pool.\nWhenever an opponent discards a noncreature, nonland card, draw a card.",
		ManaCost:   mana.MustParseCost("{1}{B}"),
		Types:      Enchantment,
		Triggered: []ability.Triggered{
			{Event: ability.PlayerDiscards, Match: ability.Filter{Types: Creature, Side: ability.OpponentSide},
				Effects: []ability.Effect{makeTokens(ZombieToken, ability.N(1))}},
			{Event: ability.PlayerDiscards, Match: ability.Filter{Types: Land, Side: ability.OpponentSide},
				Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Black: 2}}}},
			{Event: ability.PlayerDiscards, Match: ability.Filter{NotTypes: Creature | Land, Side: ability.OpponentSide},
				Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}},
		},
	})
)
