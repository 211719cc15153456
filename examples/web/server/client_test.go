package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/examples/web/server"
)

// apiClient sends requests to a test server the way any client would.
type apiClient struct {
	t    testing.TB
	base string
}

// newTestServer starts a server with opts; its computer players are the
// heuristic player unless opts names another (the default, the search
// player, is tested on its own).
func newTestServer(t testing.TB, opts server.Options) (*server.Server, *apiClient) {
	t.Helper()
	if opts.Computer == nil {
		opts.Computer = server.HeuristicComputer
	}
	s, err := server.New(opts)
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	t.Cleanup(hs.Close)
	return s, &apiClient{t: t, base: hs.URL}
}

// do sends a request and returns the status and body. body is marshalled
// unless it is a string or []byte, which are sent as they are.
func (c *apiClient) do(method, path, token string, body any) (int, []byte) {
	c.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = bytes.NewBufferString(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		require.NoError(c.t, err)
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, c.base+path, rd)
	require.NoError(c.t, err)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, data
}

// apiError decodes an error body and checks its status and code.
func (c *apiClient) wantError(status int, code string, gotStatus int, body []byte) server.APIError {
	c.t.Helper()
	require.Equal(c.t, status, gotStatus, "body: %s", body)
	var e struct {
		Error server.APIError `json:"error"`
	}
	require.NoError(c.t, json.Unmarshal(body, &e), "an error body is JSON: %s", body)
	require.Equal(c.t, code, e.Error.Code, "body: %s", body)
	require.NotEmpty(c.t, e.Error.Message)
	return e.Error
}

func (c *apiClient) create(req server.CreateRequest) server.CreateResponse {
	c.t.Helper()
	status, body := c.do("POST", "/api/games", "", req)
	require.Equal(c.t, http.StatusCreated, status, "body: %s", body)
	var resp server.CreateResponse
	require.NoError(c.t, json.Unmarshal(body, &resp))
	return resp
}

// seatView is the part of a ViewResponse the tests read, with the raw
// JSON kept for the leak checks.
type seatView struct {
	Game    string `json:"game"`
	Seat    int    `json:"seat"`
	Version int    `json:"version"`
	Decide  bool   `json:"decide"`
	Seats   []struct {
		Computer bool `json:"computer"`
		Team     int  `json:"team"`
	} `json:"seats"`
	View struct {
		Viewer  int  `json:"viewer"`
		Turn    int  `json:"turn"`
		Over    bool `json:"over"`
		Winner  int  `json:"winner"`
		Players []struct {
			Name string            `json:"name"`
			Life int               `json:"life"`
			Hand []json.RawMessage `json:"hand"`
		} `json:"players"`
		Hand    []struct{ ID, Name string } `json:"hand"`
		Pending struct {
			Kind    string `json:"kind"`
			Player  int    `json:"player"`
			Options []struct {
				Kind    string `json:"kind"`
				Player  int    `json:"player"`
				Text    string `json:"text"`
				Targets []struct {
					Player *int   `json:"player"`
					Object string `json:"object"`
				} `json:"targets"`
			} `json:"options"`
		} `json:"pending"`
	} `json:"view"`
	Declare *struct {
		Attacks []json.RawMessage `json:"attacks"`
		Blocks  []json.RawMessage `json:"blocks"`
	} `json:"declare"`
	Log     []struct{ EN, ZH string } `json:"log"`
	LogNext int                       `json:"logNext"`
	Step    int                       `json:"step"`
	Steps   int                       `json:"steps"`
	// StepLogFrom is where the replayed step's own lines begin in Log.
	StepLogFrom int `json:"stepLogFrom"`
	raw         []byte
}

func (c *apiClient) view(game, token, query string) seatView {
	c.t.Helper()
	status, body := c.do("GET", "/api/games/"+game+"/view"+query, token, nil)
	require.Equal(c.t, http.StatusOK, status, "body: %s", body)
	return decodeView(c.t, body)
}

func decodeView(t testing.TB, body []byte) seatView {
	t.Helper()
	var v seatView
	require.NoError(t, json.Unmarshal(body, &v), "body: %.300s", body)
	v.raw = body
	return v
}

// act answers with option i of version v and returns the new view.
func (c *apiClient) act(game, token string, version, i int) seatView {
	c.t.Helper()
	status, body := c.do("POST", "/api/games/"+game+"/act", token, map[string]int{"version": version, "option": i})
	require.Equal(c.t, http.StatusOK, status, "body: %s", body)
	return decodeView(c.t, body)
}

// hiddenIDs returns the zone and owner of every ViewID of a card in a
// hand or library in raw JSON ("hand:1:65537" gives hand, 1).
func hiddenIDs(raw []byte) (zones []string, owners []int) {
	for _, z := range []string{"hand", "library"} {
		pat := []byte(`"` + z + `:`)
		for rest := raw; ; {
			i := bytes.Index(rest, pat)
			if i < 0 {
				break
			}
			rest = rest[i+len(pat):]
			j := bytes.IndexByte(rest, ':')
			if n, err := strconv.Atoi(string(rest[:max(j, 0)])); j > 0 && err == nil {
				zones, owners = append(zones, z), append(owners, n)
			}
		}
	}
	return zones, owners
}

// checkNoLeak fails if v, sent to seat, names a card of a hand or library
// the seat may not see (another player's; a Two-Headed Giant teammate's
// hand is allowed, CR 810.5), or shows another player's hand or options
// of a decision that is not the seat's.
func checkNoLeak(t testing.TB, v seatView, seat, teammate int) error {
	if v.View.Viewer != seat || v.Seat != seat {
		return fmt.Errorf("seat %d got the view of %d", seat, v.View.Viewer)
	}
	zones, owners := hiddenIDs(v.raw)
	for i, owner := range owners {
		if owner != seat && !(zones[i] == "hand" && owner == teammate) {
			return fmt.Errorf("seat %d sees a card of %s %d", seat, zones[i], owner)
		}
	}
	for q, p := range v.View.Players {
		if len(p.Hand) > 0 && q != teammate {
			return fmt.Errorf("seat %d sees the hand of seat %d", seat, q)
		}
	}
	if !v.Decide && len(v.View.Pending.Options) > 0 {
		return fmt.Errorf("seat %d gets options of a decision it does not make", seat)
	}
	for _, o := range v.View.Pending.Options {
		if o.Player != seat {
			return fmt.Errorf("seat %d gets an option of player %d", seat, o.Player)
		}
	}
	return nil
}

// The leak check finds what it looks for.
func TestHiddenIDs(t *testing.T) {
	zones, owners := hiddenIDs([]byte(`{"id":"hand:1:65537","x":"library:0:3","y":"graveyard:1:2","z":"hand:"}`))
	require.Equal(t, []string{"hand", "library"}, zones)
	require.Equal(t, []int{1, 0}, owners)
	v := seatView{raw: []byte(`{"id":"hand:1:65537"}`)}
	require.Error(t, checkNoLeak(t, v, 0, 0))
	require.NoError(t, checkNoLeak(t, v, 0, 1), "a teammate's hand may be seen")
	v.raw = []byte(`{"id":"library:1:65537"}`)
	require.Error(t, checkNoLeak(t, v, 0, 1), "a teammate's library may not")
}
