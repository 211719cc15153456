package game_test

// Regression test; before the fix: Jalira,
// Master Polymorphist reveals Forest, Lightning Strike and Runeclaw Bear
// from the top of Alice's library; the Bear enters and the other two go
// to the bottom in a random order: everyone knows they are the bottom
// two cards, not which is last (object.group). Boonweaver Giant then
// lets Alice find an Aura in her graveyard, hand or library (DecideFind):
// the view shows her the library's cards without their order (libAll),
// and Determinize for her then reorders every card of her library whose
// place she doesn't know (reorder) with no regard to groups: the Forest
// and the Lightning Strike are dealt anywhere in her library, on top in
// some copies. When she takes the Aura from her hand the library isn't
// searched and isn't shuffled (CR 701.17b), so the copy plays on with an
// order she knows to be impossible (she may draw the Lightning Strike
// next turn). A copy for Bob, who isn't searching, keeps the pair at the
// bottom.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestFindKeepsBottomGroup(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(owner, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	jalira := put(alice, zone.Battlefield, card.JaliraMasterPolymorphist)
	put(alice, zone.Battlefield, card.Ornithopter)
	for i := 0; i < 7; i++ {
		put(alice, zone.Battlefield, card.Plains)
	}
	for i := 0; i < 3; i++ {
		put(alice, zone.Battlefield, card.Island)
	}
	giant := put(alice, zone.Hand, card.BoonweaverGiant)
	put(alice, zone.Hand, card.DivineFavor)
	put(alice, zone.Library, card.Forest) // the top card (Put adds at the bottom)
	put(alice, zone.Library, card.LightningStrike)
	put(alice, zone.Library, card.RuneclawBear)
	for i := 0; i < 4; i++ {
		put(alice, zone.Library, card.Swamp)
		put(alice, zone.Library, card.Divination)
	}
	for i := 0; i < 5; i++ {
		put(bob, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, jalira, 0))
	for g.Pending().Kind == game.DecideSacrifice {
		require.NoError(t, g.Apply(g.LegalActions(nil)[0])) // the Ornithopter
	}
	require.NoError(t, g.PassUntilResolved())
	bottomPair := func(c *game.Game) bool {
		l := libraryNames(c, alice)
		b := map[string]bool{l[len(l)-1]: true, l[len(l)-2]: true}
		return b["Forest"] && b["Lightning Strike"]
	}
	require.True(t, bottomPair(g), "Jalira put the two revealed cards on the bottom")
	require.Equal(t, []string{"Forest", "Lightning Strike"}, viewNames(g.View(bob).Players[alice].KnownLibrary))
	require.NoError(t, g.Cast(alice, giant))
	for g.Pending().Kind == game.DecidePriority && g.StackLen() > 0 {
		require.NoError(t, g.PassUntilResolved())
	}
	require.Equal(t, game.DecideFind, g.Pending().Kind, "Boonweaver Giant's search")
	require.True(t, bottomPair(g))
	for seed := uint64(1); seed <= 16; seed++ {
		require.True(t, bottomPair(g.Determinize(bob, seed)), "copy %d for Bob", seed)
	}
	bad := 0
	for seed := uint64(1); seed <= 16; seed++ {
		if c := g.Determinize(alice, seed); !bottomPair(c) {
			bad++
			if bad <= 3 {
				t.Errorf("copy %d for Alice: her library reads %v; the revealed Forest and Lightning Strike must be its bottom two cards", seed, libraryNames(c, alice))
			}
		}
	}
	require.Zero(t, bad, "copies for Alice with the revealed pair out of its places")
}
