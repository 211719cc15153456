package game_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// "Up to N" targets (CR 601.2c, 114.3): every number of targets from 0
// to N is listed, each set of targets once whatever its order, and Apply
// accepts the listed actions as well as fewer targets than N.
func TestUpToTargetsListing(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	nissa, _ := g.Put(0, zone.Battlefield, card.NissaWorldwaker, game.PutOptions{})
	for range 6 {
		g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{Tapped: true})
	}
	for range 4 {
		g.Put(0, zone.Battlefield, card.Island, game.PutOptions{})
	}
	void, _ := g.Put(0, zone.Hand, card.IntoTheVoid, game.PutOptions{})
	var bobs []game.ObjectID
	for range 3 {
		b, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
		bobs = append(bobs, b)
	}
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))

	sets := func(kind game.ActionKind, obj game.ObjectID, ability int) [][]game.Target {
		var out [][]game.Target
		for _, a := range g.LegalActions(nil) {
			if a.Kind != kind || a.Object != obj || a.Ability != ability {
				continue
			}
			require.NoError(t, g.Clone().Apply(a), "a listed action applies")
			var chosen []game.Target
			for _, tg := range a.TargetList() {
				if tg.IsPlayer() || tg.Object != 0 {
					chosen = append(chosen, tg)
				}
			}
			slices.SortFunc(chosen, func(x, y game.Target) int { return int(x.Object) - int(y.Object) })
			for _, prev := range out {
				require.False(t, slices.Equal(prev, chosen), "each set of targets is listed once")
			}
			out = append(out, chosen)
		}
		return out
	}
	// Nissa's "untap up to four target Forests" with six Forests: every
	// subset of at most four, 1+6+15+20+15 = 57 (not one per ordering:
	// 1,045).
	require.Len(t, sets(game.ActActivate, nissa, 1), 57)
	// Into the Void, "up to two target creatures", three creatures: 1+3+3.
	require.Len(t, sets(game.ActCast, void, 0), 7)

	// Fewer targets than N, and an unchosen slot before a chosen one, are
	// both accepted.
	require.NoError(t, g.Clone().Cast(0, void, game.ObjectTarget(bobs[0])))
	require.NoError(t, g.Clone().Cast(0, void))
	require.NoError(t, g.Clone().Cast(0, void, game.ObjectTarget(0), game.ObjectTarget(bobs[1])))
	// CR 114.3: not the same creature twice.
	require.Error(t, g.Clone().Cast(0, void, game.ObjectTarget(bobs[1]), game.ObjectTarget(bobs[1])))
}

// The canonical form of an "up to N" action is the listed one: fewer
// targets than N are filled with "no target", and the targets of one
// "up to N" are put in candidate order, so that every accepted order and
// count compares equal to a listed action (found by selfplay -mutate).
func TestUpToTargetsCanonical(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for range 4 {
		g.Put(0, zone.Battlefield, card.Island, game.PutOptions{})
	}
	void, _ := g.Put(0, zone.Hand, card.IntoTheVoid, game.PutOptions{})
	var bobs []game.ObjectID
	for range 3 {
		b, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
		bobs = append(bobs, b)
	}
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	listed := g.LegalActions(nil)
	cast := game.Action{Kind: game.ActCast, Player: 0, Object: void}
	for _, a := range []game.Action{
		cast,
		cast.WithTargets(game.ObjectTarget(bobs[2])),
		cast.WithTargets(game.ObjectTarget(bobs[2]), game.ObjectTarget(bobs[0])),
		cast.WithTargets(game.ObjectTarget(0), game.ObjectTarget(bobs[1])),
	} {
		require.NoError(t, g.Clone().Apply(a), "%+v", a)
		c := g.Canonical(a)
		require.True(t, slices.ContainsFunc(listed, func(l game.Action) bool {
			return l.Kind == c.Kind && l.Object == c.Object && l.NumTargets == c.NumTargets && l.Targets == c.Targets
		}), "canonical %+v is listed", c)
	}
}
