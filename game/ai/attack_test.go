package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/zone"
)

// The heuristic attacks with a creature no untapped creature that could
// block it can kill: Alice's Welkin Tern flies (CR 702.9b), so Bob's
// Runeclaw Bear, which could kill it, can't block it, nor can his Wall
// of Frost (no reach); the Bear could block Alice's Bear and kill it, so
// hers stays home.
func TestHeuristicAttacksPastBlockersThatCantBlock(t *testing.T) {
	g, put := emptyDuel(t)
	tern := put(0, zone.Battlefield, card.WelkinTern)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	put(1, zone.Battlefield, card.RuneclawBear)
	put(1, zone.Battlefield, card.WallOfFrost)
	for range 3 {
		put(0, zone.Library, card.Island)
		put(1, zone.Library, card.Forest)
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	a := ai.NewHeuristic().Choose(g)
	require.Len(t, a.Attackers, 1, "%s", g.Describe(a, 0))
	require.Equal(t, tern, a.Attackers[0].Attacker)
	require.NotEqual(t, bear, a.Attackers[0].Attacker)
}
