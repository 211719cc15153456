package game

import (
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// ShieldKind says what a ViewShield does.
type ShieldKind uint8

// The kinds of shield a view lists.
const (
	// ShieldRegenerate replaces the next destruction of its permanent
	// this turn: instead it is tapped, its damage removed, and it is
	// removed from combat (CR 701.13a).
	ShieldRegenerate ShieldKind = iota + 1
	// ShieldPrevent prevents damage this turn (CR 615).
	ShieldPrevent
)

var shieldWords = [...]string{"", "regenerate", "prevent"}

// String returns "regenerate" or "prevent" ("" for the zero kind).
func (k ShieldKind) String() string {
	if int(k) < len(shieldWords) {
		return shieldWords[k]
	}
	return ""
}

// MarshalText writes the kind as a word ("regenerate").
func (k ShieldKind) MarshalText() ([]byte, error) {
	return wordOf(shieldWords[:], int(k), "shield kind")
}

// UnmarshalText reads what MarshalText writes.
func (k *ShieldKind) UnmarshalText(b []byte) error {
	i, err := parseWord(shieldWords[:], b, "shield kind")
	*k = ShieldKind(i)
	return err
}

// ViewShield is a regeneration or prevention shield a resolved spell or
// ability made this turn (Ancient Silverback's regeneration, Avacyn, Guardian
// Angel's prevention, Hunter's Ambush). Every shield ends in the cleanup
// step (CR 514.2); a regeneration shield is also used up by the
// destruction it replaces.
type ViewShield struct {
	// Kind says whether it is a regeneration or a prevention shield.
	Kind ShieldKind `json:"kind"`
	// Object is the permanent it protects, and Player the player
	// (NoPlayer for none). A prevention shield that protects neither
	// prevents the combat damage creatures would deal that aren't of
	// NotColors (Hunter's Ambush: nongreen creatures).
	Object ViewID   `json:"object,omitempty"`
	Player PlayerID `json:"player"`
	// Colors: the damage prevented is from sources of these colours
	// (Avacyn's chosen colour, CR 105.4); none means any damage.
	Colors mana.ColorSet `json:"colors,omitempty"`
	// NotColors are, for a shield that protects no object or player, the
	// colours of the creatures whose combat damage it does not prevent: it
	// prevents the combat damage of creatures of none of them (Hunter's
	// Ambush: nongreen creatures).
	NotColors mana.ColorSet `json:"notColors,omitempty"`
}

// shields lists this turn's shields for the view, oldest first. A shield
// of a permanent that has left the battlefield protects nothing now (CR
// 400.7), and one of a player who left the game nobody: neither is
// listed.
func (v *viewer) shields() []ViewShield {
	g := v.g
	if len(g.shields) == 0 {
		return nil
	}
	var out []ViewShield
	for _, sh := range g.shields {
		vs := ViewShield{Player: sh.player, Colors: sh.colors, NotColors: sh.notColors}
		switch sh.kind {
		case shieldRegenerate:
			vs.Kind = ShieldRegenerate
		case shieldPrevent:
			vs.Kind = ShieldPrevent
		default:
			continue
		}
		if sh.object != 0 {
			s, ok := g.lookup(sh.object)
			if !ok || g.objects[s].zone != zone.Battlefield {
				continue
			}
			vs.Object = v.idOfSlot(s)
		}
		if sh.player != NoPlayer && g.players[sh.player].lost {
			continue
		}
		out = append(out, vs)
	}
	return out
}
