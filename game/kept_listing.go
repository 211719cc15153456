package game

import "fmt"

// The kept listings remember, per player, the priority options last
// listed for that player (with a Two-Headed Giant teammate's, CR 805.5a),
// so that the player's next priority in an unchanged game lists them
// again without looking at hand, mana and battlefield. Between heuristic
// players (a search's rollouts), a third to a half of the listings of a
// player who has options but no sorcery timing come in the same change
// generation as that player's previous listing: priority goes round the
// table and the step moves on, and nothing else happens. Random players
// rarely meet it: they spend their mana.
//
// A kept listing is valid in the change generation it was made in (see
// idle_cache.go, which states what bumps it) and in one of two cases:
//   - nothing at all happened since, not even a pass: it is the same
//     decision, listed again (auto-pass lists it first, then
//     LegalActions);
//   - it was made without sorcery timing and the player still has none
//     (CR 307.1). Passes change only who holds priority and the step, and
//     options depend on those only through sorcery timing, by the
//     argument the idle cache rests on; so such a listing stays right for
//     the rest of the generation.
//
// Like the idle cache, kept listings are scratch, kept with the payment
// plans (listingPlans): copies start without them, saves leave them out,
// and VerifyCaches compares each valid one with a listing from scratch.

// keptListing is one player's kept priority options.
type keptListing struct {
	opts []Action
	// gen is the change generation the options were listed in, plus one
	// (0: none kept).
	gen uint64
	// at is actions plus auto-passes when they were listed.
	at int
	// sorcery: the player had sorcery timing when they were listed.
	sorcery bool
}

// keptOptions returns p's kept priority options, and whether they are
// still valid (see above).
func (g *Game) keptOptions(p PlayerID) ([]Action, bool) {
	if g.plans == nil {
		return nil, false
	}
	k := &g.plans.kept[p]
	if k.gen != g.gen+1 {
		return nil, false
	}
	if k.at == g.actions+g.autoPasses || !k.sorcery && !g.sorceryTiming(p) {
		return k.opts, true
	}
	return nil, false
}

// keepOptions keeps a copy of opts, just listed, as p's options, if g
// keeps listing scratch (see keptPlans).
func (g *Game) keepOptions(p PlayerID, opts []Action) {
	scratch := g.keptPlans()
	if scratch == nil {
		return
	}
	k := &scratch.kept[p]
	k.opts = append(k.opts[:0], opts...)
	g.markKept(k, p)
}

// markKept records that k, p's kept options, were listed now.
func (g *Game) markKept(k *keptListing, p PlayerID) {
	k.gen, k.at, k.sorcery = g.gen+1, g.actions+g.autoPasses, g.sorceryTiming(p)
}

// forgetKept drops p's kept options.
func (g *Game) forgetKept(p PlayerID) {
	if g.plans != nil {
		g.plans.kept[p].gen = 0
	}
}

// verifyKept checks p's kept options, if valid, against a listing from
// scratch.
func (g *Game) verifyKept(p PlayerID) error {
	kept, ok := g.keptOptions(p)
	if !ok {
		return nil
	}
	opts := g.priorityOptions(nil, p)
	if len(opts) != len(kept) {
		return fmt.Errorf("game: kept listing: %s has %d options kept, %d listed from scratch (generation %d)", g.playerName(p), len(kept), len(opts), g.gen)
	}
	for i := range opts {
		if !opts[i].Equal(kept[i]) {
			return fmt.Errorf("game: kept listing: %s option %d is %v, from scratch %v (generation %d)", g.playerName(p), i, kept[i], opts[i], g.gen)
		}
	}
	return nil
}
