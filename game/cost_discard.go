package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
)

// "Discard a creature card" costs: the discarded card must have one of the
// cost's card types (CR 117.3: a cost can't be paid otherwise).

// discardable counts the cards in p's hand that can pay a discard cost
// requiring types (any card when types is 0).
func (g *Game) discardable(p PlayerID, types ability.Type) int {
	hand := g.players[p].hand
	if types == 0 {
		return len(hand)
	}
	n := 0
	for _, s := range hand {
		if g.objects[s].def.Types&types != 0 {
			n++
		}
	}
	return n
}

// costDiscardTypes returns the card types the discard cost being paid
// requires: that of the ability on top of the stack, 0 for any card.
func (g *Game) costDiscardTypes() ability.Type {
	if g.stack.Len() == 0 {
		return 0
	}
	if ab := g.stackActivated(g.stack.At(0)); ab != nil {
		return ab.Cost.DiscardTypes
	}
	return 0
}

// costDiscardFits reports whether the card in slot can pay the discard
// cost being paid.
func (g *Game) costDiscardFits(slot int32) bool {
	t := g.costDiscardTypes()
	return t == 0 || g.objects[slot].def.Types&t != 0
}

// discardWholeHandForCost discards p's whole hand to pay a discard cost
// of n cards when nothing is left to choose: n covers the hand and every
// card in it can pay (CR 601.2h). It reports whether it did; otherwise
// the player chooses. The last card discarded is "the discarded card" of
// the ability on the stack (CR 608.2g).
func (g *Game) discardWholeHandForCost(p PlayerID, n int) bool {
	hand := g.players[p].hand
	if len(hand) == 0 || n < len(hand) {
		return false
	}
	for _, s := range hand {
		if !g.costDiscardFits(s) {
			return false
		}
	}
	// In an order that depends only on which cards the hand holds, as
	// startDiscard's: the hand's order tells when each card arrived.
	var buf [16]int32
	all := append(buf[:0], hand...)
	slices.SortFunc(all, g.compareUnordered)
	for _, s := range all {
		id := g.discard(p, s)
		if g.stack.Len() > 0 && g.stack.At(0).Ability >= 0 {
			g.stack.At(0).EventObject = uint32(id) // as in discardChosen
		}
	}
	return true
}
