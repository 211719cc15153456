package main

import (
	"flag"
	"fmt"
	"io"
	"os"
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
	table := fs.Bool("table", false, "print the catalog as a human-readable table: name, cost, type, P/T or loyalty, Chinese name")
	check := fs.String("check", "", "parse and validate the constructed decklist in `FILE`")
	if err := fs.Parse(args); err != nil {
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
	fmt.Fprintln(tw, "NAME\tCOST\tTYPE\tP/T\tCHINESE")
	for _, d := range defs {
		pt := ""
		switch {
		case d.IsCreature():
			pt = d.Power.String() + "/" + d.Toughness.String()
		case d.Loyalty > 0:
			pt = fmt.Sprintf("[%d]", d.Loyalty)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", d.Name, d.ManaCost, d.TypeLine(), pt, d.NameZhHans)
	}
	tw.Flush()
	fmt.Fprintf(w, "%d cards\n", len(defs))
}
