package game

import (
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// fiveColors is the set of the five colours (CR 105.1).
var fiveColors = mana.SetOf(mana.White, mana.Blue, mana.Black, mana.Red, mana.Green)

// askManaColor stops the resolution at an OpAddMana whose colour is
// chosen ("add three mana of any one color"): its controller chooses as
// it resolves (CR 608.2d), and answerColor adds the mana. A mana ability
// is no resolution: its colour comes with its activation (CR 605.3b).
func (g *Game) askManaColor(e *ability.Effect, ctrl PlayerID) bool {
	g.pending = Decision{Kind: DecideColor, Player: ctrl, Count: max(e.Amount.N, 1)}
	return true
}

// colorEffect returns the effect the resolution just ran that waits on
// a colour: an OpPrevent that chooses one, or an OpAddMana with a choice
// of colours; nil when there is none.
func (g *Game) colorEffect() *ability.Effect {
	if !g.res.active || g.res.next < 1 {
		return nil
	}
	_, effects := g.effectsOf(&g.res.item)
	if g.res.next > len(effects) {
		return nil
	}
	e := &effects[g.res.next-1]
	switch {
	case e.Op == ability.OpPrevent && e.ChooseColor:
		return e
	case e.Op == ability.OpAddMana && e.ManaChoice.Len() > 1:
		return e
	}
	return nil
}

// colorChoices returns the colours the pending colour decision allows:
// the types of mana the mana effect may add (colourless too, CR 106.1b:
// "add {C}{C} or {R}{R}"), or the five colours.
func (g *Game) colorChoices() mana.ColorSet {
	if e := g.colorEffect(); e != nil && e.Op == ability.OpAddMana {
		return e.ManaChoice & mana.AllTypes
	}
	return fiveColors
}

// answerColor answers DecideColor: Choice is the chosen colour, a
// mana.Color of the five colours (CR 105.4), or mana.Colorless when the
// mana effect offers it. The mana effect just run
// adds mana of it; the prevention shield of the effect just run protects
// its target from sources of that colour.
func (g *Game) answerColor(a Action) error {
	if a.Choice == int(mana.Colorless) && g.colorChoices().Has(mana.Colorless) {
		// Colourless mana, offered by the effect (CR 106.1b).
	} else if a.Choice < 0 || a.Choice >= int(mana.NumColors) {
		return refuseField(ErrNotAllowed, "Choice", "105.4", "choose one of the five colours (0 to %d), not %d", mana.NumColors-1, a.Choice)
	}
	if allowed := g.colorChoices(); !allowed.Has(mana.Color(a.Choice)) {
		return refuseField(ErrNotAllowed, "Choice", "106.1", "the mana may be %s, not %s", strings.Join(allowed.Names(), " or "), mana.Color(a.Choice))
	}
	g.emitChoice(a, DecideColor)
	g.pending = Decision{}
	e := g.colorEffect()
	switch {
	case e == nil:
	case e.Op == ability.OpAddMana:
		g.addMana(PlayerID(g.res.item.Controller), ObjectID(g.res.item.Source), e, mana.Color(a.Choice))
	default:
		g.chosenColorShield(e, mana.Color(a.Choice))
	}
	g.runEffects()
	return nil
}

// chosenColorShield makes the prevention shield of OpPrevent e, which
// protects its target from sources of colour c.
func (g *Game) chosenColorShield(e *ability.Effect, c mana.Color) {
	t, ok := g.effectTarget(e)
	if !ok {
		return
	}
	sh := shield{kind: shieldPrevent, player: NoPlayer, colors: mana.SetOf(c)}
	if t.IsPlayer() {
		sh.player = PlayerID(t.Player)
	} else if s, ok := g.lookup(ObjectID(t.Object)); ok && g.objects[s].zone == zone.Battlefield {
		sh.object = ObjectID(t.Object)
	}
	if sh.player != NoPlayer || sh.object != 0 {
		g.addShield(sh)
	}
}

// colorDecisionOK reports whether a loaded DecideColor with Count n
// waits on an effect just run by the resolution that chooses a colour:
// an OpPrevent (n 0) or an OpAddMana of n mana.
func (g *Game) colorDecisionOK(n int) bool {
	e := g.colorEffect()
	if e == nil {
		return false
	}
	if e.Op == ability.OpAddMana {
		return n == max(e.Amount.N, 1)
	}
	return n == 0
}
