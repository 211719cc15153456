package game_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A planeswalker card's loyalty off the battlefield is its printed
// loyalty (CR 306.5a); on the battlefield it is the number of loyalty
// counters on it (CR 306.5c), which a loyalty cost changes. Anything
// that is not a planeswalker has none.
func TestObjectLoyaltyByZone(t *testing.T) {
	g, put := emptyDuel(t, 3)
	inHand := put(0, zone.Hand, card.JaceTheLivingGuildpact)
	inGrave := put(0, zone.Graveyard, card.AjaniSteadfast)
	onField := put(0, zone.Battlefield, card.AjaniSteadfast)
	bear := put(0, zone.Battlefield, card.CentaurCourser)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))

	loyalty := func(id game.ObjectID) int {
		o, ok := g.Object(id)
		require.True(t, ok)
		return o.Loyalty()
	}
	require.Equal(t, 5, loyalty(inHand), "CR 306.5a: printed loyalty in a hand")
	require.Equal(t, 4, loyalty(inGrave), "CR 306.5a: printed loyalty in a graveyard")
	require.Equal(t, 4, loyalty(onField), "CR 306.5b: enters with its printed loyalty in counters")
	require.Equal(t, 0, loyalty(bear))
	o, _ := g.Object(inHand)
	require.Equal(t, 0, o.Counter(game.Loyalty), "no counters off the battlefield")

	// Ajani Steadfast's +1 raises the counters, and so the loyalty.
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: onField, Ability: 0}.WithTargets(game.ObjectTarget(bear))))
	require.Equal(t, 5, loyalty(onField), "CR 306.5c: the counters on it")
}

// A save of an earlier version lists the planeswalkers holding an extra
// loyalty activation (The Chain Veil) in "loyaltyExtras"; loading gives
// each one's controller as many for the turn, so Ajani, who used his
// normal activation, may activate once more, and only once (CR 606.3).
func TestLoadEarlierLoyaltyExtras(t *testing.T) {
	g, put := emptyDuel(t, 3)
	ajani := put(0, zone.Battlefield, card.AjaniSteadfast)
	courser := put(0, zone.Battlefield, card.CentaurCourser)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	plus := game.Action{Kind: game.ActActivate, Player: 0, Object: ajani, Ability: 0}.WithTargets(game.ObjectTarget(courser))
	require.NoError(t, g.Apply(plus))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Error(t, g.Clone().Apply(plus), "CR 606.3: one activation")

	h := loadWithEarlierExtras(t, g, ajani)
	require.NoError(t, h.Apply(plus), "the extra activation of the earlier save")
	require.NoError(t, h.Pass(0))
	require.NoError(t, h.Pass(1))
	require.Error(t, h.Apply(plus), "only one extra")
}

// In an earlier save a planeswalker whose Chain Veil extra was spent is no
// longer listed, and one that keeps it is: after loading, Chandra, who
// activated and spent her extra, may not activate again, and Ajani, who
// hasn't activated, may twice (CR 606.3).
func TestLoadEarlierLoyaltyExtrasSpent(t *testing.T) {
	g, put := emptyDuel(t, 3)
	ajani := put(0, zone.Battlefield, card.AjaniSteadfast)
	chandra := put(0, zone.Battlefield, card.ChandraPyromaster)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	hit := game.Action{Kind: game.ActActivate, Player: 0, Object: chandra, Ability: 0}.WithTargets(game.PlayerTarget(1), game.ObjectTarget(0))
	require.NoError(t, g.Apply(hit))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))

	h := loadWithEarlierExtras(t, g, ajani)
	require.Error(t, h.Clone().Apply(hit), "Chandra's extra was spent")
	plus := game.Action{Kind: game.ActActivate, Player: 0, Object: ajani, Ability: 0}.WithTargets(game.ObjectTarget(0))
	for range 2 {
		require.NoError(t, h.Apply(plus))
		require.NoError(t, h.Pass(0))
		require.NoError(t, h.Pass(1))
	}
	require.Error(t, h.Apply(plus), "Ajani: his activation and his extra")
}

// loadWithEarlierExtras saves g, adds the "loyaltyExtras" list of earlier
// save versions naming ids, and loads it.
func loadWithEarlierExtras(t *testing.T, g *game.Game, ids ...game.ObjectID) *game.Game {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, g.Save(&buf))
	var f map[string]any
	require.NoError(t, json.Unmarshal(buf.Bytes(), &f))
	extras := []uint32{}
	for _, id := range ids {
		extras = append(extras, uint32(id))
	}
	f["loyaltyExtras"] = extras
	old, err := json.Marshal(f)
	require.NoError(t, err)
	h, err := game.Load(bytes.NewReader(old), card.Default())
	require.NoError(t, err)
	return h
}
