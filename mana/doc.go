// Package mana models Magic: The Gathering mana: the colours and types of
// mana (CR 105, 106), mana costs written in mana symbols (CR 107.4, 202),
// mana pools, and paying costs (CR 117, 601.2g-h).
//
// A Cost is parsed from its printed form and keeps it exactly:
//
//	c, err := mana.ParseCost("{X}{G}{G}")
//	if err != nil {
//		// err is a *mana.ParseError, and errors.Is(err, mana.ErrSyntax).
//	}
//	c.ManaValue()       // 2: X is 0 off the stack (CR 202.3d)
//	c.ManaValueWithX(3) // 5: on the stack X is the chosen value
//	c.Colors()          // green (CR 202.2)
//	c.String()          // "{X}{G}{G}"
//
// Card data written as constants can use MustParseCost, which panics.
//
// A Pool holds mana by type. Pay finds a payment whenever one exists,
// whatever order the mana was added in, and removes nothing unless it
// can pay in full:
//
//	var p mana.Pool
//	p.Add(mana.Green, 3)
//	p.Add(mana.Colorless, 2)
//	if err := p.Pay(c, 3); err != nil {
//		// errors.Is(err, mana.ErrInsufficient); p is unchanged.
//	}
//	p.Empty() // at the end of each step and phase (CR 500.4)
//
// To choose which lands to tap, describe each mana that could be spent
// as a Unit, with the types it can be and a Rank (lower is spent first),
// and ask Plan for the cheapest payment:
//
//	units := []mana.Unit{
//		{Types: mana.SetOf(mana.Green), Rank: 1},             // Forest
//		{Types: mana.SetOf(mana.White, mana.Green), Rank: 2}, // painland
//	}
//	out := make([]mana.Color, len(units))
//	if mana.MustParseCost("{G/W}{G}").Plan(0, units, out) {
//		// out[i] is the type unit i pays as, or mana.NoMana.
//	}
//
// Everything is deterministic: the same inputs always give the same
// payment. Payment works on counts per kind of symbol, so it does not
// allocate and its cost hardly grows with the size of the cost.
package mana
