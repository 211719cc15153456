package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Listed actions are values: a caller that changes a listed convoke
// cast's creatures changes neither the other options nor what the game
// lists next, even once the game keeps its listings between decisions.
func TestConvokeOptionsAreValues(t *testing.T) {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(0, zone.Hand, card.GatherCourage, game.PutOptions{}) // {G} instant with convoke
	g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Upkeep)) // instant speed: listings are kept
	var opts []game.Action
	for i := 0; i < 4; i++ {
		opts = g.LegalActions(nil)
	}
	var convoke []int
	for i, a := range opts {
		if len(a.Convoke) > 0 {
			convoke = append(convoke, i)
		}
	}
	require.GreaterOrEqual(t, len(convoke), 2, "Gather Courage on either bear, paid by Alice's bear: %+v", opts)
	for _, i := range convoke {
		opts[i].Convoke[0] = 0x12345 // the caller edits its copies
	}
	again := g.LegalActions(nil)
	for _, i := range convoke {
		require.Equal(t, []game.ObjectID{bear}, again[i].Convoke, "option %d", i)
		require.NoError(t, g.Clone().Apply(again[i]), "a listed action is accepted")
	}
}

// A refused Put changes nothing (here: an Aura attached to an object that
// doesn't exist).
func TestRefusedPutChangesNothing(t *testing.T) {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	before := g.Fingerprint()
	_, err := g.Put(0, zone.Battlefield, card.DivineFavor, game.PutOptions{AttachedTo: 0x7777})
	require.ErrorIs(t, err, game.ErrBadConfig)
	require.Equal(t, before, g.Fingerprint())
	require.Len(t, g.Zone(0, zone.Battlefield), 1)
}
