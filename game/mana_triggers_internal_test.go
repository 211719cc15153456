package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/mana"
)

// CR 605.1b, 106.11a: each triggered mana ability on a land tapped for
// mana picks its own colour. A tap's Choice holds one base-5 digit per
// ability; the bound of the answer table covers eight of them, and the
// listing enumerates every combination, the first ability's colour
// varying fastest.
func TestBonusChoiceDigits(t *testing.T) {
	limit := 1
	for range maxBonusChoices {
		limit *= int(mana.NumColors)
	}
	require.Equal(t, limit, bonusChoiceLimit)

	all := mana.ColorSet(0)
	for c := mana.White; c < mana.NumColors; c++ {
		all = all.With(c)
	}
	two := []mana.ColorSet{all, all}
	require.True(t, bonusChoiceValid(int(mana.Red)+5*int(mana.Blue), two))
	require.False(t, bonusChoiceValid(25, two), "a third digit with two abilities")
	require.False(t, bonusChoiceValid(-1, two))
	require.True(t, bonusChoiceValid(0, nil))
	require.False(t, bonusChoiceValid(1, nil))

	next := bonusColors(int(mana.Red) + 5*int(mana.Blue))
	require.Equal(t, mana.Red, next(0))
	require.Equal(t, mana.Blue, next(1))

	opts := appendBonusChoices(nil, Action{Kind: ActActivateMana}, two)
	require.Len(t, opts, 25)
	require.Equal(t, 0, opts[0].Choice)
	require.Equal(t, 1, opts[1].Choice, "the first ability's colour varies fastest")
	require.Equal(t, 24, opts[24].Choice)
	one := appendBonusChoices(nil, Action{Kind: ActActivateMana}, []mana.ColorSet{all})
	for i, a := range one {
		require.Equal(t, i, a.Choice, "one Haven: the colour itself")
	}
}
