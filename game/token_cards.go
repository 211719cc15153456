package game

// A token that left the battlefield is no card (CR 108.2b, 110.5e) and
// can't move to another zone (CR 110.5g): it waits where it went until
// the next check of state-based actions makes it cease to exist (CR
// 704.5d). Counts of cards, searches, "return all creature cards" and
// discards in the same resolution pass it by.

// isCard reports whether the object in slot, off the battlefield, is a
// card: not a token.
func (g *Game) isCard(slot int32) bool { return !g.objects[slot].token }

// handCards appends to buf the cards in p's hand, in hand order: a
// token bounced there in this resolution is none.
func (g *Game) handCards(buf []int32, p PlayerID) []int32 {
	for _, s := range g.players[p].hand {
		if g.isCard(s) {
			buf = append(buf, s)
		}
	}
	return buf
}
