package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2bCost lists the wave-2b cards of costs and restricted mana (issue
// 17, group C): additional and increased costs, payments during
// resolution, restricted and triggered mana, casting conditions.
var wave2bCost = []*Definition{
	DiffusionSliver, FrenziedGoblin, IllusoryAngel, InvasiveSpecies, LifesLegacy, OppressiveRays,
	RoaringPrimadox, ShrapnelBlast, SliverHive, SpiritBonds, VerdantHaven,
}

// Tokens of the wave-2b cost cards.
var (
	// SliverToken is a 1/1 colorless Sliver creature token (Sliver Hive).
	SliverToken = Define(Definition{Name: "Sliver", NameZhHans: "裂片妖", Types: Creature,
		Subtypes: []string{"Sliver"}, Power: Fixed(1), Toughness: Fixed(1)})
)

// enchantLand is "Enchant land" (CR 303.4a).
var enchantLand = ability.TargetSpec{Allow: ability.AllowLand}

var (
	// DiffusionSliver is Diffusion Sliver (M15 50): {1}{U} Creature —
	// Sliver 1/1, "Whenever a Sliver creature you control becomes the
	// target of a spell or ability an opponent controls, counter that
	// spell or ability unless its controller pays {2}."
	DiffusionSliver = Define(Definition{
		Name:       "Diffusion Sliver",
		NameZhHans: "弥散裂片妖",
		Text:       "Whenever a Sliver creature you control becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Sliver"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{{
			Event:   ability.BecomesTargetOfOpponent,
			Match:   ability.Filter{Types: Creature, Subtype: "Sliver", Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpCounterUnlessPays, PayMana: mana.MustParseCost("{2}")}},
		}},
	})
	// FrenziedGoblin is Frenzied Goblin (M15 142): {R} Creature — Goblin
	// Berserker 1/1, "Whenever Frenzied Goblin attacks, you may pay {R}.
	// If you do, target creature can't block this turn."
	FrenziedGoblin = Define(Definition{
		Name:       "Frenzied Goblin",
		NameZhHans: "狂热鬼怪",
		Text:       "Whenever Frenzied Goblin attacks, you may pay {R}. If you do, target creature can't block this turn.",
		ManaCost:   mana.MustParseCost("{R}"),
		Types:      Creature,
		Subtypes:   []string{"Goblin", "Berserker"},
		Power:      Fixed(1),
		Toughness:  Fixed(1),
		Triggered: []ability.Triggered{{
			Event:   ability.Attacks,
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Restrictions: ability.CantBlock,
				Duration: ability.UntilEndOfTurn, Optional: true, PayMana: mana.MustParseCost("{R}")}},
		}},
	})
	// IllusoryAngel is Illusory Angel (M15 59): {2}{U} Creature — Angel
	// Illusion 4/4, "Cast Illusory Angel only if you've cast another spell
	// this turn. / Flying" (CR 601.3).
	IllusoryAngel = Define(Definition{
		Name:       "Illusory Angel",
		NameZhHans: "虚幻天使",
		Text:       "Cast Illusory Angel only if you've cast another spell this turn.\nFlying",
		ManaCost:   mana.MustParseCost("{2}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Angel", "Illusion"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Keywords:   ability.Flying,
		CastOnlyIf: ability.If(ability.YouCastAnotherSpellThisTurn),
	})
	// InvasiveSpecies is Invasive Species (M15 181): {2}{G} Creature —
	// Insect 3/3, "When Invasive Species enters the battlefield, return
	// another permanent you control to its owner's hand."
	InvasiveSpecies = Define(Definition{
		Name:       "Invasive Species",
		NameZhHans: "侵袭虫群",
		Text:       "When Invasive Species enters the battlefield, return another permanent you control to its owner's hand.",
		ManaCost:   mana.MustParseCost("{2}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Insect"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Triggered: []ability.Triggered{{
			Event: ability.EntersBattlefield,
			Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectChosen,
				Group: ability.Group{Types: ability.PermanentTypes, Other: true}}},
		}},
	})
	// LifesLegacy is Life's Legacy (M15 183): {1}{G} Sorcery, "As an
	// additional cost to cast Life's Legacy, sacrifice a creature. Draw
	// cards equal to the sacrificed creature's power."
	LifesLegacy = Define(Definition{
		Name:                "Life's Legacy",
		NameZhHans:          "化生遗赠",
		Text:                "As an additional cost to cast Life's Legacy, sacrifice a creature.\nDraw cards equal to the sacrificed creature's power.",
		ManaCost:            mana.MustParseCost("{1}{G}"),
		Types:               Sorcery,
		AdditionalSacrifice: &ability.Group{Types: Creature},
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.SacrificedPower}}}},
	})
	// OppressiveRays is Oppressive Rays (M15 21): {W} Enchantment — Aura,
	// "Enchant creature / Enchanted creature can't attack or block unless
	// its controller pays {3}. / Activated abilities of enchanted creature
	// cost {3} more to activate."
	OppressiveRays = Define(Definition{
		Name:       "Oppressive Rays",
		NameZhHans: "压迫射线",
		Text:       "Enchant creature\nEnchanted creature can't attack or block unless its controller pays {3}.\nActivated abilities of enchanted creature cost {3} more to activate.",
		ManaCost:   mana.MustParseCost("{W}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, AttackBlockTax: 3, ActivationTax: 3}},
	})
	// RoaringPrimadox is Roaring Primadox (M15 196): {3}{G} Creature —
	// Beast 4/4, "At the beginning of your upkeep, return a creature you
	// control to its owner's hand."
	RoaringPrimadox = Define(Definition{
		Name:       "Roaring Primadox",
		NameZhHans: "咆哮原跺兽",
		Text:       "At the beginning of your upkeep, return a creature you control to its owner's hand.",
		ManaCost:   mana.MustParseCost("{3}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Beast"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Triggered: []ability.Triggered{{
			Event:   ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectChosen, Group: ability.Group{Types: Creature}}},
		}},
	})
	// ShrapnelBlast is Shrapnel Blast (M15 161): {1}{R} Instant, "As an
	// additional cost to cast Shrapnel Blast, sacrifice an artifact.
	// Shrapnel Blast deals 5 damage to target creature or player."
	ShrapnelBlast = Define(Definition{
		Name:                "Shrapnel Blast",
		NameZhHans:          "碎片冲击",
		Text:                "As an additional cost to cast Shrapnel Blast, sacrifice an artifact.\nShrapnel Blast deals 5 damage to target creature or player.",
		ManaCost:            mana.MustParseCost("{1}{R}"),
		Types:               Instant,
		AdditionalSacrifice: &ability.Group{Types: Artifact},
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectTarget, Amount: ability.N(5)}},
		},
	})
	// SliverHive is Sliver Hive (M15 247): Land, "{T}: Add {1} to your
	// mana pool. / {T}: Add one mana of any color to your mana pool. Spend
	// this mana only to cast a Sliver spell. / {5}, {T}: Put a 1/1
	// colorless Sliver creature token onto the battlefield. Activate this
	// ability only if you control a Sliver."
	SliverHive = Define(Definition{
		Name:       "Sliver Hive",
		NameZhHans: "裂片妖母巢",
		Text: "{T}: Add {1} to your mana pool.\n" +
			"{T}: Add one mana of any color to your mana pool. Spend this mana only to cast a Sliver spell.\n" +
			"{5}, {T}: Put a 1/1 colorless Sliver creature token onto the battlefield. Activate this ability only if you control a Sliver.",
		Types: Land,
		Activated: []ability.Activated{
			ability.TapForMana(mana.Colorless),
			{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors,
				Amount: ability.N(1), SpendOnlySubtype: "Sliver"}}},
			{Cost: ability.Cost{Mana: mana.MustParseCost("{5}"), Tap: true}, Effects: []ability.Effect{makeTokens(SliverToken, ability.N(1))},
				OnlyIf: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.PermanentTypes, Subtype: "Sliver"}}},
		},
	})
	// SpiritBonds is Spirit Bonds (M15 37): {1}{W} Enchantment, "Whenever
	// a nontoken creature enters the battlefield under your control, you
	// may pay {W}. If you do, put a 1/1 white Spirit creature token with
	// flying onto the battlefield. / {1}{W}, Sacrifice a Spirit: Target
	// non-Spirit creature gains indestructible until end of turn."
	SpiritBonds = Define(Definition{
		Name:       "Spirit Bonds",
		NameZhHans: "魂灵系绊",
		Text: "Whenever a nontoken creature enters the battlefield under your control, you may pay {W}. If you do, put a 1/1 white Spirit creature token with flying onto the battlefield.\n" +
			"{1}{W}, Sacrifice a Spirit: Target non-Spirit creature gains indestructible until end of turn.",
		ManaCost: mana.MustParseCost("{1}{W}"),
		Types:    Enchantment,
		Triggered: []ability.Triggered{{
			Event: ability.PermanentEnters,
			Match: ability.Filter{Types: Creature, Side: ability.YourSide, NonToken: true},
			Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: SpiritToken,
				Optional: true, PayMana: mana.MustParseCost("{W}")}},
		}},
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{1}{W}"), Sacrifice: &ability.Group{Types: ability.PermanentTypes, Subtype: "Spirit"}},
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{NotSubtype: "Spirit"}}},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Keywords: ability.Indestructible,
				Duration: ability.UntilEndOfTurn}},
		}},
	})
	// VerdantHaven is Verdant Haven (M15 206): {2}{G} Enchantment — Aura,
	// "Enchant land / When Verdant Haven enters the battlefield, you gain 2
	// life. / Whenever enchanted land is tapped for mana, its controller
	// adds one additional mana of any color to their mana pool."
	VerdantHaven = Define(Definition{
		Name:       "Verdant Haven",
		NameZhHans: "新绿庇护地",
		Text:       "Enchant land\nWhen Verdant Haven enters the battlefield, you gain 2 life.\nWhenever enchanted land is tapped for mana, its controller adds one additional mana of any color to his or her mana pool.",
		ManaCost:   mana.MustParseCost("{2}{G}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantLand,
		Triggered: []ability.Triggered{
			{Event: ability.EntersBattlefield, Effects: []ability.Effect{gain(2)}},
			{Event: ability.AttachedTappedForMana, Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(1)}}},
		},
	})
)
