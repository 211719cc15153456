package game

import (
	"errors"
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// InvariantError reports a broken internal invariant: a bug in the
// engine, never a caller's mistake.
type InvariantError struct {
	// What names the invariant, e.g. "zones".
	What string
	// Msg says what was found.
	Msg string
}

// Error returns "invariant WHAT: MSG".
func (e *InvariantError) Error() string { return "invariant " + e.What + ": " + e.Msg }

func broken(what, format string, args ...any) error {
	return &InvariantError{What: what, Msg: fmt.Sprintf(format, args...)}
}

// CheckInvariants verifies the game's internal consistency, for tests and
// the self-play checker; it returns the first violation found:
//   - every card is in exactly one zone list, the one its object records,
//     and every zone list names only objects that say they are there;
//   - each player owns as many cards as they started with (tokens and
//     copies aside), and a player who left a game that goes on owns
//     nothing and controls nothing (CR 800.4a);
//   - after state-based actions, nothing is attached to an illegal object
//     (CR 704.5n, 704.5p), no creature has lethal damage, no planeswalker
//     has 0 loyalty, and no player who should have lost is still playing;
//   - stack items name objects on the stack (spells) or existing objects;
//   - Two-Headed Giant teammates have one life total;
//   - the pending decision is well-formed, and the game over exactly when
//     no decision is pending.
func (g *Game) CheckInvariants() error {
	if err := g.checkZones(); err != nil {
		return err
	}
	if err := g.checkStack(); err != nil {
		return err
	}
	if err := g.checkDecision(); err != nil {
		return err
	}
	if err := g.checkTeams(); err != nil {
		return err
	}
	if g.over || g.pending.Kind != DecidePriority {
		return nil
	}
	// At a priority decision, state-based actions have just been checked.
	return g.checkAfterSBA()
}

func (g *Game) checkZones() error {
	seen := make([]int8, len(g.objects))
	mark := func(list []int32, z zone.Kind, owner PlayerID) error {
		for _, s := range list {
			if s < 0 || int(s) >= len(g.objects) {
				return broken("zones", "slot %d out of range in the %s", s, z)
			}
			o := &g.objects[s]
			if o.zone != z {
				return broken("zones", "%s listed in the %s but records the %s", o.def.Name, z, o.zone)
			}
			if owner != NoPlayer && o.owner != owner {
				return broken("zones", "%s in %s's %s is owned by %s", o.def.Name, g.playerName(owner), z, g.playerName(o.owner))
			}
			seen[s]++
		}
		return nil
	}
	for p := range g.players {
		pl := &g.players[p]
		for _, zl := range []struct {
			l []int32
			z zone.Kind
		}{{pl.library, zone.Library}, {pl.hand, zone.Hand}, {pl.graveyard, zone.Graveyard}} {
			if err := mark(zl.l, zl.z, PlayerID(p)); err != nil {
				return err
			}
		}
	}
	if err := mark(g.battlefield, zone.Battlefield, NoPlayer); err != nil {
		return err
	}
	if err := mark(g.exile, zone.Exile, NoPlayer); err != nil {
		return err
	}
	if err := mark(g.command, zone.Command, NoPlayer); err != nil {
		return err
	}
	for i := 0; i < g.stack.Len(); i++ {
		it := g.stack.At(i)
		if it.Kind == stack.Spell { // spells are objects on the stack
			s, ok := g.lookup(ObjectID(it.Source))
			if !ok || g.objects[s].zone != zone.Stack {
				return broken("stack", "spell item %d names no object on the stack", i)
			}
			seen[s]++
		}
	}
	var owned [MaxPlayers]int
	for s := range g.objects {
		o := &g.objects[s]
		switch {
		case o.zone == nowhere:
			if seen[s] != 0 {
				return broken("zones", "a token that ceased to exist is still listed")
			}
			continue
		case seen[s] != 1:
			return broken("zones", "%s (slot %d) is listed %d times, in the %s", o.def.Name, s, seen[s], o.zone)
		}
		if !o.token && o.zone != zone.Command {
			owned[o.owner]++
		}
		if uint32(o.inc) > g.zoneChanges {
			return broken("zones", "%s has made %d zone changes, the game counted %d", o.def.Name, o.inc, g.zoneChanges)
		}
		if o.zone != zone.Battlefield && (o.tapped || o.damage != 0 || o.attachedTo != 0) {
			return broken("zones", "%s off the battlefield keeps battlefield state", o.def.Name)
		}
		if o.known&^g.everyone() != 0 || o.placed&^o.known != 0 ||
			o.known != 0 && !hiddenZone(o.zone) || o.placed != 0 && o.zone != zone.Library {
			return broken("knowledge", "%s in the %s is known by %#b, placed by %#b (CR 400.2)", o.def.Name, o.zone, o.known, o.placed)
		}
	}
	for p := range g.players {
		if g.players[p].lost && g.started && (owned[p] == 0 || !g.over) {
			// A player who lost left the game unless it ended with them.
			if owned[p] != 0 {
				return broken("left", "%s left the game but owns %d cards (CR 800.4a)", g.playerName(PlayerID(p)), owned[p])
			}
			continue
		}
		if g.startCards[p] != 0 && owned[p] != g.startCards[p] {
			return broken("cards", "%s owns %d cards, started with %d", g.playerName(PlayerID(p)), owned[p], g.startCards[p])
		}
	}
	return nil
}

func (g *Game) checkStack() error {
	for i := 0; i < g.stack.Len(); i++ {
		it := g.stack.At(i)
		s := ObjectID(it.Source).slot()
		if s < 0 || s >= len(g.objects) {
			return broken("stack", "item %d has source slot %d out of range", i, s)
		}
		if !g.validPlayer(PlayerID(it.Controller)) {
			return broken("stack", "item %d has controller %d", i, it.Controller)
		}
		if int(it.NumTargets) > len(it.Targets) {
			return broken("stack", "item %d has %d targets", i, it.NumTargets)
		}
	}
	return nil
}

// checkTeams verifies that Two-Headed Giant teammates share their life
// total (CR 810.4, 810.9).
func (g *Game) checkTeams() error {
	if p := g.teamLifeApart(); p >= 0 {
		return broken("team", "%s and %s have life %d and %d, not one shared total (CR 810.9)",
			g.players[p].name, g.players[p+1].name, g.players[p].life, g.players[p+1].life)
	}
	return nil
}

// teamLifeApart returns the first player of a Two-Headed Giant team whose
// teammates' lives differ (CR 810.4), or -1.
func (g *Game) teamLifeApart() int {
	if !g.twoHeaded() {
		return -1
	}
	for p := 0; p+1 < len(g.players); p += 2 {
		if g.players[p].life != g.players[p+1].life {
			return p
		}
	}
	return -1
}

func (g *Game) checkDecision() error {
	d := g.pending
	if g.over != (d.Kind == DecideNone) && g.started {
		return broken("decision", "over=%v with pending %s", g.over, d.Kind)
	}
	if d.Kind != DecideNone && !g.validPlayer(d.Player) {
		return broken("decision", "%s decision for player %d", d.Kind, d.Player)
	}
	if d.Kind != DecideNone && g.players[d.Player].lost {
		return broken("decision", "%s decision for %s, who lost", d.Kind, g.playerName(d.Player))
	}
	return nil
}

func (g *Game) checkAfterSBA() error {
	for p := range g.players {
		pl := &g.players[p]
		if !pl.lost && pl.life <= 0 {
			return broken("sba", "%s has %d life but has not lost (CR 704.5a)", pl.name, pl.life)
		}
		if !pl.lost && pl.drewFromEmpty {
			return broken("sba", "%s drew from an empty library but has not lost (CR 704.5b)", pl.name)
		}
		if !pl.lost && g.poisoned(PlayerID(p)) {
			return broken("sba", "%s has %d poison counters but has not lost (CR 704.5c)", pl.name, pl.poison)
		}
	}
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if g.players[o.controller].lost || g.players[o.owner].lost {
			return broken("left", "%s is still on the battlefield of a player who left (CR 800.4a)", o.def.Name)
		}
		if g.isCreature(s) {
			_, t := g.powerToughness(s)
			if t <= 0 || (int(o.damage) >= t && !g.hasKeyword(s, ability.Indestructible)) {
				return broken("sba", "%s has toughness %d and %d damage (CR 704.5f-g)", o.def.Name, t, o.damage)
			}
		}
		if g.types(s)&ability.Planeswalker != 0 && o.counters[Loyalty] <= 0 {
			return broken("sba", "%s has no loyalty (CR 704.5i)", o.def.Name)
		}
		if o.def.IsAura() && !g.auraLegal(s) {
			return broken("sba", "%s is attached illegally (CR 704.5n)", o.def.Name)
		}
		if !o.def.IsAura() && o.attachedTo != 0 {
			t, ok := g.lookup(o.attachedTo)
			if !ok || g.objects[t].zone != zone.Battlefield || !g.isCreature(t) {
				return broken("sba", "%s is attached to an illegal permanent (CR 704.5p)", o.def.Name)
			}
		}
	}
	// What combat names is what Load accepts: a permanent that stopped
	// being a creature has left combat (CR 506.4).
	if err := g.checkCombatObjects(); err != nil {
		var se *SaveError
		if errors.As(err, &se) {
			return broken("combat", "%s: %s", se.Path, se.Msg)
		}
		return broken("combat", "%v", err)
	}
	return nil
}
