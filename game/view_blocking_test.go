package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// blockingIn maps v.Blocking back to objects for p.
func blockingIn(t *testing.T, g *game.Game, p game.PlayerID, v game.View) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range v.Blocking {
		o, ok := g.ObjectFromView(p, id)
		require.True(t, ok)
		out = append(out, o)
	}
	return out
}

// A blocking creature stays blocking when the creature it blocks leaves
// the battlefield or is removed from combat (CR 506.4, 509.1g): the view
// lists it in Blocking, as the game still treats it (InCombat). Alice's
// Runeclaw Bear attacks, Bob's Centaur Courser blocks it, and Alice's
// Lightning Strike kills the Bear; in the second game Necrobite's shield
// regenerates it instead, which removes it from combat (CR 701.13a).
func TestViewListsBlockersWhoseAttackerIsGone(t *testing.T) {
	for _, regenerate := range []bool{false, true} {
		g, put := emptyDuel(t, 1)
		bear := put(0, zone.Battlefield, card.RuneclawBear)
		for _, d := range []*card.Definition{card.Mountain, card.Mountain, card.Swamp, card.Swamp, card.Swamp} {
			put(0, zone.Battlefield, d)
		}
		strike := put(0, zone.Hand, card.LightningStrike)
		necrobite := put(0, zone.Hand, card.Necrobite)
		courser := put(1, zone.Battlefield, card.CentaurCourser)
		put(0, zone.Library, card.Island)
		put(1, zone.Library, card.Island)
		require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: bear, Player: 1}}}))
		for g.Pending().Kind != game.DecideBlockers {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: courser, Attacker: bear}}}))
		require.Empty(t, g.View(0).Blocking, "the Courser is listed under the Bear")
		if regenerate {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: necrobite}.WithTargets(game.ObjectTarget(bear))))
			require.NoError(t, g.Pass(0))
			require.NoError(t, g.Pass(1))
		}
		require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: strike}.WithTargets(game.ObjectTarget(bear))))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		_, alive := g.Object(bear)
		require.Equal(t, regenerate, alive, "regenerated: still on the battlefield")
		require.False(t, g.InCombat(bear), "the Bear is out of combat")
		require.True(t, g.InCombat(courser), "the Courser is still blocking")
		for p := game.PlayerID(0); p < 2; p++ {
			v := g.View(p)
			require.Empty(t, v.Combat)
			require.Equal(t, []game.ObjectID{courser}, blockingIn(t, g, p, v), "regenerate %v, seat %d", regenerate, p)
		}
	}
}
