package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/zone"
)

// openingWith begins a game from its start (CR 103) with Alice fixed as
// the starting player and her library put top first: her opening hand is
// its first seven cards.
func openingWith(t *testing.T, rule game.Mulligan, library ...*card.Definition) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{StartingSeat: 1, Rules: game.Rules{Mulligan: rule},
		Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for _, d := range library {
		_, err := g.Put(0, zone.Library, d, game.PutOptions{})
		require.NoError(t, err)
	}
	for i := 0; i < 20; i++ {
		_, err := g.Put(1, zone.Library, card.Forest, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.StartOpening(false))
	return g
}

func repeat(n int, d *card.Definition) []*card.Definition {
	out := make([]*card.Definition, n)
	for i := range out {
		out[i] = d
	}
	return out
}

// The heuristic keeps seven-card hands of two to five lands and
// mulligans the others (CR 103.4).
func TestHeuristicKeepsReasonableHands(t *testing.T) {
	h := ai.NewHeuristic()
	for lands := 0; lands <= 7; lands++ {
		lib := append(repeat(lands, card.Mountain), repeat(7-lands, card.LightningStrike)...)
		lib = append(lib, repeat(10, card.Mountain)...)
		g := openingWith(t, game.MulliganVancouver, lib...)
		require.Equal(t, game.DecideMulligan, g.Pending().Kind)
		a := h.Choose(g)
		want := 1
		if lands >= 2 && lands <= 5 {
			want = 0
		}
		require.Equal(t, want, a.Choice, "%d lands in seven", lands)
		require.NoError(t, g.Apply(a))
	}
}

// Chosen to choose, the heuristic takes the first turn (CR 103.2).
func TestHeuristicTakesTheFirstTurn(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := game.New(game.Config{Seed: seed, Players: []game.PlayerConfig{
			{Name: "Alice", Deck: repeat(40, card.Forest)}, {Name: "Bob", Deck: repeat(40, card.Forest)}}})
		require.NoError(t, err)
		d := g.Pending()
		require.Equal(t, game.DecideStartingPlayer, d.Kind)
		a := ai.NewHeuristic().Choose(g)
		require.NoError(t, g.Apply(a))
		require.Equal(t, d.Player, g.StartingPlayer())
	}
}

// After a mulligan the heuristic keeps a land on top when its hand is
// short of lands, and bottoms a spell then (CR 103.4, the 2017 rule).
func TestHeuristicLooksAtTheTopCard(t *testing.T) {
	h := ai.NewHeuristic()
	// Seven spells: a mulligan. The library is shuffled by the mulligan,
	// so whatever is drawn, the answer must follow the rule above.
	for seed := 0; seed < 6; seed++ {
		lib := append(repeat(7, card.LightningStrike), repeat(6+seed, card.Mountain)...)
		lib = append(lib, repeat(12, card.LightningStrike)...)
		g := openingWith(t, game.MulliganVancouver, lib...)
		require.NoError(t, g.Apply(h.Choose(g))) // Alice mulligans seven spells
		for g.Pending().Kind == game.DecideMulligan {
			require.NoError(t, g.Apply(h.Choose(g)))
		}
		require.GreaterOrEqual(t, g.Mulligans(0), 1)
		if g.Pending().Kind != game.DecideBottom {
			continue
		}
		hand := g.Zone(0, zone.Hand)
		lands := 0
		for _, id := range hand {
			if o, _ := g.Object(id); o.Card.IsLand() {
				lands++
			}
		}
		top, _ := g.Object(g.Zone(0, zone.Library)[0])
		a := h.Choose(g)
		require.Equal(t, top.Card.IsLand() == (lands >= 3), a.Choice == 1, "%d lands in hand, top %s", lands, top.Card.Name)
		require.NoError(t, g.Apply(a))
	}
}
