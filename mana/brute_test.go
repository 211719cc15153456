package mana_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/mana"
)

// The tests in this file check payment against exhaustive search on
// small random pools, units and costs.

// slotsOf lists one entry per mana that paying c with X = x takes: the
// set of types that may pay it.
func slotsOf(c mana.Cost, x int) []mana.ColorSet {
	var slots []mana.ColorSet
	for i := range c.Len() {
		s := c.Symbol(i)
		switch s.Kind {
		case mana.Generic:
			for range s.Amount {
				slots = append(slots, mana.AllTypes)
			}
		case mana.Variable:
			for range x {
				slots = append(slots, mana.AllTypes)
			}
		case mana.Colored, mana.ColorlessSymbol:
			slots = append(slots, mana.SetOf(s.Color))
		case mana.Hybrid:
			slots = append(slots, mana.SetOf(s.Color, s.Alt))
		}
	}
	return slots
}

// perfect reports whether the units can be matched one to one with the
// slots, each unit to a slot it has a type for, by trying everything.
func perfect(slots, units []mana.ColorSet) bool {
	if len(slots) != len(units) {
		return false
	}
	used := make([]bool, len(units))
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(slots) {
			return true
		}
		for i, u := range units {
			if !used[i] && u&slots[k] != 0 {
				used[i] = true
				if try(k + 1) {
					return true
				}
				used[i] = false
			}
		}
		return false
	}
	return try(0)
}

// expand lists the mana in p, one entry per mana.
func expand(p mana.Pool) []mana.ColorSet {
	var units []mana.ColorSet
	for t := mana.Color(0); t < mana.NumTypes; t++ {
		for range p.Amount(t) {
			units = append(units, mana.SetOf(t))
		}
	}
	return units
}

// bruteBestSpend tries every sub-pool of p the size of the cost and
// returns whether any pays c exactly, and the one Pay should pick: the
// most colourless, then the most white, blue, black, red, green.
func bruteBestSpend(p mana.Pool, c mana.Cost, x int) (mana.Pool, bool) {
	slots := slotsOf(c, x)
	order := []mana.Color{mana.Colorless, mana.White, mana.Blue, mana.Black, mana.Red, mana.Green}
	var best mana.Pool
	found := false
	var s mana.Pool
	var walk func(t int, left int)
	walk = func(t int, left int) {
		if t == mana.NumTypes {
			if left != 0 || !perfect(slots, expand(s)) {
				return
			}
			if !found || better(s, best, order) {
				best, found = s, true
			}
			return
		}
		for n := 0; n <= p.Amount(mana.Color(t)) && n <= left; n++ {
			s[t] = uint16(n)
			walk(t+1, left-n)
		}
		s[t] = 0
	}
	walk(0, len(slots))
	return best, found
}

func better(a, b mana.Pool, order []mana.Color) bool {
	for _, t := range order {
		if a[t] != b[t] {
			return a[t] > b[t]
		}
	}
	return false
}

var symbolChoices = []string{
	"{0}", "{1}", "{2}", "{3}", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{X}",
	"{W/U}", "{W/B}", "{U/B}", "{U/R}", "{B/R}", "{B/G}", "{R/G}", "{R/W}", "{G/W}", "{G/U}",
}

// randomCost builds a random cost of at most n symbols from its text, so
// the parser is exercised too.
func randomCost(t testing.TB, rng *rand.Rand, n int) mana.Cost {
	var b strings.Builder
	for range rng.IntN(n + 1) {
		b.WriteString(symbolChoices[rng.IntN(len(symbolChoices))])
	}
	c, err := mana.ParseCost(b.String())
	require.NoError(t, err)
	return c
}

func TestPoolPayBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for iter := range 4000 {
		var p mana.Pool
		for ty := mana.Color(0); ty < mana.NumTypes; ty++ {
			if rng.IntN(2) == 0 {
				p.Add(ty, rng.IntN(4))
			}
		}
		c := randomCost(t, rng, 4)
		x := rng.IntN(3)
		name := "iter " + strconv.Itoa(iter) + ": pool " + p.String() + " cost " + c.String() + " X=" + strconv.Itoa(x)

		want, ok := bruteBestSpend(p, c, x)
		if c.IsEmpty() {
			ok = false // CR 117.6
		}
		require.Equal(t, ok, p.CanPay(c, x), name)
		spent, gotOK := p.Payment(c, x)
		require.Equal(t, ok, gotOK, name)
		q := p
		err := q.Pay(c, x)
		if !ok {
			require.Error(t, err, name)
			require.Equal(t, p, q, name)
			continue
		}
		require.NoError(t, err, name)
		require.Equal(t, want, spent, name)
		for ty := range q {
			require.Equal(t, p[ty]-want[ty], q[ty], name)
		}
	}
}

func TestPlanBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for iter := range 3000 {
		units := make([]mana.Unit, rng.IntN(8))
		for i := range units {
			// One to three random types, biased towards few.
			var s mana.ColorSet
			for range 1 + rng.IntN(2)*rng.IntN(3) {
				s = s.With(mana.Color(rng.IntN(mana.NumTypes)))
			}
			units[i] = mana.Unit{Types: s, Rank: int8(rng.IntN(3))}
		}
		c := randomCost(t, rng, 4)
		x := rng.IntN(2)
		name := "iter " + strconv.Itoa(iter) + ": cost " + c.String() + " X=" + strconv.Itoa(x)

		// Try every subset of units of the right size; keep the least
		// total rank of those that can pay.
		slots := slotsOf(c, x)
		bestRank, found := 0, false
		for set := 0; set < 1<<len(units); set++ {
			var sub []mana.ColorSet
			rank := 0
			for i, u := range units {
				if set&(1<<i) != 0 {
					sub = append(sub, u.Types)
					rank += int(u.Rank)
				}
			}
			if perfect(slots, sub) && (!found || rank < bestRank) {
				bestRank, found = rank, true
			}
		}
		if c.IsEmpty() {
			found = false // CR 117.6
		}

		out := make([]mana.Color, len(units))
		require.Equal(t, found, c.Plan(x, units, out), name)
		if !found {
			for _, ty := range out {
				require.Equal(t, mana.NoMana, ty, name)
			}
			continue
		}
		// The plan must be a real payment: each used unit pays as one of
		// its types, and those types pay the cost exactly.
		var paid []mana.ColorSet
		rank := 0
		for i, ty := range out {
			if ty == mana.NoMana {
				continue
			}
			require.True(t, units[i].Types.Has(ty), name)
			paid = append(paid, mana.SetOf(ty))
			rank += int(units[i].Rank)
		}
		require.True(t, perfect(slots, paid), name)
		require.Equal(t, bestRank, rank, name+": least total rank")
	}
}

// TestPayMatchesPlan checks the two payment methods against each other:
// a pool expanded into one unit per mana, ranked in the order Pay spends
// types, must be paid the same way by Plan as by Pay.
func TestPayMatchesPlan(t *testing.T) {
	rank := [mana.NumTypes]int{mana.Colorless: 0, mana.White: 1, mana.Blue: 2, mana.Black: 3, mana.Red: 4, mana.Green: 5}
	rng := rand.New(rand.NewPCG(5, 6))
	for iter := range 3000 {
		var p mana.Pool
		for ty := mana.Color(0); ty < mana.NumTypes; ty++ {
			p.Add(ty, rng.IntN(5))
		}
		c := randomCost(t, rng, 6)
		x := rng.IntN(4)
		name := "iter " + strconv.Itoa(iter) + ": pool " + p.String() + " cost " + c.String()

		var units []mana.Unit
		// Shuffle so that the order of mana is arbitrary.
		for _, s := range expand(p) {
			units = append(units, mana.Unit{Types: s, Rank: int8(rank[s.Colors()[0]])})
		}
		rng.Shuffle(len(units), func(i, j int) { units[i], units[j] = units[j], units[i] })
		out := make([]mana.Color, len(units))
		ok := c.Plan(x, units, out)
		spent, payOK := p.Payment(c, x)
		require.Equal(t, payOK, ok, name)
		if !ok {
			continue
		}
		var planned mana.Pool
		for _, ty := range out {
			if ty != mana.NoMana {
				planned.Add(ty, 1)
			}
		}
		require.Equal(t, spent, planned, name)
	}
}
