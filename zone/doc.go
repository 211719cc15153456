// Package zone describes the zones of a game of Magic (CR 400) and provides
// Pile, the ordered pile that libraries, graveyards and the stack are made
// of.
//
// Kind names a zone and answers the rules questions about it: whether its
// order matters (CR 400.5), whether its cards are hidden (CR 400.2) and
// whether each player has their own (CR 400.1).
//
//	k, ok := zone.ParseKind("graveyard")
//	if ok && k.Public() { ... }
//
// A Pile holds comparable values (typically object IDs) with the top of
// the pile at index 0 of every index-taking method:
//
//	var library zone.Pile[int]
//	for id := range 60 {
//		library.PushTop(id)
//	}
//	library.Shuffle(rand.New(rand.NewPCG(seed, 0)))
//	top, ok := library.PopTop() // draw a card
//
// The package imports nothing else of this module, starts no goroutines
// and reads no clock: shuffling uses the random source the caller passes.
package zone
