package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/examples/web/server"
)

// fastBot plays one seat through the HTTP API as a program would: it
// reads its view, answers its own decisions quickly (lands first, burn
// at an opponent, else a pass or a random option) and waits for the
// others with ?wait=. It checks every view it gets for leaks.
type fastBot struct {
	base, game, token string
	seat, teammate    int
	rng               *rand.Rand
	http              *http.Client
	// built counts the declarations it built piece by piece and the
	// server accepted; blocks those of them that were blocks.
	built, blocks int
	// requests counts the requests it sent.
	requests int
}

func (b *fastBot) request(method, path string, body any) (seatView, error) {
	b.requests++
	var rd io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, b.base+path, rd)
	if err != nil {
		return seatView{}, err
	}
	req.Header.Set("Authorization", "Bearer "+b.token)
	resp, err := b.http.Do(req)
	if err != nil {
		return seatView{}, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return seatView{}, err
	}
	if resp.StatusCode != http.StatusOK {
		return seatView{raw: data}, fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, data)
	}
	var v seatView
	if err := json.Unmarshal(data, &v); err != nil {
		return seatView{}, err
	}
	v.raw = data
	return v, nil
}

// play plays the seat to the end of the game and returns its last view.
func (b *fastBot) play(t testing.TB) (seatView, error) {
	v, err := b.request("GET", "/api/games/"+b.game+"/view", nil)
	for n := 0; err == nil && !v.View.Over; n++ {
		if err = checkNoLeak(t, v, b.seat, b.teammate); err != nil {
			break
		}
		if n > 5000 {
			return v, fmt.Errorf("game %s seat %d: not over after %d requests", b.game, b.seat, n)
		}
		p := v.View.Pending.Player
		if !v.Decide || (p != b.seat && !v.Seats[p].Computer) {
			// Not ours (a human teammate answers the team's decisions
			// the engine gives them).
			v, err = b.request("GET", fmt.Sprintf("/api/games/%s/view?wait=%d", b.game, v.Version), nil)
			continue
		}
		if v.Declare != nil && len(v.Declare.Attacks)+len(v.Declare.Blocks) > 0 && b.rng.IntN(2) == 0 {
			// Build a declaration with one creature, as the page does.
			var piece map[string]any
			action := map[string]any{"player": b.seat}
			if len(v.Declare.Attacks) > 0 {
				_ = json.Unmarshal(v.Declare.Attacks[0], &piece)
				action["kind"], action["attackers"] = "declare-attackers", []any{piece}
			} else {
				_ = json.Unmarshal(v.Declare.Blocks[0], &piece)
				action["kind"], action["blockers"] = "declare-blockers", []any{piece}
			}
			nv, aerr := b.request("POST", "/api/games/"+b.game+"/act", map[string]any{"version": v.Version, "action": action})
			if aerr == nil {
				b.built++
				if action["kind"] == "declare-blockers" {
					b.blocks++
				}
				v = nv
				continue
			}
			// A lone attacker or blocker may break a requirement or a
			// restriction (CR 508.1d, 509.1b: menace): the server refuses
			// it with 422 and changes nothing.
			if !bytes.Contains(nv.raw, []byte(`"illegal-action"`)) {
				return v, aerr
			}
		}
		v, err = b.request("POST", "/api/games/"+b.game+"/act", map[string]int{"version": v.Version, "option": b.choose(&v)})
	}
	if err == nil {
		err = checkNoLeak(t, v, b.seat, b.teammate)
	}
	return v, err
}

// choose picks an option: keep the first hand, play a land, cast at an
// opponent, else pass; a random option for other decisions.
func (b *fastBot) choose(v *seatView) int {
	opts := v.View.Pending.Options
	switch v.View.Pending.Kind {
	case "mulligan":
		return 0
	case "priority":
		for i, o := range opts {
			if o.Kind == "play-land" {
				return i
			}
		}
		for i, o := range opts {
			if o.Kind == "cast" && b.atOpponents(o.Targets) {
				return i
			}
		}
		for i, o := range opts {
			if o.Kind == "pass" {
				return i
			}
		}
	}
	return b.rng.IntN(len(opts))
}

// atOpponents reports whether every target is an opponent (none, for a
// creature spell).
func (b *fastBot) atOpponents(targets []struct {
	Player *int   `json:"player"`
	Object string `json:"object"`
}) bool {
	for _, tg := range targets {
		if tg.Player == nil || *tg.Player == b.seat || *tg.Player == b.teammate {
			return false
		}
	}
	return true
}

// 100 games at once against one server, each seat of a person played by
// a bot through the HTTP API: duels of two people, duels against the
// computer, three-player free-for-alls and Two-Headed Giant with a
// computer teammate. Every game ends, no request fails, and no view
// shows a seat anything of another seat's hidden cards. Run with -race.
func TestHundredConcurrentGames(t *testing.T) {
	const games = 100
	_, c := newTestServer(t, server.Options{MaxGames: games})
	burn := []string{"burn", "burn", "burn", "burn"}
	kinds := []server.CreateRequest{
		{Mode: "duel", People: 2, Decks: burn[:2]},
		{Mode: "duel", People: 1, Decks: burn[:2]},
		{Mode: "free-for-all-3", People: 3, Decks: burn[:3]},
		{Mode: "two-headed-giant", People: 1, Decks: burn},
		{Mode: "duel", People: 1, Decks: []string{"white-red", "black-green"}},
	}
	type seatRun struct {
		game int
		bot  *fastBot
		last seatView
		err  error
	}
	var runs []*seatRun
	// One kept-alive connection per seat, not a new one per request.
	client := &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: 1000}}
	for g := range games {
		req := kinds[g%len(kinds)]
		req.Seed = uint64(1000 + g)
		created := c.create(req)
		for _, s := range created.Seats {
			mate := int(s.Seat)
			if req.Mode == "two-headed-giant" {
				mate ^= 1
			}
			runs = append(runs, &seatRun{game: g, bot: &fastBot{base: c.base, game: created.Game, token: s.Token,
				seat: int(s.Seat), teammate: mate, rng: rand.New(rand.NewPCG(uint64(g), uint64(s.Seat))), http: client}})
		}
	}
	start := time.Now()
	var wg sync.WaitGroup
	for _, r := range runs {
		wg.Go(func() {
			r.last, r.err = r.bot.play(t)
		})
	}
	wg.Wait()
	built, blocks, requests := 0, 0, 0
	winners := map[int]int{}
	for _, r := range runs {
		require.NoError(t, r.err, "game %d seat %d", r.game, r.bot.seat)
		require.True(t, r.last.View.Over, "game %d", r.game)
		if w, ok := winners[r.game]; ok {
			require.Equal(t, w, r.last.View.Winner, "game %d: the seats disagree on the winner", r.game)
		}
		winners[r.game] = r.last.View.Winner
		built += r.bot.built
		blocks += r.bot.blocks
		requests += r.bot.requests
	}
	require.Len(t, winners, games)
	require.Positive(t, built-blocks, "some attacks were built piece by piece")
	require.Positive(t, blocks, "some blocks were built piece by piece")
	t.Logf("%d games, %d seats played through the API with %d requests in %v; %d declarations built piece by piece, %d of them blocks",
		games, len(runs), requests, time.Since(start), built, blocks)
}
