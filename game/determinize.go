package game

import (
	"slices"
	"strings"

	"github.com/spellstack/spellstack/card"
)

// Determinize returns a copy of the game for a search by viewer, in which
// everything viewer can't see or doesn't know is drawn again at random
// from seed, consistent with what they know. Of every hand viewer may not
// see (all but their own and, in Two-Headed Giant, their teammate's) the
// cards viewer knows stay (a card revealed as it went there, CR 701.14,
// or one that came from a public zone, CR 400.2); of every library the
// cards viewer knows the place of stay where they are (a card they put
// on the bottom, the top card they looked at after a mulligan, a card
// put on top from the battlefield; CR 401.4, 103.4), and the top cards
// they are looking at now (a search, a pick, the look after a
// mulligan). Cards viewer knows without their order (cards revealed and
// put on the bottom in a random order, a pair put on top together)
// change places among the places of their group (object.group).
// Every other card of a player's hidden zones is dealt again from the
// same cards, player by player, so hand and library sizes, and the cards
// each player owns, stay as they are. A shuffled library is one group:
// the cards viewer knows in it may be dealt anywhere in it (CR 701.18a). The copy's random source is reseeded from seed too,
// so its future shuffles and draws are unknown as well. It records no
// events and keeps no action log, which would tell the original game
// apart. The game itself is not changed. An invalid viewer (NoPlayer) is
// a spectator: they see no hand and know what every player knows.
//
// A card another player chose in secret (Master of Predicaments) is drawn
// again from that player's hand, and the answers other owners gave so far
// to "top or bottom of its owner's library" (Aetherspouts), which wait
// unseen until every owner has answered, are drawn again.
//
// The cards are dealt from a canonical order (by name), so the copy
// depends only on what viewer may know and on seed: two games that differ
// only in cards viewer can't see, or in their order, give the same copy.
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
	// The position kept to reverse an action holds the hidden cards as
	// they are: a copy for a viewer can't keep it (reverse.go's partial
	// undo stands in).
	c.undo = nil
	v := c.viewerFor(viewer)
	r := newRNG(seed)
	var poolBuf, unorderedBuf [128]int32
	var defsBuf [128]*card.Definition
	pool, unordered, defs := poolBuf[:0], unorderedBuf[:0], defsBuf[:0]
	for q := range c.players {
		pl := &c.players[q]
		pool, unordered = pool[:0], unordered[:0]
		if !v.seesHand(PlayerID(q)) {
			for _, s := range pl.hand {
				if !v.knows(s, false) {
					pool = append(pool, s)
				}
			}
		}
		lib := pl.library
		hidden := len(lib)
		if PlayerID(q) == v.p {
			hidden -= min(v.libTop, len(lib)) // the top cards viewer looks at, at the end
			if v.libAll {
				// Viewer sees which cards the library holds (a find
				// that may look in it) but not their order: the cards
				// stay, and their options with them; the order is drawn
				// again.
				unordered = c.reorder(&r, &v, lib, unordered)[:0]
				hidden = 0
			}
		}
		groups := uint8(0) // the highest group of a card viewer doesn't know the place of
		for _, s := range lib[:hidden] {
			if !v.knows(s, true) {
				groups = max(groups, c.objects[s].group)
			}
			switch {
			case v.knows(s, true):
			case v.knows(s, false):
				if c.objects[s].group == 0 {
					unordered = append(unordered, s)
				}
			default:
				pool = append(pool, s)
			}
		}
		defs = c.redeal(&r, pool, defs)
		defs = c.redeal(&r, unordered, defs)
		// Each group's cards change places among its own places only,
		// the ones viewer knows with those dealt in the places of the
		// ones they don't (a shuffled library's known cards may be
		// anywhere in it), each taking what is known of it along.
		for id := uint8(1); id <= groups && id != 0; id++ {
			unordered = unordered[:0]
			for _, s := range lib[:hidden] {
				if c.objects[s].group == id && !v.knows(s, true) {
					unordered = append(unordered, s)
				}
			}
			c.permuteGroup(&r, unordered)
		}
	}
	c.keepCostDiscardPayable(&v)
	c.hideSecretChoice(&r, &v)
	c.hidePlacedAnswers(&r, &v)
	c.changed() // other cards in hands: other options
	for q := range c.players {
		c.players[q].handGen++
	}
	return c
}

// hideSecretChoice draws again the card chosen in secret for a guess
// (Master of Predicaments, hidden_guess.go) when viewer didn't choose it:
// one of the chooser's hand at random, by the hand's cards in a canonical
// order. Re-dealing the hand is not enough: the chosen card may be one
// viewer knows is there (one that came back from a graveyard), and the
// copy must not tell which card it is.
func (c *Game) hideSecretChoice(r *rng, v *viewer) {
	if c.res.chosen == 0 || c.res.stage == 0 || c.guessEffect() == nil {
		return
	}
	ctrl := PlayerID(c.res.item.Controller)
	hand := c.players[ctrl].hand
	if v.p == ctrl || len(hand) == 0 {
		return
	}
	var buf [16]int32
	cards := append(buf[:0], hand...)
	slices.SortFunc(cards, c.compareUnordered)
	c.res.chosen = c.idOf(cards[r.IntN(len(cards))])
}

// keepCostDiscardPayable keeps the deal consistent with a discard cost
// another player is paying ("Discard a creature card": they hold such
// cards, CR 601.2h, 602.2b): while their hand, as dealt, holds fewer
// cards that can pay it than the cost needs, a hidden card of their
// hand changes places with one that can pay it dealt to their library.
func (c *Game) keepCostDiscardPayable(v *viewer) {
	d := c.pending
	if d.Kind != DecideDiscard || !c.costDiscard || v.seesHand(d.Player) {
		return
	}
	pl := &c.players[d.Player]
	fits := 0
	for _, s := range pl.hand {
		if c.costDiscardFits(s) {
			fits++
		}
	}
	for _, s := range pl.library {
		if fits >= d.Count {
			return
		}
		if v.knows(s, false) || !c.costDiscardFits(s) {
			continue
		}
		for _, h := range pl.hand {
			if !v.knows(h, false) && !c.costDiscardFits(h) {
				c.objects[s].def, c.objects[h].def = c.objects[h].def, c.objects[s].def
				c.charsChanged()
				fits++
				break
			}
		}
	}
}

// reorder puts the cards of lib whose place viewer doesn't know in a new
// random order among their places, each card keeping its ID; buf is
// scratch. They are ordered by name and ID first, so that the new order
// doesn't depend on the old one.
func (g *Game) reorder(r *rng, v *viewer, lib, buf []int32) []int32 {
	buf = buf[:0]
	for _, s := range lib {
		if !v.knows(s, true) {
			buf = append(buf, s)
		}
	}
	slices.SortFunc(buf, func(a, b int32) int {
		if c := compareNames(g.objects[a].def, g.objects[b].def); c != 0 {
			return c
		}
		return int(a - b)
	})
	for i := len(buf) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		buf[i], buf[j] = buf[j], buf[i]
	}
	k := 0
	for i, s := range lib {
		if !v.knows(s, true) {
			lib[i] = buf[k]
			k++
		}
	}
	return buf
}

// sortByName sorts defs by card name. A deck holds few distinct cards, many
// times each: they are counted, the distinct ones sorted, and the list
// written out again, which gives the one sorted order when no two
// distinct definitions share a name; otherwise (or with many distinct
// cards) a general sort does it.
func sortByName(defs []*card.Definition) {
	type kind struct {
		d *card.Definition
		n int
	}
	var kindsBuf [32]kind
	kinds := kindsBuf[:0]
next:
	for _, d := range defs {
		for i := range kinds {
			if kinds[i].d == d {
				kinds[i].n++
				continue next
			}
		}
		if len(kinds) == len(kindsBuf) {
			slices.SortFunc(defs, compareNames)
			return
		}
		kinds = append(kinds, kind{d, 1})
	}
	slices.SortFunc(kinds, func(a, b kind) int { return compareNames(a.d, b.d) })
	for i := 1; i < len(kinds); i++ {
		if kinds[i].d.Name == kinds[i-1].d.Name {
			slices.SortFunc(defs, compareNames) // two cards of one name
			return
		}
	}
	i := 0
	for _, k := range kinds {
		for range k.n {
			defs[i] = k.d
			i++
		}
	}
}

// compareNames orders card definitions by name.
func compareNames(a, b *card.Definition) int {
	if a == b {
		return 0
	}
	return strings.Compare(a.Name, b.Name)
}

// redeal deals the cards' definitions again over the objects in slots at
// random from r: the objects keep their zones and places, the cards move.
// Sorting the cards first forgets where each one was. defs is scratch
// space, returned for reuse.
func (g *Game) redeal(r *rng, slots []int32, defs []*card.Definition) []*card.Definition {
	defs = defs[:0]
	for _, s := range slots {
		defs = append(defs, g.objects[s].def)
	}
	sortByName(defs)
	for i := len(defs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		defs[i], defs[j] = defs[j], defs[i]
	}
	for i, s := range slots {
		g.objects[s].def = defs[i]
		g.charsChanged()
	}
	return defs
}

// permuteGroup deals the cards in slots (a library group's places) again
// among those places, each card with what players know of it (its known
// and placed seats), from a canonical order (by name, then knowledge).
func (g *Game) permuteGroup(r *rng, slots []int32) {
	type entry struct {
		def           *card.Definition
		known, placed uint8
	}
	var buf [128]entry
	cards := buf[:0]
	for _, s := range slots {
		o := &g.objects[s]
		cards = append(cards, entry{o.def, o.known, o.placed})
	}
	slices.SortStableFunc(cards, func(a, b entry) int {
		if c := strings.Compare(a.def.Name, b.def.Name); c != 0 {
			return c
		}
		return int(a.known)<<8 | int(a.placed) - (int(b.known)<<8 | int(b.placed))
	})
	for i := len(cards) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
	for i, s := range slots {
		o := &g.objects[s]
		o.def, o.known, o.placed = cards[i].def, cards[i].known, cards[i].placed
	}
	g.charsChanged()
}
