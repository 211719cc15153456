package server

import (
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// ViewResponse is what GET /api/games/{id}/view and POST .../act return
// to one seat: that seat's game.View and nothing of another seat's.
type ViewResponse struct {
	// Game and Seat say whose view this is; Mode is the game's mode.
	Game string        `json:"game"`
	Seat game.PlayerID `json:"seat"`
	Mode string        `json:"mode"`
	// Version counts the actions applied so far (in a replay, up to the
	// step shown); an act names it.
	Version int `json:"version"`
	// Seats describe every seat: name, deck, team and whether the
	// computer plays it.
	Seats []SeatInfo `json:"seats"`
	// View is the seat's view (docs/json.md). Its pending options are
	// filled when the seat decides now.
	View game.View `json:"view"`
	// Decide reports whether the seat decides now (View.Pending.Options
	// are its options).
	Decide bool `json:"decide"`
	// Declare lists, during an attack or block declaration the seat
	// makes, every piece it may declare, for a client that builds a
	// declaration creature by creature.
	Declare *Declare `json:"declare,omitempty"`
	// Cards holds the printed facts of every card the view names, by
	// English name: cost, type line, rules text, for the card text on
	// hover.
	Cards map[string]CardFacts `json:"cards"`
	// Log holds the seat's log lines from LogFrom on; LogNext is the
	// index to ask for next time (?since=).
	Log     []logLine `json:"log"`
	LogFrom int       `json:"logFrom"`
	LogNext int       `json:"logNext"`
}

// SeatInfo describes one seat of a game.
type SeatInfo struct {
	Name     string        `json:"name"`
	Deck     string        `json:"deck"`
	Team     game.PlayerID `json:"team"`
	Computer bool          `json:"computer"`
}

// CardFacts is card.Facts with the printed type line.
type CardFacts struct {
	card.Facts
	TypeLine string `json:"typeLine"`
}

// Declare lists the pieces of an attack or block declaration the seat
// may add: attackers with what each may attack, or blockers with the
// attackers each may block (game.Declaration's AttackOptions and
// BlockOptions for an empty declaration), in view terms.
type Declare struct {
	Attacks []game.ViewAttack `json:"attacks,omitempty"`
	Blocks  []game.ViewBlock  `json:"blocks,omitempty"`
}

// seats describes the table's seats.
func (t *table) seats() []SeatInfo {
	out := make([]SeatInfo, t.g.NumPlayers())
	for i := range out {
		p := game.PlayerID(i)
		out[i] = SeatInfo{Name: t.g.PlayerName(p), Deck: t.decks[i], Team: t.g.Team(p), Computer: !t.people[i]}
	}
	return out
}

// viewFor builds seat p's response on game g (the live game, or a replay
// position), with the log lines since since.
func (t *table) viewFor(g *game.Game, p game.PlayerID, since int) ViewResponse {
	v := g.View(p)
	r := ViewResponse{Game: t.id, Seat: p, Mode: t.mode, Version: t.version, Seats: t.seats(), View: v,
		Decide: len(v.Pending.Options) > 0}
	if r.Decide && (v.Pending.Kind == game.DecideAttackers || v.Pending.Kind == game.DecideBlockers) {
		r.Declare = declareFor(g, p, &v)
	}
	r.Cards = cardsOf(&v)
	r.Log, r.LogFrom = t.logSince(p, since)
	r.LogNext = r.LogFrom + len(r.Log)
	return r
}

// declareFor lists the declaration pieces p may add, naming creatures by
// the ViewIDs of p's view v.
func declareFor(g *game.Game, p game.PlayerID, v *game.View) *Declare {
	d, err := g.NewDeclaration()
	if err != nil {
		return nil
	}
	ids := map[game.ObjectID]game.ViewID{}
	for _, o := range v.Battlefield {
		if id, ok := g.ObjectFromView(p, o.ID); ok {
			ids[id] = o.ID
		}
	}
	out := &Declare{}
	for _, a := range d.AttackOptions() {
		va := game.ViewAttack{Attacker: ids[a.Attacker], Player: a.Player, Planeswalker: ids[a.Planeswalker]}
		if va.Attacker != 0 {
			out.Attacks = append(out.Attacks, va)
		}
	}
	for _, b := range d.BlockOptions() {
		vb := game.ViewBlock{Blocker: ids[b.Blocker], Attacker: ids[b.Attacker]}
		if vb.Blocker != 0 && vb.Attacker != 0 {
			out.Blocks = append(out.Blocks, vb)
		}
	}
	return out
}

// cardsOf collects the facts of every card v names.
func cardsOf(v *game.View) map[string]CardFacts {
	out := map[string]CardFacts{}
	add := func(d *card.Definition) {
		if d == nil {
			return
		}
		if _, ok := out[d.Name]; !ok {
			out[d.Name] = CardFacts{Facts: card.FactsOf(d), TypeLine: d.TypeLine()}
		}
	}
	objs := func(os []game.ViewObject) {
		for i := range os {
			add(os[i].Card)
		}
	}
	objs(v.Hand)
	objs(v.Battlefield)
	objs(v.Exile)
	objs(v.Command)
	objs(v.LibraryTop)
	for i := range v.Players {
		objs(v.Players[i].Graveyard)
		objs(v.Players[i].Hand)
		objs(v.Players[i].KnownHand)
		objs(v.Players[i].KnownLibrary)
	}
	for i := range v.Stack {
		add(v.Stack[i].Card)
		for _, tg := range v.Stack[i].Targets {
			add(tg.Card)
		}
	}
	for i := range v.Triggers {
		add(v.Triggers[i].Card)
	}
	for i := range v.Pending.Options {
		add(v.Pending.Options[i].Card)
	}
	return out
}
