package game_test

// Regression test; before the fix: a Soldier token dies to Lightning Strike. The log
// and EventsFor say "Soldier is put into Alice's graveyard." (true, CR
// 700.4/608.2k), but nothing ever says that it then ceased to exist
// (state-based action, CR 704.5d): no event leaves the graveyard. A client
// that follows the events (docs/json.md: `old`/`object` let it move cards)
// keeps a Soldier in Alice's graveyard that the view no longer lists. The
// same happens to each copy of Lightning Strike cast with Chandra,
// Pyromaster's −7 (CR 706.10a): three "put into Alice's graveyard" lines,
// an empty graveyard. docs/json.md even describes zone changes whose `to`
// is left out for "a place outside the game", but the engine never emits
// one. Expected: an event for the token leaving the graveyard (a
// zone-change from graveyard to no zone); the engine emits none.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestTokenCeasingIsAnEvent(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	soldier, err := g.Put(0, zone.Battlefield, card.SoldierToken, game.PutOptions{Token: true})
	require.NoError(t, err)
	for range 2 {
		_, err = g.Put(1, zone.Battlefield, card.Mountain, game.PutOptions{})
		require.NoError(t, err)
	}
	strike, err := g.Put(1, zone.Hand, card.LightningStrike, game.PutOptions{})
	require.NoError(t, err)
	for p := game.PlayerID(0); p < 2; p++ {
		_, err = g.Put(p, zone.Library, card.Island, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 1, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 1, Object: strike, NumTargets: 1}.WithTargets(game.ObjectTarget(soldier))))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Empty(t, g.View(1).Players[0].Graveyard, "the token is gone")
	intoGraveyard, outOfGraveyard := false, false
	for _, e := range g.EventsFor(1) {
		if e.Kind == game.EventZoneChange && e.Name == "Soldier" && e.To == zone.Graveyard {
			intoGraveyard = true
		}
		if e.Kind == game.EventZoneChange && e.Name == "Soldier" && e.From == zone.Graveyard {
			outOfGraveyard = true
		}
	}
	require.True(t, intoGraveyard, "the log says the Soldier was put into the graveyard")
	assert.True(t, outOfGraveyard, "but never that it ceased to exist there")
	lines := ""
	for _, e := range g.EventsFor(1) {
		lines += g.ViewEventLine(e, game.English) + "\n"
	}
	assert.Contains(t, lines, "Soldier ceases to exist.")
}
