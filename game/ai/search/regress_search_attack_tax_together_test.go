package search_test

// Regression test; before the fix: the search player (and the heuristic it starts from)
// declares an attack whose total attack cost can't be paid. Alice's
// Runeclaw Bear and Centaur Courser each wear Bob's Oppressive Rays
// ("Enchanted creature can't attack or block unless its controller pays
// {3}", M15), and Alice has four Plains. Either creature may attack
// alone; both together cost {6} (CR 508.1g-h: the costs of all attackers
// are totalled and paid at once; a declaration whose total can't be
// paid is illegal). The listing offers each alone; the heuristic adds
// every listed attacker without adding up the costs, and
// combatCandidates keeps the heuristic's declaration (buf[0]) without the
// addAccepted check it gives every other candidate, so Choose returns an
// action the game refuses: "Alice can't pay {6} to attack with those
// creatures (CR 508.1h)". (ai.Player's contract: Choose returns a legal
// action.)

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/zone"
)

// taxPosition is an empty duel of Alice and Bob, Oppressive Rays, and a
// function that puts cards into it.
func taxPosition(t *testing.T) (*game.Game, *card.Definition, func(game.PlayerID, zone.Kind, *card.Definition, game.PutOptions) game.ObjectID) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	rays, err := card.Default().Lookup("Oppressive Rays")
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition, opt game.PutOptions) game.ObjectID {
		id, err := g.Put(owner, z, d, opt)
		require.NoError(t, err)
		return id
	}
	return g, rays, put
}

func TestSearchAttackTaxTogether(t *testing.T) {
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	g, rays, put := taxPosition(t)
	bear := put(alice, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	courser := put(alice, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	for i := 0; i < 4; i++ {
		put(alice, zone.Battlefield, card.Plains, game.PutOptions{})
	}
	put(bob, zone.Battlefield, rays, game.PutOptions{AttachedTo: bear})
	put(bob, zone.Battlefield, rays, game.PutOptions{AttachedTo: courser})
	for i := 0; i < 3; i++ {
		put(alice, zone.Library, card.Forest, game.PutOptions{})
		put(bob, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	both := game.Action{Kind: game.ActDeclareAttackers, Player: alice,
		Attackers: []game.Attack{{Attacker: bear, Player: bob}, {Attacker: courser, Player: bob}}}
	require.Error(t, g.Clone().Apply(both), "both together cost {6}: illegal")

	h := ai.NewHeuristic().Choose(g)
	if err := g.Clone().Apply(h); err != nil {
		t.Errorf("the heuristic's declaration %+v: %v", h.Attackers, err)
	}

	p := search.New(search.Options{Iterations: 40, RolloutTurns: 1, Seed: 1})
	a := p.Choose(g)
	require.NoError(t, g.Clone().Apply(a), "the search player's declaration %+v", a.Attackers)
}

// The same for blocks: Bob's two Centaur Coursers each wear Alice's
// Oppressive Rays and Bob has four Plains; Alice attacks with two
// Runeclaw Bears. Each Courser may block alone ({3}); both blocking cost
// {6} (CR 509.1d-e), more than Bob can pay. The heuristic pairs each Bear
// with a Courser that survives it, and the search keeps that declaration.
func TestSearchBlockTaxTogether(t *testing.T) {
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	g, rays, put := taxPosition(t)
	b1 := put(alice, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	b2 := put(alice, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	c1 := put(bob, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	c2 := put(bob, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	for i := 0; i < 4; i++ {
		put(bob, zone.Battlefield, card.Plains, game.PutOptions{})
	}
	put(alice, zone.Battlefield, rays, game.PutOptions{AttachedTo: c1})
	put(alice, zone.Battlefield, rays, game.PutOptions{AttachedTo: c2})
	for i := 0; i < 3; i++ {
		put(alice, zone.Library, card.Forest, game.PutOptions{})
		put(bob, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice,
		Attackers: []game.Attack{{Attacker: b1, Player: bob}, {Attacker: b2, Player: bob}}}))
	for g.Pending().Kind != game.DecideBlockers {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	both := game.Action{Kind: game.ActDeclareBlockers, Player: bob,
		Blockers: []game.Block{{Blocker: c1, Attacker: b1}, {Blocker: c2, Attacker: b2}}}
	require.Error(t, g.Clone().Apply(both), "both blocking cost {6}: illegal")

	h := ai.NewHeuristic().Choose(g)
	if err := g.Clone().Apply(h); err != nil {
		t.Errorf("the heuristic's declaration %+v: %v", h.Blockers, err)
	}
	p := search.New(search.Options{Iterations: 40, RolloutTurns: 1, Seed: 1})
	a := p.Choose(g)
	require.NoError(t, g.Clone().Apply(a), "the search player's declaration %+v", a.Blockers)
}
