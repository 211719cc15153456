package zone_test

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/spellstack/spellstack/zone"
)

func ExampleKind() {
	for _, k := range zone.Kinds() {
		fmt.Printf("%-11s hidden=%-5v ordered=%-5v shared=%v\n", k, k.Hidden(), k.Ordered(), k.Shared())
	}
	// Output:
	// library     hidden=true  ordered=true  shared=false
	// hand        hidden=true  ordered=false shared=false
	// battlefield hidden=false ordered=false shared=true
	// graveyard   hidden=false ordered=true  shared=false
	// stack       hidden=false ordered=true  shared=true
	// exile       hidden=false ordered=false shared=true
	// command     hidden=false ordered=false shared=true
}

func ExampleParseKind() {
	k, ok := zone.ParseKind("Graveyard")
	fmt.Println(k, ok, k.Public())
	_, ok = zone.ParseKind("ante")
	fmt.Println(ok)
	// Output:
	// graveyard true true
	// false
}

func ExamplePile() {
	// The stack: last in, first out (CR 405.5).
	var stack zone.Pile[string]
	stack.PushTop("Lightning Strike")
	stack.PushTop("Negate")
	fmt.Println(stack.Items())
	top, _ := stack.PopTop()
	fmt.Println("resolves first:", top)
	// Output:
	// [Negate Lightning Strike]
	// resolves first: Negate
}

func ExamplePile_Shuffle() {
	library := zone.NewPile(1, 2, 3, 4, 5, 6, 7, 8)
	library.Shuffle(rand.New(rand.NewPCG(2014, 15)))
	again := zone.NewPile(1, 2, 3, 4, 5, 6, 7, 8)
	again.Shuffle(rand.New(rand.NewPCG(2014, 15)))
	fmt.Println(library.Len(), slices.Equal(library.Items(), again.Items()))
	// Output:
	// 8 true
}

func ExamplePile_Insert() {
	library := zone.NewPile("a", "b", "c")
	_ = library.Insert(1, "x") // second from the top
	fmt.Println(library.Items())
	err := library.Insert(9, "y")
	fmt.Println(err)
	// Output:
	// [a x b c]
	// zone: position 9 out of range [0, 4]
}
