package game_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// departedPosition is a three-player game in which Carol, whose hand and
// library hold d (never seen), has conceded and left (CR 800.4a).
func departedPosition(t *testing.T, d *card.Definition) *game.Game {
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	for q := game.PlayerID(0); q < 2; q++ {
		for range 10 {
			_, err := g.Put(q, zone.Library, card.Forest, game.PutOptions{})
			require.NoError(t, err)
		}
	}
	for i := range 11 {
		z := zone.Library
		if i == 0 {
			z = zone.Hand
		}
		_, err := g.Put(2, z, d, game.PutOptions{})
		require.NoError(t, err)
	}
	_, err = g.Put(2, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, g.Lost(2))
	require.False(t, g.Over())
	return g
}

// The cards Carol took out of the game from her hand and library were
// never seen: a copy for Alice deals them again, from her belief about
// Carol's deck when she has one, so that two games she can't tell apart
// give the same copy, and the copy's save names none of Carol's real
// unseen cards. The Runeclaw Bear everyone saw on the battlefield stays.
func TestDeterminizeDealsTheCardsOfADepartedPlayer(t *testing.T) {
	alice := game.PlayerID(0)
	angels, bears := departedPosition(t, card.SerraAngel), departedPosition(t, card.CentaurCourser)
	require.Equal(t, viewJSON(t, angels, alice), viewJSON(t, bears, alice))
	back, err := game.Load(bytes.NewReader(saveBytes(t, angels)), card.Default())
	require.NoError(t, err)
	require.Equal(t, angels.Fingerprint(), back.Fingerprint(), "the mark of a card that left unseen is saved")
	plains := make([]*card.Definition, 20)
	for i := range plains {
		plains[i] = card.Plains
	}
	lists := [][]*card.Definition{nil, nil, append(plains, card.RuneclawBear)}
	for seed := uint64(0); seed < 4; seed++ {
		a, err := angels.DeterminizeWith(nil, alice, seed, lists)
		require.NoError(t, err)
		b, err := bears.DeterminizeWith(nil, alice, seed, lists)
		require.NoError(t, err)
		require.Equal(t, a.Fingerprint(), b.Fingerprint(), "seed %d", seed)
		require.NoError(t, a.CheckInvariants())
		require.NoError(t, a.VerifyCaches())
		save := string(saveBytes(t, a))
		require.NotContains(t, save, "Serra Angel")
		require.Equal(t, 11, strings.Count(save, `"card":"Plains"`), "drawn from the list, less the Bear she saw")
		back, err := game.Load(bytes.NewReader([]byte(save)), card.Default())
		require.NoError(t, err)
		require.Equal(t, a.Fingerprint(), back.Fingerprint())
		// With open decklists the copy keeps which cards Carol brought.
		o := angels.Determinize(alice, seed)
		require.NoError(t, o.CheckInvariants())
		require.Equal(t, 11, strings.Count(string(saveBytes(t, o)), `"card":"Serra Angel"`))
	}
}

// Load takes the mark only on a card in no zone.
func TestLoadRefusesLeftHiddenInAZone(t *testing.T) {
	save := string(saveBytes(t, departedPosition(t, card.SerraAngel)))
	bad := strings.Replace(save, `"zone":"library"`, `"zone":"library","leftHidden":true`, 1)
	require.NotEqual(t, save, bad)
	_, err := game.Load(strings.NewReader(bad), card.Default())
	require.ErrorContains(t, err, "leftHidden")
}
