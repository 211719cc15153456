// Command selfplay plays many full games between two decklists with
// uniformly random legal actions and prints one summary line:
//
//	games=N seconds=S games_per_s=G actions_per_s=A actions_per_game=M turns_per_game=T p1_wins=W1 p2_wins=W2 draws=D
//
// An action is one answered decision. -workers runs games in parallel,
// one game per goroutine at a time. With -check, the line goes on with
//
//	violations=V panics=P mutants=M mutants_accepted=A accepted_malformed=X roundtrip_mismatches=R
//
// where M counts the mutated actions tried (-mutate K per decision), A
// those the engine accepted (legal actions of another shape), X accepted
// ones that are not listed actions in canonical form, and R save/load
// round trips (one after every accepted action) that failed.
//
//	go run ./examples/selfplay -games 10000 -deck1 testdata/decks/burn.txt -deck2 testdata/decks/burn.txt
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"sync"
	"time"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "selfplay:", err)
		os.Exit(1)
	}
}

// totals are the figures of a batch of games.
type totals struct {
	games, actions, turns int
	wins                  [game.MaxPlayers]int
	draws                 int
	violations, panics    int
	mutation              mutationTotals
}

// finish records the end of the finished game g.
func (t *totals) finish(g *game.Game) {
	t.turns = g.Turn()
	if w := g.Winner(); w == game.NoPlayer {
		t.draws++
	} else {
		t.wins[w]++
	}
}

func (t *totals) add(o totals) {
	t.games += o.games
	t.actions += o.actions
	t.turns += o.turns
	t.draws += o.draws
	t.violations += o.violations
	t.panics += o.panics
	t.mutation.add(o.mutation)
	for i := range t.wins {
		t.wins[i] += o.wins[i]
	}
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	games := fs.Int("games", 1000, "number of games")
	seed := fs.Uint64("seed", 1, "seed: game i uses seed+i for its shuffles and its random players")
	deck1 := fs.String("deck1", "testdata/decks/burn.txt", "decklist of player 1")
	deck2 := fs.String("deck2", "testdata/decks/burn.txt", "decklist of player 2")
	workers := fs.Int("workers", 1, "games played in parallel (0: one per core)")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile to this file")
	memprofile := fs.String("memprofile", "", "write an allocation profile to this file")
	check := fs.Bool("check", false, "check invariants after every action, and Clone, save/load and replay every -every actions")
	every := fs.Int("every", 25, "with -check, how often to verify Clone, save/load and replay")
	mutate := fs.Int("mutate", 0, "with -check, how many mutated actions to try at each decision")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *games < 0 {
		return fmt.Errorf("-games must be >= 0")
	}
	if *mutate < 0 {
		return fmt.Errorf("-mutate must be >= 0")
	}
	if *workers <= 0 {
		*workers = runtime.NumCPU()
	}
	d1, err := loadDeck(*deck1)
	if err != nil {
		return err
	}
	d2, err := loadDeck(*deck2)
	if err != nil {
		return err
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}

	start := time.Now()
	var mu sync.Mutex
	var sum totals
	var firstErr error
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var local totals
			var buf []game.Action
			for i := range next {
				var t totals
				var err error
				if *check {
					t, err = checkOne(*seed+uint64(i), d1, d2, checkOptions{every: *every, mutate: *mutate}, &buf, os.Stderr)
				} else {
					t, err = playOne(*seed+uint64(i), d1, d2, &buf)
				}
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = fmt.Errorf("game %d (seed %d): %w", i, *seed+uint64(i), err)
					}
					mu.Unlock()
					continue
				}
				local.add(t)
			}
			mu.Lock()
			sum.add(local)
			mu.Unlock()
		}()
	}
	for i := 0; i < *games; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	secs := time.Since(start).Seconds()

	if *memprofile != "" {
		f, err := os.Create(*memprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			return err
		}
	}
	if firstErr != nil {
		return firstErr
	}
	per := func(n int) float64 {
		if sum.games == 0 {
			return 0
		}
		return float64(n) / float64(sum.games)
	}
	line := fmt.Sprintf("games=%d seconds=%.3f games_per_s=%.0f actions_per_s=%.0f actions_per_game=%.1f turns_per_game=%.1f p1_wins=%d p2_wins=%d draws=%d",
		sum.games, secs, float64(sum.games)/secs, float64(sum.actions)/secs, per(sum.actions), per(sum.turns),
		sum.wins[0], sum.wins[1], sum.draws)
	if *check {
		m := &sum.mutation
		line += fmt.Sprintf(" violations=%d panics=%d mutants=%d mutants_accepted=%d accepted_malformed=%d roundtrip_mismatches=%d",
			sum.violations, sum.panics, m.tried, m.accepted, m.malformed, m.roundTrips)
	}
	fmt.Fprintln(out, line)
	if sum.violations > 0 || sum.panics > 0 || sum.mutation.malformed > 0 || sum.mutation.roundTrips > 0 {
		return fmt.Errorf("%d violations, %d panics, %d malformed actions accepted, %d round-trip mismatches",
			sum.violations, sum.panics, sum.mutation.malformed, sum.mutation.roundTrips)
	}
	return nil
}

// playOne plays one game with seed s, both players choosing uniformly at
// random among the legal options.
func playOne(s uint64, d1, d2 []*card.Definition, buf *[]game.Action) (totals, error) {
	g, err := game.New(game.Config{Seed: s, NoEvents: true, Players: []game.PlayerConfig{
		{Name: "P1", Deck: d1}, {Name: "P2", Deck: d2},
	}})
	if err != nil {
		return totals{}, err
	}
	r := rand.New(rand.NewPCG(s, 0x5e1f))
	t := totals{games: 1}
	for !g.Over() {
		*buf = g.LegalActions((*buf)[:0])
		if len(*buf) == 0 {
			return t, fmt.Errorf("no legal action for %+v", g.Pending())
		}
		if err := g.Apply((*buf)[r.IntN(len(*buf))]); err != nil {
			return t, err
		}
		t.actions++
		if t.actions > 1_000_000 {
			return t, fmt.Errorf("game does not end")
		}
	}
	t.finish(g)
	return t, nil
}

func loadDeck(path string) ([]*card.Definition, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	list, err := card.ParseDecklist(path, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return list.Resolve(card.Default(), card.ValidateOptions{})
}
