package zone

// Rand is the source of randomness Shuffle uses. IntN returns a uniformly
// distributed number in [0, n) for n > 0; *math/rand/v2.Rand satisfies
// it. The game passes its own seeded source, so that the same seed gives
// the same library order (docs/design.md: determinism).
type Rand interface {
	// IntN returns a uniformly distributed number in [0, n), for n > 0.
	IntN(n int) int
}

// Shuffle randomizes the order of the pile (CR 701.18a) with a
// Fisher–Yates shuffle drawing from r: each of the Len()! orders is
// equally likely if r is uniform, and the result depends only on the
// pile and the numbers r returns. A nil r leaves the pile unchanged (an
// interface holding a nil pointer, such as a nil *rand.Rand, is not nil:
// its methods are called).
func (p *Pile[T]) Shuffle(r Rand) {
	if r == nil {
		return
	}
	for i := len(p.items) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		if j < 0 || j > i { // a broken source must not make us panic
			continue
		}
		p.items[i], p.items[j] = p.items[j], p.items[i]
	}
}
