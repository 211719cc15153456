package scenario

import (
	"strings"

	"golang.org/x/exp/slices"

	"github.com/spellstack/spellstack/game"
)

// expectCombat checks an expectation about combat (CR 506): what a
// creature attacks, what it blocks, whether an attacker is blocked
// (CR 509.1h: it stays blocked when its blockers leave), and whether a
// creature was removed from combat or never joined it (CR 506.4).
func (r *runner) expectCombat(at Pos, st *ExpectCombatStmt) error {
	g := r.g
	id, err := r.uniqueByZone(at, st.Ref)
	if err != nil {
		return err
	}
	atk, attacking := g.AttackOf(id)
	switch st.Kind {
	case "attacking":
		if !attacking {
			return fail(at, nil, "%s is not attacking%s", st.Ref, r.combatHint(id))
		}
		if st.Other == "" {
			return nil
		}
		if q, err := r.player(at, st.Other); err == nil {
			if atk.Player != q {
				return fail(at, nil, "%s attacks %s, want %s", st.Ref, r.attackedName(atk), st.Other)
			}
			return nil
		}
		pw, err := r.uniqueByZone(at, st.Other)
		if err != nil {
			return err
		}
		if atk.Planeswalker != pw {
			return fail(at, nil, "%s attacks %s, want %s", st.Ref, r.attackedName(atk), st.Other)
		}
	case "blocking":
		if attacking || !g.InCombat(id) {
			return fail(at, nil, "%s is not blocking%s", st.Ref, r.combatHint(id))
		}
		if st.Other == "" {
			return nil
		}
		a, err := r.uniqueByZone(at, st.Other)
		if err != nil {
			return err
		}
		if !slices.Contains(g.Blockers(a), id) {
			return fail(at, nil, "%s blocks [%s], want %s", st.Ref, strings.Join(r.names(r.blockedBy(id)), "; "), st.Other)
		}
	case "blocked", "unblocked":
		if !attacking {
			return fail(at, nil, "%s is not attacking%s", st.Ref, r.combatHint(id))
		}
		if st.Kind == "unblocked" && !r.blockersDeclared() {
			// Neither blocked nor unblocked until blockers are declared
			// (CR 509.1h).
			return fail(at, nil, "%s is not unblocked: blockers are not declared yet (CR 509.1h)", st.Ref)
		}
		if want := st.Kind == "blocked"; g.Blocked(id) != want {
			return fail(at, nil, "%s blocked=%v, want %v", st.Ref, !want, want)
		}
	case "out of combat":
		if g.InCombat(id) {
			return fail(at, nil, "%s is in combat%s", st.Ref, r.combatHint(id))
		}
		for _, a := range g.Attackers() {
			if atk, _ := g.AttackOf(a); atk.Planeswalker == id {
				// An attacked planeswalker is in combat too (CR 506.4).
				return fail(at, nil, "%s is in combat: %s attacks it", st.Ref, r.name(a))
			}
		}
	}
	return nil
}

// combatHint says what the creature id does in combat, for a failed
// expectation: ": it attacks Bob", ": it blocks Runeclaw Bear", or "".
func (r *runner) combatHint(id game.ObjectID) string {
	if atk, ok := r.g.AttackOf(id); ok {
		return ": it attacks " + r.attackedName(atk)
	}
	if r.g.InCombat(id) {
		if b := r.blockedBy(id); len(b) > 0 {
			return ": it blocks " + strings.Join(r.names(b), "; ")
		}
		return ": it is blocking"
	}
	return ""
}

// attackedName names what an attacker attacks: a player, a planeswalker,
// or nothing (a planeswalker removed from combat, CR 506.4c).
func (r *runner) attackedName(atk game.Attack) string {
	switch {
	case atk.Planeswalker != 0:
		return r.name(atk.Planeswalker)
	case atk.Player != game.NoPlayer:
		return r.g.PlayerName(atk.Player)
	}
	return "nothing"
}

// blockedBy lists the attacking creatures blocker blocks.
func (r *runner) blockedBy(blocker game.ObjectID) []game.ObjectID {
	var out []game.ObjectID
	for _, a := range r.g.Attackers() {
		if slices.Contains(r.g.Blockers(a), blocker) {
			out = append(out, a)
		}
	}
	return out
}

// blockersDeclared reports whether this combat's blockers have been
// declared: after the declare blockers step's declaration.
func (r *runner) blockersDeclared() bool {
	switch step := r.g.Step(); {
	case step == game.DeclareBlockers:
		return r.g.Pending().Kind != game.DecideBlockers
	case step > game.DeclareBlockers && step <= game.EndCombat:
		return true
	}
	return false
}
