package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// No one concedes a game that has not begun (CR 103: it begins with
// Start): the concession is refused and not listed, and the game starts
// as usual afterwards.
func TestConcedeBeforeTheGameBeginsIsRefused(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	err := g.Apply(game.Action{Kind: game.ActConcede, Player: bob})
	require.Error(t, err)
	require.True(t, errors.Is(err, game.ErrNotYourDecision))
	require.Empty(t, g.OtherActions(nil))
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.False(t, g.Over())
	require.NoError(t, g.CheckInvariants())
	require.Contains(t, g.OtherActions(nil), game.Action{Kind: game.ActConcede, Player: bob}, "once begun, anyone may concede")
}

// A player's name is text a save can hold: one that is not valid UTF-8
// is refused, as an empty one is.
func TestPlayerNameMustBeValidUTF8(t *testing.T) {
	_, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob\xff"}}})
	require.ErrorIs(t, err, game.ErrBadConfig)
	require.Contains(t, err.Error(), "UTF-8")
}

// A game that records no actions has no action log, in reused storage
// too; a save whose log contradicts its settings is refused.
func TestActionLogFollowsRecordActions(t *testing.T) {
	cfg := game.Config{Seed: 3, RecordActions: true, Players: []game.PlayerConfig{
		{Name: "Alice", Deck: mountains(40)}, {Name: "Bob", Deck: mountains(40)}}}
	g, err := game.New(cfg)
	require.NoError(t, err)
	require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	require.NotEmpty(t, g.ActionLog())
	cfg.RecordActions = false
	reused, err := game.NewInto(g, cfg)
	require.NoError(t, err)
	require.Nil(t, reused.ActionLog())

	g2, err := game.New(game.Config{Seed: 3, RecordActions: true, Players: cfg.Players})
	require.NoError(t, err)
	require.NoError(t, g2.Apply(g2.LegalActions(nil)[0]))
	var buf bytes.Buffer
	require.NoError(t, g2.Save(&buf))
	slRefused(t, slEdit(t, buf.Bytes(), func(m map[string]any) { m["recordActions"] = false }), "actionLog")
	slRefused(t, slEdit(t, buf.Bytes(), func(m map[string]any) { m["actions"] = 7 }), "actionLog")
}

// A player out of range is refused with this game's range of players.
func TestPlayerOutOfRangeSaysThisGamesRange(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	err := g.Apply(game.Action{Kind: game.ActPass, Player: 4})
	require.ErrorIs(t, err, game.ErrMalformed)
	require.Contains(t, err.Error(), "(0..1)")
}

func mountains(n int) []*card.Definition {
	d := make([]*card.Definition, n)
	for i := range d {
		d[i] = card.Mountain
	}
	return d
}

// Put refuses what no card is (a nameless or typeless definition, which
// a deck refuses too and a save could not name), and says which option
// is wrong; a refusal changes nothing.
func TestPutRefusalsSayWhat(t *testing.T) {
	g, _ := emptyDuel(t, 1)
	fp := g.Fingerprint()
	verse := game.PutOptions{}
	verse.Counters[game.Verse] = 32768
	for _, c := range []struct {
		z    zone.Kind
		d    *card.Definition
		opt  game.PutOptions
		want string
	}{
		{zone.Battlefield, card.Define(card.Definition{}), game.PutOptions{}, "a definition without a name is no card"},
		{zone.Hand, card.Define(card.Definition{Name: "Blank"}), game.PutOptions{}, `"Blank" has no card type`},
		{zone.Hand, card.Mountain, game.PutOptions{Tapped: true, Damage: 1}, "Tapped, Damage: options for a permanent, and the card goes to the hand"},
		{zone.Battlefield, card.Mountain, verse, "Counters[verse]: 32768 is out of range 0..10000"},
	} {
		_, err := g.Put(alice, c.z, c.d, c.opt)
		require.ErrorIs(t, err, game.ErrBadConfig)
		require.ErrorContains(t, err, c.want)
		require.Equal(t, fp, g.Fingerprint())
	}
}
