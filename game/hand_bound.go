package game

import "github.com/spellstack/spellstack/ability"

// handBound is what a player's hand may cast, for the mana bound of
// mayAffordACast: the smallest mana value among its spells (X being 0)
// that instant timing allows, and among all of them, and whether a spell
// with convoke is among either (convoke can pay without mana). It depends
// on the hand's cards only, so it is kept, with the listing scratch,
// until the hand changes (player.handGen).
type handBound struct {
	// gen is the handGen it was made for, plus one (0: none).
	gen uint32
	// instant and any are the smallest mana values, -1 for none.
	instant, any int
	// convokeInstant and convokeAny: a spell with convoke is among them.
	convokeInstant, convokeAny bool
}

// boundHand sets b to what p's hand may cast now.
func (g *Game) boundHand(p PlayerID, b *handBound) {
	*b = handBound{gen: g.players[p].handGen + 1, instant: -1, any: -1}
	for _, s := range g.players[p].hand {
		d := g.objects[s].def
		if d.IsLand() || d.ManaCost.IsEmpty() {
			continue
		}
		convoke, mv, instant := d.Keywords&ability.Convoke != 0, d.ManaValue(), instantSpeed(d)
		switch {
		case convoke:
			b.convokeAny = true
			b.convokeInstant = b.convokeInstant || instant
		default:
			if b.any < 0 || mv < b.any {
				b.any = mv
			}
			if instant && (b.instant < 0 || mv < b.instant) {
				b.instant = mv
			}
		}
	}
}
