package game_test

// Regression test; before the fix: Load does not check pending.count of a pick or search decision
// against the resolution (SCHEMA.md: "count within its range" is all):
//   - pick (Jace, the Living Guildpact's +1: "Look at the top two cards of
//     your library. Put one of them into your graveyard."): the count is
//     how many top cards the player looks at and may choose from, 2 here.
//     With 4 the save loads, Alice's view shows her top four cards and
//     she may put the fourth into her graveyard (CR 608.2c; CR 401.2: the
//     rest of the library stays hidden).
//   - search (Chord of Calling, one card to find, res.searchLeft 1): with
//     count 3 the prompt says "find any number of cards it allows".
//   - the cleanup discard (CR 514.1: down to the maximum hand size): with
//     nine cards in hand the count is 2; with 5 the save loads and Alice
//     discards down to four cards.
//   - take-revealed (Genesis Hydra's cast trigger with X=3 reveals three
//     cards): with count 4 Alice may take the unrevealed fourth card.
// For decisions where the count means nothing (yes/no, attackers, name,
// choose card, unless, priority) any value in range loads too and shows in
// View.Pending.Count (found over the scenario corpus).
// (The guess count: see sl_guess_load_checks.) Expected: a *SaveError
// naming pending.count.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestLoadPickCount(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	jace, _ := g.Put(0, zone.Battlefield, card.JaceTheLivingGuildpact, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{}) // top
	g.Put(0, zone.Library, card.Island, game.PutOptions{})
	g.Put(0, zone.Library, card.Swamp, game.PutOptions{})
	fourth, _ := g.Put(0, zone.Library, card.ShivanDragon, game.PutOptions{})
	g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, jace, 0))
	slPassTo(t, g, game.Decision{Kind: game.DecidePick, Player: 0, Count: 2})
	data := slEditPending(t, g, "count", 4)
	slRefused(t, data, "pending.count")
	if h, err := slLoad(data); err == nil {
		require.Error(t, h.Clone().Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: fourth}),
			"the fourth card of the library is not among the top two")
	}
}

func TestLoadSearchCount(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for i := 0; i < 5; i++ {
		g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	}
	chord, _ := g.Put(0, zone.Hand, card.ChordOfCalling, game.PutOptions{})
	g.Put(0, zone.Library, card.CentaurCourser, game.PutOptions{})
	g.Put(0, zone.Library, card.RuneclawBear, game.PutOptions{})
	g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.CastX(0, chord, 2))
	slPassTo(t, g, game.Decision{Kind: game.DecideSearch, Player: 0, Count: 1})
	data := slEditPending(t, g, "count", 3)
	slRefused(t, data, "pending.count")
	if h, err := slLoad(data); err == nil {
		require.Equal(t, g.Prompt(game.English), h.Prompt(game.English))
	}
}

func TestLoadCleanupDiscardCount(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for i := 0; i < 9; i++ {
		g.Put(0, zone.Hand, card.Island, game.PutOptions{})
	}
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.End))
	slPassTo(t, g, game.Decision{Kind: game.DecideDiscard, Player: 0, Count: 2})
	data := slEditPending(t, g, "count", 5)
	slRefused(t, data, "pending.count")
	if h, err := slLoad(data); err == nil {
		for h.Pending().Kind == game.DecideDiscard {
			require.NoError(t, h.Apply(h.LegalActions(nil)[0]))
		}
		require.Equal(t, 7, h.ZoneLen(0, zone.Hand), "CR 514.1: discard down to seven")
	}
}

// Genesis Hydra cast with X=3 reveals the top three cards; the count of
// the take-revealed decision is how many are revealed. With 4 the save
// loads and Alice may put the fourth card, Centaur Courser, onto the
// battlefield.
func TestLoadTakeRevealedCount(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for i := 0; i < 5; i++ {
		g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	}
	hydra, _ := g.Put(0, zone.Hand, card.GenesisHydra, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{}) // top
	g.Put(0, zone.Library, card.RuneclawBear, game.PutOptions{})
	g.Put(0, zone.Library, card.Island, game.PutOptions{})
	courser, _ := g.Put(0, zone.Library, card.CentaurCourser, game.PutOptions{})
	g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.CastX(0, hydra, 3))
	slPassTo(t, g, game.Decision{Kind: game.DecideTakeRevealed, Player: 0, Count: 3})
	data := slEditPending(t, g, "count", 4)
	slRefused(t, data, "pending.count")
	if h, err := slLoad(data); err == nil {
		require.Error(t, h.Clone().Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: courser}),
			"Centaur Courser, the fourth card, was not revealed")
	}
}
