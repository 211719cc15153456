package game

import "slices"

// hidePlacedAnswers draws again, for a copy made for viewer, the answers
// other owners gave so far to "put it on the top or bottom of its owner's
// library" (Aetherspouts, top_or_bottom.go): the cards wait on the
// battlefield until every owner has answered, and viewer learns which went
// where only as they all move (CR 401.4), so the copy must not follow
// them. Each of those cards goes again to the top or the bottom at
// random, in a random order, drawn from the cards in slot order: the copy
// depends on what viewer knows and on seed only. Viewer's own answers
// stay.
func (c *Game) hidePlacedAnswers(r *rng, v *viewer) {
	if c.pending.Kind != DecideTopOrBottom || c.res.placedTop+c.res.placedBottom == 0 {
		return
	}
	w := len(c.topOrBottomWaiting())
	placed := c.res.cards[w:]
	top := int(c.res.placedTop)
	var ownBuf, othersBuf, bottomBuf [32]int32
	own, others, bottom := ownBuf[:0], othersBuf[:0], bottomBuf[:0]
	ownTop := 0
	for i, s := range placed { // the top ones, then the bottom ones
		if c.objects[s].owner != v.p {
			others = append(others, s)
			continue
		}
		own = append(own, s)
		if i < top {
			ownTop++
		}
	}
	if len(others) == 0 {
		return
	}
	slices.Sort(others)
	for i := len(others) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		others[i], others[j] = others[j], others[i]
	}
	// Rebuild: the top ones, then the bottom ones, each in answer order.
	out := append(placed[:0], own[:ownTop]...)
	for _, s := range others {
		if r.IntN(2) == 0 {
			out = append(out, s)
		} else {
			bottom = append(bottom, s)
		}
	}
	c.res.placedTop = uint16(len(out))
	out = append(out, own[ownTop:]...)
	out = append(out, bottom...)
	c.res.placedBottom = uint16(len(out)) - c.res.placedTop
}
