package game

import (
	"strings"

	"github.com/spellstack/spellstack/mana"
)

// availableText says, for a refused payment, what mana plan's collected
// units could give: ": the pool and untapped mana sources give {G}{G}
// and one of {U} or {R}", or that they give none.
func availableText(plan *payPlan) string {
	if plan.n == 0 {
		return ": no mana in the pool and no untapped mana source can pay"
	}
	var single strings.Builder
	var multi []string
	for i := 0; i < plan.n; i++ {
		types := plan.units[i].Types
		if types.Len() == 0 {
			continue // a source set aside for another part of the cost (a sacrifice)
		}
		if types.Len() == 1 {
			for c := mana.Color(0); c < mana.NumTypes; c++ {
				if types.Has(c) {
					single.WriteString("{" + string(c.Letter()) + "}")
				}
			}
			continue
		}
		var alts []string
		for c := mana.Color(0); c < mana.NumTypes; c++ {
			if types.Has(c) {
				alts = append(alts, "{"+string(c.Letter())+"}")
			}
		}
		multi = append(multi, "one of "+strings.Join(alts, " or "))
	}
	parts := multi
	if single.Len() > 0 {
		parts = append([]string{single.String()}, multi...)
	}
	if len(parts) == 0 {
		return ": no mana in the pool and no untapped mana source can pay"
	}
	return ": the pool and untapped mana sources give " + joinNames(parts, English)
}
