package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// viewIDs maps the objects p sees to their ViewIDs.
func viewIDs(g *game.Game, p game.PlayerID) map[game.ObjectID]game.ViewID {
	v := g.View(p)
	out := map[game.ObjectID]game.ViewID{}
	add := func(id game.ViewID) {
		if o, ok := g.ObjectFromView(p, id); ok {
			out[o] = id
		}
	}
	for _, list := range [][]game.ViewObject{v.Hand, v.Battlefield, v.Exile, v.Command} {
		for _, o := range list {
			add(o.ID)
		}
	}
	for _, pl := range v.Players {
		for _, o := range append(pl.Graveyard, pl.Hand...) {
			add(o.ID)
		}
	}
	for _, s := range v.Stack {
		add(s.ID)
	}
	return out
}

// CR 400.7: an object that moves becomes a new object. A zone change in
// a player's events names both: Old is the ViewID it had before it moved
// (where the player could see it), Object the one it has now.
func TestZoneChangeOldViewID(t *testing.T) {
	var before map[game.ObjectID]game.ViewID
	var last *game.Game
	checked, severalLeft := 0, 0
	walkGames(t, wordsConfigs(t, 6), 1500, func(g *game.Game, _ []game.Action) {
		if last == g {
			evs := g.Events()
			leftGraveyard := map[game.PlayerID]bool{}
			for i, ve := range g.EventsFor(0) {
				e := evs[i]
				if e.Kind == game.EventAttach && ve.Old != 0 {
					// The same permanent under its new timestamp
					// (CR 613.6d): Old is its ViewID in the view
					// before the action.
					require.Equal(t, before[e.Object], ve.Old)
					continue
				}
				if e.Kind != game.EventZoneChange {
					require.Zero(t, ve.Old)
					continue
				}
				if e.From == zone.Graveyard && leftGraveyard[e.Player] {
					severalLeft++
				}
				if e.From == zone.Graveyard {
					leftGraveyard[e.Player] = true
				}
				// Old is the ViewID in the view before the action, even
				// when earlier cards left the same graveyard in it.
				if want, ok := before[e.Old]; ok {
					require.Equal(t, want, ve.Old, "%s", g.EventLine(e, game.English))
					checked++
				} else if ve.Old != 0 {
					// It came and went within the action (drawn, then
					// discarded without a decision): player 0 may have
					// seen it only in a zone they see.
					seen := e.From != zone.Library && (e.From != zone.Hand || g.Team(e.Player) == g.Team(0))
					require.True(t, seen, "%s: player 0 did not see it", g.EventLine(e, game.English))
				}
			}
		}
		g.ClearEvents()
		before, last = viewIDs(g, 0), g
	})
	require.Greater(t, checked, 200)
	require.Greater(t, severalLeft, 0, "some action moved several cards out of one graveyard")
}
