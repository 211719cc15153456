package mana_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/mana"
)

const (
	W  = mana.White
	U  = mana.Blue
	B  = mana.Black
	R  = mana.Red
	G  = mana.Green
	C  = mana.Colorless
	No = mana.NoMana
)

func unit(rank int, types ...mana.Color) mana.Unit {
	return mana.Unit{Types: mana.SetOf(types...), Rank: int8(rank)}
}

func TestPlan(t *testing.T) {
	tests := []struct {
		name  string
		cost  string
		x     int
		units []mana.Unit
		ok    bool
		want  []mana.Color
	}{
		{
			name:  "pool mana before lands",
			cost:  "{1}{G}",
			units: []mana.Unit{unit(1, G), unit(1, G), unit(0, G), unit(2, G, W)},
			ok:    true,
			want:  []mana.Color{G, No, G, No},
		},
		{
			name:  "lower rank wins over lower index",
			cost:  "{G}",
			units: []mana.Unit{unit(5, G), unit(1, G)},
			ok:    true,
			want:  []mana.Color{No, G},
		},
		{
			name:  "negative ranks are fine",
			cost:  "{G}",
			units: []mana.Unit{unit(0, G), unit(-3, G)},
			ok:    true,
			want:  []mana.Color{No, G},
		},
		{
			name: "basics before painland",
			cost: "{W}{B}",
			// Caves of Koilos: {C}, or {W} or {B} with 1 damage.
			units: []mana.Unit{unit(2, W, B, C), unit(1, W), unit(1, B)},
			ok:    true,
			want:  []mana.Color{No, W, B},
		},
		{
			name:  "painland pays generic as colourless",
			cost:  "{1}{W}{B}",
			units: []mana.Unit{unit(2, W, B, C), unit(1, W), unit(1, B)},
			ok:    true,
			want:  []mana.Color{C, W, B},
		},
		{
			name:  "painland pays the colour the basics lack",
			cost:  "{W}{W}{B}",
			units: []mana.Unit{unit(2, W, B, C), unit(1, W), unit(1, B)},
			ok:    true,
			want:  []mana.Color{W, W, B},
		},
		{
			name:  "dual land moves to make room",
			cost:  "{G}{W}",
			units: []mana.Unit{unit(1, G, W), unit(1, W)},
			ok:    true,
			want:  []mana.Color{G, W},
		},
		{
			name: "cheapest set, not first fit",
			cost: "{W}{G}",
			// Taking the dual for {W} first, then needing the expensive
			// Forest, would cost 1+3; the dual and Plains cost 1+2.
			units: []mana.Unit{unit(1, W, G), unit(3, G), unit(2, W)},
			ok:    true,
			want:  []mana.Color{G, No, W},
		},
		{
			name:  "hybrid over duals",
			cost:  "{G/W}{G/W}{G}",
			units: []mana.Unit{unit(1, G, U), unit(1, W, U), unit(1, W, U)},
			ok:    true,
			want:  []mana.Color{G, W, W},
		},
		{
			name:  "X uses the cheapest",
			cost:  "{X}{R}",
			x:     2,
			units: []mana.Unit{unit(2, R), unit(1, R), unit(0, G), unit(1, C), unit(3, R)},
			ok:    true,
			want:  []mana.Color{No, R, G, C, No},
		},
		{
			name:  "colorless symbol",
			cost:  "{C}{1}",
			units: []mana.Unit{unit(1, R), unit(1, C, G)},
			ok:    true,
			want:  []mana.Color{R, C},
		},
		{
			name:  "colorless symbol unpayable",
			cost:  "{C}",
			units: []mana.Unit{unit(1, R), unit(1, G, W)},
			ok:    false,
			want:  []mana.Color{No, No},
		},
		{
			name:  "any-colour source",
			cost:  "{W}{U}{B}",
			units: []mana.Unit{unit(1, W), unit(1, U), {Types: mana.AllColors, Rank: 1}},
			ok:    true,
			want:  []mana.Color{W, U, B},
		},
		{
			name:  "typeless unit pays nothing",
			cost:  "{1}",
			units: []mana.Unit{{Rank: 0}, unit(1, G)},
			ok:    true,
			want:  []mana.Color{No, G},
		},
		{
			name:  "bits beyond the mana types are ignored",
			cost:  "{1}",
			units: []mana.Unit{{Types: 0xC0}, {Types: 0xC0 | mana.SetOf(R)}},
			ok:    true,
			want:  []mana.Color{No, R},
		},
		{
			name:  "zero cost uses nothing",
			cost:  "{0}",
			units: []mana.Unit{unit(0, G)},
			ok:    true,
			want:  []mana.Color{No},
		},
		{
			name:  "zero cost with no units",
			cost:  "{0}",
			units: []mana.Unit{},
			ok:    true,
			want:  []mana.Color{},
		},
		{
			name:  "not enough",
			cost:  "{2}{G}{G}",
			units: []mana.Unit{unit(0, G), unit(0, G), unit(0, R)},
			ok:    false,
			want:  []mana.Color{No, No, No},
		},
		{
			name:  "enough mana, wrong colours",
			cost:  "{G/W}{G/W}{G/W}",
			units: []mana.Unit{unit(0, G, W), unit(0, G), unit(0, U, B), unit(0, R)},
			ok:    false,
			want:  []mana.Color{No, No, No, No},
		},
		{
			name:  "empty cost is unpayable",
			cost:  "",
			units: []mana.Unit{unit(0, G)},
			ok:    false,
			want:  []mana.Color{No},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := make([]mana.Color, len(tt.units))
			for i := range out {
				out[i] = 99 // Plan must overwrite every entry
			}
			ok := mana.MustParseCost(tt.cost).Plan(tt.x, tt.units, out)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.want, out)
		})
	}
}

func TestPlanBadArguments(t *testing.T) {
	c := mana.MustParseCost("{X}{G}")
	units := []mana.Unit{unit(0, G), unit(0, G)}

	out := []mana.Color{7}
	assert.False(t, c.Plan(0, units, out), "out shorter than units")
	assert.Equal(t, []mana.Color{7}, out, "out untouched on length mismatch")
	assert.False(t, c.Plan(0, units, make([]mana.Color, 3)), "out longer than units")

	out = make([]mana.Color, 2)
	assert.False(t, c.Plan(-1, units, out))
	assert.Equal(t, []mana.Color{No, No}, out)
	assert.False(t, c.Plan(1<<62, units, out))
	assert.True(t, c.Plan(1, units, out))
	assert.False(t, c.Plan(0, nil, nil))
}

// TestPlanOrderIndependent reorders the units every way and checks that
// Plan always succeeds, at the same total rank.
func TestPlanOrderIndependent(t *testing.T) {
	units := []mana.Unit{
		unit(0, G), unit(1, W, G), unit(1, W), unit(2, W, B, C), unit(1, G, U), unit(2, B),
	}
	cost := mana.MustParseCost("{1}{G/W}{G/W}{G}")
	permute(len(units), func(perm []int) {
		us := make([]mana.Unit, len(units))
		for i, j := range perm {
			us[i] = units[j]
		}
		out := make([]mana.Color, len(us))
		require.True(t, cost.Plan(0, us, out))
		used, rank := 0, 0
		for i, ty := range out {
			if ty != No {
				used++
				rank += int(us[i].Rank)
				assert.True(t, us[i].Types.Has(ty))
			}
		}
		assert.Equal(t, 4, used)
		assert.Equal(t, 0+1+1+1, rank, "cheapest set: pool G and three rank-1 lands")
	})
}

func TestPlanDeterministic(t *testing.T) {
	units := []mana.Unit{unit(1, W, G), unit(1, G), unit(1, W, U), unit(1, G, U), unit(1, C)}
	cost := mana.MustParseCost("{1}{G/U}{W}")
	first := make([]mana.Color, len(units))
	require.True(t, cost.Plan(0, units, first))
	for range 20 {
		out := make([]mana.Color, len(units))
		require.True(t, cost.Plan(0, units, out))
		assert.Equal(t, first, out)
	}
}

// TestPlanLarge checks that Plan has no limit on the size of the cost.
func TestPlanLarge(t *testing.T) {
	units := make([]mana.Unit, 300)
	for i := range units {
		units[i] = unit(i%3, R)
	}
	out := make([]mana.Color, len(units))
	c := mana.MustParseCost("{X}{R}")
	assert.True(t, c.Plan(299, units, out))
	for _, ty := range out {
		assert.Equal(t, R, ty)
	}
	assert.False(t, c.Plan(300, units, out))

	// Half the units are needed; they must be the rank-0 and some rank-1.
	require.True(t, c.Plan(149, units, out))
	for i, ty := range out {
		if units[i].Rank == 0 {
			assert.Equal(t, R, ty)
		}
		if units[i].Rank == 2 {
			assert.Equal(t, No, ty)
		}
	}
}

func TestPlanAllocs(t *testing.T) {
	units := []mana.Unit{
		unit(1, G), unit(1, G), unit(1, G), unit(1, W), unit(2, W, G, C), unit(1, U), unit(1, R),
	}
	out := make([]mana.Color, len(units))
	c := mana.MustParseCost("{2}{G/W}{G}")
	allocs := testing.AllocsPerRun(100, func() {
		if !c.Plan(0, units, out) {
			t.Fatal("cannot pay")
		}
	})
	assert.Zero(t, allocs)
}
