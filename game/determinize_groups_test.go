package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 401.4, 401.2: Aetherspouts has Alice put Runeclaw Bear and Centaur
// Courser on top of her library together, and Oreskos Swiftclaw and
// Bronze Sable on the bottom together. Bob knows which two are on top and
// which two at the bottom, not their order within each pair. A copy
// determinized for Bob must agree with that: its top card is the Bear or
// the Courser, its bottom card the Swiftclaw or the Sable.
func TestDeterminizeKeepsTopAndBottomGroups(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition) {
		_, err := g.Put(owner, z, d, game.PutOptions{})
		require.NoError(t, err)
	}
	lookup := func(n string) *card.Definition {
		d, err := card.Default().Lookup(n)
		require.NoError(t, err)
		return d
	}
	for _, n := range []string{"Runeclaw Bear", "Centaur Courser", "Oreskos Swiftclaw", "Bronze Sable"} {
		put(alice, zone.Battlefield, lookup(n))
	}
	for i := 0; i < 5; i++ {
		put(bob, zone.Battlefield, card.Island)
	}
	put(bob, zone.Hand, card.Aetherspouts)
	for i := 0; i < 3; i++ {
		put(alice, zone.Library, card.Forest)
		put(bob, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	attackIntoAetherspouts(t, g, 4)
	for i, n := range []string{"Runeclaw Bear", "Centaur Courser", "Oreskos Swiftclaw", "Bronze Sable"} {
		id := findIn(t, g, alice, zone.Battlefield, n)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: id, Choice: i / 2}))
	}
	lib := libraryNames(g, alice)
	require.Len(t, lib, 7)
	t.Logf("Alice's library: %v", lib)
	bad := 0
	for seed := uint64(1); seed <= 32; seed++ {
		l := libraryNames(g.Determinize(bob, seed), alice)
		top, bottom := l[0], l[len(l)-1]
		if top != "Runeclaw Bear" && top != "Centaur Courser" || bottom != "Oreskos Swiftclaw" && bottom != "Bronze Sable" {
			bad++
			t.Logf("seed %d: Bob's copy has %v", seed, l)
		}
	}
	require.Zero(t, bad, "copies for Bob must keep each pair at its end of the library")
}
