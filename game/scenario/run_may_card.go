package scenario

import (
	"strings"

	"github.com/spellstack/spellstack/game"
)

// cardOrNothing reports whether decisions of kind k are answered with a
// card or with nothing ("choose no"): a "may" whose yes is the card
// itself (Mercurial Pretender's copy, Boonweaver Giant's find, a free
// cast) and a search, which may find nothing (CR 701.17b).
func cardOrNothing(k game.DecisionKind) bool {
	switch k {
	case game.DecideSearch, game.DecideCastCopy, game.DecideTakeRevealed, game.DecideChooseCard,
		game.DecideFind, game.DecideHiddenCard, game.DecideCastFree:
		return true
	}
	return false
}

// castForYes answers "you may cast it" (a free cast after a guess, a copy
// of Chandra, Pyromaster's −7) with yes: the one cast listed, when there
// is one way to cast it (no targets to choose); otherwise a cast line
// must say how.
func (r *runner) castForYes(at Pos, d game.Decision, p game.PlayerID) error {
	var casts []game.Action
	for _, a := range r.g.LegalActions(nil) {
		if a.Kind == game.ActCast {
			casts = append(casts, a)
		}
	}
	if len(casts) == 0 {
		// Nothing may be cast: the card's guess was right, or the copy
		// has no legal targets. "Yes" is no answer then (CR 608.2c,
		// 601.2c).
		return notAnOption(at, "608.2c, 305.1, 305.9", "%s: yes is not an answer: no cast is allowed now (the guess was right, or the card is a land, which is played, never cast)", d.Kind)
	}
	if len(casts) != 1 {
		return fail(at, nil, "%s: %d ways to cast are legal; write PLAYER cast REF [-> T; ...]", d.Kind, len(casts))
	}
	casts[0].Player = p
	return r.apply(at, casts[0])
}

// mayThenCard reads "choose yes" followed by the same player's choice of
// a card as that choice alone, when the pending decision is a card or
// nothing, or an "unless" (Quickling's return, Indulgent Tormentor's
// sacrifice: yes, then the permanent, is that permanent, not the life):
// the engine asks such a "may" once, and the card chosen is its yes. It returns next, c itself when next refuses such a card (the yes
// is then dropped: a later line gives the card), or nil when c and next
// are no such pair.
func (r *runner) mayThenCard(c *ChooseStmt, next Statement) *ChooseStmt {
	n, ok := next.(*ChooseStmt)
	if ref, refused := next.(*RefuseStmt); refused {
		// "yes", then a card refused (`! Alice choose bear`), then the
		// card: the yes is the card's, whichever line gives it.
		if n, ok = ref.Action.(*ChooseStmt); ok && r.mayThenCard(c, n) != nil {
			return c // the yes alone: dropped
		}
		return nil
	}
	if !ok || n.Player != c.Player || len(c.Options) != 1 || !strings.EqualFold(c.Options[0], "yes") ||
		len(n.Options) == 0 || !cardOrNothing(r.g.Pending().Kind) && r.g.Pending().Kind != game.DecideUnless {
		return nil
	}
	if o := strings.ToLower(n.Options[0]); o == "yes" || o == "no" {
		return nil
	}
	if k := r.g.Pending().Kind; (k == game.DecideCastFree || k == game.DecideCastCopy) && !r.namesOption(n.Options[0]) {
		// "yes" casts the card by itself; a card that isn't it answers
		// what the cast asks next (a sacrifice for its additional cost).
		return nil
	}
	return n
}

// namesOption reports whether ref names the object of one of the pending
// decision's options.
func (r *runner) namesOption(ref string) bool {
	for _, a := range r.g.LegalActions(nil) {
		if a.Object != 0 && r.matchesFollowed(ref, a.Object) {
			return true
		}
	}
	return false
}

// yesThenTargets reads "choose yes" to a free cast, followed by the same
// player's "target" line, as the cast of the offered card with those
// targets (CR 601.2c): the contract's words for a "you may cast" whose
// card has targets. It returns nil when c and next are no such pair.
func (r *runner) yesThenTargets(c *ChooseStmt, next Statement) *CastStmt {
	t, ok := next.(*TargetStmt)
	d := r.g.Pending()
	if !ok || t.Player != c.Player || len(c.Options) != 1 || !strings.EqualFold(c.Options[0], "yes") ||
		d.Kind != game.DecideCastFree && d.Kind != game.DecideCastCopy {
		return nil
	}
	for _, a := range r.g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.NumTargets > 0 { // a card without targets is cast by "yes" alone
			if o, ok := r.g.Object(a.Object); ok {
				return &CastStmt{Node: c.Node, Player: c.Player, Ref: o.Card.Name, Targets: t.Targets}
			}
		}
	}
	return nil
}

// yesWithTargets reports whether c is "choose yes" to the pending free
// cast of a card with targets: the copy's targets are a choice of their
// own, which waits like any other (CR 601.2c, 706.12), so expectations
// after such a yes and before the line that goes on see the cast still
// asked. A file that goes on without a target line has the one legal
// cast made then (castForYes).
func (r *runner) yesWithTargets(c *ChooseStmt) bool {
	d := r.g.Pending()
	if len(c.Options) != 1 || !strings.EqualFold(c.Options[0], "yes") || d.Kind != game.DecideCastFree && d.Kind != game.DecideCastCopy {
		return false
	}
	for _, a := range r.g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.NumTargets > 0 {
			return true
		}
	}
	return false
}
