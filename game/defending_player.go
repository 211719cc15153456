package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
)

// In Two-Headed Giant a creature attacks the other team as a whole, and
// both its players are defending players (CR 810.7a). A one-shot effect
// about "the defending player" (Leeching Sliver's life loss, Siege
// Dragon's damage to "each creature without flying that player
// controls") means one of them, which the effect's controller chooses as
// the effect is applied (CR 810.7b): the resolution asks it
// (DecideDefendingPlayer) before the effects run. Outside Two-Headed
// Giant the defending player is the one the creature attacks.

// refersToDefendingPlayer reports whether triggered ability t is an
// attack trigger whose effects act on the defending player: its event's
// player, read as a player or as "that player controls".
func refersToDefendingPlayer(t *ability.Triggered) bool {
	if t.Event != ability.Attacks && t.Event != ability.CreatureAttacks {
		return false
	}
	for i := range t.Effects {
		if e := &t.Effects[i]; e.Who == ability.WhoEventPlayer || e.Group.EventPlayers {
			return true
		}
	}
	return false
}

// defendingChoices lists, into buf, the defending players the resolving
// item may mean: in Two-Headed Giant, the players of the team its
// attack trigger's event player is on, still in the game, in seat order.
// It lists none when there is no choice to make.
func (g *Game) defendingChoices(buf *[MaxPlayers]PlayerID) []PlayerID {
	it := &g.res.item
	if !g.twoHeaded() || !g.res.active || it.Kind != stack.TriggeredAbility || !g.validPlayer(PlayerID(it.EventPlayer)) {
		return nil
	}
	d := g.triggerSourceDef(ObjectID(it.Source))
	if int(it.Ability) >= len(d.Triggered) || !refersToDefendingPlayer(&d.Triggered[it.Ability]) {
		return nil
	}
	out := buf[:0]
	for q := range g.players {
		if p := PlayerID(q); g.team(p) == g.team(PlayerID(it.EventPlayer)) && g.inGame(p) {
			out = append(out, p)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// askDefendingPlayer asks the resolving item's controller which defending
// player its effects mean, when there is a choice (CR 810.7b); it
// reports whether it asked.
func (g *Game) askDefendingPlayer() bool {
	var buf [MaxPlayers]PlayerID
	if len(g.defendingChoices(&buf)) == 0 {
		return false
	}
	g.res.choosingDefender = true
	g.pending = Decision{Kind: DecideDefendingPlayer, Player: PlayerID(g.res.item.Controller)}
	return true
}

// legalDefendingPlayers lists the answers to DecideDefendingPlayer: first
// the player the creature was declared at (the trigger's event player),
// then the other.
func (g *Game) legalDefendingPlayers(buf []Action, d Decision) []Action {
	var ps [MaxPlayers]PlayerID
	declared := PlayerID(g.res.item.EventPlayer)
	choices := g.defendingChoices(&ps)
	if len(choices) > 0 {
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: int(declared)})
	}
	for _, p := range choices {
		if p != declared {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: int(p)})
		}
	}
	return buf
}

// answerDefendingPlayer takes the defending player the resolving item's
// effects mean, and goes on with them.
func (g *Game) answerDefendingPlayer(a Action) error {
	var ps [MaxPlayers]PlayerID
	choices := g.defendingChoices(&ps)
	if !g.res.choosingDefender || len(choices) == 0 {
		return refuse(ErrNotAllowed, "810.7b", "no choice of a defending player is waiting")
	}
	found := false
	for _, p := range choices {
		found = found || int(p) == a.Choice
	}
	if !found {
		return refuseField(ErrNotAllowed, "Choice", "810.7b", "player %d is not a defending player: choose %s or %s",
			a.Choice, g.playerName(choices[0]), g.playerName(choices[1]))
	}
	g.emitChoice(a, DecideDefendingPlayer)
	// The item on the stack says so too: the resolution finds it there by
	// its fields to remove it.
	if pos := g.findItem(&g.res.item); pos >= 0 {
		g.stack.At(pos).EventPlayer = int8(a.Choice)
	}
	g.res.item.EventPlayer = int8(a.Choice)
	g.res.choosingDefender = false
	g.pending = Decision{}
	g.runEffects()
	return nil
}
