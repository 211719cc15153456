package game

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
)

// The derived counters kept up to date as the game goes equal what
// recount computes from scratch, all through random games with many
// kinds of cards.
func TestRecountMatchesIncrementalCounts(t *testing.T) {
	deck := func(defs ...*card.Definition) []*card.Definition {
		var out []*card.Definition
		for len(out) < 60 {
			out = append(out, defs...)
		}
		return out[:60]
	}
	all := card.Default().All()
	for seed := uint64(1); seed <= 12; seed++ {
		r := rand.New(rand.NewPCG(seed, 3))
		var d1, d2 []*card.Definition
		for i := 0; i < 12; i++ {
			d1 = append(d1, all[r.IntN(len(all))])
			d2 = append(d2, all[r.IntN(len(all))])
		}
		g, err := New(Config{Seed: seed, Start: StartDealt, NoEvents: true, Players: []PlayerConfig{
			{Name: "A", Deck: deck(append(d1, card.Plains, card.Mountain, card.Forest, card.Swamp, card.Island)...)},
			{Name: "B", Deck: deck(append(d2, card.Plains, card.Mountain, card.Forest, card.Swamp, card.Island)...)},
		}})
		require.NoError(t, err)
		var buf []Action
		for steps := 0; !g.Over() && steps < 3000; steps++ {
			buf = g.LegalActions(buf[:0])
			require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
			c := g.Clone()
			c.recount()
			require.Equal(t, c.tokens, g.tokens, "tokens")
			require.Equal(t, c.strayTokens, g.strayTokens, "strayTokens")
			require.Equal(t, c.staticSources, g.staticSources, "staticSources")
			require.Equal(t, c.attachables, g.attachables, "attachables")
			require.Equal(t, c.uniques, g.uniques, "uniques")
			require.Equal(t, c.emblems, g.emblems, "emblems")
			require.Equal(t, c.exileCastable, g.exileCastable, "exileCastable")
			require.Equal(t, c.activatables, g.activatables, "activatables")
			require.Equal(t, c.graveAbilities, g.graveAbilities, "graveAbilities")
			require.Equal(t, c.passSteps, g.passSteps, "passSteps")
			require.Equal(t, c.keywordGrants, g.keywordGrants, "keywordGrants")
			require.Equal(t, c.restrictionGrants, g.restrictionGrants, "restrictionGrants")
			require.Equal(t, c.typeGrants, g.typeGrants, "typeGrants")
			require.Equal(t, c.listeners, g.listeners, "listeners")
			require.Equal(t, c.convokeGranters, g.convokeGranters, "convokeGranters")
			require.Equal(t, c.landBans, g.landBans, "landBans")
			if c.anyTriggers {
				require.True(t, g.anyTriggers)
			}
		}
	}
}
