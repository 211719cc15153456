package scenario

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// A payment a player can't make ("counter it unless its controller pays
// {2}", "you may pay {W}") is not asked of them (docs/rules.md). A file
// may still answer it: "PLAYER choose no" right after the line that
// resolved such an effect does nothing (runner.unasked, set by
// noteForced).

// offersPayment reports whether something d does on resolution offers a
// player a payment ("counter it unless its controller pays {2}", "you
// may pay {W}", "unless that player sacrifices"): a player who can't pay
// is not asked (docs/rules.md), and a file may still answer `no`.
func offersPayment(d *card.Definition) bool {
	if d == nil {
		return false
	}
	offers := func(effects []ability.Effect) bool {
		for i := range effects {
			if e := &effects[i]; !e.PayMana.IsEmpty() || e.Op == ability.OpCounterUnlessPays || e.Op == ability.OpUnless {
				return true
			}
		}
		return false
	}
	if offers(d.Spell.Effects) {
		return true
	}
	for i := range d.Triggered {
		if offers(d.Triggered[i].Effects) {
			return true
		}
	}
	for i := range d.Activated {
		if offers(d.Activated[i].Effects) {
			return true
		}
	}
	return false
}

// paymentAsked reports whether d is a decision p (or p's team) answers
// with yes or no.
func (r *runner) paymentAsked(d game.Decision, p game.PlayerID) bool {
	return (d.Kind == game.DecideUnless || d.Kind == game.DecideYesNo) && r.g.Team(d.Player) == r.g.Team(p)
}
