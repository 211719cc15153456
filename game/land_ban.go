package game

import "github.com/spellstack/spellstack/zone"

// cantPlayLands reports whether a permanent p controls says "You can't
// play lands" (CR 101.2: a "can't" beats the permission of CR 305.1).
// Such a permanent counts among the static sources (countStatics), so
// games without any pay one comparison.
func (g *Game) cantPlayLands(p PlayerID) bool {
	if g.staticSources == 0 {
		return false
	}
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if o.controller != p || o.zone != zone.Battlefield || g.overwrites > 0 && g.lostAll(s) {
			continue // a permanent without abilities has no statics (CR 613.1f)
		}
		for i := range o.def.Statics {
			if o.def.Statics[i].ControllerCantPlayLands {
				return true
			}
		}
	}
	return false
}
