package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 614.12, 201.3: Phyrexian Revoker names a card as it enters, before
// anyone gets priority. Every nonland card name is offered, the name is
// public (every view shows it), and it survives save and load.
func TestRevokerNamesACardAsItEnters(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	rev, _ := g.Put(0, zone.Hand, card.PhyrexianRevoker, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	g.Put(0, zone.Library, card.Plains, game.PutOptions{})
	g.Put(1, zone.Library, card.Plains, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, rev))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Decision{Kind: game.DecideName, Player: 0}, g.Pending())
	opts := g.LegalActions(nil)
	require.Len(t, opts, len(game.CardNames()))
	for _, name := range game.CardNames() {
		d, err := card.Default().Lookup(name)
		require.NoError(t, err)
		require.False(t, d.IsLand(), "CR 201.3: a nonland card name")
	}
	before := g.Fingerprint()
	require.Error(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: len(opts)}))
	require.Equal(t, before, g.Fingerprint())

	whelp := -1
	for i, n := range game.CardNames() {
		if n == "Furnace Whelp" {
			whelp = i
		}
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: whelp}))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	ids := g.Zone(0, zone.Battlefield)
	require.Equal(t, "Furnace Whelp", g.ChosenFor(ids[len(ids)-1]))
	found := false
	for _, o := range g.View(1).Battlefield {
		found = found || (o.Name == "Phyrexian Revoker" && o.Chosen == "Furnace Whelp")
	}
	require.True(t, found, "the named card is public")

	var buf bytes.Buffer
	require.NoError(t, g.Save(&buf))
	// A land's name can't have been chosen: Load refuses it, saying where.
	bad := bytes.Replace(buf.Bytes(), []byte(`"chosen":"Furnace Whelp"`), []byte(`"chosen":"Forest"`), 1)
	require.NotEqual(t, buf.Bytes(), bad)
	_, err = game.Load(bytes.NewReader(bad), card.Default())
	var se *game.SaveError
	require.ErrorAs(t, err, &se)
	require.ErrorIs(t, err, game.ErrBadSave)
	require.Contains(t, se.Path, ".chosen")
	l, err := game.Load(&buf, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	require.Equal(t, "Furnace Whelp", l.ChosenFor(ids[len(ids)-1]))
}
