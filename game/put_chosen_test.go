package game_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A permanent put onto the battlefield by a setup never entered: what it
// chose as it entered (CR 614.12) is PutOptions.Chosen, or nothing, and
// no choice is asked for it later.
func TestPutChosen(t *testing.T) {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	obelisk, err := g.Put(0, zone.Battlefield, card.ObeliskOfUrd, game.PutOptions{Chosen: "Bear"})
	require.NoError(t, err)
	revoker, err := g.Put(0, zone.Battlefield, card.PhyrexianRevoker, game.PutOptions{})
	require.NoError(t, err)
	require.Equal(t, "Bear", g.ChosenFor(obelisk))
	require.Equal(t, "", g.ChosenFor(revoker))

	before := g.Fingerprint()
	for _, bad := range []struct {
		d      *card.Definition
		z      zone.Kind
		chosen string
	}{
		{card.ObeliskOfUrd, zone.Battlefield, "Lightning Strike"}, // a card name, not a creature type
		{card.PhyrexianRevoker, zone.Battlefield, "Forest"},       // CR 201.3: a nonland card's name
		{card.RuneclawBear, zone.Battlefield, "Bear"},             // chooses nothing
		{card.MercurialPretender, zone.Battlefield, "Bear"},       // copies: set up the copied creature
		{card.ObeliskOfUrd, zone.Hand, "Bear"},                    // not on the battlefield
	} {
		_, err := g.Put(0, bad.z, bad.d, game.PutOptions{Chosen: bad.chosen})
		require.True(t, errors.Is(err, game.ErrBadConfig), "%s chosen=%q: %v", bad.d.Name, bad.chosen, err)
	}
	require.Equal(t, before, g.Fingerprint(), "refused Puts change nothing")

	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "no choice asked for the set-up Revoker")
}
