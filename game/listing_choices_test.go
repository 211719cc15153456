package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Liliana Vess's -2 "Search your library for a card" names no
// stated quality, so CR 701.17b (a player may fail to find cards with a
// stated quality) does not apply: with cards in the library, one must be
// found. The search decision lists each distinct card and no "find
// nothing".
func TestUnqualifiedSearchMustFind(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	lili, err := g.Put(0, zone.Battlefield, card.LilianaVess, game.PutOptions{})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.Swamp, card.RuneclawBear, card.Swamp} {
		_, err := g.Put(0, zone.Library, d, game.PutOptions{})
		require.NoError(t, err)
	}
	_, err = g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: lili, Ability: 1}))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 2, "one option per distinct card (Swamp, Runeclaw Bear): %v", opts)
	for _, a := range opts {
		require.NotZero(t, a.Object, "finding nothing is not an option (CR 701.17b needs a stated quality)")
	}
}

// with one creature able to attack, the listing offers no attack
// and that creature's attack, each once: the "all of them at once"
// option would repeat the single attack.
func TestNoDuplicateAttackOption(t *testing.T) {
	g := listingGame(t, 2, false, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		put(alice, "Runeclaw Bear", game.PutOptions{})
	})
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 2, "%v", opts)
	for i := range opts {
		for j := i + 1; j < len(opts); j++ {
			require.False(t, opts[i].Equal(opts[j]), "option %d repeats option %d", j, i)
		}
	}
}

// in Two-Headed Giant the defending team declares blockers together
// (CR 805.10 via 810.2), so the creatures of both players of the team may
// block: the listing offers a block by the teammate's creature too.
func TestTwoHeadedGiantTeammateBlockListed(t *testing.T) {
	var bear, corpse game.ObjectID
	g := listingGame(t, 4, true, game.DeclareAttackers, func(put func(game.PlayerID, string, game.PutOptions) game.ObjectID) {
		bear = put(alice, "Runeclaw Bear", game.PutOptions{})
		corpse = put(game.PlayerID(3), "Walking Corpse", game.PutOptions{})
	})
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: g.Pending().Player,
		Attackers: []game.Attack{{Attacker: bear, Player: game.PlayerID(2)}}}))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	found := false
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActDeclareBlockers && len(a.Blockers) == 1 && a.Blockers[0].Blocker == corpse && a.Blockers[0].Attacker == bear {
			found = true
		}
	}
	require.True(t, found, "the teammate's Walking Corpse may block")
}

// CR 103.4: a player may take a mulligan with a hand of one card
// (drawing a new hand of zero); only at zero cards must they keep. After
// six mulligans the starting player holds one card, and the mulligan is
// still listed.
func TestMulliganListedWithOneCard(t *testing.T) {
	cfg := mixedConfig(5)
	cfg.Start = game.StartFull
	g, err := game.New(cfg)
	require.NoError(t, err)
	for i := 0; i < 200; i++ {
		d := g.Pending()
		if d.Kind == game.DecideMulligan && d.Player == 0 && g.ZoneLen(0, zone.Hand) == 1 {
			found := false
			for _, a := range g.LegalActions(nil) {
				if a.Kind == game.ActChoose && a.Choice == 1 {
					found = true
				}
			}
			require.True(t, found, "a mulligan to zero cards is listed (CR 103.4)")
			require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
			require.Zero(t, g.ZoneLen(0, zone.Hand))
			return
		}
		a := g.LegalActions(nil)[0]
		if d.Kind == game.DecideMulligan {
			a = game.Action{Kind: game.ActChoose, Player: d.Player}
			if d.Player == 0 {
				a.Choice = 1
			}
		}
		require.NoError(t, g.Apply(a))
	}
	t.Fatal("never reached a one-card hand")
}

// Jace, the Living Guildpact's +1: "Look at the top two cards of
// your library. Put one of them into your graveyard." Either of the two
// may be chosen, so the pick decision lists both (the second from the
// top too).
func TestJacePickListsBothCards(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	jace, err := g.Put(0, zone.Battlefield, card.JaceTheLivingGuildpact, game.PutOptions{})
	require.NoError(t, err)
	var lib []game.ObjectID
	for _, d := range []*card.Definition{card.Island, card.RuneclawBear, card.Swamp} {
		id, err := g.Put(0, zone.Library, d, game.PutOptions{})
		require.NoError(t, err)
		lib = append(lib, id)
	}
	_, err = g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: jace}))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecidePick, g.Pending().Kind)
	var picked []game.ObjectID
	for _, a := range g.LegalActions(nil) {
		picked = append(picked, a.Object)
	}
	require.ElementsMatch(t, lib[:2], picked, "the top two cards, Island and Runeclaw Bear")
}
