package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// CR 702.50a, 302.6: Crowd's Favor ({R}, convoke) with a red Generator
// Servant as the only creature. Its mana ({C}{C}, by sacrificing it) can't
// pay {R}, but tapping it for convoke can, sick or not; LegalActions lists
// that cast, and Apply accepts it.
func TestConvokeListsCreatureWhoseManaCantPay(t *testing.T) {
	for _, sick := range []bool{false, true} {
		g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		servant, err := g.Put(0, zone.Battlefield, card.GeneratorServant, PutOptions{Sick: sick})
		require.NoError(t, err)
		favor, err := g.Put(0, zone.Hand, card.CrowdsFavor, PutOptions{})
		require.NoError(t, err)
		startConvokeDuel(t, g)
		found := false
		for _, a := range g.LegalActions(nil) {
			if a.Kind == ActCast && a.Object == favor {
				require.Equal(t, []ObjectID{servant}, a.Convoke, "sick=%v", sick)
				require.NoError(t, g.Clone().Apply(a))
				found = true
			}
		}
		require.True(t, found, "sick=%v: the convoke cast is listed", sick)
	}
}

// CR 702.50a, 601.2h: Stoke the Flames ({2}{R}{R}, convoke) with a Mountain
// and two Generator Servants: one Servant is sacrificed for {C}{C}, the
// other tapped for convoke pays the second {R}. Counting both by their
// mana or both by convoke pays only three of the four.
func TestConvokeMixesManaAndConvokeOfDualCreatures(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	_, err = g.Put(0, zone.Battlefield, card.Mountain, PutOptions{})
	require.NoError(t, err)
	for range 2 {
		_, err = g.Put(0, zone.Battlefield, card.GeneratorServant, PutOptions{})
		require.NoError(t, err)
	}
	stoke, err := g.Put(0, zone.Hand, card.StokeTheFlames, PutOptions{})
	require.NoError(t, err)
	startConvokeDuel(t, g)
	n := 0
	for _, a := range g.LegalActions(nil) {
		if a.Kind == ActCast && a.Object == stoke {
			require.Len(t, a.Convoke, 1)
			h := g.Clone()
			require.NoError(t, h.Apply(a))
			require.Equal(t, 1, h.StackLen())
			require.Equal(t, 1, h.ZoneLen(0, zone.Graveyard), "one Servant sacrificed for {C}{C}")
			require.Equal(t, 2, h.ZoneLen(0, zone.Battlefield), "the Mountain and the convoked Servant")
			n++
		}
	}
	require.Positive(t, n, "the cast is listed")
}

// startConvokeDuel gives both players a short library and starts the
// game in Alice's main phase of turn 3.
func startConvokeDuel(t *testing.T, g *Game) {
	t.Helper()
	for p := range 2 {
		for range 3 {
			_, err := g.Put(PlayerID(p), zone.Library, card.Plains, PutOptions{})
			require.NoError(t, err)
		}
	}
	require.NoError(t, g.Start(3, 0, Main1))
}
