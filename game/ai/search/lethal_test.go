package search_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

// lethalAttack is Alice's declaration of attackers on turn 5: at 2 life
// with a Centaur Courser (3/3), an Oreskos Swiftclaw (3/1) and a
// Runeclaw Bear (2/2), against Bob at bobLife with a Runeclaw Bear and a
// Welkin Tern (2/1 flyer that can block only flyers), who will kill her
// with the Tern next turn; without tern, Bob has the Bear alone and no
// threat.
func lethalAttack(t *testing.T, bobLife int, tern bool, seed uint64) *game.Game {
	g, put := duelSetUp(t, seed)
	for _, d := range []*card.Definition{card.CentaurCourser, card.OreskosSwiftclaw, card.RuneclawBear, card.Forest, card.Forest, card.Forest} {
		put(0, zone.Battlefield, d)
	}
	for _, d := range []*card.Definition{card.RuneclawBear, card.Island, card.Island} {
		put(1, zone.Battlefield, d)
	}
	if tern {
		put(1, zone.Battlefield, card.WelkinTern)
	}
	for range 5 {
		put(0, zone.Library, card.Forest)
		put(1, zone.Library, card.Island)
	}
	require.NoError(t, g.SetLife(0, 2))
	require.NoError(t, g.SetLife(1, bobLife))
	require.NoError(t, g.Start(5, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	return g
}

// The search takes a lethal attack when it has one: at 4 life, Bob's one
// possible blocker (the Bear: the Tern can block only flyers, CR 509.1b)
// stops one attacker, so only all three attacking are sure to deal 4
// (CR 510.1). A win now scores more than a win later, which a smaller
// attack might reach if Bob didn't swing his Tern; and the rollouts
// know he will, since the Bear can't block it.
func TestSearchTakesTheLethalAttack(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g := lethalAttack(t, 4, true, seed)
		a := search.New(search.Options{Seed: seed, Iterations: 300}).Choose(g)
		require.Len(t, a.Attackers, 3, "seed %d: %s", seed, g.Describe(a, 0))
		require.NoError(t, g.Apply(a))
		for !g.Over() && g.Pending().Player >= 0 {
			b := search.New(search.Options{Seed: seed, Iterations: 50}).Choose(g)
			require.NoError(t, g.Apply(b))
			if g.Turn() > 5 {
				break
			}
		}
		require.True(t, g.Over(), "seed %d", seed)
		require.Equal(t, game.PlayerID(0), g.Winner(), "seed %d", seed)
	}
}

// Of two ways to win, the search takes the sooner: with no threat from
// Bob, attacking with the Courser and the Swiftclaw wins in a turn or
// two as surely as all three attacking win now; a win scores less for
// each turn it takes.
func TestSearchWinsSooner(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g := lethalAttack(t, 4, false, seed)
		a := search.New(search.Options{Seed: seed, Iterations: 300}).Choose(g)
		require.Len(t, a.Attackers, 3, "seed %d: %s", seed, g.Describe(a, 0))
	}
}
