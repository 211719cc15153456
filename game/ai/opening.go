package ai

import (
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// The heuristic's choices at the start of the game (CR 103).

// opening answers the decisions of the start of the game: it takes the
// first turn, keeps hands with a workable number of lands, and keeps a
// land on top of its library only when the hand needs one.
func (h *Heuristic) opening(g *game.Game, d game.Decision) game.Action {
	a := game.Action{Kind: game.ActChoose, Player: d.Player}
	switch d.Kind {
	case game.DecideStartingPlayer:
		// Playing first is worth more than the skipped draw; a team is
		// chosen by its first player (CR 103.2a).
		a.Choice = int(g.Team(d.Player))
	case game.DecideMulligan:
		if !keepable(g, d.Player) {
			a.Choice = 1
		}
	case game.DecideBottom:
		lands := landsIn(g, g.Zone(d.Player, zone.Hand))
		top := g.Zone(d.Player, zone.Library)[:1]
		if topIsLand := landsIn(g, top) == 1; topIsLand == (lands >= 3) {
			a.Choice = 1 // a land the hand does not need, or a spell when it needs a land
		}
	}
	return a
}

// keepable reports whether p's hand is worth keeping: two lands or more
// and at least two spells for a hand of seven or six cards (2-5 lands in
// seven); any hand with a land and a spell from five cards down; any hand
// of three cards or fewer.
func keepable(g *game.Game, p game.PlayerID) bool {
	hand := g.Zone(p, zone.Hand)
	n, lands := len(hand), landsIn(g, hand)
	switch {
	case n <= 3:
		return true
	case n <= 5:
		return lands >= 1 && lands < n
	}
	return lands >= 2 && n-lands >= 2
}

// landsIn counts the lands among ids.
func landsIn(g *game.Game, ids []game.ObjectID) int {
	n := 0
	for _, id := range ids {
		if o, ok := g.Object(id); ok && o.Card.IsLand() {
			n++
		}
	}
	return n
}
