package scenario

import "github.com/spellstack/spellstack/game"

// A search of several zones for any number of cards (Stain the Mind) is
// asked again after each card found, until the player finds nothing more
// (game.DecideFind with Count 1). A file answers it with the cards, one
// line each or all on one line (`Alice choose a; b`, which then ends
// it), or with `no`. A file that doesn't answer it finds them all, as
// one who knows nothing of the choice expects; one that found some and
// then goes on to other lines finds no more.

// findAnyNumber finds the cards st names in turn; with more than one
// named, the search then ends.
func (r *runner) findAnyNumber(st *ChooseStmt, p game.PlayerID, opts []game.Action) error {
	for i, ref := range st.Options {
		if i > 0 {
			opts = r.g.LegalActions(nil)
		}
		if err := r.pickObject(st.At, opts, ref, game.Action{Kind: game.ActChoose, Player: p}); err != nil {
			return err
		}
	}
	if len(st.Options) > 1 {
		if d := r.g.Pending(); d.Kind == game.DecideFind && d.Count == 1 {
			return r.apply(st.At, game.Action{Kind: game.ActChoose, Player: p})
		}
	}
	return nil
}

// searchGoesOn reports whether d is a search that asks again after each
// card found: a library search for several cards, or a search of
// several zones for any number of them.
func (r *runner) searchGoesOn(d game.Decision) bool {
	return d.Kind == game.DecideSearch || d.Kind == game.DecideFind && d.Count == 1
}

// findRest is the answer the runner gives a search for any number of
// cards d that the file leaves: the first card listed while the file has
// found none (so all are found), else nothing more.
func (r *runner) findRest(d game.Decision) game.Action {
	if !r.findAnswered {
		for _, a := range r.g.LegalActions(nil) {
			if a.Object != 0 {
				return a
			}
		}
	}
	return game.Action{Kind: game.ActChoose, Player: d.Player}
}
