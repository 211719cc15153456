package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2cLayers lists the wave-2c cards of layers, land types, copies,
// linked abilities and delayed triggers (issue 18, group B).
var wave2cLayers = []*Definition{
	TurnToFrog, PolymorphistsJest,
	UrborgTombOfYawgmoth, StormtideLeviathan,
	MercurialPretender, KurkeshOnakkeAncient,
	HoardingDragon, ConstrictingSliver,
	Phytotitan,
}

// frog is "loses all abilities and becomes a blue Frog with base power
// and toughness 1/1" until end of turn (CR 613.1d-f, 613.3b).
func frog(subject ability.Subject, group ability.Group) ability.Effect {
	return ability.Effect{Op: ability.OpBecome, Subject: subject, Target: 0, Group: group,
		Power: 1, Toughness: 1, LoseAllAbilities: true, SetColors: mana.SetOf(mana.Blue),
		AddSubtype: "Frog", ReplaceCreatureTypes: true, Duration: ability.UntilEndOfTurn}
}

// Ability loss and changed characteristics (CR 613).
var (
	// TurnToFrog is Turn to Frog (M15 81): {1}{U} Instant.
	TurnToFrog = Define(Definition{
		Name:       "Turn to Frog",
		NameZhHans: "化蛙术",
		Text:       "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature}},
			Effects: []ability.Effect{frog(ability.SubjectTarget, ability.Group{})},
		},
	})
	// PolymorphistsJest is Polymorphist's Jest (M15 75): {1}{U}{U}
	// Instant. The creatures are those the player controls as it resolves
	// (CR 611.2c).
	PolymorphistsJest = Define(Definition{
		Name:       "Polymorphist's Jest",
		NameZhHans: "变型术士恶戏",
		Text:       "Until end of turn, each creature target player controls loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
		ManaCost:   mana.MustParseCost("{1}{U}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{frog(ability.SubjectAll, ability.Group{TargetPlayers: true})},
		},
	})
)

// Land types added by statics (CR 305.6, 305.7).
var (
	// UrborgTombOfYawgmoth is Urborg, Tomb of Yawgmoth (M15 248):
	// Legendary Land. Being a Swamp, each land (Urborg too) taps for {B}
	// (CR 305.6).
	UrborgTombOfYawgmoth = Define(Definition{
		Name:       "Urborg, Tomb of Yawgmoth",
		NameZhHans: "约格莫夫之墓乌尔博格",
		Text:       "Each land is a Swamp in addition to its other land types.",
		Supertypes: Legendary,
		Types:      Land,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Land},
			LandsAre: "Swamp"}},
	})
	// StormtideLeviathan is Stormtide Leviathan (M15 80): {5}{U}{U}{U}
	// Creature — Leviathan 8/8.
	StormtideLeviathan = Define(Definition{
		Name:       "Stormtide Leviathan",
		NameZhHans: "暴潮海怪",
		Text:       "Islandwalk\nAll lands are Islands in addition to their other types.\nCreatures without flying or islandwalk can't attack.",
		ManaCost:   mana.MustParseCost("{5}{U}{U}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Leviathan"},
		Power:      Fixed(8),
		Toughness:  Fixed(8),
		Keywords:   ability.Islandwalk,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Land},
			LandsAre: "Island", AttackNeedsKeyword: ability.Flying | ability.Islandwalk}},
	})
)

// Copies (CR 706).
var (
	// MercurialPretender is Mercurial Pretender (M15 68): {4}{U} Creature
	// — Shapeshifter 0/0. The choice is made as it resolves (CR 614.1c);
	// the return ability is part of the copy's values (CR 706.9a).
	MercurialPretender = Define(Definition{
		Name:       "Mercurial Pretender",
		NameZhHans: "善变冒名客",
		Text:       "You may have Mercurial Pretender enter the battlefield as a copy of a creature you control, except it has \"{2}{U}{U}: Return this creature to its owner's hand.\"",
		ManaCost:   mana.MustParseCost("{4}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Shapeshifter"},
		Power:      Fixed(0),
		Toughness:  Fixed(0),
		Spell:      ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}},
		AsEnters:   ability.ChooseCopy, // entering other than from its spell
		CopyExtra: []ability.Activated{{Cost: ability.Cost{Mana: mana.MustParseCost("{2}{U}{U}")},
			Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectSelf}}}},
	})
	// KurkeshOnakkeAncient is Kurkesh, Onakke Ancient (M15 153): {2}{R}{R}
	// Legendary Creature — Ogre Spirit 4/3. Its controller chooses the
	// copy's targets, the original's or new ones (CR 706.10c); the copy,
	// not being activated, triggers nothing (CR 706.10).
	KurkeshOnakkeAncient = Define(Definition{
		Name:       "Kurkesh, Onakke Ancient",
		NameZhHans: "欧纳克先人库科许",
		Text:       "Whenever you activate an ability of an artifact, if it isn't a mana ability, you may pay {R}. If you do, copy that ability. You may choose new targets for the copy.",
		ManaCost:   mana.MustParseCost("{2}{R}{R}"),
		Supertypes: Legendary,
		Types:      Creature,
		Subtypes:   []string{"Ogre", "Spirit"},
		Power:      Fixed(4),
		Toughness:  Fixed(3),
		Triggered: []ability.Triggered{{Event: ability.YouActivateArtifactAbility,
			Effects: []ability.Effect{{Op: ability.OpCopyAbility, Optional: true, PayMana: mana.MustParseCost("{R}")}}}},
	})
)

// Linked abilities and "until" effects (CR 607, 610.3).
var (
	// HoardingDragon is Hoarding Dragon (M15 149): {3}{R}{R} Creature —
	// Dragon 4/4. Its two triggered abilities are linked (CR 607.2a): if
	// it leaves before the first resolves, the card stays exiled.
	HoardingDragon = Define(Definition{
		Name:       "Hoarding Dragon",
		NameZhHans: "贮宝巨龙",
		Text: "Flying\nWhen Hoarding Dragon enters the battlefield, you may search your library for an artifact card, exile it, then shuffle your library.\n" +
			"When Hoarding Dragon dies, you may put the exiled card into its owner's hand.",
		ManaCost:  mana.MustParseCost("{3}{R}{R}"),
		Types:     Creature,
		Subtypes:  []string{"Dragon"},
		Power:     Fixed(4),
		Toughness: Fixed(4),
		Keywords:  ability.Flying,
		Triggered: []ability.Triggered{
			{Event: ability.EntersBattlefield, Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Optional: true,
				Filter: ability.Filter{Types: ability.Artifact}, Amount: ability.N(1), Into: ability.IntoExileLinked}}},
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnLinked, Optional: true}}},
		},
	})
	// ConstrictingSliver is Constricting Sliver (M15 7): {5}{W} Creature —
	// Sliver 3/3. The granted ability plays as Constricting Sliver's
	// own "whenever a Sliver you control enters" trigger whose exile lasts
	// until that Sliver leaves (CR 610.3); its targets are checked against
	// the entering Sliver, whose ability it is (CR 112.7).
	ConstrictingSliver = Define(Definition{
		Name:       "Constricting Sliver",
		NameZhHans: "缠缚裂片妖",
		Text:       "Sliver creatures you control have \"When this creature enters the battlefield, you may exile target creature an opponent controls until this creature leaves the battlefield.\"",
		ManaCost:   mana.MustParseCost("{5}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Sliver"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, OfEventObject: true,
			Match:   ability.Filter{Types: ability.Creature, Subtype: "Sliver", Side: ability.YourSide},
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0, Optional: true}}}},
	})
)

// Delayed triggered abilities (CR 603.7).
var (
	// Phytotitan is Phytotitan (M15 191): {4}{G}{G} Creature — Plant
	// Elemental 7/2. Its dies ability creates a delayed triggered ability
	// for its owner's next upkeep (CR 603.7a).
	Phytotitan = Define(Definition{
		Name:       "Phytotitan",
		NameZhHans: "植生巨汉",
		Text:       "When Phytotitan dies, return it to the battlefield tapped under its owner's control at the beginning of his or her next upkeep.",
		ManaCost:   mana.MustParseCost("{4}{G}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Plant", "Elemental"},
		Power:      Fixed(7),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
			{Event: ability.AtOwnersNextUpkeep, Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}},
		},
	})
)
