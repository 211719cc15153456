package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// in Two-Headed Giant the attacking team orders the blockers of its
// attacker together (CR 805.5a, 509.2 via 810.2): Bob, Alice's teammate,
// may answer Alice's damage-order decision, and ActionsOf lists the
// choices as his.
func TestTeammateListsDamageOrder(t *testing.T) {
	var bear, c1, c2 game.ObjectID
	g := listingGame(t, 4, true, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		bear = put(alice, "Centaur Courser", game.PutOptions{})
		c1 = put(game.PlayerID(2), "Runeclaw Bear", game.PutOptions{})
		c2 = put(game.PlayerID(3), "Walking Corpse", game.PutOptions{})
	})
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: g.Pending().Player,
		Attackers: []game.Attack{{Attacker: bear, Player: game.PlayerID(2)}}}))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: g.Pending().Player,
		Blockers: []game.Block{{Blocker: c1, Attacker: bear}, {Blocker: c2, Attacker: bear}}}))
	require.Equal(t, game.DecideDamageOrder, g.Pending().Kind)
	asker := g.Pending().Player
	mate := asker ^ 1
	var got []game.ObjectID
	for _, a := range g.ActionsOf(mate, nil) {
		if a.Kind == game.ActChoose {
			require.Equal(t, mate, a.Player)
			got = append(got, a.Object)
		}
	}
	require.ElementsMatch(t, []game.ObjectID{c1, c2}, got, "the teammate may order the blockers")
}

// with several defending players, the listing offers all the
// attackers spread over the defending players in turn (CR 802.2: a
// player may attack several players at once). Alice has two creatures
// and two opponents: one option sends the first at Bob and the second at
// Carol.
func TestSpreadAttackListedWithTwoCreatures(t *testing.T) {
	var b1, b2 game.ObjectID
	g := listingGame(t, 3, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		b1 = put(alice, "Runeclaw Bear", game.PutOptions{})
		b2 = put(alice, "Centaur Courser", game.PutOptions{})
	})
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	found := false
	for _, a := range g.LegalActions(nil) {
		if len(a.Attackers) == 2 && a.Attackers[0].Attacker == b1 && a.Attackers[0].Player == bob &&
			a.Attackers[1].Attacker == b2 && a.Attackers[1].Player == game.PlayerID(2) {
			found = true
		}
	}
	require.True(t, found, "the bear at Bob and the courser at Carol, together")
}
