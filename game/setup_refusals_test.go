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

// A name stands in one-line log lines and prompts: a line break, a tab
// or another control character in it is refused, by New and by Load.
func TestPlayerNameHasNoControlCharacter(t *testing.T) {
	for _, name := range []string{"Al\nice", "Bob\x00", "Tab\tbed", "Del\u007f"} {
		_, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: name}}})
		require.ErrorIs(t, err, game.ErrBadConfig, "%q", name)
		require.Contains(t, err.Error(), "control character")
	}
	g, err := game.New(game.Config{Seed: 3, Players: []game.PlayerConfig{
		{Name: "Alice", Deck: mountains(40)}, {Name: "Bob", Deck: mountains(40)}}})
	require.NoError(t, err)
	slRefused(t, slEdit(t, slSave(t, g), func(m map[string]any) { player(m, 1)["name"] = "Bo\nb" }), "players[1].name")
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
		{zone.Battlefield, card.Mountain, verse, "Counters[verse]: 32768 is out of range 0..32767"},
	} {
		_, err := g.Put(alice, c.z, c.d, c.opt)
		require.ErrorIs(t, err, game.ErrBadConfig)
		require.ErrorContains(t, err, c.want)
		require.Equal(t, fp, g.Fingerprint())
	}
}

// Put takes counters up to MaxCount, the bound the engine keeps them in
// during play, not a lower one of its own.
func TestPutTakesCountersUpToMaxCount(t *testing.T) {
	g, _ := emptyDuel(t, 1)
	opt := game.PutOptions{}
	opt.Counters[game.PlusOne] = game.MaxCount
	id, err := g.Put(alice, zone.Battlefield, card.RuneclawBear, opt)
	require.NoError(t, err)
	info, ok := g.Object(id)
	require.True(t, ok)
	require.Equal(t, game.MaxCount, info.Counter(game.PlusOne))
}

// An activation of an ability the permanent doesn't have says how
// Action.Ability counts (from 0, mana abilities left out), and points a
// mana ability to ActActivateMana (CR 602.1, 605.1a).
func TestNoSuchAbilitySaysHowAbilitiesCount(t *testing.T) {
	g, put := emptyDuel(t, 1)
	mystic := put(alice, zone.Battlefield, card.ElvishMystic)
	require.NoError(t, g.Start(3, alice, game.Main1))
	fp := g.Fingerprint()
	err := g.Apply(game.Action{Kind: game.ActActivate, Player: alice, Object: mystic})
	require.ErrorIs(t, err, game.ErrNotAllowed)
	require.ErrorContains(t, err, "Elvish Mystic has no activated ability #1 other than mana abilities (Ability 0): a mana ability is activated with ActActivateMana")
	err = g.Apply(game.Action{Kind: game.ActActivate, Player: alice, Object: mystic, Ability: 2})
	require.ErrorContains(t, err, "Elvish Mystic has no activated ability #3 (Ability 2: the count, from 0, leaves mana abilities out)")
	require.Equal(t, fp, g.Fingerprint())
}

// Put refuses what a game can't hold, saying why, and changes nothing: a
// token's definition as a card (CR 110.5), ExactLoyalty off a
// planeswalker on the battlefield, a sorcery on the battlefield (CR
// 307.4); and it reads a chosen name or type in any letter case.
func TestPutRefusesTokensAsCardsAndReadsChoicesInAnyCase(t *testing.T) {
	g, _ := emptyDuel(t, 1)
	fp := g.Fingerprint()
	lavaAxe, err := card.Default().Lookup("Lava Axe")
	require.NoError(t, err)
	for _, c := range []struct {
		z    zone.Kind
		d    *card.Definition
		opt  game.PutOptions
		want string
	}{
		{zone.Hand, card.SoldierToken, game.PutOptions{}, "a token's definition"},
		{zone.Battlefield, card.SoldierToken, game.PutOptions{}, "(CR 110.5)"},
		{zone.Battlefield, card.RuneclawBear, game.PutOptions{ExactLoyalty: true}, "ExactLoyalty is for a planeswalker"},
		{zone.Battlefield, lavaAxe, game.PutOptions{}, "(CR 307.4)"},
	} {
		_, err := g.Put(alice, c.z, c.d, c.opt)
		require.ErrorIs(t, err, game.ErrBadConfig)
		require.ErrorContains(t, err, c.want)
		require.Equal(t, fp, g.Fingerprint())
	}
	_, err = g.Put(alice, zone.Battlefield, card.SoldierToken, game.PutOptions{Token: true})
	require.NoError(t, err, "a token, put as one")
	revoker, err := card.Default().Lookup("Phyrexian Revoker")
	require.NoError(t, err)
	id, err := g.Put(alice, zone.Battlefield, revoker, game.PutOptions{Chosen: "elvish mystic"})
	require.NoError(t, err)
	require.Equal(t, "Elvish Mystic", g.ChosenFor(id))
}
