package game_test

// Regression test; before the fix: with two Lightning Strikes in Alice's
// hand, casting either is legal (CR 601.2), but the listing names only
// the first (Canonical), and OptionsFor, for clients that work by
// clicking cards, returned nothing for the second; the view's byObject
// map left it out the same way. Now the second card offers the same casts,
// naming it, and byObject maps it to the first card's options.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestOptionsForTwinCard(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Battlefield, card.Mountain)
	first := put(0, zone.Hand, card.LightningStrike)
	second := put(0, zone.Hand, card.LightningStrike)
	other := put(0, zone.Hand, card.Forest)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))

	firstOpts := g.OptionsFor(0, first)
	require.NotEmpty(t, firstOpts)
	secondOpts := g.OptionsFor(0, second)
	require.Len(t, secondOpts, len(firstOpts), "the second Strike offers the same casts")
	for i, a := range secondOpts {
		require.Equal(t, second, a.Object, "the option names the card clicked")
		require.True(t, g.Canonical(a).Equal(firstOpts[i]))
		require.NoError(t, g.Clone().Apply(a))
	}
	require.Len(t, g.OptionsFor(0, other), 1, "the Forest is played, its own option")

	v := g.View(0)
	var strikes []game.ViewID
	for _, o := range v.Hand {
		if o.Name == "Lightning Strike" {
			strikes = append(strikes, o.ID)
		}
	}
	require.Len(t, strikes, 2)
	byObj := v.Pending.ByObject
	require.NotEmpty(t, byObj[strikes[0]])
	require.Equal(t, byObj[strikes[0]], byObj[strikes[1]], "byObject maps the second Strike to the casts")
}
