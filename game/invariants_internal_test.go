package game

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

func invariantGame(t *testing.T) *Game {
	g, err := New(Config{Seed: 4, Start: StartDealt, Players: []PlayerConfig{
		{Name: "A", Deck: repeatDef(card.Mountain, 30)}, {Name: "B", Deck: repeatDef(card.Forest, 30)},
	}})
	require.NoError(t, err)
	require.NoError(t, g.CheckInvariants())
	return g
}

func repeatDef(d *card.Definition, n int) []*card.Definition {
	out := make([]*card.Definition, n)
	for i := range out {
		out[i] = d
	}
	return out
}

// The checker finds each kind of corruption it claims to find.
func TestCheckInvariantsDetects(t *testing.T) {
	var ie *InvariantError
	cases := map[string]func(g *Game){
		"card listed twice":     func(g *Game) { g.players[0].hand = append(g.players[0].hand, g.players[0].hand[0]) },
		"card in no zone list":  func(g *Game) { g.players[0].hand = g.players[0].hand[1:] },
		"zone field disagrees":  func(g *Game) { g.objects[g.players[0].hand[0]].zone = zone.Graveyard },
		"card lost":             func(g *Game) { g.startCards[0]++ },
		"life 0 without losing": func(g *Game) { g.players[1].life = 0 },
		"decision for no one":   func(g *Game) { g.pending.Player = 5 },
		"tapped in hand":        func(g *Game) { g.objects[g.players[0].hand[0]].tapped = true },
	}
	for name, corrupt := range cases {
		t.Run(name, func(t *testing.T) {
			g := invariantGame(t)
			corrupt(g)
			err := g.CheckInvariants()
			require.Error(t, err)
			require.True(t, errors.As(err, &ie))
		})
	}
}
