package scenario

import (
	"strings"

	"github.com/spellstack/spellstack/game"
)

// "You may choose new targets for the copy" (Kurkesh, Onakke Ancient;
// CR 706.10c) is asked once, as the copy's targets: "choose no" keeps
// the original's (keepCopyTargets), and the new targets are named by
// "target T" or "choose T". A file may first answer the "may" with
// "choose yes"; the same player's next line naming the targets (after
// any expectations, which look at the game with the question waiting)
// is then the answer, and the yes, which changes nothing by itself, is
// dropped. A yes that no such line follows fails and says what to write.

// yesBeforeCopyTargets reports whether c is a "choose yes" to a copy's
// new targets that next, by the same player, answers.
func (r *runner) yesBeforeCopyTargets(c *ChooseStmt, next Statement) bool {
	d := r.g.Pending()
	if d.Kind != game.DecideCopyTargets || len(c.Options) != 1 || !strings.EqualFold(c.Options[0], "yes") {
		return false
	}
	switch n := next.(type) {
	case *TargetStmt:
		return n.Player == c.Player
	case *ChooseStmt:
		if n.Player != c.Player || len(n.Options) == 0 {
			return false
		}
		o := strings.ToLower(n.Options[0])
		return o != "yes" && o != "no" && o != "none"
	}
	return false
}

// copyTargetsYesAlone is the error for a "choose yes" to a copy's new
// targets that names none.
func copyTargetsYesAlone(at Pos) error {
	return fail(at, nil, "yes: name the copy's new targets (PLAYER target T; ... or PLAYER choose T; ...), or answer no to keep the original's (CR 706.10c)")
}
