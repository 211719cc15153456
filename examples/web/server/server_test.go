package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/examples/web/server"
)

func TestDecksEndpoint(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	status, body := c.do("GET", "/api/decks", "", nil)
	require.Equal(t, http.StatusOK, status)
	var resp struct {
		Decks []server.Deck `json:"decks"`
		Modes []struct {
			ID      string `json:"id"`
			Players int    `json:"players"`
		} `json:"modes"`
	}
	require.NoError(t, json.Unmarshal(body, &resp))
	require.Len(t, resp.Decks, 16) // every deck of testdata/decks
	require.Equal(t, "white-red", resp.Decks[0].ID)
	require.Equal(t, "白红", resp.Decks[0].NameZhHans)
	require.Equal(t, []string{"W", "R"}, resp.Decks[0].Colors)
	var ids []string
	for _, m := range resp.Modes {
		ids = append(ids, fmt.Sprintf("%s/%d", m.ID, m.Players))
	}
	require.Equal(t, []string{"duel/2", "free-for-all-3/3", "free-for-all-4/4", "two-headed-giant/4"}, ids)

	status, body = c.do("POST", "/api/decks", "", "{}")
	c.wantError(http.StatusMethodNotAllowed, "method-not-allowed", status, body)
}

func TestCreateRefusesBadRequests(t *testing.T) {
	s, c := newTestServer(t, server.Options{MaxBody: 512})
	for _, tc := range []struct {
		body   string
		status int
		code   string
		says   string
	}{
		{`{"mode":`, 400, "bad-json", "unexpected EOF"},
		{`[1,2]`, 400, "bad-json", "cannot unmarshal"},
		{`{"mode":"duel","colour":"red"}`, 400, "bad-json", `unknown field "colour"`},
		{`{"mode":"duel"} {"mode":"duel"}`, 400, "bad-json", "data after the JSON object"},
		{`{"mode":"duel"}]]]`, 400, "bad-json", "data after the JSON object"},
		{`{"mode":"duel"}}`, 400, "bad-json", "data after the JSON object"},
		{`{"mode":"duel"}` + strings.Repeat(" ", 600), 413, "too-large", "larger than 512 bytes"},
		{`{"mode":"chess"}`, 400, "bad-request", `unknown mode "chess"`},
		{`{"mode":"duel","decks":["white-red","pink"]}`, 400, "bad-request", `decks[1]: unknown deck "pink"`},
		{`{"mode":"duel","decks":["burn","burn","burn"]}`, 400, "bad-request", "3 decks for 2 seats"},
		{`{"mode":"duel","people":3}`, 400, "bad-request", "people 3: want 1 to 2"},
		{`{"mode":"duel","people":-1}`, 400, "bad-request", "people -1"},
		{`{"mode":"duel","seed":-4}`, 400, "bad-json", "seed"},
		{`{"mode":"duel","decks":["` + strings.Repeat("x", 600) + `"]}`, 413, "too-large", "larger than 512 bytes"},
	} {
		status, body := c.do("POST", "/api/games", "", tc.body)
		e := c.wantError(tc.status, tc.code, status, body)
		require.Contains(t, e.Message, tc.says, "%s", tc.body)
	}
	require.Zero(t, s.Games(), "no refused request creates a game")

	status, body := c.do("GET", "/api/games", "", nil)
	c.wantError(http.StatusMethodNotAllowed, "method-not-allowed", status, body)
}

func TestCreateStartsTheGameFromTheBeginning(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	created := c.create(server.CreateRequest{Mode: "duel", Seed: 7})
	require.Len(t, created.Seats, 1, "one person: the computer plays the other seat")
	require.Equal(t, "Alice", created.Seats[0].Name)
	require.Len(t, created.Seats[0].Token, 32)
	require.Len(t, created.Game, 24)
	v := c.view(created.Game, created.Seats[0].Token, "")
	require.True(t, v.Decide)
	// CR 103: the game begins with the choice of who starts or the
	// mulligans; the person makes their own.
	require.Contains(t, []string{"mulligan", "starting-player"}, v.View.Pending.Kind)
	require.Len(t, v.View.Hand, 7)
	require.NotEmpty(t, v.Log)
	require.True(t, v.Seats[1].Computer)
	require.NoError(t, checkNoLeak(t, v, 0, 0))
}

// The token rule: a request acts for the seat of its token only, in the
// game of that token only.
func TestTokens(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	g1 := c.create(server.CreateRequest{Mode: "duel", People: 2, Seed: 3})
	g2 := c.create(server.CreateRequest{Mode: "duel", People: 2, Seed: 3})
	require.Len(t, g1.Seats, 2)
	require.NotEqual(t, g1.Seats[0].Token, g1.Seats[1].Token)
	require.NotEqual(t, g1.Seats[0].Token, g2.Seats[0].Token, "same seed, other tokens")
	require.NotEqual(t, g1.Game, g2.Game)
	path := "/api/games/" + g1.Game + "/view"

	status, body := c.do("GET", path, "", nil)
	c.wantError(http.StatusUnauthorized, "no-token", status, body)
	status, body = c.do("GET", path, "not-a-token", nil)
	c.wantError(http.StatusForbidden, "bad-token", status, body)
	status, body = c.do("GET", path, g2.Seats[0].Token, nil)
	c.wantError(http.StatusForbidden, "bad-token", status, body)
	status, body = c.do("GET", "/api/games/feedbeef/view", g1.Seats[0].Token, nil)
	c.wantError(http.StatusNotFound, "no-game", status, body)

	// Each token sees its own seat's view.
	v0 := c.view(g1.Game, g1.Seats[0].Token, "")
	v1 := c.view(g1.Game, g1.Seats[1].Token, "")
	require.Equal(t, 0, v0.View.Viewer)
	require.Equal(t, 1, v1.View.Viewer)
	require.NoError(t, checkNoLeak(t, v0, 0, 0))
	require.NoError(t, checkNoLeak(t, v1, 1, 1))

	// The seat that does not decide can't answer, not even with the
	// option index or the action of the one that does.
	decider, other := g1.Seats[0].Token, g1.Seats[1].Token
	dv, ov := v0, v1
	if !v0.Decide {
		decider, other, dv, ov = other, decider, v1, v0
	}
	require.True(t, dv.Decide)
	require.False(t, ov.Decide)
	require.Empty(t, ov.View.Pending.Options)
	status, body = c.do("POST", "/api/games/"+g1.Game+"/act", other, map[string]int{"version": dv.Version, "option": 0})
	c.wantError(http.StatusConflict, "not-your-decision", status, body)
	var opts struct {
		View struct {
			Pending struct {
				Options []json.RawMessage `json:"options"`
			} `json:"pending"`
		} `json:"view"`
	}
	require.NoError(t, json.Unmarshal(dv.raw, &opts))
	status, body = c.do("POST", "/api/games/"+g1.Game+"/act", other,
		fmt.Sprintf(`{"version":%d,"action":%s}`, dv.Version, opts.View.Pending.Options[0]))
	c.wantError(http.StatusConflict, "not-your-decision", status, body)
	require.Equal(t, dv.Version, c.view(g1.Game, decider, "").Version, "nothing changed")

	// The decider answers; the other seat learns of it through ?wait=.
	next := c.act(g1.Game, decider, dv.Version, 0)
	require.Equal(t, dv.Version+1, next.Version)
	waited := c.view(g1.Game, other, fmt.Sprintf("?wait=%d", dv.Version))
	require.Equal(t, next.Version, waited.Version)
}

func TestActRefusesBadRequests(t *testing.T) {
	_, c := newTestServer(t, server.Options{MaxBody: 1024})
	g := c.create(server.CreateRequest{Mode: "duel", Seed: 11})
	tok := g.Seats[0].Token
	path := "/api/games/" + g.Game + "/act"
	before := c.view(g.Game, tok, "")
	require.True(t, before.Decide)
	ver := before.Version
	for _, tc := range []struct {
		body   string
		status int
		code   string
		says   string
	}{
		{`{"option":0}`, 400, "bad-request", "version"},
		{fmt.Sprintf(`{"version":%d}`, ver), 400, "bad-request", "option"},
		{fmt.Sprintf(`{"version":%d,"option":0,"action":{"kind":"pass","player":0}}`, ver), 400, "bad-request", "option"},
		{fmt.Sprintf(`{"version":%d,"option":99}`, ver), 400, "bad-option", "option 99"},
		{fmt.Sprintf(`{"version":%d,"option":-1}`, ver), 400, "bad-option", "option -1"},
		{fmt.Sprintf(`{"version":%d,"option":"0"}`, ver), 400, "bad-json", "cannot unmarshal"},
		{`{"version":` + strings.Repeat("1", 2000) + `}`, 413, "too-large", "1024"},
		{fmt.Sprintf(`{"version":%d,"option":0}`, ver+1), 409, "stale", "version"},
		{fmt.Sprintf(`{"version":%d,"action":{"kind":"fly","player":0}}`, ver), 400, "bad-json", "unknown action kind"},
		{fmt.Sprintf(`{"version":%d,"action":{"kind":"cast","player":0,"object":"hand:1:65537"}}`, ver), 422, "illegal-action", "names no object"},
		{fmt.Sprintf(`{"version":%d,"action":{"kind":"cast","player":1,"object":"battlefield:1"}}`, ver), 422, "illegal-action", "own viewer"},
		{fmt.Sprintf(`{"version":%d,"action":{"kind":"declare-attackers","player":0}}`, ver), 422, "illegal-action", "no declaration of attackers is asked now"},
		{fmt.Sprintf(`{"version":%d,"action":{"kind":"pass","player":0}}`, ver), 422, "illegal-action", "does not answer"},
	} {
		status, body := c.do("POST", path, tok, tc.body)
		e := c.wantError(tc.status, tc.code, status, body)
		require.Contains(t, e.Message, tc.says, "%s", tc.body)
		if tc.code == "illegal-action" {
			require.NotNil(t, e.Rule, "an illegal action carries the engine's refusal")
		}
	}
	after := c.view(g.Game, tok, "")
	require.Equal(t, string(before.raw), string(after.raw), "an illegal action changes nothing")

	status, body := c.do("GET", path, tok, nil)
	c.wantError(http.StatusMethodNotAllowed, "method-not-allowed", status, body)
	status, body = c.do("GET", "/api/games/"+g.Game+"/view?since=x", tok, nil)
	c.wantError(http.StatusBadRequest, "bad-query", status, body)
	status, body = c.do("GET", "/api/games/"+g.Game+"/view?wait=-5", tok, nil)
	c.wantError(http.StatusBadRequest, "bad-query", status, body)
	for _, q := range []string{"?since=", "?wait="} { // given, but no number
		status, body = c.do("GET", "/api/games/"+g.Game+"/view"+q, tok, nil)
		c.wantError(http.StatusBadRequest, "bad-query", status, body)
	}
	status, body = c.do("GET", "/api/nothing", tok, nil)
	c.wantError(http.StatusNotFound, "not-found", status, body)
}

// Paths the router would clean and redirect (an empty game ID; a POST
// the redirect would send elsewhere) get a JSON error, not a redirect.
func TestUncleanAPIPathsGetJSONErrors(t *testing.T) {
	s, err := server.New(server.Options{})
	require.NoError(t, err)
	for _, c := range []struct{ method, path string }{{"GET", "/api"}, {"GET", "/api/games//view"}, {"GET", "/api//decks"},
		{"GET", "/api/games/x/../y/view"}, {"POST", "/api/games//act"}} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(c.method, c.path, strings.NewReader(`{"kind":"pass"}`)))
		require.Equal(t, http.StatusNotFound, rec.Code, "%s %s", c.method, c.path)
		require.Contains(t, rec.Body.String(), `"not-found"`, "%s %s", c.method, c.path)
	}
}

// playToEnd answers every decision of seat tok with the first option
// until the game is over, and returns the last view.
func playToEnd(t *testing.T, c *apiClient, game, tok string) seatView {
	v := c.view(game, tok, "")
	for n := 0; !v.View.Over; n++ {
		require.Less(t, n, 3000)
		require.True(t, v.Decide)
		v = c.act(game, tok, v.Version, 0)
	}
	return v
}

// TestSearchComputer plays a game to its end against the searching
// computer player, the server's default opponent (here with a small
// budget).
func TestSearchComputer(t *testing.T) {
	_, c := newTestServer(t, server.Options{Computer: server.SearchComputer(10)})
	g := c.create(server.CreateRequest{Mode: "duel", Decks: []string{"burn", "white-red"}, Seed: 3})
	last := playToEnd(t, c, g.Game, g.Seats[0].Token)
	require.True(t, last.View.Over)
	require.NoError(t, checkNoLeak(t, last, 0, 0))
}

func TestReplay(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	g := c.create(server.CreateRequest{Mode: "duel", Decks: []string{"burn", "burn"}, Seed: 5})
	tok := g.Seats[0].Token
	path := "/api/games/" + g.Game + "/replay"
	status, body := c.do("GET", path, tok, nil)
	c.wantError(http.StatusConflict, "not-over", status, body)

	last := playToEnd(t, c, g.Game, tok)
	status, body = c.do("POST", "/api/games/"+g.Game+"/act", tok, map[string]int{"version": last.Version, "option": 0})
	c.wantError(http.StatusConflict, "game-over", status, body)

	replay := func(q string) seatView {
		status, body := c.do("GET", path+q, tok, nil)
		require.Equal(t, http.StatusOK, status, "%s", body)
		v := decodeView(t, body)
		require.NoError(t, checkNoLeak(t, v, 0, 0))
		require.False(t, v.Decide, "nothing is decided in a replay")
		return v
	}
	first := replay("")
	require.Zero(t, first.Step)
	require.Zero(t, first.Version, "a step's version counts the actions applied up to it")
	require.Equal(t, last.Version, first.Steps, "one step per action")
	require.False(t, first.View.Over)
	require.Zero(t, first.View.Turn)
	require.Contains(t, string(first.raw), `"log":[]`, "a step with no log lines has an empty list, not null")
	one := replay("?step=1")
	require.NotEmpty(t, one.Log[one.StepLogFrom:], "a step shows what happened in it")
	// After a jump the log still tells what happened before: every line
	// from the start, the step's own last.
	var lines []string
	for s := 1; s <= 12; s++ {
		v := replay(fmt.Sprintf("?step=%d", s))
		require.Len(t, v.Log, len(lines)+len(v.Log)-v.StepLogFrom, "step %d", s)
		for _, l := range v.Log[v.StepLogFrom:] {
			lines = append(lines, l.EN)
		}
	}
	jumped := replay("?step=12")
	require.Equal(t, len(lines), len(jumped.Log))
	for i, l := range jumped.Log {
		require.Equal(t, lines[i], l.EN, "line %d", i)
	}

	end := replay(fmt.Sprintf("?step=%d", first.Steps))
	require.True(t, end.View.Over)
	require.Equal(t, last.Version, end.Version)
	require.Equal(t, last.View.Winner, end.View.Winner)
	for i := range last.View.Players {
		require.Equal(t, last.View.Players[i].Life, end.View.Players[i].Life)
	}
	// Backwards, forwards and back again give the same positions.
	mid := replay(fmt.Sprintf("?step=%d", first.Steps/2))
	replay("?step=1")
	again := replay(fmt.Sprintf("?step=%d", first.Steps/2))
	require.Equal(t, string(mid.raw), string(again.raw))

	for _, q := range []string{"?step=-1", fmt.Sprintf("?step=%d", first.Steps+1), "?step=two"} {
		status, body := c.do("GET", path+q, tok, nil)
		c.wantError(http.StatusBadRequest, "bad-query", status, body)
	}
}

func TestStaticFiles(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	for _, tc := range []struct {
		path, contentType, contains string
	}{
		{"/", "text/html", `<script src="/static/app.js"`},
		{"/static/app.js", "javascript", "function render()"},
		{"/static/style.css", "text/css", ".card"},
	} {
		resp, err := http.Get(c.base + tc.path)
		require.NoError(t, err)
		var sb strings.Builder
		_, _ = fmt.Fprint(&sb, "")
		buf := make([]byte, 1<<20)
		n, _ := readAll(resp, buf)
		require.Equal(t, http.StatusOK, resp.StatusCode, tc.path)
		require.Contains(t, resp.Header.Get("Content-Type"), tc.contentType, tc.path)
		require.Contains(t, resp.Header.Get("Content-Security-Policy"), "default-src 'self'")
		require.Contains(t, string(buf[:n]), tc.contains, tc.path)
	}
	// Nothing but the embedded files: no directory listing, no way out.
	for _, p := range []string{"/static/", "/static/../server.go", "/static/%2e%2e/server.go", "/static/..%2fserver.go",
		"/static/%2e%2e%2f%2e%2e%2fgo.mod", "/server.go", "/static/app.js/", "/index.html/../api.go", "/decks/burn.txt"} {
		status, body := c.do("GET", p, "", nil)
		require.NotEqual(t, http.StatusOK, status, "%s: %s", p, body)
		require.NotContains(t, string(body), "package server", p)
	}
	status, _ := c.do("GET", "/static/%2e%2e/static/app.js", "", nil)
	require.NotEqual(t, http.StatusInternalServerError, status)
}

func readAll(resp *http.Response, buf []byte) (int, error) {
	defer resp.Body.Close()
	n := 0
	for {
		m, err := resp.Body.Read(buf[n:])
		n += m
		if err != nil || n == len(buf) {
			return n, err
		}
	}
}

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (f *fakeClock) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

func (f *fakeClock) advance(d time.Duration) {
	f.mu.Lock()
	f.now = f.now.Add(d)
	f.mu.Unlock()
}

// Games are bounded in number and dropped when idle.
func TestGameLimitAndExpiry(t *testing.T) {
	clock := &fakeClock{now: time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)}
	s, c := newTestServer(t, server.Options{MaxGames: 2, IdleTimeout: time.Minute, Now: clock.Now})
	burn := []string{"burn", "burn"}
	a := c.create(server.CreateRequest{Mode: "duel", Decks: burn, Seed: 1})
	clock.advance(40 * time.Second)
	b := c.create(server.CreateRequest{Mode: "duel", Decks: burn, Seed: 2})
	status, body := c.do("POST", "/api/games", "", `{"mode":"duel","decks":["burn","burn"]}`)
	c.wantError(http.StatusServiceUnavailable, "too-many-games", status, body)
	// A request that could never succeed is a bad request, full or not:
	// "try again later" would have a client retry it forever.
	for _, bad := range []string{`{"mode":"chess"}`, `{"mode":"duel","people":7}`, `{"mode":"duel","decks":["nope"]}`,
		`{"mode":"duel","decks":["burn","burn","burn"]}`} {
		status, body = c.do("POST", "/api/games", "", bad)
		c.wantError(http.StatusBadRequest, "bad-request", status, body)
	}
	require.Equal(t, 2, s.Games())

	// A request keeps a game alive; the other expires.
	clock.advance(40 * time.Second)
	c.view(b.Game, b.Seats[0].Token, "")
	clock.advance(40 * time.Second)
	require.Equal(t, 1, s.Sweep())
	status, body = c.do("GET", "/api/games/"+a.Game+"/view", a.Seats[0].Token, nil)
	c.wantError(http.StatusNotFound, "no-game", status, body)
	c.view(b.Game, b.Seats[0].Token, "")

	// Creating sweeps too.
	clock.advance(2 * time.Minute)
	c.create(server.CreateRequest{Mode: "duel", Decks: burn, Seed: 3})
	c.create(server.CreateRequest{Mode: "duel", Decks: burn, Seed: 4})
	require.Equal(t, 2, s.Games())
}

// A view request with ?wait= returns when the wait ends even if nothing
// happened.
func TestWaitTimesOut(t *testing.T) {
	_, c := newTestServer(t, server.Options{MaxWait: 50 * time.Millisecond})
	g := c.create(server.CreateRequest{Mode: "duel", People: 2, Decks: []string{"burn", "burn"}, Seed: 9})
	v := c.view(g.Game, g.Seats[0].Token, "")
	start := time.Now()
	w := c.view(g.Game, g.Seats[0].Token, fmt.Sprintf("?wait=%d", v.Version))
	require.Equal(t, v.Version, w.Version)
	require.GreaterOrEqual(t, time.Since(start), 50*time.Millisecond)
}

// In Two-Headed Giant the person decides the team's shared decisions and
// sees the computer teammate's hand (CR 810.5), not the opponents'.
func TestTwoHeadedGiantTeammate(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	g := c.create(server.CreateRequest{Mode: "two-headed-giant", Seed: 21})
	require.Len(t, g.Seats, 1)
	tok := g.Seats[0].Token
	v := c.view(g.Game, tok, "")
	require.True(t, v.Seats[1].Computer)
	require.Equal(t, 0, v.Seats[1].Team)
	require.Equal(t, 2, v.Seats[2].Team)
	sawMate, matePlays := false, false
	for n := 0; !v.View.Over && n < 400; n++ {
		require.NoError(t, checkNoLeak(t, v, 0, 1))
		sawMate = sawMate || len(v.View.Players[1].Hand) > 0
		for _, l := range v.Log {
			matePlays = matePlays || strings.HasPrefix(l.EN, "Bob plays ") || strings.HasPrefix(l.EN, "Bob casts ")
		}
		v = c.act(g.Game, tok, v.Version, 0)
	}
	require.True(t, sawMate, "the teammate's hand is shown")
	require.True(t, matePlays, "the computer teammate plays its own cards while the person passes for the team")
}
