package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 103.7b, 805.3: in Two-Headed Giant the starting team skips the draw
// of its first turn, whichever of its seats Config.StartingSeat names,
// and StartingPlayer reports the team's primary player, as the full start
// does.
func TestStartingSeatNamesATeam(t *testing.T) {
	var players []game.PlayerConfig
	for _, name := range []string{"Alice", "Bob", "Carol", "Dan"} {
		deck := make([]*card.Definition, 20)
		for i := range deck {
			deck[i] = card.Plains
		}
		players = append(players, game.PlayerConfig{Name: name, Deck: deck})
	}
	for seat, primary := range map[int]game.PlayerID{1: 0, 2: 0, 3: 2, 4: 2} {
		g, err := game.New(game.Config{Players: players, Start: game.StartDealt, StartingSeat: seat,
			Rules: game.Rules{Variant: game.TwoHeadedGiant}, Seed: 1})
		require.NoError(t, err)
		for g.Step() != game.Main1 {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.Equal(t, primary, g.ActivePlayer(), "seat %d", seat)
		require.Equal(t, primary, g.StartingPlayer(), "seat %d", seat)
		for p := game.PlayerID(0); p < 4; p++ {
			require.Equal(t, 7, g.ZoneLen(p, zone.Hand), "seat %d: player %d drew on the starting team's first turn", seat, p)
		}
	}
}
