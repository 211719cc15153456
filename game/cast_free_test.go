package game_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// chandraCopying returns a duel in which Alice's Chandra, Pyromaster
// (loyalty 7) has resolved her -7 with top the one instant or sorcery
// among the ten cards exiled: which card to copy is asked (CR 706.12).
// setup puts more cards before the game starts.
func chandraCopying(t *testing.T, top *card.Definition, setup func(g *game.Game)) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	var opts game.PutOptions
	opts.Counters[game.Loyalty] = 7
	chandra, _ := g.Put(0, zone.Battlefield, card.ChandraPyromaster, opts)
	if setup != nil {
		setup(g)
	}
	for range 9 {
		g.Put(0, zone.Library, card.Island, game.PutOptions{})
	}
	g.Put(0, zone.Library, top, game.PutOptions{}) // on top
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, chandra, 2))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	return g
}

// CR 107.3b: a spell with {X} cast without paying its mana cost has X=0.
// Chandra, Pyromaster's -7 copies Heat Ray ({X}{R}); while a copy may be
// cast, every listed cast has X=0, and X=2 is refused citing 107.3b
// without changing the game.
func TestCastCopyXIsZero(t *testing.T) {
	var courser game.ObjectID
	g := chandraCopying(t, card.HeatRay, func(g *game.Game) {
		for range 4 {
			g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
		}
		courser, _ = g.Put(1, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	})
	// The one exiled instant or sorcery is still chosen (every choice is
	// a decision).
	choices := g.LegalActions(nil)
	require.Len(t, choices, 1)
	require.NoError(t, g.Apply(choices[0]))
	require.Equal(t, game.DecideCastCopy, g.Pending().Kind)

	casts := 0
	var copyID game.ObjectID
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast {
			casts++
			copyID = a.Object
			require.Zero(t, a.X, "CR 107.3b: only X=0 is listed")
		}
	}
	require.Equal(t, 1, casts, "one target, the Courser; X=0 only")

	before := g.Fingerprint()
	err := g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: copyID, X: 2}.WithTargets(game.ObjectTarget(courser)))
	var re *game.RuleError
	require.ErrorAs(t, err, &re)
	require.Equal(t, "107.3b", re.Rule)
	require.True(t, errors.Is(err, game.ErrNotAllowed))
	require.Equal(t, before, g.Fingerprint())
}
