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
	"github.com/spellstack/spellstack/internal/mutant"
	"github.com/spellstack/spellstack/zone"
)

// checkOptions are checkOne's settings: how often to verify Clone,
// save/load and replay of the whole game, and how many mutated actions to
// try at each decision.
type checkOptions struct {
	every, mutate int
}

// mutationTotals count the mutated actions tried and what came of them.
type mutationTotals struct {
	tried, accepted, malformed, roundTrips int
}

func (m *mutationTotals) add(o mutationTotals) {
	m.tried += o.tried
	m.accepted += o.accepted
	m.malformed += o.malformed
	m.roundTrips += o.roundTrips
}

// checkOne plays one random game like playOne, and checks it as it goes:
// the engine's invariants after every action; every opt.every actions,
// that every listed option is accepted by a clone, and that Clone,
// Save+Load and Replay of the action log all reproduce the same
// fingerprint. With opt.mutate > 0 it also tries that many mutated
// actions at each decision on clones (see tryMutants), each accepted one
// followed by a save/load round trip of the clone; the game is the same
// as without them. Each failed check counts
// as a violation (reported to log), or as an accepted malformed action or
// a round-trip mismatch, a panic as a panic; the game stops at the first.
//
// With more than two players, a random player still in the game
// concedes now and then (one action in 2,000), so that leaving the game
// in the middle of any decision is checked too (CR 800.4a).
func checkOne(s uint64, st seats, opt checkOptions, buf *[]game.Action, log io.Writer) (t totals, err error) {
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
	mr := rand.New(rand.NewPCG(s, 0x3a7e)) // the mutants' own stream: the game stays the same
	t.games = 1
	violation := func(format string, args ...any) {
		t.violations++
		fmt.Fprintf(log, "seed %d action %d: %s\n", s, t.actions, fmt.Sprintf(format, args...))
	}
	for !g.Over() {
		// The engine's caches against a computation from scratch, before
		// and after the listing (which fills them).
		if err := g.VerifyCaches(); err != nil {
			violation("%v", err)
			return t, nil
		}
		*buf = g.LegalActions((*buf)[:0])
		if len(*buf) == 0 {
			violation("no legal action for %+v", g.Pending())
			return t, nil
		}
		if err := g.VerifyCaches(); err != nil {
			violation("%v", err)
			return t, nil
		}
		if opt.every > 0 && t.actions%opt.every == 0 {
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
		a := (*buf)[r.IntN(len(*buf))]
		if g.NumPlayers() > 2 && r.IntN(2000) == 0 {
			a = game.Action{Kind: game.ActConcede, Player: game.PlayerID(r.IntN(g.NumPlayers()))}
			if g.Lost(a.Player) {
				a = (*buf)[0]
			}
		}
		if opt.mutate > 0 {
			if msg := tryMutants(g, *buf, opt.mutate, mr, &t.mutation); msg != "" {
				fmt.Fprintf(log, "seed %d action %d: %s\n", s, t.actions, msg)
				return t, nil
			}
		}
		before := snapshot(g)
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

// tryMutants applies k mutated variants of the options in listed (plus
// the concessions and mana abilities OtherActions lists) to clones of g:
// a refused mutant must leave the clone unchanged; an accepted one must
// be a listed action in canonical form (mutant.CheckAccepted), and the
// clone must save and load back to its fingerprint. It counts them in m
// and returns the first problem, or "".
func tryMutants(g *game.Game, listed []game.Action, k int, r *rand.Rand, m *mutationTotals) string {
	bases := g.OtherActions(append([]game.Action(nil), listed...))
	fp := g.Fingerprint()
	for i := 0; i < k; i++ {
		a := mutant.Mutate(g, bases[r.IntN(len(bases))], r.IntN(mutant.Fields), r.IntN)
		m.tried++
		c := g.Clone()
		if err := c.Apply(a); err != nil {
			if c.Fingerprint() != fp {
				m.malformed++
				return fmt.Sprintf("refused %+v changed the game: %v", a, err)
			}
			continue
		}
		m.accepted++
		if msg := mutant.CheckAccepted(g, a); msg != "" {
			m.malformed++
			return msg
		}
		if msg := mutant.RoundTrip(c, nil); msg != "" {
			m.roundTrips++
			return fmt.Sprintf("after accepted %+v: %s", a, msg)
		}
	}
	return ""
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
// life totals, the loyalty of each planeswalker and the other counters
// of each permanent.
type lifeAndLoyalty struct {
	life     [game.MaxPlayers]int
	loyalty  map[game.ObjectID]int
	counters map[game.ObjectID][len(otherCounters)]int
}

// otherCounters are the counter kinds EventCounters accounts for.
var otherCounters = [...]game.CounterKind{game.PlusOne, game.MinusOne, game.Charge, game.Verse}

func snapshot(g *game.Game) lifeAndLoyalty {
	s := lifeAndLoyalty{loyalty: map[game.ObjectID]int{}, counters: map[game.ObjectID][len(otherCounters)]int{}}
	for p := range s.life {
		s.life[p] = g.Life(game.PlayerID(p))
		for _, id := range g.Zone(game.PlayerID(p), zone.Battlefield) {
			o, _ := g.Object(id)
			if o.Types&ability.Planeswalker != 0 {
				s.loyalty[id] = o.Counter(game.Loyalty)
			}
			var c [len(otherCounters)]int
			for i, k := range otherCounters {
				c[i] = o.Counter(k)
			}
			s.counters[id] = c
		}
	}
	return s
}

// explainedBy checks that the events recorded since s was taken account
// for every change of life, loyalty and counters; it returns what does
// not add up. A permanent that entered since has its counters from the
// start (no event says so), so counters are checked on those that were
// there before.
func (s lifeAndLoyalty) explainedBy(g *game.Game) string {
	var life [game.MaxPlayers]int
	loyalty := map[game.ObjectID]int{}
	counters := map[game.ObjectID][len(otherCounters)]int{}
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
		case game.EventCounters:
			for i, k := range otherCounters {
				if k == e.Counter {
					c := counters[e.Object]
					c[i] += e.Amount
					counters[e.Object] = c
				}
			}
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
	for p := 0; p < g.NumPlayers(); p++ {
		for _, id := range g.Zone(game.PlayerID(p), zone.Battlefield) {
			was, ok := s.counters[id]
			if !ok {
				continue
			}
			for i, k := range otherCounters {
				if got, want := now.counters[id][i], was[i]+counters[id][i]; got != want {
					return fmt.Sprintf("permanent %d has %d %s counters, events say %d", id, got, k, want)
				}
			}
		}
	}
	return ""
}
