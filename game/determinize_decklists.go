package game

import (
	"fmt"
	"slices"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// DeterminizeWith is DeterminizeInto for a viewer who doesn't know which
// cards the other players brought: decklists holds, by seat, the cards
// viewer believes that player's deck is made of (a decklist, or a larger
// pool of cards the player might play). Determinize deals a player's
// hidden cards again from the cards that player has in hidden zones,
// which tells viewer what they brought; here a seat with a list has them
// drawn at random from its list instead, less the cards of that player
// viewer has seen (every card they own outside the hidden places dealt,
// and the cards viewer knows in them), matched by name. A list that runs
// out (the player showed cards it doesn't hold, or it is shorter than the
// deck) has the rest drawn from the whole list again. The cards a player
// who left the game took from their hand and library are drawn from
// their list too. A player paying a
// discard cost ("Discard a creature card") is dealt cards that can pay it
// from their list (from the set's, card.Default(), if the list has none:
// it contradicts what viewer knows). Everything else is
// as in Determinize: hand and library sizes stay, the cards viewer knows
// stay where they are, and the copy depends only on what viewer may know,
// seed, and the lists (as multisets: their order doesn't matter).
//
// A nil, empty or missing entry leaves that seat's cards as Determinize deals
// them; so does an entry for a seat whose hand viewer sees (their own, a
// Two-Headed Giant teammate's): viewer knows that deck. A copy may hold
// cards no player brought, so its hidden cards can't be followed back to
// the game's. It returns an error wrapping ErrBadConfig, and makes no
// copy, for more lists than seats, or a list holding what New refuses in
// a deck (nil, a token, an emblem: no card).
func (g *Game) DeterminizeWith(dst *Game, viewer PlayerID, seed uint64, decklists [][]*card.Definition) (*Game, error) {
	if len(decklists) > len(g.players) {
		return nil, fmt.Errorf("%w: %d decklists for %d players", ErrBadConfig, len(decklists), len(g.players))
	}
	for q, list := range decklists {
		for i, d := range list {
			if d == nil {
				return nil, fmt.Errorf("%w: decklist of seat %d: card %d is nil", ErrBadConfig, q+1, i+1)
			}
			if why := deckCardProblem(d); why != "" {
				return nil, fmt.Errorf("%w: decklist of seat %d: card %d: %s", ErrBadConfig, q+1, i+1, why)
			}
		}
	}
	return g.determinizeInto(dst, viewer, seed, nil, decklists), nil
}

// dealBelieved is redeal for a seat viewer believes plays list (see
// DeterminizeWith): it deals over slots, player q's hidden places viewer
// doesn't know, cards drawn from list less q's cards viewer has seen. The
// pinned cards among slots are seen (an ability names them) and are dealt
// too, so that keepPinnedPlaces finds them a place. defs is scratch space,
// returned for reuse.
func (c *Game) dealBelieved(r *rng, q PlayerID, slots []int32, pins []pinnedCard, list, defs []*card.Definition) []*card.Definition {
	var restBuf [128]*card.Definition
	rest := append(restBuf[:0], list...)
	defs = defs[:0]
	var sortedBuf [128]int32
	sorted := append(sortedBuf[:0], slots...)
	slices.Sort(sorted)
	for i := range c.objects {
		o := &c.objects[i]
		if o.owner != q || o.token || o.zone == zone.Command {
			continue // not one of the cards q brought
		}
		if _, in := slices.BinarySearch(sorted, int32(i)); in {
			if !pinned(pins, int32(i)) {
				continue // hidden from viewer: to be dealt
			}
			defs = append(defs, o.def)
		}
		if j := slices.IndexFunc(rest, func(d *card.Definition) bool { return d == o.def || d.Name == o.def.Name }); j >= 0 {
			rest[j] = rest[len(rest)-1]
			rest = rest[:len(rest)-1]
		}
	}
	// Sorted, the cards left don't depend on where the seen ones were,
	// nor the pinned ones on where they are.
	sortByName(rest)
	sortByName(defs)
	var all []*card.Definition
	for len(defs) < len(slots) {
		if len(rest) == 0 {
			if all == nil {
				all = slices.Clone(list)
				sortByName(all)
			}
			defs = append(defs, all[r.IntN(len(all))])
			continue
		}
		j := r.IntN(len(rest))
		defs = append(defs, rest[j])
		rest[j] = rest[len(rest)-1]
		rest = rest[:len(rest)-1]
	}
	// The pinned cards, first, are dealt at random places among the others.
	c.dealOver(r, slots, defs)
	return defs
}

// believeCostDiscard completes keepCostDiscardPayable for a player whose
// cards were drawn from a believed list (see DeterminizeWith): a player
// paying a discard cost ("Discard a creature card") holds cards that can
// pay it (CR 601.2h, 602.2b), which viewer knows. While their hand, as
// dealt, holds fewer, a hidden card of it becomes one drawn from the
// list's cards that can pay; when the list has none (it contradicts what
// viewer knows), from the cards of the catalog that can.
func (c *Game) believeCostDiscard(r *rng, v *viewer, pins []pinnedCard, decklists [][]*card.Definition) {
	d := c.pending
	if d.Kind != DecideDiscard || !c.costDiscard || v.seesHand(d.Player) ||
		int(d.Player) >= len(decklists) || len(decklists[d.Player]) == 0 {
		return
	}
	pl := &c.players[d.Player]
	fits := c.handFitsCostDiscard(d.Player)
	if fits >= d.Count {
		return
	}
	t := c.costDiscardTypes()
	var poolBuf [256]*card.Definition
	pool := poolBuf[:0]
	for _, x := range decklists[d.Player] {
		if x.Types&t != 0 {
			pool = append(pool, x)
		}
	}
	if len(pool) == 0 {
		// The list contradicts what viewer knows: any card of the set
		// that can pay, as every one of them could be the one.
		for _, x := range card.Default().All() {
			if x.Types&t != 0 {
				pool = append(pool, x)
			}
		}
	}
	if len(pool) == 0 {
		return
	}
	sortByName(pool)
	for _, h := range pl.hand {
		if fits >= d.Count {
			break
		}
		if !v.knows(h, false) && !c.costDiscardFits(h) && !pinned(pins, h) {
			c.objects[h].def = pool[r.IntN(len(pool))]
			fits++
		}
	}
	c.charsChanged()
}

// recountTriggers sets anyTriggers again after a deal from believed
// decklists: the copy may hold cards the game had not, and no longer
// some it had.
func (c *Game) recountTriggers() {
	c.anyTriggers = false
	for i := range c.objects {
		if len(c.objects[i].def.Triggered) > 0 {
			c.anyTriggers = true
			return
		}
	}
}
