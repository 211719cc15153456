package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// an activated ability with a discard cost is listed once with
// Discard 0 and once per distinct card in hand that can pay the cost
// (game/legal.go, legalActivation). Necromancer's Stockpile's "Discard a
// creature card" (CR 117.1, 601.2h via 602.2b) can't be paid with a land:
// the listing names the creature card, never the land. Mutants killed:
// legal.go:565 (no named discards listed) and legal.go:573 (the card-type
// filter of the named discards dropped).
func TestStockpileNamedDiscardsListed(t *testing.T) {
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

	var named []game.ObjectID
	plain := 0
	for _, a := range g.LegalActions(nil) {
		if a.Kind != game.ActActivate || a.Object != stockpile {
			continue
		}
		if a.Discard == 0 {
			plain++
		} else {
			named = append(named, a.Discard)
		}
	}
	require.Equal(t, 1, plain, "one activation leaving the discard to the decision that follows")
	require.Equal(t, []game.ObjectID{bear}, named, "the creature card is named, the land (%v) is not", land)
}
