package game_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// With three players, a creature that must attack (Juggernaut, CR 508.1d)
// and one other creature, spreading the attack over the defending players
// (CR 802.2) is the option that sends the other creature at the second
// defender: it is listed once, not twice.
func TestAttackOptionsListedOnce(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}}})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.Juggernaut, card.RuneclawBear} {
		_, err := g.Put(0, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	opts := g.LegalActions(nil)
	for i := range opts {
		for j := 0; j < i; j++ {
			require.False(t, opts[i].Equal(opts[j]), "listed twice: %s", g.Describe(opts[i], game.English))
		}
	}
}

// The attack lists of a listing's declarations share storage; each is
// capped, so that a caller appending to one (to add an attacker) leaves
// the others as listed. With three players and a planeswalker to attack,
// every kind of option is there (CR 508.1a, 802.2).
func TestAttackOptionsKeepTheirLists(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}}})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.Juggernaut, card.RuneclawBear, card.CentaurCourser} {
		_, err := g.Put(0, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
	}
	_, err = g.Put(1, zone.Battlefield, card.ChandraPyromaster, game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	opts := g.LegalActions(nil)
	listed := make([][]game.Attack, len(opts))
	for i, o := range opts {
		listed[i] = append([]game.Attack(nil), o.Attackers...)
	}
	// Juggernaut alone at B, C or Chandra; each other creature added at
	// B, C or Chandra; all three at B and at C; spread: 3 + 2×3 + 2 + 1.
	require.Len(t, opts, 12)
	for i := range opts {
		require.Equal(t, len(opts[i].Attackers), cap(opts[i].Attackers), "option %d is capped", i)
		_ = append(opts[i].Attackers, game.Attack{Player: 2})
	}
	for i, o := range opts {
		require.Equal(t, listed[i], o.Attackers, "option %d: %s", i, g.Describe(o, game.English))
	}
}

// So are the block lists: each option's list is capped (CR 509.1a).
func TestBlockOptionsKeepTheirLists(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.RuneclawBear, card.CentaurCourser} {
		_, err := g.Put(0, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(1, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	opts := g.LegalActions(nil)
	both := opts[len(opts)-1]
	require.Len(t, both.Attackers, 2)
	require.NoError(t, g.Apply(both))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	opts = g.LegalActions(nil)
	// No block, or one of B's two creatures on one of the two attackers.
	require.Len(t, opts, 5)
	listed := make([][]game.Block, len(opts))
	for i, o := range opts {
		listed[i] = append([]game.Block(nil), o.Blockers...)
	}
	for i := range opts {
		require.Equal(t, len(opts[i].Blockers), cap(opts[i].Blockers), "option %d is capped", i)
		_ = append(opts[i].Blockers, game.Block{})
	}
	for i, o := range opts {
		require.Equal(t, listed[i], o.Blockers, "option %d: %s", i, g.Describe(o, game.English))
	}
}
