package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 603.3b: Circle of Flame triggers once for each attacker without
// flying, and its controller orders the two triggers. TriggerInfo.Event
// tells them apart: each names the attacker its trigger is about, and the
// one put on the stack first resolves last.
func TestTriggerInfoNamesTheEventObject(t *testing.T) {
	g, put := emptyDuel(t, 1)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	courser := put(0, zone.Battlefield, card.CentaurCourser)
	put(1, zone.Battlefield, card.CircleOfFlame)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: bear, Player: 1}, {Attacker: courser, Player: 1}}}))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	waiting := g.PendingTriggers(1)
	require.Len(t, waiting, 2)
	events := []game.ObjectID{waiting[0].Event, waiting[1].Event}
	require.ElementsMatch(t, []game.ObjectID{bear, courser}, events)
	first := 0 // the Courser's trigger goes on the stack first
	if waiting[1].Event == courser {
		first = 1
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: first}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	b, _ := g.Object(bear)
	c, _ := g.Object(courser)
	require.Equal(t, 1, b.Damage, "the Bear's trigger, on top, resolved first")
	require.Equal(t, 0, c.Damage)
}
