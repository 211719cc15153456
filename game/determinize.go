package game

import (
	"slices"
	"strings"

	"github.com/spellstack/spellstack/card"
)

// Determinize returns a copy of the game for a search by viewer, in which
// everything viewer can't see is drawn again at random from seed,
// consistent with what they know: the cards in every hand viewer may not
// see (all but their own and, in Two-Headed Giant, their teammate's) and
// the order of every library — the viewer's own too, except the top cards
// they are looking at now (a search, Jace's +1, the look after a
// mulligan) — are dealt again from the same cards, player by player, so
// hand and library sizes, and the cards each player owns, stay as they
// are. The copy's random source is reseeded from seed too, so its future
// shuffles and draws are unknown as well. It records no events and keeps
// no action log, which would tell the original game apart. The game
// itself is not changed. An invalid viewer (NoPlayer) sees no hand.
//
// The cards are dealt from a canonical order (by name), so the copy
// depends only on what viewer may know and on seed: two games that differ
// only in cards viewer can't see, or in their order, give the same copy.
//
// The engine does not track which hidden cards were revealed, nor where
// a player put a card they knew, so nothing of that is kept.
func (g *Game) Determinize(viewer PlayerID, seed uint64) *Game {
	return g.DeterminizeInto(nil, viewer, seed)
}

// DeterminizeInto is Determinize into dst's storage (see CloneInto): a
// search that determinizes once per iteration reuses one game. A nil dst
// is a new game. It returns the copy.
func (g *Game) DeterminizeInto(dst *Game, viewer PlayerID, seed uint64) *Game {
	c := g.CloneInto(dst)
	c.rng = newRNG(seed ^ 0x6a09e667f3bcc908)
	c.events = c.events[:0]
	c.noEvents = true
	c.actionLog = c.actionLog[:0]
	c.recordActions = false
	v := c.viewerFor(viewer)
	r := newRNG(seed)
	var poolBuf [128]int32
	var defsBuf [128]*card.Definition
	pool, defs := poolBuf[:0], defsBuf[:0]
	for q := range c.players {
		pl := &c.players[q]
		pool = pool[:0]
		if !v.seesHand(PlayerID(q)) {
			pool = append(pool, pl.hand...)
		}
		lib := pl.library
		hidden := len(lib)
		if PlayerID(q) == v.p {
			hidden -= min(v.libTop, len(lib)) // the top cards viewer looks at, at the end
		}
		pool = append(pool, lib[:hidden]...)
		// Deal the cards' definitions again over the same objects: the
		// objects keep their zones and places, the cards move. Sorting
		// first forgets where each card was.
		defs = defs[:0]
		for _, s := range pool {
			defs = append(defs, c.objects[s].def)
		}
		slices.SortFunc(defs, func(a, b *card.Definition) int { return strings.Compare(a.Name, b.Name) })
		for i := len(defs) - 1; i > 0; i-- {
			j := r.IntN(i + 1)
			defs[i], defs[j] = defs[j], defs[i]
		}
		for i, s := range pool {
			c.objects[s].def = defs[i]
		}
	}
	return c
}
