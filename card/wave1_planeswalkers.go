package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// wave1Planeswalkers lists the wave-1 planeswalkers (docs/cards.md).
var wave1Planeswalkers = []*Definition{
	ChandraPyromaster, LilianaVess, JaceTheLivingGuildpact, GarrukApexPredator, NissaWorldwaker,
	AjaniSteadfast,
}

// loyalty returns a loyalty ability costing n loyalty counters (CR 606):
// sorcery speed and once per planeswalker per turn, which the engine
// enforces from the Loyalty flag.
func loyalty(n int, targets []ability.TargetSpec, effects ...ability.Effect) ability.Activated {
	return ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: n}, Targets: targets, Effects: effects}
}

// Wave-1 planeswalkers. In M15 planeswalkers are not legendary (docs/cards.md);
// the planeswalker uniqueness rule applies to their subtype instead.
var (
	// ChandraPyromaster is Chandra, Pyromaster (M15 134): {2}{R}{R}
	// Planeswalker — Chandra, loyalty 4,
	// "+1: Chandra, Pyromaster deals 1 damage to target player and 1
	// damage to up to one target creature that player controls. That
	// creature can't block this turn.
	// 0: Exile the top card of your library. You may play it this turn.
	// −7: Exile the top ten cards of your library. Choose an instant or
	// sorcery card exiled this way and copy it three times. You may cast
	// the copies without paying their mana costs."
	ChandraPyromaster = Define(Definition{
		Name:       "Chandra, Pyromaster",
		NameZhHans: "火焰大师茜卓",
		Text:       "+1: Chandra, Pyromaster deals 1 damage to target player and 1 damage to up to one target creature that player controls. That creature can't block this turn.\n0: Exile the top card of your library. You may play it this turn.\n−7: Exile the top ten cards of your library. Choose an instant or sorcery card exiled this way and copy it three times. You may cast the copies without paying their mana costs.",
		ManaCost:   mana.MustParseCost("{2}{R}{R}"),
		Types:      Planeswalker,
		Subtypes:   []string{"Chandra"},
		Loyalty:    4,
		Activated: []ability.Activated{
			loyalty(+1,
				[]ability.TargetSpec{ability.TargetPlayer, {Allow: ability.AllowCreature,
					Filter: ability.Filter{ControlledByTarget0: true}, Optional: true}},
				ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)},
				ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(1)},
				ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 1,
					Restrictions: ability.CantBlock}),
			loyalty(0, nil, ability.Effect{Op: ability.OpExileTopMayPlay}),
			loyalty(-7, nil,
				ability.Effect{Op: ability.OpExileTop, Amount: ability.N(10)},
				ability.Effect{Op: ability.OpCastCopies, Amount: ability.N(3),
					Filter: ability.Filter{Types: Instant | Sorcery}}),
		},
	})
	// LilianaVess is Liliana Vess (M15 103): {3}{B}{B} Planeswalker —
	// Liliana, loyalty 5,
	// "+1: Target player discards a card.
	// −2: Search your library for a card, then shuffle your library and
	// put that card on top of it.
	// −8: Put all creature cards from all graveyards onto the battlefield
	// under your control."
	LilianaVess = Define(Definition{
		Name:       "Liliana Vess",
		NameZhHans: "莉莲娜维斯",
		Text:       "+1: Target player discards a card.\n−2: Search your library for a card, then shuffle your library and put that card on top of it.\n−8: Put all creature cards from all graveyards onto the battlefield under your control.",
		ManaCost:   mana.MustParseCost("{3}{B}{B}"),
		Types:      Planeswalker,
		Subtypes:   []string{"Liliana"},
		Loyalty:    5,
		Activated: []ability.Activated{
			loyalty(+1, []ability.TargetSpec{ability.TargetPlayer},
				ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}),
			loyalty(-2, nil,
				ability.Effect{Op: ability.OpSearchLibrary, Who: ability.WhoYou, Amount: ability.N(1),
					Into: ability.IntoLibraryTop}),
			loyalty(-8, nil,
				ability.Effect{Op: ability.OpReanimateAll, Filter: ability.Filter{Types: Creature}}),
		},
	})
	// JaceTheLivingGuildpact is Jace, the Living Guildpact (M15 62):
	// {2}{U}{U} Planeswalker — Jace, loyalty 5,
	// "+1: Look at the top two cards of your library. Put one of them into
	// your graveyard.
	// −3: Return another target nonland permanent to its owner's hand.
	// −8: Each player shuffles his or her hand and graveyard into his or
	// her library. You draw seven cards."
	JaceTheLivingGuildpact = Define(Definition{
		Name:       "Jace, the Living Guildpact",
		NameZhHans: "现世十会盟杰斯",
		Text:       "+1: Look at the top two cards of your library. Put one of them into your graveyard.\n−3: Return another target nonland permanent to its owner's hand.\n−8: Each player shuffles his or her hand and graveyard into his or her library. You draw seven cards.",
		ManaCost:   mana.MustParseCost("{2}{U}{U}"),
		Types:      Planeswalker,
		Subtypes:   []string{"Jace"},
		Loyalty:    5,
		Activated: []ability.Activated{
			loyalty(+1, nil, ability.Effect{Op: ability.OpLookMill, Amount: ability.N(2)}),
			loyalty(-3,
				[]ability.TargetSpec{{Allow: ability.AllowPermanent,
					Filter: ability.Filter{NotTypes: Land, Another: true}}},
				ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0}),
			loyalty(-8, nil,
				ability.Effect{Op: ability.OpShuffleHandAndGraveyard, Who: ability.WhoEachPlayer},
				ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(7)}),
		},
	})
	// GarrukApexPredator is Garruk, Apex Predator (M15 210): {5}{B}{G}
	// Planeswalker — Garruk, loyalty 5,
	// "+1: Destroy another target planeswalker.
	// +1: Put a 3/3 black Beast creature token with deathtouch onto the
	// battlefield.
	// −3: Destroy target creature. You gain life equal to its toughness.
	// −8: Target opponent gets an emblem with "Whenever a creature attacks
	// you, it gets +5/+5 and gains trample until end of turn.""
	GarrukApexPredator = Define(Definition{
		Name:       "Garruk, Apex Predator",
		NameZhHans: "无上猎者贾路",
		Text:       "+1: Destroy another target planeswalker.\n+1: Put a 3/3 black Beast creature token with deathtouch onto the battlefield.\n−3: Destroy target creature. You gain life equal to its toughness.\n−8: Target opponent gets an emblem with \"Whenever a creature attacks you, it gets +5/+5 and gains trample until end of turn.\"",
		ManaCost:   mana.MustParseCost("{5}{B}{G}"),
		Types:      Planeswalker,
		Subtypes:   []string{"Garruk"},
		Loyalty:    5,
		Activated: []ability.Activated{
			loyalty(+1,
				[]ability.TargetSpec{{Allow: ability.AllowPlaneswalker, Filter: ability.Filter{Another: true}}},
				ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0}),
			loyalty(+1, nil,
				ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: BeastToken}),
			loyalty(-3, []ability.TargetSpec{ability.TargetCreature},
				ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0},
				ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou,
					Amount: ability.Amount{Kind: ability.TargetToughness}}),
			loyalty(-8, []ability.TargetSpec{ability.TargetOpponent},
				ability.Effect{Op: ability.OpEmblem, Who: ability.WhoTarget, Target: 0, Token: GarrukEmblem}),
		},
	})
	// NissaWorldwaker is Nissa, Worldwaker (M15 187): {3}{G}{G}
	// Planeswalker — Nissa, loyalty 3,
	// "+1: Target land you control becomes a 4/4 Elemental creature with
	// trample. It's still a land.
	// +1: Untap up to four target Forests.
	// −7: Search your library for any number of basic land cards, put them
	// onto the battlefield, then shuffle your library. Those lands become
	// 4/4 Elemental creatures with trample. They're still lands."
	NissaWorldwaker = Define(Definition{
		Name:       "Nissa, Worldwaker",
		NameZhHans: "醒世师妮莎",
		Text:       "+1: Target land you control becomes a 4/4 Elemental creature with trample. It's still a land.\n+1: Untap up to four target Forests.\n−7: Search your library for any number of basic land cards, put them onto the battlefield, then shuffle your library. Those lands become 4/4 Elemental creatures with trample. They're still lands.",
		ManaCost:   mana.MustParseCost("{3}{G}{G}"),
		Types:      Planeswalker,
		Subtypes:   []string{"Nissa"},
		Loyalty:    3,
		Activated: []ability.Activated{
			loyalty(+1,
				[]ability.TargetSpec{{Allow: ability.AllowLand, Filter: ability.Filter{Side: ability.YourSide}}},
				ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectTarget, Target: 0, Power: 4, Toughness: 4,
					AddTypes: Creature, AddSubtype: "Elemental", Keywords: ability.Trample, Duration: ability.Permanently}),
			loyalty(+1,
				[]ability.TargetSpec{forestTarget, forestTarget, forestTarget, forestTarget},
				ability.Effect{Op: ability.OpUntap, Subject: ability.SubjectTarget, Target: 0},
				ability.Effect{Op: ability.OpUntap, Subject: ability.SubjectTarget, Target: 1},
				ability.Effect{Op: ability.OpUntap, Subject: ability.SubjectTarget, Target: 2},
				ability.Effect{Op: ability.OpUntap, Subject: ability.SubjectTarget, Target: 3}),
			loyalty(-7, nil,
				ability.Effect{Op: ability.OpSearchLibrary, Who: ability.WhoYou, Amount: ability.N(anyNumber),
					Filter: ability.Filter{Types: Land, Subtype: "Basic"}, Into: ability.IntoBattlefield},
				ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectFound, Power: 4, Toughness: 4,
					AddTypes: Creature, AddSubtype: "Elemental", Keywords: ability.Trample, Duration: ability.Permanently}),
		},
	})
	// AjaniSteadfast is Ajani Steadfast (M15 1): {3}{W} Planeswalker —
	// Ajani, loyalty 4,
	// "+1: Until end of turn, up to one target creature gets +1/+1 and
	// gains first strike, vigilance, and lifelink.
	// −2: Put a +1/+1 counter on each creature you control and a loyalty
	// counter on each other planeswalker you control.
	// −7: You get an emblem with "If a source would deal damage to you or
	// a planeswalker you control, prevent all but 1 of that damage.""
	AjaniSteadfast = Define(Definition{
		Name:       "Ajani Steadfast",
		NameZhHans: "坚定的阿耶尼",
		Text:       "+1: Until end of turn, up to one target creature gets +1/+1 and gains first strike, vigilance, and lifelink.\n−2: Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control.\n−7: You get an emblem with \"If a source would deal damage to you or a planeswalker you control, prevent all but 1 of that damage.\"",
		ManaCost:   mana.MustParseCost("{3}{W}"),
		Types:      Planeswalker,
		Subtypes:   []string{"Ajani"},
		Loyalty:    4,
		Activated: []ability.Activated{
			loyalty(+1,
				[]ability.TargetSpec{{Allow: ability.AllowCreature, Optional: true}},
				ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Power: 1, Toughness: 1,
					Keywords: ability.FirstStrike | ability.Vigilance | ability.Lifelink}),
			loyalty(-2, nil,
				ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectAll, Amount: ability.N(1),
					Group: ability.Group{Side: ability.YourSide}, Counter: "+1/+1"},
				ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectAll, Amount: ability.N(1),
					Group: ability.Group{Types: Planeswalker, Side: ability.YourSide, Other: true}, Counter: "loyalty"}),
			loyalty(-7, nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: AjaniEmblem}),
		},
	})
)

// anyNumber is "any number" of cards for a search: more than a library
// holds.
const anyNumber = 1000

// Emblems the planeswalkers create (CR 113): objects in the command zone
// whose abilities work from there. They are not cards, so they are not in
// the catalog.
var (
	// GarrukEmblem is the emblem of Garruk, Apex Predator's −8: "Whenever
	// a creature attacks you, it gets +5/+5 and gains trample until end of
	// turn."
	GarrukEmblem = Define(Definition{
		Name:       "Garruk, Apex Predator Emblem",
		NameZhHans: "无上猎者贾路徽记",
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYou,
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectEventObject,
				Power: 5, Toughness: 5, Keywords: ability.Trample}}}},
	})
	// AjaniEmblem is the emblem of Ajani Steadfast's −7: "If a source
	// would deal damage to you or a planeswalker you control, prevent all
	// but 1 of that damage."
	AjaniEmblem = Define(Definition{
		Name:       "Ajani Steadfast Emblem",
		NameZhHans: "坚定的阿耶尼徽记",
		Statics:    []ability.Static{{PreventAllButOne: true}},
	})
)

// forestTarget is "target Forest" for "up to four target Forests".
var forestTarget = ability.TargetSpec{Allow: ability.AllowLand, Filter: ability.Filter{Subtype: "Forest"}, Optional: true}
