package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CouldBlockIfAttacked answers before any attack what the declaration of
// blockers would check: evasion, restrictions, the blocker untapped and
// an opponent's.
func TestCouldBlockIfAttacked(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, d *card.Definition, o game.PutOptions) game.ObjectID {
		id, err := g.Put(p, zone.Battlefield, d, o)
		require.NoError(t, err)
		return id
	}
	tern := put(0, card.WelkinTern, game.PutOptions{})
	enforcer := put(0, card.KrenkosEnforcer, game.PutOptions{}) // red, intimidate
	bear := put(0, card.RuneclawBear, game.PutOptions{})
	aliceBear := put(0, card.RuneclawBear, game.PutOptions{})
	bobBear := put(1, card.RuneclawBear, game.PutOptions{})
	spider := put(1, card.NetcasterSpider, game.PutOptions{}) // reach
	roughrider := put(1, card.GoblinRoughrider, game.PutOptions{})
	tapped := put(1, card.RuneclawBear, game.PutOptions{Tapped: true})
	require.NoError(t, g.Start(3, 0, game.Main1))
	for _, c := range []struct {
		name              string
		blocker, attacker game.ObjectID
		want              bool
	}{
		{"a Bear blocks a Bear", bobBear, bear, true},
		{"no flyer or reach blocks a flyer (CR 702.9b)", bobBear, tern, false},
		{"reach blocks a flyer (CR 702.17b)", spider, tern, true},
		{"intimidate: no green creature (CR 702.13b)", bobBear, enforcer, false},
		{"intimidate: a red creature may", roughrider, enforcer, true},
		{"a tapped creature doesn't block (CR 509.1a)", tapped, bear, false},
		{"nor one of the attacker's side", aliceBear, bear, false},
	} {
		require.Equal(t, c.want, g.CouldBlockIfAttacked(c.blocker, c.attacker), c.name)
	}
	require.False(t, g.CouldBlockIfAttacked(bobBear, 9999), "an unknown attacker")
}
