package scenario

import "github.com/spellstack/spellstack/game"

// teammateFirst lets a Two-Headed Giant team make its players'
// simultaneous choices in the order it likes (CR 805.6): when body[i] is
// a teammate's answer (a discard to hand size, Aetherspouts' top or
// bottom, the starting team's mulligan declarations, CR 805.3a, or the
// look at the top card after the mulligans) while the engine asks the
// other player of the team the same kind of question, and the lines
// right after it are that player's answers, those lines are moved ahead
// of body[i]. The choices are made at once, so the game is the same
// either way.
func (r *runner) teammateFirst(body []Statement, i int) {
	if r.g.Variant() != game.TwoHeadedGiant {
		return
	}
	d := r.g.Pending()
	who, ok := teamAnswerer(body[i], d.Kind)
	if !ok || d.Kind == game.DecideMulligan && r.g.Team(d.Player) != r.g.Team(r.g.StartingPlayer()) {
		return // the other team declares in turn order (CR 805.3a)
	}
	q, err := r.player(body[i].Pos(), who)
	if err != nil || q == d.Player || r.g.Team(q) != r.g.Team(d.Player) {
		return
	}
	j := i + 1
	for j < len(body) {
		if p, ok := teamAnswerer(body[j], d.Kind); !ok || p != r.g.PlayerName(d.Player) {
			break
		}
		j++
	}
	if j == i+1 {
		return
	}
	first := body[i]
	copy(body[i:j-1], body[i+1:j])
	body[j-1] = first
}

// teamAnswerer returns the player of st when st answers decisions of kind
// k that teammates make at once.
func teamAnswerer(st Statement, k game.DecisionKind) (string, bool) {
	switch st := st.(type) {
	case *DiscardStmt:
		return st.Player, k == game.DecideDiscard
	case *ChooseStmt:
		return st.Player, k == game.DecideTopOrBottom || k == game.DecideBottom
	case *MulliganStmt:
		return st.Player, k == game.DecideMulligan
	case *KeepStmt:
		return st.Player, k == game.DecideMulligan
	}
	return "", false
}
