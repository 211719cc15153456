package game_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Two alike spells on the stack are told apart in texts by a number
// ("respond to Lightning Strike (#2)"); the view gives each stack item
// that number as its tag, so that a client can show it on the spell.
func TestViewStackItemsCarryTheirTags(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 4 {
		put(alice, zone.Battlefield, card.Mountain)
	}
	s1 := put(alice, zone.Hand, card.LightningStrike)
	s2 := put(alice, zone.Hand, card.LightningStrike)
	require.NoError(t, g.Start(3, alice, game.Main1))
	for _, s := range []game.ObjectID{s1, s2} {
		a := game.Action{Kind: game.ActCast, Player: alice, Object: s}.WithTargets(game.PlayerTarget(bob))
		require.NoError(t, g.Apply(a))
	}
	v := g.View(bob)
	require.Len(t, v.Stack, 2)
	for _, it := range v.Stack {
		require.NotZero(t, it.Tag, "alike spells are numbered")
	}
	require.NotEqual(t, v.Stack[0].Tag, v.Stack[1].Tag)
	require.Contains(t, g.Prompt(game.English), fmt.Sprintf("Lightning Strike (#%d)", v.Stack[0].Tag), "the top one's number, as the prompt gives it")
}
