package game_test

// Regression test; before the fix: a card's count of zone changes, kept
// in the high 16 bits of its ObjectID, wrapped from 65,535 to 0 at its
// next move. The IDs the game still held from before the move (a
// blocker's, a target's) then counted more zone changes than the card,
// and Load refused the engine's own save of the game (found by
// FuzzLoadMutated). The count now stops at 65,535 (game/bounds.go), so
// every ID the game holds counts at most its card's zone changes. A
// destroyed creature changes zones (CR 400.7, 701.7a).

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestZoneChangeCountStopsAtItsBound(t *testing.T) {
	g, bear, _, strike := strikeAtBear(t)

	// The bear has made the most zone changes an ID can count.
	slot := int(uint32(bear)&0xffff) - 1
	h, err := slLoad(slEdit(t, slSave(t, g), func(m map[string]any) {
		m["objects"].([]any)[slot].(map[string]any)["inc"] = 65535
	}))
	require.NoError(t, err)
	old := game.ObjectID(65535<<16 | uint32(slot+1))
	require.Contains(t, h.Zone(1, zone.Battlefield), old)

	require.NoError(t, h.Cast(0, strike, game.ObjectTarget(old)))
	for h.StackLen() > 0 {
		require.NoError(t, h.Pass(h.Pending().Player))
	}
	require.Equal(t, []game.ObjectID{old}, h.Zone(1, zone.Graveyard), "the count stayed at its bound")
	_, err = slLoad(slSave(t, h))
	require.NoError(t, err, "the engine's own save loads")
}
