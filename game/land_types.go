package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Land types added by statics ("Each land is a Swamp in addition to its
// other land types", CR 305.7) and the attack ban that comes with one of
// them ("Creatures without flying or islandwalk can't attack"). A land
// with a basic land type has that type's mana ability (CR 305.6): the
// added ones form one more mana ability after the printed ones, which
// offers a choice among the added types' colours. g.landStatics counts
// the permanents with such statics, so nothing here costs anything while
// there are none.

// landTypeColors are the colours of the basic land types, in
// landwalkTypes order (CR 305.6).
var landTypeColors = [...]mana.Color{mana.White, mana.Blue, mana.Black, mana.Red, mana.Green}

// basicLandType returns the index of st in landwalkTypes, or -1.
func basicLandType(st string) int {
	for i, t := range landwalkTypes {
		if t == st {
			return i
		}
	}
	return -1
}

// addedLandTypes returns the basic land types (bit i for landwalkTypes[i])
// that statics give the land in slot and its card doesn't print.
func (g *Game) addedLandTypes(slot int32) uint8 {
	if g.landStatics == 0 || g.objects[slot].zone != zone.Battlefield || g.types(slot)&ability.Land == 0 {
		return 0
	}
	bits := g.landTypesAdded()
	for i, t := range landwalkTypes {
		if bits&(1<<i) != 0 && g.objects[slot].def.HasSubtype(t) {
			bits &^= 1 << i
		}
	}
	return bits
}

// addedLandMana returns the colours of the mana abilities the added land
// types give the land in slot.
func (g *Game) addedLandMana(slot int32) mana.ColorSet {
	var set mana.ColorSet
	for bits, i := g.addedLandTypes(slot), 0; bits != 0; bits, i = bits>>1, i+1 {
		if bits&1 != 0 {
			set = set.With(landTypeColors[i])
		}
	}
	return set
}

// landTypeAddedToAll reports whether a static gives every land the basic
// land type st (CR 305.7): a group's subtype reads it without asking for
// the land's characteristics, which are being computed (CR 613.1d).
func (g *Game) landTypeAddedToAll(st string) bool {
	t := basicLandType(st)
	return t >= 0 && g.landTypesAdded()&(1<<t) != 0
}

// hasAddedLandType reports whether a static gives the land in slot the
// basic land type st.
func (g *Game) hasAddedLandType(slot int32, st string) bool {
	t := basicLandType(st)
	return t >= 0 && g.addedLandTypes(slot)&(1<<t) != 0
}

// landTypeAbility is the mana ability the added land types give: "{T}:
// Add one mana of any of these colours".
func landTypeAbility(colors mana.ColorSet) ability.Activated {
	return ability.Activated{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: colors, Amount: ability.Amount{N: 1}}}}
}

// printedManaAbilities counts the printed mana abilities of the object in
// slot: the added land types' ability comes after them.
func (g *Game) printedManaAbilities(slot int32) int {
	n := 0
	for i := range g.objects[slot].def.Activated {
		if g.objects[slot].def.Activated[i].IsManaAbility() {
			n++
		}
	}
	return n
}

// landTypeManaAbility returns the added land types' mana ability of the
// land in slot if n names it, and false otherwise.
func (g *Game) landTypeManaAbility(slot int32, n int) (ability.Activated, bool) {
	if g.landStatics == 0 || n != g.printedManaAbilities(slot) {
		return ability.Activated{}, false
	}
	// The ability comes with the type in layer 4 and goes with all
	// abilities in layer 6 (CR 305.6, 613.1d, f).
	if g.overwrites > 0 && g.lostAll(slot) {
		return ability.Activated{}, false
	}
	colors := g.addedLandMana(slot)
	if colors == 0 {
		return ability.Activated{}, false
	}
	return landTypeAbility(colors), true
}

// attackBanned reports whether a static keeps the creature in slot from
// attacking because it has none of the keywords the static asks for.
func (g *Game) attackBanned(slot int32) bool {
	for _, src := range g.staticHolders() {
		so := &g.objects[src]
		for k := range so.def.Statics {
			if need := so.def.Statics[k].AttackNeedsKeyword; need != 0 && g.keywords(slot)&need == 0 && !g.lostAll(src) {
				return true
			}
		}
	}
	return false
}

// landStaticsOf reports whether d has statics g.landStatics counts.
func landStaticsOf(statics []ability.Static) bool {
	for i := range statics {
		if statics[i].LandsAre != "" || statics[i].AttackNeedsKeyword != 0 {
			return true
		}
	}
	return false
}

// landTypeManaActions appends the activations of the added land types'
// mana ability of the land in slot, whose index is n.
func (g *Game) landTypeManaActions(buf []Action, p PlayerID, s int32, n int) []Action {
	ab, ok := g.landTypeManaAbility(s, n)
	if !ok {
		return buf
	}
	a := Action{Kind: ActActivateMana, Player: p, Object: g.idOf(s), Ability: n}
	if g.activationProblem(&a, s, &ab) != noProblem || !g.manaAbilityPayable(p, s, &ab) {
		return buf
	}
	var setsBuf [maxBonusChoices]mana.ColorSet
	bonus := g.manaTriggerChoices(s, &setsBuf) // Verdant Havens' colours too
	if !ab.Cost.Tap {
		bonus = nil
	}
	for _, c := range ab.Effects[0].ManaChoice.Colors() {
		a.Color = c
		buf = appendBonusChoices(buf, a, bonus)
	}
	return buf
}
