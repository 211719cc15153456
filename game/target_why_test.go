package game_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// CR 114.1: a refused target says what the chosen thing is and what the
// spell targets, naming only public objects, and cites 114.1. A card in
// another player's hand reads as nothing at all (CR 402.3), a card in the
// caster's own hand as a card in a hand: the refusal for a hidden card and
// for an ID that names nothing read alike, so neither tells Alice which.
func TestIllegalTargetSaysWhy(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for range 2 {
		g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	}
	strike, _ := g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	forest, _ := g.Put(1, zone.Battlefield, card.Forest, game.PutOptions{})
	hidden, _ := g.Put(1, zone.Hand, card.Plummet, game.PutOptions{})
	own, _ := g.Put(0, zone.Hand, card.Plummet, game.PutOptions{})
	g.Put(0, zone.Library, card.Island, game.PutOptions{})
	g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	cast := game.Action{Kind: game.ActCast, Player: 0, Object: strike}
	for _, c := range []struct {
		target game.Target
		says   string
	}{
		{game.ObjectTarget(forest), "Forest is a land; it targets a creature or player"},
		{game.ObjectTarget(hidden), "object " + strconv.Itoa(int(hidden)) + " does not exist, or is a card hidden from Alice"},
		{game.ObjectTarget(own), "it is a card in Alice's hand, where nothing can be targeted"},
		{game.ObjectTarget(9999), "object 9999 does not exist, or is a card hidden from Alice"},
	} {
		before := g.Fingerprint()
		err := g.Apply(cast.WithTargets(c.target))
		var re *game.RuleError
		require.True(t, errors.As(err, &re), "%v", err)
		assert.True(t, errors.Is(err, game.ErrBadTarget))
		assert.Equal(t, "114.1", re.Rule)
		assert.Contains(t, re.Msg, c.says)
		assert.NotContains(t, re.Msg, "Plummet", "a card in a hand is not named")
		assert.Equal(t, before, g.Fingerprint(), "a refused cast changes nothing")
	}
}

// CR 601.2h: a spell that can't be paid for says what mana the pool and
// untapped sources could give, and the refusal changes nothing.
func TestUnpayableCostSaysWhatIsAvailable(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	strike, _ := g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	g.Put(0, zone.Library, card.Island, game.PutOptions{})
	g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	before := g.Fingerprint()
	err = g.Cast(0, strike, game.PlayerTarget(1))
	require.ErrorIs(t, err, game.ErrCantPay)
	assert.Contains(t, err.Error(), "can't pay {1}{R} for Lightning Strike: the pool and untapped mana sources give {G}{G}")
	assert.Equal(t, before, g.Fingerprint())
}

// CR 601.2h, 602.2b: a mana source set aside for a sacrifice the cost
// also needs (Generator Servant, which can't both make mana and be the
// creature Blood Host sacrifices) gives nothing the refusal lists: it says
// what the other sources give, with no empty "one of".
func TestUnpayableCostLeavesOutSourcesSetAside(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	host, _ := g.Put(0, zone.Battlefield, card.BloodHost, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.GeneratorServant, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Swamp, game.PutOptions{})
	g.Put(0, zone.Library, card.Island, game.PutOptions{})
	g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	before := g.Fingerprint()
	err = g.Activate(0, host, 0)
	require.ErrorIs(t, err, game.ErrCantPay)
	assert.Contains(t, err.Error(), "the pool and untapped mana sources give {B} (CR")
	assert.NotContains(t, err.Error(), "one of ")
	assert.Equal(t, before, g.Fingerprint(), "a refused activation changes nothing")
}
