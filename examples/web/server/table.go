package server

import (
	"fmt"
	"sync"
	"time"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// A table is one game on the server: the game, which seats people play
// through the API (each with its own token) and which the computer, the
// log each person has seen, and a replay cursor once the game is over.
// Its mutex guards everything below it.
type table struct {
	id   string
	mode string
	cfg  game.Config
	// decks are the deck IDs by seat.
	decks []string

	mu sync.Mutex
	g  *game.Game
	// people[p] is set for the seats played through the API; tokens[p]
	// is that seat's token. computers[p] plays the other seats.
	people    [game.MaxPlayers]bool
	tokens    [game.MaxPlayers]string
	computers [game.MaxPlayers]ai.Player
	// version counts the actions applied: a client names the state it
	// answers by it.
	version int
	// declined is the version at which a Two-Headed Giant computer
	// teammate last chose not to play a card of its own, leaving the
	// team's priority decision to its human teammate.
	declined int
	// logs hold, for each person's seat, the log lines of what that
	// seat may know; logBase counts the lines dropped from the front.
	logs    [game.MaxPlayers][]logLine
	logBase [game.MaxPlayers]int
	// changed is closed and replaced whenever the game moves on, waking
	// the clients that wait for a new version.
	changed  chan struct{}
	lastUsed time.Time
	// waiting counts the view requests waiting for a new version: a
	// game someone waits on is in use, never idle.
	waiting int
	replay  *replayCursor
	// broken holds the error of a refused computer action (a bug).
	broken error
	// playingOn is set once the computers play on alone (see playOn).
	playingOn bool
}

// logLine is one line of a seat's log, in both languages so that a
// client can switch at any time.
type logLine struct {
	EN string `json:"en"`
	ZH string `json:"zh"`
}

// maxLogLines bounds each seat's log: past it the older half is dropped.
const maxLogLines = 4000

// maxComputerActions bounds the actions applied for one request, so a
// runaway game can't hold a request forever.
const maxComputerActions = 200000

// teammate returns p's teammate in Two-Headed Giant, or NoPlayer.
func (t *table) teammate(p game.PlayerID) game.PlayerID {
	if t.g.Variant() != game.TwoHeadedGiant {
		return game.NoPlayer
	}
	return p ^ 1
}

// person returns the seat of a person who decides now, or NoPlayer when a
// computer does (or the game is over). In Two-Headed Giant a person
// decides the team's shared decisions; at the team's priority their
// computer teammate first plays the cards it wants to (see next).
func (t *table) person() game.PlayerID {
	if t.g.Over() {
		return game.NoPlayer
	}
	d := t.g.Pending()
	p := d.Player
	if t.people[p] {
		return p
	}
	if m := t.teammate(p); m != game.NoPlayer && t.people[m] && ai.TeamShared(d.Kind) {
		return m
	}
	return game.NoPlayer
}

// next returns the action the server takes now without a person: a
// computer's choice, or a pass for a person who can do nothing else.
// ok is false when a person must decide.
func (t *table) next() (a game.Action, ok bool) {
	g := t.g
	d := g.Pending()
	h := t.person()
	if h == game.NoPlayer {
		return t.computers[d.Player].Choose(g), true
	}
	if m := t.teammate(h); m != game.NoPlayer && !t.people[m] && d.Kind == game.DecidePriority && t.declined != t.version {
		// The computer teammate plays its own cards; passing and the
		// other player's cards are the person's to decide.
		if a, ok := ai.OwnPlay(t.g, t.computers[m], m); ok {
			return a, true
		}
		t.declined = t.version
	}
	opts := t.optionsOf(h)
	if len(opts) == 1 && opts[0].Kind == game.ActPass && !t.facesPerson(h) {
		return opts[0], true
	}
	return game.Action{}, false
}

// facesPerson reports whether a person plays on another team than p's.
// The server passes for a person who can only pass only against
// computers: a person on the other side would see the game stop for p
// exactly when p's hidden hand holds something p could cast (CR 402.3).
// The page's pass-until buttons pass for people by their own
// choice, which tells nothing of their hand.
func (t *table) facesPerson(p game.PlayerID) bool {
	for q := range t.g.NumPlayers() {
		if t.people[q] && t.g.Team(game.PlayerID(q)) != t.g.Team(p) {
			return true
		}
	}
	return false
}

// optionsOf lists the legal actions seat p may take now, as its view
// lists them: a Two-Headed Giant teammate's own plays are not p's.
func (t *table) optionsOf(p game.PlayerID) []game.Action { return t.g.ActionsOf(p, nil) }

// apply applies a and records what each person may know of it.
func (t *table) apply(a game.Action) error {
	if err := t.g.Apply(a); err != nil {
		return err
	}
	t.version++
	t.collectLog()
	return nil
}

// collectLog appends the notable events since the last call to each
// person's log, as that person may know them.
func (t *table) collectLog() {
	g := t.g
	for p := range g.NumPlayers() {
		if !t.people[p] {
			continue
		}
		for _, e := range g.EventsFor(game.PlayerID(p)) {
			if e.Notable() {
				t.logs[p] = append(t.logs[p], logLine{EN: g.ViewEventLine(e, game.English), ZH: g.ViewEventLine(e, game.Chinese)})
			}
		}
		if n := len(t.logs[p]); n > maxLogLines {
			drop := n / 2
			t.logs[p] = append(t.logs[p][:0], t.logs[p][drop:]...)
			t.logBase[p] += drop
		}
	}
	g.ClearEvents()
}

// advance plays the computers' decisions, and the passes of people who
// can do nothing else, until a person must decide or the game ends, or
// hands them to playOn once every person has left the game.
func (t *table) advance() error {
	for n := 0; !t.g.Over(); n++ {
		if !t.peopleLeft() {
			// Nobody waits for the computers' game: the request is
			// answered now, and they play on while the page watches.
			if !t.playingOn {
				t.playingOn = true
				go t.playOn()
			}
			return nil
		}
		if n >= maxComputerActions {
			return fmt.Errorf("game %s: more than %d actions without a person deciding", t.id, maxComputerActions)
		}
		a, ok := t.next()
		if !ok {
			return nil
		}
		if err := t.apply(a); err != nil {
			return fmt.Errorf("game %s: the computer's %s was refused: %w", t.id, a.Kind, err)
		}
	}
	return nil
}

// peopleLeft reports whether a person still plays: once every person has
// left the game (CR 800.4a), the computers play on alone (playOn).
func (t *table) peopleLeft() bool {
	for p := range t.g.NumPlayers() {
		if t.people[p] && !t.g.Lost(game.PlayerID(p)) {
			return true
		}
	}
	return false
}

// playOn plays the computers' decisions in the background, once no person
// plays any more, a few at a time under the table's lock, so that the
// person's last request is answered at once and their page can watch the
// others play on. t.mu must not be held.
func (t *table) playOn() {
	for n := 0; ; {
		t.mu.Lock()
		if t.g.Over() || t.broken != nil {
			t.mu.Unlock()
			return
		}
		for i := 0; i < 4 && !t.g.Over() && t.broken == nil; i++ {
			n++
			if n > maxComputerActions {
				t.broken = fmt.Errorf("game %s: more than %d actions without a person deciding", t.id, maxComputerActions)
				break
			}
			a, _ := t.next() // no person decides any more
			if err := t.apply(a); err != nil {
				t.broken = fmt.Errorf("game %s: the computer's %s was refused: %w", t.id, a.Kind, err)
			}
		}
		t.notify()
		t.mu.Unlock()
	}
}

// notify wakes the clients waiting for the game to move on.
func (t *table) notify() {
	close(t.changed)
	t.changed = make(chan struct{})
}

// logSince returns seat p's log lines from index since on, and the index
// of the first line returned.
func (t *table) logSince(p game.PlayerID, since int) ([]logLine, int) {
	base := t.logBase[p]
	if since < base {
		since = base
	}
	lines := t.logs[p]
	if since-base > len(lines) {
		since = base + len(lines)
	}
	return append([]logLine{}, lines[since-base:]...), since
}
