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
		// A planeswalker sharing its name with another (rule
		// uniqueness=choose-one) is the one attacked, as on attack lines.
		if atk.Planeswalker != 0 && r.matches(st.Other, atk.Planeswalker) {
			return nil
		}
		if _, err := r.uniqueByZone(at, st.Other); err != nil && !r.namesSomething(st.Other) {
			return err
		}
		return fail(at, nil, "%s attacks %s, want %s", st.Ref, r.attackedName(atk), st.Other)
	case "blocking":
		if attacking || !g.InCombat(id) {
			return fail(at, nil, "%s is not blocking%s", st.Ref, r.combatHint(id))
		}
		if st.Other == "" {
			return nil
		}
		blocked := r.blockedBy(id)
		if slices.ContainsFunc(blocked, func(a game.ObjectID) bool { return r.matches(st.Other, a) }) {
			return nil
		}
		if !r.namesSomething(st.Other) {
			_, err := r.uniqueByZone(at, st.Other)
			return err
		}
		return fail(at, nil, "%s blocks [%s], want %s", st.Ref, strings.Join(r.names(blocked), "; "), st.Other)
	case "blocked", "unblocked":
		if !attacking {
			return fail(at, nil, "%s is not attacking%s", st.Ref, r.combatHint(id))
		}
		if st.Kind == "unblocked" && !r.blockersDeclared(g.DefendingPlayer(id)) {
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

// blockersDeclared reports whether defending player dp has declared
// blockers this combat: after the declare blockers step's declarations,
// or during them once dp's turn to declare has passed (defending players
// declare in turn order, CR 802.4; a Two-Headed Giant team together).
func (r *runner) blockersDeclared(dp game.PlayerID) bool {
	g := r.g
	switch step := g.Step(); {
	case step == game.DeclareBlockers:
		d := g.Pending()
		if d.Kind != game.DecideBlockers {
			return true
		}
		if dp == game.NoPlayer || g.Team(dp) == g.Team(d.Player) {
			return false
		}
		// Seats from the active player's next one: dp declared if it
		// comes before the player declaring now.
		n := g.NumPlayers()
		for k := 1; k <= n; k++ {
			q := game.PlayerID((int(g.ActivePlayer()) + k) % n)
			switch g.Team(q) {
			case g.Team(d.Player):
				return false
			case g.Team(dp):
				return true
			}
		}
		return false
	case step > game.DeclareBlockers && step <= game.EndCombat:
		return true
	}
	return false
}

// namesSomething reports whether ref is an alias or the name of some
// object in the game.
func (r *runner) namesSomething(ref string) bool {
	if _, ok := r.aliases[ref]; ok {
		return true
	}
	for _, id := range r.allObjects() {
		if r.matches(ref, id) {
			return true
		}
	}
	return false
}
