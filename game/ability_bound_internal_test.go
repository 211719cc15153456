package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// The ability bound leaves an activation out only when the player's mana
// can't reach its cost (CR 602.2b, 601.2h), and follows the changes it
// reads: a tap, mana in the pool, a permanent entering, timing. At each
// step VerifyCaches compares the kept bound with one made again and the
// listing with one made without bounds.
func TestAbilityBoundFollowsChanges(t *testing.T) {
	var mountain, wilds ObjectID
	g := startedDuel(t, func(g *Game) {
		g.Put(0, zone.Battlefield, card.ShivanDragon, PutOptions{})
		mountain, _ = g.Put(0, zone.Battlefield, card.Mountain, PutOptions{Tapped: true})
		wilds, _ = g.Put(0, zone.Hand, card.EvolvingWilds, PutOptions{})
	})
	g.sinceCopy = 3 // listings keep their scratch, as after a few decisions
	activations := func(p PlayerID, why string) int {
		t.Helper()
		n := 0
		for _, o := range g.priorityOptions(nil, p) {
			if o.Kind == ActActivate {
				n++
			}
		}
		require.NoError(t, g.VerifyCaches(), why)
		return n
	}
	require.Zero(t, activations(0, "the Mountain tapped"), "{R}: the Dragon can't pay")
	b := g.plans.abilities[0]
	require.Equal(t, g.bfGen+1, b.bf)
	require.Equal(t, 1, b.instant, "{R}: +1/+0 costs one mana")
	require.False(t, b.freeInstant)

	g.players[0].pool.Add(mana.Red, 1)
	g.manaAdded = true // as addMana does
	require.Equal(t, 1, activations(0, "R in the pool"))
	g.players[0].pool.Empty()
	require.Zero(t, activations(0, "the pool emptied"))

	s, _ := g.lookup(mountain)
	g.untap(s)
	require.Equal(t, 1, activations(0, "the Mountain untapped"))
	g.tap(s)
	require.Zero(t, activations(0, "tapped again"))

	// A permanent whose ability costs no mana: no bound for it (Evolving
	// Wilds: {T}, sacrifice it).
	require.NoError(t, g.Apply(Action{Kind: ActPlayLand, Player: 0, Object: wilds}))
	require.Equal(t, 1, activations(0, "Evolving Wilds entered"))
	require.True(t, g.plans.abilities[0].freeInstant)
	require.Zero(t, activations(1, "B controls neither"))

	// CR 606.3: loyalty abilities have sorcery timing; their cost is no
	// mana, so they count only where sorcery timing holds.
	g2 := startedDuel(t, func(g *Game) {
		g.Put(0, zone.Battlefield, card.ChandraPyromaster, PutOptions{})
	})
	g2.sinceCopy = 3
	require.True(t, g2.sorceryTiming(0))
	require.True(t, g2.mayAffordAnAbility(0), "A's main phase: loyalty abilities")
	require.False(t, g2.mayAffordAnAbility(1), "B has no permanents")
	b2 := g2.plans.abilities[0]
	require.True(t, b2.freeAny)
	require.False(t, b2.freeInstant)
	require.Equal(t, -1, b2.instant)
}
