package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCatalogOutput(t *testing.T) {
	for _, args := range [][]string{nil, {"-json"}} {
		var out, errOut bytes.Buffer
		require.Equal(t, 0, run(args, &out, &errOut))
		assert.Empty(t, errOut.String())
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		require.Len(t, lines, card.Default().Len())
		var prev string
		for _, l := range lines {
			var f card.Facts
			require.NoError(t, json.Unmarshal([]byte(l), &f), l)
			assert.Less(t, prev, f.Name, "sorted by name")
			prev = f.Name
		}
		assert.Contains(t, lines, `{"name":"Forest","manaValue":0,"supertypes":["Basic"],"types":["Land"],"subtypes":["Forest"],"nameZhHans":"树林"}`)
	}
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(src), 0o600))
		return p
	}
	good := write("good.txt", "40 Mountain\n4 Lightning Strike\n4 Goblin Roughrider\n4 Bronze Sable\n4 Runeclaw Bear\n4 Forest\n")
	bad := write("bad.txt", "5 Lightning Strike\n2 Runeclaw Baer\nLightning Strike\n")
	badSemantics := write("small.txt", "5 Lightning Strike\n2 Runeclaw Baer\n")
	tests := []struct {
		name       string
		args       []string
		code       int
		out, errIs string
	}{
		{"legal deck", []string{"-check", good}, 0, "ok: 60 cards\n", ""},
		{"syntax errors", []string{"-check", bad}, 1, "",
			bad + ":3: missing count: want \"4 Card Name\", got \"Lightning Strike\"\n"},
		{"deck errors", []string{"-check", badSemantics}, 1, "",
			badSemantics + ":1: 5 copies of \"Lightning Strike\"; a deck may hold at most 4 of a card other than a basic land, sideboard included (CR 100.2a, 100.4a)\n" +
				badSemantics + ":2: unknown card \"Runeclaw Baer\" (did you mean \"Runeclaw Bear\"?)\n" +
				badSemantics + ": main deck has 7 cards; a constructed deck needs at least 60 (CR 100.2a)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			assert.Equal(t, tt.code, run(tt.args, &out, &errOut))
			assert.Equal(t, tt.out, out.String())
			assert.Equal(t, tt.errIs, errOut.String())
		})
	}
}

func TestCheckMissingFile(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 1, run([]string{"-check", filepath.Join(t.TempDir(), "nope.txt")}, &out, &errOut))
	assert.Empty(t, out.String())
	assert.Contains(t, errOut.String(), "cards: open ")
	assert.Contains(t, errOut.String(), "nope.txt")
}

func TestBadUsage(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"-nope"}, "Usage of cards"},
		{[]string{"extra"}, "Usage of cards"},
		{[]string{"-table", "-json"}, "give one"},
		{[]string{"-markdown", "-check", "deck.txt"}, "give one"},
		{[]string{"-check="}, "-check needs a FILE"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		assert.Equal(t, 2, run(tt.args, &out, &errOut), tt.args)
		assert.Empty(t, out.String())
		assert.Contains(t, errOut.String(), tt.msg)
	}
}

func TestTable(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, run([]string{"-table"}, &out, &errOut))
	assert.Contains(t, out.String(), "Runeclaw Bear")
	assert.Contains(t, out.String(), "符爪熊")
	assert.Contains(t, out.String(), "[4]") // a planeswalker's loyalty
	assert.Regexp(t, `\n\d+ cards\n$`, out.String())
	// The rules text begins in the same terminal column on every line,
	// a Chinese character taking two.
	lines := strings.Split(out.String(), "\n")
	col := strings.Index(lines[0], "TEXT")
	for _, l := range lines[1 : len(lines)-2] {
		name, _, _ := strings.Cut(l, "  ")
		d, err := card.Default().Lookup(name)
		require.NoError(t, err, l)
		if d.Text == "" {
			continue
		}
		i := strings.Index(l, strings.Split(d.Text, "\n")[0])
		require.GreaterOrEqual(t, i, 0, l)
		assert.Equal(t, col, displayWidth(l[:i]), "%q", l)
	}
	assert.Equal(t, 2, displayWidth("符"))
	assert.Equal(t, 1, displayWidth("—"))
}
