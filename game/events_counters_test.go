package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// eventsOfKind returns the events of kind k among those p may know.
func eventsOfKind(g *game.Game, p game.PlayerID, k game.EventKind) []game.ViewEvent {
	var out []game.ViewEvent
	for _, e := range g.EventsFor(p) {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// CR 121.1: a counter put on a permanent changes what every player sees,
// so every player's events say so: Grindclock's charge counter, with its
// kind, the change and the count now, in JSON and in a log line.
func TestCountersPutOnAPermanentAreEvents(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	clock, err := g.Put(alice, zone.Battlefield, card.Grindclock, game.PutOptions{})
	require.NoError(t, err)
	for p := alice; p <= bob; p++ {
		_, err := g.Put(p, zone.Library, card.Island, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Activate(alice, clock, 0))
	require.NoError(t, g.PassUntilResolved())

	evs := eventsOfKind(g, bob, game.EventCounters)
	require.Len(t, evs, 1, "one charge counter put, one event")
	e := evs[0]
	require.Equal(t, game.Charge, e.Counter)
	require.Equal(t, 1, e.Amount)
	require.Equal(t, 1, e.Total)
	require.Equal(t, g.View(bob).Battlefield[0].ID, e.Object, "the event names the Grindclock as Bob sees it")
	require.Equal(t, "Grindclock's charge counters: +1 (now 1).", g.ViewEventLine(e, game.English))

	b, err := json.Marshal(e)
	require.NoError(t, err)
	require.Contains(t, string(b), `"kind":"counters"`)
	require.Contains(t, string(b), `"counter":"charge"`)
	require.Contains(t, string(b), `"total":1`)
	var back game.ViewEvent
	require.NoError(t, json.Unmarshal(b, &back))
	require.Equal(t, game.Charge, back.Counter)
	require.Equal(t, 1, back.Total)
}

// CR 704.5r: +1/+1 and -1/-1 counters on one permanent cancel out as a
// state-based action; both removals are events, with the counts left.
func TestCountersAnnihilatedAreEvents(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	var counters [5]int
	counters[game.PlusOne], counters[game.MinusOne] = 2, 1
	_, err = g.Put(alice, zone.Battlefield, card.RuneclawBear, game.PutOptions{Counters: counters})
	require.NoError(t, err)
	for p := alice; p <= bob; p++ {
		_, err := g.Put(p, zone.Library, card.Island, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))

	evs := eventsOfKind(g, bob, game.EventCounters)
	require.Len(t, evs, 2)
	require.Equal(t, game.PlusOne, evs[0].Counter)
	require.Equal(t, -1, evs[0].Amount)
	require.Equal(t, 1, evs[0].Total)
	require.Equal(t, game.MinusOne, evs[1].Counter)
	require.Equal(t, -1, evs[1].Amount)
	require.Equal(t, 0, evs[1].Total)
	require.Equal(t, 1, g.View(bob).Battlefield[0].Counters[game.PlusOne])
}
