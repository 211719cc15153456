package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Instants and sorceries: printed facts and what they do on resolution.
var (
	// LightningStrike is Lightning Strike (M15 155): {1}{R} Instant, "Lightning
	// Strike deals 3 damage to target creature or player."
	LightningStrike = Define(Definition{
		Name:       "Lightning Strike",
		NameZhHans: "闪电炼击",
		Text:       "Lightning Strike deals 3 damage to target creature or player.",
		ManaCost:   mana.MustParseCost("{1}{R}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}},
		},
	})
	// Divination is Divination (M15 52): {2}{U} Sorcery, "Draw two cards."
	Divination = Define(Definition{
		Name:       "Divination",
		NameZhHans: "卜卦",
		Text:       "Draw two cards.",
		ManaCost:   mana.MustParseCost("{2}{U}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}},
		},
	})
	// Cancel is Cancel (M15 274): {1}{U}{U} Instant, "Counter target
	// spell."
	Cancel = Define(Definition{
		Name:       "Cancel",
		NameZhHans: "取消",
		Text:       "Counter target spell.",
		ManaCost:   mana.MustParseCost("{1}{U}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetSpell},
			Effects: []ability.Effect{{Op: ability.OpCounter, Target: 0}},
		},
	})
	// Negate is Negate (M15 71): {1}{U} Instant, "Counter target
	// noncreature spell."
	Negate = Define(Definition{
		Name:       "Negate",
		NameZhHans: "失效",
		Text:       "Counter target noncreature spell.",
		ManaCost:   mana.MustParseCost("{1}{U}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetNoncreatureSpell},
			Effects: []ability.Effect{{Op: ability.OpCounter, Target: 0}},
		},
	})
	// TitanicGrowth is Titanic Growth (M15 203): {1}{G} Instant, "Target
	// creature gets +4/+4 until end of turn."
	TitanicGrowth = Define(Definition{
		Name:       "Titanic Growth",
		NameZhHans: "巨力成长",
		Text:       "Target creature gets +4/+4 until end of turn.",
		ManaCost:   mana.MustParseCost("{1}{G}"),
		Types:      Instant,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Power: 4, Toughness: 4}},
		},
	})
	// MindRot is Mind Rot (M15 104): {2}{B} Sorcery, "Target player
	// discards two cards."
	MindRot = Define(Definition{
		Name:       "Mind Rot",
		NameZhHans: "心之衰",
		Text:       "Target player discards two cards.",
		ManaCost:   mana.MustParseCost("{2}{B}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)}},
		},
	})
	// SignInBlood is Sign in Blood (M15 114): {B}{B} Sorcery, "Target
	// player draws two cards and loses 2 life."
	SignInBlood = Define(Definition{
		Name:       "Sign in Blood",
		NameZhHans: "以血立契",
		Text:       "Target player draws two cards and loses 2 life.",
		ManaCost:   mana.MustParseCost("{B}{B}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{
				{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)},
				{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)},
			},
		},
	})
)

// Extras: spells outside M15 that the rules guide names (docs/cards.md).
var (
	// DarkRitual is Dark Ritual (not in M15): {B} Instant, "Add {B}{B}{B}."
	// It is a spell, not a mana ability, so it uses the stack (CR 605.1a).
	DarkRitual = Define(Definition{
		Name:       "Dark Ritual",
		NameZhHans: "黑暗祭礼",
		Text:       "Add {B}{B}{B} to your mana pool.",
		ManaCost:   mana.MustParseCost("{B}"),
		Types:      Instant,
		Spell: ability.Spell{
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Black: 3}}},
		},
	})
	// NightsWhisper is Night's Whisper (not in M15): {1}{B} Sorcery, "You
	// draw two cards and you lose 2 life."
	NightsWhisper = Define(Definition{
		Name:       "Night's Whisper",
		NameZhHans: "夜空细语",
		Text:       "You draw two cards and you lose 2 life.",
		ManaCost:   mana.MustParseCost("{1}{B}"),
		Types:      Sorcery,
		Spell: ability.Spell{
			Effects: []ability.Effect{
				{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)},
				{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(2)},
			},
		},
	})
)
