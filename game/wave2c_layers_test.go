package game_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// An overwriting effect (Turn to Frog: layers 4, 5, 6 and 7b, CR 613.1)
// and the land types Urborg adds (CR 305.7) survive a save and load with
// the same fingerprint and characteristics; a save whose effect names
// colours that are not WUBRG letters is refused.
func TestWave2cLayersSaveAndLoad(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	bear, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	forest, _ := g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.UrborgTombOfYawgmoth, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Island, game.PutOptions{})
	frog, _ := g.Put(0, zone.Hand, card.TurnToFrog, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, frog, game.ObjectTarget(bear)))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.CheckInvariants())

	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	saved := b.String()
	loaded, err := game.Load(strings.NewReader(saved), card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
	for _, h := range []*game.Game{g, loaded} {
		o, _ := h.Object(bear)
		require.Equal(t, [2]int{1, 1}, [2]int{o.Power, o.Toughness})
		require.Equal(t, mana.SetOf(mana.Blue), o.Colors)
		require.Equal(t, []string{"Frog"}, o.Subtypes)
		f, _ := h.Object(forest)
		require.Equal(t, []string{"Forest", "Swamp"}, f.Subtypes)
	}
	bad := strings.Replace(saved, `"setColors":"U"`, `"setColors":"X"`, 1)
	require.NotEqual(t, saved, bad)
	_, err = game.Load(strings.NewReader(bad), card.Default())
	var se *game.SaveError
	require.ErrorAs(t, err, &se)
	require.Contains(t, err.Error(), "setColors")
}

// A permanent that entered as a copy (CR 706.2, 706.9a) is saved as its
// own card with the copy listed: the loaded game has the same copy and
// fingerprint, and a copy record naming a card that doesn't copy is
// refused.
func TestCopySaveAndLoad(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	for range 5 {
		g.Put(0, zone.Battlefield, card.Island, game.PutOptions{})
	}
	pret, _ := g.Put(0, zone.Hand, card.MercurialPretender, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, pret))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	var bear game.ObjectID
	for _, a := range g.LegalActions(nil) {
		if a.Object != 0 {
			bear = a.Object
		}
	}
	require.NotZero(t, bear)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: bear}))
	cp, ok := g.Follow(pret)
	require.True(t, ok)
	o, _ := g.Object(cp)
	require.Equal(t, "Runeclaw Bear", o.Card.Name)

	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	saved := b.String()
	require.Contains(t, saved, `"with":["Mercurial Pretender"]`)
	loaded, err := game.Load(strings.NewReader(saved), card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
	lo, _ := loaded.Object(cp)
	require.Equal(t, "Runeclaw Bear", lo.Card.Name)
	require.Len(t, lo.Card.Activated, 1, "the exception's ability")

	bad := strings.Replace(saved, `"with":["Mercurial Pretender"]`, `"with":["Runeclaw Bear"]`, 1)
	_, err = game.Load(strings.NewReader(bad), card.Default())
	var se *game.SaveError
	require.ErrorAs(t, err, &se)
	require.Contains(t, err.Error(), "copies[0].with")
}

// A card exiled until a permanent leaves (CR 610.3) stays linked across
// a save and load: the loaded game has the same fingerprint, and a link
// naming a slot that doesn't exist is refused.
func TestLinkSaveAndLoad(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	angel, _ := g.Put(1, zone.Battlefield, card.SerraAngel, game.PutOptions{})
	for range 6 {
		g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	}
	sliver, _ := g.Put(0, zone.Hand, card.ConstrictingSliver, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, sliver))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0, NumTargets: 1,
		Targets: [4]game.Target{game.ObjectTarget(angel)}}))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
	exiled, ok := g.Follow(angel)
	require.True(t, ok)
	o, _ := g.Object(exiled)
	require.Equal(t, zone.Exile, o.Zone)

	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	saved := b.String()
	require.Contains(t, saved, `"untilLeaves":true`)
	loaded, err := game.Load(strings.NewReader(saved), card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())

	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(saved), &m))
	m["links"].([]any)[0].(map[string]any)["source"] = 4000000 // slot 4000000 - 1 doesn't exist
	bad, err := json.Marshal(m)
	require.NoError(t, err)
	_, err = game.Load(bytes.NewReader(bad), card.Default())
	var se *game.SaveError
	require.ErrorAs(t, err, &se)
}
