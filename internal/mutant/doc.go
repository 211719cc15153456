// Package mutant makes malformed and unusual variants of legal actions
// and checks what the engine does with them, for the fuzz targets and the
// self-play checker: an action Apply accepts must be, in canonical form,
// one of the actions the engine lists (attack and block declarations:
// legal by an independent check), and the game must still save, load and
// replay to the same fingerprint.
//
// The fuzz targets and selfplay -check use it this way:
//
//	m := mutant.Mutate(g, listed[i], field, rng.IntN)
//	before := g.Clone()
//	if err := g.Apply(m); err == nil {
//		if msg := mutant.CheckAccepted(before, m); msg != "" {
//			// the engine accepted an action it doesn't list
//		}
//		if msg := mutant.RoundTrip(g, &cfg); msg != "" {
//			// save, load or replay lost something
//		}
//	}
package mutant
