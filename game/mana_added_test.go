package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// CR 500.4: mana empties from each player's pool as each step ends. The
// engine looks at the pools only when mana was added since they last
// emptied (manaAdded); VerifyCaches reports a pool holding mana without it.
func TestManaAddedFollowsThePools(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	m, err := g.Put(0, zone.Battlefield, card.Mountain, PutOptions{})
	require.NoError(t, err)
	for p := range 2 {
		for range 5 {
			g.Put(PlayerID(p), zone.Library, card.Island, PutOptions{})
		}
	}
	require.NoError(t, g.Start(3, 0, Main1))
	require.False(t, g.manaAdded, "no mana made yet")

	var tap Action
	for _, a := range g.OtherActions(nil) {
		if a.Kind == ActActivateMana && a.Object == m {
			tap = a
		}
	}
	require.Equal(t, ActActivateMana, tap.Kind, "the Mountain's mana ability is listed")
	require.NoError(t, g.Apply(tap))
	require.True(t, g.manaAdded)
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red))
	require.NoError(t, g.VerifyCaches())

	g.manaAdded = false
	require.Error(t, g.VerifyCaches(), "mana in a pool the engine thinks empty is a violation")
	g.manaAdded = true

	require.NoError(t, g.Apply(Action{Kind: ActPass, Player: 0}))
	require.NoError(t, g.Apply(Action{Kind: ActPass, Player: 1}))
	require.Equal(t, BeginCombat, g.Step())
	require.True(t, g.Pool(0).IsEmpty(), "the red mana emptied as the main phase ended")
	require.False(t, g.manaAdded, "the pools are empty again")
	require.NoError(t, g.VerifyCaches())
}
