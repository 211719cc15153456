package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Chandra, Pyromaster's −7 exiles Lightning Strike; Alice casts a copy of
// it (CR 706.12). The copy is a new object created for the cast; the
// exiled card itself stays in exile (the view still lists it there). The
// zone-change event of the cast gives that card's ViewID as "old", so a
// client that animates "old" to "object" (docs/json.md) takes the card
// out of exile: after two copies are cast, two events claim to have moved
// the one card that never left. "old" must not name an object that did
// not move (docs/json.md: old is the ViewID the moved object had).
func TestChandraCopyCastOldIsNotTheExiledCard(t *testing.T) {
	g, put := emptyDuel(t, 1)
	var opts game.PutOptions
	opts.Counters[game.Loyalty] = 7
	chandra, err := g.Put(0, zone.Battlefield, card.ChandraPyromaster, opts)
	require.NoError(t, err)
	put(0, zone.Library, card.LightningStrike)
	for range 10 {
		put(0, zone.Library, card.Island)
	}
	put(1, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: chandra, Ability: 2}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	var strike game.ObjectID
	for _, id := range g.Zone(0, zone.Exile) {
		if o, ok := g.Object(id); ok && o.Card == card.LightningStrike {
			strike = id
		}
	}
	require.NotZero(t, strike)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: strike}))
	require.Equal(t, game.DecideCastCopy, g.Pending().Kind)
	for _, viewer := range []game.PlayerID{0, 1} {
		g.ClearEvents()
		var cast *game.Action
		for _, a := range g.LegalActions(nil) {
			if a.Kind == game.ActCast && a.NumTargets == 1 && a.Targets[0] == game.PlayerTarget(1) {
				cast = &a
				break
			}
		}
		require.NotNil(t, cast)
		require.NoError(t, g.Apply(*cast))
		v := g.View(viewer)
		inExile := map[game.ViewID]bool{}
		for _, o := range v.Exile {
			inExile[o.ID] = true
		}
		for _, e := range g.EventsFor(viewer) {
			if e.Kind == game.EventZoneChange && e.To == zone.Stack {
				assert.False(t, inExile[e.Old], "viewer %d: the cast copy's old %v is the exiled card, still in exile", viewer, e.Old)
			}
		}
	}
}
