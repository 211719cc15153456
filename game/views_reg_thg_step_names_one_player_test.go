package game_test

// Regression test; before the fix: in Two-Headed Giant a team takes its turns
// together (CR 805.4, 805.4a: the active team). The turn line already
// says so ("Turn 3: Alice and Bob."), and the priority prompt names the
// team as the one holding priority ("Alice and Bob have priority ..."),
// but the step lines and the "when" of every prompt name one player:
// "Alice and Bob's upkeep" is logged as "Alice's upkeep." / "Alice的维持步骤。"
// and prompted as "(turn 3, Alice's upkeep)". Bob, reading his own
// team's turn, is told it is Alice's. Expected: the step line and the
// prompt name the team as the turn line does; the engine names only the
// seat stored as active. (game/prompt_words_test.go asserts the current
// prompt wording, so this is a design choice the rules don't support.)

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestTHGStepLineNamesTheTeam(t *testing.T) {
	g := emptyTwoHeaded(t, "Alice", "Bob", "Carol", "Dave")
	for p := game.PlayerID(0); p < 4; p++ {
		for range 3 {
			_, err := g.Put(p, zone.Library, card.Island, game.PutOptions{})
			require.NoError(t, err)
		}
	}
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	assert.True(t, strings.Contains(g.Prompt(game.English), "Alice and Bob's upkeep"), g.Prompt(game.English))
	g.ClearEvents()
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(2))
	steps := 0
	for _, e := range g.EventsFor(1) {
		if e.Kind == game.EventStep {
			steps++
			assert.True(t, strings.HasPrefix(g.ViewEventLine(e, game.English), "Alice and Bob's"), g.ViewEventLine(e, game.English))
			assert.True(t, strings.HasPrefix(g.ViewEventLine(e, game.Chinese), "Alice和Bob的"), g.ViewEventLine(e, game.Chinese))
		}
	}
	require.NotZero(t, steps)
}
