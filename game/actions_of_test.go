package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 805.5a: in Two-Headed Giant a team has priority together, so either
// teammate may pass for it; each casts only their own spells. ActionsOf
// lists, for one player, what they may do: the team's pass as theirs,
// their own plays, not their teammate's; a player of the other team
// gets nothing; MayAnswer agrees.
func TestActionsOfTwoHeadedGiant(t *testing.T) {
	g := emptyTwoHeaded(t, "Alice", "Bob", "Carol", "Dan")
	for p := game.PlayerID(0); p < 4; p++ {
		g.Put(p, zone.Battlefield, card.Mountain, game.PutOptions{})
		g.Put(p, zone.Battlefield, card.Mountain, game.PutOptions{})
		g.Put(p, zone.Hand, card.LightningStrike, game.PutOptions{})
		g.Put(p, zone.Library, card.Mountain, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	for _, p := range []game.PlayerID{0, 1} {
		opts := g.ActionsOf(p, nil)
		require.Equal(t, game.Action{Kind: game.ActPass, Player: p}, opts[0], "the team's pass is %d's", p)
		casts := 0
		for _, a := range opts {
			require.Equal(t, p, a.Player, "only %d's own actions", p)
			if a.Kind == game.ActCast {
				casts++
			}
		}
		require.Positive(t, casts, "player %d casts their own Lightning Strike", p)
		for _, a := range opts {
			require.NoError(t, g.Clone().Apply(a), "%+v is accepted", a)
		}
	}
	require.Empty(t, g.ActionsOf(2, nil), "the other team has no decision")
	require.Empty(t, g.ActionsOf(7, nil), "no such player")
	// MayAnswer says the same of the pending decision.
	require.True(t, g.MayAnswer(0))
	require.True(t, g.MayAnswer(1), "the teammate answers the team's priority")
	require.False(t, g.MayAnswer(2))
	require.False(t, g.MayAnswer(7))
}
