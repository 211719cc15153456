package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/examples/web/server"
)

// CR 800.4a: a player who leaves a free-for-all leaves it to the others.
// The person's last request is answered at once, not when the computers
// have finished the game, and their page then watches the others play
// on to the end.
func TestComputersPlayOnAfterThePersonLeaves(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	g := c.create(server.CreateRequest{Mode: "free-for-all-4", People: 1, Seed: 7,
		Decks: []string{"white-red", "black-green", "blue-red", "green-blue"}})
	tok := g.Seats[0].Token
	v := c.view(g.Game, tok, "")
	status, body := c.do("POST", "/api/games/"+g.Game+"/act", tok,
		map[string]any{"version": v.Version, "action": map[string]any{"kind": "concede", "player": 0}})
	require.Equal(t, http.StatusOK, status, "%s", body)
	left := decodeView(t, body)
	require.False(t, left.View.Over, "three computers play on")
	require.Contains(t, string(left.raw), `"lost":true`)
	for i := 0; !v.View.Over; i++ {
		require.Less(t, i, 100000, "the game ends")
		v = c.view(g.Game, tok, fmt.Sprintf("?wait=%d", v.Version))
	}
	require.NotEqual(t, 0, v.View.Winner, "Alice left; another player won")
}
