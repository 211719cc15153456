package ai

import "github.com/spellstack/spellstack/game"

// TeamShared reports whether either player of a Two-Headed Giant team may
// answer decisions of kind k for the team (CR 805.5): passes, attack and
// block declarations, and orderings. A program seating a person beside a
// computer player gives these to the person.
func TeamShared(k game.DecisionKind) bool {
	switch k {
	case game.DecidePriority, game.DecideAttackers, game.DecideBlockers, game.DecideTriggerOrder, game.DecideDamageOrder,
		game.DecideCombatDamagePlayer:
		return true
	}
	return false
}

// OwnPlay returns the card or ability of its own that player, the
// computer at seat m of a Two-Headed Giant team, plays now at its team's
// priority, if it wants to play one: a person beside it then decides the
// rest (passing, and their own cards). The player chooses among the whole
// team's options, so when it would rather play one of its teammate's
// cards, that play is made on a copy of the game and it is asked again, a
// few times, until it names a play of its own or passes. The play
// returned is legal in g; g is not changed.
func OwnPlay(g *game.Game, player Player, m game.PlayerID) (game.Action, bool) {
	c := g.Clone()
	for range 8 {
		d := c.Pending()
		if c.Over() || d.Kind != game.DecidePriority || c.Team(d.Player) != c.Team(m) {
			break
		}
		a := player.Choose(c)
		if a.Kind == game.ActPass {
			break
		}
		if a.Player == m {
			if g.Clone().Apply(a) != nil {
				break
			}
			return a, true
		}
		if c.Apply(a) != nil {
			break
		}
	}
	return game.Action{}, false
}
