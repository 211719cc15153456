package ability_test

import (
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/internal/hostile"
)

// No method of the ability package panics on hostile receivers and
// arguments (sets with unknown bits, amounts and scales at their limits,
// text to unmarshal).
func TestMethodsSurviveHostileArguments(t *testing.T) {
	hostile.Types(t, []any{&ability.Activated{}, ability.Amount{}, ability.Keyword(0), new(ability.Keyword),
		ability.Restriction(0), ability.Type(0), new(ability.Type), ability.Supertype(0), ability.Event(0)}, 200, 3, nil)
}
