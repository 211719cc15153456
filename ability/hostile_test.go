package ability_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/internal/hostile"
)

// No method of the ability package panics on hostile receivers and
// arguments (sets with unknown bits, amounts and scales at their limits,
// text to unmarshal).
func TestMethodsSurviveHostileArguments(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, v := range []any{&ability.Activated{}, ability.Amount{}, ability.Keyword(0), new(ability.Keyword),
		ability.Restriction(0), ability.Type(0), new(ability.Type), ability.Supertype(0), ability.Event(0)} {
		ty := reflect.TypeOf(v)
		hostile.Methods(t, func() any { return hostile.Receiver(ty, r, nil).Interface() }, 200, 3, nil)
	}
}
