package server

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/spellstack/spellstack/game/ai"
)

// Options configure a Server. Zero fields take the defaults.
type Options struct {
	// MaxGames bounds the games kept at once (default 100); creating one
	// more when none is idle gives 503.
	MaxGames int
	// IdleTimeout is how long a game is kept without a request for it
	// (default 30 minutes).
	IdleTimeout time.Duration
	// MaxBody bounds request bodies in bytes (default 16 KiB).
	MaxBody int64
	// MaxWait bounds how long a view request waits for the game to move
	// on (?wait=VERSION; default 25 seconds).
	MaxWait time.Duration
	// Now is the clock (default time.Now); tests replace it.
	Now func() time.Time
	// Computer makes the computer player of a seat of a new game, given
	// the seat and the game's seed (default SearchComputer(DefaultBudget)).
	Computer func(seat int, seed uint64) ai.Player
}

func (o *Options) defaults() {
	if o.MaxGames <= 0 {
		o.MaxGames = 100
	}
	if o.Computer == nil {
		o.Computer = SearchComputer(DefaultBudget)
	}
	if o.IdleTimeout <= 0 {
		o.IdleTimeout = 30 * time.Minute
	}
	if o.MaxBody <= 0 {
		o.MaxBody = 16 << 10
	}
	if o.MaxWait <= 0 {
		o.MaxWait = 25 * time.Second
	}
	if o.Now == nil {
		o.Now = time.Now
	}
}

// Server serves the client and the API. It is safe for concurrent use.
type Server struct {
	opts  Options
	decks []Deck
	mux   *http.ServeMux

	mu     sync.Mutex
	tables map[string]*table
}

// New returns a server with the given options.
func New(opts Options) (*Server, error) {
	opts.defaults()
	decks, err := loadDecks()
	if err != nil {
		return nil, err
	}
	s := &Server{opts: opts, decks: decks, tables: map[string]*table{}}
	s.routes()
	return s, nil
}

// ServeHTTP serves the client and the API.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	// Everything comes from this server: no script, style or image from
	// anywhere else, and no framing by another site.
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	if p := r.URL.Path; p == "/api" || strings.HasPrefix(p, "/api/") && path.Clean(p) != p {
		// The router would redirect these to a cleaned path, in HTML
		// (re-sending a POST elsewhere): an API path is answered, in
		// JSON, as it is written.
		writeError(w, http.StatusNotFound, "not-found", "no API endpoint "+p)
		return
	}
	s.mux.ServeHTTP(w, r)
}

// Games returns the number of games the server keeps now.
func (s *Server) Games() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.tables)
}

// Sweep drops the games idle for longer than Options.IdleTimeout and
// returns how many it dropped. The server sweeps before creating a game;
// a long-running server also calls it now and then (see SweepEvery).
func (s *Server) Sweep() int {
	now := s.opts.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for id, t := range s.tables {
		// A table whose lock is held is in use (its computers may be
		// thinking for seconds): not idle. Waiting for it here, with the
		// server's lock held, would stall every request of every game.
		if !t.mu.TryLock() {
			continue
		}
		idle := t.waiting == 0 && now.Sub(t.lastUsed) > s.opts.IdleTimeout
		t.mu.Unlock()
		if idle {
			delete(s.tables, id)
			n++
		}
	}
	return n
}

// SweepEvery calls Sweep every d until stop is closed.
func (s *Server) SweepEvery(d time.Duration, stop <-chan struct{}) {
	tick := time.NewTicker(d)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			s.Sweep()
		case <-stop:
			return
		}
	}
}

// randomHex returns n random bytes from crypto/rand, in hex: game IDs and
// seat tokens that can't be guessed.
func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24)
	return hex.EncodeToString(b)
}

// randomSeed returns a seed from crypto/rand for a game created without
// one.
func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}
