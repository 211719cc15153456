package game_test

// Regression test; before the fix: Load accepts a priority decision while triggered abilities wait
// to be put on the stack (triggers non-empty, placingTriggers false).
// CR 116.5 and 603.3: before a player would receive priority, the
// waiting abilities are put on the stack. Here two Midnight Guards of
// Alice's triggered on Runeclaw Bear entering and Alice is ordering them;
// the save edited to give Bob priority loads, and Bob may cast Lightning
// Strike before the triggers are on the stack (they would then go on top
// of it). Expected: a *SaveError (path pending or triggers).

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestLoadPriorityWithWaitingTriggers(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.MidnightGuard, game.PutOptions{Tapped: true})
	g.Put(0, zone.Battlefield, card.MidnightGuard, game.PutOptions{Tapped: true})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	bear, _ := g.Put(0, zone.Hand, card.RuneclawBear, game.PutOptions{})
	g.Put(1, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(1, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike, _ := g.Put(1, zone.Hand, card.LightningStrike, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, bear))
	slPassTo(t, g, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 2})
	data := slEdit(t, slSave(t, g), func(m map[string]any) {
		m["pending"] = map[string]any{"kind": "priority", "player": 1, "count": 0}
		m["placingTriggers"] = false
	})
	slRefused(t, data, "")
	if h, err := slLoad(data); err == nil {
		err := h.Apply(game.Action{Kind: game.ActCast, Player: 1, Object: strike}.WithTargets(game.PlayerTarget(0)))
		require.Error(t, err, "Bob casts Lightning Strike while Alice's triggers wait to be put on the stack (CR 116.5, 603.3)")
	}
}
