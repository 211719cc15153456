package game

import "github.com/spellstack/spellstack/ability"

// evasionProblem says why the creature in slot b can't block an attacker
// with restrictions r that limit what may block it (CR 509.1b), or "".
func (g *Game) evasionProblem(r ability.Restriction, b int32) (rule, why string) {
	switch {
	case r.Has(ability.CantBeBlocked):
		return "509.1b", "can't block it: it can't be blocked"
	case r.Has(ability.CantBeBlockedExceptByWalls) && !g.hasSubtype(b, "Wall"):
		return "509.1b", "can't block it: it can't be blocked except by Walls"
	case r.Has(ability.CantBeBlockedByPowerTwoOrLess):
		if p, _ := g.powerToughness(b); p <= 2 {
			return "509.1b", "can't block it: it can't be blocked by creatures with power 2 or less"
		}
	}
	return "", ""
}
