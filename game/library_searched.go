package game

import "github.com/spellstack/spellstack/ability"

// onLibrarySearched runs "whenever an opponent searches their library"
// (CR 701.17) for player p, who searched their own library: the abilities
// of permanents controlled by p's opponents trigger, with p as the event
// player ("that player").
func (g *Game) onLibrarySearched(p PlayerID) {
	if !g.anyTriggers {
		return
	}
	saved := g.eventPlayer
	g.eventPlayer = p
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if !o.def.TriggersOn(ability.OpponentSearchesLibrary) || !g.opponents(o.controller, p) {
			continue
		}
		for i := range o.def.Triggered {
			if o.def.Triggered[i].Event == ability.OpponentSearchesLibrary {
				g.trigger(s, i, 0, 0)
			}
		}
	}
	g.eventPlayer = saved
}
