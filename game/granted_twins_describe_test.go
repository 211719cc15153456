package game_test

// Regression test; before the fix: expected the two trigger-order options for two Eternal Thirsts on one creature to read
// differently ("Options are told apart by their texts", prompt_test.go; design.md "Words for
// people": objects sharing a name get a short number), engine describes both as "Put Runeclaw
// Bear's triggered ability on the stack next" since 104b8a9 named granted triggers by their host
// (before: "Eternal Thirst (#2)'s ..." and "Eternal Thirst (#3)'s ..."). describe.go
// triggerLabel numbers triggers only when their *sources* share a definition and one has left,
// or when they have the same source; two granting Auras on one host fall through both tests.
// The player can't tell which Aura's instance (CR 112.7: both are the Bear's; the order does
// not change the result here, but the engine still lists two options).

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestTwoThirstsOnOneBearOptionsReadApart(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition, opt game.PutOptions) game.ObjectID {
		id, err := g.Put(p, z, d, opt)
		require.NoError(t, err)
		return id
	}
	thirst, err := card.Default().Lookup("Eternal Thirst")
	require.NoError(t, err)
	courserDef, err := card.Default().Lookup("Centaur Courser")
	require.NoError(t, err)
	bear := put(alice, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	put(alice, zone.Battlefield, thirst, game.PutOptions{AttachedTo: bear})
	put(alice, zone.Battlefield, thirst, game.PutOptions{AttachedTo: bear})
	put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike := put(alice, zone.Hand, card.LightningStrike, game.PutOptions{})
	courser := put(bob, zone.Battlefield, courserDef, game.PutOptions{})
	put(alice, zone.Library, card.Island, game.PutOptions{})
	put(bob, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, strike, game.ObjectTarget(courser)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 2)
	for _, lang := range []game.Lang{game.English, game.Chinese} {
		a, b := g.Describe(opts[0], lang), g.Describe(opts[1], lang)
		require.NotEqual(t, a, b, "two options read the same")
	}
}
