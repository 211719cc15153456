package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
)

// Delayed triggered abilities (CR 603.7): "return it to the battlefield
// ... at the beginning of their next upkeep". A resolving ability creates
// one for a card's AtOwnersNextUpkeep ability; it triggers once, at the
// beginning of the next upkeep of the card's owner, whatever turns other
// players take in between (CR 603.7b, c), and is then gone.
type delayedTrigger struct {
	// source is the card, as the ability that created this found it.
	source ObjectID
	// index is its triggered ability that triggers.
	index int8
	// player is whose upkeep it waits for; controller controls it
	// (CR 603.7d: the controller of the ability that created it).
	player, controller PlayerID
}

// delayTrigger creates the delayed ability of the card src for
// controller ctrl, waiting for its owner's next upkeep.
func (g *Game) delayTrigger(src ObjectID, ctrl PlayerID) {
	// The card may have left the zone already: the delayed ability is
	// created anyway and will find nothing to return (CR 603.7a, c), so
	// its slot, not a lookup, gives its text and owner.
	s := int32(src.slot())
	if s < 0 || int(s) >= len(g.objects) {
		return
	}
	d := g.objects[s].def
	if len(g.copies) > 0 {
		d = g.triggerSourceDef(src) // a copy's ability (CR 706.2, 603.10a)
	}
	for i := range d.Triggered {
		if d.Triggered[i].Event == ability.AtOwnersNextUpkeep {
			g.delayed = append(g.delayed, delayedTrigger{source: src, index: int8(i), player: g.objects[s].owner, controller: ctrl})
			return
		}
	}
}

// fireDelayed triggers the delayed abilities waiting for p's upkeep,
// oldest first (CR 603.7b). One whose controller has left the game
// triggers but is not put on the stack (CR 800.4d): it is gone.
func (g *Game) fireDelayed(p PlayerID) {
	kept := g.delayed[:0]
	for _, d := range g.delayed {
		if d.player != p {
			kept = append(kept, d)
			continue
		}
		if g.inGame(d.controller) {
			g.triggers = append(g.triggers, pendingTrigger{source: d.source, index: d.index, controller: d.controller, eventPlayer: p, later: g.placing})
		}
	}
	g.delayed = kept
}

// dropDelayed forgets, as p leaves the game, the delayed abilities p
// controls, which would not be put on the stack (CR 800.4d), and those
// waiting for p's upkeep, which will not come (CR 800.4j). It reports
// whether there were any.
func (g *Game) dropDelayed(p PlayerID) bool {
	kept := g.delayed[:0]
	for _, d := range g.delayed {
		if d.controller != p && d.player != p {
			kept = append(kept, d)
		}
	}
	dropped := len(kept) != len(g.delayed)
	g.delayed = kept
	return dropped
}

// saveDelayed is a delayedTrigger in a save.
type saveDelayed struct {
	Source     uint32 `json:"source"`
	Index      int    `json:"index"`
	Player     int    `json:"player"`
	Controller int    `json:"controller"`
}

// delayedTriggers restores the delayed abilities: each names a card whose
// ability at Index is a delayed one.
func (l *loader) delayedTriggers() error {
	g := l.g
	for i, sd := range l.f.Delayed {
		path := fmt.Sprintf("delayed[%d]", i)
		src, err := l.objectID(path+".source", sd.Source, false)
		if err != nil {
			return err
		}
		d := g.objects[src.slot()].def
		if len(g.copies) > 0 {
			d = g.triggerSourceDef(src) // a copy's ability (see delayTrigger)
		}
		if sd.Index < 0 || sd.Index >= len(d.Triggered) || d.Triggered[sd.Index].Event != ability.AtOwnersNextUpkeep {
			return badSave(path+".index", "%s has no delayed triggered ability %d", d.Name, sd.Index)
		}
		if sd.Player < 0 || sd.Player >= len(g.players) || sd.Controller < 0 || sd.Controller >= len(g.players) {
			return badSave(path, "player %d or controller %d does not exist", sd.Player, sd.Controller)
		}
		if owner := g.objects[src.slot()].owner; PlayerID(sd.Player) != owner {
			// "At the beginning of its owner's next upkeep" (Phytotitan).
			return badSave(path+".player", "%d, but the ability waits for the upkeep of %s, the card's owner", sd.Player, g.players[owner].name)
		}
		g.delayed = append(g.delayed, delayedTrigger{source: src, index: int8(sd.Index), player: PlayerID(sd.Player), controller: PlayerID(sd.Controller)})
	}
	return nil
}
