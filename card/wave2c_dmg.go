package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2cDmg lists the wave-2c cards of regeneration, prevention,
// protection and granted activated abilities (issue 18, group A).
var wave2cDmg = []*Definition{
	AncientSilverback, Necrobite, AvacynGuardianAngel, ShieldOfTheAvatar, HuntersAmbush, SpectraWard,
	BurningAnger, CausticTar,
}

var (
	// AncientSilverback is Ancient Silverback (M15 168): {4}{G}{G}
	// Creature — Ape 6/5, "{G}: Regenerate Ancient Silverback."
	AncientSilverback = Define(Definition{
		Name:       "Ancient Silverback",
		NameZhHans: "老银背",
		Text:       "{G}: Regenerate Ancient Silverback.",
		ManaCost:   mana.MustParseCost("{4}{G}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Ape"},
		Power:      Fixed(6),
		Toughness:  Fixed(5),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{G}")},
			Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}},
		}},
	})
	// Necrobite is Necrobite (M15 105): {2}{B} Instant, "Target creature
	// gains deathtouch until end of turn. Regenerate it."
	Necrobite = Define(Definition{
		Name:       "Necrobite",
		NameZhHans: "死灵啮咬",
		Text:       "Target creature gains deathtouch until end of turn. Regenerate it.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{
				{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Keywords: ability.Deathtouch},
				{Op: ability.OpRegenerate, Subject: ability.SubjectTarget, Target: 0},
			},
		},
	})
	// AvacynGuardianAngel is Avacyn, Guardian Angel (M15 3): {2}{W}{W}{W}
	// Legendary Creature — Angel 5/4, flying, vigilance, and two
	// abilities that prevent the damage sources of a colour chosen on
	// resolution would deal this turn (CR 615, 105.4).
	AvacynGuardianAngel = Define(Definition{
		Name:       "Avacyn, Guardian Angel",
		NameZhHans: "守护天使艾维欣",
		Text:       "Flying, vigilance\n{1}{W}: Prevent all damage that would be dealt to another target creature this turn by sources of the color of your choice.\n{5}{W}{W}: Prevent all damage that would be dealt to target player this turn by sources of the color of your choice.",
		ManaCost:   mana.MustParseCost("{2}{W}{W}{W}"),
		Supertypes: Legendary,
		Types:      Creature,
		Subtypes:   []string{"Angel"},
		Power:      Fixed(5),
		Toughness:  Fixed(4),
		Keywords:   ability.Flying | ability.Vigilance,
		Activated: []ability.Activated{
			{
				Cost:    ability.Cost{Mana: mana.MustParseCost("{1}{W}")},
				Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Another: true}}},
				Effects: []ability.Effect{{Op: ability.OpPrevent, Target: 0, ChooseColor: true}},
			},
			{
				Cost:    ability.Cost{Mana: mana.MustParseCost("{5}{W}{W}")},
				Targets: []ability.TargetSpec{ability.TargetPlayer},
				Effects: []ability.Effect{{Op: ability.OpPrevent, Target: 0, ChooseColor: true}},
			},
		},
	})
	// ShieldOfTheAvatar is Shield of the Avatar (M15 230): {1} Artifact —
	// Equipment, "If a source would deal damage to equipped creature,
	// prevent X of that damage, where X is the number of creatures you
	// control. Equip {2}" (X counted as the damage would be dealt).
	ShieldOfTheAvatar = Define(Definition{
		Name:       "Shield of the Avatar",
		NameZhHans: "圣者之盾",
		Text:       "If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of creatures you control.\nEquip {2}",
		ManaCost:   mana.MustParseCost("{1}"),
		Types:      Artifact,
		Subtypes:   []string{"Equipment"},
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, PreventPerCreature: true}},
		Activated:  []ability.Activated{equip("{2}")},
	})
	// HuntersAmbush is Hunter's Ambush (M15 180): {2}{G} Instant,
	// "Prevent all combat damage that would be dealt by nongreen
	// creatures this turn." Whether a creature is nongreen is seen as the
	// damage would be dealt: nothing is locked in (CR 611.2c covers only
	// effects that change characteristics).
	HuntersAmbush = Define(Definition{
		Name:       "Hunter's Ambush",
		NameZhHans: "猎者伏击",
		Text:       "Prevent all combat damage that would be dealt by nongreen creatures this turn.",
		ManaCost:   mana.MustParseCost("{2}{G}"),
		Types:      Instant,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpPrevent, Subject: ability.SubjectAll, Group: ability.Group{NotColors: mana.SetOf(mana.Green)}}},
		},
	})
	// SpectraWard is Spectra Ward (M15 36): {3}{W}{W} Enchantment — Aura,
	// "Enchant creature / Enchanted creature gets +2/+2 and has protection
	// from all colors. This effect doesn't remove Auras." (CR 702.16h,
	// 702.16m).
	SpectraWard = Define(Definition{
		Name:       "Spectra Ward",
		NameZhHans: "纷彩守护",
		Text:       "Enchant creature\nEnchanted creature gets +2/+2 and has protection from all colors. This effect doesn't remove Auras.",
		ManaCost:   mana.MustParseCost("{3}{W}{W}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2,
			Protection: mana.AllColors, ProtectionKeepsAuras: true}},
	})
	// BurningAnger is Burning Anger (M15 133): {4}{R} Enchantment — Aura,
	// "Enchant creature / Enchanted creature has '{T}: This creature deals
	// damage equal to its power to target creature or player.'" The
	// creature is the ability's source: its colour, lifelink and
	// deathtouch count, and its power is read on resolution.
	BurningAnger = Define(Definition{
		Name:       "Burning Anger",
		NameZhHans: "怒气成焰",
		Text:       "Enchant creature\nEnchanted creature has \"{T}: This creature deals damage equal to its power to target creature or player.\"",
		ManaCost:   mana.MustParseCost("{4}{R}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &ability.Activated{
			Cost:    ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}},
		}}},
	})
	// CausticTar is Caustic Tar (M15 89): {4}{B}{B} Enchantment — Aura,
	// "Enchant land / Enchanted land has '{T}: Target player loses 3
	// life.'" The land's controller activates it.
	CausticTar = Define(Definition{
		Name:       "Caustic Tar",
		NameZhHans: "腐蚀焦油",
		Text:       "Enchant land\nEnchanted land has \"{T}: Target player loses 3 life.\"",
		ManaCost:   mana.MustParseCost("{4}{B}{B}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    ability.TargetSpec{Allow: ability.AllowLand},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &ability.Activated{
			Cost:    ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)}},
		}}},
	})
)
