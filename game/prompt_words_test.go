package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// The priority prompt offers a land only while one may be played
// (CR 305.2): after the land of the turn, spells, abilities and passing.
func TestPromptAfterTheLandOfTheTurn(t *testing.T) {
	g := perftPosition(t, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {zone.Hand: {"Forest", "Forest"}},
	}, 3, game.Main1)
	require.Contains(t, g.Prompt(game.English), "play a land, cast a spell")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPlayLand, Player: alice, Object: g.Zone(alice, zone.Hand)[0]}))
	require.Contains(t, g.Prompt(game.English), ": cast a spell, activate an ability, or pass.")
	require.NotContains(t, g.Prompt(game.Chinese), "放置地")
}

// Nissa, Worldwaker's −7 searches for any number of basic land cards:
// the prompt says so, rather than a count no library holds.
func TestPromptSearchForAnyNumber(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	var opt game.PutOptions
	opt.Counters[game.Loyalty] = 7
	nissa, err := g.Put(alice, zone.Battlefield, cardDef(t, "Nissa, Worldwaker"), opt)
	require.NoError(t, err)
	for i := 0; i < 5; i++ {
		_, err := g.Put(alice, zone.Library, cardDef(t, "Forest"), game.PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(bob, zone.Library, cardDef(t, "Forest"), game.PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	var minus7 game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == nissa && a.Ability == 2 {
			minus7 = a
		}
	}
	require.Equal(t, game.ActActivate, minus7.Kind, "Nissa's −7 is listed")
	require.NoError(t, g.Apply(minus7))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	require.Contains(t, g.Prompt(game.English), "find any number of cards it allows, or stop")
	require.NotContains(t, g.Prompt(game.English), "1000")
	require.NotContains(t, g.Prompt(game.Chinese), "1000")
}

// Diffusion Sliver: "Whenever a Sliver you control becomes the target of
// a spell or ability an opponent controls, counter that spell or ability
// unless its controller pays {2}." The question and its answers name the
// spell countered and the mana (CR 701.5).
func TestPromptCounterUnlessPays(t *testing.T) {
	g := perftPosition(t, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {zone.Battlefield: {"Mountain", "Mountain", "Mountain", "Mountain"}, zone.Hand: {"Lightning Strike"}},
		bob:   {zone.Battlefield: {"Diffusion Sliver"}},
	}, 3, game.Main1)
	sliver := g.Zone(bob, zone.Battlefield)[0]
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: alice, Object: g.Zone(alice, zone.Hand)[0]}.
		WithTargets(game.ObjectTarget(sliver))))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.Equal(t, "Alice: pay {2}, or Diffusion Sliver counters Lightning Strike?", g.Prompt(game.English))
	var texts []string
	for _, a := range g.LegalActions(nil) {
		texts = append(texts, g.Describe(a, game.English))
	}
	require.Equal(t, []string{"Pay {2}", "Don't pay: Lightning Strike is countered"}, texts)
}

// CR 704.5j (rule uniqueness=choose-one): two Chandras of one controller;
// the Chinese prompt names the planeswalker type as the cards do (茜卓).
func TestPromptPlaneswalkerTypeInChinese(t *testing.T) {
	g := perftPosition(t, 2, game.Rules{Uniqueness: game.UniquenessChooseOne}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {zone.Battlefield: {"Chandra, Pyromaster", "Chandra, Pyromaster"}},
	}, 3, game.Main1)
	require.Equal(t, game.DecideKeep, g.Pending().Kind)
	require.Contains(t, g.Prompt(game.English), "choose the Chandra planeswalker to keep")
	require.Contains(t, g.Prompt(game.Chinese), "选择要保留的茜卓鹏洛客")
}

// CR 805.5: in Two-Headed Giant the team has priority and declares
// together, and the prompt names both players, in whose turn too (CR 805.4a).
func TestPromptNamesTheTeam(t *testing.T) {
	g := listingGame(t, 4, true, game.Main1, func(func(game.PlayerID, string, game.PutOptions) game.ObjectID) {})
	require.Contains(t, g.Prompt(game.English), "Alice and Bob have priority (turn 3, Alice and Bob's precombat main phase)")
	require.Contains(t, g.Prompt(game.Chinese), "Alice和Bob拥有优先权（第3回合")
}
