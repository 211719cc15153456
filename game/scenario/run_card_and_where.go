package scenario

import "github.com/spellstack/spellstack/game"

// cardAndWhereAhead is cardAndWhere for a choice of where the card goes
// given after expectations and refused lines (`! Alice pass`: the
// question still waits): the index of that choice and the merged
// statement, or nil.
func (r *runner) cardAndWhereAhead(c *ChooseStmt, body []Statement, i int) (int, *ChooseStmt) {
	for j := i + 1; j < len(body); j++ {
		switch body[j].(type) {
		case *RefuseStmt:
			continue
		case *ChooseStmt:
			if j > i+1 {
				return j, r.cardAndWhere(c, body[j])
			}
			return 0, nil
		}
		if _, expect := body[j].(Expectation); !expect {
			return 0, nil
		}
	}
	return 0, nil
}

// cardAndWhere reads a choice of a card followed by its player's choice of
// where the card goes as one answer, "choose REF; WHERE": a card that
// enters the battlefield attacking (Preeminent Captain) and the player or
// planeswalker it attacks (CR 508.4), or an Aura that enters attached
// and the object it enchants (CR 303.4f). The engine asks both in one
// decision; a file may write them on two lines, as two choices. It
// returns the merged statement, or nil when c and next are no such pair:
// the pending decision is not of that kind, or no legal option joins
// the card c names with what next names.
func (r *runner) cardAndWhere(c *ChooseStmt, next Statement) *ChooseStmt {
	n, ok := next.(*ChooseStmt)
	if !ok || n.Player != c.Player || len(c.Options) != 1 || len(n.Options) != 1 {
		return nil
	}
	d := r.g.Pending()
	if d.Kind != game.DecideFind && d.Kind != game.DecideTakeRevealed {
		return nil
	}
	ref, where := c.Options[0], n.Options[0]
	var t game.Target
	if q, err := r.player(n.At, where); err == nil {
		t = game.PlayerTarget(q)
	} else if id, err := r.uniqueByZone(n.At, where); err == nil {
		t = game.ObjectTarget(id)
	} else {
		return nil
	}
	for _, a := range r.g.LegalActions(nil) {
		if a.Object != 0 && a.NumTargets == 1 && a.Targets[0] == t && r.matches(ref, a.Object) {
			merged := *c
			merged.Options = []string{ref, where}
			return &merged
		}
	}
	return nil
}
