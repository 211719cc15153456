package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// strikeDuel starts a two-player game in A's main phase: A has two
// Mountains (tapped if tapped), a Lightning Strike and a Mountain in hand;
// B has a Mountain. Listings keep their scratch, as after a few
// decisions.
func strikeDuel(t *testing.T, tapped bool) (g *Game, m1, m2, land, theirs ObjectID) {
	t.Helper()
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	m1, _ = g.Put(0, zone.Battlefield, card.Mountain, PutOptions{Tapped: tapped})
	m2, _ = g.Put(0, zone.Battlefield, card.Mountain, PutOptions{Tapped: tapped})
	theirs, _ = g.Put(1, zone.Battlefield, card.Mountain, PutOptions{})
	g.Put(0, zone.Hand, card.LightningStrike, PutOptions{})
	land, _ = g.Put(0, zone.Hand, card.Mountain, PutOptions{})
	g.Put(0, zone.Library, card.Mountain, PutOptions{})
	g.Put(1, zone.Library, card.Mountain, PutOptions{})
	require.NoError(t, g.Start(3, 0, Main1))
	g.sinceCopy = 3
	return g, m1, m2, land, theirs
}

// A player's kept mana units follow every change they read: a tap, an
// untap, a change of control, mana in the pool, a land played. At
// each step the listing says whether Lightning Strike ({1}{R}) can be
// cast, and VerifyCaches compares the kept units with a fresh collection.
func TestKeptUnitsFollowChanges(t *testing.T) {
	g, m1, m2, land, _ := strikeDuel(t, false)
	s1, _ := g.lookup(m1)
	s2, _ := g.lookup(m2)

	castable := func(why string) bool {
		t.Helper()
		opts := g.priorityOptions(nil, 0)
		require.NoError(t, g.VerifyCaches(), why)
		for _, o := range opts {
			if o.Kind == ActCast {
				return true
			}
		}
		return false
	}
	stale := func(what string) {
		t.Helper()
		key, ok := g.unitsKeyNow(0)
		require.True(t, ok)
		require.NotEqual(t, key, g.plans.unitsOf[0], "%s ends the kept units", what)
	}
	require.True(t, castable("two Mountains"))
	require.True(t, g.plans.unitsOf[0].valid, "plain lands only: the units are kept")
	require.True(t, castable("listed again, from the kept units"))

	g.tap(s1)
	stale("the tap")
	require.False(t, castable("one Mountain tapped"))
	g.untap(s1)
	require.True(t, castable("untapped again"))

	g.gainControl(s2, 1, &ability.Effect{Duration: ability.UntilEndOfTurn})
	require.False(t, castable("B controls a Mountain now"))
	stale("the change of control")

	g.players[0].pool.Add(mana.Red, 1)
	g.manaAdded = true // as addMana does
	require.True(t, castable("R in the pool and a Mountain"))
	g.players[0].pool.Empty()
	require.False(t, castable("the pool emptied"))

	require.NoError(t, g.Apply(Action{Kind: ActPlayLand, Player: 0, Object: land}))
	require.True(t, castable("a Mountain entered"))
}

// The count of mana a player's untapped sources make, kept for the bound
// of mayAffordACast (sourceBound), follows untaps, lands entering and
// changes of control: a count kept while the sources were tapped must not
// hide a spell once they are untapped.
func TestSourceBoundFollowsChanges(t *testing.T) {
	g, m1, m2, land, theirs := strikeDuel(t, true)
	slot := func(id ObjectID) int32 { s, _ := g.lookup(id); return s }

	affords := func(want bool, why string) {
		t.Helper()
		require.Equal(t, want, g.mayAffordACast(0), why)
		require.NoError(t, g.VerifyCaches(), why)
	}
	affords(false, "both Mountains tapped")
	require.True(t, g.plans.sources[0].all, "counted all of them: none")
	g.untap(slot(m1))
	affords(false, "one Mountain untapped: 1 mana for Lightning Strike's 2")
	g.untap(slot(m2))
	affords(true, "two Mountains untapped")
	g.tap(slot(m2))
	affords(false, "one tapped again")
	g.gainControl(slot(theirs), 0, &ability.Effect{Duration: ability.UntilEndOfTurn})
	affords(true, "B's Mountain under A's control")
	g.gainControl(slot(theirs), 1, &ability.Effect{Duration: ability.UntilEndOfTurn})
	affords(false, "back to B")
	require.NoError(t, g.Apply(Action{Kind: ActPlayLand, Player: 0, Object: land}))
	affords(true, "a Mountain entered")
}
