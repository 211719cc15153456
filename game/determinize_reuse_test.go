package game

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// A search deals the game again into the same copy thousands of times
// (DeterminizeInto): whatever the copy's storage remembers from its last
// deal (listing scratch, kept listings, the bound of what a hand may
// cast) must not leak into the next one. Each deal here is played on
// with random actions, VerifyCaches after every one of them, and the
// copy's listings are compared with those of a fresh copy of the same
// deal.
func TestDeterminizeIntoReuseKeepsNothingStale(t *testing.T) {
	for _, c := range []struct {
		name string
		make func(uint64) Config
	}{{"brief", briefConfig}, {"catalog", catalogConfig}} {
		for seed := uint64(1); seed <= 4; seed++ {
			g, err := New(c.make(seed))
			require.NoError(t, err)
			r := rand.New(rand.NewPCG(seed, 31))
			var det *Game
			var buf, fresh []Action
			for step := 0; step < 400 && !g.Over(); step++ {
				buf = g.LegalActions(buf[:0])
				require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
				if step%20 != 0 || g.Over() {
					continue
				}
				viewer := PlayerID(r.IntN(len(g.players)))
				dealSeed := r.Uint64()
				det = g.DeterminizeInto(det, viewer, dealSeed)
				clean := g.DeterminizeInto(nil, viewer, dealSeed)
				for k := 0; k < 30 && !det.Over(); k++ {
					buf = det.LegalActions(buf[:0])
					fresh = clean.LegalActions(fresh[:0])
					require.Equal(t, len(fresh), len(buf), "%s seed %d step %d: options of a reused copy", c.name, seed, step)
					for i := range buf {
						require.True(t, buf[i].Equal(fresh[i]), "%s seed %d step %d: option %d", c.name, seed, step, i)
					}
					require.NoError(t, det.VerifyCaches(), "%s seed %d step %d", c.name, seed, step)
					a := buf[r.IntN(len(buf))]
					require.NoError(t, det.Apply(a))
					require.NoError(t, clean.Apply(a))
				}
			}
		}
	}
}
