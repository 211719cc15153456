package stack_test

import (
	"fmt"

	"github.com/spellstack/spellstack/stack"
)

func Example() {
	var s stack.Stack
	s.Push(stack.Item{Kind: stack.Spell, Source: 1})            // Lightning Strike
	s.Push(stack.Item{Kind: stack.Spell, Source: 2})            // Titanic Growth in response
	s.Push(stack.Item{Kind: stack.ActivatedAbility, Source: 3}) // an ability on top
	for !s.IsEmpty() {
		it, _ := s.Pop()
		fmt.Println(it.Source, it.Kind)
	}
	// Output:
	// 3 activated ability
	// 2 spell
	// 1 spell
}
