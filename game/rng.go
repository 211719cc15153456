package game

import "math/rand/v2"

// rng is the game's own random source: a PCG held by value, so cloning
// a game clones its future random choices (docs/design.md: clone).
type rng struct {
	pcg rand.PCG
}

func newRNG(seed uint64) rng {
	return rng{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// IntN returns a uniform integer in [0, n) by rejection sampling, so that
// results never depend on anything but the seed. n must be positive.
func (r *rng) IntN(n int) int {
	if n <= 1 {
		return 0
	}
	un := uint64(n)
	limit := -un % un // 2^64 mod n
	for {
		v := r.pcg.Uint64()
		if v >= limit {
			return int(v % un)
		}
	}
}
