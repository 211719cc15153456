package mana_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/spellstack/spellstack/mana"
)

func TestManaValueWithX(t *testing.T) {
	tests := []struct {
		cost string
		x    int
		want int
	}{
		{"{X}{R}", 0, 1},
		{"{X}{R}", 3, 4},
		{"{X}{X}{R}", 3, 7}, // every X is the same value (CR 107.3h)
		{"{X}{G}{G}{G}", 2, 5},
		{"{X}{R}", -4, 1}, // X cannot be negative (CR 107.1b)
		{"{2}{W}", 9, 3},  // no X: x is irrelevant
		{"", 5, 0},        // no mana cost (CR 202.3a)
		{"{G/W}{G/W}", 1, 2},
		{"{X}{X}", math.MaxInt, math.MaxInt}, // capped, not wrapped
		{"{255}{X}", math.MaxInt - 100, math.MaxInt},
	}
	for _, tt := range tests {
		c := mana.MustParseCost(tt.cost)
		assert.Equal(t, tt.want, c.ManaValueWithX(tt.x), "%s with X=%d", tt.cost, tt.x)
	}
}

func TestCostEqual(t *testing.T) {
	a := mana.MustParseCost("{2}{W}")
	assert.True(t, a.Equal(mana.MustParseCost("{2}{W}")))
	assert.False(t, a.Equal(mana.MustParseCost("{W}{2}")), "printed order matters")
	assert.False(t, a.Equal(mana.MustParseCost("{2}{W}{W}")))
	assert.False(t, mana.MustParseCost("{1}{1}").Equal(mana.MustParseCost("{2}")))
	assert.False(t, mana.Cost{}.Equal(mana.MustParseCost("{0}")), "empty cost is not {0}")
	assert.True(t, mana.Cost{}.Equal(mana.MustParseCost("")))
}

func TestCostColorsIgnoresColorless(t *testing.T) {
	// {C} is colourless mana, not a colour (CR 105.2c).
	assert.Equal(t, mana.ColorSet(0), mana.MustParseCost("{3}{C}").Colors())
	assert.Equal(t, mana.SetOf(mana.Red), mana.MustParseCost("{C}{R}").Colors())
}

func TestSymbolString(t *testing.T) {
	tests := []struct {
		s    mana.Symbol
		want string
	}{
		{mana.Symbol{Kind: mana.Generic, Amount: 0}, "{0}"},
		{mana.Symbol{Kind: mana.Generic, Amount: 255}, "{255}"},
		{mana.Symbol{Kind: mana.Colored, Color: mana.Blue}, "{U}"},
		{mana.Symbol{Kind: mana.Hybrid, Color: mana.Red, Alt: mana.White}, "{R/W}"},
		{mana.Symbol{Kind: mana.Variable}, "{X}"},
		{mana.Symbol{Kind: mana.ColorlessSymbol, Color: mana.Colorless}, "{C}"},
		{mana.Symbol{}, "{?}"},
		{mana.Symbol{Kind: mana.Colored, Color: mana.Colorless}, "{?}"},
		{mana.Symbol{Kind: mana.Hybrid, Color: 9, Alt: mana.White}, "{?}"},
		{mana.Symbol{Kind: 77}, "{?}"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.s.String())
	}
	assert.Equal(t, "Hybrid", mana.Hybrid.String())
	assert.Equal(t, "NoSymbol", mana.NoSymbol.String())
	assert.Equal(t, "SymbolKind(77)", mana.SymbolKind(77).String())
}
