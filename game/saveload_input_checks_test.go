package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// No caller input makes the engine panic: Load from a nil reader is a
// *SaveError wrapping ErrBadSave, and Save to a nil writer an error
// wrapping ErrBadConfig that leaves the game as it was.
func TestSaveAndLoadRefuseNilReaderAndWriter(t *testing.T) {
	g, err := game.Load(nil, nil)
	require.Nil(t, g)
	require.ErrorIs(t, err, game.ErrBadSave)
	var se *game.SaveError
	require.ErrorAs(t, err, &se)

	s := sampleGame(t)
	before := s.Fingerprint()
	require.ErrorIs(t, s.Save(nil), game.ErrBadConfig)
	require.Equal(t, before, s.Fingerprint())
}

// A pending decision of a kind that has no count (priority, an attack
// or block declaration) loads only with count 0: any other is a save
// that doesn't fit the state, refused at pending.count.
func TestLoadRefusesACountOnADecisionWithout(t *testing.T) {
	g := sampleGame(t)
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	slRefused(t, slEditPending(t, g, "count", 65520), "pending.count")
	slRefused(t, slEditPending(t, g, "count", 1), "pending.count")
	_, err := game.Load(bytes.NewReader(slEditPending(t, g, "count", 0)), nil)
	require.NoError(t, err)
}

// A refusal names the member at fault: a player at 0 life in a game
// that goes on without a check of state-based actions due is refused at
// that player's life (CR 704.5a), and Two-Headed Giant teammates with
// different lives at the second one's (CR 810.4).
func TestLoadNamesTheLifeAtFault(t *testing.T) {
	g := sampleGame(t)
	slRefused(t, slEdit(t, slSave(t, g), func(m map[string]any) { player(m, 1)["life"] = 0 }), "players[1].life")
	slRefused(t, slEdit(t, slSave(t, g), func(m map[string]any) { player(m, 0)["poison"] = 10 }), "players[0].poison")

	thg, err := game.New(game.Config{Seed: 4, Start: game.StartDealt, Rules: game.Rules{Variant: game.TwoHeadedGiant}, Players: []game.PlayerConfig{
		{Name: "Alice", Deck: mountains(40)}, {Name: "Bob", Deck: mountains(40)}, {Name: "Carol", Deck: mountains(40)}, {Name: "Dave", Deck: mountains(40)}}})
	require.NoError(t, err)
	slRefused(t, slEdit(t, slSave(t, thg), func(m map[string]any) { player(m, 3)["life"] = 29 }), "players[3].life")
}
