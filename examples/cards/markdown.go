package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spellstack/spellstack/card"
)

// markdownHeader opens docs/cards.md, which -markdown writes in full; a
// test fails when the file differs from the catalog.
const markdownHeader = `# Cards

The card catalog (` + "`card.Default()`" + `): all 269 cards of Magic 2015 (M15) and
four extras, each with its Simplified Chinese name and its printed M15
rules text (reminder text left out; basic lands and creatures without
abilities have none). This page is generated from the catalog:

    go run ./examples/cards -markdown > docs/cards.md

and a test fails when it is out of date. Tokens are not catalog cards; they
are listed at the end.

| Name | Chinese | Cost | Type | P/T | Rules text |
| --- | --- | --- | --- | --- | --- |
`

// writeMarkdown writes the catalog and the tokens as docs/cards.md.
func writeMarkdown(w io.Writer, defs []*card.Definition) {
	var b strings.Builder
	b.WriteString(markdownHeader)
	for _, d := range defs {
		markdownRow(&b, d)
	}
	fmt.Fprintf(&b, "\n%d cards.\n\n## Tokens\n\n", len(defs))
	b.WriteString("The tokens the cards make. A setup names a token by the first column\n" +
		"(`battlefield Alice: Beast (3/3 green) [token]`); a name two tokens share\n" +
		"alone names the first of them.\n\n")
	b.WriteString("| Name | Chinese | Colour | Type | P/T | Rules text |\n| --- | --- | --- | --- | --- | --- |\n")
	for _, d := range card.Tokens() {
		cells := []string{card.TokenKey(d), d.NameZhHans, card.TokenColors(d), d.TypeLine(), ptOf(d), d.Text}
		markdownCells(&b, cells)
	}
	io.WriteString(w, b.String())
}

// markdownRow writes one table row of d.
func markdownRow(b *strings.Builder, d *card.Definition) {
	markdownCells(b, []string{d.Name, d.NameZhHans, d.ManaCost.String(), d.TypeLine(), ptOf(d), d.Text})
}

// markdownCells writes one table row of cells.
func markdownCells(b *strings.Builder, cells []string) {
	b.WriteString("|")
	for _, c := range cells {
		b.WriteString(" " + markdownCell(c) + " |")
	}
	b.WriteString("\n")
}

// markdownCell escapes what Markdown would read as markup in a table
// cell and writes line breaks as <br>.
func markdownCell(s string) string {
	r := strings.NewReplacer("|", `\|`, "*", `\*`, "_", `\_`, "<", "&lt;", "\n", "<br>")
	return r.Replace(s)
}
