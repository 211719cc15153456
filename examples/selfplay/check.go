package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime/debug"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// checkOne plays one random game like playOne, and checks it as it goes:
// the engine's invariants after every action; every `every` actions, that
// every listed option is accepted by a clone, and that Clone, Save+Load
// and Replay of the action log all reproduce the same fingerprint. Each
// failed check counts as a violation (reported to log), a panic as a
// panic; the game stops at the first of either.
//
// With more than two players, a random player still in the game
// concedes now and then (one action in 2,000), so that leaving the game
// in the middle of any decision is checked too (CR 800.4a).
func checkOne(s uint64, st seats, every int, buf *[]game.Action, log io.Writer) (t totals, err error) {
	cfg := st.config(s)
	cfg.RecordActions = true
	defer func() {
		if r := recover(); r != nil {
			t.panics++
			fmt.Fprintf(log, "seed %d: panic after %d actions: %v\n%s", s, t.actions, r, debug.Stack())
			err = nil
		}
	}()
	g, err := game.New(cfg)
	if err != nil {
		return t, err
	}
	r := rand.New(rand.NewPCG(s, 0x5e1f))
	t.games = 1
	violation := func(format string, args ...any) {
		t.violations++
		fmt.Fprintf(log, "seed %d action %d: %s\n", s, t.actions, fmt.Sprintf(format, args...))
	}
	for !g.Over() {
		*buf = g.LegalActions((*buf)[:0])
		if len(*buf) == 0 {
			violation("no legal action for %+v", g.Pending())
			return t, nil
		}
		if every > 0 && t.actions%every == 0 {
			for _, a := range *buf {
				if err := g.Clone().Apply(a); err != nil {
					violation("listed option %+v refused: %v", a, err)
					return t, nil
				}
			}
			if msg := roundTrips(g, cfg); msg != "" {
				violation("%s", msg)
				return t, nil
			}
		}
		before := snapshot(g)
		a := (*buf)[r.IntN(len(*buf))]
		if g.NumPlayers() > 2 && r.IntN(2000) == 0 {
			a = game.Action{Kind: game.ActConcede, Player: game.PlayerID(r.IntN(g.NumPlayers()))}
			if g.Lost(a.Player) {
				a = (*buf)[0]
			}
		}
		if err := g.Apply(a); err != nil {
			violation("apply: %v", err)
			return t, nil
		}
		if msg := before.explainedBy(g); msg != "" {
			violation("%s", msg)
			return t, nil
		}
		g.ClearEvents()
		t.actions++
		if err := g.CheckInvariants(); err != nil {
			violation("%v", err)
			return t, nil
		}
		if t.actions > 1_000_000 {
			violation("game does not end")
			return t, nil
		}
	}
	t.finish(g)
	return t, nil
}

// roundTrips checks that Clone, Save+Load and Replay reproduce g's
// fingerprint; it returns what failed, or "".
func roundTrips(g *game.Game, cfg game.Config) string {
	fp := g.Fingerprint()
	if c := g.Clone(); c.Fingerprint() != fp {
		return "clone fingerprint differs"
	}
	var b bytes.Buffer
	if err := g.Save(&b); err != nil {
		return "save: " + err.Error()
	}
	loaded, err := game.Load(&b, card.Default())
	if err != nil {
		return "load: " + err.Error()
	}
	if loaded.Fingerprint() != fp {
		return "save/load fingerprint differs"
	}
	replayed, err := game.Replay(cfg, g.ActionLog())
	if err != nil {
		return "replay: " + err.Error()
	}
	if replayed.Fingerprint() != fp {
		return "replay fingerprint differs"
	}
	return ""
}

// lifeAndLoyalty is the part of a game that events must account for:
// life totals and the loyalty of each planeswalker.
type lifeAndLoyalty struct {
	life    [game.MaxPlayers]int
	loyalty map[game.ObjectID]int
}

func snapshot(g *game.Game) lifeAndLoyalty {
	s := lifeAndLoyalty{loyalty: map[game.ObjectID]int{}}
	for p := range s.life {
		s.life[p] = g.Life(game.PlayerID(p))
		for _, id := range g.Zone(game.PlayerID(p), zone.Battlefield) {
			if o, _ := g.Object(id); o.Types&ability.Planeswalker != 0 {
				s.loyalty[id] = o.Counter(game.Loyalty)
			}
		}
	}
	return s
}

// explainedBy checks that the events recorded since s was taken account
// for every change of life and loyalty; it returns what does not add up.
func (s lifeAndLoyalty) explainedBy(g *game.Game) string {
	var life [game.MaxPlayers]int
	loyalty := map[game.ObjectID]int{}
	for _, e := range g.Events() {
		switch e.Kind {
		case game.EventLifeChange:
			// A Two-Headed Giant team shares its life total (CR 810.9).
			for p := 0; p < g.NumPlayers(); p++ {
				if g.Team(game.PlayerID(p)) == g.Team(e.Player) {
					life[p] += e.Amount
				}
			}
		case game.EventLoyalty:
			loyalty[e.Object] += e.Amount
		}
	}
	now := snapshot(g)
	for p := range life {
		if now.life[p]-s.life[p] != life[p] {
			return fmt.Sprintf("player %d's life went from %d to %d, events say %+d", p, s.life[p], now.life[p], life[p])
		}
	}
	for id, l := range now.loyalty {
		if want := s.loyalty[id] + loyalty[id]; l != want {
			return fmt.Sprintf("planeswalker %d has loyalty %d, events say %d", id, l, want)
		}
	}
	return ""
}
