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
	"github.com/spellstack/spellstack/internal/cli"
)

func main() {
	out := cli.NewOutput(os.Stdout)
	os.Exit(out.Status("cards", run(os.Args[1:], out, os.Stderr), os.Stderr))
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
	jsonSet, checkSet := false, false
	fs.Visit(func(f *flag.Flag) {
		jsonSet = jsonSet || f.Name == "json"
		checkSet = checkSet || f.Name == "check"
	})
	if checkSet && *check == "" {
		// "-check=$DECK" with DECK unset: not the catalog, a mistake.
		fmt.Fprintln(stderr, "cards: -check needs a FILE")
		fs.Usage()
		return 2
	}
	chosen := 0
	for _, c := range []bool{jsonSet && *asJSON, *table || !*asJSON, *markdown, *check != ""} {
		if c {
			chosen++
		}
	}
	if chosen > 1 {
		fmt.Fprintln(stderr, "cards: -json, -table, -markdown and -check each choose what to do: give one")
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

// writeTable prints the cards as an aligned table. tabwriter counts a
// Chinese character as one column where a terminal shows two, so the
// Chinese names are padded here to their widest display width and end
// the last cell tabwriter aligns.
func writeTable(w io.Writer, defs []*card.Definition) {
	zhWidth := displayWidth("CHINESE")
	for _, d := range defs {
		zhWidth = max(zhWidth, displayWidth(d.NameZhHans))
	}
	pad := func(s string) string { return s + strings.Repeat(" ", zhWidth-displayWidth(s)+2) }
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tCOST\tTYPE\tP/T\t"+pad("CHINESE")+"TEXT")
	for _, d := range defs {
		line := pad(d.NameZhHans) + strings.ReplaceAll(d.Text, "\n", " / ")
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", d.Name, d.ManaCost, d.TypeLine(), ptOf(d), strings.TrimRight(line, " "))
	}
	tw.Flush()
	fmt.Fprintf(w, "%d cards\n", len(defs))
}

// displayWidth is the number of terminal columns s takes: two for an East
// Asian wide or fullwidth character (the Chinese names), one for another.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x1100 && r <= 0x115f || r >= 0x2e80 && r <= 0xa4cf || r >= 0xac00 && r <= 0xd7a3 ||
			r >= 0xf900 && r <= 0xfaff || r >= 0xfe30 && r <= 0xfe4f || r >= 0xff00 && r <= 0xff60 ||
			r >= 0xffe0 && r <= 0xffe6 || r >= 0x20000 && r <= 0x3fffd {
			n++
		}
	}
	return n
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
