package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2aCost lists the wave-2a cards of costs, amounts, library and
// zones, spells and graveyard abilities (issue 16, group 3).
var wave2aCost = []*Definition{
	CarnivorousMossBeast, PeelFromReality, NecromancersAssistant, InGarruksWake, Congregate,
	SoulOfInnistrad, SoulOfRavnica, SoulOfTheros, SoulOfNewPhyrexia, SoulOfShandalar, SoulOfZendikar,
	PerilousVault, Grindclock, RotfeasterMaggot, ActOnImpulse, HeliodsPilgrim,
	BlastfireBolt, Chronostutter, ConeOfFlame, Restock, HuntTheWeak, StatuteOfDenial,
	CruelSadist, YisanTheWandererBard, UndergrowthScavenger,
	BloodHost, WallOfMulch, JaliraMasterPolymorphist, NecromancersStockpile, AggressiveMining,
	SatyrWayfinder,
}

// soul is the pair of abilities every Soul of M15 has: "COST: EFFECT" and
// "COST, Exile CARDNAME from your graveyard: EFFECT" (CR 112.6k: the
// second works only while the card is in its owner's graveyard).
func soul(cost string, targets []ability.TargetSpec, effects ...ability.Effect) []ability.Activated {
	c := mana.MustParseCost(cost)
	return []ability.Activated{
		{Cost: ability.Cost{Mana: c}, Targets: targets, Effects: effects},
		{Cost: ability.Cost{Mana: c, ExileSelf: true}, Targets: targets, Effects: effects, FromGraveyard: true},
	}
}

// yourCreatureCard is "target creature card from your graveyard", the
// Optional form for "up to N".
var yourCreatureCardUpTo = ability.TargetSpec{Allow: ability.AllowCardInGraveyard,
	Filter: ability.Filter{Types: Creature, Side: ability.YourSide}, Optional: true}

var (
	// CarnivorousMossBeast is Carnivorous Moss-Beast (M15 170): {4}{G}{G}
	// Creature — Plant Elemental Beast 4/5, "{5}{G}{G}: Put a +1/+1
	// counter on Carnivorous Moss-Beast."
	CarnivorousMossBeast = Define(Definition{
		Name:       "Carnivorous Moss-Beast",
		NameZhHans: "肉食苔藓兽",
		Text:       "{5}{G}{G}: Put a +1/+1 counter on Carnivorous Moss-Beast.",
		ManaCost:   mana.MustParseCost("{4}{G}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Plant", "Elemental", "Beast"},
		Power:      Fixed(4),
		Toughness:  Fixed(5),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{5}{G}{G}")},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Amount: ability.N(1), Counter: "+1/+1"}},
		}},
	})
	// PeelFromReality is Peel from Reality (M15 74): {1}{U} Instant,
	// "Return target creature you control and target creature you don't
	// control to their owners' hands."
	PeelFromReality = Define(Definition{
		Name:       "Peel from Reality",
		NameZhHans: "实界剥除",
		Text:       "Return target creature you control and target creature you don't control to their owners' hands.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{
				{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
				{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}},
			},
			Effects: []ability.Effect{
				{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0},
				{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 1},
			},
		},
	})
	// NecromancersAssistant is Necromancer's Assistant (M15 107): {2}{B}
	// Creature — Zombie 3/1, "When Necromancer's Assistant enters the
	// battlefield, put the top three cards of your library into your
	// graveyard."
	NecromancersAssistant = Define(Definition{
		Name:       "Necromancer's Assistant",
		NameZhHans: "死灵术士助手",
		Text:       "When Necromancer's Assistant enters the battlefield, put the top three cards of your library into your graveyard.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Zombie"},
		Power:      Fixed(3),
		Toughness:  Fixed(1),
		Triggered:  []ability.Triggered{etb(nil, ability.Effect{Op: ability.OpMill, Who: ability.WhoYou, Amount: ability.N(3)})},
	})
	// InGarruksWake is In Garruk's Wake (M15 100): {7}{B}{B} Sorcery,
	// "Destroy all creatures you don't control and all planeswalkers you
	// don't control."
	InGarruksWake = Define(Definition{
		Name:       "In Garruk's Wake",
		NameZhHans: "贾路开道",
		Text:       "Destroy all creatures you don't control and all planeswalkers you don't control.",
		ManaCost:   mana.MustParseCost("{7}{B}{B}"),
		Types:      Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll,
			Group: ability.Group{Types: Creature | Planeswalker, Side: ability.NotYourSide}}}},
	})
	// Congregate is Congregate (M15 6): {3}{W} Instant, "Target player
	// gains 2 life for each creature on the battlefield."
	Congregate = Define(Definition{
		Name:       "Congregate",
		NameZhHans: "聚集",
		Text:       "Target player gains 2 life for each creature on the battlefield.",
		ManaCost:   mana.MustParseCost("{3}{W}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.CountPermanents, Times: 2, Group: ability.Group{Types: Creature}}}},
		},
	})
	// SoulOfInnistrad is Soul of Innistrad (M15 115): {4}{B}{B} Creature —
	// Avatar 6/6, "Deathtouch / {3}{B}{B}: Return up to three target
	// creature cards from your graveyard to your hand. / {3}{B}{B}, Exile
	// Soul of Innistrad from your graveyard: Return up to three target
	// creature cards from your graveyard to your hand."
	SoulOfInnistrad = Define(Definition{
		Name:       "Soul of Innistrad",
		NameZhHans: "依尼翠之魂",
		Text: "Deathtouch\n{3}{B}{B}: Return up to three target creature cards from your graveyard to your hand.\n" +
			"{3}{B}{B}, Exile Soul of Innistrad from your graveyard: Return up to three target creature cards from your graveyard to your hand.",
		ManaCost:  mana.MustParseCost("{4}{B}{B}"),
		Types:     Creature,
		Subtypes:  []string{"Avatar"},
		Power:     Fixed(6),
		Toughness: Fixed(6),
		Keywords:  ability.Deathtouch,
		Activated: soul("{3}{B}{B}",
			[]ability.TargetSpec{yourCreatureCardUpTo, yourCreatureCardUpTo, yourCreatureCardUpTo},
			ability.Effect{Op: ability.OpReturnToHand, Target: 0},
			ability.Effect{Op: ability.OpReturnToHand, Target: 1},
			ability.Effect{Op: ability.OpReturnToHand, Target: 2}),
	})
	// SoulOfRavnica is Soul of Ravnica (M15 78): {4}{U}{U} Creature —
	// Avatar 6/6, "Flying / {5}{U}{U}: Draw a card for each color among
	// permanents you control. / {5}{U}{U}, Exile Soul of Ravnica from your
	// graveyard: Draw a card for each color among permanents you control."
	SoulOfRavnica = Define(Definition{
		Name:       "Soul of Ravnica",
		NameZhHans: "拉尼卡之魂",
		Text: "Flying\n{5}{U}{U}: Draw a card for each color among permanents you control.\n" +
			"{5}{U}{U}, Exile Soul of Ravnica from your graveyard: Draw a card for each color among permanents you control.",
		ManaCost:  mana.MustParseCost("{4}{U}{U}"),
		Types:     Creature,
		Subtypes:  []string{"Avatar"},
		Power:     Fixed(6),
		Toughness: Fixed(6),
		Keywords:  ability.Flying,
		Activated: soul("{5}{U}{U}", nil,
			ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.ColorsAmongPermanents}}),
	})
	// SoulOfTheros is Soul of Theros (M15 34): {4}{W}{W} Creature — Avatar
	// 6/6, "Vigilance / {4}{W}{W}: Creatures you control get +2/+2 and gain
	// first strike and lifelink until end of turn. / {4}{W}{W}, Exile Soul
	// of Theros from your graveyard: (the same)."
	SoulOfTheros = Define(Definition{
		Name:       "Soul of Theros",
		NameZhHans: "塞洛斯之魂",
		Text: "Vigilance\n{4}{W}{W}: Creatures you control get +2/+2 and gain first strike and lifelink until end of turn.\n" +
			"{4}{W}{W}, Exile Soul of Theros from your graveyard: Creatures you control get +2/+2 and gain first strike and lifelink until end of turn.",
		ManaCost:  mana.MustParseCost("{4}{W}{W}"),
		Types:     Creature,
		Subtypes:  []string{"Avatar"},
		Power:     Fixed(6),
		Toughness: Fixed(6),
		Keywords:  ability.Vigilance,
		Activated: soul("{4}{W}{W}", nil,
			ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.YourSide},
				Power: 2, Toughness: 2, Keywords: ability.FirstStrike | ability.Lifelink}),
	})
	// SoulOfZendikar is Soul of Zendikar (M15 201): {4}{G}{G} Creature —
	// Avatar 6/6, "Reach / {3}{G}{G}: Put a 3/3 green Beast creature token
	// onto the battlefield. / {3}{G}{G}, Exile Soul of Zendikar from your
	// graveyard: (the same)."
	SoulOfZendikar = Define(Definition{
		Name:       "Soul of Zendikar",
		NameZhHans: "赞迪卡之魂",
		Text: "Reach\n{3}{G}{G}: Put a 3/3 green Beast creature token onto the battlefield.\n" +
			"{3}{G}{G}, Exile Soul of Zendikar from your graveyard: Put a 3/3 green Beast creature token onto the battlefield.",
		ManaCost:  mana.MustParseCost("{4}{G}{G}"),
		Types:     Creature,
		Subtypes:  []string{"Avatar"},
		Power:     Fixed(6),
		Toughness: Fixed(6),
		Keywords:  ability.Reach,
		Activated: soul("{3}{G}{G}", nil, makeTokens(GreenBeastToken, ability.N(1))),
	})
	// SoulOfNewPhyrexia is Soul of New Phyrexia (M15 231): {6} Artifact
	// Creature — Phyrexian Avatar 6/6, "Trample / {5}: Permanents you
	// control gain indestructible until end of turn. / {5}, Exile Soul of
	// New Phyrexia from your graveyard: (the same)."
	SoulOfNewPhyrexia = Define(Definition{
		Name:       "Soul of New Phyrexia",
		NameZhHans: "新非瑞克西亚之魂",
		Text: "Trample\n{5}: Permanents you control gain indestructible until end of turn.\n" +
			"{5}, Exile Soul of New Phyrexia from your graveyard: Permanents you control gain indestructible until end of turn.",
		ManaCost:  mana.MustParseCost("{6}"),
		Types:     Artifact | Creature,
		Subtypes:  []string{"Phyrexian", "Avatar"},
		Power:     Fixed(6),
		Toughness: Fixed(6),
		Keywords:  ability.Trample,
		Activated: soul("{5}", nil,
			ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
				Group: ability.Group{Types: ability.PermanentTypes, Side: ability.YourSide}, Keywords: ability.Indestructible}),
	})
	// SoulOfShandalar is Soul of Shandalar (M15 163): {4}{R}{R} Creature —
	// Avatar 6/6, "First strike / {3}{R}{R}: Soul of Shandalar deals 3
	// damage to target player and 3 damage to up to one target creature
	// that player controls. / {3}{R}{R}, Exile Soul of Shandalar from your
	// graveyard: (the same)."
	SoulOfShandalar = Define(Definition{
		Name:       "Soul of Shandalar",
		NameZhHans: "山德拉之魂",
		Text: "First strike\n{3}{R}{R}: Soul of Shandalar deals 3 damage to target player and 3 damage to up to one target creature that player controls.\n" +
			"{3}{R}{R}, Exile Soul of Shandalar from your graveyard: Soul of Shandalar deals 3 damage to target player and 3 damage to up to one target creature that player controls.",
		ManaCost:  mana.MustParseCost("{4}{R}{R}"),
		Types:     Creature,
		Subtypes:  []string{"Avatar"},
		Power:     Fixed(6),
		Toughness: Fixed(6),
		Keywords:  ability.FirstStrike,
		Activated: soul("{3}{R}{R}",
			[]ability.TargetSpec{ability.TargetPlayer,
				{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}, Optional: true}},
			ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(3)},
			ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 1, Amount: ability.N(3)}),
	})
	// PerilousVault is Perilous Vault (M15 224): {4} Artifact, "{5}, {T},
	// Exile Perilous Vault: Exile all nonland permanents."
	PerilousVault = Define(Definition{
		Name:       "Perilous Vault",
		NameZhHans: "险恶贮窖",
		Text:       "{5}, {T}, Exile Perilous Vault: Exile all nonland permanents.",
		ManaCost:   mana.MustParseCost("{4}"),
		Types:      Artifact,
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{5}"), Tap: true, ExileSelf: true},
			Effects: []ability.Effect{{Op: ability.OpExile, Subject: ability.SubjectAll,
				Group: ability.Group{Types: ability.PermanentTypes, NotTypes: Land}}},
		}},
	})
	// Grindclock is Grindclock (M15 217): {2} Artifact, "{T}: Put a charge
	// counter on Grindclock. / {T}: Target player puts the top X cards of
	// his or her library into his or her graveyard, where X is the number
	// of charge counters on Grindclock."
	Grindclock = Define(Definition{
		Name:       "Grindclock",
		NameZhHans: "碎末时钟",
		Text: "{T}: Put a charge counter on Grindclock.\n" +
			"{T}: Target player puts the top X cards of his or her library into his or her graveyard, where X is the number of charge counters on Grindclock.",
		ManaCost: mana.MustParseCost("{2}"),
		Types:    Artifact,
		Activated: []ability.Activated{
			{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Amount: ability.N(1), Counter: "charge"}}},
			{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
				Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoTarget, Target: 0,
					Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge"}}}},
		},
	})
	// RotfeasterMaggot is Rotfeaster Maggot (M15 112): {4}{B} Creature —
	// Insect 3/5, "When Rotfeaster Maggot enters the battlefield, exile
	// target creature card from a graveyard. You gain life equal to that
	// card's toughness."
	RotfeasterMaggot = Define(Definition{
		Name:       "Rotfeaster Maggot",
		NameZhHans: "餮腐蛆",
		Text:       "When Rotfeaster Maggot enters the battlefield, exile target creature card from a graveyard. You gain life equal to that card's toughness.",
		ManaCost:   mana.MustParseCost("{4}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Insect"},
		Power:      Fixed(3),
		Toughness:  Fixed(5),
		Triggered: []ability.Triggered{etb(
			[]ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: Creature}}},
			ability.Effect{Op: ability.OpExile, Subject: ability.SubjectTarget, Target: 0},
			// If the target is gone the spell does nothing at all
			// (CR 608.2b): the only target is illegal.
			ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.TargetToughness}})},
	})
	// ActOnImpulse is Act on Impulse (M15 126): {2}{R} Sorcery, "Exile the
	// top three cards of your library. Until end of turn, you may play
	// cards exiled this way."
	ActOnImpulse = Define(Definition{
		Name:       "Act on Impulse",
		NameZhHans: "逞性妄为",
		Text:       "Exile the top three cards of your library. Until end of turn, you may play cards exiled this way.",
		ManaCost:   mana.MustParseCost("{2}{R}"),
		Types:      Sorcery,
		Spell:      ability.Spell{Effects: []ability.Effect{{Op: ability.OpExileTopMayPlay, Amount: ability.N(3)}}},
	})
	// HeliodsPilgrim is Heliod's Pilgrim (M15 14): {2}{W} Creature — Human
	// Cleric 1/2, "When Heliod's Pilgrim enters the battlefield, you may
	// search your library for an Aura card, reveal it, put it into your
	// hand, then shuffle your library."
	HeliodsPilgrim = Define(Definition{
		Name:       "Heliod's Pilgrim",
		NameZhHans: "赫利欧德的朝圣客",
		Text:       "When Heliod's Pilgrim enters the battlefield, you may search your library for an Aura card, reveal it, put it into your hand, then shuffle your library.",
		ManaCost:   mana.MustParseCost("{2}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Human", "Cleric"},
		Power:      Fixed(1),
		Toughness:  Fixed(2),
		Triggered: []ability.Triggered{etb(nil, ability.Effect{Op: ability.OpSearchLibrary, Who: ability.WhoYou,
			Amount: ability.N(1), Filter: ability.Filter{Subtype: "Aura"}, Into: ability.IntoHand, Reveal: true, Optional: true})},
	})
)

// blueCreature is the condition "if you control a blue creature".
var blueCreature = &ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: Creature, Colors: mana.SetOf(mana.Blue)}}

// Spells of wave 2a, group 3.
var (
	// BlastfireBolt is Blastfire Bolt (M15 130): {5}{R} Instant, "Blastfire
	// Bolt deals 5 damage to target creature. Destroy all Equipment
	// attached to that creature."
	BlastfireBolt = Define(Definition{
		Name:       "Blastfire Bolt",
		NameZhHans: "爆炎击",
		Text:       "Blastfire Bolt deals 5 damage to target creature. Destroy all Equipment attached to that creature.",
		ManaCost:   mana.MustParseCost("{5}{R}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{
				{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(5)},
				{Op: ability.OpDestroy, Subject: ability.SubjectAttachedToTarget, Target: 0, Group: ability.Group{Subtype: "Equipment"}},
			},
		},
	})
	// Chronostutter is Chronostutter (M15 48): {5}{U} Instant, "Put target
	// creature into its owner's library second from the top."
	Chronostutter = Define(Definition{
		Name:       "Chronostutter",
		NameZhHans: "扰时迷术",
		Text:       "Put target creature into its owner's library second from the top.",
		ManaCost:   mana.MustParseCost("{5}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpPutIntoLibrary, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(2)}},
		},
	})
	// ConeOfFlame is Cone of Flame (M15 137): {3}{R}{R} Sorcery, "Cone of
	// Flame deals 1 damage to target creature or player, 2 damage to
	// another target creature or player, and 3 damage to a third target
	// creature or player." The three targets are one word "target" each,
	// of equal specs, so they must differ (CR 114.3, 601.2c).
	ConeOfFlame = Define(Definition{
		Name:       "Cone of Flame",
		NameZhHans: "火炎锥",
		Text:       "Cone of Flame deals 1 damage to target creature or player, 2 damage to another target creature or player, and 3 damage to a third target creature or player.",
		ManaCost:   mana.MustParseCost("{3}{R}{R}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer, ability.TargetCreatureOrPlayer, ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{
				{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(1)},
				{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 1, Amount: ability.N(2)},
				{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 2, Amount: ability.N(3)},
			},
		},
	})
	// Restock is Restock (M15 195): {3}{G}{G} Sorcery, "Return two target
	// cards from your graveyard to your hand. Exile Restock."
	Restock = Define(Definition{
		Name:       "Restock",
		NameZhHans: "储备物资",
		Text:       "Return two target cards from your graveyard to your hand. Exile Restock.",
		ManaCost:   mana.MustParseCost("{3}{G}{G}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{yourCard, yourCard},
			Effects: []ability.Effect{
				{Op: ability.OpReturnToHand, Target: 0},
				{Op: ability.OpReturnToHand, Target: 1},
			},
			ExileAfter: true,
		},
	})
	// HuntTheWeak is Hunt the Weak (M15 179): {3}{G} Sorcery, "Put a +1/+1
	// counter on target creature you control. Then that creature fights
	// target creature you don't control."
	HuntTheWeak = Define(Definition{
		Name:       "Hunt the Weak",
		NameZhHans: "猎捕弱者",
		Text:       "Put a +1/+1 counter on target creature you control. Then that creature fights target creature you don't control.",
		ManaCost:   mana.MustParseCost("{3}{G}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{
				{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
				{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}},
			},
			Effects: []ability.Effect{
				{Op: ability.OpPutCounters, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(1), Counter: "+1/+1"},
				{Op: ability.OpFight, Target: 0, Other: 1},
			},
		},
	})
	// StatuteOfDenial is Statute of Denial (M15 79): {2}{U}{U} Instant,
	// "Counter target spell. If you control a blue creature, draw a card,
	// then discard a card."
	StatuteOfDenial = Define(Definition{
		Name:       "Statute of Denial",
		NameZhHans: "拒绝令",
		Text:       "Counter target spell. If you control a blue creature, draw a card, then discard a card.",
		ManaCost:   mana.MustParseCost("{2}{U}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetSpell},
			Effects: []ability.Effect{
				{Op: ability.OpCounter, Target: 0},
				{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), If: blueCreature},
				{Op: ability.OpDiscard, Who: ability.WhoYou, Amount: ability.N(1), If: blueCreature},
			},
		},
	})
)

// yourCard is "target card from your graveyard", one of a set (Restock's
// "two target cards"): which is chosen first makes no difference, so each
// pair is listed once (CR 601.2c).
var yourCard = ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Side: ability.YourSide}, Set: true}

// Creatures whose costs move counters, or that enter with them.
var (
	// CruelSadist is Cruel Sadist (M15 93): {B} Creature — Human Assassin
	// 1/1, "{B}, {T}, Pay 1 life: Put a +1/+1 counter on Cruel Sadist. /
	// {2}{B}, {T}, Remove X +1/+1 counters from Cruel Sadist: Cruel Sadist
	// deals X damage to target creature."
	CruelSadist = Define(Definition{
		Name:       "Cruel Sadist",
		NameZhHans: "残酷凌虐狂",
		Text: "{B}, {T}, Pay 1 life: Put a +1/+1 counter on Cruel Sadist.\n" +
			"{2}{B}, {T}, Remove X +1/+1 counters from Cruel Sadist: Cruel Sadist deals X damage to target creature.",
		ManaCost:  mana.MustParseCost("{B}"),
		Types:     Creature,
		Subtypes:  []string{"Human", "Assassin"},
		Power:     Fixed(1),
		Toughness: Fixed(1),
		Activated: []ability.Activated{
			{Cost: ability.Cost{Mana: mana.MustParseCost("{B}"), Tap: true, Life: 1},
				Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Amount: ability.N(1), Counter: "+1/+1"}}},
			{Cost: ability.Cost{Mana: mana.MustParseCost("{2}{B}"), Tap: true, RemoveCountersX: "+1/+1"},
				Targets: []ability.TargetSpec{ability.TargetCreature},
				Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 0, Amount: ability.X}}},
		},
	})
	// YisanTheWandererBard is Yisan, the Wanderer Bard (M15 209): {2}{G}
	// Legendary Creature — Human Rogue Bard 2/3, "{2}{G}, {T}, Put a verse
	// counter on Yisan, the Wanderer Bard: Search your library for a
	// creature card with converted mana cost equal to the number of verse
	// counters on Yisan, the Wanderer Bard, put it onto the battlefield,
	// then shuffle your library."
	YisanTheWandererBard = Define(Definition{
		Name:       "Yisan, the Wanderer Bard",
		NameZhHans: "云游诗人伊散",
		Text: "{2}{G}, {T}, Put a verse counter on Yisan, the Wanderer Bard: Search your library for a creature card with " +
			"converted mana cost equal to the number of verse counters on Yisan, the Wanderer Bard, put it onto the battlefield, then shuffle your library.",
		ManaCost:   mana.MustParseCost("{2}{G}"),
		Supertypes: Legendary,
		Types:      Creature,
		Subtypes:   []string{"Human", "Rogue", "Bard"},
		Power:      Fixed(2),
		Toughness:  Fixed(3),
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{2}{G}"), Tap: true, PutCounter: "verse"},
			Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Who: ability.WhoYou, Amount: ability.N(1),
				Filter: ability.Filter{Types: Creature, ManaValue: &versesOnSelf}, Into: ability.IntoBattlefield}},
		}},
	})
	// UndergrowthScavenger is Undergrowth Scavenger (M15 204): {3}{G}
	// Creature — Fungus Horror 0/0, "Undergrowth Scavenger enters the
	// battlefield with a number of +1/+1 counters on it equal to the number
	// of creature cards in all graveyards."
	UndergrowthScavenger = Define(Definition{
		Name:       "Undergrowth Scavenger",
		NameZhHans: "矮丛食腐妖",
		Text:       "Undergrowth Scavenger enters the battlefield with a number of +1/+1 counters on it equal to the number of creature cards in all graveyards.",
		ManaCost:   mana.MustParseCost("{3}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Fungus", "Horror"},
		Power:      Fixed(0),
		Toughness:  Fixed(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1",
			Amount: ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: Creature}}},
	})
)

// versesOnSelf is "the number of verse counters on CARDNAME".
var versesOnSelf = ability.Amount{Kind: ability.CountersOnSelf, Counter: "verse"}

// Sacrifice costs (CR 701.15a).
var (
	// BloodHost is Blood Host (M15 87): {3}{B}{B} Creature — Vampire 3/3,
	// "{1}{B}, Sacrifice another creature: Put a +1/+1 counter on Blood
	// Host and you gain 2 life."
	BloodHost = Define(Definition{
		Name:       "Blood Host",
		NameZhHans: "血宴东主",
		Text:       "{1}{B}, Sacrifice another creature: Put a +1/+1 counter on Blood Host and you gain 2 life.",
		ManaCost:   mana.MustParseCost("{3}{B}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Vampire"},
		Power:      Fixed(3),
		Toughness:  Fixed(3),
		Activated: []ability.Activated{{
			Cost: ability.Cost{Mana: mana.MustParseCost("{1}{B}"), Sacrifice: &anotherCreature},
			Effects: []ability.Effect{
				{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Amount: ability.N(1), Counter: "+1/+1"},
				{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)},
			},
		}},
	})
	// WallOfMulch is Wall of Mulch (M15 208): {1}{G} Creature — Wall 0/4,
	// "Defender / {G}, Sacrifice a Wall: Draw a card."
	WallOfMulch = Define(Definition{
		Name:       "Wall of Mulch",
		NameZhHans: "护根土墙",
		Text:       "Defender\n{G}, Sacrifice a Wall: Draw a card.",
		ManaCost:   mana.MustParseCost("{1}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Wall"},
		Power:      Fixed(0),
		Toughness:  Fixed(4),
		Keywords:   ability.Defender,
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{G}"), Sacrifice: &aWall},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}},
		}},
	})
	// JaliraMasterPolymorphist is Jalira, Master Polymorphist (M15 64):
	// {3}{U} Legendary Creature — Human Wizard 2/2, "{2}{U}, {T}, Sacrifice
	// another creature: Reveal cards from the top of your library until
	// you reveal a nonlegendary creature card. Put that card onto the
	// battlefield and the rest on the bottom of your library in a random
	// order."
	JaliraMasterPolymorphist = Define(Definition{
		Name:       "Jalira, Master Polymorphist",
		NameZhHans: "变型宗师贾丽拉",
		Text: "{2}{U}, {T}, Sacrifice another creature: Reveal cards from the top of your library until you reveal a nonlegendary creature card. " +
			"Put that card onto the battlefield and the rest on the bottom of your library in a random order.",
		ManaCost:   mana.MustParseCost("{3}{U}"),
		Supertypes: Legendary,
		Types:      Creature,
		Subtypes:   []string{"Human", "Wizard"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: mana.MustParseCost("{2}{U}"), Tap: true, Sacrifice: &anotherCreature},
			Effects: []ability.Effect{{Op: ability.OpRevealUntil, Filter: ability.Filter{Types: Creature, NotSupertypes: Legendary}}},
		}},
	})
)

// The groups sacrifice costs name.
var (
	anotherCreature = ability.Group{Types: Creature, Other: true}
	aWall           = ability.Group{Types: Creature, Subtype: "Wall"}
)

// NecromancersStockpile is Necromancer's Stockpile (M15 108): {1}{B}
// Enchantment, "{1}{B}, Discard a creature card: Draw a card. If the
// discarded card was a Zombie card, put a 2/2 black Zombie creature token
// onto the battlefield tapped."
var NecromancersStockpile = Define(Definition{
	Name:       "Necromancer's Stockpile",
	NameZhHans: "死灵术士备品室",
	Text:       "{1}{B}, Discard a creature card: Draw a card. If the discarded card was a Zombie card, put a 2/2 black Zombie creature token onto the battlefield tapped.",
	ManaCost:   mana.MustParseCost("{1}{B}"),
	Types:      Enchantment,
	Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: mana.MustParseCost("{1}{B}"), Discard: 1, DiscardTypes: Creature},
		Effects: []ability.Effect{
			{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)},
			{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: ZombieToken, Tapped: true,
				If: &ability.Condition{Kind: ability.EventCardHasSubtype, Subtype: "Zombie"}},
		},
	}},
})

// AggressiveMining is Aggressive Mining (M15 127): {3}{R} Enchantment,
// "You can't play lands. / Sacrifice a land: Draw two cards. Activate this
// ability only once each turn." The static affects its controller, not a
// permanent.
var AggressiveMining = Define(Definition{
	Name:       "Aggressive Mining",
	NameZhHans: "大举掘藏",
	Text:       "You can't play lands.\nSacrifice a land: Draw two cards. Activate this ability only once each turn.",
	ManaCost:   mana.MustParseCost("{3}{R}"),
	Types:      Enchantment,
	Statics:    []ability.Static{{ControllerCantPlayLands: true}},
	Activated: []ability.Activated{{
		Cost:        ability.Cost{Sacrifice: &aLand},
		Effects:     []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}},
		OncePerTurn: true,
	}},
})

var aLand = ability.Group{Types: Land}

// SatyrWayfinder is Satyr Wayfinder (M15 198): {1}{G} Creature — Satyr
// 1/1, "When Satyr Wayfinder enters the battlefield, reveal the top four
// cards of your library. You may put a land card from among them into
// your hand. Put the rest into your graveyard."
var SatyrWayfinder = Define(Definition{
	Name:       "Satyr Wayfinder",
	NameZhHans: "引路羊蹄人",
	Text: "When Satyr Wayfinder enters the battlefield, reveal the top four cards of your library. " +
		"You may put a land card from among them into your hand. Put the rest into your graveyard.",
	ManaCost:  mana.MustParseCost("{1}{G}"),
	Types:     Creature,
	Subtypes:  []string{"Satyr"},
	Power:     Fixed(1),
	Toughness: Fixed(1),
	Triggered: []ability.Triggered{etb(nil, ability.Effect{Op: ability.OpRevealTake, Amount: ability.N(4), Filter: ability.Filter{Types: Land}})},
})
