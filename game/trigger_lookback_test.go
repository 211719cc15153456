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
