package game

// flipCoin has p flip a coin with the game's seeded RNG (CR 705.1), so
// the same seed and actions flip the same way. It reports whether p lost
// the flip; "win" and "lose" are as CR 705.2 defines them.
func (g *Game) flipCoin(p PlayerID) (lost bool) {
	lost = g.rng.IntN(2) == 0
	g.emit(Event{Kind: EventCoinFlip, Player: p, Amount: btoi(!lost)})
	return lost
}
