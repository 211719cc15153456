package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docs/cards.md is the output of -markdown: regenerate it with
// `go run ./examples/cards -markdown > docs/cards.md` when the catalog
// changes.
func TestDocsCardsIsUpToDate(t *testing.T) {
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-markdown"}, &out, &errOut))
	assert.Empty(t, errOut.String())
	file, err := os.ReadFile("../../docs/cards.md")
	require.NoError(t, err)
	assert.Equal(t, out.String(), string(file),
		"docs/cards.md is out of date: go run ./examples/cards -markdown > docs/cards.md")
}

func TestMarkdownRows(t *testing.T) {
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-markdown"}, &out, &errOut))
	md := out.String()
	for _, d := range card.Default().All() {
		assert.Contains(t, md, "| "+markdownCell(d.Name)+" | "+d.NameZhHans+" |")
	}
	assert.Contains(t, md, "| Nightmare | 梦魇 | {5}{B} | Creature — Nightmare Horse | \\*/\\* | Flying<br>Nightmare's power")
	assert.Contains(t, md, "| Squid | 乌贼 | blue | Creature — Squid | 1/1 | Islandwalk |")
	assert.Contains(t, md, "| Beast (3/3 green) | 野兽 | green | Creature — Beast | 3/3 |  |")
	assert.Equal(t, card.Default().Len()+len(card.Tokens()), strings.Count(md, "\n| ")-4, "one row per card and token (two tables, two header lines each)")
}

// -h prints the usage and exits 0: the help was asked for.
func TestHelpExitsZero(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, run([]string{"-h"}, &out, &errOut))
	assert.Empty(t, out.String())
	assert.Contains(t, errOut.String(), "-markdown")
	assert.Contains(t, errOut.String(), "(default true)")
}

func TestTableShowsText(t *testing.T) {
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-table"}, &out, &errOut))
	assert.Contains(t, out.String(), "Flying / {R}: Shivan Dragon gets +1/+0 until end of turn.")
}
