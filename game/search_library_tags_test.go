package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// View.Tag's contract (view.go): "Cards of another player's hand or
// library have none, nor the cards of the viewer's library but while they
// search all of it." Searching her library (Heliod's Pilgrim, CR 701.17a:
// she looks at all of it), Alice sees two Divine Favors there: each has a
// tag that tells it from the other, as the option texts do. The library
// holds exactly as many cards as she looks at (DecideSearch looks at all
// of it), the boundary of view.go's seesWholeLibrary.
func TestSearchedOwnLibraryShowsTags(t *testing.T) {
	g, put := emptyDuel(t, 1)
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	for i := 0; i < 3; i++ {
		put(alice, zone.Battlefield, card.Plains)
	}
	pilgrim := put(alice, zone.Hand, card.HeliodsPilgrim)
	put(alice, zone.Library, card.DivineFavor)
	put(alice, zone.Library, card.Plains)
	put(alice, zone.Library, card.DivineFavor)
	put(bob, zone.Library, card.Forest)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, pilgrim))
	require.NoError(t, g.PassUntilResolved()) // the Pilgrim
	require.NoError(t, g.PassUntilResolved()) // its trigger
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: 1}))
	require.Equal(t, game.DecideSearch, g.Pending().Kind)

	top := g.View(alice).LibraryTop
	require.Len(t, top, 3, "she looks at all of her library")
	tags := map[int]bool{}
	for _, o := range top {
		if o.Name == "Divine Favor" {
			require.NotZero(t, o.Tag, "an alike card in the library she searches is told apart")
			tags[o.Tag] = true
		}
	}
	require.Len(t, tags, 2, "the two Divine Favors have different tags")
	// Bob sees none of it (CR 401.2).
	require.Empty(t, g.View(bob).LibraryTop)
}
