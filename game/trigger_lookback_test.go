package game_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// enchantment returns a {0} enchantment with statics and triggers.
func enchantment(name string, statics []ability.Static, triggers ...ability.Triggered) *card.Definition {
	return card.Define(card.Definition{Name: name, ManaCost: mana.MustParseCost("{0}"), Types: card.Enchantment,
		Statics: statics, Triggered: triggers})
}

// resolveTriggers has both players pass until the stack is empty.
func resolveTriggers(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; g.StackLen() > 0 && i < 10; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Zero(t, g.StackLen())
}

// CR 603.10a: "whenever a creature with power 3 or greater dies" looks
// back at the creature as it last existed on the battlefield: a Runeclaw
// Bear pumped to 5/2 and then destroyed triggers it, a plain one doesn't,
// and a Centaur Courser (3/3) does. Before, power off the battlefield
// never matched, so the ability never triggered.
func TestDiesTriggerReadsPowerAsItLastExisted(t *testing.T) {
	mourner := enchantment("Test Mourner", nil, ability.Triggered{Event: ability.CreatureDies,
		Match:   ability.Filter{Types: card.Creature, MinPower: 3},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}})
	pumpAndKill := instant("Test Pump and Kill", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Power: 3, Duration: ability.UntilEndOfTurn},
		ability.Effect{Op: ability.OpDestroy})
	kill := instant("Test Kill", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDestroy})
	// A sweeper targets nothing, so no target keeps the Bear's last
	// known information for it.
	creatures := ability.Group{Types: card.Creature}
	pumpAndSweep := instant("Test Pump and Sweep", nil,
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll, Group: creatures, Power: 3, Duration: ability.UntilEndOfTurn},
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: creatures})
	for _, tc := range []struct {
		name     string
		spell    *card.Definition
		creature string
		gain     int
	}{
		{"a Bear pumped to 5 power", pumpAndKill, "Runeclaw Bear", 3},
		{"a plain Bear", kill, "Runeclaw Bear", 0},
		{"a Centaur Courser", kill, "Centaur Courser", 3},
		{"a Bear pumped and swept", pumpAndSweep, "Runeclaw Bear", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, put := emptyDuel(t, 1)
			put(0, zone.Battlefield, mourner)
			spell := put(0, zone.Hand, tc.spell)
			victim := put(1, zone.Battlefield, cardDef(t, tc.creature))
			require.NoError(t, g.Start(3, 0, game.Main1))
			if tc.spell == pumpAndSweep {
				castAndPass(t, g, spell)
			} else {
				castAndPass(t, g, spell, game.ObjectTarget(victim))
			}
			resolveTriggers(t, g)
			require.Equal(t, 20+tc.gain, g.Life(0))
			require.NoError(t, g.CheckInvariants())
		})
	}
}

// CR 603.4: an intervening "if" is checked as the ability triggers. "When
// this creature dies, if you control a Swamp, you gain 2 life" doesn't
// trigger for a player without a Swamp, so nothing goes on the stack.
// Before, it triggered and did nothing on resolution.
func TestDiesTriggerChecksItsIfAsItTriggers(t *testing.T) {
	martyr := card.Define(card.Definition{Name: "Test Marsh Martyr", ManaCost: mana.MustParseCost("{1}"), Types: card.Creature,
		Power: card.Fixed(1), Toughness: card.Fixed(1), Triggered: []ability.Triggered{{Event: ability.Dies, IfControlSubtype: "Swamp",
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	kill := instant("Test Kill", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDestroy})
	for _, swamp := range []bool{false, true} {
		g, put := emptyDuel(t, 1)
		m := put(0, zone.Battlefield, martyr)
		if swamp {
			put(0, zone.Battlefield, cardDef(t, "Swamp"))
		}
		spell := put(1, zone.Hand, kill)
		require.NoError(t, g.Start(3, 1, game.Main1))
		require.NoError(t, g.Cast(1, spell, game.ObjectTarget(m)))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Pass(0))
		if !swamp {
			require.Zero(t, g.StackLen(), "no Swamp: the ability doesn't trigger")
			require.Equal(t, 20, g.Life(0))
			continue
		}
		require.Equal(t, 1, g.StackLen(), "with a Swamp it triggers")
		resolveTriggers(t, g)
		require.Equal(t, 22, g.Life(0))
	}
}

// CR 101.2, 305.1: "You can't play lands" on a permanent whose only
// static is that one stops its controller's land plays. Before, the
// engine looked only while some permanent had a static affecting
// others, so such a card of one's own did nothing alone.
func TestCantPlayLandsAlone(t *testing.T) {
	ban := enchantment("Test Drought", []ability.Static{{ControllerCantPlayLands: true}})
	for _, active := range []game.PlayerID{0, 1} {
		g, put := emptyDuel(t, 1)
		put(0, zone.Battlefield, ban)
		forest := put(active, zone.Hand, cardDef(t, "Forest"))
		require.NoError(t, g.Start(3, active, game.Main1))
		if active == 1 {
			// Bob controls no such permanent: he plays his.
			require.NoError(t, g.PlayLand(1, forest))
			continue
		}
		err := g.PlayLand(0, forest)
		require.Error(t, err)
		require.True(t, errors.Is(err, game.ErrIllegal), "%v", err)
		require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "a refused action changes nothing")
		for _, a := range g.LegalActions(nil) {
			require.NotEqual(t, game.ActPlayLand, a.Kind)
		}
	}
}

// CR 603.10a: a trigger on a creature dying matches it as it last
// existed on the battlefield, not as its card reads in the graveyard: a
// Runeclaw Bear that Turn to Frog made a blue Frog is a "blue Frog" as it
// dies, and one that an anthem gave flying is a "creature with flying".
// Before, its printed colour, subtypes and keywords were read.
func TestDiesTriggerMatchesWhatItWas(t *testing.T) {
	mourner := func(m ability.Filter) *card.Definition {
		return enchantment("Test Mourner", nil, ability.Triggered{Event: ability.CreatureDies, Match: m,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}})
	}
	wings := enchantment("Test Wings", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: card.Creature}, Keywords: ability.Flying}})
	for _, tc := range []struct {
		name  string
		match ability.Filter
		frog  bool
		gain  int
	}{
		{"a Frog", ability.Filter{Subtype: "Frog", Colors: mana.SetOf(mana.Blue)}, true, 3},
		{"no longer a Bear", ability.Filter{Subtype: "Bear"}, true, 0},
		{"with flying", ability.Filter{WithKeyword: ability.Flying}, false, 3},
		{"a Bear without flying", ability.Filter{Subtype: "Bear", WithoutKeyword: ability.Flying}, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, put := emptyDuel(t, 1)
			put(0, zone.Battlefield, mourner(tc.match))
			bear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
			if !tc.frog {
				put(1, zone.Battlefield, wings)
			}
			for _, land := range []string{"Island", "Island", "Mountain", "Mountain"} {
				put(0, zone.Battlefield, cardDef(t, land))
			}
			frog := put(0, zone.Hand, card.TurnToFrog)
			strike := put(0, zone.Hand, card.LightningStrike)
			require.NoError(t, g.Start(3, 0, game.Main1))
			if tc.frog {
				castAndPass(t, g, frog, game.ObjectTarget(bear))
			}
			castAndPass(t, g, strike, game.ObjectTarget(bear))
			_, alive := g.Object(bear)
			require.False(t, alive)
			resolveTriggers(t, g)
			require.Equal(t, 20+tc.gain, g.Life(0))
			require.NoError(t, g.CheckInvariants())
		})
	}
}

// CR 603.4: "Whenever you cast a spell, if you've cast another spell this
// turn": the spell that triggers it is not another, so the first spell of
// the turn doesn't trigger it and the second does. Before, the first
// counted itself.
func TestCastTriggerCountsOtherSpells(t *testing.T) {
	second := enchantment("Test Second Wind", nil, ability.Triggered{Event: ability.YouCastSpell,
		If:      ability.If(ability.YouCastAnotherSpellThisTurn),
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}})
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, second)
	draw := ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(0)}
	first, next := put(0, zone.Hand, instant("Test Nothing", nil, draw)), put(0, zone.Hand, instant("Test Nothing Again", nil, draw))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, first))
	require.Equal(t, 1, g.StackLen(), "the first spell alone: nothing triggered")
	resolveTriggers(t, g)
	require.NoError(t, g.Cast(0, next))
	require.Equal(t, 2, g.StackLen(), "the second spell triggers it")
	resolveTriggers(t, g)
	require.Equal(t, 21, g.Life(0))
}

// CR 603.2c, 510.2: combat damage is dealt at once, so a creature blocked
// by two creatures is dealt damage in one event: "whenever this creature
// is dealt damage, put a +1/+1 counter on it" triggers once, and "that
// much" is the whole amount. Before, it triggered once for each source.
func TestDealtDamageByTwoAtOnceTriggersOnce(t *testing.T) {
	hulk := card.Define(card.Definition{Name: "Test Scarred Hulk", ManaCost: mana.MustParseCost("{3}{G}"), Types: card.Creature,
		Power: card.Fixed(1), Toughness: card.Fixed(9), Triggered: []ability.Triggered{{Event: ability.DealtDamage,
			Effects: []ability.Effect{
				{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)},
				{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}},
			}}}})
	g, put := emptyDuel(t, 1)
	h := put(0, zone.Battlefield, hulk)
	courser := put(1, zone.Battlefield, cardDef(t, "Centaur Courser"))
	bear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: h, Player: 1}}}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: courser, Attacker: h}, {Blocker: bear, Attacker: h}}}))
	for g.Step() != game.CombatDamage || g.StackLen() == 0 {
		d := g.Pending()
		switch d.Kind {
		case game.DecidePriority:
			require.NoError(t, g.Pass(d.Player))
		default:
			require.NoError(t, g.Apply(g.LegalActions(nil)[0])) // the damage order and assignment
		}
	}
	require.Equal(t, 1, g.StackLen(), "one trigger for one event")
	resolveTriggers(t, g)
	o, ok := g.Object(h)
	require.True(t, ok)
	require.Equal(t, 5, o.Damage)
	require.Equal(t, 1, o.Counter(game.PlusOne))
	require.Equal(t, 25, g.Life(0), "that much: 5")
}
