package game

import "github.com/spellstack/spellstack/mana"

// painlessWithBonus changes which mana of a planned payment pays what, so
// that a painland enchanted by a land Aura that adds mana as it is tapped
// (Verdant Haven) makes its painless {C} while other mana pays the colour
// it was to make with damage: Lightning Strike from a Haven'd Shivan Reef
// is its {C} for the {1} and the Haven's red mana for the {R}, not the
// Reef's {R} at 1 damage. The same units pay (or the land's own mana
// floats, when only the Aura's mana is needed); the rules leave the
// choice to the player (CR 601.2g-h, 605.3b). Each change is kept only if
// the mana still pays the cost.
func (g *Game) painlessWithBonus(cost mana.Cost, x int, plan *payPlan) {
	if !plan.bonus || plan.taxed != 0 {
		return
	}
	for i := 0; i < plan.n; i++ {
		c := plan.assign[i]
		if plan.kind[i] != unitSource || c == mana.NoMana || !g.painfulFor(plan, i, c) {
			continue
		}
		for j := 0; j < plan.n; j++ {
			if j == i || !plan.units[j].Types.Has(c) || plan.kind[j] == unitConvoke ||
				plan.kind[j] == unitSacrifice || g.painfulFor(plan, j, c) {
				continue
			}
			was := plan.assign[j]
			switch {
			case was != mana.NoMana && plan.units[i].Types.Has(mana.Colorless):
				// j pays the colour, and i's {C} what j paid.
				plan.assign[i], plan.assign[j] = mana.Colorless, c
			case was == mana.NoMana && plan.kind[j] == unitBonus && plan.slots[j] == plan.slots[i]:
				// The land is tapped anyway for its Aura's mana: its
				// own mana floats, painless (executePayment).
				plan.assign[i], plan.assign[j] = mana.NoMana, c
			default:
				continue
			}
			if plan.assignedPays(cost, x) {
				break
			}
			plan.assign[i], plan.assign[j] = c, was
		}
	}
	if g.painfulUnit(plan) < 0 {
		return
	}
	// No swap of two units did it: plan again with the painlands'
	// painless {C} alone, and keep that plan when it pays, whatever order
	// the lands are in. Battlefield Forge (with its Haven's {R}), a
	// Plains and an unused Mountain pay {1}{R}{R} with the Forge's {C};
	// Llanowar Wastes with a Haven and two Forests pay {G}{G}{G}, the
	// Wastes' own {C} floating; Sliver Hivelord's {W}{U}{B}{R}{G} has the
	// Island pay {U} and Meteorite the colour Koilos was to make.
	trial := *plan
	for i := g.painfulUnit(&trial); i >= 0; i = g.painfulUnit(&trial) {
		trial.onlyColorless(i)
		if !trial.plan(cost, x) {
			return
		}
	}
	*plan = trial
}

// painfulFor reports whether unit i of plan makes mana of type c only
// through an ability with damage (a painland's coloured mana; an added
// basic land type's mana is painless, CR 305.6).
func (g *Game) painfulFor(plan *payPlan, i int, c mana.Color) bool {
	if plan.kind[i] != unitSource || c == mana.Colorless {
		return false
	}
	s := plan.slots[i]
	if _, pain := g.objects[s].def.SimpleMana(); !pain {
		return false
	}
	return g.landStatics == 0 || !g.addedLandMana(s).Has(c)
}
