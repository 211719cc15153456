package game

import (
	"fmt"
	"math"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Checks of a loaded game's state that hold whatever decision is
// pending: what objects may be where, who decides, who won. A crafted
// save that breaks one would play on from a position the rules never
// reach, or write a save that Load refuses a few actions later.

// stateConsistency checks the objects, the steps and the end of the
// game against the rules, whatever is pending.
func (l *loader) stateConsistency() error {
	g := l.g
	if err := g.checkObjectPlaces(); err != nil {
		return err
	}
	if err := g.checkWinner(); err != nil {
		return err
	}
	if err := g.checkCombatObjects(); err != nil {
		return err
	}
	if err := g.checkStackItems(); err != nil {
		return err
	}
	for i := range g.triggers {
		if err := g.checkAbilitySource(fmt.Sprintf("triggers[%d].source", i), g.triggers[i].source); err != nil {
			return err
		}
	}
	d := &g.pending
	opening := d.Kind == DecideStartingPlayer || d.Kind == DecideMulligan || d.Kind == DecideBottom // before the first turn (CR 103)
	if g.started && !g.over && g.step == Untap && d.Kind != DecideNone && !opening {
		// No player gets priority and nothing is chosen in the untap
		// step: what triggers waits for the upkeep (CR 502.3).
		return badSave("pending", "a %s decision in the untap step: nothing is decided there (CR 502.3)", d.Kind)
	}
	if g.started && !g.over && g.step == Cleanup && !g.cleanupPriority && d.Kind == DecideDiscard && (g.res.active || g.stack.Len() > 0) {
		// (Other decisions there are refused below.)
		return badSave("step", "a spell or ability on the stack in a cleanup step where no player got priority (CR 514.3)")
	}
	if g.costDiscard && d.Kind != DecideDiscard && !g.over { // a game may end while a cost is paid
		return badSave("costDiscard", "a discard cost is being paid only while its discard decision is pending (CR 602.2b)")
	}
	if g.res.active && !g.over {
		if err := g.checkResolvingDecider(); err != nil {
			return err
		}
	}
	return nil
}

// checkObjectPlaces checks each object against the zone it is in: only
// permanents on the battlefield, with distinct timestamps (CR 613.6c),
// attached only when an Aura or Equipment, controlled by a player in the
// game (CR 800.4a); only emblems in the command zone (CR 113.1); and the
// state only permanents have (counters, summoning sickness, marks, a
// controller other than the owner) off the battlefield nowhere but on
// the stack (CR 400.7).
func (g *Game) checkObjectPlaces() error {
	stamps := make(map[uint32]int32, len(g.battlefield))
	for s := range g.objects {
		o := &g.objects[s]
		path := func(field string) string { return fmt.Sprintf("objects[%d].%s", s, field) }
		switch o.zone {
		case zone.Battlefield:
			if !o.def.IsPermanent() {
				return badSave(path("zone"), "%s is not a permanent card: it can't be on the battlefield (CR 110.4a)", o.def.Name)
			}
			if o.timestamp == 0 {
				return badSave(path("timestamp"), "a permanent has a timestamp from when it entered (CR 613.6c)")
			}
			if t, dup := stamps[o.timestamp]; dup && o.timestamp != MaxStamp { // the counter stops at its bound (bounds.go)
				return badSave(path("timestamp"), "%d is also the timestamp of objects[%d]: each permanent has its own (CR 613.6c)", o.timestamp, t)
			}
			stamps[o.timestamp] = int32(s)
			if o.attachedTo != 0 && !o.def.IsAura() && !o.def.IsEquipment() {
				return badSave(path("attachedTo"), "%s is neither an Aura nor an Equipment: it can't be attached (CR 301.5, 303.4)", o.def.Name)
			}
			if !g.over && !g.inGame(o.controller) {
				return badSave(path("controller"), "%s has left the game: what they controlled left with them (CR 800.4a)", g.players[o.controller].name)
			}
		case zone.Command:
			if o.def.Types != 0 {
				return badSave(path("zone"), "%s is no emblem: only emblems are in the command zone (CR 113.1)", o.def.Name)
			}
		case zone.Stack:
		default:
			switch {
			case o.counters != [numCounterKinds]int16{}:
				return badSave(path("counters"), "only a permanent or a spell has counters (CR 121.2, 400.7)")
			case o.sick:
				return badSave(path("sick"), "only a permanent is summoning sick (CR 302.6)")
			case o.has(markDeathtouched):
				return badSave(path("deathtouched"), "a mark of deathtouch damage is a permanent's (CR 704.5h, 400.7)")
			case o.has(markSkipUntap):
				return badSave(path("skipUntap"), "not untapping in the next untap step is a permanent's (CR 502.2, 400.7)")
			case o.tapped:
				return badSave(path("tapped"), "only a permanent is tapped (CR 110.6, 400.7)")
			case o.damage != 0:
				return badSave(path("damage"), "only a permanent has damage marked (CR 119.6, 400.7)")
			case o.attachedTo != 0:
				return badSave(path("attachedTo"), "only a permanent is attached (CR 301.5, 303.4, 400.7)")
			case o.loyaltyUses != 0:
				return badSave(path("loyaltyUsed"), "only a permanent activates loyalty abilities (CR 606.3)")
			case o.controller != o.owner && o.zone != nowhere:
				return badSave(path("controller"), "a card in a %s is its owner's (CR 108.4a)", o.zone)
			}
		}
	}
	return nil
}

// checkWinner checks that a game's winner is a player still in it, who
// speaks for their team (the team's first seat), and that
// every other team has lost (CR 104.2a, 104.3).
func (g *Game) checkWinner() error {
	if !g.over {
		return nil
	}
	if g.winner == NoPlayer {
		// A game ends without a winner only when every player has lost
		// at once: a draw (CR 104.4a).
		for q := range g.players {
			if !g.players[q].lost {
				return badSave("winner", "none, but %s has not lost: a game is a draw only when every player has lost (CR 104.4a)", g.players[q].name)
			}
		}
		return nil
	}
	w := g.winner
	if !g.validPlayer(w) || g.players[w].lost || g.team(w) != w {
		return badSave("winner", "%d is not a player in the game who speaks for their team", w)
	}
	for q := range g.players {
		if g.team(PlayerID(q)) != w && !g.players[q].lost {
			return badSave("winner", "%s has won, but %s has not lost (CR 104.2a)", g.players[w].name, g.players[q].name)
		}
	}
	return nil
}

// checkResolvingDecider checks that the decisions a resolving spell or
// ability asks of its controller are asked of them: "you may" (CR
// 603.5, 608.2d), redirecting its damage (CR 306.7), naming a card,
// searching, casting copies (CR 706.12) and the targets of a copy
// (CR 706.10c).
func (g *Game) checkResolvingDecider() error {
	d := &g.pending
	ctrl := PlayerID(g.res.item.Controller)
	switch d.Kind {
	case DecideYesNo:
		// "Counter unless its controller pays" asks the spell's
		// controller instead.
		if g.resolvingEffectOf(ability.OpCounterUnlessPays) != nil {
			return nil
		}
	case DecideRedirect, DecideFind, DecideCastCopy, DecideCopyTargets:
	case DecideName:
		if !g.namingEffect() {
			return nil // a permanent entering names a card: its controller (checked above)
		}
	default:
		return nil
	}
	if d.Player != ctrl {
		return badSave("pending.player", "a %s decision is the controller's of the resolving spell or ability", d.Kind)
	}
	return nil
}

// checkCombatObjects checks the permanents combat names: attacking
// creatures of the attacking team (CR 508.1a, 506.4), each blocking
// creatures of the team its attacker attacks (CR 509.1a, 802.4a), and
// attacked planeswalkers of the defending player (CR 508.1b, 508.5). A
// change of control removes a permanent from combat at once (CR 506.4),
// so control is checked in any state; whether each is still a creature
// (or a planeswalker) only once the state is settled (no check of
// state-based actions due), as one that stopped being one leaves combat
// at the engine's next check (dropNoncreaturesFromCombat). A permanent
// that has left the battlefield since is not checked: its entry stays as
// the record of what happened (CR 506.4, 509.1g).
func (g *Game) checkCombatObjects() error {
	if g.over {
		return nil
	}
	settled := !g.sbaDirty
	here := func(id ObjectID) (int32, bool) {
		s, ok := g.lookup(id)
		return s, ok && g.objects[s].zone == zone.Battlefield
	}
	at := func(i int, field string) string { return fmt.Sprintf("combat.attackers[%d].%s", i, field) }
	for i := range g.combat.attackers {
		a := &g.combat.attackers[i]
		if s, ok := here(a.id); ok {
			if settled && !g.isCreature(s) || g.team(g.objects[s].controller) != g.team(g.active) {
				return badSave(at(i, "id"), "%s is not a creature of the attacking player's: it can't be attacking (CR 508.1a, 506.4)", g.objects[s].def.Name)
			}
		}
		if a.planeswalker != 0 && !a.attacksNothing {
			if p, ok := here(a.planeswalker); ok {
				if settled && g.types(p)&ability.Planeswalker == 0 || g.team(g.objects[p].controller) == g.team(g.active) {
					return badSave(at(i, "planeswalker"), "%s is not a planeswalker of a defending player's (CR 508.1b)", g.objects[p].def.Name)
				}
				if g.validPlayer(a.defending) && g.team(g.objects[p].controller) != g.team(a.defending) {
					return badSave(at(i, "defending"), "the defending player of an attack on %s is its controller, %s (CR 508.5)", g.objects[p].def.Name, g.players[g.objects[p].controller].name)
				}
			}
		}
		if a.nblockers < 0 || a.nblockers > len(a.blockers) {
			return badSave(at(i, "blockers"), "%d blockers", a.nblockers)
		}
		dp := g.defender(a)
		for j, b := range a.blockers[:a.nblockers] {
			s, ok := here(b)
			if !ok {
				continue
			}
			if settled && !g.isCreature(s) || g.team(g.objects[s].controller) == g.team(g.active) {
				return badSave(fmt.Sprintf("combat.attackers[%d].blockers[%d]", i, j), "%s is not a creature of a defending player's: it can't be blocking (CR 509.1a, 506.4)", g.objects[s].def.Name)
			}
			if g.validPlayer(dp) && g.team(g.objects[s].controller) != g.team(dp) {
				return badSave(fmt.Sprintf("combat.attackers[%d].blockers[%d]", i, j), "%s is %s's, but the attacker attacks %s: only the defending player's creatures block it (CR 509.1a, 802.4a)",
					g.objects[s].def.Name, g.players[g.objects[s].controller].name, g.players[dp].name)
			}
		}
	}
	for i, b := range g.combat.stillBlocking {
		if s, ok := here(b); ok && (settled && !g.isCreature(s) || g.team(g.objects[s].controller) == g.team(g.active)) {
			return badSave(fmt.Sprintf("combat.stillBlocking[%d]", i), "%s is not a creature of a defending player's: it can't be blocking (CR 509.1a, 506.4)", g.objects[s].def.Name)
		}
	}
	return nil
}

// checkStackItems checks each spell on the stack against its card: no
// land is cast (CR 305.1), and it has the targets its card asks for, an
// Aura one (CR 601.2c, 303.4a); and no mana ability is on the stack
// (CR 605.3b).
func (g *Game) checkStackItems() error {
	for i := 0; i < g.stack.Len(); i++ {
		it := g.stack.At(i)
		path := func(field string) string { return fmt.Sprintf("stack[%d].%s", i, field) }
		src := ObjectID(it.Source).slot()
		switch it.Kind {
		case stack.Spell:
			o := &g.objects[src]
			d := o.def
			if d.IsLand() {
				return badSave(path("source"), "%s is a land: lands are played, not cast (CR 305.1)", d.Name)
			}
			if PlayerID(it.Controller) != o.controller {
				return badSave(path("controller"), "a spell's controller is the player who cast it, %s's controller (CR 110.2)", d.Name)
			}
			if o.controller != o.owner {
				// No M15 card lets a player cast a card another owns.
				return badSave(path("controller"), "%s is %s's: only its owner casts it (CR 601.2)", d.Name, g.players[o.owner].name)
			}
			if it.X != 0 && !d.ManaCost.HasX() {
				return badSave(path("x"), "%s has no {X} in its cost: no X is chosen (CR 107.3)", d.Name)
			}
			specs, _ := g.effectsOf(it)
			lo, hi := targetRange(specs)
			if d.IsAura() {
				lo, hi = 1, 1
			}
			if n := int(it.NumTargets); n < lo || n > hi {
				return badSave(path("targets"), "%s has %d targets, but its card asks for %d to %d (CR 601.2c)", d.Name, n, lo, hi)
			}
		case stack.ActivatedAbility:
			if a := g.activatedOf(it.Source, it.Ability, it.EventObject); a != nil && a.IsManaAbility() {
				return badSave(path("ability"), "a mana ability doesn't use the stack (CR 605.3b)")
			}
		}
		if err := g.checkTargetPlaces(path("targets"), it); err != nil {
			return err
		}
		if it.Kind != stack.Spell {
			if err := g.checkAbilitySource(path("source"), ObjectID(it.Source)); err != nil {
				return err
			}
			// An ability goes on the stack with the targets it asks for:
			// a triggered one without them is removed instead (CR 602.2b,
			// 603.3d), an untargeted one has none (CR 114.1c, 114.1d).
			specs, _ := g.effectsOf(it)
			if lo, hi := targetRange(specs); int(it.NumTargets) < lo || int(it.NumTargets) > hi {
				return badSave(path("targets"), "the ability has %d targets, but asks for %d to %d", it.NumTargets, lo, hi)
			}
		}
	}
	return nil
}

// checkTargetPlaces checks that no target of it is a card in a hand or
// a library: no spell or ability of the set targets there (CR 114.2), so
// a target still there (its ID not stale, CR 400.7) was never chosen.
// Nor is a target still in a zone its target can't be in (a creature
// target in a graveyard): a target chosen on the battlefield that moved
// has a stale ID.
func (g *Game) checkTargetPlaces(path string, it *stack.Item) error {
	specs, _ := g.effectsOf(it)
	for i, t := range it.Targets[:it.NumTargets] {
		if t.IsPlayer() {
			continue
		}
		s, ok := g.lookup(ObjectID(t.Object))
		if !ok {
			continue // it has moved since: an illegal target (CR 608.2b)
		}
		z := g.objects[s].zone
		if z == zone.Hand || z == zone.Library {
			return badSave(path, "%s is in a %s: no spell or ability of the set targets a card there (CR 114.2)", g.objects[s].def.Name, z)
		}
		if len(specs) == 0 || g.objects[s].inc == math.MaxUint16 {
			continue // an Aura spell's object; or IDs that no longer go stale
		}
		allow := specs[min(i, len(specs)-1)].Allow // X targets share one spec
		if z == zone.Battlefield && allow&ability.AllowPermanent == 0 || z == zone.Stack && allow&ability.AllowSpell == 0 ||
			z == zone.Graveyard && allow&ability.AllowCardInGraveyard == 0 || z == zone.Exile || z == zone.Command {
			return badSave(path, "%s is in the %s, where target %d can't be (CR 114.1)", g.objects[s].def.Name, z, i)
		}
	}
	return nil
}

// checkAbilitySource checks the source of an ability on the stack or
// waiting to go there: no card's ability works from a hand or a library
// (CR 112.6), so a source still there (its ID not stale, CR 400.7) is
// one the ability never came from.
func (g *Game) checkAbilitySource(path string, id ObjectID) error {
	s, ok := g.lookup(id)
	if !ok {
		return nil // it has moved since: the ability is independent of it (CR 112.7a)
	}
	if z := g.objects[s].zone; z == zone.Hand || z == zone.Library {
		return badSave(path, "%s is in a %s: no ability of the set works from there (CR 112.6)", g.objects[s].def.Name, z)
	}
	return nil
}

// targetRange returns how many targets specs ask for: all of them, less
// the "up to" ones; any number for X targets.
func targetRange(specs []ability.TargetSpec) (lo, hi int) {
	lo, hi = len(specs), len(specs)
	for _, sp := range specs {
		if sp.Set {
			return 0, stack.MaxTargets // X targets: any number of them
		}
		if sp.Optional {
			lo--
		}
	}
	return lo, hi
}
