package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave1Spells lists the wave-1 spells (docs/cards.md).
var wave1Spells = []*Definition{
	HeatRay, Hydrosurge, Ulcerate, Dissipate, DivineVerdict, Naturalize, Plummet,
	FleshToDust, RaiseTheAlarm, InspiredCharge, JacesIngenuity, PillarOfLight, BackToNature,
	LavaAxe, SolemnOffering, MassCalcify, VoidSnare, IntoTheVoid, MindSculpt, Festergloom,
	SeismicStrike, ClearAPath,
}

// Wave-1 instants.
var (
	// HeatRay is Heat Ray (M15 148): {X}{R} Instant, "Heat Ray deals X
	// damage to target creature."
	HeatRay = Define(Definition{
		Name:       "Heat Ray",
		NameZhHans: "热射线",
		Text:       "Heat Ray deals X damage to target creature.",
		ManaCost:   mana.MustParseCost("{X}{R}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}},
		},
	})
	// Hydrosurge is Hydrosurge (M15 58): {U} Instant, "Target creature
	// gets -5/-0 until end of turn."
	Hydrosurge = Define(Definition{
		Name:       "Hydrosurge",
		NameZhHans: "水势翻腾",
		Text:       "Target creature gets -5/-0 until end of turn.",
		ManaCost:   mana.MustParseCost("{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Power: -5}},
		},
	})
	// Ulcerate is Ulcerate (M15 119): {B} Instant, "Target creature gets
	// -3/-3 until end of turn. You lose 3 life."
	Ulcerate = Define(Definition{
		Name:       "Ulcerate",
		NameZhHans: "溃烂",
		Text:       "Target creature gets -3/-3 until end of turn. You lose 3 life.",
		ManaCost:   mana.MustParseCost("{B}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{
				{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Power: -3, Toughness: -3},
				{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(3)},
			},
		},
	})
	// Dissipate is Dissipate (M15 51): {1}{U}{U} Instant, "Counter target
	// spell. If that spell is countered this way, exile it instead of
	// putting it into its owner's graveyard."
	Dissipate = Define(Definition{
		Name:       "Dissipate",
		NameZhHans: "云消雾散",
		Text:       "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
		ManaCost:   mana.MustParseCost("{1}{U}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetSpell},
			Effects: []ability.Effect{{Op: ability.OpCounter, Target: 0, Exile: true}},
		},
	})
	// DivineVerdict is Divine Verdict (M15 271): {3}{W} Instant, "Destroy
	// target attacking or blocking creature."
	DivineVerdict = Define(Definition{
		Name:       "Divine Verdict",
		NameZhHans: "明圣裁定",
		Text:       "Destroy target attacking or blocking creature.",
		ManaCost:   mana.MustParseCost("{3}{W}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Combat: ability.AttackingOrBlocking}}},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0}},
		},
	})
	// Naturalize is Naturalize (M15 185): {1}{G} Instant, "Destroy target
	// artifact or enchantment."
	Naturalize = Define(Definition{
		Name:       "Naturalize",
		NameZhHans: "回归自然",
		Text:       "Destroy target artifact or enchantment.",
		ManaCost:   mana.MustParseCost("{1}{G}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetArtifactOrEnch},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0}},
		},
	})
	// Plummet is Plummet (M15 192): {1}{G} Instant, "Destroy target
	// creature with flying."
	Plummet = Define(Definition{
		Name:       "Plummet",
		NameZhHans: "铅直落下",
		Text:       "Destroy target creature with flying.",
		ManaCost:   mana.MustParseCost("{1}{G}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{WithKeyword: ability.Flying}}},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0}},
		},
	})
	// FleshToDust is Flesh to Dust (M15 98): {3}{B}{B} Instant, "Destroy
	// target creature. It can't be regenerated." (CR 701.13c: its
	// regeneration shields have no effect.)
	FleshToDust = Define(Definition{
		Name:       "Flesh to Dust",
		NameZhHans: "肉身化尘",
		Text:       "Destroy target creature. It can't be regenerated.",
		ManaCost:   mana.MustParseCost("{3}{B}{B}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0, NoRegenerate: true}},
		},
	})
	// RaiseTheAlarm is Raise the Alarm (M15 26): {1}{W} Instant, "Put two
	// 1/1 white Soldier creature tokens onto the battlefield."
	RaiseTheAlarm = Define(Definition{
		Name:       "Raise the Alarm",
		NameZhHans: "扬起警报",
		Text:       "Put two 1/1 white Soldier creature tokens onto the battlefield.",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Instant,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(2), Token: SoldierToken}},
		},
	})
	// InspiredCharge is Inspired Charge (M15 272): {2}{W}{W} Instant,
	// "Creatures you control get +2/+1 until end of turn."
	InspiredCharge = Define(Definition{
		Name:       "Inspired Charge",
		NameZhHans: "鼓舞冲锋",
		Text:       "Creatures you control get +2/+1 until end of turn.",
		ManaCost:   mana.MustParseCost("{2}{W}{W}"),
		Types:      Instant,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
				Group: ability.Group{Side: ability.YourSide}, Power: 2, Toughness: 1}},
		},
	})
	// JacesIngenuity is Jace's Ingenuity (M15 63): {3}{U}{U} Instant,
	// "Draw three cards."
	JacesIngenuity = Define(Definition{
		Name:       "Jace's Ingenuity",
		NameZhHans: "杰斯的智谋",
		Text:       "Draw three cards.",
		ManaCost:   mana.MustParseCost("{3}{U}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(3)}},
		},
	})
	// PillarOfLight is Pillar of Light (M15 24): {2}{W} Instant, "Exile
	// target creature with toughness 4 or greater."
	PillarOfLight = Define(Definition{
		Name:       "Pillar of Light",
		NameZhHans: "圣光柱",
		Text:       "Exile target creature with toughness 4 or greater.",
		ManaCost:   mana.MustParseCost("{2}{W}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{MinToughness: 4}}},
			Effects: []ability.Effect{{Op: ability.OpExile, Subject: ability.SubjectTarget, Target: 0}},
		},
	})
	// BackToNature is Back to Nature (M15 169): {1}{G} Instant, "Destroy
	// all enchantments."
	BackToNature = Define(Definition{
		Name:       "Back to Nature",
		NameZhHans: "归返自然",
		Text:       "Destroy all enchantments.",
		ManaCost:   mana.MustParseCost("{1}{G}"),
		Types:      Instant,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll,
				Group: ability.Group{Types: Enchantment}}},
		},
	})
	// SeismicStrike is Seismic Strike (M15 280): {2}{R} Instant, "Seismic
	// Strike deals damage to target creature equal to the number of
	// Mountains you control."
	SeismicStrike = Define(Definition{
		Name:       "Seismic Strike",
		NameZhHans: "地动袭击",
		Text:       "Seismic Strike deals damage to target creature equal to the number of Mountains you control.",
		ManaCost:   mana.MustParseCost("{2}{R}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0,
				Amount: ability.Amount{Kind: ability.CountSubtype, Subtype: "Mountain"}}},
		},
	})
)

// Wave-1 sorceries.
var (
	// LavaAxe is Lava Axe (M15 154): {4}{R} Sorcery, "Lava Axe deals 5
	// damage to target player." (M15 wording: players only.)
	LavaAxe = Define(Definition{
		Name:       "Lava Axe",
		NameZhHans: "熔岩斧",
		Text:       "Lava Axe deals 5 damage to target player.",
		ManaCost:   mana.MustParseCost("{4}{R}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(5)}},
		},
	})
	// SolemnOffering is Solemn Offering (M15 33): {2}{W} Sorcery, "Destroy
	// target artifact or enchantment. You gain 4 life."
	SolemnOffering = Define(Definition{
		Name:       "Solemn Offering",
		NameZhHans: "庄严献祭",
		Text:       "Destroy target artifact or enchantment. You gain 4 life.",
		ManaCost:   mana.MustParseCost("{2}{W}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetArtifactOrEnch},
			Effects: []ability.Effect{
				{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0},
				{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(4)},
			},
		},
	})
	// MassCalcify is Mass Calcify (M15 18): {5}{W}{W} Sorcery, "Destroy all
	// nonwhite creatures."
	MassCalcify = Define(Definition{
		Name:       "Mass Calcify",
		NameZhHans: "全面钙化",
		Text:       "Destroy all nonwhite creatures.",
		ManaCost:   mana.MustParseCost("{5}{W}{W}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll,
				Group: ability.Group{NotColors: mana.SetOf(mana.White)}}},
		},
	})
	// VoidSnare is Void Snare (M15 82): {U} Sorcery, "Return target nonland
	// permanent to its owner's hand."
	VoidSnare = Define(Definition{
		Name:       "Void Snare",
		NameZhHans: "虚空圈套",
		Text:       "Return target nonland permanent to its owner's hand.",
		ManaCost:   mana.MustParseCost("{U}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetNonlandPermanent},
			Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0}},
		},
	})
	// IntoTheVoid is Into the Void (M15 60): {3}{U} Sorcery, "Return up to
	// two target creatures to their owners' hands."
	IntoTheVoid = Define(Definition{
		Name:       "Into the Void",
		NameZhHans: "驱入虚空",
		Text:       "Return up to two target creatures to their owners' hands.",
		ManaCost:   mana.MustParseCost("{3}{U}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{
				{Allow: ability.AllowCreature, Optional: true},
				{Allow: ability.AllowCreature, Optional: true},
			},
			Effects: []ability.Effect{
				{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0},
				{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 1},
			},
		},
	})
	// MindSculpt is Mind Sculpt (M15 70): {1}{U} Sorcery, "Target opponent
	// puts the top seven cards of his or her library into his or her
	// graveyard."
	MindSculpt = Define(Definition{
		Name:       "Mind Sculpt",
		NameZhHans: "心灵塑型",
		Text:       "Target opponent puts the top seven cards of his or her library into his or her graveyard.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoTarget, Target: 0, Amount: ability.N(7)}},
		},
	})
	// Festergloom is Festergloom (M15 97): {2}{B} Sorcery, "Nonblack
	// creatures get -1/-1 until end of turn."
	Festergloom = Define(Definition{
		Name:       "Festergloom",
		NameZhHans: "溃伤幽雾",
		Text:       "Nonblack creatures get -1/-1 until end of turn.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
				Group: ability.Group{NotColors: mana.SetOf(mana.Black)}, Power: -1, Toughness: -1}},
		},
	})
	// ClearAPath is Clear a Path (M15 136): {R} Sorcery, "Destroy target
	// creature with defender."
	ClearAPath = Define(Definition{
		Name:       "Clear a Path",
		NameZhHans: "杀出血路",
		Text:       "Destroy target creature with defender.",
		ManaCost:   mana.MustParseCost("{R}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{WithKeyword: ability.Defender}}},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0}},
		},
	})
)
