package game_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// stainTheMindFind returns the game at Alice's find of Stain the Mind
// cast at Bob, Peel from Reality named: one copy in Bob's hand, one in
// his library.
func stainTheMindFind(t *testing.T) (g *game.Game, inHand, inLibrary game.ObjectID) {
	g, put := emptyDuel(t, 1)
	for i := 0; i < 5; i++ {
		put(alice, zone.Battlefield, card.Swamp)
		put(alice, zone.Library, card.Swamp)
	}
	stain := put(alice, zone.Hand, card.StainTheMind)
	for i := 0; i < 9; i++ {
		put(bob, zone.Library, []*card.Definition{card.Forest, card.RuneclawBear, card.CentaurCourser}[i%3])
	}
	inLibrary = put(bob, zone.Library, card.PeelFromReality)
	inHand = put(bob, zone.Hand, card.PeelFromReality)
	put(bob, zone.Hand, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, stain, game.PlayerTarget(bob)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideName, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: slices.Index(game.CardNames(), "Peel from Reality")}))
	require.Equal(t, game.DecideFind, g.Pending().Kind)
	return g, inHand, inLibrary
}

// CR 701.17a: to search a zone is to look at all its cards. While Alice
// searches Bob's hand and library, her view shows both, her options name
// the cards by ViewIDs she can answer with, and they say whose zone the
// card is in; her own library stays hidden.
func TestFindInAnotherPlayersZonesShowsThem(t *testing.T) {
	g, inHand, inLibrary := stainTheMindFind(t)
	v := g.View(alice)
	require.Len(t, v.Players[bob].Hand, 2, "Alice looks at Bob's hand")
	require.Len(t, v.LibraryTop, 10, "and at Bob's library, by name")
	for _, o := range v.LibraryTop {
		id, ok := g.ObjectFromView(alice, o.ID)
		require.True(t, ok)
		info, _ := g.Object(id)
		require.Equal(t, bob, info.Owner, "the library cards are Bob's")
	}
	texts := map[game.ObjectID]string{}
	for i, o := range v.Pending.Options {
		a, err := g.ActionFromView(alice, o)
		require.NoError(t, err)
		require.Equal(t, g.LegalActions(nil)[i], a, "option %d maps to the legal action", i)
		texts[a.Object] = o.Text
	}
	require.Equal(t, "Find Peel from Reality in Bob's hand", texts[inHand])
	require.Equal(t, "Find Peel from Reality in Bob's library", texts[inLibrary])
	require.Empty(t, g.View(bob).LibraryTop, "Bob does not search")
	require.Empty(t, g.View(bob).Players[alice].Hand)
}

// A determinized copy for Alice keeps the cards she is looking at where
// they are, so each of her options is one of the copy's (Determinize:
// the cards viewer is looking at now stay).
func TestDeterminizeKeepsTheSearchedLibraryOfAnotherPlayer(t *testing.T) {
	g, _, _ := stainTheMindFind(t)
	for _, a := range g.LegalActions(nil) {
		for seed := uint64(0); seed < 20; seed++ {
			require.NoError(t, g.Determinize(alice, seed).Apply(a), "seed %d: %s", seed, g.Describe(a, game.English))
		}
	}
}

// Stain the Mind searches the target player's graveyard too: a card
// found there is named as that player's (CR 701.17a).
func TestFindInAnotherPlayersGraveyardSaysWhose(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for i := 0; i < 5; i++ {
		put(alice, zone.Battlefield, card.Swamp)
		put(alice, zone.Library, card.Swamp)
	}
	stain := put(alice, zone.Hand, card.StainTheMind)
	put(bob, zone.Library, card.Forest)
	put(bob, zone.Hand, card.RuneclawBear)
	put(bob, zone.Graveyard, card.RuneclawBear)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, stain, game.PlayerTarget(bob)))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: slices.Index(game.CardNames(), "Runeclaw Bear")}))
	var texts []string
	for _, a := range g.LegalActions(nil) {
		texts = append(texts, g.Describe(a, game.English)+" | "+g.Describe(a, game.Chinese))
	}
	require.Contains(t, texts, "Find Runeclaw Bear in Bob's graveyard | 找出"+card.RuneclawBear.NameZhHans+"（Bob的坟墓场中）")
	require.Contains(t, texts, "Find Runeclaw Bear in Bob's hand | 找出"+card.RuneclawBear.NameZhHans+"（Bob的手牌中）")
}

// The copy keeps Alice's view of the search too: the cards she sees in
// Bob's library, whose order she doesn't know, are listed by name and ID,
// not in their places (CR 401.2), so alike cards' ViewIDs tell nothing
// and a copy with another order shows the same view.
func TestDeterminizeKeepsTheViewOfASearchedLibrary(t *testing.T) {
	g, _, _ := stainTheMindFind(t)
	want, err := json.Marshal(g.View(alice))
	require.NoError(t, err)
	for seed := uint64(0); seed < 20; seed++ {
		got, err := json.Marshal(g.Determinize(alice, seed).View(alice))
		require.NoError(t, err)
		require.JSONEq(t, string(want), string(got), "seed %d", seed)
	}
}
