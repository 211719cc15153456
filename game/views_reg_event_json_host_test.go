package game_test

// Regression test; before the fix: docs/json.md lists `host` and `hostName` among the members of a
// ViewEvent ("for a trigger, resolve, counter or fizzle event about a
// triggered ability that an Aura, Equipment or Sliver grants: the
// permanent that has it, whose ability it is, CR 112.7"), and the Go
// ViewEvent has Host/HostName with JSON tags, but ViewEvent.MarshalJSON
// (game/view_json.go, viewEventJSON) writes neither: a JSON client sees
// only "object":"battlefield:3","name":"Constricting Sliver" and cannot
// tell that the ability is Venom Sliver's (CR 112.7). UnmarshalJSON
// likewise drops them, so the JSON round trip loses the host.
// Expected: "host":"battlefield:5","hostName":"Venom Sliver" in the
// trigger event's JSON; engine writes no host at all.

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestViewEventJSONHasHost(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 2 {
		put(0, zone.Battlefield, card.Forest)
	}
	put(0, zone.Battlefield, card.ConstrictingSliver)
	venom := put(0, zone.Hand, card.VenomSliver)
	corpse := put(1, zone.Battlefield, card.WalkingCorpse)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: venom}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0, NumTargets: 1}.WithTargets(game.ObjectTarget(corpse))))
	found := false
	for _, e := range g.EventsFor(1) {
		if e.Kind != game.EventTrigger {
			continue
		}
		found = true
		require.Equal(t, "Venom Sliver", e.HostName) // the Go value has it
		b, err := json.Marshal(e)
		require.NoError(t, err)
		var m map[string]any
		require.NoError(t, json.Unmarshal(b, &m))
		assert.Equal(t, "Venom Sliver", m["hostName"], "JSON: %s", b)
		assert.NotEmpty(t, m["host"], "JSON: %s", b)
		var back game.ViewEvent
		require.NoError(t, json.Unmarshal(b, &back))
		assert.Equal(t, e.Host, back.Host, "round trip keeps the host")
		assert.Equal(t, "Venom Sliver", back.HostName, "round trip keeps the host's name")
	}
	require.True(t, found)
}
