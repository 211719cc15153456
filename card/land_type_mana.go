package card

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// addIntrinsicLandMana gives a land the mana ability each of its basic
// land types implies (CR 305.6: "An object with the land type Forest has
// the ability '{T}: Add {G}'"), after its own abilities, unless it lists
// that ability already, as the basic lands do.
func addIntrinsicLandMana(d *Definition) {
	if d.Types&ability.Land == 0 {
		return
	}
	for _, st := range d.Subtypes {
		c, ok := basicLandColor(st)
		if !ok || hasTapForMana(d.Activated, c) {
			continue
		}
		d.Activated = append(d.Activated, ability.TapForMana(c))
	}
}

// basicLandColor returns the colour of mana the basic land type st makes.
func basicLandColor(st string) (mana.Color, bool) {
	switch st {
	case "Plains":
		return mana.White, true
	case "Island":
		return mana.Blue, true
	case "Swamp":
		return mana.Black, true
	case "Mountain":
		return mana.Red, true
	case "Forest":
		return mana.Green, true
	}
	return 0, false
}

// isBasicLandType reports whether st is a basic land type (CR 305.6).
func isBasicLandType(st string) bool {
	_, ok := basicLandColor(st)
	return ok
}

// hasTapForMana reports whether abs has the plain "{T}: Add" one mana of
// colour c.
func hasTapForMana(abs []ability.Activated, c mana.Color) bool {
	for i := range abs {
		if t, side, ok := abs[i].ManaOutput(); ok && !side && t == mana.SetOf(c) {
			return true
		}
	}
	return false
}
