package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave1Permanents lists the wave-1 permanents (docs/cards.md).
var wave1Permanents = []*Definition{
	MarkedByHonor, DivineFavor, CripplingBlight, Encrust, InfernoFist, Vineweft, StabWound,
	CrucibleOfFire,
	BrawlersPlate, RoguesGloves, SacredArmory, TyrantsMachine, TormodsCrypt, Meteorite,
}

// equip returns the Equip ability with mana cost cost: "Attach to target
// creature you control. Equip only as a sorcery." (CR 702.6a).
func equip(cost string) ability.Activated {
	return ability.Activated{
		Cost:    ability.Cost{Mana: mana.MustParseCost(cost)},
		Timing:  ability.SorcerySpeed,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}},
	}
}

// enchantCreature is "Enchant creature" (CR 303.4a).
var enchantCreature = ability.TargetSpec{Allow: ability.AllowCreature}

// Wave-1 enchantments. An Aura spell targets what it will enchant
// (CR 303.4a); its statics affect the enchanted permanent.
var (
	// MarkedByHonor is Marked by Honor (M15 17): {3}{W} Enchantment —
	// Aura, "Enchant creature / Enchanted creature gets +2/+2 and has
	// vigilance."
	MarkedByHonor = Define(Definition{
		Name:       "Marked by Honor",
		NameZhHans: "荣誉标记",
		Text:       "Enchant creature\nEnchanted creature gets +2/+2 and has vigilance.",
		ManaCost:   mana.MustParseCost("{3}{W}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2,
			Keywords: ability.Vigilance}},
	})
	// DivineFavor is Divine Favor (M15 10): {1}{W} Enchantment — Aura,
	// "Enchant creature / When Divine Favor enters the battlefield, you
	// gain 3 life. / Enchanted creature gets +1/+3."
	DivineFavor = Define(Definition{
		Name:       "Divine Favor",
		NameZhHans: "上天眷顾",
		Text:       "Enchant creature\nWhen Divine Favor enters the battlefield, you gain 3 life.\nEnchanted creature gets +1/+3.",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 3}},
	})
	// CripplingBlight is Crippling Blight (M15 92): {B} Enchantment — Aura,
	// "Enchant creature / Enchanted creature gets -1/-1 and can't block."
	CripplingBlight = Define(Definition{
		Name:       "Crippling Blight",
		NameZhHans: "致残萎躯",
		Text:       "Enchant creature\nEnchanted creature gets -1/-1 and can't block.",
		ManaCost:   mana.MustParseCost("{B}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: -1, Toughness: -1,
			Restrictions: ability.CantBlock}},
	})
	// Encrust is Encrust (M15 53): {1}{U}{U} Enchantment — Aura, "Enchant
	// artifact or creature / Enchanted permanent doesn't untap during its
	// controller's untap step and its activated abilities can't be
	// activated."
	Encrust = Define(Definition{
		Name:       "Encrust",
		NameZhHans: "硬化外壳",
		Text:       "Enchant artifact or creature\nEnchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be activated.",
		ManaCost:   mana.MustParseCost("{1}{U}{U}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    ability.TargetSpec{Allow: ability.AllowArtifact | ability.AllowCreature},
		Statics: []ability.Static{{Affects: ability.AffectsAttached,
			Restrictions: ability.DoesntUntap | ability.CantActivate}},
	})
	// InfernoFist is Inferno Fist (M15 150): {1}{R} Enchantment — Aura,
	// "Enchant creature you control / Enchanted creature gets +2/+0. /
	// {R}, Sacrifice Inferno Fist: Inferno Fist deals 2 damage to target
	// creature or player."
	InfernoFist = Define(Definition{
		Name:       "Inferno Fist",
		NameZhHans: "炼狱冲拳",
		Text:       "Enchant creature you control\nEnchanted creature gets +2/+0.\n{R}, Sacrifice Inferno Fist: Inferno Fist deals 2 damage to target creature or player.",
		ManaCost:   mana.MustParseCost("{1}{R}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, Power: 2}},
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{R}"), SacrificeSelf: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}},
		}},
	})
	// Vineweft is Vineweft (M15 207): {G} Enchantment — Aura, "Enchant
	// creature / Enchanted creature gets +1/+1. / {4}{G}: Return Vineweft
	// from your graveyard to your hand."
	Vineweft = Define(Definition{
		Name:       "Vineweft",
		NameZhHans: "纺藤结蔓",
		Text:       "Enchant creature\nEnchanted creature gets +1/+1.\n{4}{G}: Return Vineweft from your graveyard to your hand.",
		ManaCost:   mana.MustParseCost("{G}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}},
		Activated: []ability.Activated{{
			Cost:          ability.Cost{Mana: mana.MustParseCost("{4}{G}")},
			FromGraveyard: true,
			Effects:       []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}},
		}},
	})
	// StabWound is Stab Wound (M15 116): {2}{B} Enchantment — Aura,
	// "Enchant creature / Enchanted creature gets -2/-2. / At the
	// beginning of the upkeep of enchanted creature's controller, that
	// player loses 2 life."
	StabWound = Define(Definition{
		Name:       "Stab Wound",
		NameZhHans: "刺创伤",
		Text:       "Enchant creature\nEnchanted creature gets -2/-2.\nAt the beginning of the upkeep of enchanted creature's controller, that player loses 2 life.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Enchantment,
		Subtypes:   []string{"Aura"},
		Enchant:    enchantCreature,
		Statics:    []ability.Static{{Affects: ability.AffectsAttached, Power: -2, Toughness: -2}},
		Triggered: []ability.Triggered{{Event: ability.UpkeepOfAttachedController,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}}},
	})
	// CrucibleOfFire is Crucible of Fire (M15 139): {3}{R} Enchantment,
	// "Dragon creatures you control get +3/+3."
	CrucibleOfFire = Define(Definition{
		Name:       "Crucible of Fire",
		NameZhHans: "火焰锤炼",
		Text:       "Dragon creatures you control get +3/+3.",
		ManaCost:   mana.MustParseCost("{3}{R}"),
		Types:      Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup,
			Group: ability.Group{Subtype: "Dragon", Side: ability.YourSide}, Power: 3, Toughness: 3}},
	})
)

// Wave-1 artifacts.
var (
	// BrawlersPlate is Brawler's Plate (M15 213): {3} Artifact — Equipment,
	// "Equipped creature gets +2/+2 and has trample. / Equip {4}"
	BrawlersPlate = Define(Definition{
		Name:       "Brawler's Plate",
		NameZhHans: "喧哗兵护甲",
		Text:       "Equipped creature gets +2/+2 and has trample.\nEquip {4}",
		ManaCost:   mana.MustParseCost("{3}"),
		Types:      Artifact,
		Subtypes:   []string{"Equipment"},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2,
			Keywords: ability.Trample}},
		Activated: []ability.Activated{equip("{4}")},
	})
	// RoguesGloves is Rogue's Gloves (M15 227): {2} Artifact — Equipment,
	// "Whenever equipped creature deals combat damage to a player, you may
	// draw a card. / Equip {2}"
	RoguesGloves = Define(Definition{
		Name:       "Rogue's Gloves",
		NameZhHans: "浪客手套",
		Text:       "Whenever equipped creature deals combat damage to a player, you may draw a card.\nEquip {2}",
		ManaCost:   mana.MustParseCost("{2}"),
		Types:      Artifact,
		Subtypes:   []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.AttachedDealsCombatDamageToPlayer,
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true}}}},
		Activated: []ability.Activated{equip("{2}")},
	})
	// SacredArmory is Sacred Armory (M15 228): {2} Artifact, "{2}: Target
	// creature gets +1/+0 until end of turn."
	SacredArmory = Define(Definition{
		Name:       "Sacred Armory",
		NameZhHans: "圣洁军械库",
		Text:       "{2}: Target creature gets +1/+0 until end of turn.",
		ManaCost:   mana.MustParseCost("{2}"),
		Types:      Artifact,
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Power: 1}},
		}},
	})
	// TyrantsMachine is Tyrant's Machine (M15 238): {2} Artifact, "{4},
	// {T}: Tap target creature."
	TyrantsMachine = Define(Definition{
		Name:       "Tyrant's Machine",
		NameZhHans: "暴君械具",
		Text:       "{4}, {T}: Tap target creature.",
		ManaCost:   mana.MustParseCost("{2}"),
		Types:      Artifact,
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{4}"), Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectTarget, Target: 0}},
		}},
	})
	// TormodsCrypt is Tormod's Crypt (M15 237): {0} Artifact, "{T},
	// Sacrifice Tormod's Crypt: Exile all cards from target player's
	// graveyard."
	TormodsCrypt = Define(Definition{
		Name:       "Tormod's Crypt",
		NameZhHans: "托玛墓穴",
		Text:       "{T}, Sacrifice Tormod's Crypt: Exile all cards from target player's graveyard.",
		ManaCost:   mana.MustParseCost("{0}"),
		Types:      Artifact,
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Tap: true, SacrificeSelf: true},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpExileGraveyard, Who: ability.WhoTarget, Target: 0}},
		}},
	})
	// Meteorite is Meteorite (M15 221): {5} Artifact, "When Meteorite enters
	// the battlefield, it deals 2 damage to target creature or player. /
	// {T}: Add one mana of any color."
	Meteorite = Define(Definition{
		Name:       "Meteorite",
		NameZhHans: "陨星",
		Text:       "When Meteorite enters the battlefield, it deals 2 damage to target creature or player.\n{T}: Add one mana of any color to your mana pool.",
		ManaCost:   mana.MustParseCost("{5}"),
		Types:      Artifact,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}}}},
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(1)}},
		}},
	})
)
