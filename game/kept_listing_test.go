package game_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// Kept priority options (a player's listing served again later in the
// same change generation) equal a listing from scratch at every
// decision of games between heuristic players, who keep instants and
// mana open, so that listings are served again often: two players with
// instants, four players free-for-all and Two-Headed Giant (where a
// listing holds the teammate's options too, CR 805.5a). VerifyCaches
// compares every valid kept listing with a fresh one; the draw step
// must forget the drawing player's (CR 504.1), and everything else that
// changes a player's options must start a new generation.
func TestKeptOptionsMatchFreshListings(t *testing.T) {
	deck := func(name string) game.PlayerConfig {
		return game.PlayerConfig{Name: name, Deck: loadDeck(t, filepath.Join("..", "testdata", "decks", name+".txt"))}
	}
	setups := []struct {
		name    string
		variant game.Variant
		players []game.PlayerConfig
	}{
		{"white-red vs black-green", game.FreeForAll, []game.PlayerConfig{deck("white-red"), deck("black-green")}},
		{"blue-black vs green-white-convoke", game.FreeForAll, []game.PlayerConfig{deck("blue-black"), deck("green-white-convoke")}},
		{"four players", game.FreeForAll, []game.PlayerConfig{deck("white-red"), deck("blue-red"), deck("black-green"), deck("blue-black")}},
		{"two-headed giant", game.TwoHeadedGiant, []game.PlayerConfig{deck("white-red"), deck("blue-red"), deck("black-green"), deck("blue-black")}},
	}
	for _, s := range setups {
		served := 0
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := game.New(game.Config{Seed: seed, NoEvents: true, Rules: game.Rules{Variant: s.variant}, Players: s.players})
			require.NoError(t, err)
			h := ai.NewHeuristic()
			for n := 0; !g.Over() && n < 3000; n++ {
				if p := g.PriorityPlayer(); p != game.NoPlayer && game.KeptOptionsValid(g, p) {
					served++
				}
				require.NoError(t, g.VerifyCaches(), "%s seed %d action %d", s.name, seed, n)
				require.NoError(t, g.Apply(h.Choose(g)))
			}
		}
		t.Logf("%s: %d listings served from kept options", s.name, served)
		require.Positive(t, served, "%s: no listing was served from kept options", s.name)
	}
}
