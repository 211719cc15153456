package game

// countOtherAttackers counts the attacking creatures with subtype st
// other than src (Goblin Rabblemaster).
func (g *Game) countOtherAttackers(src ObjectID, st string) int {
	n := 0
	for i := range g.combat.attackers {
		id := g.combat.attackers[i].id
		if id == src {
			continue
		}
		if s, ok := g.lookup(id); ok && g.hasSubtype(s, st) {
			n++
		}
	}
	return n
}
