package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Kurkesh copies an ability countered before its trigger resolves, from
// the ability as it last existed on the stack (CR 608.2g, 706.10); a save
// taken while the copy waits keeps that ability, and Load refuses one
// that nothing copies.
func TestCopyOfACounteredAbility(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.KurkeshOnakkeAncient)
	machine := put(alice, zone.Battlefield, card.TyrantsMachine)
	for range 4 {
		put(alice, zone.Battlefield, card.Plains)
	}
	put(alice, zone.Battlefield, card.Mountain)
	sliver := put(bob, zone.Battlefield, card.DiffusionSliver)
	bear := put(bob, zone.Battlefield, card.RuneclawBear)
	put(alice, zone.Library, card.Plains)
	put(bob, zone.Library, card.Swamp)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, machine, 0, game.ObjectTarget(sliver)))
	require.NoError(t, g.PassUntilResolved()) // Diffusion Sliver's trigger
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: 0}))
	require.Equal(t, 1, g.StackLen(), "the Machine's ability is countered; Kurkesh's trigger waits")

	data := slSave(t, g)
	loaded, err := slLoad(data)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())

	for _, h := range []*game.Game{g, loaded} {
		require.NoError(t, h.PassUntilResolved())
		require.NoError(t, h.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: 1}), "pay {R}")
		require.NoError(t, h.Apply(game.Action{Kind: game.ActChooseTargets, Player: alice}.WithTargets(game.ObjectTarget(bear))))
		require.NoError(t, h.PassUntilResolved())
		o, ok := h.Object(bear)
		require.True(t, ok)
		require.True(t, o.Tapped, "the copy taps the new target")
		require.Equal(t, 0, h.StackLen())
	}
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
	require.NotContains(t, string(slSave(t, g)), "goneAbilities", "forgotten once copied")

	// Without the copying trigger, a kept ability is refused.
	slRefused(t, slEdit(t, data, func(m map[string]any) { m["stack"] = []any{} }), "goneAbilities[0].serial")
}

// A player who leaves takes their copying ability with them (CR 800.4a):
// the countered ability it would have copied is forgotten, and the game's
// save loads.
func TestCounteredAbilityForgottenWhenItsCopierLeaves(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	put(alice, zone.Battlefield, card.KurkeshOnakkeAncient)
	machine := put(alice, zone.Battlefield, card.TyrantsMachine)
	for range 4 {
		put(alice, zone.Battlefield, card.Plains)
	}
	put(alice, zone.Battlefield, card.Mountain)
	sliver := put(bob, zone.Battlefield, card.DiffusionSliver)
	for p := range game.PlayerID(3) {
		put(p, zone.Library, card.Swamp)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, machine, 0, game.ObjectTarget(sliver)))
	require.NoError(t, g.PassUntilResolved()) // Diffusion Sliver's trigger
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Choice: 0}))
	require.Contains(t, string(slSave(t, g)), "goneAbilities")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: alice}))
	require.False(t, g.Over())
	require.Equal(t, 0, g.StackLen())
	data := slSave(t, g)
	require.NotContains(t, string(data), "goneAbilities")
	_, err = slLoad(data)
	require.NoError(t, err)
}
