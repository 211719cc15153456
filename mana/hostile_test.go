package mana_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/spellstack/spellstack/internal/hostile"
	"github.com/spellstack/spellstack/mana"
)

// No method of the mana package panics on hostile arguments or
// receivers: colours out of range, negative and huge amounts and X,
// symbol indexes outside a cost, pools at their limits, odd text.
func TestMethodsSurviveHostileArguments(t *testing.T) {
	costs := []string{"", "{0}", "{X}{R}", "{2}{W/U}{B}", "{X}{X}{G}", "{255}{C}", "{3}{R/G}{R/G}"}
	values := func(ty reflect.Type, r *rand.Rand) (reflect.Value, bool) {
		if ty == reflect.TypeOf(mana.Cost{}) {
			return reflect.ValueOf(mana.MustParseCost(costs[r.IntN(len(costs))])), true
		}
		return reflect.Value{}, false
	}
	hostile.Types(t, []any{mana.Cost{}, &mana.Cost{}, mana.Pool{}, &mana.Pool{}, mana.Color(0), new(mana.Color),
		mana.ColorSet(0), new(mana.ColorSet), mana.Symbol{}, mana.Unit{}}, 200, 3, values)
}
