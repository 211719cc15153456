package server

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/spellstack/spellstack/game"
)

// routes registers the API and the client. Each handler checks its
// method itself, so every refusal under /api/ is JSON.
func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("/api/decks", s.only(http.MethodGet, s.listDecks))
	m.HandleFunc("/api/games", s.only(http.MethodPost, s.createGame))
	m.HandleFunc("/api/games/{id}/view", s.only(http.MethodGet, s.seated(s.getView)))
	m.HandleFunc("/api/games/{id}/act", s.only(http.MethodPost, s.seated(s.act)))
	m.HandleFunc("/api/games/{id}/replay", s.only(http.MethodGet, s.seated(s.getReplay)))
	m.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "not-found", "no API endpoint "+r.URL.Path)
	})
	m.Handle("/static/", pageMethods(staticFiles()))
	m.Handle("/{$}", pageMethods(http.HandlerFunc(serveIndex)))
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { http.NotFound(w, r) })
	s.mux = m
}

// APIError is the body of every refused API request.
type APIError struct {
	// Code names the problem in one word ("bad-request",
	// "illegal-action", ...); Message says what was wrong.
	Code    string `json:"code"`
	Message string `json:"message"`
	// Rule is the engine's refusal of an illegal action (docs/json.md,
	// Errors).
	Rule *game.RuleError `json:"rule,omitempty"`
	// Refusal says, for an illegal action, what kind of refusal it is in
	// English and Simplified Chinese, from the sentinel the engine's
	// error wraps.
	Refusal *Refusal `json:"refusal,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // a failed write is the client's going away
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, map[string]APIError{"error": {Code: code, Message: msg}})
}

// only refuses requests of another method with 405.
func (s *Server) only(method string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != method {
			w.Header().Set("Allow", method)
			writeError(w, http.StatusMethodNotAllowed, "method-not-allowed", fmt.Sprintf("%s %s: use %s", r.Method, r.URL.Path, method))
			return
		}
		h(w, r)
	}
}

// readJSON decodes a size-limited body into v, refusing unknown fields
// and trailing data. It writes the error response and returns false on
// failure.
func (s *Server) readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if !sameOrigin(r) {
		writeError(w, http.StatusForbidden, "cross-site", "requests from pages of another site are refused")
		return false
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, s.opts.MaxBody))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		// Only the end of the body may follow: More would miss a "]" or
		// "}", and a body over the limit after the object.
		var rest json.RawMessage
		switch extra := dec.Decode(&rest); {
		case errors.Is(extra, io.EOF):
		case extra == nil:
			err = errors.New("data after the JSON object")
		default:
			var tooBig *http.MaxBytesError
			if errors.As(extra, &tooBig) {
				err = extra
			} else {
				err = fmt.Errorf("data after the JSON object: %w", extra)
			}
		}
	}
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(w, http.StatusRequestEntityTooLarge, "too-large", fmt.Sprintf("the request body is larger than %d bytes", tooBig.Limit))
			return false
		}
		writeError(w, http.StatusBadRequest, "bad-json", "the request body is not the expected JSON: "+err.Error())
		return false
	}
	return true
}

func (s *Server) listDecks(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"decks": s.decks, "modes": modes})
}

// seatedHandler handles a request of one seat of one game, with the
// table locked.
type seatedHandler func(w http.ResponseWriter, r *http.Request, t *table, seat game.PlayerID)

// seated finds the game of the path and the seat of the request's token
// (Authorization: Bearer TOKEN), refusing a missing token with 401 and a
// token of no seat of this game with 403.
func (s *Server) seated(h seatedHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("id")
		s.mu.Lock()
		t := s.tables[id]
		s.mu.Unlock()
		if t == nil {
			writeError(w, http.StatusNotFound, "no-game", fmt.Sprintf("no game %q (it may have expired)", id))
			return
		}
		token, ok := bearerToken(r.Header.Get("Authorization"))
		if !ok {
			writeError(w, http.StatusUnauthorized, "no-token", "send the seat's token as Authorization: Bearer TOKEN")
			return
		}
		seat := game.NoPlayer
		for p, tok := range t.tokens {
			if tok != "" && subtle.ConstantTimeCompare([]byte(tok), []byte(token)) == 1 {
				seat = game.PlayerID(p)
			}
		}
		if seat == game.NoPlayer {
			writeError(w, http.StatusForbidden, "bad-token", "the token is not a seat's of this game")
			return
		}
		t.mu.Lock()
		t.lastUsed = s.opts.Now()
		t.mu.Unlock()
		h(w, r, t, seat)
	}
}

// intParam reads query parameter name as an int in [lo, hi], or def when
// absent.
func intParam(r *http.Request, name string, def, lo, hi int) (int, error) {
	q := r.URL.Query()
	if !q.Has(name) {
		return def, nil
	}
	s := q.Get(name)
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("?%s=%q: want a whole number from %d to %d", name, s, lo, hi)
	}
	return n, nil
}

// getView returns the seat's view. With ?wait=V it first waits (up to
// Options.MaxWait) while the game's version is still V, so a client
// learns at once when another seat acted.
func (s *Server) getView(w http.ResponseWriter, r *http.Request, t *table, seat game.PlayerID) {
	since, err := intParam(r, "since", 0, 0, 1<<30)
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad-query", err.Error())
		return
	}
	wait, err := intParam(r, "wait", -1, -1, 1<<30)
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad-query", err.Error())
		return
	}
	t.mu.Lock()
	if wait >= 0 && wait == t.version && !t.g.Over() {
		ch := t.changed
		t.waiting++
		t.mu.Unlock()
		timer := time.NewTimer(s.opts.MaxWait)
		select {
		case <-ch:
		case <-timer.C:
		case <-r.Context().Done():
		}
		timer.Stop()
		t.mu.Lock()
		t.waiting--
		t.lastUsed = s.opts.Now() // the wait was a use of the game
	}
	defer t.mu.Unlock()
	writeJSON(w, http.StatusOK, t.viewFor(t.g, seat, since))
}

// ActRequest is the body of POST /api/games/{id}/act: the version of the
// view answered, and either the index of one of its options or an action
// the client built (a declaration, say).
type ActRequest struct {
	Version *int             `json:"version"`
	Option  *int             `json:"option,omitempty"`
	Action  *game.ViewAction `json:"action,omitempty"`
}

// act applies the seat's answer, then the computers' decisions up to the
// next decision of a person, and returns the seat's new view.
func (s *Server) act(w http.ResponseWriter, r *http.Request, t *table, seat game.PlayerID) {
	var req ActRequest
	if !s.readJSON(w, r, &req) {
		return
	}
	if req.Version == nil || (req.Option == nil) == (req.Action == nil) {
		writeError(w, http.StatusBadRequest, "bad-request", `want {"version": V, "option": I} or {"version": V, "action": {...}}`)
		return
	}
	since, err := intParam(r, "since", 0, 0, 1<<30)
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad-query", err.Error())
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.broken != nil {
		writeError(w, http.StatusConflict, "broken", t.broken.Error())
		return
	}
	if t.g.Over() {
		writeError(w, http.StatusConflict, "game-over", "the game is over")
		return
	}
	if *req.Version != t.version {
		writeError(w, http.StatusConflict, "stale", fmt.Sprintf("the game is at version %d, not %d: fetch the view again", t.version, *req.Version))
		return
	}
	v := t.g.View(seat)
	// A player may concede at any time (CR 104.3a), deciding now or not.
	conceding := req.Action != nil && req.Action.Kind == game.ActConcede
	if len(v.Pending.Options) == 0 && !conceding {
		writeError(w, http.StatusConflict, "not-your-decision", fmt.Sprintf("%s does not decide now", t.g.PlayerName(seat)))
		return
	}
	va := req.Action
	if req.Option != nil {
		if *req.Option < 0 || *req.Option >= len(v.Pending.Options) {
			writeError(w, http.StatusBadRequest, "bad-option", fmt.Sprintf("option %d: the view has options 0 to %d", *req.Option, len(v.Pending.Options)-1))
			return
		}
		va = &v.Pending.Options[*req.Option]
	}
	a, err := t.g.ActionFromView(seat, *va)
	if err == nil {
		err = t.apply(a)
	}
	if err != nil {
		e := APIError{Code: "illegal-action", Message: err.Error(), Refusal: refusalOf(err)}
		var re *game.RuleError
		if errors.As(err, &re) {
			e.Rule = re
		}
		writeJSON(w, http.StatusUnprocessableEntity, map[string]APIError{"error": e})
		return
	}
	if err := t.advance(); err != nil {
		t.broken = err
	}
	t.notify()
	writeJSON(w, http.StatusOK, t.viewFor(t.g, seat, since))
}

// getReplay returns the seat's view of a finished game after ?step=N
// actions.
func (s *Server) getReplay(w http.ResponseWriter, r *http.Request, t *table, seat game.PlayerID) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.g.Over() {
		writeError(w, http.StatusConflict, "not-over", "a game can be replayed once it is over")
		return
	}
	step, err := intParam(r, "step", 0, 0, len(t.g.ActionLog()))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad-query", err.Error())
		return
	}
	rep, err := t.replayAt(seat, step)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "replay", err.Error())
		return
	}
	writeJSON(w, http.StatusOK, rep)
}

// sameOrigin reports whether r comes from a page of this server, or from
// no page at all (a program): a browser names the page's origin on every
// cross-site POST, and may send some (a form, text/plain) without asking
// the server first, so a page of another site could otherwise create
// games until the server is full.
func sameOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host == r.Host
}

// pageMethods serves the page and its files to GET and HEAD only, as
// docs/web.md says; other methods get 405 with Allow.
func pageMethods(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// bearerToken reads the token of an Authorization header's Bearer
// credentials; the scheme's name is case-insensitive (RFC 9110, 11.1).
func bearerToken(header string) (string, bool) {
	scheme, token, ok := strings.Cut(header, " ")
	token = strings.TrimLeft(token, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || token == "" {
		return "", false
	}
	return token, true
}
