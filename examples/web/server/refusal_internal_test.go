package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// Every kind of engine refusal has its own sentence in both languages,
// found from the sentinel the error wraps, with the word the engine's
// JSON gives it; the text of the error plays no part.
func TestRefusalOfEverySentinel(t *testing.T) {
	sentinels := []error{game.ErrMalformed, game.ErrNotYourDecision, game.ErrGameOver, game.ErrTiming,
		game.ErrLandLimit, game.ErrCantPay, game.ErrBadTarget, game.ErrNoObject, game.ErrNotAllowed, game.ErrBadConfig}
	seen := map[string]bool{}
	for _, s := range sentinels {
		// The same message whatever the kind: only the sentinel may
		// decide the sentence.
		re := &game.RuleError{Kind: s, Rule: "601.2c", Msg: "card 3 can't do that"}
		r := refusalOf(fmt.Errorf("wrapped: %w", re))
		require.NotNil(t, r, "%v", s)
		var js struct{ Kind string }
		data, err := json.Marshal(re)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(data, &js))
		require.Equal(t, js.Kind, r.Kind, "%v: the engine's own word", s)
		require.NotEmpty(t, r.Text)
		require.Regexp(t, `\p{Han}`, r.TextZhHans, "%v", s)
		require.False(t, seen[r.TextZhHans], "%v: a sentence of its own", s)
		seen[r.TextZhHans] = true
	}
	r := refusalOf(fmt.Errorf("refused: %w", game.ErrIllegal))
	require.NotNil(t, r)
	require.Equal(t, "illegal", r.Kind)
	require.Nil(t, refusalOf(errors.New("illegal action: bad target")), "never from the text")
}
