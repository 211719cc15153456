package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
)

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

// sourceBound is how much mana a player's untapped mana sources could
// make at most (sourceMana), for the bound of mayAffordACast: all of it,
// or at least n when the count stopped as soon as it was enough. It
// depends on which permanents are on the battlefield, which of them the
// player controls and which are untapped, so it is kept, with the listing
// scratch, until the battlefield changes (Game.bfGen) or a permanent of
// the player's is tapped, untapped or changes control (Game.tapGens, see
// kept_units.go).
type sourceBound struct {
	// bf is the bfGen it was made for, plus one (0: none); tap the
	// player's tapGens then.
	bf  uint64
	tap uint32
	n   int
	all bool // n is all of it, not a count that stopped early
}

// verifySourceBounds compares every kept sourceBound that still applies
// with a count made now.
func (g *Game) verifySourceBounds() error {
	if g.plans == nil {
		return nil
	}
	for p := range g.players {
		sb := &g.plans.sources[p]
		if sb.bf != g.bfGen+1 || sb.tap != g.tapGens[p] {
			continue
		}
		if now, _ := g.sourceMana(PlayerID(p), -1); now != sb.n && (sb.all || now < sb.n) {
			return fmt.Errorf("game: source bound: %s's untapped sources were kept as %d mana (all: %v), but make %d now",
				g.playerName(PlayerID(p)), sb.n, sb.all, now)
		}
	}
	return nil
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
