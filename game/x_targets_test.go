package game_test

import (
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
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for range 5 {
		_, err := g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
		require.NoError(t, err)
	}
	ranks, _ := g.Put(0, zone.Hand, card.ReturnToTheRanks, game.PutOptions{})
	var cards []game.ObjectID
	for _, d := range []*card.Definition{card.RuneclawBear, card.WalkingCorpse, card.ElvishMystic} {
		id, _ := g.Put(0, zone.Graveyard, d, game.PutOptions{})
		cards = append(cards, id)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
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
