// Package stack models the stack zone (CR 405): spells and abilities
// waiting to resolve, last in, first out.
//
// Items are plain values that name their source and targets by the game's
// object IDs, so a stack can be copied with one slice copy:
//
//	var s stack.Stack
//	s.Push(stack.Item{Kind: stack.Spell, Source: bolt, Controller: 0,
//		NumTargets: 1, Targets: [stack.MaxTargets]stack.Target{stack.PlayerTarget(1)}})
//	top, _ := s.Pop() // the last item pushed resolves first
package stack
