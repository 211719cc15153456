package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// preventDamage applies the prevention effects (CR 615) to n damage the
// source src would deal to t, and returns what is left to deal. Effects
// that prevent all of it come first; then "prevent all but 1" and
// "prevent X", in the order that prevents the most (CR 616.1: the
// affected player or controller orders them). Whatever is prevented is
// never dealt: lifelink and damage triggers see only what is left.
func (g *Game) preventDamage(src ObjectID, t Target, n int, combat bool) int {
	srcColors := g.sourceColors(src) // as it is now, or as it last existed
	for _, sh := range g.shields {
		if sh.kind != shieldPrevent {
			continue
		}
		if sh.object == 0 && sh.player == NoPlayer {
			// Hunter's Ambush: combat damage from creatures of none of
			// notColors.
			if combat && srcColors&sh.notColors == 0 {
				return 0
			}
			continue
		}
		if sh.colors&srcColors != 0 && (t.IsPlayer() && sh.player == PlayerID(t.Player) || !t.IsPlayer() && sh.object == ObjectID(t.Object)) {
			return 0
		}
	}
	if g.preventers > 0 && !t.IsPlayer() {
		if s, ok := g.lookup(ObjectID(t.Object)); ok {
			// CR 702.16e: protection prevents damage from its sources.
			if from, _ := g.protectionOf(s); from&srcColors != 0 {
				return 0
			}
		}
	}
	if g.emblems > 0 {
		n = g.preventAllButOne(t, n)
	}
	if g.preventers > 0 && !t.IsPlayer() {
		if s, ok := g.lookup(ObjectID(t.Object)); ok {
			n -= g.preventPerCreature(s)
		}
	}
	return max(n, 0)
}

// preventPerCreature sums the damage prevented to the permanent in slot
// by statics that prevent X, X the number of creatures their controller
// controls as the damage would be dealt (Shield of the Avatar).
func (g *Game) preventPerCreature(slot int32) int {
	n := 0
	var c chars
	for _, src := range g.staticHolders() {
		so := &g.objects[src]
		for k := range so.def.Statics {
			st := &so.def.Statics[k]
			if !st.PreventPerCreature || g.staticLost(src, st) || !g.staticActive(src, st) {
				continue // a source without abilities has no statics (CR 613.1f)
			}
			if st.Affects == ability.AffectsGroup {
				c = g.charsOf(slot)
			}
			if (st.Affects == ability.AffectsSelf && src == slot) || g.staticAffects(src, st, slot, &c) {
				n += g.countCreatures(so.controller)
			}
		}
	}
	return n
}

// preventAllButOne applies prevention effects from emblems (CR 615):
// "prevent all but 1 of that damage" to the emblem's owner and their
// planeswalkers.
func (g *Game) preventAllButOne(t Target, n int) int {
	p := PlayerID(t.Player)
	if !t.IsPlayer() {
		s, ok := g.lookup(ObjectID(t.Object))
		if !ok || g.types(s)&ability.Planeswalker == 0 {
			return n
		}
		p = g.objects[s].controller
	}
	for _, e := range g.command {
		if g.objects[e].controller != p {
			continue
		}
		for _, st := range g.objects[e].def.Statics {
			if st.PreventAllButOne && n > 1 {
				n = 1
			}
		}
	}
	return n
}

// startPrevent runs OpPrevent. "Prevent all combat damage by nongreen
// creatures" makes its shield at once; a shield for sources of a chosen
// colour first asks the controller for the colour (CR 105.4), and the
// answer makes it (answerColor). It reports whether a decision is
// pending.
func (g *Game) startPrevent(e *ability.Effect) bool {
	if e.Subject == ability.SubjectAll {
		g.addShield(shield{kind: shieldPrevent, player: NoPlayer, notColors: e.Group.NotColors})
		return false
	}
	if _, ok := g.effectTarget(e); !ok {
		return false
	}
	g.pending = Decision{Kind: DecideColor, Player: PlayerID(g.res.item.Controller)}
	return true
}

var colorWordsEN = [mana.NumColors]string{"white", "blue", "black", "red", "green"}
var colorWordsZH = [mana.NumColors]string{"白色", "蓝色", "黑色", "红色", "绿色"}

// colorWord names one of the five colours in lang.
func colorWord(c mana.Color, lang Lang) string {
	if c == mana.Colorless {
		return say(lang, "colorless", "无色")
	}
	if c >= mana.NumColors {
		return c.String()
	}
	if lang == Chinese {
		return colorWordsZH[c]
	}
	return colorWordsEN[c]
}
