package mana

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// planSingle, Plan's counting shortcut for units of one type each and
// costs without hybrid symbols, chooses the same units and types as the
// matcher, on random units (with ranks and units of no type) and costs.
func TestPlanSingleMatchesMatcher(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	costs := []string{"{1}{R}", "{R}{R}", "{2}{G}{G}", "{C}", "{X}{R}", "{3}", "{W}{U}{B}{R}{G}",
		"{W}{W}{R}", "{1}{W}{R}", "{C}{R}{R}", "{X}{W}{U}", "{2}{B}{B}{G}", "{U}{U}{U}", "{5}{C}{C}", "{0}"}
	for i := 0; i < 100000; i++ {
		n := r.IntN(12)
		units := make([]Unit, n)
		for k := range units {
			if r.IntN(10) > 0 {
				units[k].Types = SetOf(Color(r.IntN(NumTypes)))
			}
			units[k].Rank = int8(r.IntN(4))
		}
		c := MustParseCost(costs[r.IntN(len(costs))])
		x := r.IntN(4)
		if !c.HasX() {
			x = 0
		}
		d, err := c.demandOf(x)
		if err != nil || d.total == 0 || d.total > n {
			continue
		}
		want := make([]Color, n)
		got := make([]Color, n)
		for k := range want {
			want[k], got[k] = NoMana, NoMana
		}
		wantOK := planMatch(&d, units, want)
		gotOK := planSingle(&d, units, got)
		require.Equal(t, wantOK, gotOK, "cost %s x=%d units %v", c, x, units)
		require.Equal(t, want, got, "cost %s x=%d units %v", c, x, units)
	}
}
