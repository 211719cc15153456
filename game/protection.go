package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// protectionOf returns the colours the permanent in slot has protection
// from (CR 702.16), and among them those whose protection also removes
// Auras: statics that say "this effect doesn't remove Auras" leave them
// out (CR 702.16m). Protection is DEBT: it stops Damage (702.16e), being
// Enchanted or Equipped (702.16c-d), Blocked (702.16f) and Targeted
// (702.16b) by what has the quality. Only statics grant it, and they are
// counted in g.preventers, so callers skip this when it is zero.
func (g *Game) protectionOf(slot int32) (from, aurasFrom mana.ColorSet) {
	var c chars
	haveChars := false
	// An effect that removed all the permanent's abilities removes
	// protection too, its own and that granted by earlier statics; a
	// static newer than the effect still grants it (CR 613.1f, 613.6).
	loss := g.lossStamp(slot)
	for _, src := range g.staticHolders() {
		so := &g.objects[src]
		for k := range so.def.Statics {
			st := &so.def.Statics[k]
			if st.Protection == 0 || src != slot && g.staticLost(src, st) {
				continue // a source without abilities grants nothing (CR 613.1f)
			}
			if st.Affects == ability.AffectsGroup && !haveChars {
				c, haveChars = g.charsOf(slot), true
			}
			applies := st.Affects == ability.AffectsSelf && src == slot || st.Affects != ability.AffectsSelf && g.staticAffects(src, st, slot, &c)
			if !applies || !g.staticActive(src, st) || loss != 0 && (src == slot || so.timestamp < loss) {
				continue
			}
			from |= st.Protection
			if !st.ProtectionKeepsAuras {
				aurasFrom |= st.Protection
			}
		}
	}
	return from, aurasFrom
}

// protectedFrom reports whether the permanent in slot has protection from
// a colour of the object src (CR 702.16b, d, f).
func (g *Game) protectedFrom(slot int32, src ObjectID) bool {
	if g.preventers == 0 || src == 0 {
		return false
	}
	if s := src.slot(); s < 0 || s >= len(g.objects) {
		return false
	}
	from, _ := g.protectionOf(slot)
	return from&g.sourceColors(src) != 0
}
