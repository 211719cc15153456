package stack_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/spellstack/spellstack/internal/hostile"
	"github.com/spellstack/spellstack/stack"
)

// No method of the stack package panics on hostile arguments or
// receivers (positions outside the stack, targets beyond the room for
// them, unknown kinds).
func TestMethodsSurviveHostileArguments(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	hostile.Methods(t, func() any {
		var s stack.Stack
		for n := r.IntN(4); n > 0; n-- {
			s.Push(hostile.Value(reflect.TypeOf(stack.Item{}), r, nil).Interface().(stack.Item))
		}
		return &s
	}, 200, 1, nil)
	hostile.Types(t, []any{&stack.Item{}, stack.Target{}, stack.Kind(0), new(stack.Kind)}, 100, 2, nil)
}
