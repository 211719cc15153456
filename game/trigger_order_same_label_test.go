package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 603.3b: Bob puts his triggered abilities on the stack in the order
// he chooses, so each option must say which ability it is. Two of
// Alice's Children of Night die, and with them one of Bob's two Altac
// Bloodseekers: each Bloodseeker triggers for each Child (the dead one
// looking back, CR 603.10a). Each Bloodseeker's two triggers are alike
// (its ability reads nothing of the dying creature), so one option stands
// for both; the Bloodseekers are now in two zones and read alike, and the
// two options read apart in English and in Chinese.
func TestTriggerOrderOptionsOfAlikeSourcesReadApart(t *testing.T) {
	g, put := emptyDuel(t, 1)
	c1 := put(0, zone.Battlefield, card.ChildOfNight)
	c2 := put(0, zone.Battlefield, card.ChildOfNight)
	blocker := put(1, zone.Battlefield, card.AltacBloodseeker)
	put(1, zone.Battlefield, card.AltacBloodseeker)
	bear := put(1, zone.Battlefield, card.RuneclawBear)
	put(0, zone.Library, card.Swamp)
	put(1, zone.Library, card.Mountain)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: c1, Player: 1}, {Attacker: c2, Player: 1}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: blocker, Attacker: c1}, {Blocker: bear, Attacker: c2}}}))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 2)
	for _, lang := range []game.Lang{game.English, game.Chinese} {
		seen := map[string]bool{}
		for _, a := range opts {
			s := g.Describe(a, lang)
			require.False(t, seen[s], "two options read %q", s)
			seen[s] = true
		}
	}
}
