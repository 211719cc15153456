package game

import "github.com/spellstack/spellstack/mana"

// shieldKind says what a shield of g.shields does.
type shieldKind uint8

// The kinds of shield.
const (
	// shieldRegenerate replaces the protected permanent's next
	// destruction this turn (CR 701.13a, 614.8).
	shieldRegenerate shieldKind = iota + 1
	// shieldPrevent prevents damage this turn (CR 615): to the protected
	// object or player from sources of colors, or, with no protected
	// object or player, the combat damage creatures not of notColors
	// would deal.
	shieldPrevent
)

// shield is a replacement or prevention effect from a resolved spell or
// ability that lasts until the cleanup step (CR 514.2). Shields are rare,
// so they live in one game-level list rather than on objects.
type shield struct {
	kind shieldKind
	// object is the protected permanent (0 for none); player the
	// protected player (NoPlayer for none).
	object ObjectID
	player PlayerID
	// colors: prevent damage from sources of any of these colours;
	// notColors: from creatures of none of these colours, combat damage
	// only (Hunter's Ambush).
	colors, notColors mana.ColorSet
}

// maxShields bounds the shields of a turn (saves beyond it are refused);
// no real game comes near it, and a shield past it is not made.
const maxShields = 1 << 12

// addShield records a shield, within maxShields.
func (g *Game) addShield(sh shield) {
	if len(g.shields) < maxShields {
		g.shields = append(g.shields, sh)
	}
}

// endShields ends every shield in the cleanup step (CR 514.2).
func (g *Game) endShields() { g.shields = g.shields[:0] }
