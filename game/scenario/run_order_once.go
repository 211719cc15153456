package scenario

import (
	"strings"

	"github.com/spellstack/spellstack/game"
)

// orderAssignment matches the names of an order of triggers to the
// waiting triggers of the ordering team, each trigger to at most one
// name (CR 603.3b: each is put on the stack once), before any is put on
// the stack. A name may fit several triggers (a Sliver's name fits its own
// ability and the one it grants another Sliver; a creature's alias fits
// its own and a granted one), so the names are matched as a whole, each
// preferring the first trigger it names. It returns, for each name, the
// trigger it stands for, or nil for a name left over: the last one, where
// the engine already put that trigger on the stack (the rest of a line
// that stopped for targets), or a name of another team's waiting trigger,
// whose own order comes later. Any other name left over refuses the line,
// which changes nothing.
func (r *runner) orderAssignment(at Pos, names []string, waiting []game.TriggerInfo) ([]*game.TriggerInfo, error) {
	owner := make([]int, len(waiting)) // the name each trigger is matched to, or -1
	for t := range owner {
		owner[t] = -1
	}
	// try gives name i a trigger: the first free one it names, or else
	// one it names whose name can move to another (an augmenting path),
	// so that earlier names keep their first choices where they can.
	var try func(i int, seen []bool) bool
	try = func(i int, seen []bool) bool {
		for t := range waiting {
			if owner[t] < 0 && !seen[t] && r.namesTrigger(names[i], waiting[t]) {
				seen[t] = true
				owner[t] = i
				return true
			}
		}
		for t := range waiting {
			if seen[t] || !r.namesTrigger(names[i], waiting[t]) {
				continue
			}
			seen[t] = true
			if try(owner[t], seen) {
				owner[t] = i
				return true
			}
		}
		return false
	}
	for i := range names {
		try(i, make([]bool, len(waiting)))
	}
	out := make([]*game.TriggerInfo, len(names))
	matched := 0
	for t, i := range owner {
		if i >= 0 {
			out[i] = &waiting[t]
			matched++
		}
	}
	for i, name := range names {
		if out[i] != nil {
			continue
		}
		switch {
		case matched == len(waiting) && i == len(names)-1 && r.stackedTrigger(name):
			// The last one, already on the stack.
		case r.namesOtherTeamsTrigger(name, waiting):
			// Another team's, ordered in its turn.
		case matched == len(waiting):
			return nil, notAnOption(at, "603.3b", "%q: every waiting triggered ability is ordered once, and all %d are named without it", name, len(waiting))
		default:
			return nil, notAnOption(at, "603.3b", "%q names none of the triggered abilities left to order (each is ordered once)%s", name, r.unmatchedTriggers(waiting, owner))
		}
	}
	return out, nil
}

// namesOtherTeamsTrigger reports whether name names a waiting trigger of
// a team other than the one whose triggers are waiting.
func (r *runner) namesOtherTeamsTrigger(name string, waiting []game.TriggerInfo) bool {
	for p := 0; p < r.g.NumPlayers(); p++ {
		for _, t := range r.g.PendingTriggers(game.PlayerID(p)) {
			if r.namesTrigger(name, t) && !containsTrigger(waiting, t) {
				return true
			}
		}
	}
	return false
}

// containsTrigger reports whether ts holds t.
func containsTrigger(ts []game.TriggerInfo, t game.TriggerInfo) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}

// unmatchedTriggers names, for a message, the waiting triggers no name
// took: each by its host for a granted ability, otherwise by its card.
func (r *runner) unmatchedTriggers(waiting []game.TriggerInfo, owner []int) string {
	var names []string
	for t, i := range owner {
		if i >= 0 {
			continue
		}
		name := waiting[t].Card.Name
		if waiting[t].HostCard != nil {
			name = waiting[t].HostCard.Name
		}
		names = append(names, name)
	}
	return ": " + strings.Join(names, "; ")
}
