package scenario

import (
	"golang.org/x/exp/slices"

	"github.com/spellstack/spellstack/game"
)

// expectListed checks whether the player's legal actions offer the play,
// cast or activation a line describes: of a card the REF names (an
// identical card the listing names in its place counts, see
// Game.OptionsFor), and, when the line gives them, with those targets
// (in order), that X and exactly those convoke creatures.
func (r *runner) expectListed(at Pos, st *ExpectListedStmt) error {
	var (
		player, ref string
		kind        game.ActionKind
		index       = -1
		targets     []string
		x           *int
		convoke     []string
	)
	switch a := st.Action.(type) {
	case *PlayStmt:
		player, ref, kind = a.Player, a.Ref, game.ActPlayLand
	case *CastStmt:
		player, ref, kind, targets, x, convoke = a.Player, a.Ref, game.ActCast, a.Targets, a.X, a.Convoke
	case *ActivateStmt:
		player, ref, kind, targets, x, index = a.Player, a.Ref, game.ActActivate, a.Targets, a.X, a.Index-1
	}
	p, err := r.player(at, player)
	if err != nil {
		return err
	}
	// A name that matches nothing is a mistake, not an unlisted action.
	for _, ref := range append([]string{ref}, targets...) {
		if _, isPlayer := r.g.FindPlayer(ref); !isPlayer && ref != "none" && !r.namesSomething(ref) {
			return fail(at, nil, "no object or player named %q%s", ref, r.nameHint(ref))
		}
	}
	var conv []game.ObjectID
	if len(convoke) == 1 && convoke[0] == "none" {
		convoke = []string{} // convoke=none: no creature tapped for convoke
	}
	for _, c := range convoke {
		id, err := r.uniqueByZone(at, c)
		if err != nil {
			return err
		}
		conv = append(conv, id)
	}
	slices.Sort(conv)
	found := false
	for _, id := range r.allObjects() {
		if found || !r.matches(ref, id) {
			continue
		}
		for _, a := range r.g.OptionsFor(p, id) {
			if a.Kind != kind || a.Object != id || index >= 0 && a.Ability != index ||
				x != nil && a.X != *x || targets != nil && !r.sameTargets(targets, a.Targets[:a.NumTargets]) {
				continue
			}
			if convoke != nil {
				got := slices.Clone(a.Convoke)
				slices.Sort(got)
				if !slices.Equal(got, conv) {
					continue
				}
			}
			found = true
			break
		}
	}
	if found != st.Listed {
		want := "not listed"
		if st.Listed {
			want = "listed"
		}
		return fail(at, nil, "%s: want it %s among %s's options (%d listed)", Format(st.Action), want, player, len(r.g.ActionsOf(p, nil)))
	}
	return nil
}

// sameTargets reports whether the target refs name the targets ts, in
// order: a player by name, "none" an unchosen target, else an object.
// Slots of "up to N" targets the refs leave out must be unchosen, as a
// cast or activate line may leave them out.
func (r *runner) sameTargets(refs []string, ts []game.Target) bool {
	if len(refs) > len(ts) {
		return false
	}
	for _, t := range ts[len(refs):] {
		if t.IsPlayer() || t.Object != 0 {
			return false
		}
	}
	for i, ref := range refs {
		t := ts[i]
		if q, ok := r.g.FindPlayer(ref); ok {
			if !t.IsPlayer() || game.PlayerID(t.Player) != q {
				return false
			}
			continue
		}
		if ref == "none" {
			if t.IsPlayer() || t.Object != 0 {
				return false
			}
			continue
		}
		if t.IsPlayer() || !r.matches(ref, game.ObjectID(t.Object)) {
			return false
		}
	}
	return true
}
