package game_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// An action holds at most four targets (stack.MaxTargets, a limit of this
// engine): a fifth given to CastX is not dropped without a word, it makes
// the action malformed, and nothing changes. With four, Return to the
// Ranks (X=4) is cast.
func TestAFifthTargetIsRefusedNotDropped(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	for range 6 {
		_, err := g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
		require.NoError(t, err)
	}
	rr, err := g.Put(0, zone.Hand, card.ReturnToTheRanks, game.PutOptions{})
	require.NoError(t, err)
	var ts []game.Target
	for range 5 {
		id, err := g.Put(0, zone.Graveyard, card.RuneclawBear, game.PutOptions{})
		require.NoError(t, err)
		ts = append(ts, game.ObjectTarget(id))
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	before := g.Fingerprint()

	a := game.Action{Kind: game.ActCast, Player: 0, Object: rr, X: 4}.WithTargets(ts...)
	require.Equal(t, 5, a.NumTargets)
	require.Nil(t, a.TargetList())
	err = g.CastX(0, rr, 4, ts...)
	require.True(t, errors.Is(err, game.ErrMalformed), "%v", err)
	var re *game.RuleError
	require.True(t, errors.As(err, &re))
	require.Equal(t, "NumTargets", re.Field)
	require.Equal(t, before, g.Fingerprint(), "a refused action changes nothing")

	require.NoError(t, g.CastX(0, rr, 4, ts[:4]...))
}
