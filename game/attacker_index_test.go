package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A decision about one attacker names it by its index in Attackers, the
// list a client has, even when an attacker declared before it has left
// the battlefield and so combat (CR 506.4). Here Alice attacks with a
// Runeclaw Bear and then a Centaur Courser, Lightning Strikes her own
// Bear, and Bob blocks the Courser with two creatures: the order of its
// blockers (CR 509.2) is asked about Attackers()[0], the Courser.
func TestDamageOrderNamesTheAttackerByItsIndexInAttackers(t *testing.T) {
	g, put := emptyDuel(t, 1)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	courser := put(0, zone.Battlefield, card.CentaurCourser)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Battlefield, card.Mountain)
	strike := put(0, zone.Hand, card.LightningStrike)
	b1 := put(1, zone.Battlefield, card.RuneclawBear)
	b2 := put(1, zone.Battlefield, card.RuneclawBear)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: bear, Player: 1}, {Attacker: courser, Player: 1}}}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: strike}.WithTargets(game.ObjectTarget(bear))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, []game.ObjectID{courser}, g.Attackers(), "the Bear died: only the Courser attacks")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: b1, Attacker: courser}, {Blocker: b2, Attacker: courser}}}))
	d := g.Pending()
	require.Equal(t, game.DecideDamageOrder, d.Kind)
	require.Less(t, d.Count, len(g.Attackers()))
	require.Equal(t, courser, g.Attackers()[d.Count])
	v := g.View(0)
	require.Equal(t, d.Count, v.Pending.Count)
	id, ok := g.ObjectFromView(0, v.Combat[v.Pending.Count].Attacker)
	require.True(t, ok)
	require.Equal(t, courser, id, "the view's combat list agrees")
}
