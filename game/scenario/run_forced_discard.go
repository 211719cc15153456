package scenario

import "github.com/spellstack/spellstack/game"

// A discard of at least as many cards as the hand holds discards it all
// without asking (docs/scenarios.md), for an effect (Liliana Vess's +1)
// and for a cost (Rummaging Goblin's "Discard a card" with one card in
// hand) alike. A file may still spell that discard out: a discard line
// right after it (expectations between don't count) that names only
// cards the player so discarded, each once, does nothing.

// noteForced keeps the discards of statement st when it acted and was
// not itself a discard line; an expectation keeps the last ones.
func (r *runner) noteForced(st Statement) {
	if _, expect := st.(Expectation); expect {
		return
	}
	r.forced = r.forced[:0]
	if _, discard := st.(*DiscardStmt); discard {
		return
	}
	for _, e := range r.g.Events() {
		if e.Kind == game.EventDiscard {
			r.forced = append(r.forced, e)
		}
	}
}

// forcedDiscard reports whether a discard line of p naming refs only
// spells out discards the last acting line made without asking: p has no
// discard to answer, and each ref names a different card p so discarded.
func (r *runner) forcedDiscard(p game.PlayerID, refs []string) bool {
	if d := r.g.Pending(); d.Kind == game.DecideDiscard && d.Player == p || len(refs) == 0 {
		return false
	}
	var used [16]bool
	for _, ref := range refs {
		found := false
		for i, e := range r.forced {
			if i < len(used) && !used[i] && e.Player == p && r.matches(ref, e.Object) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
