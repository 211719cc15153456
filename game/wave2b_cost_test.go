package game_test

import (
	"bytes"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// listsCast reports whether LegalActions offers casting the card id.
func listsCast(g *game.Game, id game.ObjectID) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.Object == id {
			return true
		}
	}
	return false
}

// CR 106.6: Sliver Hive's coloured mana may pay only for a Sliver spell.
// Option listing offers the Sliver the Hive's {G} pays for, and not the
// Bear it can't pay for; both agree with Apply.
func TestRestrictedManaListing(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.SliverHive, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	sliver, _ := g.Put(0, zone.Hand, card.VenomSliver, game.PutOptions{})
	bear, _ := g.Put(0, zone.Hand, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))

	require.True(t, listsCast(g, sliver), "Venom Sliver: the Hive's {G} and the Plains pay {1}{G}")
	require.False(t, listsCast(g, bear), "Runeclaw Bear: the Hive's {G} is for Sliver spells only")
	require.ErrorIs(t, g.Cast(0, bear), game.ErrCantPay)
	require.NoError(t, g.Cast(0, sliver))
}

// Restricted mana in the pool, the spells cast this turn and the tax
// counts survive a save and load with the same fingerprint.
func TestWave2bCostStateSaveAndLoad(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	hive, _ := g.Put(0, zone.Battlefield, card.SliverHive, game.PutOptions{})
	bear, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.OppressiveRays, game.PutOptions{AttachedTo: bear})
	strike, _ := g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, strike, game.PlayerTarget(1)))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: hive, Ability: 1, Color: mana.Green}))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Green), "restricted mana is in the pool")

	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	require.Contains(t, b.String(), `"spendOnlySubtype":"Sliver"`)
	require.Contains(t, b.String(), `"spellsCastThisTurn":1`)
	loaded, err := game.Load(&b, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
	require.Equal(t, g.Pool(0), loaded.Pool(0))
}
