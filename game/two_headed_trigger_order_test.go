package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 805.7: a Two-Headed Giant team orders all of its players' triggers
// together; the decision goes to the team's first player even when the
// triggers are the teammate's. A game saved while that decision waits
// loads again (Load counted only the deciding player's own triggers).
func TestTwoHeadedTeammateTriggerOrderSavesAndLoads(t *testing.T) {
	g := emptyTwoHeaded(t, "Alice", "Bob", "Carol", "Dan")
	// Bob (seat 1) is Alice's teammate: two Leeching Slivers attack, and
	// each triggers for each (four triggers of Bob's).
	s1, _ := g.Put(1, zone.Battlefield, card.LeechingSliver, game.PutOptions{})
	s2, _ := g.Put(1, zone.Battlefield, card.LeechingSliver, game.PutOptions{})
	for p := game.PlayerID(0); p < 4; p++ {
		g.Put(p, zone.Library, card.Swamp, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: s1, Player: 2}, {Attacker: s2, Player: 2}}}))
	d := g.Pending()
	require.Equal(t, game.DecideTriggerOrder, d.Kind)
	require.Equal(t, game.PlayerID(0), d.Player)
	var buf bytes.Buffer
	require.NoError(t, g.Save(&buf))
	h, err := game.Load(&buf, nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
}
