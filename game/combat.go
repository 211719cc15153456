package game

import (
	"strings"

	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// maxBlockers bounds the creatures blocking one attacker: a limit of
// the engine (the rules set none), which keeps an attacker's blockers in
// a fixed array that a copy of the game copies without allocating.
const maxBlockers = 16

// attacker is one attacking creature during combat (CR 506.4).
type attacker struct {
	id ObjectID
	// player is the attacked player; planeswalker is set instead when a
	// planeswalker is attacked.
	player       PlayerID
	planeswalker ObjectID
	blocked      bool
	nblockers    int
	// blockers in damage assignment order (CR 509.2).
	blockers [maxBlockers]ObjectID
	// dealtFirst: dealt first-strike combat damage (CR 510.4).
	dealtFirst bool
	// ordered is how many blockers are in their final damage assignment
	// order (CR 509.2).
	ordered int
	// attacksNothing: the planeswalker it attacked was removed from
	// combat by a change of control (CR 506.4, 506.4c).
	attacksNothing bool
	// defending is the defending player for it: the attacked player, or
	// the planeswalker's controller as it was attacked, who stays the
	// defending player after the planeswalker leaves or changes control
	// (CR 506.4c, 508.5, 802.2a).
	defending PlayerID
}

// combatState is the combat in progress: attackers with their blockers.
type combatState struct {
	attackers  []attacker
	firstDealt []ObjectID // blockers that dealt first-strike damage
	// stillBlocking are blockers of attackers removed from combat: they
	// remain blocking creatures (CR 509.1g) and deal no combat damage,
	// having no creature to deal it to (CR 510.1c).
	stillBlocking []ObjectID
	// attacked: creatures were declared as attackers or put onto the
	// battlefield attacking this combat. The declare blockers and combat
	// damage steps happen then, even if none is attacking any more
	// (CR 508.8).
	attacked bool
}

func (g *Game) clearCombat() {
	if len(g.combat.attackers) > 0 {
		// Attacking creatures are no longer (CR 506.4): what a static
		// gives "attacking creatures" ends, and may leave one with
		// lethal damage (CR 704.5g).
		g.charsChanged()
		if g.attackingStatic() {
			g.sbaDirty = true
		}
	}
	g.combat.attackers = g.combat.attackers[:0]
	g.combat.firstDealt = g.combat.firstDealt[:0]
	g.combat.stillBlocking = g.combat.stillBlocking[:0]
	g.combat.attacked = false
}

// attackingStatic reports whether a static ability on the battlefield
// affects "attacking creatures".
func (g *Game) attackingStatic() bool {
	for _, src := range g.staticSourceSlots() {
		for k := range g.objects[src].def.Statics {
			if st := &g.objects[src].def.Statics[k]; st.Affects == ability.AffectsGroup && st.Group.Attacking {
				return true
			}
		}
	}
	return false
}

// anyFirstStrike reports whether an attacking or blocking creature has
// first strike or double strike (CR 510.4).
func (g *Game) anyFirstStrike() bool {
	for i := range g.combat.attackers {
		a := &g.combat.attackers[i]
		if g.strikesFirst(a.id) {
			return true
		}
		for _, b := range a.blockers[:a.nblockers] {
			if g.strikesFirst(b) {
				return true
			}
		}
	}
	for _, b := range g.combat.stillBlocking { // still blocking creatures (CR 509.1g)
		if g.strikesFirst(b) {
			return true
		}
	}
	return false
}

func (g *Game) strikesFirst(id ObjectID) bool {
	s, ok := g.lookup(id)
	return ok && g.keywords(s)&(ability.FirstStrike|ability.DoubleStrike) != 0
}

// canAttack reports why the creature in slot can't attack, or "" if it
// can (CR 508.1a, 302.6, 702.3b).
func (g *Game) attackProblem(slot int32) (rule, why string) {
	o := &g.objects[slot]
	switch {
	case o.zone != zone.Battlefield || !g.isCreature(slot):
		return "508.1a", "is not a creature on the battlefield"
	case g.team(o.controller) != g.active:
		return "508.1a", "is not controlled by the active player"
	case o.tapped:
		return "508.1a", "is tapped"
	case o.sick && !g.hasKeyword(slot, ability.Haste):
		return "302.6", "has summoning sickness"
	case g.hasKeyword(slot, ability.Defender):
		return "702.3b", "has defender"
	case g.hasRestriction(slot, ability.CantAttack):
		return "508.1c", "can't attack"
	case g.landStatics > 0 && g.attackBanned(slot):
		return "508.1c", "can't attack without the keyword a static asks for"
	}
	return "", ""
}

// askAttackers asks the active player to declare attackers if any
// creature could attack, and reports whether it did.
func (g *Game) askAttackers() bool {
	for _, s := range g.candidates(bodies) {
		if r, _ := g.attackProblem(s); r == "" && g.taxPayableAlone(s, true) {
			g.pending = Decision{Kind: DecideAttackers, Player: g.active}
			return true
		}
	}
	return false
}

// declareAttackers validates and performs an attack declaration
// (CR 508.1).
func (g *Game) declareAttackers(a Action) error {
	if len(a.Attackers) > len(g.battlefield) {
		return refuse(ErrNotAllowed, "508.1a", "%d attackers declared, more than there are permanents: one is declared twice or is not on the battlefield", len(a.Attackers))
	}
	for i, at := range a.Attackers {
		slot, ok := g.lookupPublic(at.Attacker)
		if !ok {
			return refuse(ErrNoObject, "508.1a", "attacker %d is not on the battlefield", i+1)
		}
		if r, why := g.attackProblem(slot); r != "" {
			return attackRefusal(r, g.objects[slot].def.Name, why)
		}
		for _, prev := range a.Attackers[:i] {
			if prev.Attacker == at.Attacker {
				return refuse(ErrNotAllowed, "508.1a", "%s is declared twice", g.objects[slot].def.Name)
			}
		}
		// CR 508.1b, 802.3: each attacker attacks an opponent still in the
		// game or a planeswalker an opponent controls.
		if at.Planeswalker != 0 {
			ps, ok := g.lookup(at.Planeswalker)
			if !ok || g.objects[ps].zone != zone.Battlefield || g.types(ps)&ability.Planeswalker == 0 || !g.opponents(g.objects[ps].controller, g.active) {
				return g.attackedRefused(NoPlayer, "%s can attack only a planeswalker the defending player controls", g.objects[slot].def.Name)
			}
		} else if !g.inGame(at.Player) || !g.opponents(at.Player, g.active) {
			return g.attackedRefused(at.Player, "%s must attack the defending player or their planeswalker", g.objects[slot].def.Name)
		}
	}
	// CR 508.1d: a creature that attacks each combat if able must attack
	// when it can.
	for _, s := range g.candidates(bodies) {
		if r, _ := g.attackProblem(s); r != "" || !g.hasRestriction(s, ability.AttacksEachCombat) {
			continue
		}
		if g.attackBlockTax(s) > 0 {
			continue // CR 508.1d: not required to pay a cost to attack
		}
		found := false
		for _, at := range a.Attackers {
			found = found || at.Attacker == g.idOf(s)
		}
		if !found {
			return refuse(ErrNotAllowed, "508.1d", "%s attacks each combat if able", g.objects[s].def.Name)
		}
	}
	if g.taxGrants > 0 {
		var tmp [16]int32
		if q, n := g.combatTax(g.declaredSlots(&a, tmp[:0]), true, false); q != NoPlayer {
			if n > maxPayUnits {
				return refuse(ErrCantPay, "", "%s's cost of {%d} to attack with those creatures is more than %d mana, a limit of this engine (the rules set none)", g.playerName(q), n, maxPayUnits)
			}
			return refuseAlso(ErrCantPay, "508.1h", "117.3", "%s can't pay {%d} to attack with those creatures", g.playerName(q), n)
		}
		g.combatTax(g.declaredSlots(&a, tmp[:0]), true, true) // CR 508.1j
	}
	for _, at := range a.Attackers {
		slot, ok := g.lookup(at.Attacker)
		if !ok || g.objects[slot].zone != zone.Battlefield || g.team(g.objects[slot].controller) != g.team(a.Player) {
			// Sacrificed for mana to pay the attack's cost: only the
			// chosen creatures still there attack (CR 508.1k).
			continue
		}
		o := &g.objects[slot]
		if !g.hasKeyword(slot, ability.Vigilance) {
			o.tapped = true // CR 508.1f
			g.tapChanged(o.controller)
			g.emit(Event{Kind: EventTap, Object: at.Attacker, Player: o.controller})
		}
		na := attacker{id: at.Attacker, player: at.Player, planeswalker: at.Planeswalker, defending: at.Player}
		if at.Planeswalker != 0 {
			na.player = NoPlayer
			na.defending = g.controllerOf(at.Planeswalker)
		}
		g.combat.attackers = append(g.combat.attackers, na)
		g.combat.attacked = true
		g.charsChanged()
		g.emit(Event{Kind: EventAttack, Object: at.Attacker, Card: o.def, Player: o.controller, Target: attackTarget(at), HasTarget: true})
		if g.anyTriggers {
			dp := g.defender(&na)
			g.eventPlayer = dp // "defending player" (CR 506.2), kept for the resolution
			g.triggerSelf(slot, ability.Attacks, 0, 0)
			g.eventPlayer = NoPlayer
			g.onAttackDeclared(slot, dp, at.Planeswalker == 0)
		}
		if g.emblems > 0 && at.Planeswalker == 0 {
			// Emblems of the attacked player, or team (CR 810.7a):
			// "whenever a creature attacks you".
			for _, e := range g.command {
				if c := g.objects[e].controller; c == at.Player || g.attacksTeamOf(at.Player, c) {
					g.triggerSelf(e, ability.CreatureAttacksYou, at.Attacker, 0)
				}
			}
		}
	}
	if g.anyTriggers {
		g.onAttackersDeclared()
	}
	g.pending = Decision{}
	g.givePriority(g.active)
	return nil
}

func attackTarget(at Attack) Target {
	if at.Planeswalker != 0 {
		return ObjectTarget(at.Planeswalker)
	}
	return PlayerTarget(at.Player)
}

// blockRefusal is the refusal of a block that blockProblem found
// illegal under rule r: a block of a creature attacking another player in
// a free-for-all game breaks 509.1a as 802.4a states it for several
// defending players.
func blockRefusal(r, name, why string) error {
	err := refuse(ErrNotAllowed, r, "%s %s", name, why).(*RuleError)
	switch {
	case r == "802.4a":
		err.Rule, err.Also = "509.1a", "802.4a"
	case strings.HasPrefix(r, "702."):
		err.Also = "509.1b" // an evasion ability is a blocking restriction
	}
	return err
}

// attackRefusal refuses an attack by a creature attackProblem stops,
// citing also the step of the declaration the rule belongs to: a
// creature that came under its controller's control this turn (CR 302.6,
// 508.1a), or one with defender (CR 702.3b, 508.1c).
func attackRefusal(r, name, why string) error {
	err := refuse(ErrNotAllowed, r, "%s can't attack: it %s", name, why).(*RuleError)
	switch r {
	case "302.6":
		err.Also = "508.1a"
	case "702.3b":
		err.Also = "508.1c"
	}
	return err
}

// blockProblem says why the creature in blocker slot b can't block the
// attacker in slot a, or "" if it can (CR 509.1a–b, 702.9b, 702.13b,
// 702.14c).
func (g *Game) blockProblem(b, a int32) (rule, why string) {
	return g.blockProblemAttacked(b, a, false)
}

// blockProblemAttacked is blockProblem, for an attacker that attacks the
// blocker's controller if attacked is true, whatever it attacks now (or
// if it attacks at all): the question a player asks before attacking.
func (g *Game) blockProblemAttacked(b, a int32, attacked bool) (rule, why string) {
	bo := &g.objects[b]
	switch {
	case bo.zone != zone.Battlefield || !g.isCreature(b):
		return "509.1a", "is not a creature on the battlefield"
	case !attacked && g.team(bo.controller) == g.active,
		attacked && g.team(bo.controller) == g.team(g.objects[a].controller):
		return "509.1a", "is not controlled by the defending player"
	case len(g.players) > 2 && !attacked && !g.defends(bo.controller, a):
		// CR 802.4a, 805.10d: a defending player blocks only creatures
		// attacking their team, them or their planeswalkers.
		return "802.4a", "can't block it: it attacks another player, not its controller or a planeswalker they control"
	case bo.tapped:
		return "509.1a", "is tapped"
	}
	if g.hasRestriction(b, ability.CantBlock) {
		return "509.1b", "can't block"
	}
	ak := g.keywords(a)
	bk := g.keywords(b)
	if g.hasRestriction(b, ability.CanBlockOnlyFlyers) && ak&ability.Flying == 0 {
		return "509.1b", "can block only creatures with flying"
	}
	if ra := g.restrictions(a); ra != 0 {
		if ra.Has(ability.CantBeBlockedByWalls) && g.hasSubtype(b, "Wall") {
			return "509.1b", "can't block it: it can't be blocked by Walls"
		}
		if rule, why := g.evasionProblem(ra, b); rule != "" {
			return rule, why
		}
	}
	if g.preventers > 0 && g.protectedFrom(a, g.idOf(b)) {
		return "702.16f", "can't block a creature with protection from its colour"
	}
	if ak&ability.Flying != 0 && bk&(ability.Flying|ability.Reach) == 0 {
		return "702.9b", "can't block a creature with flying"
	}
	if ak&ability.Intimidate != 0 && g.types(b)&ability.Artifact == 0 && g.colors(a)&g.colors(b) == 0 {
		return "702.13b", "can't block a creature with intimidate"
	}
	for i, walk := range landwalks {
		if ak&walk != 0 && g.defendersControlSubtype(bo.controller, landwalkTypes[i]) {
			return "702.14c", "can't block a creature with " + walk.String()
		}
	}
	return "", ""
}

// defendersControlSubtype reports whether the defending player p, or in
// Two-Headed Giant either player of p's team, controls a permanent with
// subtype s: "the defending player controls" asks both defending players
// there, and is true if either does (CR 810.7b, its forestwalk example
// under 810.7d).
func (g *Game) defendersControlSubtype(p PlayerID, s string) bool {
	if !g.twoHeaded() {
		return g.controlsSubtype(p, s)
	}
	for q := range g.players {
		if g.team(PlayerID(q)) == g.team(p) && g.controlsSubtype(PlayerID(q), s) {
			return true
		}
	}
	return false
}

var landwalks = [...]ability.Keyword{ability.Plainswalk, ability.Islandwalk, ability.Swampwalk, ability.Mountainwalk, ability.Forestwalk}
var landwalkTypes = [...]string{"Plains", "Island", "Swamp", "Mountain", "Forest"}

// controlsSubtype reports whether p controls a permanent with subtype s.
func (g *Game) controlsSubtype(p PlayerID, s string) bool {
	for _, x := range g.battlefield {
		if g.objects[x].controller != p {
			continue
		}
		if g.hasSubtype(x, s) {
			return true
		}
	}
	return false
}

// askBlockers asks the first defending player to declare blockers, and
// reports whether it did.
func (g *Game) askBlockers() bool { return g.askBlockersAfter(NoPlayer) }

// askBlockersAfter asks the next defending player after `after` in APNAP
// order (the first for NoPlayer) any of whose creatures could block to
// declare blockers (CR 802.4), and reports whether it did. In Two-Headed
// Giant the defending team declares once (CR 805.10d).
func (g *Game) askBlockersAfter(after PlayerID) bool {
	if len(g.players) == 2 { // a duel: the one defending player, once
		if p := 1 - g.active; after == NoPlayer && g.couldBlock(p) {
			g.pending = Decision{Kind: DecideBlockers, Player: p}
			return true
		}
		return false
	}
	var buf [MaxPlayers]PlayerID
	n := PlayerID(len(g.players))
	rank := func(q PlayerID) PlayerID { return (q - g.active + n) % n } // place in APNAP order
	for _, p := range g.apnap(&buf) {
		if g.team(p) != p || p == g.active || after != NoPlayer && rank(g.team(p)) <= rank(g.team(after)) {
			continue
		}
		if g.couldBlock(p) {
			g.pending = Decision{Kind: DecideBlockers, Player: p}
			return true
		}
	}
	return false
}

// couldBlock reports whether a creature of p's team could block an
// attacker: one that may block it, or, for an attacker with menace, two
// (CR 702.110b, 509.1b: a lone creature can't block it, and a block
// declaration is asked only when some creature could block).
func (g *Game) couldBlock(p PlayerID) bool {
	for i := range g.combat.attackers {
		as, ok := g.lookup(g.combat.attackers[i].id)
		if !ok {
			continue
		}
		need := 1
		if g.hasKeyword(as, ability.Menace) {
			need = 2
			if g.hasRestriction(as, ability.CantBeBlockedByMoreThanOne) {
				continue // two or more, and not more than one: none (CR 509.1b)
			}
		}
		for _, s := range g.candidates(bodies) {
			if g.team(g.objects[s].controller) != p || !g.taxPayableAlone(s, false) {
				continue
			}
			if r, _ := g.blockProblem(s, as); r == "" {
				if need--; need == 0 {
					return true
				}
			}
		}
	}
	return false
}

// taxPayableAlone reports whether the controller of creature s could pay
// what it costs to attack (attacking) or block with it alone (Oppressive
// Rays, CR 508.1h, 509.1d): a creature whose cost can't be paid can't
// legally attack or block, so it asks for no declaration.
func (g *Game) taxPayableAlone(s int32, attacking bool) bool {
	if g.taxGrants == 0 {
		return true
	}
	q, _ := g.combatTax([]int32{s}, attacking, false)
	return q == NoPlayer
}

// defender returns the defending player for attacker entry at: the
// player it attacks, or the controller of the planeswalker it attacks
// as it was attacked, also once that planeswalker has left combat
// (CR 506.2, 508.5, 802.2a).
func (g *Game) defender(at *attacker) PlayerID {
	return at.defending
}

// controllerOf returns the controller of planeswalker id, or its owner
// once it is gone.
func (g *Game) controllerOf(id ObjectID) PlayerID {
	if s, ok := g.lookup(id); ok {
		return g.objects[s].controller
	}
	return g.objects[id.slot()].owner
}

// defends reports whether p's team is defending against the attacking
// creature in slot a (CR 802.4a, 805.10d).
func (g *Game) defends(p PlayerID, a int32) bool {
	i := g.attackerIndex(g.idOf(a))
	return i >= 0 && g.team(g.defender(&g.combat.attackers[i])) == g.team(p)
}

// attackerIndex returns the combat entry of attacking creature id, or -1.
func (g *Game) attackerIndex(id ObjectID) int {
	for i := range g.combat.attackers {
		if g.combat.attackers[i].id == id {
			return i
		}
	}
	return -1
}

// declareBlockers validates and performs a block declaration (CR 509.1).
// Blockers of one attacker are put in damage assignment order as
// declared (CR 509.2).
func (g *Game) declareBlockers(a Action) error {
	if len(a.Blockers) > len(g.battlefield) {
		return refuse(ErrNotAllowed, "509.1a", "%d blockers declared, more than there are permanents", len(a.Blockers))
	}
	for i, bl := range a.Blockers {
		bs, ok := g.lookupPublic(bl.Blocker)
		if !ok {
			return refuse(ErrNoObject, "509.1a", "blocker %d is not on the battlefield", i+1)
		}
		ai := g.attackerIndex(bl.Attacker)
		as, ok2 := g.lookup(bl.Attacker)
		if ai < 0 || !ok2 {
			return refuse(ErrBadTarget, "509.1a", "%s must block an attacking creature", g.objects[bs].def.Name)
		}
		if r, why := g.blockProblem(bs, as); r != "" {
			return blockRefusal(r, g.objects[bs].def.Name, why)
		}
		if g.team(g.objects[bs].controller) != g.team(a.Player) {
			return refuse(ErrNotAllowed, "802.4a", "%s is not %s's creature", g.objects[bs].def.Name, g.playerName(a.Player))
		}
		for _, prev := range a.Blockers[:i] {
			if prev.Blocker == bl.Blocker {
				return refuse(ErrNotAllowed, "509.1a", "%s can block only one creature", g.objects[bs].def.Name)
			}
		}
		n := 0
		for _, other := range a.Blockers {
			if other.Attacker == bl.Attacker {
				n++
			}
		}
		if n > maxBlockers {
			return refuse(ErrNotAllowed, "", "at most %d blockers per attacker (a limit of this engine; the rules set none)", maxBlockers)
		}
		if n > 1 && g.hasRestriction(as, ability.CantBeBlockedByMoreThanOne) {
			return refuse(ErrNotAllowed, "509.1b", "%s can't be blocked by more than one creature", g.objects[as].def.Name)
		}
		if n == 1 && g.hasKeyword(as, ability.Menace) {
			return refuseAlso(ErrNotAllowed, "702.110b", "509.1b", "%s has menace: it can't be blocked except by two or more creatures", g.objects[as].def.Name)
		}
	}
	if g.taxGrants > 0 {
		var tmp [16]int32
		if q, n := g.combatTax(g.declaredSlots(&a, tmp[:0]), false, false); q != NoPlayer {
			if n > maxPayUnits {
				return refuse(ErrCantPay, "", "%s's cost of {%d} to block with those creatures is more than %d mana, a limit of this engine (the rules set none)", g.playerName(q), n, maxPayUnits)
			}
			return refuseAlso(ErrCantPay, "509.1d", "117.3", "%s can't pay {%d} to block with those creatures", g.playerName(q), n)
		}
		g.combatTax(g.declaredSlots(&a, tmp[:0]), false, true) // CR 509.1f
	}
	for _, bl := range a.Blockers {
		at := &g.combat.attackers[g.attackerIndex(bl.Attacker)]
		at.blocked = true // declared blocked, whatever became of the blocker (CR 509.1h)
		bs, ok := g.lookup(bl.Blocker)
		if !ok || g.objects[bs].zone != zone.Battlefield || g.team(g.objects[bs].controller) != g.team(a.Player) {
			// Sacrificed for mana to pay the block's cost: only the
			// chosen creatures still there block (CR 509.1g).
			continue
		}
		at.blockers[at.nblockers] = bl.Blocker
		at.nblockers++
		g.emit(Event{Kind: EventBlock, Object: bl.Blocker, Card: g.objects[bs].def, Player: g.objects[bs].controller, Target: ObjectTarget(bl.Attacker), HasTarget: true})
		if g.anyTriggers {
			g.triggerSelf(bs, ability.Blocks, bl.Attacker, 0)
		}
	}
	g.pending = Decision{}
	if !g.askBlockersAfter(a.Player) {
		g.askDamageOrder()
	}
	return nil
}

// askDamageOrder asks the attacking player to order the blockers of the
// next attacker blocked by several creatures (CR 509.2), or gives
// priority when none is left to order.
func (g *Game) askDamageOrder() {
	for i := range g.combat.attackers {
		a := &g.combat.attackers[i]
		if a.nblockers-a.ordered > 1 {
			g.pending = Decision{Kind: DecideDamageOrder, Player: g.active, Count: i}
			return
		}
		a.ordered = a.nblockers
	}
	g.givePriority(g.active)
}

// answerDamageOrder puts the chosen blocker next in the damage assignment
// order of the attacker being ordered.
func (g *Game) answerDamageOrder(a Action) error {
	at := &g.combat.attackers[g.pending.Count]
	k := -1
	for j := at.ordered; j < at.nblockers; j++ {
		if at.blockers[j] == a.Object {
			k = j
		}
	}
	if k < 0 {
		return refuse(ErrNotAllowed, "509.2", "choose one of the creatures blocking it that is not ordered yet")
	}
	// Move the chosen blocker to the next place, keeping the others'
	// relative order.
	chosen := at.blockers[k]
	copy(at.blockers[at.ordered+1:k+1], at.blockers[at.ordered:k])
	at.blockers[at.ordered] = chosen
	at.ordered++
	g.emitDamageOrder(a.Player, at, at.ordered-1)
	if at.nblockers-at.ordered <= 1 {
		if at.ordered < at.nblockers {
			g.emitDamageOrder(a.Player, at, at.ordered) // the last place is the one left
		}
		at.ordered = at.nblockers
	}
	g.pending = Decision{}
	g.askDamageOrder()
	return nil
}

// damageDeal is one assignment of combat damage.
type damageDeal struct {
	src ObjectID
	to  Target
	n   int
}

// dealsIn reports whether creature id deals combat damage in this step
// (CR 510.4): first-strikers in the first step, others and double
// strikers in the second, never twice for first strike alone.
func (g *Game) dealsIn(s int32, first, dealtFirst bool) bool {
	k := g.keywords(s)
	if first {
		return k&(ability.FirstStrike|ability.DoubleStrike) != 0
	}
	return k&ability.DoubleStrike != 0 || !dealtFirst
}

// combatDamage assigns and deals combat damage for one damage step
// (CR 510.1–510.2), all at once.
func (g *Game) combatDamage(first bool) {
	var buf [32]damageDeal
	deals := buf[:0]
	for i := range g.combat.attackers {
		at := &g.combat.attackers[i]
		as, ok := g.lookup(at.id)
		if !ok || g.objects[as].zone != zone.Battlefield || !g.isCreature(as) {
			continue
		}
		if g.dealsIn(as, first, at.dealtFirst) {
			if first {
				at.dealtFirst = true
			}
			deals = g.assignAttackerDamage(at, as, deals)
		}
		for _, b := range at.blockers[:at.nblockers] {
			bs, ok := g.lookup(b)
			if !ok || g.objects[bs].zone != zone.Battlefield || !g.isCreature(bs) {
				continue
			}
			dealt := g.blockerDealtFirst(b)
			if !g.dealsIn(bs, first, dealt) {
				continue
			}
			if first {
				g.combat.firstDealt = append(g.combat.firstDealt, b)
			}
			p, _ := g.powerToughness(bs)
			if p > 0 {
				deals = append(deals, damageDeal{src: b, to: ObjectTarget(at.id), n: p})
			}
		}
	}
	g.atOnce(func() {
		for _, d := range deals {
			g.dealCombatDamage(d)
		}
	})
}

// atOnce deals the damage deal deals as one event (combat damage, CR
// 510.2; "deals 2 damage to each creature"): each lifelink source's
// controller gains the life it dealt in one gain per source, in the order
// the sources first dealt damage (CR 702.15b, e; 118.9: a source causes
// one gain).
func (g *Game) atOnce(deal func()) {
	if g.batching {
		deal()
		return
	}
	g.lifelinkBatch, g.batching, g.batchFrom = g.lifelinkBatch[:0], true, len(g.triggers)
	for p := range g.players {
		g.batchLife[p] = g.players[p].life
	}
	deal()
	g.batching = false
	g.batchLife = [MaxPlayers]int{} // scratch: empty between actions
	if g.condStatics > 0 {
		g.charsChanged() // conditions read the life before the event until now
	}
	g.batchIfs()
	for _, l := range g.lifelinkBatch {
		g.changeLife(l.controller, l.n)
	}
	g.lifelinkBatch = g.lifelinkBatch[:0]
}

// batchIfs checks the intervening "if" of the abilities that triggered
// on damage dealt at once, now that the whole event is over (CR 603.4,
// 510.2): "if your life total is less than your starting life total"
// sees all of the event's damage, in whatever order it was dealt.
func (g *Game) batchIfs() {
	kept := g.triggers[:g.batchFrom]
	for _, t := range g.triggers[g.batchFrom:] {
		if s, ok := g.lookup(t.source); ok {
			if d := g.objects[s].def; int(t.index) < len(d.Triggered) && !g.interveningIf(&d.Triggered[t.index], t.controller, t.eventPlayer, g.ifSource(s, &d.Triggered[t.index], t.eventObject)) {
				continue
			}
		}
		kept = append(kept, t)
	}
	g.triggers = kept
}

// triggerDamaged runs the abilities of the permanent in slot that
// trigger on its being dealt n damage by src (event ev). Damage that
// several sources deal it at once is one event: each ability triggers
// once, for the whole amount (CR 603.2c, 510.2), with the first source
// as the event's object.
func (g *Game) triggerDamaged(slot int32, ev ability.Event, src ObjectID, n int) {
	if g.batching {
		id, merged := g.idOf(slot), false
		for i := g.batchFrom; i < len(g.triggers); i++ {
			if t := &g.triggers[i]; t.source == id && g.triggerAbility(t).Event == ev {
				t.eventAmount += int32(n)
				merged = true
			}
		}
		if merged {
			return
		}
	}
	g.triggerSelf(slot, ev, src, n)
}

// lifelinkGain is the life one lifelink source's damage in one event
// gains its controller.
type lifelinkGain struct {
	slot       int32
	controller PlayerID
	n          int
}

func (g *Game) blockerDealtFirst(id ObjectID) bool {
	for _, b := range g.combat.firstDealt {
		if b == id {
			return true
		}
	}
	return false
}

// assignAttackerDamage assigns an attacker's combat damage (CR 510.1b–d,
// 702.19): unblocked, all to what it attacks; blocked, lethal damage to
// each blocker in order (1 is lethal from deathtouch, CR 702.2c), then the
// rest to the last one, or with trample to the player or planeswalker it
// attacks. A creature attacking a planeswalker that has left combat
// attacks nothing (CR 506.4c): unblocked it deals no damage, and with
// trample the rest stays with its blockers, never going to the player
// (CR 702.19d).
func (g *Game) assignAttackerDamage(at *attacker, as int32, deals []damageDeal) []damageDeal {
	power, _ := g.powerToughness(as)
	if power <= 0 {
		return deals
	}
	defTarget, attacking := g.attacked(at)
	if !at.blocked {
		if attacking {
			deals = append(deals, damageDeal{src: at.id, to: defTarget, n: power})
		}
		return deals
	}
	trample := g.hasKeyword(as, ability.Trample)
	deathtouch := g.hasKeyword(as, ability.Deathtouch)
	var live [maxBlockers]int32
	n := 0
	for _, b := range at.blockers[:at.nblockers] {
		if bs, ok := g.lookup(b); ok && g.objects[bs].zone == zone.Battlefield && g.isCreature(bs) {
			live[n] = bs
			n++
		}
	}
	if n == 0 {
		// CR 510.1c, 702.19c: a blocked creature with no blockers deals no
		// damage unless it has trample; then all of it goes to what it
		// attacks, if anything.
		if trample && attacking {
			deals = append(deals, damageDeal{src: at.id, to: defTarget, n: power})
		}
		return deals
	}
	overflow := trample && attacking // CR 702.19b
	left := power
	for i := 0; i < n && left > 0; i++ {
		bs := live[i]
		_, t := g.powerToughness(bs)
		// Damage already marked counts (CR 510.1c); any nonzero damage
		// from deathtouch is lethal (CR 702.2c).
		lethal := max(t-int(g.objects[bs].damage), 0)
		if deathtouch {
			lethal = min(lethal, 1)
		}
		give := min(lethal, left)
		if i == n-1 && !overflow {
			give = left
		}
		if give > 0 {
			deals = append(deals, damageDeal{src: at.id, to: ObjectTarget(g.idOf(bs)), n: give})
			left -= give
		}
	}
	if left > 0 {
		deals = append(deals, damageDeal{src: at.id, to: defTarget, n: left})
	}
	return deals
}

// attacked returns what the attacker at attacks, and false when it
// attacks nothing: its planeswalker was removed from combat by leaving
// the battlefield, coming under the control of the attacking team or
// ceasing to be a planeswalker (CR 506.4, 506.4c).
func (g *Game) attacked(at *attacker) (Target, bool) {
	if at.planeswalker == 0 {
		return PlayerTarget(at.player), true
	}
	ps, ok := g.lookup(at.planeswalker)
	if at.attacksNothing {
		return Target{}, false
	}
	if !ok || g.objects[ps].zone != zone.Battlefield || g.types(ps)&ability.Planeswalker == 0 || g.team(g.objects[ps].controller) == g.team(g.active) {
		return Target{}, false
	}
	return ObjectTarget(at.planeswalker), true
}

// dealCombatDamage deals one assignment and triggers what combat damage
// triggers; lifelink and deathtouch are in dealDamage.
func (g *Game) dealCombatDamage(d damageDeal) {
	if _, ok := g.lookup(d.src); !ok {
		return
	}
	if d.to.IsPlayer() && g.players[d.to.Player].lost {
		return // CR 800.4e: no combat damage to a player who left
	}
	dealt := g.dealDamage(d.src, d.to, d.n, true)
	if dealt == 0 {
		return
	}
	if g.anyTriggers {
		if d.to.IsPlayer() {
			if s, ok := g.lookup(d.src); ok && g.objects[s].def.TriggersOn(ability.DealsCombatDamageToPlayer) {
				saved := g.eventPlayer
				g.eventPlayer = PlayerID(d.to.Player) // "that player"
				g.triggerSelf(s, ability.DealsCombatDamageToPlayer, 0, dealt)
				g.eventPlayer = saved
			}
			// "Whenever equipped creature deals combat damage to a
			// player, that player discards a card".
			for _, x := range g.battlefield {
				if g.objects[x].attachedTo == d.src {
					saved := g.eventPlayer
					g.eventPlayer = PlayerID(d.to.Player)
					g.triggerSelf(x, ability.AttachedDealsCombatDamageToPlayer, d.src, dealt)
					g.eventPlayer = saved
				}
			}
		} else if ts, ok := g.lookup(ObjectID(d.to.Object)); ok {
			g.triggerDamaged(ts, ability.DealtCombatDamage, d.src, dealt)
		}
	}
}

// Attackers lists the attacking creatures, in declaration order. A
// creature that left the battlefield is no longer one (CR 506.4).
func (g *Game) Attackers() []ObjectID {
	out := make([]ObjectID, 0, len(g.combat.attackers))
	for _, a := range g.combat.attackers {
		if g.permanentNow(a.id) {
			out = append(out, a.id)
		}
	}
	return out
}

// permanentNow reports whether id names a permanent on the battlefield:
// combat keeps the IDs of creatures that have left it, which are new
// objects elsewhere (CR 400.7) and out of combat (CR 506.4).
func (g *Game) permanentNow(id ObjectID) bool {
	s, ok := g.lookup(id)
	return ok && g.objects[s].zone == zone.Battlefield
}

// InCombat reports whether id is an attacking or blocking creature.
func (g *Game) InCombat(id ObjectID) bool {
	if !g.permanentNow(id) {
		return false
	}
	for i := range g.combat.attackers {
		a := &g.combat.attackers[i]
		if a.id == id {
			return true
		}
		for _, b := range a.blockers[:a.nblockers] {
			if b == id {
				return true
			}
		}
	}
	return slices.Contains(g.combat.stillBlocking, id)
}

// Blockers lists the creatures blocking attacker id, in damage
// assignment order, without those that have left the battlefield.
func (g *Game) Blockers(id ObjectID) []ObjectID {
	i := g.attackerIndex(id)
	if i < 0 || !g.permanentNow(id) {
		return nil
	}
	a := &g.combat.attackers[i]
	var out []ObjectID
	for _, b := range a.blockers[:a.nblockers] {
		if g.permanentNow(b) {
			out = append(out, b)
		}
	}
	return out
}

// DefendingPlayer returns the player attacking creature id attacks, or
// the controller of the planeswalker it attacks (CR 506.2, 802.2), or
// NoPlayer if id is not attacking. A creature whose planeswalker has
// left still has that planeswalker's controller as its defending player
// (what "defending player" means for it, CR 506.2), though it attacks
// nothing now (AttackOf, and View.Combat, give no player then).
func (g *Game) DefendingPlayer(id ObjectID) PlayerID {
	i := g.attackerIndex(id)
	if i < 0 || !g.permanentNow(id) {
		return NoPlayer
	}
	return g.defender(&g.combat.attackers[i])
}

// AttackOf returns what attacking creature id attacks: a player, or a
// planeswalker (Player NoPlayer then). A creature whose planeswalker has
// left the battlefield or was removed from combat still attacks, but
// nothing (CR 506.4, 506.4c): both are unset. ok is false if id is not
// attacking.
func (g *Game) AttackOf(id ObjectID) (atk Attack, ok bool) {
	i := g.attackerIndex(id)
	if i < 0 || !g.permanentNow(id) {
		return Attack{}, false
	}
	atk = Attack{Attacker: id, Player: NoPlayer}
	if t, ok := g.attacked(&g.combat.attackers[i]); ok {
		if t.IsPlayer() {
			atk.Player = PlayerID(t.Player)
		} else {
			atk.Planeswalker = ObjectID(t.Object)
		}
	}
	return atk, true
}

// Blocked reports whether attacking creature id is blocked. It stays
// blocked once blocked, even when its blockers have left combat
// (CR 509.1h).
func (g *Game) Blocked(id ObjectID) bool {
	i := g.attackerIndex(id)
	return i >= 0 && g.combat.attackers[i].blocked && g.permanentNow(id)
}

// CanAttack reports whether creature id could be declared as an attacker
// now, were attackers being declared (CR 508.1a), its controller able to
// pay what it costs to attack with it alone (CR 508.1h).
func (g *Game) CanAttack(id ObjectID) bool {
	s, ok := g.lookup(id)
	if !ok {
		return false
	}
	r, _ := g.attackProblem(s)
	return r == "" && g.taxPayableAlone(s, true)
}

// CanBlock reports whether creature blocker could block the attacking
// creature attacker (CR 509.1a), its controller able to pay what it costs
// to block with it alone (CR 509.1d). It looks at the pair alone: what a
// whole declaration needs (menace's second blocker, CR 702.110b and
// 509.1b) is checked by the declaration and BlockOptions, not here.
func (g *Game) CanBlock(blocker, attacker ObjectID) bool {
	b, ok := g.lookup(blocker)
	a, ok2 := g.lookup(attacker)
	if !ok || !ok2 || g.attackerIndex(attacker) < 0 {
		return false
	}
	r, _ := g.blockProblem(b, a)
	return r == "" && g.taxPayableAlone(b, false)
}

// CouldBlockIfAttacked reports whether creature blocker could block
// creature attacker if attacker attacked blocker's controller now, as a
// player weighs an attack before declaring it: the two on different
// teams, the blocker untapped, evasion (flying, intimidate, landwalk: CR
// 702.9b, 702.13b, 702.14c), protection (702.16f) and restrictions on
// either ("can't block", "can't be blocked by Walls": 509.1b). Like
// CanBlock it looks at the pair alone; unlike it, it doesn't weigh what
// blocking costs (Oppressive Rays' tax is paid, if at all, only when
// blockers are declared).
func (g *Game) CouldBlockIfAttacked(blocker, attacker ObjectID) bool {
	b, ok := g.lookup(blocker)
	a, ok2 := g.lookup(attacker)
	if !ok || !ok2 || g.objects[a].zone != zone.Battlefield || !g.isCreature(a) {
		return false
	}
	r, _ := g.blockProblemAttacked(b, a, true)
	return r == ""
}

// CouldBlock reports whether a creature of p's team (p's own, outside
// Two-Headed Giant) could block one of the attacking creatures now, a
// creature with menace counting only with a second one beside it: a
// defending player is asked to declare blockers only then (CR 509.1,
// 802.4).
func (g *Game) CouldBlock(p PlayerID) bool {
	return g.validPlayer(p) && g.couldBlock(g.team(p))
}

// dropNoncreaturesFromCombat removes from combat every attacking or
// blocking permanent that is no longer a creature (CR 506.4): it stays
// out even if it becomes a creature again.
func (g *Game) dropNoncreaturesFromCombat() {
	if len(g.combat.attackers) == 0 && len(g.combat.stillBlocking) == 0 {
		return
	}
	var buf [16]ObjectID
	out := buf[:0]
	gone := func(id ObjectID) bool {
		s, ok := g.lookup(id)
		return ok && g.objects[s].zone == zone.Battlefield && !g.isCreature(s)
	}
	for i := range g.combat.attackers {
		a := &g.combat.attackers[i]
		if gone(a.id) {
			out = append(out, a.id)
		}
		for _, b := range a.blockers[:a.nblockers] {
			if gone(b) && !slices.Contains(out, b) {
				out = append(out, b)
			}
		}
	}
	for _, b := range g.combat.stillBlocking {
		if gone(b) && !slices.Contains(out, b) {
			out = append(out, b)
		}
	}
	for _, id := range out {
		// A blocking planeswalker that stops being a creature is still
		// a planeswalker being attacked (CR 506.4d).
		s, _ := g.lookup(id)
		g.leaveCombat(id, g.types(s)&ability.Planeswalker == 0)
	}
}

// attackedRefused refuses what an attacker was declared at (CR 508.1b),
// citing the rule of the game's kind too: in a free-for-all each attacker
// attacks an opponent or an opponent's planeswalker (802.3), in
// Two-Headed Giant one of the defending team (805.10b; the variant's
// combat rule, 810.7a, says the same); a player who left is attacked by
// nobody (800.4a).
func (g *Game) attackedRefused(p PlayerID, format, name string) error {
	err := refuse(ErrBadTarget, "508.1b", format, name)
	switch {
	case g.twoHeaded():
		alsoCite(err, "805.10b", "810.7a")
	case len(g.players) > 2:
		alsoCite(err, "802.3")
	}
	if p != NoPlayer && g.validPlayer(p) && !g.inGame(p) {
		alsoCite(err, "800.4a")
	}
	return err
}

// emitDamageOrder records that p put the blocker at place i of at's
// damage assignment order (CR 509.2), which every player learns.
func (g *Game) emitDamageOrder(p PlayerID, at *attacker, i int) {
	if g.noEvents {
		return
	}
	e := Event{Kind: EventDamageOrder, Player: p, Object: at.id, Amount: i + 1}
	e.setTargets([]Target{ObjectTarget(at.blockers[i])})
	g.emit(e)
}
