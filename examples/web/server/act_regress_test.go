package server_test

import (
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/examples/web/server"
	"github.com/spellstack/spellstack/game"
)

// A player may concede at any time (CR 104.3a): the seat that does not
// decide now concedes, and the other wins; any other action of that seat
// is still refused as not its decision.
func TestConcedeWhileNotDeciding(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	g := c.create(server.CreateRequest{Mode: "duel", People: 2, Seed: 5})
	for _, st := range g.Seats {
		v := c.view(g.Game, st.Token, "")
		if v.Decide {
			continue
		}
		status, body := c.do("POST", "/api/games/"+g.Game+"/act", st.Token,
			map[string]any{"version": v.Version, "action": map[string]any{"kind": "pass", "player": st.Seat}})
		c.wantError(http.StatusConflict, "not-your-decision", status, body)

		status, body = c.do("POST", "/api/games/"+g.Game+"/act", st.Token,
			map[string]any{"version": v.Version, "action": map[string]any{"kind": "concede", "player": st.Seat}})
		require.Equal(t, http.StatusOK, status, "body: %s", body)
		after := decodeView(t, body)
		require.True(t, after.View.Over)
		require.NotEqual(t, int(st.Seat), after.View.Winner)
		return
	}
	t.Fatal("some seat does not decide")
}

// The view's cards hold the facts of every card it names, those of a
// library the seat knows too: the card Alice looked at after her
// mulligan and put on the bottom (CR 103.4).
func TestCardsCoverKnownLibraryCards(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	g := c.create(server.CreateRequest{Mode: "duel", Decks: []string{"white-red", "black-green"}, People: 2, Seed: 3})
	answers := []string{"Alice takes the first turn", "Take a mulligan", "Keep this hand", "Keep this hand", "Put it on the bottom of your library"}
	for _, want := range answers {
		answered := false
		for _, st := range g.Seats {
			v := c.view(g.Game, st.Token, "")
			if !v.Decide {
				continue
			}
			for i, o := range v.View.Pending.Options {
				if o.Text == want {
					c.act(g.Game, st.Token, v.Version, i)
					answered = true
					break
				}
			}
			break
		}
		require.True(t, answered, "no option %q", want)
	}
	status, body := c.do("GET", "/api/games/"+g.Game+"/view", g.Seats[0].Token, nil)
	require.Equal(t, http.StatusOK, status)
	var v server.ViewResponse
	require.NoError(t, json.Unmarshal(body, &v))
	known := 0
	for _, pl := range v.View.Players {
		for _, o := range append(append([]game.ViewObject{}, pl.KnownLibrary...), pl.KnownHand...) {
			known++
			require.Contains(t, v.Cards, o.Name, "%s's known card", pl.Name)
		}
	}
	require.Positive(t, known, "Alice knows the card she put on the bottom")
}

// The page and its files answer GET and HEAD only (docs/web.md: nothing
// else is served); the Bearer scheme's name is case-insensitive (RFC 9110,
// 11.1).
func TestPageMethodsAndBearerCase(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	for _, path := range []string{"/", "/static/app.js"} {
		status, _ := c.do("GET", path, "", nil)
		require.Equal(t, http.StatusOK, status, path)
		for _, m := range []string{"POST", "PUT", "DELETE", "PATCH"} {
			status, _ := c.do(m, path, "", "")
			require.Equal(t, http.StatusMethodNotAllowed, status, "%s %s", m, path)
		}
	}
	g := c.create(server.CreateRequest{Mode: "duel", People: 1, Seed: 2})
	for _, scheme := range []string{"Bearer", "bearer", "BEARER"} {
		status, body := c.doAuth("GET", "/api/games/"+g.Game+"/view", scheme+" "+g.Seats[0].Token)
		require.Equal(t, http.StatusOK, status, "%s: %s", scheme, body)
	}
}

// doAuth sends a GET-like request with the Authorization header as given.
func (c *apiClient) doAuth(method, path, authorization string) (int, []byte) {
	c.t.Helper()
	req, err := http.NewRequest(method, c.base+path, nil)
	require.NoError(c.t, err)
	req.Header.Set("Authorization", authorization)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, data
}
