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
	return appendDefenderChoices(buf, d.Player, PlayerID(g.res.item.EventPlayer), g.defendingChoices(&ps))
}

// appendDefenderChoices appends to buf p's answers naming each of the
// defending players choices, first the player the creature attacks.
func appendDefenderChoices(buf []Action, p, attacked PlayerID, choices []PlayerID) []Action {
	if len(choices) > 0 {
		buf = append(buf, Action{Kind: ActChoose, Player: p, Choice: int(attacked)})
	}
	for _, q := range choices {
		if q != attacked {
			buf = append(buf, Action{Kind: ActChoose, Player: p, Choice: int(q)})
		}
	}
	return buf
}

// checkDefenderChoice refuses, under rule, an answer a that names none of
// the defending players choices (at least two).
func (g *Game) checkDefenderChoice(a Action, choices []PlayerID, rule string) error {
	for _, p := range choices {
		if int(p) == a.Choice {
			return nil
		}
	}
	return refuseField(ErrNotAllowed, "Choice", rule, "player %d is not a defending player: choose %s or %s",
		a.Choice, g.playerName(choices[0]), g.playerName(choices[1]))
}

// answerDefendingPlayer takes the defending player the resolving item's
// effects mean, and goes on with them.
func (g *Game) answerDefendingPlayer(a Action) error {
	var ps [MaxPlayers]PlayerID
	choices := g.defendingChoices(&ps)
	if !g.res.choosingDefender || len(choices) == 0 {
		return refuse(ErrNotAllowed, "810.7b", "no choice of a defending player is waiting")
	}
	if err := g.checkDefenderChoice(a, choices, "810.7b"); err != nil {
		return err
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
