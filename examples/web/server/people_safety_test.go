package server

// What a person at the table must not be able to do through the HTTP API:
// learn from the server's auto-pass whether another person's hidden hand
// could answer (CR 402.3), stall every game while one game's computers
// think, or have a page of another site fill the server. These tests came
// from a hunt for such faults; each failed before its fix.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// huntDo sends one request as a browser or program would.
func huntDo(t testing.TB, base, method, path, token, body string, hdr map[string]string) (int, []byte) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = bytes.NewBufferString(body)
	}
	req, err := http.NewRequest(method, base+path, rd)
	require.NoError(t, err)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, data
}

func huntCreate(t testing.TB, base, body string) CreateResponse {
	t.Helper()
	status, data := huntDo(t, base, "POST", "/api/games", "", body, nil)
	require.Equal(t, http.StatusCreated, status, "%s", data)
	var cr CreateResponse
	require.NoError(t, json.Unmarshal(data, &cr))
	return cr
}

func huntView(t testing.TB, base, id, token string) ViewResponse {
	t.Helper()
	status, data := huntDo(t, base, "GET", "/api/games/"+id+"/view", token, "", nil)
	require.Equal(t, http.StatusOK, status, "%s", data)
	var v ViewResponse
	require.NoError(t, json.Unmarshal(data, &v))
	return v
}

// TestSweepSkipsBusyGames: a game whose lock is held (its computers
// thinking, which can take seconds) is in use, so Sweep passes over it
// instead of waiting for it with the server's lock held, which stalled
// every request of every game; an idle game is still dropped.
func TestSweepSkipsBusyGames(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	s, err := New(Options{Computer: HeuristicComputer, IdleTimeout: time.Minute, Now: func() time.Time { return now }})
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	busy := huntCreate(t, hs.URL, `{"mode":"duel","decks":["burn","burn"],"seed":1}`)
	idle := huntCreate(t, hs.URL, `{"mode":"duel","decks":["burn","burn"],"seed":2}`)
	now = now.Add(time.Hour) // both idle by the clock
	tb := s.tables[busy.Game]
	tb.mu.Lock() // as while its computers think
	done := make(chan int, 1)
	go func() { done <- s.Sweep() }()
	select {
	case n := <-done:
		require.Equal(t, 1, n, "the idle game is dropped, the busy one kept")
	case <-time.After(10 * time.Second):
		tb.mu.Unlock()
		t.Fatal("Sweep waited for a busy game's lock")
	}
	tb.mu.Unlock()
	_, kept := s.tables[busy.Game]
	_, dropped := s.tables[idle.Game]
	require.True(t, kept)
	require.False(t, dropped)
}

// TestSweepKeepsAGameSomeoneWaitsOn: a view request waiting for the game
// to move on is a use of it, so Sweep keeps the game however long the
// wait (the clock past the idle timeout meanwhile), rather than dropping
// it under the waiting seat.
func TestSweepKeepsAGameSomeoneWaitsOn(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	s, err := New(Options{Computer: HeuristicComputer, IdleTimeout: time.Minute, MaxWait: 2 * time.Second, Now: clock})
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	g := huntCreate(t, hs.URL, `{"mode":"duel","decks":["burn","burn"],"seed":1}`)
	tb := s.tables[g.Game]
	tb.mu.Lock()
	version := tb.version
	tb.mu.Unlock()
	done := make(chan struct{})
	go func() {
		defer close(done)
		req, _ := http.NewRequest("GET", hs.URL+"/api/games/"+g.Game+"/view?wait="+strconv.Itoa(version), nil)
		req.Header.Set("Authorization", "Bearer "+g.Seats[0].Token)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
	require.Eventually(t, func() bool { tb.mu.Lock(); defer tb.mu.Unlock(); return tb.waiting == 1 }, 5*time.Second, 10*time.Millisecond)
	mu.Lock()
	now = now.Add(time.Hour)
	mu.Unlock()
	require.Zero(t, s.Sweep(), "the game someone waits on is kept")
	<-done
	require.Zero(t, s.Sweep(), "the wait's end is a use of the game")
}

// Two people on opposite sides: the server must not pass for a person who
// can only pass, or the other would see the game stop exactly when that
// person's hidden hand holds something castable (CR 402.3). Alice plays
// blue-red (Lightning Strike, Heat Ray, Cancel, Negate, ...) and Bob burn;
// both only play lands and pass, so Alice never casts or reveals a card.
// Each time Bob passes in his own turn with an empty stack, the game must
// wait for Alice whether or not she could cast something.
func TestNoAutoPassBetweenPeople(t *testing.T) {
	s, err := New(Options{Computer: HeuristicComputer})
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	g := huntCreate(t, hs.URL, `{"mode":"duel","people":2,"decks":["blue-red","burn"],"seed":4}`)
	tb := s.tables[g.Game] // the ground truth only: every action goes through HTTP
	tok := [2]string{g.Seats[0].Token, g.Seats[1].Token}

	// windows counts each time Bob passes in his own turn with an empty
	// stack and Alice receives priority, by (Alice could cast something
	// there, Bob saw the game wait for her).
	var windows [2][2]int
	for n := 0; n < 3000; n++ {
		v0 := huntView(t, hs.URL, g.Game, tok[0])
		if v0.View.Over || v0.View.Turn > 30 {
			break
		}
		seat := 0
		v := v0
		if !v0.Decide {
			seat, v = 1, huntView(t, hs.URL, g.Game, tok[1])
		}
		require.True(t, v.Decide, "someone decides")
		// Each person plays a land when they can and otherwise passes:
		// nobody ever casts or reveals a card.
		choice := -1
		for i, o := range v.View.Pending.Options {
			if o.Kind == game.ActPlayLand {
				choice = i
			}
		}
		for i, o := range v.View.Pending.Options {
			if choice < 0 && (o.Kind == game.ActPass || o.Kind == game.ActChoose || o.Kind == game.ActDeclareAttackers ||
				o.Kind == game.ActDeclareBlockers || o.Kind == game.ActDiscard) {
				choice = i
			}
		}
		require.GreaterOrEqual(t, choice, 0, "an option that casts nothing")
		window := seat == 1 && v.View.Active == 1 && len(v.View.Stack) == 0 &&
			v.View.Pending.Kind == game.DecidePriority && v.View.Pending.Options[choice].Kind == game.ActPass
		aliceCould := false
		if window {
			// Ground truth: what could Alice do once Bob passes?
			tb.mu.Lock()
			c := tb.g.Clone()
			require.NoError(t, c.Apply(game.Action{Kind: game.ActPass, Player: 1}))
			if d := c.Pending(); d.Kind == game.DecidePriority && d.Player == 0 {
				for _, a := range c.ActionsOf(0, nil) {
					aliceCould = aliceCould || a.Kind == game.ActCast
				}
			} else {
				window = false
			}
			tb.mu.Unlock()
		}
		status, body := huntDo(t, hs.URL, "POST", "/api/games/"+g.Game+"/act", tok[seat],
			fmt.Sprintf(`{"version":%d,"option":%d}`, v.Version, choice), nil)
		require.Equal(t, http.StatusOK, status, "%s", body)
		if window {
			var after ViewResponse
			require.NoError(t, json.Unmarshal(body, &after))
			// What Bob sees: the game waiting on Alice's priority in the
			// same step of his turn.
			waits := after.View.Pending.Player == 0 && after.View.Pending.Kind == game.DecidePriority &&
				after.View.Active == 1 && after.View.Step == v.View.Step && after.View.Turn == v.View.Turn
			windows[b2i(aliceCould)][b2i(waits)]++
		}
	}
	t.Logf("Bob's passes in his turn: Alice could cast & Bob saw a wait %d, could cast & no wait %d, could not & wait %d, could not & no wait %d",
		windows[1][1], windows[1][0], windows[0][1], windows[0][0])
	require.NotZero(t, windows[0][1], "windows where Alice could cast nothing")
	require.NotZero(t, windows[1][1], "windows where Alice could cast something")
	require.Zero(t, windows[1][0]+windows[0][0],
		"with people on both sides the game must ask Alice every time, whatever her hand holds")
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestCrossSiteRequestsRefused: a page of another site can send a
// text/plain POST without asking the server first (no CORS preflight), and
// could fill the server with games; such requests name their origin and
// are refused. Programs (no Origin) and the server's own page are served.
func TestCrossSiteRequestsRefused(t *testing.T) {
	s, err := New(Options{Computer: HeuristicComputer, MaxGames: 3})
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	evil := map[string]string{"Content-Type": "text/plain", "Origin": "https://evil.example"}
	for range 3 {
		status, body := huntDo(t, hs.URL, "POST", "/api/games", "", `{"mode":"duel","decks":["burn","burn"]}`, evil)
		require.Equal(t, http.StatusForbidden, status, "%s", body)
		require.Contains(t, string(body), `"cross-site"`)
	}
	require.Empty(t, s.tables)
	own := map[string]string{"Content-Type": "application/json", "Origin": hs.URL}
	status, body := huntDo(t, hs.URL, "POST", "/api/games", "", `{"mode":"duel"}`, own)
	require.Equal(t, http.StatusCreated, status, "%s", body)
	status, body = huntDo(t, hs.URL, "POST", "/api/games", "", `{"mode":"duel"}`, nil)
	require.Equal(t, http.StatusCreated, status, "%s", body)
}
