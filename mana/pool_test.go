package mana_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/mana"
)

func TestPoolAddRemove(t *testing.T) {
	var p mana.Pool
	assert.True(t, p.IsEmpty())
	assert.Equal(t, "", p.String())

	p.Add(mana.Red, 2)
	p.Add(mana.Green, 1)
	p.Add(mana.Colorless, 1)
	p.Add(mana.White, 0)    // no-op
	p.Add(mana.Blue, -3)    // no-op
	p.Add(mana.NoMana, 5)   // not a mana type: no-op
	p.Add(mana.Color(6), 5) // likewise
	assert.Equal(t, "{R}{R}{G}{C}", p.String())
	assert.Equal(t, 4, p.Total())
	assert.Equal(t, 2, p.Amount(mana.Red))
	assert.Equal(t, 0, p.Amount(mana.White))
	assert.Equal(t, 0, p.Amount(mana.NoMana))
	assert.False(t, p.IsEmpty())

	require.NoError(t, p.Remove(mana.Red, 1))
	require.NoError(t, p.Remove(mana.Blue, 0))
	require.NoError(t, p.Remove(mana.Blue, -1))
	assert.Equal(t, "{R}{G}{C}", p.String())

	before := p
	err := p.Remove(mana.Green, 2)
	require.ErrorIs(t, err, mana.ErrInsufficient)
	assert.Equal(t, before, p, "failed Remove changes nothing")
	var pe *mana.PayError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "remove", pe.Op)
	assert.Equal(t, before, pe.Pool)
	assert.Equal(t, "mana: cannot remove 2 {G} from pool {R}{G}{C}: insufficient mana", err.Error())

	err = p.Remove(mana.Colorless, 2)
	assert.EqualError(t, err, "mana: cannot remove 2 {C} from pool {R}{G}{C}: insufficient mana")
	assert.ErrorIs(t, p.Remove(mana.NoMana, 1), mana.ErrInsufficient)

	p.Empty() // CR 500.4
	assert.True(t, p.IsEmpty())
	assert.Equal(t, mana.Pool{}, p)
	assert.EqualError(t, p.Remove(mana.White, 1), "mana: cannot remove 1 {W} from empty pool: insufficient mana")
}

func TestPoolAddSaturates(t *testing.T) {
	var p mana.Pool
	p.Add(mana.Black, math.MaxUint16-1)
	p.Add(mana.Black, 5)
	assert.Equal(t, math.MaxUint16, p.Amount(mana.Black))
	p.Add(mana.Black, math.MaxInt)
	assert.Equal(t, math.MaxUint16, p.Amount(mana.Black))
	p.Add(mana.White, math.MaxInt)
	assert.Equal(t, math.MaxUint16, p.Amount(mana.White))
	assert.Equal(t, 2*math.MaxUint16, p.Total())
}

func TestPoolString(t *testing.T) {
	var p mana.Pool
	// Added out of order; printed in WUBRG then C order.
	p.Add(mana.Colorless, 2)
	p.Add(mana.Green, 1)
	p.Add(mana.White, 1)
	p.Add(mana.Blue, 1)
	p.Add(mana.Black, 1)
	p.Add(mana.Red, 1)
	assert.Equal(t, "{W}{U}{B}{R}{G}{C}{C}", p.String())
}

func TestParsePool(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"", ""},
		{"{B}{B}", "{B}{B}"},
		{"{G}{C}{G}", "{G}{G}{C}"},
		{"{C}{G}{R}{B}{U}{W}", "{W}{U}{B}{R}{G}{C}"},
	}
	for _, tt := range tests {
		p, err := mana.ParsePool(tt.in)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, p.String())
		q, err := mana.ParsePool(p.String())
		require.NoError(t, err)
		assert.Equal(t, p, q, "String round-trips through ParsePool")
	}
}

func TestParsePoolMalformed(t *testing.T) {
	tests := []struct {
		in     string
		offset int
		msg    string
	}{
		{"{B}{2}", 3, "Generic symbol"},
		{"{X}", 0, "Variable symbol"},
		{"{G/W}", 0, "Hybrid symbol"},
		{"{0}", 0, "Generic symbol"},
		{"{B} {B}", 3, "whitespace"},
		{"{b}", 0, "lower-case"},
		{"{Q}", 0, `unknown symbol "Q"`},
		{"B", 0, "outside a symbol"},
		{"{B", 0, "unterminated"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			p, err := mana.ParsePool(tt.in)
			require.ErrorIs(t, err, mana.ErrSyntax)
			assert.True(t, p.IsEmpty())
			var pe *mana.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, "pool", pe.What)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.Contains(t, pe.Msg, tt.msg)
			assert.Contains(t, err.Error(), "mana: bad pool")
		})
	}
}

func TestParsePoolTooMuch(t *testing.T) {
	s := make([]byte, 0, 3*(math.MaxUint16+1))
	for range math.MaxUint16 + 1 {
		s = append(s, "{R}"...)
	}
	_, err := mana.ParsePool(string(s))
	var pe *mana.ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 3*math.MaxUint16, pe.Offset)
	assert.Contains(t, pe.Msg, "more than 65535 {R}")

	p, err := mana.ParsePool(string(s[3:]))
	require.NoError(t, err)
	assert.Equal(t, math.MaxUint16, p.Amount(mana.Red))
}
