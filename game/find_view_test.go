package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// boonweaverFind returns the find of Boonweaver Giant's trigger, Alice to
// choose an Aura from her graveyard, hand or library, with her library
// holding lib (top first).
func boonweaverFind(t *testing.T, lib []*card.Definition) *game.Game {
	g, put := emptyDuel(t, 2)
	for range 7 {
		put(0, zone.Battlefield, card.Plains)
	}
	giant := put(0, zone.Hand, card.BoonweaverGiant)
	put(0, zone.Graveyard, card.DivineFavor)
	for _, d := range lib {
		put(0, zone.Library, d)
	}
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: giant}))
	for g.Pending().Kind != game.DecideFind {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	return g
}

// names lists the names of objects in a view.
func names(objs []game.ViewObject) []string {
	var out []string
	for _, o := range objs {
		out = append(out, o.Name)
	}
	return out
}

// A find that may take its card from the graveyard shows the library
// without its order, which stays secret if the card comes from elsewhere
// (the library is then not shuffled, CR 701.17b): games that differ only
// in the order of Alice's library show her the same cards in the same
// (name) order, and the same options, and taking the graveyard's Aura
// leaves the library as it was.
func TestFindShowsTheLibraryWithoutItsOrder(t *testing.T) {
	a := boonweaverFind(t, []*card.Definition{card.DivineFavor, card.Plains, card.SerraAngel, card.Plains})
	b := boonweaverFind(t, []*card.Definition{card.Plains, card.SerraAngel, card.Plains, card.DivineFavor})
	want := []string{"Divine Favor", "Plains", "Plains", "Serra Angel"}
	require.Equal(t, want, names(a.View(0).LibraryTop), "she sees her library's cards, by name")
	require.Equal(t, want, names(b.View(0).LibraryTop))
	va, vb := a.View(0).Pending.Options, b.View(0).Pending.Options
	require.Equal(t, len(va), len(vb))
	for i := range va {
		require.Equal(t, va[i].Text, vb[i].Text)
	}
	for _, g := range []*game.Game{a, b} {
		lib := g.Zone(0, zone.Library)
		opts := g.LegalActions(nil)
		var fromGraveyard game.Action
		for _, o := range opts {
			if x, ok := g.Object(o.Object); ok && x.Zone == zone.Graveyard {
				fromGraveyard = o
			}
		}
		require.NotZero(t, fromGraveyard.Object)
		require.NoError(t, g.Apply(fromGraveyard))
		require.Equal(t, lib, g.Zone(0, zone.Library), "not searched: not shuffled")
	}
}

// emptyDuel returns an empty game of Alice and Bob with seed, and put,
// which puts a card into a zone and returns its ID.
func emptyDuel(t *testing.T, seed uint64) (*game.Game, func(game.PlayerID, zone.Kind, *card.Definition) game.ObjectID) {
	g, err := game.NewEmpty(game.Config{Seed: seed, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	return g, func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
}
