package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
)

// Payments made while a spell or ability resolves (CR 608.2c, 117.1):
// "you may pay {R}. If you do, ..." (an Optional effect with PayMana),
// and "counter that spell or ability unless its controller pays {2}"
// (OpCounterUnlessPays), where the other player decides. Both are
// DecideYesNo decisions; "yes" pays at once by automatic payment, and is
// listed only when the payment is possible. A player who can't pay is
// asked all the same, with "no" the one answer listed: the choice is
// theirs to make (CR 603.5, 608.2d). Before answering, the player may
// activate mana abilities (CR 608.2f), to choose which sources pay: the
// payment spends the pool first.

// canPayNow reports whether p could pay cost, with X x, now, from their
// pool and untapped sources.
func (g *Game) canPayNow(p PlayerID, cost mana.Cost, x int) bool {
	var plan payPlan
	return g.planPayment(p, cost, x, -1, &plan)
}

// payNow pays cost, with X x, for p by automatic payment; false if it
// can't.
func (g *Game) payNow(p PlayerID, cost mana.Cost, x int, plan *payPlan) bool {
	if !g.planPayment(p, cost, x, -1, plan) {
		return false
	}
	g.refinePayment(p, cost, x, -1, false, nil, nil, plan)
	g.executePayment(p, plan)
	return true
}

// resolvingX is the X of the resolving spell or ability: every X in its
// text, "unless its controller pays {X}" too, has the value chosen as
// it was cast or activated (CR 107.3a, 107.3h).
func (g *Game) resolvingX() int { return int(g.res.item.X) }

// yesPayable reports whether the pending yes/no decision's "yes" can be
// taken by p: it pays nothing, or p can pay what it costs.
func (g *Game) yesPayable(p PlayerID) bool {
	e := g.resolvingEffect()
	return e == nil || e.PayMana.IsEmpty() || g.canPayNow(p, e.PayMana, g.resolvingX())
}

// payingMana reports whether the pending decision offers its player to
// pay mana for a resolving effect (CR 608.2f).
func (g *Game) payingMana() bool {
	if g.pending.Kind != DecideYesNo {
		return false
	}
	e := g.resolvingEffect()
	return e != nil && !e.PayMana.IsEmpty()
}

// payForYes pays the cost a "yes" answer of p takes, if any; it returns
// a refusal, having changed nothing, when p can't pay.
func (g *Game) payForYes(p PlayerID) error {
	e := g.resolvingEffect()
	if e == nil || e.PayMana.IsEmpty() {
		return nil
	}
	var plan payPlan
	if !g.payNow(p, e.PayMana, g.resolvingX(), &plan) {
		return g.restrictedCited(refuse(ErrCantPay, "117.3", "%s can't pay %s%s%s", g.playerName(p), e.PayMana, xNote(e.PayMana, g.resolvingX()), g.restrictedNote(p, &plan)), p, &plan)
	}
	return nil
}

// stackItemBySerial returns the position from the top of the stack item
// numbered serial, or -1.
func (g *Game) stackItemBySerial(serial uint32) int {
	for i := 0; i < g.stack.Len(); i++ {
		if g.stack.At(i).Serial == serial {
			return i
		}
	}
	return -1
}

// unlessPaysItem returns the position from the top of the stack of the
// item OpCounterUnlessPays e of the resolving item would counter: its
// event's spell or ability (Diffusion Sliver), or its target spell
// ("counter target spell unless its controller pays {3}"); -1 if it has
// left the stack.
func (g *Game) unlessPaysItem(e *ability.Effect) int {
	if it := &g.res.item; it.Kind == stack.TriggeredAbility && g.namesSerial(ObjectID(it.Source), int(it.Ability)) {
		return g.stackItemBySerial(uint32(it.EventAmount))
	}
	if t, ok := g.effectTarget(e); ok && !t.IsPlayer() {
		return g.stack.Find(t.Object)
	}
	return -1
}

// counterUnlessPays carries out OpCounterUnlessPays for the resolving
// item: the event's spell or ability, or the target spell, is countered
// unless its controller pays e.PayMana (CR 701.5). It reports whether a
// decision waits.
func (g *Game) counterUnlessPays(e *ability.Effect) bool {
	pos := g.unlessPaysItem(e)
	if pos < 0 {
		g.res.answered = false
		return false // it has left the stack already
	}
	q := PlayerID(g.stack.At(pos).Controller)
	if !g.res.answered {
		if e.PayMana.IsEmpty() {
			g.counterItem(pos, ObjectID(g.res.item.Source))
			return false
		}
		// Asked even when q can't pay: "no" is then the one answer
		// listed (CR 117.3: a cost can't be paid without the means).
		g.res.next-- // come back to this effect with the answer
		g.pending = Decision{Kind: DecideYesNo, Player: q}
		return true
	}
	g.res.answered = false
	if !g.res.yes {
		g.counterItem(pos, ObjectID(g.res.item.Source))
	}
	return false
}

// counterItem counters the stack item at pos from the top (CR 701.5): a
// spell goes to its owner's graveyard, an ability leaves the stack.
func (g *Game) counterItem(pos int, by ObjectID) {
	it := g.stack.At(pos)
	if it.Kind == stack.Spell {
		g.counterSpell(ObjectID(it.Source), by, false)
		return
	}
	g.rememberGoneAbility(it)
	src := ObjectID(it.Source)
	ev := Event{Kind: EventCounter, Object: src, Source: by, Player: PlayerID(it.Controller), Ability: true, Host: g.abilityHost(it)}
	if s := src.slot(); s >= 0 && s < len(g.objects) {
		ev.Card = g.objects[s].def
	}
	g.emit(ev)
	g.stack.Remove(pos)
}

// xNote says what X is in a cost that has one: " (X is 3)".
func xNote(c mana.Cost, x int) string {
	if !c.HasX() {
		return ""
	}
	return fmt.Sprintf(" (X is %d)", x)
}

// payText is the mana the resolving effect e asks to pay, in lang, with
// the value of its X: "{X} (X is 3)".
func (g *Game) payText(e *ability.Effect, lang Lang) string {
	if !e.PayMana.HasX() {
		return e.PayMana.String()
	}
	return say(lang, "%s (X is %d)", "%s（X为%d）", e.PayMana, g.resolvingX())
}
