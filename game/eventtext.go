package game

import (
	"fmt"

	"github.com/spellstack/spellstack/zone"
)

// EventText renders e as one English log line, such as "Alice casts
// Lightning Strike targeting Runeclaw Bear.", or "" for events a log
// leaves out (priority passes, steps without interest). Objects are named
// by the card recorded in the event, so lines stay right after the
// object changed zones.
func (g *Game) EventText(e Event) string {
	who := g.playerName(e.Player)
	name := "?"
	if e.Card != nil {
		name = e.Card.Name
	}
	switch e.Kind {
	case EventTurnBegin:
		return fmt.Sprintf("Turn %d: %s.", e.Amount, who)
	case EventPlayLand:
		return fmt.Sprintf("%s plays %s.", who, name)
	case EventCast:
		if e.HasTarget {
			return fmt.Sprintf("%s casts %s targeting %s.", who, name, g.targetName(e.Target))
		}
		return fmt.Sprintf("%s casts %s.", who, name)
	case EventActivate:
		return fmt.Sprintf("%s activates %s.", who, name)
	case EventResolve:
		return ""
	case EventFizzle:
		return fmt.Sprintf("%s is countered on resolution: its targets are gone.", name)
	case EventCounter:
		return fmt.Sprintf("%s is countered.", name)
	case EventDamage:
		return fmt.Sprintf("%s deals %d damage to %s.", g.cardName(e.Source), e.Amount, g.targetName(e.Target))
	case EventLifeChange:
		return fmt.Sprintf("%s's life: %+d (now %d).", who, e.Amount, g.Life(e.Player))
	case EventDiscard:
		return fmt.Sprintf("%s discards %s.", who, name)
	case EventZoneChange:
		switch {
		case e.From == zone.Battlefield && e.To == zone.Graveyard:
			return fmt.Sprintf("%s is put into %s's graveyard.", name, who)
		case e.From == zone.Stack && e.To == zone.Battlefield:
			return fmt.Sprintf("%s enters the battlefield.", name)
		}
		return ""
	case EventAttack:
		return fmt.Sprintf("%s attacks %s with %s.", who, g.targetName(e.Target), name)
	case EventBlock:
		return fmt.Sprintf("%s blocks %s with %s.", who, g.targetName(e.Target), name)
	case EventLose:
		return fmt.Sprintf("%s loses the game.", who)
	case EventWin:
		return fmt.Sprintf("%s wins the game.", who)
	case EventGameDrawn:
		return "The game is a draw."
	case EventConcede:
		return fmt.Sprintf("%s concedes.", who)
	}
	return ""
}

func (g *Game) cardName(id ObjectID) string {
	s := id.slot()
	if s < 0 || s >= len(g.objects) {
		return "?"
	}
	return g.objects[s].def.Name
}

func (g *Game) targetName(t Target) string {
	if t.IsPlayer() {
		return g.playerName(PlayerID(t.Player))
	}
	return g.cardName(ObjectID(t.Object))
}
