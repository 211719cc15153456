package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/internal/cli"
)

func main() {
	out := cli.NewOutput(os.Stdout)
	os.Exit(cli.ExitStatus("bot", out.Checked(run(os.Args[1:], out, os.Stderr)), os.Stderr))
}

// chooser is anything that answers a decision: the Bot, or a player of
// package game/ai.
type chooser interface {
	Choose(g *game.Game) game.Action
}

// run plays one game, the bot as Alice, and prints its result.
func run(args []string, out, stderr io.Writer) error {
	fs := flag.NewFlagSet("bot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 1, "seed of the game's shuffles and random choices")
	opponent := fs.String("opponent", "heuristic", "Bob, the opponent: heuristic, random or bot (another greedy bot)")
	deck1 := fs.String("deck1", "testdata/decks/white-red.txt", "decklist of the bot (Alice)")
	deck2 := fs.String("deck2", "testdata/decks/black-green.txt", "decklist of the opponent (Bob)")
	verbose := fs.Bool("v", false, "print the game log before the result")
	if err := fs.Parse(args); err != nil {
		return cli.UsageError{Err: err}
	}
	if fs.NArg() > 0 {
		return cli.Usagef("unexpected arguments %q (flags come as -name value, e.g. -opponent random)", fs.Args())
	}
	var bob chooser
	switch *opponent {
	case "heuristic":
		bob = ai.NewHeuristic()
	case "random":
		bob = ai.NewRandom(*seed)
	case "bot":
		bob = &Bot{Me: 1}
	default:
		return cli.Usagef("-opponent %q: want heuristic, random or bot", *opponent)
	}
	d1, err := loadDeck(*deck1)
	if err != nil {
		return err
	}
	d2, err := loadDeck(*deck2)
	if err != nil {
		return err
	}
	g, err := game.New(game.Config{Seed: *seed, Players: []game.PlayerConfig{
		{Name: "Alice", Deck: d1}, {Name: "Bob", Deck: d2},
	}})
	if err != nil {
		return err
	}
	players := [game.MaxPlayers]chooser{&Bot{Me: 0}, bob}
	actions, err := play(g, players, 100000, func() {
		if *verbose {
			for _, e := range g.EventsFor(0) {
				fmt.Fprintln(out, g.ViewEventLine(e, game.English))
			}
		}
		g.ClearEvents()
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(out, result(g, actions, *seed))
	return nil
}

// play runs g to its end, players[p] answering for seat p, and calls
// after after each action. It returns the number of actions.
func play(g *game.Game, players [game.MaxPlayers]chooser, maxActions int, after func()) (int, error) {
	n := 0
	for !g.Over() {
		if n == maxActions {
			return n, fmt.Errorf("the game did not end in %d actions", maxActions)
		}
		d := g.Pending()
		if err := g.Apply(players[d.Player].Choose(g)); err != nil {
			return n, fmt.Errorf("action %d (%s of %s): %w", n, d.Kind, g.PlayerName(d.Player), err)
		}
		n++
		after()
	}
	return n, nil
}

// result is the readable result line of the finished game g.
func result(g *game.Game, actions int, seed uint64) string {
	lives := fmt.Sprintf("%s %d life, %s %d life", g.PlayerName(0), g.Life(0), g.PlayerName(1), g.Life(1))
	if w := g.Winner(); w != game.NoPlayer {
		who := g.PlayerName(w)
		if w == 0 {
			who = "Greedy bot (Alice)"
		}
		return fmt.Sprintf("%s wins on turn %d after %d actions: %s (seed %d).", who, g.Turn(), actions, lives, seed)
	}
	return fmt.Sprintf("Draw on turn %d after %d actions: %s (seed %d).", g.Turn(), actions, lives, seed)
}

// loadDeck reads and resolves the decklist at path.
func loadDeck(path string) ([]*card.Definition, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	list, err := card.ParseDecklist(path, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return list.Resolve(card.Default(), card.ValidateOptions{Constructed: true})
}
