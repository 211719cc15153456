package server

import (
	"fmt"
	"net/http"

	"github.com/spellstack/spellstack/game"
)

// A mode is a kind of game a client may create.
type mode struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	NameZhHans string `json:"nameZhHans"`
	// Players is the number of seats.
	Players int `json:"players"`
	variant game.Variant
}

// modes lists the kinds of game, as GET /api/decks returns them.
var modes = []mode{
	{ID: "duel", Name: "One against one", NameZhHans: "一对一", Players: 2},
	{ID: "free-for-all-3", Name: "Three-player free-for-all", NameZhHans: "三人混战", Players: 3},
	{ID: "free-for-all-4", Name: "Four-player free-for-all", NameZhHans: "四人混战", Players: 4},
	{ID: "two-headed-giant", Name: "Two-Headed Giant (with a computer teammate)", NameZhHans: "双头巨人（与电脑队友）", Players: 4, variant: game.TwoHeadedGiant},
}

// seatNames name the seats; in Two-Headed Giant Alice and Bob are a team.
var seatNames = [game.MaxPlayers]string{"Alice", "Bob", "Carol", "Dave"}

// defaultDecks are the decks of seats the request leaves out.
var defaultDecks = [game.MaxPlayers]string{"white-red", "black-green", "blue-red", "green-blue"}

// CreateRequest is the body of POST /api/games.
type CreateRequest struct {
	// Mode is a mode ID (GET /api/decks lists them).
	Mode string `json:"mode"`
	// Decks are deck IDs by seat; seats left out get a default deck.
	Decks []string `json:"decks,omitempty"`
	// People is how many seats, from the first, people play through the
	// API (default 1); the computer plays the others.
	People int `json:"people,omitempty"`
	// Seed fixes the game's shuffles; 0 picks one at random.
	Seed uint64 `json:"seed,omitempty"`
}

// CreateResponse is the answer to POST /api/games: the game's ID and one
// token for each seat people play, to send as Authorization: Bearer
// TOKEN.
type CreateResponse struct {
	Game  string      `json:"game"`
	Seats []SeatToken `json:"seats"`
}

// SeatToken is one seat's secret token.
type SeatToken struct {
	Seat  game.PlayerID `json:"seat"`
	Name  string        `json:"name"`
	Token string        `json:"token"`
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	var req CreateRequest
	if !s.readJSON(w, r, &req) {
		return
	}
	// A request that can never succeed is a bad one, full server or not.
	if _, _, err := s.checkRequest(&req); err != nil {
		writeError(w, http.StatusBadRequest, "bad-request", err.Error())
		return
	}
	s.Sweep()
	if !s.roomForGame() {
		s.refuseFull(w)
		return
	}
	t, err := s.newTable(&req)
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad-request", err.Error())
		return
	}
	resp := CreateResponse{Game: t.id}
	for p := range t.g.NumPlayers() {
		if t.people[p] {
			resp.Seats = append(resp.Seats, SeatToken{Seat: game.PlayerID(p), Name: seatNames[p], Token: t.tokens[p]})
		}
	}
	s.mu.Lock()
	if len(s.tables) >= s.opts.MaxGames { // filled while this one was set up
		s.mu.Unlock()
		s.refuseFull(w)
		return
	}
	s.tables[t.id] = t
	s.mu.Unlock()
	writeJSON(w, http.StatusCreated, resp)
}

// roomForGame reports whether the server keeps fewer games than it may.
func (s *Server) roomForGame() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.tables) < s.opts.MaxGames
}

func (s *Server) refuseFull(w http.ResponseWriter) {
	writeError(w, http.StatusServiceUnavailable, "too-many-games",
		fmt.Sprintf("the server keeps at most %d games at once: try again later", s.opts.MaxGames))
}

// checkRequest checks what a request asks for without making the game:
// its mode, its decks and its number of people, which it returns.
func (s *Server) checkRequest(req *CreateRequest) (*mode, int, error) {
	var m *mode
	for i := range modes {
		if modes[i].ID == req.Mode {
			m = &modes[i]
		}
	}
	if m == nil {
		return nil, 0, fmt.Errorf("unknown mode %q (want duel, free-for-all-3, free-for-all-4 or two-headed-giant)", req.Mode)
	}
	if len(req.Decks) > m.Players {
		return nil, 0, fmt.Errorf("%d decks for %d seats", len(req.Decks), m.Players)
	}
	people := req.People
	if people == 0 {
		people = 1
	}
	if people < 1 || people > m.Players {
		return nil, 0, fmt.Errorf("people %d: want 1 to %d", req.People, m.Players)
	}
	for p := range m.Players {
		if id := deckID(req, p); s.deck(id) == nil {
			return nil, 0, fmt.Errorf("decks[%d]: unknown deck %q (GET /api/decks lists them)", p, id)
		}
	}
	return m, people, nil
}

// deckID is the deck of seat p a request asks for, or the seat's default.
func deckID(req *CreateRequest, p int) string {
	if p < len(req.Decks) && req.Decks[p] != "" {
		return req.Decks[p]
	}
	return defaultDecks[p]
}

// newTable creates the game a request asks for and plays the computers'
// first decisions.
func (s *Server) newTable(req *CreateRequest) (*table, error) {
	m, people, err := s.checkRequest(req)
	if err != nil {
		return nil, err
	}
	seed := req.Seed
	if seed == 0 {
		seed = randomSeed()
	}
	cfg := game.Config{Seed: seed, RecordActions: true, Rules: game.Rules{Variant: m.variant}}
	t := &table{id: randomHex(12), mode: m.ID, changed: make(chan struct{}), lastUsed: s.opts.Now(), declined: -1}
	for p := range m.Players {
		id := deckID(req, p)
		d := s.deck(id) // found: checkRequest looked
		t.decks = append(t.decks, id)
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: seatNames[p], Deck: d.cards})
		if p < people {
			t.people[p] = true
			t.tokens[p] = randomHex(16)
		} else {
			t.computers[p] = s.opts.Computer(p, seed)
		}
	}
	g, err := game.New(cfg)
	if err != nil {
		return nil, err
	}
	t.cfg, t.g = cfg, g
	t.collectLog()
	if err := t.advance(); err != nil {
		return nil, err
	}
	return t, nil
}

// deck returns the deck with ID id, or nil.
func (s *Server) deck(id string) *Deck {
	for i := range s.decks {
		if s.decks[i].ID == id {
			return &s.decks[i]
		}
	}
	return nil
}
