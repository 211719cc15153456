package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/spellstack/spellstack/card"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command, for testing: it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cards", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", true, "print the catalog as JSON Lines, one card per line (the default)")
	table := fs.Bool("table", false, "print the catalog as a human-readable table: name, cost, type, P/T or loyalty, Chinese name, rules text")
	markdown := fs.Bool("markdown", false, "print the catalog as the Markdown page docs/cards.md")
	check := fs.String("check", "", "parse and validate the constructed decklist in `FILE`")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) { // the help asked for is printed
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "cards: unexpected arguments %q\n", fs.Args())
		fs.Usage()
		return 2
	}
	if *check != "" {
		return checkDeck(*check, stdout, stderr)
	}
	if *markdown {
		writeMarkdown(stdout, card.Default().All())
		return 0
	}
	if *table || !*asJSON {
		writeTable(stdout, card.Default().All())
		return 0
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

// writeTable prints the cards as an aligned table.
func writeTable(w io.Writer, defs []*card.Definition) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tCOST\tTYPE\tP/T\tCHINESE\tTEXT")
	for _, d := range defs {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", d.Name, d.ManaCost, d.TypeLine(), ptOf(d), d.NameZhHans,
			strings.ReplaceAll(d.Text, "\n", " / "))
	}
	tw.Flush()
	fmt.Fprintf(w, "%d cards\n", len(defs))
}

// ptOf is the card's power/toughness ("2/2"), its loyalty ("[4]") or
// empty.
func ptOf(d *card.Definition) string {
	switch {
	case d.IsCreature():
		return d.Power.String() + "/" + d.Toughness.String()
	case d.Loyalty > 0:
		return fmt.Sprintf("[%d]", d.Loyalty)
	}
	return ""
}
