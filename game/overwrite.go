package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Overwriting effects: "loses all abilities and becomes a blue Frog with
// base power and toughness 1/1" (CR 613.1d-f). Such an effect sets the
// creature types in layer 4, the colours in layer 5 and removes every
// ability in layer 6, its printed ones and those granted by older
// effects; effects with later timestamps still add abilities (CR 613.6).
// An object without abilities has no statics, triggers or activated
// abilities either: charsOf, the trigger checks and activationProblem
// ask lostAll. g.overwrites counts these effects, so none of this costs
// anything while there are none.

// overwrite applies the layer 5 and 6 parts of the overwriting effect e
// to c, in timestamp order with the other effects; its layer 4 part, the
// creature types, is effectSubtype's.
func (c *chars) overwrite(e *contEffect) {
	if e.setColors != 0 {
		c.colors = e.setColors
	}
	if e.loseAll {
		// Keywords granted so far go; restrictions from effects ("can't
		// be blocked this turn") are no abilities and stay (CR 613.1f,
		// 611.2); printed ones go with the card's abilities (computeChars).
		c.lostAll = true
		c.keywords = 0
	}
}

// lostAll reports whether the permanent in slot lost all its abilities.
func (g *Game) lostAll(slot int32) bool {
	if g.overwrites == 0 || g.objects[slot].zone != zone.Battlefield {
		return false
	}
	return g.lostAllID(g.idOf(slot))
}

// staticLost reports whether static s of the permanent in src stops
// because src lost all its abilities (CR 613.1f): every one but a static
// whose effect began in layer 4, adding card types to what src is
// attached to, which goes on in the later layers (CR 613.5) as
// staticTypes keeps its types.
func (g *Game) staticLost(src int32, s *ability.Static) bool {
	return g.overwrites > 0 && (s.AddTypes == 0 || s.Affects != ability.AffectsAttached) && g.lostAll(src)
}

// lostAllID reports whether an effect removed all abilities of the
// object id; for a permanent that just left the battlefield, its last
// battlefield ID tells how it last existed (CR 603.10a).
func (g *Game) lostAllID(id ObjectID) bool {
	if g.overwrites == 0 {
		return false
	}
	for i := range g.effects {
		if e := &g.effects[i]; e.target == id && e.loseAll && g.effectLive(e) {
			return true
		}
	}
	return false
}

// lossStamp returns the timestamp of the latest live effect that removed
// all abilities of the permanent in slot, or 0 if none did.
func (g *Game) lossStamp(slot int32) uint32 {
	if g.overwrites == 0 || g.objects[slot].zone != zone.Battlefield {
		return 0
	}
	return g.lossStampOf(g.idOf(slot))
}

// lossStampOf is lossStamp for the permanent with battlefield ID id,
// which may have left the battlefield since: the effects on it last
// until the turn ends (endTurnEffects).
func (g *Game) lossStampOf(id ObjectID) uint32 {
	var stamp uint32
	for i := range g.effects {
		if e := &g.effects[i]; e.target == id && e.loseAll && g.effectLive(e) {
			stamp = max(stamp, e.timestamp)
		}
	}
	return stamp
}

// isOverwrite reports whether e is counted in g.overwrites.
func (e *contEffect) isOverwrite() bool {
	return e.loseAll || e.replaceCreatureTypes || e.setColors != 0
}

// controlledByTargetPlayer reports whether the permanent in slot is
// controlled by the target player of e ("each creature target player
// controls"); with that target illegal, nothing is.
func (g *Game) controlledByTargetPlayer(e *ability.Effect, slot int32) bool {
	t, ok := g.effectTarget(e)
	return ok && t.IsPlayer() && g.objects[slot].controller == PlayerID(t.Player)
}

// colorsOut writes an effect's colours for a save: their letters ("U").
func colorsOut(s mana.ColorSet) string { return s.String() }

// colorsIn reads colours written by colorsOut: letters of the five
// colours, each at most once.
func colorsIn(path, s string) (mana.ColorSet, error) {
	var set mana.ColorSet
	for i := 0; i < len(s); i++ {
		c, ok := mana.ColorFromLetter(s[i])
		if !ok || c == mana.Colorless || set.Has(c) || s[i] != c.Letter() {
			return 0, badSave(path, "%q is not a set of colour letters WUBRG", s)
		}
		set = set.With(c)
	}
	return set, nil
}
