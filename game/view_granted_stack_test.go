package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// A granted activated ability on the stack (CR 613.1f; Burning Anger's
// "enchanted creature has '{T}: ...'") is shown with the granting card,
// whose text holds it, and the granting permanent; it is the creature's
// ability (CR 602.1), so the creature is its source and its name. After
// the Aura leaves, the item still names the granting card (CR 112.7a).
func TestViewShowsWhoGrantedAnActivatedAbility(t *testing.T) {
	g := twoPlayers(t)
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	anger, _ := g.Put(0, zone.Battlefield, card.BurningAnger, game.PutOptions{AttachedTo: bear})
	for range 2 {
		g.Put(1, zone.Battlefield, card.Forest, game.PutOptions{})
	}
	g.Put(1, zone.Hand, card.Naturalize, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, bear, 0, game.PlayerTarget(1)))

	for viewer := range 2 {
		v := g.View(game.PlayerID(viewer))
		require.Len(t, v.Stack, 1)
		it := v.Stack[0]
		require.Equal(t, stack.ActivatedAbility, it.Kind)
		require.Equal(t, card.BurningAnger, it.Card, "the text is Burning Anger's")
		require.Equal(t, "Runeclaw Bear", it.Name, "the Bear's ability")
		require.Equal(t, "Burning Anger", it.GrantedByName)
		require.NotEmpty(t, it.GrantedByNameZhHans)
		require.Equal(t, -1, it.Ability, "Burning Anger's first static grants it")
		require.Equal(t, viewIDs(g, game.PlayerID(viewer))[bear], it.Source)
		require.Equal(t, viewIDs(g, game.PlayerID(viewer))[anger], it.GrantedBy)
		require.NotZero(t, it.GrantedBy)
	}
	// Game.Stack says the same: the Bear's ability, granted by the Aura.
	st := g.Stack()
	require.Len(t, st, 1)
	require.Equal(t, card.RuneclawBear, st[0].Card, "the ability of the Bear")
	require.Equal(t, bear, st[0].Source)
	require.Equal(t, -1, st[0].Ability)
	require.Equal(t, anger, st[0].GrantedBy)
	require.Equal(t, card.BurningAnger, st[0].GrantedByCard)

	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, g.Zone(1, zone.Hand)[0], game.ObjectTarget(anger)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0)) // Naturalize resolves: the Aura is gone
	v := g.View(0)
	require.Len(t, v.Stack, 1)
	require.Zero(t, v.Stack[0].GrantedBy, "the Aura has left")
	require.Equal(t, "Burning Anger", v.Stack[0].GrantedByName)
	require.Equal(t, card.BurningAnger, v.Stack[0].Card)
	st = g.Stack()
	require.Equal(t, card.BurningAnger, st[0].GrantedByCard, "the granting card, after it left (CR 112.7a)")
}

// Game.Stack names which of a source's abilities an item is (the
// abilities of Garruk, Apex Predator's +1 and −3 have one source).
func TestStackEntryNamesTheAbility(t *testing.T) {
	g := twoPlayers(t)
	garruk, _ := g.Put(0, zone.Battlefield, card.GarrukApexPredator, game.PutOptions{})
	bear, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, garruk, 2, game.ObjectTarget(bear)))
	st := g.Stack()
	require.Len(t, st, 1)
	require.Equal(t, 2, st[0].Ability, "Garruk's third ability")
	require.Zero(t, st[0].GrantedBy)
	require.Nil(t, st[0].GrantedByCard)
}

// A view gives a permanent's subtypes as effects leave them (CR 305.7,
// 613.1d): a Plains under Urborg, Tomb of Yawgmoth is a Swamp too, and a
// creature Turn to Frog made a Frog is a Frog only, as Object says.
func TestViewShowsChangedSubtypes(t *testing.T) {
	g := twoPlayers(t)
	plains, _ := g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	g.Put(1, zone.Battlefield, card.UrborgTombOfYawgmoth, game.PutOptions{})
	bear, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	for range 2 {
		g.Put(0, zone.Battlefield, card.Island, game.PutOptions{})
	}
	g.Put(0, zone.Hand, card.TurnToFrog, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, g.Zone(0, zone.Hand)[0], game.ObjectTarget(bear)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	byName := map[string][]string{}
	for _, o := range g.View(1).Battlefield {
		byName[o.Name] = o.Subtypes
	}
	require.Equal(t, []string{"Plains", "Swamp"}, byName["Plains"])
	require.Equal(t, []string{"Frog"}, byName["Runeclaw Bear"])
	info, _ := g.Object(plains)
	require.Equal(t, info.Subtypes, byName["Plains"], "the view and Object agree")
	require.Equal(t, []string{"Swamp"}, byName["Urborg, Tomb of Yawgmoth"], "Urborg makes itself a Swamp too")
}
