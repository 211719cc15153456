package ability_test

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

func ExampleTapForMana() {
	a := ability.TapForMana(mana.Green)
	types, pain, ok := a.ManaOutput()
	fmt.Println(a.IsManaAbility(), types, pain, ok)
	// Output: true G false true
}

func ExampleParseKeyword() {
	k, _ := ability.ParseKeyword("First strike")
	fmt.Println((k | ability.Flying).Names())
	// Output: [flying first strike]
}
