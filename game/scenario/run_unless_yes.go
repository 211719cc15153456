package scenario

import (
	"errors"

	"github.com/spellstack/spellstack/game"
)

// An "unless" whose alternative is a permanent and no life (Quickling:
// "sacrifice it unless you return another creature you control to its
// owner's hand", CR 608.2c) is, for a file, an optional cost paid during
// the resolution: "choose yes" pays it, as the contract's yes pays such
// a cost automatically. With one permanent that can pay it, yes returns
// (or sacrifices) that one; with several, the same player's next choose
// line names it ("choose yes", then "choose bear", read as one answer);
// a bare yes among several fails the line and says so. Where the effect
// offers life too (Indulgent Tormentor), a bare yes pays the life, and
// yes followed by the permanent is the permanent (mayThenCard).

// unlessPaysLife reports whether the pending "unless" offers paying life
// as an alternative, payable now or not: yes is then the life.
func (r *runner) unlessPaysLife(p game.PlayerID) bool {
	for _, a := range r.g.LegalActions(nil) {
		if a.Kind == game.ActChoose && a.Object == 0 && a.Choice == 1 {
			return true
		}
	}
	// Not listed: either the effect has no life alternative, or the
	// player can't pay it (CR 118.4), which the engine tells apart.
	err := r.g.Clone().Apply(game.Action{Kind: game.ActChoose, Player: p, Choice: 1})
	return errors.Is(err, game.ErrCantPay)
}

// unlessPermanentYes reports whether a yes to the pending decision means
// its permanent: an "unless" without a life alternative.
func (r *runner) unlessPermanentYes() bool {
	d := r.g.Pending()
	return d.Kind == game.DecideUnless && !r.unlessPaysLife(d.Player)
}

// unlessYes answers the pending "unless" with yes: the life where the
// effect offers it, otherwise the one permanent that can pay it.
func (r *runner) unlessYes(at Pos, p game.PlayerID) error {
	pay := game.Action{Kind: game.ActChoose, Player: p, Choice: 1}
	if r.unlessPaysLife(r.g.Pending().Player) {
		return r.apply(at, pay)
	}
	var only []game.Action
	for _, a := range r.g.LegalActions(nil) {
		if a.Kind == game.ActChoose && a.Object != 0 {
			only = append(only, a)
		}
	}
	switch {
	case len(only) == 0:
		// Nothing can pay it: "no" is the one answer (CR 608.2c).
		return notAnOption(at, "608.2c", "yes: no permanent can be used to stop this effect; answer no")
	case len(only) > 1 && !r.allInterchangeable(only):
		return fail(at, nil, "yes: %d permanents can be used to stop this effect (%s and %s, ...); name the one (choose REF)",
			len(only), r.name(only[0].Object), r.name(only[1].Object))
	}
	a := only[0]
	a.Player = p // a teammate answering is judged by the engine
	return r.apply(at, a)
}

// allInterchangeable reports whether every option's object is
// interchangeable with the first's, so that naming one is no choice.
func (r *runner) allInterchangeable(opts []game.Action) bool {
	for _, a := range opts[1:] {
		if a.Object != opts[0].Object && !r.interchangeable(opts[0].Object, a.Object) {
			return false
		}
	}
	return true
}
