package game

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/mana"
)

// feasible's counting shortcut (and its Hall's-condition check when some
// units make several types) agrees with the exact matcher on random units
// and costs, with and without multi-type units, units set aside (no
// types) and hybrid symbols.
func TestFeasibleAgreesWithPlan(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	costs := []string{"{1}{R}", "{R}{R}", "{2}{G}{G}", "{C}", "{X}{R}", "{3}", "{W}{U}{B}{R}{G}", "{G/W}{G/W}", "{1}{G/W}{B}", "{0}",
		"{W}{W}{R}", "{1}{W}{R}", "{C}{R}{R}", "{X}{W}{U}", "{2}{B}{B}{G}", "{U}{U}{U}"}
	for i := 0; i < 100000; i++ {
		var plan payPlan
		n := r.IntN(12)
		for k := 0; k < n; k++ {
			var t mana.ColorSet
			switch r.IntN(12) {
			case 0, 1:
				t = mana.SetOf(mana.Color(r.IntN(mana.NumTypes)), mana.Color(r.IntN(mana.NumTypes)))
			case 2:
				t = mana.ColorSet(r.IntN(int(mana.AllTypes) + 1)) // any types, or none (a unit set aside)
			default:
				t = mana.SetOf(mana.Color(r.IntN(mana.NumTypes)))
			}
			plan.units[plan.n] = mana.Unit{Types: t, Rank: int8(r.IntN(3))}
			plan.slots[plan.n] = -1
			plan.n++
			plan.setAside(t, +1)
		}
		cost := mana.MustParseCost(costs[r.IntN(len(costs))])
		x := r.IntN(4)
		if !cost.HasX() {
			x = 0
		}
		want := plan.plan(cost, x)
		require.Equal(t, want, plan.feasible(cost, x), "cost %s x=%d units %v", cost, x, plan.units[:plan.n])
	}
}
