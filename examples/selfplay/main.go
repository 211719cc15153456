package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"sync"
	"sync/atomic"
	"time"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/internal/cli"
)

func main() {
	out := cli.NewOutput(os.Stdout)
	os.Exit(cli.ExitStatus("selfplay", out.Checked(run(os.Args[1:], out)), os.Stderr))
}

// totals are the figures of a batch of games.
type totals struct {
	games, actions, turns int
	// autoPasses counts the passes the engine made under -autopass;
	// they are not actions.
	autoPasses         int
	wins               [game.MaxPlayers]int
	draws              int
	violations, panics int
	mutation           mutationTotals
}

// finish records the end of the finished game g.
func (t *totals) finish(g *game.Game) {
	t.turns = g.Turn()
	t.autoPasses = g.AutoPasses()
	w := g.Winner()
	if w == game.NoPlayer {
		t.draws++
		return
	}
	for p := 0; p < g.NumPlayers(); p++ {
		if g.Team(game.PlayerID(p)) == g.Team(w) {
			t.wins[p]++
		}
	}
}

func (t *totals) add(o totals) {
	t.games += o.games
	t.actions += o.actions
	t.turns += o.turns
	t.autoPasses += o.autoPasses
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
	fs.SetOutput(progressOutput)
	games := fs.Int("games", 1000, "number of games")
	seed := fs.Uint64("seed", 1, "seed: game i uses seed+i for its shuffles and its random players")
	deck1 := fs.String("deck1", "testdata/decks/burn.txt", "decklist of player 1")
	deck2 := fs.String("deck2", "testdata/decks/burn.txt", "decklist of player 2")
	deck3 := fs.String("deck3", "", "decklist of player 3 (default: -deck1)")
	deck4 := fs.String("deck4", "", "decklist of player 4 (default: -deck2)")
	nplayers := fs.Int("players", 2, "number of players, 2 to 4 (4 with -variant two-headed-giant, its only size)")
	variant := fs.String("variant", "free-for-all", "free-for-all or two-headed-giant")
	workers := fs.Int("workers", 1, "games played in parallel (0: one per core)")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile to this file")
	memprofile := fs.String("memprofile", "", "write an allocation profile to this file")
	check := fs.Bool("check", false, "check invariants after every action, and Clone, save/load and replay every -every actions")
	every := fs.Int("every", 25, "with -check, how often to verify Clone, save/load and replay")
	startName := fs.String("start", "dealt", "how games begin: dealt (seven cards each, the first player starts) or full (CR 103: who starts, mulligans)")
	quiet := fs.Bool("quiet", false, "do not report progress on standard error")
	mutate := fs.Int("mutate", 0, "with -check, how many mutated actions to try at each decision")
	autoPass := fs.Bool("autopass", false, "the engine passes for a player whose only option is to pass (Config.AutoPass); such passes are counted apart, not as actions")
	var players lineup
	for i := range players.kinds {
		fs.StringVar(&players.kinds[i], fmt.Sprintf("p%d", i+1), "random", fmt.Sprintf("player %d: random, heuristic or search", i+1))
	}
	fs.IntVar(&players.budget, "budget", search.DefaultIterations, "the search players' iterations per decision")
	believe := fs.String("believe", "", "decklist the search players believe every other player's deck is made of (secret decklists; default: they know which cards each player brought)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return cli.UsageError{Err: err}
	}
	if fs.NArg() > 0 {
		return cli.Usagef("unexpected arguments %q", fs.Args())
	}
	var mode game.StartMode
	switch *startName {
	case "dealt":
		mode = game.StartDealt
	case "full":
		mode = game.StartFull
	default:
		return cli.Usagef("-start %q: want dealt or full", *startName)
	}
	if *games < 0 {
		return cli.Usagef("-games must be >= 0")
	}
	if *mutate < 0 {
		return cli.Usagef("-mutate must be >= 0")
	}
	if *mutate > 0 && !*check {
		return cli.Usagef("-mutate works with -check only")
	}
	if flagSet(fs, "every") && !*check {
		return cli.Usagef("-every works with -check only")
	}
	if *every < 1 {
		return cli.Usagef("-every must be >= 1")
	}
	if *workers < 0 {
		return cli.Usagef("-workers must be >= 0 (0: one per core)")
	}
	if *workers == 0 {
		*workers = runtime.NumCPU()
	}
	if *nplayers < game.MinPlayers || *nplayers > game.MaxPlayers {
		return cli.Usagef("-players %d: want %d to %d", *nplayers, game.MinPlayers, game.MaxPlayers)
	}
	var rules game.Rules
	if err := rules.Set("variant", *variant); err != nil {
		return cli.UsageError{Err: err}
	}
	if rules.Variant == game.TwoHeadedGiant && !flagSet(fs, "players") {
		*nplayers = 4 // as examples/duel: the variant's only size
	}
	if rules.Variant == game.TwoHeadedGiant && *nplayers != 4 {
		return cli.Usagef("-players %d: Two-Headed Giant is played by 4 players (CR 810.1)", *nplayers)
	}
	// Flags for seats the game doesn't have would be ignored: say so.
	for i, f := range []string{"p3", "deck3", "p4", "deck4"} {
		if seat := 3 + i/2; seat > *nplayers && flagSet(fs, f) {
			return cli.Usagef("-%s: the game has %d players (-players %d)", f, *nplayers, *nplayers)
		}
	}
	if *deck3 == "" {
		*deck3 = *deck1
	}
	if *deck4 == "" {
		*deck4 = *deck2
	}
	// A mistaken command line is told before any decklist is read.
	if err := players.check(*nplayers); err != nil {
		return cli.UsageError{Err: err}
	}
	var decks [][]*card.Definition
	for i, path := range []string{*deck1, *deck2, *deck3, *deck4}[:*nplayers] {
		d, err := loadDeck(path)
		if err != nil {
			return fmt.Errorf("deck of player %d: %w", i+1, err)
		}
		decks = append(decks, d)
	}
	if *believe != "" {
		if !players.anySearch(len(decks)) {
			return cli.Usagef("-believe works with search players only")
		}
		d, err := loadDeck(*believe)
		if err != nil {
			return fmt.Errorf("-believe: %w", err)
		}
		players.believed = d
	}
	fast := players.allRandom(len(decks))
	if *check && !fast {
		return cli.Usagef("-check plays random players only")
	}
	setup := seats{decks: decks, rules: rules, start: mode, autoPass: *autoPass}
	if _, err := game.NewEmpty(setup.config(0)); err != nil {
		return err
	}
	var memFile *os.File
	if *memprofile != "" {
		// Created now, so that a path that can't be written is found
		// before the games, not after them.
		f, err := os.Create(*memprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		memFile = f
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
	var done atomic.Int64 // games finished, for the progress report only
	stopProgress := func() {}
	if !*quiet {
		stopProgress = reportProgress(progressOutput, &done, *games, start)
	}
	var mu sync.Mutex
	var sum totals
	var firstErr error
	// Workers claim game numbers from a shared counter: a channel send
	// per game would wake a goroutine per game, about a tenth of the
	// time of a random game.
	var claimed atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var local totals
			var buf []game.Action
			var reused *game.Game // each game of the worker in the storage of the one before
			for {
				i := int(claimed.Add(1) - 1)
				if i >= *games {
					break
				}
				var t totals
				var err error
				if *check {
					t, err = checkOne(*seed+uint64(i), setup, checkOptions{every: *every, mutate: *mutate}, &buf, os.Stderr)
				} else if fast {
					t, reused, err = playOne(*seed+uint64(i), setup, &buf, reused)
				} else {
					t, err = playWith(*seed+uint64(i), setup, players)
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
				done.Add(1)
			}
			mu.Lock()
			sum.add(local)
			mu.Unlock()
		}()
	}
	wg.Wait()
	secs := time.Since(start).Seconds()
	stopProgress()

	if memFile != nil {
		if err := pprof.Lookup("allocs").WriteTo(memFile, 0); err != nil {
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
	line := fmt.Sprintf("games=%d seconds=%.3f games_per_s=%.2f actions_per_s=%.0f actions_per_game=%.1f turns_per_game=%.1f p1_wins=%d p2_wins=%d",
		sum.games, secs, float64(sum.games)/secs, float64(sum.actions)/secs, per(sum.actions), per(sum.turns),
		sum.wins[0], sum.wins[1])
	for p := 2; p < len(decks); p++ {
		line += fmt.Sprintf(" p%d_wins=%d", p+1, sum.wins[p])
	}
	line += fmt.Sprintf(" draws=%d", sum.draws)
	if *autoPass {
		line += fmt.Sprintf(" auto_passes=%d auto_passes_per_game=%.1f", sum.autoPasses, per(sum.autoPasses))
	}
	if *check {
		m := &sum.mutation
		line += fmt.Sprintf(" violations=%d panics=%d", sum.violations, sum.panics)
		if *mutate > 0 {
			line += fmt.Sprintf(" mutants=%d mutants_accepted=%d accepted_malformed=%d roundtrip_mismatches=%d",
				m.tried, m.accepted, m.malformed, m.roundTrips)
		}
	}
	fmt.Fprintln(out, line)
	if sum.violations > 0 || sum.panics > 0 || sum.mutation.malformed > 0 || sum.mutation.roundTrips > 0 {
		return fmt.Errorf("%d violations, %d panics, %d malformed actions accepted, %d round-trip mismatches",
			sum.violations, sum.panics, sum.mutation.malformed, sum.mutation.roundTrips)
	}
	return nil
}

// seats are the decks by seat and the rules of the games to play.
type seats struct {
	decks [][]*card.Definition
	rules game.Rules
	// start is how each game begins: dealt hands by default (-start).
	start game.StartMode
	// autoPass is -autopass: Config.AutoPass.
	autoPass bool
}

var seatNames = [game.MaxPlayers]string{"P1", "P2", "P3", "P4"}

// config returns the configuration of the game with seed s.
func (st seats) config(s uint64) game.Config {
	cfg := game.Config{Seed: s, Rules: st.rules, Start: st.start, AutoPass: st.autoPass}
	for i, d := range st.decks {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: seatNames[i], Deck: d})
	}
	return cfg
}

// playOne plays one game with seed s, every player choosing uniformly at
// random among the legal options, in the storage of reuse (nil: a new
// game), and returns the game for the next one to reuse.
func playOne(s uint64, st seats, buf *[]game.Action, reuse *game.Game) (totals, *game.Game, error) {
	cfg := st.config(s)
	cfg.NoEvents = true
	g, err := game.NewInto(reuse, cfg)
	if err != nil {
		return totals{}, reuse, err
	}
	r := rand.New(rand.NewPCG(s, 0x5e1f))
	t := totals{games: 1}
	for !g.Over() {
		*buf = g.LegalActions((*buf)[:0])
		if len(*buf) == 0 {
			return t, g, fmt.Errorf("no legal action for %+v", g.Pending())
		}
		if err := g.Apply((*buf)[r.IntN(len(*buf))]); err != nil {
			return t, g, err
		}
		t.actions++
		if t.actions > 1_000_000 {
			return t, g, fmt.Errorf("game does not end")
		}
	}
	t.finish(g)
	return t, g, nil
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
	if len(list.Main) == 0 {
		return nil, fmt.Errorf("%s: the deck has no cards", path)
	}
	return list.Resolve(card.Default(), card.ValidateOptions{})
}

// flagSet reports whether the command line set the flag named name.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
