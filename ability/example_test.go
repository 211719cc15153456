package ability_test

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

func ExampleTapForMana() {
	a := ability.TapForMana(mana.Green)
	types, ok := a.ManaOutput()
	fmt.Println(a.IsManaAbility(), types, ok)
	// Output: true G true
}

func ExampleParseKeyword() {
	k, _ := ability.ParseKeyword("First strike")
	fmt.Println((k | ability.Flying).Names())
	// Output: [flying first strike]
}
