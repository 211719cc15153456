package game_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// With three players, a creature that must attack (Juggernaut, CR 508.1d)
// and one other creature, spreading the attack over the defending players
// (CR 802.2) is the option that sends the other creature at the second
// defender: it is listed once, not twice.
func TestAttackOptionsListedOnce(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}}})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.Juggernaut, card.RuneclawBear} {
		_, err := g.Put(0, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	opts := g.LegalActions(nil)
	for i := range opts {
		for j := 0; j < i; j++ {
			require.False(t, opts[i].Equal(opts[j]), "listed twice: %s", g.Describe(opts[i], game.English))
		}
	}
}
