package main

import (
	"bytes"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/internal/cli"
)

// duelBudget is the search player's default budget in iterations per
// decision: on the project's machine, shared with other work, a median
// decision of White-Red against Black-Green took 28 ms of CPU and the
// slowest 0.3 s of wall-clock time; twice this budget took up to 2 s
// under heavy load (see PERFORMANCE.md).
const duelBudget = 500

//go:embed decks/*.txt
var builtin embed.FS

func main() {
	out := cli.NewOutput(os.Stdout)
	os.Exit(cli.ExitStatus("duel", out.Checked(run(os.Args[1:], out)), os.Stderr))
}

// usageOutput is where -h and flag errors print the usage; tests
// replace it.
var usageOutput io.Writer = os.Stderr

// input is what a human player (-p1 human) types; tests replace it.
var input io.Reader = os.Stdin

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("duel", flag.ContinueOnError)
	fs.SetOutput(usageOutput)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: go run ./examples/duel [flags]\n\n"+
			"Plays one game and prints its log. Each seat is a computer player (search,\n"+
			"heuristic or random) or you (human): -p1 human lets you play against the\n"+
			"computer, by default the search player,\n"+
			"with the prompts, options and card names on screen in the language of -lang\n"+
			"(cards' rules text is in English: the catalog has it in English only).\n\nFlags:")
		fs.PrintDefaults()
	}
	seed := fs.Uint64("seed", 1, "seed for shuffles and the random players")
	p1 := fs.String("p1", "heuristic", "player 1: heuristic, search, random or human (you, at the keyboard)")
	p2 := fs.String("p2", "search", "player 2: search, heuristic, random or human (you, at the keyboard)")
	budget := fs.Int("budget", duelBudget, "the search players' iterations per decision")
	deck1 := fs.String("deck1", "", "decklist file for player 1, a constructed deck of 60 cards or more (default: the built-in White-Red deck)")
	deck2 := fs.String("deck2", "", "decklist file for player 2, a constructed deck of 60 cards or more (default: the built-in Black-Green deck)")
	p3 := fs.String("p3", "heuristic", "player 3: heuristic, search, random or human (you, at the keyboard)")
	p4 := fs.String("p4", "heuristic", "player 4: heuristic, search, random or human (you, at the keyboard)")
	deck3 := fs.String("deck3", "", "decklist file for player 3 (default: player 1's deck)")
	deck4 := fs.String("deck4", "", "decklist file for player 4 (default: player 2's deck)")
	nplayers := fs.Int("players", 2, "number of players: 2 to 4; 4 with -variant two-headed-giant, where it is the default")
	variant := fs.String("variant", "free-for-all", "free-for-all or two-headed-giant")
	langFlag := fs.String("lang", "en", "log language: en (English) or zh (Simplified Chinese)")
	startFlag := fs.String("start", "full", "how the game begins: full (CR 103: who starts, mulligans) or dealt (seven cards each, Alice starts)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return cli.UsageError{Err: err}
	}
	if fs.NArg() > 0 {
		return cli.Usagef("unexpected arguments %q", fs.Args())
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	var start game.StartMode
	switch *startFlag {
	case "full":
		start = game.StartFull
	case "dealt":
		start = game.StartDealt
	default:
		return cli.Usagef("unknown start %q (want full or dealt)", *startFlag)
	}
	lang, ok := game.ParseLang(*langFlag)
	if !ok {
		return cli.Usagef("unknown language %q (want en or zh)", *langFlag)
	}
	cfg := game.Config{Seed: *seed, Start: start}
	if err := cfg.Rules.Set("variant", *variant); err != nil {
		return cli.UsageError{Err: err}
	}
	if cfg.Rules.Variant == game.TwoHeadedGiant {
		if !set["players"] {
			*nplayers = 4
		} else if *nplayers != 4 {
			return cli.Usagef("-players %d: Two-Headed Giant is played by 4 players (CR 810.1)", *nplayers)
		}
	}
	if *nplayers < game.MinPlayers || *nplayers > game.MaxPlayers {
		return cli.Usagef("-players %d: want %d to %d", *nplayers, game.MinPlayers, game.MaxPlayers)
	}
	for _, f := range []string{"p3", "deck3", "p4", "deck4"} {
		if seat := int(f[len(f)-1] - '0'); set[f] && seat > *nplayers {
			return cli.Usagef("-%s: there is no player %d in a %d-player game (-players)", f, seat, *nplayers)
		}
	}
	if *deck3 == "" {
		*deck3 = *deck1
	}
	if *deck4 == "" {
		*deck4 = *deck2
	}
	names := []string{"Alice", "Bob", "Carol", "Dave"}
	decks := []string{*deck1, *deck2, *deck3, *deck4}
	builtins := []string{"decks/white-red.txt", "decks/black-green.txt", "decks/white-red.txt", "decks/black-green.txt"}
	var players [game.MaxPlayers]ai.Player
	for i, kind := range []string{*p1, *p2, *p3, *p4}[:*nplayers] {
		switch kind {
		case "heuristic":
			players[i] = ai.NewHeuristic()
		case "random":
			players[i] = ai.NewRandom(*seed + uint64(i) + 1)
		case "search":
			if *budget <= 0 {
				return cli.Usagef("-budget %d: want at least 1", *budget)
			}
			players[i] = search.New(search.Options{Iterations: *budget, Seed: *seed*game.MaxPlayers + uint64(i)})
		case "human":
			players[i] = newHuman(input, out, lang, game.PlayerID(i))
		default:
			return cli.Usagef("unknown player kind %q (want search, heuristic, random or human)", kind)
		}
	}
	// The decklists are read once the command line is known to be right.
	for i := 0; i < *nplayers; i++ {
		d, err := loadDeck(decks[i], builtins[i])
		if err != nil {
			return err
		}
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: names[i], Deck: d})
	}
	g, err := game.New(cfg)
	if err != nil {
		return err
	}
	// With a person at the keyboard, the log shows what that player may
	// know (EventsFor): the engine's own record would name the cards of
	// hidden hands and libraries, and tell alike ones apart. With
	// several people at one keyboard it shows what all of them may know.
	var humans []game.PlayerID
	for i, kind := range []string{*p1, *p2, *p3, *p4}[:*nplayers] {
		if kind == "human" {
			humans = append(humans, game.PlayerID(i))
		}
	}
	print := func(g *game.Game) {
		for _, line := range logLines(g, humans, lang) {
			fmt.Fprintln(out, line)
		}
		g.ClearEvents()
	}
	print(g)
	t := &table{g: g, players: players}
	for _, p := range humans {
		t.person[p] = true
	}
	for _, p := range humans {
		if m := t.teammate(p); m != game.NoPlayer && t.person[m] {
			players[p].(*human).wholeTeam = true
		}
	}
	n, err := t.play(print)
	if err != nil {
		return fmt.Errorf("after %d actions: %w", n, err)
	}
	w := g.Winner()
	winners := g.PlayerName(w)
	if w != game.NoPlayer && g.Variant() == game.TwoHeadedGiant {
		for q := game.PlayerID(0); int(q) < g.NumPlayers(); q++ {
			if q != w && g.Team(q) == g.Team(w) {
				winners += " & " + g.PlayerName(q)
			}
		}
	}
	if lang == game.Chinese {
		result := "平局"
		if w != game.NoPlayer {
			result = winners + "获胜"
		}
		fmt.Fprintf(out, "结果：%s，共%d回合、%d个行动（种子%d）。\n", result, g.Turn(), n, *seed)
		return nil
	}
	result := "draw"
	if w != game.NoPlayer {
		result = winners + " wins"
		if g.Variant() == game.TwoHeadedGiant {
			result = winners + " win"
		}
	}
	fmt.Fprintf(out, "Result: %s after %d turns and %d actions (seed %d).\n", result, g.Turn(), n, *seed)
	return nil
}

// loadDeck reads a decklist from path, or the built-in one when path is
// empty, and checks it as a constructed deck.
func loadDeck(path, builtinName string) ([]*card.Definition, error) {
	var data []byte
	var err error
	name := path
	if path == "" {
		name = builtinName
		data, err = builtin.ReadFile(builtinName)
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, err
	}
	list, err := card.ParseDecklist(name, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return list.Resolve(card.Default(), card.ValidateOptions{Constructed: true})
}

// logLines renders the game's notable events since they were last
// cleared: the engine's own record, or with people playing what they may
// know (EventsFor the one person's seat, or a spectator's for several).
func logLines(g *game.Game, humans []game.PlayerID, lang game.Lang) []string {
	var lines []string
	if len(humans) == 0 {
		for _, e := range g.Events() {
			if e.Notable() {
				lines = append(lines, g.EventLine(e, lang))
			}
		}
		return lines
	}
	viewer := game.NoPlayer
	if len(humans) == 1 {
		viewer = humans[0]
	}
	for _, e := range g.EventsFor(viewer) {
		if e.Notable() {
			lines = append(lines, g.ViewEventLine(e, lang))
		}
	}
	return lines
}
