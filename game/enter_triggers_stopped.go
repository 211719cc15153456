package game

// creatureEnterTriggersStopped reports whether a permanent on the
// battlefield says "Creatures entering the battlefield don't cause
// abilities to trigger" (Hushwing Gryff). Such a permanent stops its own
// entering too, as it is on the battlefield when its entering would
// trigger (CR 603.6a, 603.10: enter triggers look at the game after the
// event).
func (g *Game) creatureEnterTriggersStopped() bool {
	for _, s := range g.battlefield {
		for i := range g.objects[s].def.Statics {
			if g.objects[s].def.Statics[i].StopsCreatureEnterTriggers {
				return true
			}
		}
	}
	return false
}
