package game_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A discard named with an activation must be one the cost allows:
// Necromancer's Stockpile asks for a creature card, so a land named as
// its discard is refused and changes nothing (CR 117.3, 601.2h); a
// creature card is taken.
func TestNamedDiscardMustFitTheCost(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(0, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	stockpile := put(zone.Battlefield, card.NecromancersStockpile)
	put(zone.Battlefield, card.Swamp)
	put(zone.Battlefield, card.Swamp)
	land := put(zone.Hand, card.Swamp)
	bear := put(zone.Hand, card.RuneclawBear)
	put(zone.Library, card.Swamp)
	require.NoError(t, g.Start(3, 0, game.Main1))
	activate := game.Action{Kind: game.ActActivate, Player: 0, Object: stockpile}

	before := g.Fingerprint()
	a := activate
	a.Discard = land
	err = g.Apply(a)
	var re *game.RuleError
	require.True(t, errors.As(err, &re), "%v", err)
	require.True(t, re.Cites("117.3"), "%v", err)
	require.True(t, errors.Is(err, game.ErrIllegal), "%v", err)
	require.Equal(t, before, g.Fingerprint(), "a refused activation changes nothing")

	a.Discard = bear
	require.NoError(t, g.Apply(a))
	o, _ := g.Object(g.Zone(0, zone.Graveyard)[0])
	require.Equal(t, card.RuneclawBear, o.Card)
	require.Len(t, g.Zone(0, zone.Hand), 1, "the land stays in hand")
}
