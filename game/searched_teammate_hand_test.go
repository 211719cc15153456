package game_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 810.5 (teammates may review each other's hands) and the
// view_searched.go contract: "their own cards and a Two-Headed Giant
// teammate's hand are named by ObjectID". Searching her teammate Bob's
// hand with Stain the Mind (CR 701.17a) shows Alice nothing she didn't
// see already, so his hand keeps its order and its ObjectID-based
// ViewIDs; it is not re-named by position in name order ("hand:1:N"),
// as a searched opponent's hand is.
func TestSearchedTeammateHandKeepsIDs(t *testing.T) {
	cfg := game.Config{Seed: 3, Rules: game.Rules{Variant: game.TwoHeadedGiant}}
	for _, n := range []string{"Alice", "Bob", "Carol", "Dan"} {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	for i := 0; i < 5; i++ {
		put(alice, zone.Battlefield, card.Swamp)
	}
	for p := game.PlayerID(0); p < 4; p++ {
		for i := 0; i < 3; i++ {
			put(p, zone.Library, card.Forest)
		}
	}
	stain := put(alice, zone.Hand, card.StainTheMind)
	// Not in name order: Lightning Strike first, then Forest.
	put(bob, zone.Hand, card.LightningStrike)
	put(bob, zone.Hand, card.Forest)
	require.NoError(t, g.Start(3, alice, game.Main1))

	before := g.View(alice).Players[bob].Hand
	require.Len(t, before, 2)
	require.NoError(t, g.Cast(alice, stain, game.PlayerTarget(bob)))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: slices.Index(game.CardNames(), "Lightning Strike")}))
	require.Equal(t, game.DecideFind, g.Pending().Kind)

	during := g.View(alice).Players[bob].Hand
	require.Len(t, during, 2)
	for i := range before {
		require.Equal(t, before[i].Name, during[i].Name, "card %d", i)
		require.Equal(t, before[i].ID, during[i].ID, "card %d: the teammate's hand keeps its IDs", i)
	}
	require.Equal(t, "Lightning Strike", during[0].Name, "the teammate's hand keeps its order")
}
