package game_test

// Regression test; before the fix: Load checks a damage-order decision only for its attacker index
// (pending.count). A save where the defending player (Bob) orders the
// blockers of Alice's Centaur Courser loads, and Bob chooses the order
// (CR 509.2: the attacking player orders them); so does a save with the
// decision in the combat damage step (the order is announced in the
// declare blockers step, CR 509.2). Expected: a *SaveError naming
// pending.player / step.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// blockersToOrder returns a duel where Alice's Centaur Courser, attacking,
// is blocked by Bob's Runeclaw Bear and Walking Corpse, and Alice orders
// the blockers (CR 509.2); more are put onto Alice's battlefield first.
func blockersToOrder(t *testing.T, more ...*card.Definition) *game.Game {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	cc, _ := g.Put(0, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	b1, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	b2, _ := g.Put(1, zone.Battlefield, card.WalkingCorpse, game.PutOptions{})
	for _, d := range more {
		_, err := g.Put(0, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
	}
	courserAttacksBob(t, g, cc)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: b1, Attacker: cc}, {Blocker: b2, Attacker: cc}}}))
	require.Equal(t, game.Decision{Kind: game.DecideDamageOrder, Player: 0}, g.Pending())
	return g
}

func TestLoadDamageOrderDecision(t *testing.T) {
	data := slSave(t, blockersToOrder(t))
	t.Run("ordered by the defending player", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			m["pending"].(map[string]any)["player"] = 1
		}), "pending.player")
	})
	t.Run("ordered in the combat damage step", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { m["step"] = "damage" }), "")
	})
}
