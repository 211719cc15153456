package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
)

// CR 106.6: Sliver Hive's coloured mana may be spent only to cast Sliver
// spells. The pool holds it with the rest (Pool), and RestrictedPool and
// every player's view say which part it is and for what.
func TestViewShowsRestrictedMana(t *testing.T) {
	var hive game.ObjectID
	g := listingGame(t, 2, false, game.Main1, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		hive = put(alice, "Sliver Hive", game.PutOptions{})
	})
	// Its first mana ability makes {C}, unrestricted; its second any colour.
	c := g.Clone()
	require.NoError(t, c.Apply(game.Action{Kind: game.ActActivateMana, Player: alice, Object: hive, Ability: 0}))
	require.Equal(t, 1, c.Pool(alice).Amount(mana.Colorless))
	plain, _ := c.RestrictedPool(alice)
	require.True(t, plain.IsEmpty())
	require.Empty(t, c.View(bob).Players[alice].Restricted)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: alice, Object: hive, Ability: 1, Color: mana.Green}))
	pool, subtype := g.RestrictedPool(alice)
	require.Equal(t, 1, pool.Amount(mana.Green))
	require.Equal(t, "Sliver", subtype)
	require.Equal(t, 1, g.Pool(alice).Amount(mana.Green), "restricted mana is in the pool too")
	for _, viewer := range []game.PlayerID{alice, bob} {
		vp := g.View(viewer).Players[alice]
		require.Equal(t, []game.RestrictedMana{{Mana: pool, For: "Sliver"}}, vp.Restricted)
		b, err := json.Marshal(vp)
		require.NoError(t, err)
		require.Contains(t, string(b), `"restricted":[{"mana":{"G":1},"for":"Sliver"}]`)
	}
	require.Empty(t, g.View(alice).Players[bob].Restricted)
}
