package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/spellstack/spellstack/card"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command, for testing: it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cards", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", true, "print the catalog as JSON Lines (the default and, so far, only format)")
	check := fs.String("check", "", "parse and validate the constructed decklist in `FILE`")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "cards: unexpected arguments %q\n", fs.Args())
		fs.Usage()
		return 2
	}
	if !*asJSON {
		fmt.Fprintln(stderr, "cards: JSON is the only output format so far")
		return 2
	}
	if *check != "" {
		return checkDeck(*check, stdout, stderr)
	}
	if err := card.WriteFactsJSON(stdout, card.Default().All()); err != nil {
		fmt.Fprintln(stderr, "cards:", err)
		return 1
	}
	return 0
}

// checkDeck validates the decklist in path as a constructed deck.
func checkDeck(path string, stdout, stderr io.Writer) int {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(stderr, "cards:", err)
		return 1
	}
	defer f.Close()
	deck, err := card.ParseDecklist(path, f)
	if err == nil {
		var defs []*card.Definition
		defs, err = deck.Resolve(card.Default(), card.ValidateOptions{Constructed: true})
		if err == nil {
			fmt.Fprintf(stdout, "ok: %d cards\n", len(defs))
			return 0
		}
	}
	fmt.Fprintln(stderr, err)
	return 1
}
