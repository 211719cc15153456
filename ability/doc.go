// Package ability is the declarative vocabulary card definitions are
// written in (docs/design.md: cards are data): keyword abilities, target specs with
// filters, effect primitives with amounts, activated abilities with
// their costs and timing, and the card types and supertypes filters
// name. Values of this package are plain immutable data; the game
// package interprets them.
//
//	// Lightning Strike: 3 damage to target creature or player.
//	spell := ability.Spell{
//		Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
//		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}},
//	}
//	// Elvish Mystic: {T}: Add {G}.
//	tap := ability.TapForMana(mana.Green)
package ability
