package game

// creatureEnterTriggersStopped reports whether a permanent on the
// battlefield says "Creatures entering the battlefield don't cause
// abilities to trigger" (Hushwing Gryff). Such a permanent stops its own
// entering too, as it is on the battlefield when its entering would
// trigger (CR 603.6a, 603.10: enter triggers look at the game after the
// event). One that lost all its abilities says nothing (CR 613.1f).
func (g *Game) creatureEnterTriggersStopped() bool {
	for _, s := range g.battlefield {
		if g.overwrites > 0 && g.lostAll(s) {
			continue
		}
		for i := range g.objects[s].def.Statics {
			if g.objects[s].def.Statics[i].StopsCreatureEnterTriggers {
				return true
			}
		}
	}
	return false
}
