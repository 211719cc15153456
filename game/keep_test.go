package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
)

// CR 704.3, 704.5j, 704.5k: every legend-rule and planeswalker-uniqueness
// group of one check is answered before any permanent moves, so g.kept
// must hold one answer per group a check can find: per player, one per
// legendary name and one per planeswalker type of the card pool.
func TestKeptHoldsEveryGroup(t *testing.T) {
	names, types := map[string]bool{}, map[string]bool{}
	for _, d := range card.Default().All() {
		if d.Supertypes.Has(card.Legendary) {
			names[d.Name] = true
		}
		if d.Types&card.Planeswalker != 0 {
			for _, s := range d.Subtypes {
				types[s] = true
			}
		}
	}
	require.LessOrEqual(t, (len(names)+len(types))*MaxPlayers, maxKept,
		"%d legendary names and %d planeswalker types: raise maxKept", len(names), len(types))
}
