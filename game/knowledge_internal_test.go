package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// What players know is game state: the fingerprint tells it apart, and a
// clone copies it and keeps its own.
func TestKnowledgeIsFingerprintedAndCloned(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	id, err := g.Put(1, zone.Library, card.Forest, PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, Main1))
	s, _ := g.lookup(id)
	before := g.Fingerprint()
	g.objects[s].known = seatBit(0)
	known := g.Fingerprint()
	require.NotEqual(t, before, known)
	g.objects[s].placed = seatBit(0)
	require.NotEqual(t, known, g.Fingerprint())
	c := g.Clone()
	require.Equal(t, g.Fingerprint(), c.Fingerprint())
	c.objects[s].known, c.objects[s].placed = 0, 0
	require.Equal(t, seatBit(0), g.objects[s].known, "the clone's knowledge is its own")
	require.Equal(t, before, c.Fingerprint())
	require.NoError(t, g.CheckInvariants())
	g.objects[s].placed = seatBit(1)
	require.Error(t, g.CheckInvariants(), "a known place without the card")
}

// checkKnownShown checks that v shows every card its viewer knows in a
// zone they can't see: no fewer, no more.
func checkKnownShown(t *testing.T, g *Game, p PlayerID, v *View) {
	t.Helper()
	vw := g.viewerFor(p)
	for q := range g.players {
		hand, lib := 0, 0
		for _, s := range g.players[q].hand {
			if !vw.seesHand(PlayerID(q)) && vw.knows(s, false) {
				hand++
			}
		}
		for _, s := range g.players[q].library {
			if vw.knows(s, false) {
				lib++
			}
		}
		require.Len(t, v.Players[q].KnownHand, hand, "player %d's known hand cards for %d", q, p)
		require.Len(t, v.Players[q].KnownLibrary, lib, "player %d's known library cards for %d", q, p)
	}
}
