package game_test

import (
	"bytes"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// A built position may put cards into a hand before the opening draw,
// so an opening hand can hold more than seven cards and its owner take
// more than seven mulligans before the hand is empty (CR 103.4; the first
// is free with three players or more, CR 103.4c). Every save on the way
// loads back: Load bounds the mulligans by the cards the player owns.
func TestMulligansOfABuiltBigHandSaveAndLoad(t *testing.T) {
	for _, c := range []struct {
		players []string
		most    int
	}{{[]string{"Alice", "Bob"}, 8}, {[]string{"Alice", "Bob", "Carol"}, 9}} {
		cfg := game.Config{Seed: 1, StartingSeat: 1}
		for _, n := range c.players {
			cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
		}
		g, err := game.NewEmpty(cfg)
		require.NoError(t, err)
		for p := range c.players {
			for range 12 {
				_, err := g.Put(game.PlayerID(p), zone.Library, card.Mountain, game.PutOptions{})
				require.NoError(t, err)
			}
		}
		_, err = g.Put(0, zone.Hand, card.Mountain, game.PutOptions{})
		require.NoError(t, err)
		require.NoError(t, g.StartOpening(false))
		for g.Pending().Kind == game.DecideMulligan {
			d := g.Pending()
			mulligan := d.Player == 0 && g.ZoneLen(0, zone.Hand) > 0
			a := game.Action{Kind: game.ActChoose, Player: d.Player}
			if mulligan {
				a.Choice = 1
			}
			require.NoError(t, g.Apply(a))
			var b bytes.Buffer
			require.NoError(t, g.Save(&b))
			l, err := game.Load(&b, nil)
			require.NoError(t, err, "after %d mulligans", g.Mulligans(0))
			require.Equal(t, g.Fingerprint(), l.Fingerprint())
		}
		require.Equal(t, c.most, g.Mulligans(0), "%d players", len(c.players))
	}
}
