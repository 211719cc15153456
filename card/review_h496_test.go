package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// h496Measure is "{1}{G} sorcery: Target player draws a card. You gain
// life equal to target creature's toughness." (targets: the creature,
// then the player).
func h496Measure(t *testing.T) *card.Definition {
	return sorcery(t, "Measure of Might", "{1}{G}", []ability.TargetSpec{ability.TargetCreature, ability.TargetPlayer},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 1, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.TargetToughness}})
}

// 2. Alice's Twin Shrine has two abilities, each "Activate this ability
// only once each turn": {1}: gain 1 life, {2}: gain 2 life. Using the
// first restricts only that one (CR 602.5b); saved, loaded and cloned,
// the second is still activatable and the first is not.
func TestH496OnceEachTurnPerAbility(t *testing.T) {
	shrine := def(t, card.Definition{Name: "Twin Shrine", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{
			{Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: gain(1)},
			{Cost: ability.Cost{Mana: cost("{2}")}, OncePerTurn: true, Effects: gain(2)},
		}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	s := bf(t, g, 0, shrine)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	gs := h479Copies(t, g, shrine)
	for _, x := range gs {
		require.Error(t, x.Activate(0, s, 0), "the first ability was activated this turn")
		require.NoError(t, x.Activate(0, s, 1), "the second one is not restricted by it")
		resolve(t, x, nil)
		require.Equal(t, 23, x.Life(0))
	}
	h479Same(t, gs)
}

// Found as a defect and fixed (game/effects.go targetToughness).

// 1. Alice casts Measure of Might targeting Bob and Bob's 2/5 wall; Bob
// answers by returning the wall to his hand. On resolution Bob (still a
// legal target) draws a card, but the creature target is illegal: the
// part of the effect that needs its toughness fails to determine it and
// doesn't happen (CR 608.2b): Alice gains no life.
func TestH496IllegalTargetToughnessGivesNoLife(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Island, 1)
	wall := bf(t, g, 1, creature(t, "Tall Wall", "{1}{W}", 2, 5, 0, "Wall"))
	unsummon := instant(t, "Quick Recall", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0})
	m := hand(t, g, 0, h496Measure(t))
	u := hand(t, g, 1, unsummon)
	require.NoError(t, g.Start(2, 0, game.Main1))
	hb := len(g.Zone(1, zone.Hand))
	require.NoError(t, g.Cast(0, m, obj(wall), pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, u, obj(wall)))
	passStack(t, g)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, hb+1, len(g.Zone(1, zone.Hand)), "Bob drew; the quick recall's wall is back too, the instant gone")
	require.Equal(t, 20, g.Life(0), "no information from an illegal target (CR 608.2b)")
}
