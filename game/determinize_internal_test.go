package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
)

// sortByName gives the order a general sort by name gives, for decks of
// few and of many distinct cards, and with two definitions of one name
// (then it is the general sort): a determinized deal depends on the
// cards only, whatever their order before.
func TestSortByNameMatchesSort(t *testing.T) {
	all := card.Default().All()
	twin := *all[3] // a second definition with the same name
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 2000; i++ {
		distinct := 1 + r.IntN(50)
		n := r.IntN(120)
		defs := make([]*card.Definition, n)
		for k := range defs {
			defs[k] = all[r.IntN(distinct)]
			if i%10 == 0 && r.IntN(20) == 0 {
				defs[k] = &twin
			}
		}
		want := slices.Clone(defs)
		slices.SortFunc(want, compareNames)
		sortByName(defs)
		require.Equal(t, want, defs, "case %d: %d cards of %d kinds", i, n, distinct)
	}
}
