package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 810.7b: in Two-Headed Giant, Leeching Sliver's "defending player"
// is a player of the defending team its controller chooses; every player
// learns who, and the choose event names that player as its target.
func TestDefendingPlayerChoiceEventNamesThePlayer(t *testing.T) {
	cfg := game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}, {Name: "Dave"}}}
	cfg.Rules.Variant = game.TwoHeadedGiant
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	_, err = g.Put(alice, zone.Battlefield, card.LeechingSliver, game.PutOptions{})
	require.NoError(t, err)
	for p := game.PlayerID(0); p < 4; p++ {
		_, err := g.Put(p, zone.Library, card.Island, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	dave := game.PlayerID(3)
	for i := 0; i < 20 && g.Pending().Kind != game.DecideDefendingPlayer; i++ {
		d := g.Pending()
		opts := g.LegalActions(nil)
		a := opts[0]
		if d.Kind == game.DecideAttackers {
			a = opts[len(opts)-1] // the Sliver attacks
		}
		require.NoError(t, g.Apply(a))
	}
	require.Equal(t, game.DecideDefendingPlayer, g.Pending().Kind)
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: int(dave)}))

	var found bool
	for _, e := range g.EventsFor(2) { // Carol, on the defending team
		if e.Kind != game.EventChoose {
			continue
		}
		found = true
		require.Equal(t, game.ChoiceDefendingPlayer, e.Choice)
		require.True(t, e.HasTarget)
		require.Equal(t, dave, e.Target.Player)
		require.Equal(t, "Alice chooses Dave as the defending player for Leeching Sliver.", g.ViewEventLine(e, game.English))
		b, err := json.Marshal(e)
		require.NoError(t, err)
		require.Contains(t, string(b), `"choice":"defending-player"`)
	}
	require.True(t, found, "the choice is an event")
	require.Equal(t, 29, g.Life(dave), "Dave's team loses 1 life (CR 810.9)")
}
