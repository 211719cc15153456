package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave2bDec lists the wave-2b cards built on new decisions: naming a card,
// a creature type, "unless", top or bottom, searches of several zones, a
// secret choice and a guess, cast triggers, and flash.
var wave2bDec = []*Definition{
	Aetherspouts, BoonweaverGiant, GenesisHydra, HushwingGryff, IndulgentTormentor,
	MasterOfPredicaments, ObNixilisUnshackled, ObeliskOfUrd, PhyrexianRevoker,
	PreeminentCaptain, Quickling, StainTheMind,
}

// permanentTypes are the card types of permanents (CR 110.4).
const permanentTypes = Artifact | Creature | Enchantment | Land | Planeswalker

var (
	// Aetherspouts is Aetherspouts (M15 44): {3}{U}{U} Instant.
	Aetherspouts = Define(Definition{
		Name:       "Aetherspouts",
		NameZhHans: "乙太龙卷",
		Text:       "For each attacking creature, its owner puts it on the top or bottom of his or her library.",
		ManaCost:   mana.MustParseCost("{3}{U}{U}"),
		Types:      Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpTopOrBottom,
			Group: ability.Group{Types: Creature, Attacking: true}}}},
	})
	// BoonweaverGiant is Boonweaver Giant (M15 5): {6}{W} Creature — Giant
	// Monk 4/4. The library is searched (and shuffled) when the Aura
	// comes from it, or when Alice searches it and finds nothing.
	BoonweaverGiant = Define(Definition{
		Name:       "Boonweaver Giant",
		NameZhHans: "织福巨人",
		Text:       "When Boonweaver Giant enters the battlefield, you may search your graveyard, hand, and/or library for an Aura card and put it onto the battlefield attached to Boonweaver Giant. If you search your library this way, shuffle it.",
		ManaCost:   mana.MustParseCost("{6}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Giant", "Monk"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{{
			Op: ability.OpSearchZones, Who: ability.WhoYou,
			Zones:  ability.SearchGraveyard | ability.SearchHand | ability.SearchLibrary,
			Filter: ability.Filter{Types: Enchantment, Subtype: "Aura"}, Into: ability.IntoBattlefield, AttachToSource: true}}}},
	})
	// GenesisHydra is Genesis Hydra (M15 176): {X}{G}{G} Creature — Plant
	// Hydra 0/0. Its cast trigger reads the spell's X (CR 107.3).
	GenesisHydra = Define(Definition{
		Name:       "Genesis Hydra",
		NameZhHans: "创生多头龙",
		Text:       "When you cast Genesis Hydra, reveal the top X cards of your library. You may put a nonland permanent card with converted mana cost X or less from among them onto the battlefield. Then shuffle the rest into your library.\nGenesis Hydra enters the battlefield with X +1/+1 counters on it.",
		ManaCost:   mana.MustParseCost("{X}{G}{G}"),
		Types:      Creature,
		Subtypes:   []string{"Plant", "Hydra"},
		Power:      Fixed(0),
		Toughness:  Fixed(0),
		Triggered: []ability.Triggered{{Event: ability.CastThis, Effects: []ability.Effect{{
			Op: ability.OpRevealTake, Amount: ability.Amount{Kind: ability.EventAmount},
			Filter: ability.Filter{Types: permanentTypes, NotLand: true, MaxManaValue: &ability.Amount{Kind: ability.EventAmount}},
			Into:   ability.IntoBattlefield, ShuffleAlways: true}}}},
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.X},
	})
	// HushwingGryff is Hushwing Gryff (M15 15): {2}{W} Creature —
	// Hippogriff 2/1.
	HushwingGryff = Define(Definition{
		Name:       "Hushwing Gryff",
		NameZhHans: "肃息骏鹭",
		Text:       "Flash\nFlying\nCreatures entering the battlefield don't cause abilities to trigger.",
		ManaCost:   mana.MustParseCost("{2}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Hippogriff"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		Keywords:   ability.Flash | ability.Flying,
		Statics:    []ability.Static{{StopsCreatureEnterTriggers: true}},
	})
	// IndulgentTormentor is Indulgent Tormentor (M15 101): {3}{B}{B}
	// Creature — Demon 5/3.
	IndulgentTormentor = Define(Definition{
		Name:       "Indulgent Tormentor",
		NameZhHans: "放纵拷问魔",
		Text:       "Flying\nAt the beginning of your upkeep, draw a card unless target opponent sacrifices a creature or pays 3 life.",
		ManaCost:   mana.MustParseCost("{3}{B}{B}"),
		Types:      Creature,
		Subtypes:   []string{"Demon"},
		Power:      Fixed(5),
		Toughness:  Fixed(3),
		Keywords:   ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{
				{Op: ability.OpUnless, Who: ability.WhoTarget, Target: 0, Unless: ability.UnlessSacrifice | ability.UnlessPayLife,
					Group: ability.Group{Types: Creature}, Amount: ability.N(3)},
				{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), IfDeclined: true},
			}}},
	})
	// MasterOfPredicaments is Master of Predicaments (M15 67): {3}{U}{U}
	// Creature — Sphinx 4/4. The card stays secret from every other
	// player; the guesser answers without seeing it.
	MasterOfPredicaments = Define(Definition{
		Name:       "Master of Predicaments",
		NameZhHans: "迷局大师",
		Text:       "Flying\nWhenever Master of Predicaments deals combat damage to a player, choose a card in your hand. That player guesses whether the card's converted mana cost is greater than 4. If the player guessed wrong, you may cast the card without paying its mana cost.",
		ManaCost:   mana.MustParseCost("{3}{U}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Sphinx"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Keywords:   ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer, Effects: []ability.Effect{{
			Op: ability.OpChooseAndGuess, Who: ability.WhoEventPlayer, Amount: ability.N(4)}}}},
	})
	// ObNixilisUnshackled is Ob Nixilis, Unshackled (M15 110): {4}{B}{B}
	// Legendary Creature — Demon 4/4.
	ObNixilisUnshackled = Define(Definition{
		Name:       "Ob Nixilis, Unshackled",
		NameZhHans: "破枷的欧尼希兹",
		Text:       "Flying, trample\nWhenever an opponent searches his or her library, that player sacrifices a creature and loses 10 life.\nWhenever another creature dies, put a +1/+1 counter on Ob Nixilis, Unshackled.",
		ManaCost:   mana.MustParseCost("{4}{B}{B}"),
		Supertypes: Legendary,
		Types:      Creature,
		Subtypes:   []string{"Demon"},
		Power:      Fixed(4),
		Toughness:  Fixed(4),
		Keywords:   ability.Flying | ability.Trample,
		Triggered: []ability.Triggered{
			{Event: ability.OpponentSearchesLibrary, Effects: []ability.Effect{
				{Op: ability.OpSacrifice, Who: ability.WhoEventPlayer, Group: ability.Group{Types: Creature}},
				{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(10)},
			}},
			{Event: ability.CreatureDies, Match: ability.Filter{Another: true}, Effects: []ability.Effect{selfCounter}},
		},
	})
	// ObeliskOfUrd is Obelisk of Urd (M15 222): {6} Artifact. (Convoke
	// comes with the convoke work.)
	ObeliskOfUrd = Define(Definition{
		Name:       "Obelisk of Urd",
		NameZhHans: "邬德碑",
		Text:       "Convoke\nAs Obelisk of Urd enters the battlefield, choose a creature type.\nCreatures you control of the chosen type get +2/+2.",
		Keywords:   ability.Convoke,
		ManaCost:   mana.MustParseCost("{6}"),
		Types:      Artifact,
		AsEnters:   ability.ChooseCreatureType,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Power: 2, Toughness: 2,
			Group: ability.Group{Types: Creature, Side: ability.YourSide, ChosenSubtype: true}}},
	})
	// PhyrexianRevoker is Phyrexian Revoker (M15 225): {2} Artifact
	// Creature — Phyrexian Horror 2/1. Mana abilities are activated
	// abilities too (CR 605.1a): they are stopped as well.
	PhyrexianRevoker = Define(Definition{
		Name:       "Phyrexian Revoker",
		NameZhHans: "非瑞克西亚断念妖",
		Text:       "As Phyrexian Revoker enters the battlefield, name a nonland card.\nActivated abilities of sources with the chosen name can't be activated.",
		ManaCost:   mana.MustParseCost("{2}"),
		Types:      Artifact | Creature,
		Subtypes:   []string{"Phyrexian", "Horror"},
		Power:      Fixed(2),
		Toughness:  Fixed(1),
		AsEnters:   ability.ChooseCardName,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Restrictions: ability.CantActivate,
			Group: ability.Group{Types: permanentTypes, ChosenName: true}}},
	})
	// PreeminentCaptain is Preeminent Captain (M15 25): {2}{W} Creature —
	// Kithkin Soldier 2/2. The Soldier enters attacking without being
	// declared (CR 508.4); its controller chooses what it attacks.
	PreeminentCaptain = Define(Definition{
		Name:       "Preeminent Captain",
		NameZhHans: "杰出队长",
		Text:       "First strike\nWhenever Preeminent Captain attacks, you may put a Soldier creature card from your hand onto the battlefield tapped and attacking.",
		ManaCost:   mana.MustParseCost("{2}{W}"),
		Types:      Creature,
		Subtypes:   []string{"Kithkin", "Soldier"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Keywords:   ability.FirstStrike,
		Triggered: []ability.Triggered{{Event: ability.Attacks, Effects: []ability.Effect{{
			Op: ability.OpSearchZones, Who: ability.WhoYou, Zones: ability.SearchHand,
			Filter: ability.Filter{Types: Creature, Subtype: "Soldier"}, Into: ability.IntoBattlefield,
			Tapped: true, Attacking: true}}}},
	})
	// Quickling is Quickling (M15 76): {1}{U} Creature — Faerie Rogue 2/2.
	Quickling = Define(Definition{
		Name:       "Quickling",
		NameZhHans: "迅敏仙灵",
		Text:       "Flash\nFlying\nWhen Quickling enters the battlefield, sacrifice it unless you return another creature you control to its owner's hand.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Creature,
		Subtypes:   []string{"Faerie", "Rogue"},
		Power:      Fixed(2),
		Toughness:  Fixed(2),
		Keywords:   ability.Flash | ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{
			{Op: ability.OpUnless, Who: ability.WhoYou, Unless: ability.UnlessReturn, Group: ability.Group{Types: Creature}},
			{Op: ability.OpSacrifice, Subject: ability.SubjectSelf, IfDeclined: true},
		}}},
	})
	// StainTheMind is Stain the Mind (M15 117): {4}{B} Sorcery with
	// convoke. "Any number" lets the player find fewer (CR 701.17b): the
	// engine asks for the cards one at a time, and the player may stop.
	StainTheMind = Define(Definition{
		Name:       "Stain the Mind",
		NameZhHans: "玷污心智",
		Text:       "Convoke\nName a nonland card. Search target player's graveyard, hand, and library for any number of cards with that name and exile them. Then that player shuffles his or her library.",
		Keywords:   ability.Convoke,
		ManaCost:   mana.MustParseCost("{4}{B}"),
		Types:      Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowPlayer}}, Effects: []ability.Effect{
			{Op: ability.OpNameCard},
			{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, All: true, ShuffleAlways: true,
				Zones:  ability.SearchGraveyard | ability.SearchHand | ability.SearchLibrary,
				Filter: ability.Filter{Named: true}, Into: ability.IntoExile},
		}},
	})
)
