package stack_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/stack"
)

// CR 405.5: the last item put on the stack resolves first.
func TestLastInFirstOut(t *testing.T) {
	var s stack.Stack
	require.True(t, s.IsEmpty())
	require.Nil(t, s.Top())
	_, ok := s.Pop()
	require.False(t, ok)
	for i := uint32(1); i <= 3; i++ {
		s.Push(stack.Item{Kind: stack.Spell, Source: i})
	}
	require.Equal(t, 3, s.Len())
	require.Equal(t, uint32(3), s.Top().Source)
	require.Equal(t, uint32(1), s.At(2).Source)
	require.Equal(t, 1, s.Find(2))
	require.Equal(t, -1, s.Find(9))
	it, ok := s.Pop()
	require.True(t, ok)
	require.Equal(t, uint32(3), it.Source)
}

// CR 701.5a: countering removes a spell from anywhere on the stack.
func TestRemoveAndClone(t *testing.T) {
	var s stack.Stack
	for i := uint32(1); i <= 3; i++ {
		s.Push(stack.Item{Kind: stack.Spell, Source: i})
	}
	c := s.Clone()
	removed, ok := s.Remove(1)
	require.True(t, ok)
	require.Equal(t, uint32(2), removed.Source)
	require.Equal(t, 2, s.Len())
	require.Equal(t, 3, c.Len(), "a clone is independent")
	var d stack.Stack
	d.CopyFrom(&c)
	d.Pop()
	require.Equal(t, 3, c.Len())
	var empty stack.Stack
	ec := empty.Clone()
	require.Equal(t, 0, ec.Len())
}

func TestTargets(t *testing.T) {
	it := stack.Item{NumTargets: 2}
	it.Targets[0] = stack.PlayerTarget(1)
	it.Targets[1] = stack.ObjectTarget(42)
	ts := it.TargetList()
	require.Len(t, ts, 2)
	require.True(t, ts[0].IsPlayer())
	require.False(t, ts[1].IsPlayer())
	it.NumTargets = 200 // more than there is room for: all of them
	require.Len(t, it.TargetList(), stack.MaxTargets)
	require.Equal(t, "spell", stack.Spell.String())
	require.Equal(t, "triggered ability", stack.TriggeredAbility.String())
	require.Equal(t, "unknown", stack.Kind(0).String())
}

// Positions outside the stack are answered, not panicked on: At gives
// nil, Remove false and leaves the stack as it was.
func TestPositionsOutside(t *testing.T) {
	var s stack.Stack
	s.Push(stack.Item{Kind: stack.Spell, Source: 1})
	for _, i := range []int{-1, 1, 7, -1 << 62} {
		require.Nil(t, s.At(i), "At(%d)", i)
		_, ok := s.Remove(i)
		require.False(t, ok, "Remove(%d)", i)
		require.Equal(t, 1, s.Len())
	}
	require.Equal(t, uint32(1), s.At(0).Source)
}

// A player number no Target can hold names nothing, never another
// player (256 wrapped to player 0).
func TestPlayerTargetOutOfRangeNamesNothing(t *testing.T) {
	for _, p := range []int{-1, -200, 128, 255, 256, 1 << 40} {
		tg := stack.PlayerTarget(p)
		if tg.IsPlayer() || tg.Object != 0 {
			t.Errorf("stack.PlayerTarget(%d) = %+v, want the target that names nothing", p, tg)
		}
	}
	for _, p := range []int{0, 3, 127} {
		if tg := stack.PlayerTarget(p); !tg.IsPlayer() || int(tg.Player) != p {
			t.Errorf("PlayerTarget(%d) = %+v", p, tg)
		}
	}
}
