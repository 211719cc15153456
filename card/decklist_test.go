package card

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseDecklist(t *testing.T) {
	src := "\uFEFF# Mono-red\r\n" +
		"Deck\r\n" +
		"20 Mountain\n" +
		"4x Lightning Strike   # burn\n" +
		"\n" +
		"1 Goblin Roughrider (M15) 146\n" +
		"2X  runeclaw   bear (m15)\n" +
		"3\tCancel\n" +
		"sideboard:\n" +
		"\t3 Negate (M15) 71a\n" +
		"DECK\n" +
		"1 Forest\n"
	d, err := ParseDecklist("red.txt", strings.NewReader(src))
	require.NoError(t, err)
	assert.Equal(t, &Decklist{
		Name: "red.txt",
		Main: []Entry{
			{Count: 20, Name: "Mountain", Line: 3},
			{Count: 4, Name: "Lightning Strike", Line: 4},
			{Count: 1, Name: "Goblin Roughrider", Set: "M15", Number: "146", Line: 6},
			{Count: 2, Name: "runeclaw bear", Set: "m15", Line: 7},
			{Count: 3, Name: "Cancel", Line: 8},
			{Count: 1, Name: "Forest", Line: 12},
		},
		Sideboard: []Entry{
			{Count: 3, Name: "Negate", Set: "M15", Number: "71a", Line: 10},
		},
	}, d)
	main, side := d.Count()
	assert.Equal(t, 31, main)
	assert.Equal(t, 3, side)
}

func TestParseDecklistBlankLineKeepsMainDeck(t *testing.T) {
	d, err := ParseDecklist("", strings.NewReader("4 Negate\n\n\n4 Cancel\n"))
	require.NoError(t, err)
	assert.Len(t, d.Main, 2)
	assert.Empty(t, d.Sideboard)
}

// Lines end at \n, \r\n or a lone \r (old Mac files): each line is
// numbered as an editor shows it.
func TestParseDecklistLineEndings(t *testing.T) {
	for _, sep := range []string{"\n", "\r\n", "\r"} {
		d, err := ParseDecklist("d.txt", strings.NewReader("4 Negate"+sep+sep+"4 Cancel"+sep))
		require.NoError(t, err, "%q", sep)
		require.Len(t, d.Main, 2, "%q", sep)
		assert.Equal(t, 3, d.Main[1].Line, "%q", sep)
		_, err = ParseDecklist("d.txt", strings.NewReader("4 Negate"+sep+"0 Cancel"))
		require.ErrorContains(t, err, "d.txt:2", "%q", sep)
	}
}

func TestParseDecklistEmpty(t *testing.T) {
	d, err := ParseDecklist("empty.txt", strings.NewReader("# nothing\n\n"))
	require.NoError(t, err)
	assert.Empty(t, d.Main)
	assert.Empty(t, d.Sideboard)
}

func TestParseDecklistSyntaxErrors(t *testing.T) {
	tests := []struct {
		line string
		msg  string
	}{
		{"Lightning Strike", `missing count: want "4 Card Name", got "Lightning Strike"`},
		{"0 Lightning Strike", `count 0: a line must give at least 1 copy`},
		{"1000 Forest", `count 1000 is too large (at most 999)`},
		{"99999999999999999999999 Forest", `count 99999999999999999999999 is too large (at most 999)`},
		{"-1 Forest", `bad count "-1": want a whole number such as 4 or 4x`},
		{"4xx Forest", `bad count "4xx": want a whole number such as 4 or 4x`},
		{"4", `missing card name after the count`},
		{"4x   # only a comment", `missing card name after the count`},
		{"4 (M15) 155", `missing card name after the count`},
		{"1 Lightning Strike (M15", `bad set suffix "(M15": want "(SET)" or "(SET) NUMBER"`},
		{"1 Lightning Strike () 155", `bad set suffix "() 155": want "(SET)" or "(SET) NUMBER"`},
		{"1 Lightning Strike (M15) 155 foil", `bad set suffix "(M15) 155 foil": want "(SET)" or "(SET) NUMBER"`},
		{"1 Lightning Strike (M 15)", `bad set suffix "(M 15)": want "(SET)" or "(SET) NUMBER"`},
		{"1 Lightning Strike M15)", `bad set suffix ")": want "(SET)" or "(SET) NUMBER"`},
		{"1 Lightning Strike (M15) 15/5", `bad set suffix "(M15) 15/5": want "(SET)" or "(SET) NUMBER"`},
		{"1 Bad \xff Name", `card name is not valid UTF-8`},
		{"Commander", `missing count: want "4 Card Name", got "Commander"`},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			src := "4 Forest\n\n" + tt.line + "\n"
			d, err := ParseDecklist("bad.txt", strings.NewReader(src))
			assert.Nil(t, d)
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrDecklist)
			var list ErrorList
			require.ErrorAs(t, err, &list)
			require.Len(t, list, 1)
			assert.Equal(t, &LineError{File: "bad.txt", Line: 3, Msg: tt.msg, Err: ErrDecklist}, list[0])
			assert.Equal(t, "bad.txt:3: "+tt.msg, err.Error())
		})
	}
}

func TestParseDecklistReportsEveryError(t *testing.T) {
	src := "4 Forest\nForest\n0 Island\n4 Negate\n2 Cancel (M15\n"
	_, err := ParseDecklist("d.txt", strings.NewReader(src))
	var list ErrorList
	require.ErrorAs(t, err, &list)
	lines := []int{}
	for _, e := range list {
		lines = append(lines, e.Line)
	}
	assert.Equal(t, []int{2, 3, 5}, lines)
	var le *LineError
	require.ErrorAs(t, err, &le)
	assert.Equal(t, 2, le.Line, "errors.As finds the first")
}

func TestParseDecklistTooManyCards(t *testing.T) {
	var b strings.Builder
	for range MaxDeckCards/MaxCount + 1 {
		b.WriteString("999 Forest\n")
	}
	b.WriteString("999 Forest\n")
	_, err := ParseDecklist("big.txt", strings.NewReader(b.String()))
	var list ErrorList
	require.ErrorAs(t, err, &list)
	require.Len(t, list, 1, "reported once")
	assert.Equal(t, "big.txt:11: the main deck has more than 10000 cards", list[0].Error())
}

// The sideboard's bound is its own, and the message says which part.
func TestParseDecklistSideboardTooBig(t *testing.T) {
	var b strings.Builder
	b.WriteString("60 Forest\nSideboard\n")
	for range MaxDeckCards/MaxCount + 1 {
		b.WriteString("999 Forest\n")
	}
	_, err := ParseDecklist("side.txt", strings.NewReader(b.String()))
	var list ErrorList
	require.ErrorAs(t, err, &list)
	require.Len(t, list, 1)
	assert.Equal(t, "side.txt:13: the sideboard has more than 10000 cards", list[0].Error())
}

// A nil reader is an error, not a panic.
func TestParseDecklistNilReader(t *testing.T) {
	d, err := ParseDecklist("x.txt", nil)
	assert.Nil(t, d)
	assert.ErrorIs(t, err, ErrDecklist)
}

// A text past the size bound is refused before it is parsed.
func TestParseDecklistTooLarge(t *testing.T) {
	src := strings.Repeat("4 Forest\n", maxDecklistBytes/9+1)
	_, err := ParseDecklist("huge.txt", strings.NewReader(src))
	assert.ErrorIs(t, err, ErrDecklist)
	assert.Contains(t, err.Error(), "larger than")
}

func TestParseDecklistLongLine(t *testing.T) {
	// The lines after a long one are still read: every problem at once.
	src := "4 Forest\n4 " + strings.Repeat("a", 70_000) + "\nfour Shock\n"
	_, err := ParseDecklist("long.txt", strings.NewReader(src))
	assert.ErrorIs(t, err, ErrDecklist)
	assert.EqualError(t, err, "long.txt:2: line too long: 70002 bytes, at most 4096\n"+
		"long.txt:3: missing count: want \"4 Card Name\", got \"four Shock\"")
}

func TestParseDecklistReadError(t *testing.T) {
	boom := errors.New("boom")
	r := io.MultiReader(strings.NewReader("4 Forest\n"), iotest.ErrReader(boom))
	d, err := ParseDecklist("x.txt", r)
	assert.Nil(t, d)
	assert.ErrorIs(t, err, boom)
	assert.NotErrorIs(t, err, ErrDecklist)
	assert.EqualError(t, err, "card: reading decklist x.txt: boom")
}

func TestErrorListFormat(t *testing.T) {
	var l ErrorList
	assert.Equal(t, "no errors", l.Error())
	assert.NoError(t, l.Err())
	for i := 1; i <= 12; i++ {
		l.add("f.txt", i, ErrDecklist, "problem %d", i)
	}
	require.Error(t, l.Err())
	want := make([]string, 0, 11)
	for i := 1; i <= 10; i++ {
		want = append(want, fmt.Sprintf("f.txt:%d: problem %d", i, i))
	}
	want = append(want, "(and 2 more errors)")
	assert.Equal(t, strings.Join(want, "\n"), l.Error())
	assert.Len(t, l.Unwrap(), 12)
}

func TestLineErrorFormat(t *testing.T) {
	tests := []struct {
		err  LineError
		want string
	}{
		{LineError{File: "a.txt", Line: 3, Msg: "m"}, "a.txt:3: m"},
		{LineError{File: "a.txt", Msg: "m"}, "a.txt: m"},
		{LineError{Line: 3, Msg: "m"}, "line 3: m"},
		{LineError{Msg: "m"}, "m"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.err.Error())
			assert.ErrorIs(t, &tt.err, ErrDecklist, "nil Err still matches ErrDecklist")
		})
	}
}

func TestErrorListSort(t *testing.T) {
	l := ErrorList{
		{File: "b", Line: 1, Msg: "b1"},
		{File: "a", Line: 0, Msg: "a0"},
		{File: "a", Line: 7, Msg: "a7"},
		{File: "a", Line: 2, Msg: "a2 first"},
		{File: "a", Line: 2, Msg: "a2 second"},
	}
	l.Sort()
	var got []string
	for _, e := range l {
		got = append(got, e.Msg)
	}
	assert.Equal(t, []string{"a2 first", "a2 second", "a7", "a0", "b1"}, got)
}
