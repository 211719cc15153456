package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/zone"
)

// In Two-Headed Giant a teammate shares the player's life total (CR
// 810.9): the heuristic player's Lightning Strike goes at the other team,
// never at the teammate, listed first.
func TestHeuristicNeverBurnsItsTeammate(t *testing.T) {
	cfg := game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}, {Name: "Dave"}}}
	cfg.Rules.Variant = game.TwoHeadedGiant
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Hand, card.LightningStrike)
	for p := game.PlayerID(0); p < 4; p++ {
		put(p, zone.Library, card.Mountain)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	a := ai.NewHeuristic().Choose(g)
	require.Equal(t, game.ActCast, a.Kind)
	require.True(t, a.Targets[0].IsPlayer())
	require.NotEqual(t, g.Team(0), g.Team(game.PlayerID(a.Targets[0].Player)), "%s", g.Describe(a, game.English))
}

// CR 603.3d: the controller of a triggered ability chooses its targets
// as it goes on the stack. Forge Devil's trigger deals 1 damage to a
// creature: the heuristic aims it at the opponent's 2/2, not at its own
// other Forge Devil, listed first.
func TestHeuristicAimsTriggersAtTheOpponent(t *testing.T) {
	g, put := emptyDuel(t)
	mine := put(0, zone.Battlefield, card.ForgeDevil)
	bear := put(1, zone.Battlefield, card.RuneclawBear)
	put(0, zone.Battlefield, card.Mountain)
	devil := put(0, zone.Hand, card.ForgeDevil)
	put(0, zone.Library, card.Mountain)
	put(1, zone.Library, card.Mountain)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: devil}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NotEmpty(t, g.TargetedEffects())
	a := ai.NewHeuristic().Choose(g)
	require.Equal(t, bear, game.ObjectID(a.Targets[0].Object), "not %v, its own Devil", mine)
}

// Master of Predicaments lets Bob cast the chosen card for free after a
// wrong guess (CR 608.2f): the heuristic casts the Lightning Strike at
// an opponent's creature or the opponent, never at its own Bear.
func TestHeuristicFreeCastSparesItsOwnCreature(t *testing.T) {
	g, put := emptyDuel(t)
	for i := 0; i < 10; i++ {
		put(0, zone.Library, card.Mountain)
		put(1, zone.Library, card.Island)
	}
	put(0, zone.Battlefield, card.CentaurCourser)
	m := put(1, zone.Battlefield, card.MasterOfPredicaments)
	bobsBear := put(1, zone.Battlefield, card.RuneclawBear)
	strike := put(1, zone.Hand, card.LightningStrike)
	put(1, zone.Hand, card.Island)
	require.NoError(t, g.Start(5, 1, game.Main1))
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 1, Attackers: []game.Attack{{Attacker: m, Player: 0}}}))
	for g.Pending().Kind != game.DecideHiddenCard {
		d := g.Pending()
		if d.Kind == game.DecideBlockers {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player}))
		} else {
			require.NoError(t, g.Pass(d.Player))
		}
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Object: strike}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1})) // "greater than 4": wrong
	require.Equal(t, game.DecideCastFree, g.Pending().Kind)
	a := ai.NewHeuristic().Choose(g)
	require.Equal(t, game.ActCast, a.Kind, "a free spell is cast")
	require.NotEqual(t, bobsBear, game.ObjectID(a.Targets[0].Object), "%s", g.Describe(a, game.English))
	if a.Targets[0].IsPlayer() {
		require.Equal(t, game.PlayerID(0), game.PlayerID(a.Targets[0].Player))
	}
}
