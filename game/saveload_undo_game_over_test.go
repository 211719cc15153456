package game_test

// Regression test; before the fix: a game of three or more players that ends while a cast or
// activation waits for the choice of a permanent to sacrifice for its
// cost (the last opponent concedes, CR 104.2a, 104.3a) keeps its reversal
// position (Game.undo): Save writes it, and Load refuses the file with
// "undo: a position is kept only while a cast or activation waits for its
// sacrifice". Expected: the finished game saves and loads (SCHEMA.md: a
// loaded game has the same Fingerprint); the kept position should be
// dropped once the game is over (or Load should accept it then).
// Found through examples like testdata/scenarios/multiplayer/
// a20k_reversed_once_per_turn_activation.scn with the payer conceding.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// slMiningGame: Alice activates Aggressive Mining ("Sacrifice a land:
// Draw two cards") and waits to choose the land; the game keeps the
// position before the activation (CR 720.1).
func slMiningGame(t *testing.T, players int) *game.Game {
	names := []string{"Alice", "Bob", "Carol", "Dave"}
	var pc []game.PlayerConfig
	for i := 0; i < players; i++ {
		pc = append(pc, game.PlayerConfig{Name: names[i]})
	}
	g, err := game.NewEmpty(game.Config{Players: pc})
	require.NoError(t, err)
	mining, _ := g.Put(0, zone.Battlefield, card.AggressiveMining, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	for p := 0; p < players; p++ {
		for i := 0; i < 4; i++ {
			g.Put(game.PlayerID(p), zone.Library, card.Swamp, game.PutOptions{})
		}
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: mining}))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	return g
}

func TestUndoSurvivesGameOver(t *testing.T) {
	for _, c := range []struct {
		name    string
		players int
		concede []game.PlayerID
	}{
		{"opponents concede", 3, []game.PlayerID{1, 2}},
		{"payer concedes last", 3, []game.PlayerID{2, 0}},
		{"four players", 4, []game.PlayerID{2, 3, 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := slMiningGame(t, c.players)
			for _, p := range c.concede {
				require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: p}))
			}
			require.True(t, g.Over())
			h, err := slLoad(slSave(t, g))
			require.NoError(t, err, "the save of a game that ended while a sacrifice was waiting must load")
			require.Equal(t, g.Fingerprint(), h.Fingerprint())
		})
	}
}
