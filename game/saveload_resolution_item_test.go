package game_test

// Regression test; before the fix: Load accepted a resolution in progress
// whose item matched no item on the stack. The resolving item stays on the
// stack until it has resolved (CR 608.2, 608.2k), and finishing the
// resolution removes that item; with the copy in the save changed (its X,
// or the player of the event it answers), the real item stayed on the stack after the resolution
// and resolved a second time: Jace, the Living Guildpact's +1 let Alice
// look at and mill twice. Expected: a *SaveError at resolution.item.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestLoadResolutionItemNotOnStack(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	jace, _ := g.Put(0, zone.Battlefield, card.JaceTheLivingGuildpact, game.PutOptions{})
	for i := 0; i < 4; i++ {
		g.Put(0, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, jace, 0))
	slPassTo(t, g, game.Decision{Kind: game.DecidePick, Player: 0, Count: 2})

	// The control: the save as it is loads, and the ability resolves once.
	h, err := slLoad(slSave(t, g))
	require.NoError(t, err)
	require.NoError(t, h.Apply(h.LegalActions(nil)[0]))
	require.Equal(t, 0, h.StackLen(), "the +1 has resolved and left the stack")

	for _, edit := range []struct {
		field string
		value any
	}{{"x", 5}, {"eventPlayer", 1}} {
		data := slEdit(t, slSave(t, g), func(m map[string]any) {
			m["resolution"].(map[string]any)["item"].(map[string]any)[edit.field] = edit.value
		})
		slRefused(t, data, "resolution.item")
	}
}
