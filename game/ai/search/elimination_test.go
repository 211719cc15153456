package search_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

// A player who loses a free-for-all leaves it while the others play on
// (CR 800.4a): for the search that is a loss, scored 0 like a lost game.
// Alice, at 2 life, is attacked by Bob's 2/2 and holds a 2/2 that can
// block it; with three players she blocks for every seed, as she does
// with two (before, the search scored her elimination by how the
// survivors fought on, and let the Bear through).
func TestSearchScoresEliminationAsALoss(t *testing.T) {
	for _, n := range []int{2, 3} {
		g := blockOrDie(t, n)
		for seed := uint64(0); seed < 4; seed++ {
			a := search.New(search.Options{Seed: seed}).Choose(g)
			require.Equal(t, game.ActDeclareBlockers, a.Kind)
			require.Len(t, a.Blockers, 1, "%d players, seed %d: Alice blocks", n, seed)
		}
	}
}

// blockOrDie returns the position of TestSearchScoresEliminationAsALoss
// with n players, at Alice's declaration of blockers.
func blockOrDie(t *testing.T, n int) *game.Game {
	names := []string{"Alice", "Bob", "Carol"}
	var ps []game.PlayerConfig
	for i := 0; i < n; i++ {
		ps = append(ps, game.PlayerConfig{Name: names[i]})
	}
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: ps})
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	for p := game.PlayerID(0); int(p) < n; p++ {
		for i := 0; i < 12; i++ {
			put(p, zone.Library, card.Forest)
		}
		for i := 0; i < 3; i++ {
			put(p, zone.Battlefield, card.Forest)
		}
	}
	put(0, zone.Battlefield, card.RuneclawBear)
	bear := put(1, zone.Battlefield, card.RuneclawBear)
	for p := game.PlayerID(2); int(p) < n; p++ {
		put(p, zone.Battlefield, card.CentaurCourser)
	}
	require.NoError(t, g.SetLife(0, 2))
	require.NoError(t, g.Start(5, 1, game.Main1))
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 1, Attackers: []game.Attack{{Attacker: bear, Player: 0}}}))
	for g.Pending().Kind != game.DecideBlockers {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	return g
}
