package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A permanent put sick came under its controller's control this turn
// (CR 302.6): a game that starts at that turn's untap step leaves it
// sick for the turn, and the next turn of its controller ends it. One
// put without Sick is not sick.
func TestSickSetUpSurvivesTheUntapStepItStartsAt(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	sick, err := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{Sick: true, Tapped: true})
	require.NoError(t, err)
	old, err := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	for p := game.PlayerID(0); p < 2; p++ {
		for i := 0; i < 3; i++ {
			_, err = g.Put(p, zone.Library, card.Island, game.PutOptions{})
			require.NoError(t, err)
		}
	}
	require.NoError(t, g.Start(3, 0, game.Untap))
	info := func(id game.ObjectID) game.ObjectInfo {
		o, ok := g.Object(id)
		require.True(t, ok, "object %d", id)
		return o
	}
	isSick := func(id game.ObjectID) bool { return info(id).SummoningSick }
	require.True(t, isSick(sick), "set up sick in turn 3: sick through turn 3")
	require.False(t, isSick(old))
	require.False(t, info(sick).Tapped, "the untap step untapped it all the same (CR 502.2)")
	for g.Turn() < 5 {
		d := g.Pending()
		a := game.Action{Kind: game.ActPass, Player: d.Player}
		switch d.Kind {
		case game.DecideAttackers:
			a.Kind = game.ActDeclareAttackers // none
		case game.DecideBlockers:
			a.Kind = game.ActDeclareBlockers
		}
		require.NoError(t, g.Apply(a))
	}
	require.False(t, isSick(sick), "Alice's next turn began: no longer sick")
}
