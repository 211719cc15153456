package game

// LoseReason says why a player lost the game: an EventLose's Amount
// holds it, so that a log can say so.
type LoseReason int

// The reasons a player loses.
const (
	// LostOther: none of the others.
	LostOther LoseReason = iota
	// LostLife: 0 or less life (CR 704.5a).
	LostLife
	// LostEmptyLibrary: drew a card from an empty library (CR 704.5b).
	LostEmptyLibrary
	// LostPoison: ten or more poison counters (CR 704.5c).
	LostPoison
	// LostConceded: conceded (CR 104.3a).
	LostConceded
	// LostTeammate: the Two-Headed Giant teammate lost, and the team
	// loses together (CR 810.8a).
	LostTeammate
)

// loseReason returns why player p, who is losing to a state-based
// action, loses: life first, then the draw, then poison (a player who
// meets several loses once, and the log gives the first).
func (g *Game) loseReason(p PlayerID) LoseReason {
	switch pl := &g.players[p]; {
	case pl.life <= 0:
		return LostLife
	case pl.drewFromEmpty:
		return LostEmptyLibrary
	case g.poisoned(p):
		return LostPoison
	}
	return LostOther
}
