package game

import "fmt"

// landTypesKept holds landTypesAdded's answer for one battlefield: gen is
// the bfGen it was made in, plus one (0: none). A plain value, copied
// with the game; every change of which cards are on the battlefield
// starts a new bfGen (battlefield_lists.go).
type landTypesKept struct {
	gen  uint64
	bits uint8
}

// landTypesAdded returns the basic land types (bit i for
// landwalkTypes[i]) that statics on the battlefield give lands. Mana
// payment asks addedLandTypes of every land at every listing while
// such a static is out (the kept mana units are off then), and the
// answer depends only on the cards on the battlefield, so it is kept
// for the bfGen.
func (g *Game) landTypesAdded() uint8 {
	if k := &g.landTypes; k.gen == g.bfGen+1 {
		return k.bits
	}
	g.landTypes = landTypesKept{gen: g.bfGen + 1, bits: g.weighLandTypes()}
	return g.landTypes.bits
}

// weighLandTypes makes landTypesAdded's answer.
func (g *Game) weighLandTypes() uint8 {
	var bits uint8
	for _, src := range g.staticHolders() {
		so := &g.objects[src]
		for k := range so.def.Statics {
			if t := basicLandType(so.def.Statics[k].LandsAre); t >= 0 {
				bits |= 1 << t
			}
		}
	}
	return bits
}

// verifyLandTypes compares the kept land types, when they hold the
// current bfGen, with an answer made again (VerifyCaches).
func (g *Game) verifyLandTypes() error {
	if k := g.landTypes; k.gen == g.bfGen+1 {
		if fresh := g.weighLandTypes(); fresh != k.bits {
			return fmt.Errorf("game: kept land types %05b, made again %05b (battlefield generation %d)", k.bits, fresh, g.bfGen)
		}
	}
	return nil
}
