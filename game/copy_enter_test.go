package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// pretenderWaitingForItsCopy returns a duel in which Alice's Endless
// Obedience has just put her Mercurial Pretender onto the battlefield from
// her graveyard, beside her Serra Angel (angel): the Pretender's copy
// choice as it enters is pending.
func pretenderWaitingForItsCopy(t *testing.T) (g *game.Game, angel game.ObjectID) {
	t.Helper()
	g, put := emptyDuel(t, 3)
	angel = put(0, zone.Battlefield, card.SerraAngel)
	for range 6 {
		put(0, zone.Battlefield, card.Swamp)
	}
	obedience := put(0, zone.Hand, card.EndlessObedience)
	pretender := put(0, zone.Graveyard, card.MercurialPretender)
	put(0, zone.Library, card.Swamp)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: obedience}.WithTargets(game.ObjectTarget(pretender))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	return g, angel
}

// A Mercurial Pretender put onto the battlefield other than by its spell
// waits for its copy choice as it entered (CR 614.1c, 614.12); a game
// saved then loads with the same decision and options, and answers the
// same way.
func TestEnterCopyChoiceSurvivesSaveAndLoad(t *testing.T) {
	g, angel := pretenderWaitingForItsCopy(t)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 2, "none, or the Angel")

	var buf bytes.Buffer
	require.NoError(t, g.Save(&buf))
	h, err := game.Load(&buf, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
	require.Equal(t, opts, h.LegalActions(nil))

	for _, x := range []*game.Game{g, h} {
		require.NoError(t, x.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: angel}))
		require.NoError(t, x.CheckInvariants())
	}
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
	// Saved again as a copy, it loads the same: nothing of its choice
	// is left unsaved.
	buf.Reset()
	require.NoError(t, g.Save(&buf))
	k, err := game.Load(&buf, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), k.Fingerprint())
	o, ok := g.Object(g.Zone(0, zone.Battlefield)[len(g.Zone(0, zone.Battlefield))-1])
	require.True(t, ok)
	require.Equal(t, 4, o.Power, "a copy of Serra Angel")
}

// A Mercurial Pretender waiting for its copy choice is entering
// (CR 614.12): Object and the views say so, since until the choice it
// shows its own 0/0, and they stop saying so once it has chosen.
func TestPretenderWaitingForItsCopyIsEntering(t *testing.T) {
	g, angel := pretenderWaitingForItsCopy(t)

	entering := func(viewer game.PlayerID) (game.ObjectInfo, game.ViewObject) {
		bf := g.Zone(0, zone.Battlefield)
		id := bf[len(bf)-1]
		o, ok := g.Object(id)
		require.True(t, ok)
		require.Equal(t, card.MercurialPretender, o.Card)
		v := g.View(viewer)
		var vo game.ViewObject
		for _, x := range v.Battlefield {
			if x.Card == card.MercurialPretender {
				vo = x
			}
		}
		return o, vo
	}
	o, vo := entering(1)
	require.True(t, o.Entering)
	require.True(t, vo.Entering, "every player sees it entering")
	for _, x := range g.View(0).Battlefield {
		require.Equal(t, x.Card == card.MercurialPretender, x.Entering, "only the Pretender is entering: %s", x.Name)
	}

	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: angel}))
	bf := g.Zone(0, zone.Battlefield)
	o, ok := g.Object(bf[len(bf)-1])
	require.True(t, ok)
	require.False(t, o.Entering)
	for _, x := range g.View(1).Battlefield {
		require.False(t, x.Entering, x.Name)
	}
}
