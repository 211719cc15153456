package zone

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestZeroPile(t *testing.T) {
	var p Pile[int]
	assert.Equal(t, 0, p.Len())
	_, ok := p.Top()
	assert.False(t, ok)
	_, ok = p.Bottom()
	assert.False(t, ok)
	_, ok = p.PopTop()
	assert.False(t, ok)
	assert.Equal(t, 0, p.At(0))
	assert.Equal(t, -1, p.Index(1))
	assert.False(t, p.Remove(1))
	assert.Nil(t, p.Items())
	p.Shuffle(rand.New(rand.NewPCG(1, 2)))
	c := p.Clone()
	assert.Equal(t, 0, c.Len())
	p.PushTop(7)
	assert.Equal(t, []int{7}, p.Items())
}

func TestPilePushPop(t *testing.T) {
	var p Pile[string]
	p.PushTop("a")
	p.PushTop("b")
	p.PushBottom("z")
	p.PushTop("c")
	assert.Equal(t, []string{"c", "b", "a", "z"}, p.Items())
	top, ok := p.Top()
	assert.True(t, ok)
	assert.Equal(t, "c", top)
	bot, ok := p.Bottom()
	assert.True(t, ok)
	assert.Equal(t, "z", bot)
	for i, want := range []string{"c", "b", "a", "z"} {
		assert.Equal(t, want, p.At(i), "At(%d)", i)
	}
	assert.Equal(t, "", p.At(-1))
	assert.Equal(t, "", p.At(4))

	var popped []string
	for {
		x, ok := p.PopTop()
		if !ok {
			break
		}
		popped = append(popped, x)
	}
	assert.Equal(t, []string{"c", "b", "a", "z"}, popped, "last in, first out (CR 405.5)")
}

func TestNewPile(t *testing.T) {
	p := NewPile(1, 2, 3)
	assert.Equal(t, []int{1, 2, 3}, p.Items())
	top, _ := p.Top()
	assert.Equal(t, 1, top)
	e := NewPile[int]()
	assert.Equal(t, 0, e.Len())
}

func TestPileInsert(t *testing.T) {
	tests := []struct {
		name string
		pos  int
		want []int
		err  bool
	}{
		{"top", 0, []int{9, 1, 2, 3}, false},
		{"second", 1, []int{1, 9, 2, 3}, false},
		{"third", 2, []int{1, 2, 9, 3}, false},
		{"bottom", 3, []int{1, 2, 3, 9}, false},
		{"past bottom", 4, []int{1, 2, 3}, true},
		{"negative", -1, []int{1, 2, 3}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewPile(1, 2, 3)
			err := p.Insert(tt.pos, 9)
			assert.Equal(t, tt.want, p.Items())
			if !tt.err {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.True(t, errors.Is(err, ErrPosition))
			var pe *PositionError
			require.True(t, errors.As(err, &pe))
			assert.Equal(t, tt.pos, pe.Pos)
			assert.Equal(t, 3, pe.Len)
			assert.Contains(t, err.Error(), "out of range [0, 3]")
		})
	}
}

func TestPileInsertEmpty(t *testing.T) {
	var p Pile[int]
	require.NoError(t, p.Insert(0, 5))
	assert.Equal(t, []int{5}, p.Items())
}

func TestPileRemoveIndex(t *testing.T) {
	tests := []struct {
		name  string
		x     int
		index int
		after []int
	}{
		{"top", 1, 0, []int{2, 3, 2, 4}},
		{"first of duplicates from top", 2, 1, []int{1, 3, 2, 4}},
		{"bottom", 4, 4, []int{1, 2, 3, 2}},
		{"absent", 8, -1, []int{1, 2, 3, 2, 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewPile(1, 2, 3, 2, 4)
			assert.Equal(t, tt.index, p.Index(tt.x))
			assert.Equal(t, tt.index >= 0, p.Contains(tt.x))
			assert.Equal(t, tt.index >= 0, p.Remove(tt.x))
			assert.Equal(t, tt.after, p.Items())
		})
	}
}

func TestPileItemsIsCopy(t *testing.T) {
	p := NewPile(1, 2, 3)
	items := p.Items()
	items[0] = 100
	assert.Equal(t, []int{1, 2, 3}, p.Items())
}

func TestPileClone(t *testing.T) {
	p := NewPile(1, 2, 3)
	c := p.Clone()
	c.PushTop(0)
	c.Remove(3)
	p.PushBottom(4)
	assert.Equal(t, []int{0, 1, 2}, c.Items())
	assert.Equal(t, []int{1, 2, 3, 4}, p.Items())
}

func TestPileShuffleDeterministic(t *testing.T) {
	mk := func() Pile[int] {
		var p Pile[int]
		for i := range 40 {
			p.PushTop(i)
		}
		return p
	}
	a, b := mk(), mk()
	a.Shuffle(rand.New(rand.NewPCG(42, 7)))
	b.Shuffle(rand.New(rand.NewPCG(42, 7)))
	assert.Equal(t, a.Items(), b.Items(), "same seed, same order")
	orig := mk()
	assert.NotEqual(t, orig.Items(), a.Items(), "40 cards keep their order with probability 1/40!")
	assert.ElementsMatch(t, orig.Items(), a.Items(), "a shuffle keeps the cards")
}

// seq is a Rand that returns fixed answers, to pin the Fisher–Yates steps.
type seq struct {
	out  []int
	asks []int
}

func (s *seq) IntN(n int) int {
	s.asks = append(s.asks, n)
	x := s.out[0]
	s.out = s.out[1:]
	return x
}

func TestPileShuffleFisherYates(t *testing.T) {
	// Internal order bottom..top is [4 3 2 1]; swaps (3,j=0) (2,j=2) (1,j=0).
	p := NewPile(1, 2, 3, 4)
	r := &seq{out: []int{0, 2, 0}}
	p.Shuffle(r)
	assert.Equal(t, []int{4, 3, 2}, r.asks)
	// [4 3 2 1] -swap(3,0)-> [1 3 2 4] -swap(2,2)-> same -swap(1,0)-> [3 1 2 4]
	assert.Equal(t, []int{4, 2, 1, 3}, p.Items())
}

func TestPileShuffleUniform(t *testing.T) {
	// All 6 orders of a 3-card pile appear with roughly equal frequency.
	r := rand.New(rand.NewPCG(3, 4))
	counts := map[[3]int]int{}
	const n = 60000
	for range n {
		p := NewPile(1, 2, 3)
		p.Shuffle(r)
		it := p.Items()
		counts[[3]int{it[0], it[1], it[2]}]++
	}
	assert.Len(t, counts, 6)
	for order, c := range counts {
		assert.InDelta(t, n/6, c, n/60, "order %v", order)
	}
}

// bad is a Rand that breaks its contract.
type bad struct{}

func (bad) IntN(n int) int { return n + 5 }

func TestPileShuffleRobust(t *testing.T) {
	p := NewPile(1, 2, 3)
	p.Shuffle(nil)
	assert.Equal(t, []int{1, 2, 3}, p.Items(), "nil source: unchanged")
	p.Shuffle(bad{})
	assert.ElementsMatch(t, []int{1, 2, 3}, p.Items(), "out-of-range source: no panic")
}
