package mana_test

import (
	"errors"
	"fmt"

	"github.com/spellstack/spellstack/mana"
)

func ExampleParseCost() {
	c, err := mana.ParseCost("{X}{G/W}{G/W}")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c, c.ManaValue(), c.ManaValueWithX(3), c.Colors())

	_, err = mana.ParseCost("{2}{Q}")
	fmt.Println(err)
	fmt.Println(errors.Is(err, mana.ErrSyntax))
	// Output:
	// {X}{G/W}{G/W} 2 5 WG
	// mana: bad cost "{2}{Q}" at byte 3: unknown symbol "Q"
	// true
}

func ExamplePool_Pay() {
	var p mana.Pool
	p.Add(mana.Green, 1)
	p.Add(mana.White, 2)
	p.Add(mana.Colorless, 1)

	// Whichever order the mana arrived in, the hybrids take the white
	// mana so that the green is left for {G}; generic takes colourless.
	if err := p.Pay(mana.MustParseCost("{1}{G/W}{G/W}{G}"), 0); err != nil {
		fmt.Println(err)
	}
	fmt.Printf("left: %q\n", p.String())

	p.Add(mana.Red, 2)
	err := p.Pay(mana.MustParseCost("{X}{R}"), 2)
	fmt.Println(err)
	fmt.Println(errors.Is(err, mana.ErrInsufficient), p)
	// Output:
	// left: ""
	// mana: cannot pay {X}{R} with X=2 from pool {R}{R}: insufficient mana
	// true {R}{R}
}

func ExampleCost_Plan() {
	units := []mana.Unit{
		{Types: mana.SetOf(mana.White, mana.Black, mana.Colorless), Rank: 2}, // Caves of Koilos
		{Types: mana.SetOf(mana.White), Rank: 1},                             // Plains
		{Types: mana.SetOf(mana.Black), Rank: 1},                             // Swamp
		{Types: mana.SetOf(mana.Black), Rank: 0},                             // {B} in the pool
	}
	out := make([]mana.Color, len(units))
	for _, cost := range []string{"{W}{B}", "{1}{W}{B}", "{W}{W}{B}", "{W}{W}{W}"} {
		ok := mana.MustParseCost(cost).Plan(0, units, out)
		fmt.Print(cost, " ", ok, ":")
		for _, c := range out {
			if c == mana.NoMana {
				fmt.Print(" -")
			} else {
				fmt.Print(" ", string(c.Letter()))
			}
		}
		fmt.Println()
	}
	// Output:
	// {W}{B} true: - W - B
	// {1}{W}{B} true: - W B B
	// {W}{W}{B} true: W W - B
	// {W}{W}{W} false: - - - -
}
