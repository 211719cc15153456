package game

import "slices"

// blockingAlone returns the creatures still blocking that combat, the
// view's attackers, doesn't list among their blockers: those whose
// attackers all left the battlefield, and those of attackers removed
// from combat (stillBlocking). Each once, in the order combat holds them.
func (v *viewer) blockingAlone(combat []ViewAttacker) []ViewID {
	g := v.g
	var out []ViewID
	add := func(b ObjectID) {
		id := v.ref(b)
		if id == 0 || slices.Contains(out, id) {
			return
		}
		for i := range combat {
			if slices.Contains(combat[i].Blockers, id) {
				return
			}
		}
		out = append(out, id)
	}
	for i := range g.combat.attackers {
		if a := &g.combat.attackers[i]; v.ref(a.id) == 0 {
			for _, b := range a.blockers[:a.nblockers] {
				add(b)
			}
		}
	}
	for _, b := range g.combat.stillBlocking {
		add(b)
	}
	return out
}
