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
			case was == mana.NoMana && plan.kind[j] == unitSource:
				// An unused land pays the colour. i's {C} pays what
				// another land paid, which stays untapped: Forge (with
				// its Haven's {R}), Plains and an unused Mountain pay
				// {1}{R}{R} as Forge's {C}, the Haven's {R} and the
				// Mountain's, whatever order the lands are in. Or, when
				// no land can be spared and i is tapped anyway for its
				// Aura's mana, i's own mana floats, painless: Chord of
				// Calling's {G}{G}{G} from Llanowar Wastes' Haven {G}
				// and two Forests.
				plan.assign[j] = c
				if plan.units[i].Types.Has(mana.Colorless) {
					plan.assign[i] = mana.Colorless
					if k := plan.spareUnit(cost, x, i, j); k >= 0 {
						plan.assign[k] = mana.NoMana
						break // the plan pays
					}
				}
				plan.assign[i] = c
				if plan.bonusPays(plan.slots[i]) {
					plan.assign[i] = mana.NoMana
				}
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
	// No swap of two units did it (Sliver Hivelord's {W}{U}{B}{R}{G}
	// with the Island unused, Meteorite paying {U} and Koilos {W}): plan
	// again with the painlands' painless {C} alone, and keep that plan
	// when it pays.
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

// spareUnit returns a land unit other than i and j whose mana the plan
// no longer needs (it pays exactly without it), or -1. A land whose Aura
// mana pays is never spared: that mana comes only as the land is tapped.
func (plan *payPlan) spareUnit(cost mana.Cost, x int, i, j int) int {
	for k := 0; k < plan.n; k++ {
		c := plan.assign[k]
		if k == i || k == j || c == mana.NoMana || plan.kind[k] != unitSource || plan.bonusPays(plan.slots[k]) {
			continue
		}
		plan.assign[k] = mana.NoMana
		pays := plan.assignedPays(cost, x)
		plan.assign[k] = c
		if pays {
			return k
		}
	}
	return -1
}

// bonusPays reports whether an Aura's extra mana from tapping the land in
// slot s pays part of the plan.
func (plan *payPlan) bonusPays(s int32) bool {
	for k := 0; k < plan.n; k++ {
		if plan.kind[k] == unitBonus && plan.slots[k] == s && plan.assign[k] != mana.NoMana {
			return true
		}
	}
	return false
}
