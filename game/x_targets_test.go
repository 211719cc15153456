package game_test

import (
	"errors"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// "Return X target creature cards" has exactly X targets (CR 601.2c); the
// order they are chosen in makes no difference, so each set of X cards is
// listed once, and a cast naming them in another order is accepted and
// canonically one of the listed options.
func TestXTargetsListedAsSets(t *testing.T) {
	g, ranks, cards := ranksPosition(t, 5, card.RuneclawBear, card.WalkingCorpse, card.ElvishMystic)
	perX := map[int]int{}
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast {
			require.Equal(t, a.X, a.NumTargets, "exactly X targets")
			perX[a.X]++
		}
	}
	// Five Plains pay X up to 3; the sets of X of three cards: 1, 3, 3, 1.
	require.Equal(t, map[int]int{0: 1, 1: 3, 2: 3, 3: 1}, perX)

	a := game.Action{Kind: game.ActCast, Player: 0, Object: ranks, X: 2}.
		WithTargets(game.ObjectTarget(cards[2]), game.ObjectTarget(cards[0]))
	c := g.Canonical(a)
	require.Equal(t, []game.Target{game.ObjectTarget(cards[0]), game.ObjectTarget(cards[2])}, c.TargetList())
	before := g.Fingerprint()
	require.Error(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: ranks, X: 2}.WithTargets(game.ObjectTarget(cards[0]))))
	require.Equal(t, before, g.Fingerprint())
	require.NoError(t, g.Apply(a))
	require.NoError(t, g.PassUntilResolved())
	for _, id := range []game.ObjectID{cards[0], cards[2]} {
		now, ok := g.Follow(id)
		require.True(t, ok)
		o, _ := g.Object(now)
		require.Equal(t, zone.Battlefield, o.Zone)
	}
}

// ranksPosition is Alice's precombat main phase with plains Plains,
// Return to the Ranks in her hand and the cards grave in her graveyard
// (their IDs returned in order).
func ranksPosition(t *testing.T, plains int, grave ...*card.Definition) (*game.Game, game.ObjectID, []game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for range plains {
		_, err := g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
		require.NoError(t, err)
	}
	ranks, err := g.Put(0, zone.Hand, card.ReturnToTheRanks, game.PutOptions{})
	require.NoError(t, err)
	var cards []game.ObjectID
	for _, d := range grave {
		id, err := g.Put(0, zone.Graveyard, d, game.PutOptions{})
		require.NoError(t, err)
		cards = append(cards, id)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	return g, ranks, cards
}

// An action holds at most four targets (stack.MaxTargets, a limit of this
// engine): a fifth given to CastX is not dropped without a word, it makes
// the action malformed, and nothing changes. With four, Return to the
// Ranks (X=4) is cast.
func TestAFifthTargetIsRefusedNotDropped(t *testing.T) {
	bear := card.RuneclawBear
	g, rr, ids := ranksPosition(t, 6, bear, bear, bear, bear, bear)
	var ts []game.Target
	for _, id := range ids {
		ts = append(ts, game.ObjectTarget(id))
	}
	before := g.Fingerprint()

	a := game.Action{Kind: game.ActCast, Player: 0, Object: rr, X: 4}.WithTargets(ts...)
	require.Equal(t, 5, a.NumTargets)
	require.Nil(t, a.TargetList())
	err := g.CastX(0, rr, 4, ts...)
	require.True(t, errors.Is(err, game.ErrMalformed), "%v", err)
	var re *game.RuleError
	require.True(t, errors.As(err, &re))
	require.Equal(t, "NumTargets", re.Field)
	require.Equal(t, before, g.Fingerprint(), "a refused action changes nothing")

	require.NoError(t, g.CastX(0, rr, 4, ts[:4]...))
}
