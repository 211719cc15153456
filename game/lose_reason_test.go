package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A loss says why (CR 704.5a, 704.5b, 104.3a, 810.8a): the lose event's
// Amount is the LoseReason, and its log line gives it.
func TestLoseEventSaysWhy(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Library, card.Island)
	require.NoError(t, g.Start(2, 1, game.Main1)) // Bob's library is empty
	for g.Pending().Kind == game.DecidePriority && !g.Over() {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, g.Over())
	var lost *game.Event
	for i, e := range g.Events() {
		if e.Kind == game.EventLose {
			lost = &g.Events()[i]
		}
	}
	require.NotNil(t, lost)
	require.Equal(t, game.PlayerID(1), lost.Player)
	require.Equal(t, int(game.LostEmptyLibrary), lost.Amount)
	require.Equal(t, "Bob loses the game (drew from an empty library).", g.EventLine(*lost, game.English))
	require.Equal(t, "Bob输掉了本盘游戏（从空的牌库抓牌）。", g.EventLine(*lost, game.Chinese))

	// In Two-Headed Giant a concession takes the team along.
	cfg := seatsConfig(4, game.TwoHeadedGiant, 3)
	h, err := game.New(cfg)
	require.NoError(t, err)
	h.ClearEvents()
	require.NoError(t, h.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	why := map[game.PlayerID]int{}
	for _, e := range h.Events() {
		if e.Kind == game.EventLose {
			why[e.Player] = e.Amount
		}
	}
	require.Equal(t, map[game.PlayerID]int{2: int(game.LostConceded), 3: int(game.LostTeammate)}, why)
}
