package mana_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/mana"
)

func mustPool(t testing.TB, s string) mana.Pool {
	t.Helper()
	p, err := mana.ParsePool(s)
	require.NoError(t, err)
	return p
}

func TestPoolPay(t *testing.T) {
	tests := []struct {
		name string
		pool string
		cost string
		x    int
		ok   bool
		left string // pool after a successful payment
	}{
		// Hybrid costs that a left-to-right greedy fails, paying each
		// hybrid with its first half, or with the first colour it finds.
		{"hybrid first half", "{G}{W}{W}", "{G/W}{G/W}{G}", 0, true, ""},
		{"hybrid must take second half", "{G}{G}{W}", "{G/W}{G}{G}", 0, true, ""},
		{"hybrid then its first colour", "{W}{G}", "{G/W}{G}", 0, true, ""},
		{"hybrid then its second colour", "{W}{G}", "{G/W}{W}", 0, true, ""},
		{"hybrid cycle", "{W}{U}{B}", "{W/U}{U/B}{W/B}", 0, true, ""},
		{"hybrid cycle uneven", "{W}{W}{B}", "{W/U}{U/B}{W/B}", 0, true, ""},
		{"hybrid cycle impossible", "{W}{W}{W}", "{W/U}{U/B}{W/B}", 0, false, ""},
		{"hybrid two pairs", "{U}{U}{G}", "{G/U}{G/U}{U}", 0, true, ""},
		// Generic mana printed first must not take the coloured mana.
		{"generic before colour", "{R}{G}", "{1}{G}", 0, true, ""},
		{"generic before hybrid", "{G}{W}{R}", "{1}{G/W}{G/W}", 0, true, ""},
		// Preference: colourless first for generic, then WUBRG order.
		{"colourless first", "{R}{G}{C}", "{1}{G}", 0, true, "{R}"},
		{"then white", "{W}{U}{G}", "{1}", 0, true, "{U}{G}"},
		{"hybrid prefers white", "{G}{G}{W}", "{G/W}", 0, true, "{G}{G}"},
		{"exact colours", "{W}{W}{U}", "{W}{W}", 0, true, "{U}"},
		// {C} needs colourless mana; generic takes anything (CR 107.4c).
		{"colorless symbols", "{C}{C}{R}", "{C}{C}", 0, true, "{R}"},
		{"colorless from colour", "{R}{R}", "{C}", 0, false, ""},
		{"colorless and generic", "{C}{R}", "{C}{1}", 0, true, ""},
		{"generic then colorless", "{R}{R}{C}", "{2}{C}", 0, true, ""},
		{"colorless missing", "{R}{R}{R}", "{2}{C}", 0, false, ""},
		// X (CR 107.3).
		{"X=3", "{R}{R}{R}{R}", "{X}{R}", 3, true, ""},
		{"X=4 too much", "{R}{R}{R}{R}", "{X}{R}", 4, false, ""},
		{"X=0", "{R}{R}{R}{R}", "{X}{R}", 0, true, "{R}{R}{R}"},
		{"XX=2", "{R}{R}{R}{R}{R}", "{X}{X}{R}", 2, true, ""},
		{"XX=2 short", "{R}{R}{R}{R}", "{X}{X}{R}", 2, false, ""},
		{"X with colour", "{G}{G}{G}{W}", "{X}{G}{G}{G}", 1, true, ""},
		// Zero and plain costs.
		{"zero from empty", "", "{0}", 0, true, ""},
		{"zero keeps pool", "{G}", "{0}", 0, true, "{G}"},
		{"plain", "{G}{G}{G}{G}{R}", "{2}{G}{G}", 0, true, "{G}"},
		{"short", "{G}{G}{G}", "{2}{G}{G}", 0, false, ""},
		{"wrong colour", "{R}{R}{R}{R}", "{2}{G}{G}", 0, false, ""},
		{"five colours", "{W}{U}{B}{R}{G}", "{W}{U}{B}{R}{G}", 0, true, ""},
		{"big generic", "{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}", "{10}{G}", 0, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPool(t, tt.pool)
			c := mana.MustParseCost(tt.cost)
			assert.Equal(t, tt.ok, p.CanPay(c, tt.x), "CanPay")
			spent, ok := p.Payment(c, tt.x)
			assert.Equal(t, tt.ok, ok, "Payment")
			before := p
			err := p.Pay(c, tt.x)
			if !tt.ok {
				require.ErrorIs(t, err, mana.ErrInsufficient)
				assert.Equal(t, before, p, "failed Pay leaves the pool unchanged")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.left, p.String())
			assert.Equal(t, c.ManaValueWithX(tt.x), spent.Total(), "spends exactly the cost")
			for ty := mana.Color(0); ty < mana.NumTypes; ty++ {
				assert.Equal(t, before.Amount(ty)-spent.Amount(ty), p.Amount(ty))
			}
		})
	}
}

// TestPoolPayOrderIndependent adds the same mana in every order and
// checks that payment never depends on it.
func TestPoolPayOrderIndependent(t *testing.T) {
	mana1 := []mana.Color{mana.Green, mana.White, mana.White, mana.Green}
	cost := mana.MustParseCost("{G/W}{G/W}{G}{W}")
	var want mana.Pool
	first := true
	permute(len(mana1), func(perm []int) {
		var p mana.Pool
		for _, i := range perm {
			p.Add(mana1[i], 1)
		}
		require.True(t, p.CanPay(cost, 0))
		spent, ok := p.Payment(cost, 0)
		require.True(t, ok)
		if first {
			want, first = spent, false
		}
		assert.Equal(t, want, spent)
	})
}

func TestPoolPayErrors(t *testing.T) {
	p := mustPool(t, "{R}{R}{R}{R}")

	err := p.Pay(mana.MustParseCost("{X}{R}"), 4)
	require.ErrorIs(t, err, mana.ErrInsufficient)
	assert.EqualError(t, err, "mana: cannot pay {X}{R} with X=4 from pool {R}{R}{R}{R}: insufficient mana")
	var pe *mana.PayError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "pay", pe.Op)
	assert.Equal(t, p, pe.Pool)

	err = p.Pay(mana.MustParseCost("{X}{R}"), -1)
	require.ErrorIs(t, err, mana.ErrNegativeX)
	assert.False(t, p.CanPay(mana.MustParseCost("{X}{R}"), -1))

	// A card with no mana cost cannot be paid for (CR 117.6).
	err = p.Pay(mana.Cost{}, 0)
	require.ErrorIs(t, err, mana.ErrUnpayable)
	assert.EqualError(t, err, "mana: cannot pay the empty cost from pool {R}{R}{R}{R}: unpayable cost: no mana symbols (CR 117.6)")
	assert.False(t, p.CanPay(mana.Cost{}, 0))
	assert.Equal(t, "{R}{R}{R}{R}", p.String(), "no failure changed the pool")

	var empty mana.Pool
	err = empty.Pay(mana.MustParseCost("{G}"), 0)
	assert.EqualError(t, err, "mana: cannot pay {G} from empty pool: insufficient mana")
}

// TestPoolPayLarge checks that payment has no size limit: it works on
// counts, not on individual mana.
func TestPoolPayLarge(t *testing.T) {
	var p mana.Pool
	p.Add(mana.Red, 500)
	p.Add(mana.Green, 500)
	c := mana.MustParseCost("{X}{G}{R}")
	assert.True(t, p.CanPay(c, 998))
	assert.False(t, p.CanPay(c, 999))
	assert.False(t, p.CanPay(c, 1<<62))
	require.NoError(t, p.Pay(c, 998))
	assert.True(t, p.IsEmpty())

	p.Add(mana.White, 65535)
	p.Add(mana.Blue, 65535)
	assert.True(t, p.CanPay(mana.MustParseCost("{255}{W/U}{W/U}"), 0))
}

func TestPayAllocs(t *testing.T) {
	c := mana.MustParseCost("{2}{G/W}{G}")
	p := mustPool(t, "{G}{G}{W}{R}{C}")
	allocs := testing.AllocsPerRun(100, func() {
		q := p
		if q.Pay(c, 0) != nil {
			t.Fatal("cannot pay")
		}
	})
	assert.Zero(t, allocs)
}

// permute calls f with every permutation of 0..n-1 (Heap's algorithm).
func permute(n int, f func([]int)) {
	a := make([]int, n)
	for i := range a {
		a[i] = i
	}
	var gen func(k int)
	gen = func(k int) {
		if k <= 1 {
			f(a)
			return
		}
		for i := 0; i < k; i++ {
			gen(k - 1)
			if k%2 == 0 {
				a[i], a[k-1] = a[k-1], a[i]
			} else {
				a[0], a[k-1] = a[k-1], a[0]
			}
		}
	}
	gen(n)
}

// Payment reports what Pay would remove: nothing when the pool can't pay,
// not the part it could (CR 601.2h: no partial payments).
func TestPaymentOfAPoolThatCantPayIsEmpty(t *testing.T) {
	for _, c := range []struct{ pool, cost string }{
		{"{R}{C}{C}", "{G}{R}{U/R}"},
		{"{W}{C}", "{C}{G/U}"},
		{"{R}", "{R}{U}"},
	} {
		cost, err := mana.ParseCost(c.cost)
		require.NoError(t, err)
		got, ok := mustPool(t, c.pool).Payment(cost, 0)
		assert.False(t, ok, c.cost)
		assert.Equal(t, mana.Pool{}, got, "%s from %s", c.cost, c.pool)
	}
}
