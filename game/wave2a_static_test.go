package game_test

import (
	"bytes"
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// The continuous effects wave 2a adds survive a save and load with the
// same fingerprint and the same characteristics: a keyword lost until end
// of turn (CR 613.1f), a type and base P/T from an Aura's static (CR 613.1d,
// 613.3b), an effect for as long as its controller controls the source
// (CR 611.2b) and a subtype lost (CR 301.5c).
func TestWave2aEffectsSaveAndLoad(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	gargoyle, _ := g.Put(0, zone.Battlefield, card.GargoyleSentinel, game.PutOptions{})
	crypt, _ := g.Put(0, zone.Battlefield, card.TormodsCrypt, game.PutOptions{})
	_, err = g.Put(0, zone.Battlefield, card.EnsoulArtifact, game.PutOptions{AttachedTo: crypt})
	require.NoError(t, err)
	mail, _ := g.Put(1, zone.Battlefield, card.HauntedPlateMail, game.PutOptions{})
	for range 9 {
		g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	}
	angel, _ := g.Put(0, zone.Hand, card.AegisAngel, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))

	require.NoError(t, g.Activate(0, gargoyle, 0))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Cast(0, angel))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0, NumTargets: 1,
		Targets: [stack.MaxTargets]game.Target{game.ObjectTarget(crypt)}}))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, mail, 0))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.CheckInvariants())

	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	loaded, err := game.Load(&b, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
	for _, h := range []*game.Game{g, loaded} {
		c, _ := h.Object(crypt)
		require.Equal(t, [2]int{5, 5}, [2]int{c.Power, c.Toughness}, "Ensoul Artifact: base 5/5")
		require.True(t, c.Types.Has(ability.Creature|ability.Artifact))
		require.True(t, c.Keywords.Has(ability.Indestructible), "Aegis Angel")
		gs, _ := h.Object(gargoyle)
		require.False(t, gs.Keywords.Has(ability.Defender), "Gargoyle Sentinel lost defender")
		require.True(t, gs.Keywords.Has(ability.Flying))
		m, _ := h.Object(mail)
		require.Equal(t, [2]int{4, 4}, [2]int{m.Power, m.Toughness}, "Haunted Plate Mail")
		require.True(t, m.Types.Has(ability.Creature))
	}
}
