package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2bConvoke lists the wave-2b cards of convoke (issue 17, group A):
// the spells and creatures with convoke (CR 702.50), the card that gives
// it, and the "X target" and "mana value X or less" cards among them.
var wave2bConvoke = []*Definition{
	ChiefEngineer, ChordOfCalling, CovenantOfBlood, CrowdsFavor, DevouringLight, EndlessObedience,
	EphemeralShields, FeralIncarnation, GatherCourage, LivingTotem, MeditationPuzzle, NissasExpedition,
	Overwhelm, ReturnToTheRanks, SeraphOfTheMasses, SiegeWurm, StokeTheFlames, TriplicateSpirits,
	UnmakeTheGraves, WillForgedGolem,
}

// SpiritToken is a 1/1 white Spirit creature token with flying
// (Triplicate Spirits).
var SpiritToken = token(Definition{Name: "Spirit", NameZhHans: "精怪", Text: "Flying",
	Types: Creature, Subtypes: []string{"Spirit"}, Power: Fixed(1), Toughness: Fixed(1), Keywords: ability.Flying}, mana.White)

// smallCreatureCardOfYours is one of "X target creature cards with
// converted mana cost 2 or less from your graveyard": a set of targets
// (the order they are chosen in does not matter).
var smallCreatureCardOfYours = ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Set: true,
	Filter: ability.Filter{Types: Creature, Side: ability.YourSide, MaxManaValue: &twoOrLess}}

var twoOrLess = ability.N(2)

// Creatures and the permanent that gives convoke.
var (
	// ChiefEngineer is Chief Engineer (M15 47): {1}{U} Creature —
	// Vedalken Artificer 1/3, "Artifact spells you cast have convoke."
	ChiefEngineer = Define(Definition{
		Name:       "Chief Engineer",
		NameZhHans: "总工程师",
		Text:       "Artifact spells you cast have convoke.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Vedalken", "Artificer"},
		Power:      Fixed(1),
		Toughness:  Fixed(3),
		Statics:    []ability.Static{{Affects: ability.AffectsSelf, SpellsHaveConvoke: Artifact}},
	})
	// LivingTotem is Living Totem (M15 184): {3}{G} Creature — Plant
	// Elemental 2/3, "Convoke / When Living Totem enters the battlefield,
	// you may put a +1/+1 counter on another target creature."
	LivingTotem = Define(Definition{
		Name:       "Living Totem",
		NameZhHans: "生体图腾",
		Text:       "Convoke\nWhen Living Totem enters the battlefield, you may put a +1/+1 counter on another target creature.",
		ManaCost:   mana.MustParseCost("{3}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Plant", "Elemental"},
		Power:      Fixed(2),
		Toughness:  Fixed(3),
		Keywords:   ability.Convoke,
		Triggered: []ability.Triggered{etb([]ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Another: true}}},
			ability.Effect{Op: ability.OpPutCounters, Target: 0, Amount: ability.N(1), Counter: "+1/+1", Optional: true})},
	})
	// SeraphOfTheMasses is Seraph of the Masses (M15 32): {5}{W}{W}
	// Creature — Angel */*, "Convoke / Flying / Seraph of the Masses's
	// power and toughness are each equal to the number of creatures you
	// control."
	SeraphOfTheMasses = Define(Definition{
		Name:       "Seraph of the Masses",
		NameZhHans: "众生炽天使",
		Text:       "Convoke\nFlying\nSeraph of the Masses's power and toughness are each equal to the number of creatures you control.",
		ManaCost:   mana.MustParseCost("{5}{W}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Angel"},
		Power:      Star,
		Toughness:  Star,
		Keywords:   ability.Convoke | ability.Flying,
		Statics:    []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}},
	})
	// SiegeWurm is Siege Wurm (M15 200): {5}{G}{G} Creature — Wurm 5/5,
	// "Convoke / Trample".
	SiegeWurm = Define(Definition{
		Name:       "Siege Wurm",
		NameZhHans: "攻城亚龙",
		Text:       "Convoke\nTrample",
		ManaCost:   mana.MustParseCost("{5}{G}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Wurm"},
		Power:      Fixed(5),
		Toughness:  Fixed(5),
		Keywords:   ability.Convoke | ability.Trample,
	})
	// WillForgedGolem is Will-Forged Golem (M15 239): {6} Artifact
	// Creature — Golem 4/4, "Convoke".
	WillForgedGolem = Define(Definition{
		Name:       "Will-Forged Golem",
		NameZhHans: "凝志魔像",
		Text:       "Convoke",
		ManaCost:   mana.MustParseCost("{6}"),
		Types:      Artifact | Creature,
		Subtypes:   []string{"Golem"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Keywords:   ability.Convoke,
	})
)

// Instants with convoke.
var (
	// CrowdsFavor is Crowd's Favor (M15 138): {R} Instant, "Convoke /
	// Target creature gets +1/+0 and gains first strike until end of
	// turn."
	CrowdsFavor = Define(Definition{
		Name:       "Crowd's Favor",
		NameZhHans: "群众眷宠",
		Text:       "Convoke\nTarget creature gets +1/+0 and gains first strike until end of turn.",
		ManaCost:   mana.MustParseCost("{R}"),
		Types:      Instant,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 1, Keywords: ability.FirstStrike}},
		},
	})
	// DevouringLight is Devouring Light (M15 9): {1}{W}{W} Instant,
	// "Convoke / Exile target attacking or blocking creature."
	DevouringLight = Define(Definition{
		Name:       "Devouring Light",
		NameZhHans: "明光吞噬",
		Text:       "Convoke\nExile target attacking or blocking creature.",
		ManaCost:   mana.MustParseCost("{1}{W}{W}"),
		Types:      Instant,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Combat: ability.AttackingOrBlocking}}},
			Effects: []ability.Effect{{Op: ability.OpExile, Target: 0}},
		},
	})
	// EphemeralShields is Ephemeral Shields (M15 11): {1}{W} Instant,
	// "Convoke / Target creature gains indestructible until end of turn."
	EphemeralShields = Define(Definition{
		Name:       "Ephemeral Shields",
		NameZhHans: "瞬逝护盾",
		Text:       "Convoke\nTarget creature gains indestructible until end of turn.",
		ManaCost:   mana.MustParseCost("{1}{W}"),
		Types:      Instant,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Keywords: ability.Indestructible}},
		},
	})
	// GatherCourage is Gather Courage (M15 175): {G} Instant, "Convoke /
	// Target creature gets +2/+2 until end of turn."
	GatherCourage = Define(Definition{
		Name:       "Gather Courage",
		NameZhHans: "鼓舞勇气",
		Text:       "Convoke\nTarget creature gets +2/+2 until end of turn.",
		ManaCost:   mana.MustParseCost("{G}"),
		Types:      Instant,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2}},
		},
	})
	// MeditationPuzzle is Meditation Puzzle (M15 19): {3}{W}{W} Instant,
	// "Convoke / You gain 8 life."
	MeditationPuzzle = Define(Definition{
		Name:       "Meditation Puzzle",
		NameZhHans: "冥想谜题",
		Text:       "Convoke\nYou gain 8 life.",
		ManaCost:   mana.MustParseCost("{3}{W}{W}"),
		Types:      Instant,
		Keywords:   ability.Convoke,
		Spell:      ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(8)}}},
	})
	// StokeTheFlames is Stoke the Flames (M15 164): {2}{R}{R} Instant,
	// "Convoke / Stoke the Flames deals 4 damage to target creature or
	// player."
	StokeTheFlames = Define(Definition{
		Name:       "Stoke the Flames",
		NameZhHans: "鼓风煽焰",
		Text:       "Convoke\nStoke the Flames deals 4 damage to target creature or player.",
		ManaCost:   mana.MustParseCost("{2}{R}{R}"),
		Types:      Instant,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(4)}},
		},
	})
	// UnmakeTheGraves is Unmake the Graves (M15 120): {4}{B} Instant,
	// "Convoke / Return up to two target creature cards from your
	// graveyard to your hand."
	UnmakeTheGraves = Define(Definition{
		Name:       "Unmake the Graves",
		NameZhHans: "墓地召返",
		Text:       "Convoke\nReturn up to two target creature cards from your graveyard to your hand.",
		ManaCost:   mana.MustParseCost("{4}{B}"),
		Types:      Instant,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{yourCreatureCardUpTo, yourCreatureCardUpTo},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Target: 0}, {Op: ability.OpReturnToHand, Target: 1}},
		},
	})
	// ChordOfCalling is Chord of Calling (M15 172): {X}{G}{G}{G} Instant,
	// "Convoke / Search your library for a creature card with converted
	// mana cost X or less and put it onto the battlefield. Then shuffle
	// your library."
	ChordOfCalling = Define(Definition{
		Name:       "Chord of Calling",
		NameZhHans: "和声召集",
		Text:       "Convoke\nSearch your library for a creature card with converted mana cost X or less and put it onto the battlefield. Then shuffle your library.",
		ManaCost:   mana.MustParseCost("{X}{G}{G}{G}"),
		Types:      Instant,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Who: ability.WhoYou, Amount: ability.N(1),
			Filter: ability.Filter{Types: Creature, MaxManaValue: &ability.X}, Into: ability.IntoBattlefield}}},
	})
)

// Sorceries with convoke.
var (
	// CovenantOfBlood is Covenant of Blood (M15 91): {6}{B} Sorcery,
	// "Convoke / Covenant of Blood deals 4 damage to target creature or
	// player and you gain 4 life."
	CovenantOfBlood = Define(Definition{
		Name:       "Covenant of Blood",
		NameZhHans: "鲜血盟约",
		Text:       "Convoke\nCovenant of Blood deals 4 damage to target creature or player and you gain 4 life.",
		ManaCost:   mana.MustParseCost("{6}{B}"),
		Types:      Sorcery,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{
				{Op: ability.OpDamage, Target: 0, Amount: ability.N(4)},
				{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(4)},
			},
		},
	})
	// EndlessObedience is Endless Obedience (M15 94): {4}{B}{B} Sorcery,
	// "Convoke / Put target creature card from a graveyard onto the
	// battlefield under your control."
	EndlessObedience = Define(Definition{
		Name:       "Endless Obedience",
		NameZhHans: "无尽服从",
		Text:       "Convoke\nPut target creature card from a graveyard onto the battlefield under your control.",
		ManaCost:   mana.MustParseCost("{4}{B}{B}"),
		Types:      Sorcery,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: Creature}}},
			Effects: []ability.Effect{{Op: ability.OpPutOntoBattlefield}},
		},
	})
	// FeralIncarnation is Feral Incarnation (M15 174): {8}{G} Sorcery,
	// "Convoke / Put three 3/3 green Beast creature tokens onto the
	// battlefield."
	FeralIncarnation = Define(Definition{
		Name:       "Feral Incarnation",
		NameZhHans: "野性具现",
		Text:       "Convoke\nPut three 3/3 green Beast creature tokens onto the battlefield.",
		ManaCost:   mana.MustParseCost("{8}{G}"),
		Types:      Sorcery,
		Keywords:   ability.Convoke,
		Spell:      ability.Spell{Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(3), Token: GreenBeastToken}}},
	})
	// NissasExpedition is Nissa's Expedition (M15 188): {4}{G} Sorcery,
	// "Convoke / Search your library for up to two basic land cards, put
	// them onto the battlefield tapped, then shuffle your library."
	NissasExpedition = Define(Definition{
		Name:       "Nissa's Expedition",
		NameZhHans: "妮莎的探险",
		Text:       "Convoke\nSearch your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle your library.",
		ManaCost:   mana.MustParseCost("{4}{G}"),
		Types:      Sorcery,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Who: ability.WhoYou, Amount: ability.N(2),
			Filter: ability.Filter{Types: Land, Subtype: "Basic"}, Into: ability.IntoBattlefield, Tapped: true}}},
	})
	// Overwhelm is Overwhelm (M15 189): {5}{G}{G} Sorcery, "Convoke /
	// Creatures you control get +3/+3 until end of turn."
	Overwhelm = Define(Definition{
		Name:       "Overwhelm",
		NameZhHans: "压服",
		Text:       "Convoke\nCreatures you control get +3/+3 until end of turn.",
		ManaCost:   mana.MustParseCost("{5}{G}{G}"),
		Types:      Sorcery,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
			Group: ability.Group{Side: ability.YourSide}, Power: 3, Toughness: 3}}},
	})
	// ReturnToTheRanks is Return to the Ranks (M15 29): {X}{W}{W} Sorcery,
	// "Convoke / Return X target creature cards with converted mana cost
	// 2 or less from your graveyard to the battlefield." X is at most 4,
	// the most targets a spell can have here (stack.MaxTargets).
	ReturnToTheRanks = Define(Definition{
		Name:       "Return to the Ranks",
		NameZhHans: "重归军伍",
		Text:       "Convoke\nReturn X target creature cards with converted mana cost 2 or less from your graveyard to the battlefield.",
		ManaCost:   mana.MustParseCost("{X}{W}{W}"),
		Types:      Sorcery,
		Keywords:   ability.Convoke,
		Spell: ability.Spell{
			Targets:  []ability.TargetSpec{smallCreatureCardOfYours, smallCreatureCardOfYours, smallCreatureCardOfYours, smallCreatureCardOfYours},
			XTargets: true,
			Effects:  []ability.Effect{{Op: ability.OpPutOntoBattlefield}},
		},
	})
	// TriplicateSpirits is Triplicate Spirits (M15 40): {4}{W}{W} Sorcery,
	// "Convoke / Put three 1/1 white Spirit creature tokens with flying
	// onto the battlefield."
	TriplicateSpirits = Define(Definition{
		Name:       "Triplicate Spirits",
		NameZhHans: "三联精怪",
		Text:       "Convoke\nPut three 1/1 white Spirit creature tokens with flying onto the battlefield.",
		ManaCost:   mana.MustParseCost("{4}{W}{W}"),
		Types:      Sorcery,
		Keywords:   ability.Convoke,
		Spell:      ability.Spell{Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(3), Token: SpiritToken}}},
	})
)
