package game

import "github.com/spellstack/spellstack/zone"

// cantPlayLands reports whether a permanent p controls says "You can't
// play lands" (CR 101.2: a "can't" beats the permission of CR 305.1).
// Such statics are counted (g.landBans, countStatics), so games without
// any pay one comparison.
func (g *Game) cantPlayLands(p PlayerID) bool {
	return g.landBans != 0 && g.landBanned(p)
}

// landBanned is cantPlayLands' scan of p's permanents. A permanent that
// lost all its abilities has no statics to ban anything (CR 613.1f).
func (g *Game) landBanned(p PlayerID) bool {
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if o.controller != p || o.zone != zone.Battlefield {
			continue
		}
		for i := range o.def.Statics {
			if o.def.Statics[i].ControllerCantPlayLands && !(g.overwrites > 0 && g.lostAll(s)) {
				return true
			}
		}
	}
	return false
}
