package game_test

// Regression test; before the fix: Load accepts a stack item controlled by a player who has left
// the game. CR 800.4a: when a player leaves, the spells and abilities
// they control on the stack cease to exist, so no such item can be on
// the stack. Loaded, the spell resolves and Runeclaw Bear enters under
// Carol's control: CheckInvariants fails ("still on the battlefield of a
// player who left"). The same holds for resolution.item.controller (a
// cast-free decision for a player who lost) and for a waiting triggered
// ability (triggers[i].controller): Carol's Midnight Guard trigger goes on
// the stack under her control after she left. Expected: a *SaveError
// naming stack[0].controller / triggers[0].controller.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestLoadStackItemOfPlayerWhoLeft(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	bear, _ := g.Put(0, zone.Hand, card.RuneclawBear, game.PutOptions{})
	for p := 0; p < 3; p++ {
		g.Put(game.PlayerID(p), zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.NoError(t, g.Cast(0, bear))
	data := slEdit(t, slSave(t, g), func(m map[string]any) {
		m["stack"].([]any)[0].(map[string]any)["controller"] = 2
	})
	h, err := slLoad(data)
	if err == nil {
		for h.StackLen() > 0 && !h.Over() {
			require.NoError(t, h.Pass(h.Pending().Player))
		}
		t.Errorf("Load accepted a spell controlled by Carol, who left; after it resolves: %v", h.CheckInvariants())
	}
}

func TestLoadWaitingTriggerOfPlayerWhoLeft(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.MidnightGuard, game.PutOptions{Tapped: true})
	g.Put(0, zone.Battlefield, card.MidnightGuard, game.PutOptions{Tapped: true})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	bear, _ := g.Put(0, zone.Hand, card.RuneclawBear, game.PutOptions{})
	for p := 0; p < 3; p++ {
		g.Put(game.PlayerID(p), zone.Library, card.Forest, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.NoError(t, g.Cast(0, bear))
	slPassTo(t, g, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 2})
	slRefused(t, slEdit(t, slSave(t, g), func(m map[string]any) {
		m["triggers"].([]any)[0].(map[string]any)["controller"] = 2
		m["pending"].(map[string]any)["count"] = 1
	}), "triggers[0].controller")
}
