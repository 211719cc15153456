package mana_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/mana"
)

func TestParseCostValid(t *testing.T) {
	W, U, B, R, G := mana.White, mana.Blue, mana.Black, mana.Red, mana.Green
	tests := []struct {
		in      string
		len     int
		mv      int
		colors  mana.ColorSet
		hasX    bool
		isEmpty bool
	}{
		{in: "", len: 0, mv: 0, isEmpty: true},
		{in: "{0}", len: 1, mv: 0},
		{in: "{1}", len: 1, mv: 1},
		{in: "{10}", len: 1, mv: 10},
		{in: "{15}", len: 1, mv: 15},
		{in: "{255}", len: 1, mv: 255},
		{in: "{X}{R}", len: 2, mv: 1, colors: mana.SetOf(R), hasX: true},
		{in: "{X}{X}{R}", len: 3, mv: 1, colors: mana.SetOf(R), hasX: true},
		{in: "{2}{W}{W}", len: 3, mv: 4, colors: mana.SetOf(W)},
		{in: "{G/W}{G/W}{G/W}", len: 3, mv: 3, colors: mana.SetOf(G, W)},
		{in: "{1}{W/U}{W/U}", len: 3, mv: 3, colors: mana.SetOf(W, U)},
		{in: "{W}{U}{B}{R}{G}", len: 5, mv: 5, colors: mana.AllColors},
		{in: "{C}", len: 1, mv: 1},
		{in: "{3}{C}{C}", len: 3, mv: 5},
		{in: "{5}{B}{G}", len: 3, mv: 7, colors: mana.SetOf(B, G)},
		{in: "{R/W}{G/U}{B/R}", len: 3, mv: 3, colors: mana.SetOf(R, W, G, U, B)},
		{in: "{W}{2}", len: 2, mv: 3, colors: mana.SetOf(W)},
		{in: "{1}{1}", len: 2, mv: 2},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c, err := mana.ParseCost(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.in, c.String(), "round trip")
			assert.Equal(t, tt.len, c.Len())
			assert.Equal(t, tt.mv, c.ManaValue())
			assert.Equal(t, tt.colors, c.Colors())
			assert.Equal(t, tt.hasX, c.HasX())
			assert.Equal(t, tt.isEmpty, c.IsEmpty())
			assert.True(t, c.Equal(mana.MustParseCost(tt.in)))
		})
	}
}

func TestParseCostSymbols(t *testing.T) {
	c := mana.MustParseCost("{12}{G}{G/W}{X}{C}")
	want := []mana.Symbol{
		{Kind: mana.Generic, Amount: 12},
		{Kind: mana.Colored, Color: mana.Green},
		{Kind: mana.Hybrid, Color: mana.Green, Alt: mana.White},
		{Kind: mana.Variable},
		{Kind: mana.ColorlessSymbol, Color: mana.Colorless},
	}
	require.Equal(t, len(want), c.Len())
	for i, s := range want {
		assert.Equal(t, s, c.Symbol(i), "symbol %d", i)
	}
	assert.Equal(t, mana.NoSymbol, c.Symbol(-1).Kind)
	assert.Equal(t, mana.NoSymbol, c.Symbol(c.Len()).Kind)
}

// TestParseCostAllHybrids checks that exactly the ten printed hybrid
// symbols of CR 107.4 parse, and their reversals are refused.
func TestParseCostAllHybrids(t *testing.T) {
	printed := []string{"W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"}
	letters := "WUBRG"
	ok := 0
	for _, a := range letters {
		for _, b := range letters {
			in := "{" + string(a) + "/" + string(b) + "}"
			_, err := mana.ParseCost(in)
			if err == nil {
				ok++
				assert.Contains(t, printed, in[1:4])
			}
		}
	}
	assert.Equal(t, 10, ok)
}

func TestParseCostMalformed(t *testing.T) {
	tests := []struct {
		in     string
		offset int
		msg    string
	}{
		{"{2}{Q}", 3, `unknown symbol "Q"`},
		{"{r}", 0, `lower-case symbol "r": write "R"`},
		{"{2}{w}", 3, `lower-case symbol "w": write "W"`},
		{"{c}", 0, `lower-case symbol "c": write "C"`},
		{"{x}{R}", 0, `lower-case symbol "x": write "X"`},
		{"{g/w}", 0, `lower-case symbol "g/w": write "G/W"`},
		{"{2} {R}", 3, "whitespace is not allowed"},
		{" {R}", 0, "whitespace is not allowed"},
		{"{R} ", 3, "whitespace is not allowed"},
		{"{R}\n", 3, "whitespace is not allowed"},
		{"{ 2}", 1, "whitespace is not allowed"},
		{"{2\t}", 2, "whitespace is not allowed"},
		{"{2", 0, `unterminated symbol "{2"`},
		{"{1}{W}{", 6, `unterminated symbol "{"`},
		{"{2{R}", 0, `unterminated symbol "{2"`},
		{"2{R}", 0, `unexpected "2" outside a symbol`},
		{"{R}}", 3, `unexpected "}" outside a symbol`},
		{"R", 0, `unexpected "R" outside a symbol`},
		{"{}", 0, "empty symbol {}"},
		{"{256}", 0, `generic symbol "256" exceeds 255`},
		{"{99999999999999999999999}", 0, "exceeds 255"},
		{"{02}", 0, `leading zero in generic symbol "02"`},
		{"{00}", 0, "leading zero"},
		{"{1a}", 0, `unknown symbol "1a"`},
		{"{-1}", 0, `unknown symbol "-1"`},
		{"{G/G}", 0, `hybrid symbol "G/G" needs two different colours`},
		{"{W/G}", 0, `hybrid symbol "W/G" must be written "G/W"`},
		{"{U/W}", 0, `must be written "W/U"`},
		{"{C/W}", 0, `unknown symbol "C/W"`},
		{"{W/C}", 0, `unknown symbol "W/C"`},
		{"{R}{B/}", 3, `unknown symbol "B/"`},
		{"{WU}", 0, `unknown symbol "WU"`},
		{"{2/W}", 0, `monocolored hybrid symbol "2/W" is not supported`},
		{"{W/P}", 0, `Phyrexian symbol "W/P" is not supported`},
		{"{S}", 0, "snow symbol {S} is not supported"},
		{"{T}", 0, `unknown symbol "T"`},
		{"{\xff}", 0, `unknown symbol "\xff"`},
		{"{c/w}", 0, `unknown symbol "c/w"`},
		{"{w/g}", 0, `unknown symbol "w/g"`},
		{"{s}", 0, `unknown symbol "s"`},
		{"{1}{abcdefghijklmnopqrstuvwxyz}", 3, `unknown symbol "abcdefghijklmnopqrstuvwx"...`},
		{"{R}{123456789012345678901234567890}", 3, `generic symbol "123456789012345678901234"... exceeds 255`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c, err := mana.ParseCost(tt.in)
			require.Error(t, err)
			assert.True(t, c.IsEmpty(), "failed parse gives the zero Cost")
			assert.ErrorIs(t, err, mana.ErrSyntax)
			var pe *mana.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.in, pe.Input)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.Contains(t, pe.Msg, tt.msg)
		})
	}
}

func TestParseErrorMessage(t *testing.T) {
	_, err := mana.ParseCost("{2}{Q}")
	require.Error(t, err)
	assert.Equal(t, `mana: bad cost "{2}{Q}" at byte 3: unknown symbol "Q"`, err.Error())

	_, err = mana.ParsePool("{B}{2}")
	require.Error(t, err)
	assert.Equal(t, `mana: bad pool "{B}{2}" at byte 3: Generic symbol "{2}" is not a type of mana; use {W} {U} {B} {R} {G} or {C}`, err.Error())

	// A ParseError built by hand, with no What, reads as a cost.
	pe := &mana.ParseError{Input: "x", Offset: 0, Msg: "m"}
	assert.Equal(t, `mana: bad cost "x" at byte 0: m`, pe.Error())
	assert.True(t, errors.Is(pe, mana.ErrSyntax))
}

func TestMustParseCostPanics(t *testing.T) {
	assert.NotPanics(t, func() { mana.MustParseCost("{1}{G}") })
	assert.PanicsWithError(t, `mana: bad cost "{1}{g}" at byte 3: lower-case symbol "g": write "G"`,
		func() { mana.MustParseCost("{1}{g}") })
}
