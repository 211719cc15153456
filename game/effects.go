package game

import (
	"math"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// effectPlayers calls fn for each player an effect acts on, skipping an
// illegal target (CR 608.2b).
func (g *Game) effectPlayers(e *ability.Effect, fn func(PlayerID)) {
	it := &g.res.item
	ctrl := PlayerID(it.Controller)
	switch e.Who {
	case ability.WhoYou:
		fn(ctrl)
	case ability.WhoTarget:
		// A player who left the game during the resolution does nothing
		// more in it (CR 800.4a).
		if t, ok := g.effectTarget(e); ok && t.IsPlayer() && g.inGame(PlayerID(t.Player)) {
			fn(PlayerID(t.Player))
		}
	case ability.WhoTargetController:
		if t, ok := g.effectTarget(e); ok && !t.IsPlayer() {
			if s, ok := g.lookup(ObjectID(t.Object)); ok {
				if g.inGame(g.objects[s].controller) {
					fn(g.objects[s].controller)
				}
			} else if lk, ok := g.lastKnownOf(ObjectID(t.Object)); ok && g.inGame(lk.controller) {
				// The permanent left during the resolution: its
				// controller as it last existed (CR 608.2g).
				fn(lk.controller)
			}
		}
	case ability.WhoEventPlayer:
		if g.inGame(PlayerID(it.EventPlayer)) {
			fn(PlayerID(it.EventPlayer))
		}
	case ability.WhoEachOpponent, ability.WhoEachPlayer:
		// CR 101.4: each player (opponent) in turn, in APNAP order.
		var buf [MaxPlayers]PlayerID
		for _, p := range g.apnap(&buf) {
			if e.Who == ability.WhoEachPlayer || g.opponents(p, ctrl) {
				fn(p)
			}
		}
	case ability.WhoEnchantedController:
		if g.upkeepTrigger(it) && g.validPlayer(PlayerID(it.EventPlayer)) {
			// An upkeep trigger's "that player" (Stab Wound) or "you" (the
			// draw Avarice Amulet grants) is the player whose upkeep it
			// was (CR 603.2, 603.3a), even if the creature has changed
			// control since; one who left does nothing (CR 800.4a).
			if g.inGame(PlayerID(it.EventPlayer)) {
				fn(PlayerID(it.EventPlayer))
			}
			return
		}
		if p, ok := g.enchantedController(it); ok && g.inGame(p) {
			fn(p)
		}
	}
}

// upkeepTrigger reports whether it is a triggered ability "at the
// beginning of the upkeep of enchanted creature's controller", whose
// event player is that upkeep's player. (At the beginning of each
// upkeep, or the Aura controller's, the creature's controller is read
// as the ability resolves.)
func (g *Game) upkeepTrigger(it *stack.Item) bool {
	ev, ok := g.triggerEventOf(it)
	return ok && ev == ability.UpkeepOfAttachedController
}

// enchantedController returns the controller of the permanent the source
// of it is attached to ("enchanted creature's controller"): the permanent
// a trigger's event happened to ("whenever enchanted creature dies",
// "is dealt damage", "deals combat damage to a player"), else the one
// the source is attached to now or, gone, was attached to as it last
// existed; that permanent's controller as it is now or last existed
// (CR 112.7a, 603.10a, 608.2g).
func (g *Game) enchantedController(it *stack.Item) (PlayerID, bool) {
	var att ObjectID
	if ev, ok := g.triggerEventOf(it); ok && (ev == ability.AttachedDies || ev == ability.AttachedIsDealtDamage ||
		ev == ability.AttachedDealsCombatDamageToPlayer) {
		att = ObjectID(it.EventObject)
	} else if s, ok := g.lookup(ObjectID(it.Source)); ok && g.objects[s].zone == zone.Battlefield {
		att = g.objects[s].attachedTo
	} else if lk, ok := g.lastKnownOf(ObjectID(it.Source)); ok {
		att = lk.attachedTo
	}
	if att == 0 {
		return 0, false
	}
	if s, ok := g.lookup(att); ok && g.objects[s].zone == zone.Battlefield {
		return g.objects[s].controller, true
	}
	if lk, ok := g.lastKnownOf(att); ok {
		return lk.controller, true
	}
	return 0, false
}

// effectTarget returns target e.Target, and false if it is missing or
// illegal now.
func (g *Game) effectTarget(e *ability.Effect) (Target, bool) {
	it := &g.res.item
	if e.Target < 0 || e.Target >= int(it.NumTargets) || !g.res.legal[e.Target] {
		return Target{}, false
	}
	t := it.Targets[e.Target]
	if !t.IsPlayer() && t.Object == 0 {
		return Target{}, false // an "up to" target left unchosen
	}
	return t, true
}

// effectObjects calls fn for each object (slot) an object effect acts on.
func (g *Game) effectObjects(e *ability.Effect, fn func(int32)) {
	it := &g.res.item
	switch e.Subject {
	case ability.SubjectTarget:
		if t, ok := g.effectTarget(e); ok && !t.IsPlayer() {
			if s, ok := g.targetObject(e, ObjectID(t.Object)); ok && reaches(e.Op, g.objects[s].zone) {
				fn(s)
			}
		}
	case ability.SubjectSelf:
		if s, ok := g.selfObject(); ok && reaches(e.Op, g.objects[s].zone) {
			fn(s)
		}
	case ability.SubjectAttached:
		attached := ObjectID(0)
		if s, ok := g.lookup(ObjectID(it.Source)); ok {
			attached = g.objects[s].attachedTo
		} else if lk, ok := g.lastKnownOf(ObjectID(it.Source)); ok {
			// The Aura or Equipment left: what it was attached to as it
			// last existed (CR 112.7a, 608.2g), if still there.
			attached = lk.attachedTo
		}
		if a, ok := g.lookup(attached); ok && g.objects[a].zone == zone.Battlefield {
			fn(a)
		}
	case ability.SubjectEventObject:
		// A card the event put into a graveyard (a creature that died, a
		// discarded card) is found there while it stays (CR 400.7d): its
		// ID is stale once it moves on.
		s, ok := g.lookup(ObjectID(it.EventObject))
		if !ok && g.attachedDiesTrigger(it) {
			// "When enchanted creature dies, return it": its event
			// object is the creature's battlefield ID; the card is the
			// next object in its slot, if still in the graveyard.
			s, ok = g.nextObjectOf(ObjectID(it.EventObject))
		}
		if ok && (g.objects[s].zone == zone.Battlefield || g.objects[s].zone == zone.Graveyard && reaches(e.Op, zone.Graveyard)) {
			fn(s)
		}
	case ability.SubjectAttachedToTarget:
		t, ok := g.effectTarget(e)
		if !ok || t.IsPlayer() {
			break
		}
		var buf [16]int32
		set := buf[:0]
		for _, s := range g.battlefield {
			o := &g.objects[s]
			if o.attachedTo == ObjectID(t.Object) && (e.Group.Subtype == "" || g.hasSubtype(s, e.Group.Subtype)) {
				set = append(set, s)
			}
		}
		for _, s := range set {
			fn(s)
		}
	case ability.SubjectChosen:
		g.chosenObjects(fn)
	case ability.SubjectFound:
		for _, s := range g.res.cards {
			if g.objects[s].zone == zone.Battlefield {
				fn(s)
			}
		}
	case ability.SubjectAll:
		// "Other" excludes the source, the permanent that has a granted
		// ability (CR 112.7); if it has left the battlefield it is
		// excluded anyway (CR 608.2g: last known information).
		src, ok := g.lookup(g.effectSource())
		if !ok {
			src = -1
		}
		// The affected set is locked in before any of them changes
		// (CR 611.2c); a spell's source is on the stack, so compare sides
		// with the item's controller.
		var buf [64]int32
		set := buf[:0]
		for _, s := range g.battlefield {
			c := g.charsOf(s)
			gr := e.Group
			if gr.Side != ability.AnySide {
				// "Your opponents" are not teammates (CR 102.3, 810.2).
				if !g.sideOK(gr.Side, g.objects[s].controller, PlayerID(it.Controller)) {
					continue
				}
				gr.Side = ability.AnySide
			}
			if gr.WithoutKeyword&c.keywords != 0 || (gr.EventPlayers && g.objects[s].controller != PlayerID(it.EventPlayer)) {
				continue
			}
			if gr.TargetPlayers && !g.controlledByTargetPlayer(e, s) {
				continue
			}
			if src < 0 && (gr.ChosenSubtype || gr.ChosenName) {
				// "Of the chosen type" of a source that has left: its
				// choice as it last existed (CR 608.2g).
				if !g.sourceChoseFor(&gr, ObjectID(it.Source), s) {
					continue
				}
				gr.ChosenSubtype, gr.ChosenName = false, false
			}
			if g.groupMatch(&gr, src, s, &c) {
				set = append(set, s)
			}
		}
		if e.Op == ability.OpDestroy {
			// Destroyed at once (CR 701.7a): which of them survive —
			// indestructible, or regenerated — is settled for all before
			// any leaves, so a permanent keeps the indestructible another
			// one destroyed with it gave it (CR 702.12b, 611.2c).
			kept := set[:0]
			for _, s := range set {
				if g.hasKeyword(s, ability.Indestructible) || !e.NoRegenerate && g.regenerates(s) {
					continue
				}
				kept = append(kept, s)
			}
			set = kept
		}
		// They change together: those that leave the battlefield leave in
		// one event and see each other leave (CR 603.10a).
		nested := g.beginLeaving()
		if movesPermanents(e.Op) {
			g.snapshotLeaving(set)
		}
		for _, s := range set {
			fn(s)
		}
		g.endLeaving(nested)
	}
}

// sourceChoseFor reports whether the permanent in slot is of the type or
// name chosen for src, a permanent that has left the battlefield, as it
// last existed there; false without its last known information.
func (g *Game) sourceChoseFor(gr *ability.Group, src ObjectID, slot int32) bool {
	lk, ok := g.lastKnownOf(src)
	return ok && g.chosenMatchOf(gr, g.objects[src.slot()].def, lk.chosen, slot)
}

// reaches reports whether an object effect of kind op acts on an object
// in zone z: what changes a permanent's state (tap, counters, damage,
// control, power and toughness) acts on the battlefield only (CR 110.1),
// a move acts on a card in any zone but the stack, whence a spell leaves
// only by resolving or being countered (CR 405.1, 701.5a).
func reaches(op ability.Op, z zone.Kind) bool {
	switch z {
	case zone.Battlefield:
		return true
	case zone.Stack:
		return false
	}
	switch op {
	case ability.OpExile, ability.OpBounce, ability.OpPutIntoLibrary:
		return true
	}
	return false
}

// effectSource returns the object that does what the resolving item says
// (CR 608.2g): the source of a spell or of an ability of the object's
// own, and for an ability granted by an Aura, Equipment or another
// permanent, the permanent that has it (CR 112.7): the damage it deals
// has that permanent's colours and lifelink.
func (g *Game) effectSource() ObjectID {
	it := &g.res.item
	if h := g.abilityHost(it); h != 0 {
		return h
	}
	return ObjectID(it.Source)
}

// hostPower is the power of the permanent id, or as it last existed.
func (g *Game) hostPower(id ObjectID) int {
	if s, ok := g.lookup(id); ok && g.objects[s].zone == zone.Battlefield {
		p, _ := g.powerToughness(s)
		return p
	}
	if lk, ok := g.lastKnownOf(id); ok {
		return int(lk.power)
	}
	return 0
}

// effectAmount is the amount of effect e of the resolving item. "The
// target's toughness" reads the target e names (CR 608.2g): as it is, on
// the battlefield or in a graveyard, or as it last existed on the
// battlefield; a card that was never on the battlefield since (a creature
// card exiled from a graveyard) by the toughness recorded as it moved.
func (g *Game) effectAmount(e *ability.Effect) int {
	if e.Amount.Kind == ability.TargetToughness {
		if n, ok := g.targetToughness(e.Target); ok {
			return n
		}
	}
	return g.amount(e.Amount)
}

// targetToughness returns the toughness of target k of the resolving
// item, a permanent on the battlefield or one that left it during the
// resolution (its last known information). A target that was illegal as
// the resolution began gives no information: 0 (CR 608.2b).
func (g *Game) targetToughness(k int) (int, bool) {
	ts := g.res.item.TargetList()
	if k < 0 || k >= len(ts) || ts[k].IsPlayer() {
		return 0, false
	}
	if k < len(g.res.legal) && !g.res.legal[k] {
		return 0, true
	}
	id := ObjectID(ts[k].Object)
	if s, ok := g.lookup(id); ok {
		// Still the object targeted: a permanent, or a card in the
		// graveyard with its own toughness there.
		_, t := g.powerToughness(s)
		return t, true
	}
	if lk, ok := g.lastKnownOf(id); ok {
		return int(lk.toughness), true
	}
	return 0, false
}

func (g *Game) amount(a ability.Amount) int {
	it := &g.res.item
	switch a.Kind {
	case ability.ValueOfX:
		return int(it.X)
	case ability.CountSubtype:
		return g.countSubtype(PlayerID(it.Controller), a.Subtype)
	case ability.EventAmount, ability.SacrificedPower:
		return int(it.EventAmount) // SacrificedPower: recorded as the cost was paid
	case ability.SourcePower:
		if h := g.abilityHost(it); h != 0 {
			// A granted ability's "its power" is its host's (CR 112.7).
			return g.hostPower(h)
		}
		if s, ok := g.lookup(ObjectID(it.Source)); ok && g.objects[s].zone == zone.Battlefield {
			p, _ := g.powerToughness(s)
			return p
		}
		// As it last existed (CR 608.2g), a dies trigger's source too,
		// whose Source names the card in the graveyard (CR 603.10a).
		if lk, ok := g.lastKnownSource(ObjectID(it.Source)); ok {
			return int(lk.power)
		}
		if c, ok := g.graveyardCard(ObjectID(it.Source)); ok {
			return c.power
		}
		return int(it.EventAmount) // recorded as the cost sacrificed it
	case ability.TargetToughness:
		return g.res.lastToughness
	case ability.CountOtherAttackingSubtype:
		return g.countOtherAttackers(ObjectID(it.Source), a.Subtype)
	}
	if a.Counted() {
		return g.countAmount(a)
	}
	return a.N
}

// applyEffect carries out one effect of the resolving item (CR 608.2c).
// It reports whether the game now waits for a decision.
func (g *Game) applyEffect(e *ability.Effect) bool {
	it := &g.res.item
	src := ObjectID(it.Source)
	ctrl := PlayerID(it.Controller)
	if e.If != nil && !g.effectCondition(e.If) {
		return false
	}
	if e.Op == ability.OpCounterUnlessPays {
		return g.counterUnlessPays(e)
	}
	if e.Subject == ability.SubjectChosen {
		if wait, skip := g.askChosen(e); wait || skip {
			return wait
		}
	}
	if e.Optional && !g.res.answered {
		// CR 603.5: "you may" is chosen on resolution.
		g.res.next-- // come back to this effect with the answer
		g.pending = Decision{Kind: DecideYesNo, Player: ctrl}
		return true
	}
	if e.Optional {
		g.res.answered = false
		if !g.res.yes {
			return false
		}
	}
	if e.IfLoseFlip && !g.res.lostFlip {
		return false
	}
	if e.IfDeclined && !g.res.declined {
		return false
	}
	switch e.Op {
	case ability.OpDamage:
		src := g.effectSource()
		n := g.effectAmount(e)
		// "Target player" as Who is one target, as a Subject is.
		targeted := e.Subject == ability.SubjectTarget || e.Subject == ability.SubjectPlayer && e.Who == ability.WhoTarget
		if !targeted && e.Subject == ability.SubjectPlayer {
			// CR 306.7 (seed rule): each opponent's damage may be
			// redirected, targeted or not; the controller answers for
			// each in turn before it is all dealt at once.
			if g.untargetedRedirectVictim(e) != NoPlayer {
				g.res.redirectAsked = true
				g.res.next--
				g.pending = Decision{Kind: DecideRedirect, Player: ctrl}
				return true
			}
			to := g.res.redirects
			g.res.redirectAsked, g.res.redirectedFor, g.res.redirects = false, 0, [MaxPlayers]ObjectID{}
			g.atOnce(func() {
				g.effectPlayers(e, func(p PlayerID) {
					if s, ok := g.lookup(to[p]); to[p] != 0 && ok && g.objects[s].zone == zone.Battlefield {
						g.dealDamage(src, ObjectTarget(to[p]), n, false)
					} else {
						g.dealDamage(src, PlayerTarget(p), n, false)
					}
				})
			})
			break
		}
		if t, ok := g.effectTarget(e); ok && targeted {
			if t.IsPlayer() && g.opponents(PlayerID(t.Player), ctrl) && n > 0 {
				// CR 306.7 (seed rule): damage to an opponent may be
				// redirected to a planeswalker they control. The
				// redirection is ordered with the player's prevention
				// effects by that player (CR 306.7, 616.1), who applies
				// prevention first: damage all prevented can't be
				// redirected.
				if !g.res.redirectAsked && g.controlsPlaneswalker(PlayerID(t.Player)) && g.preventDamage(src, t, n, false) > 0 {
					g.res.redirectAsked = true
					g.res.next--
					g.pending = Decision{Kind: DecideRedirect, Player: ctrl}
					return true
				}
				if g.res.redirectTo != 0 {
					t = ObjectTarget(g.res.redirectTo)
				}
				g.res.redirectAsked, g.res.redirectTo = false, 0
			}
			g.dealDamage(src, t, n, false)
			break
		}
		g.atOnce(func() { g.effectObjects(e, func(s int32) { g.dealDamage(src, ObjectTarget(g.idOf(s)), n, false) }) })
	case ability.OpSetLifeToStarting:
		g.effectPlayers(e, func(p PlayerID) { g.changeLife(p, g.players[p].startingLife-g.players[p].life) })
	case ability.OpFlipCoin:
		g.res.lostFlip = g.flipCoin(ctrl)
	case ability.OpGainLife:
		n := max(g.effectAmount(e), 0) // CR 107.1b: a negative result is 0
		// "Each player gains 3 life" is one event (CR 101.4): an
		// intervening "if" sees every gain (a Two-Headed Giant team's).
		g.atOnce(func() { g.effectPlayers(e, func(p PlayerID) { g.changeLife(p, n) }) })
	case ability.OpLoseLife:
		n := max(g.effectAmount(e), 0) // CR 107.1b (Wall of Limbs at negative power)
		g.atOnce(func() { g.effectPlayers(e, func(p PlayerID) { g.changeLife(p, -n) }) })
	case ability.OpDraw:
		n := g.effectAmount(e)
		g.effectPlayers(e, func(p PlayerID) {
			for i := 0; i < n; i++ {
				empty := len(g.players[p].library) == 0
				g.drawCard(p)
				if empty {
					break // the rest would be draws from an empty library too (CR 704.5b)
				}
			}
		})
	case ability.OpDiscard:
		wait := false
		n := g.effectAmount(e)
		g.effectPlayers(e, func(p PlayerID) { wait = g.startDiscard(p, n) })
		return wait
	case ability.OpDiscardRandom:
		n := g.effectAmount(e)
		g.effectPlayers(e, func(p PlayerID) {
			for i := 0; i < n && len(g.players[p].hand) > 0; i++ {
				hand := g.players[p].hand
				if g.strayTokens > 0 {
					var buf [16]int32
					if hand = g.handCards(buf[:0], p); len(hand) == 0 {
						break
					}
				}
				g.discard(p, hand[g.rng.IntN(len(hand))])
			}
		})
	case ability.OpMill:
		n := g.effectAmount(e)
		g.effectPlayers(e, func(p PlayerID) {
			for i := 0; i < n && len(g.players[p].library) > 0; i++ {
				lib := g.players[p].library
				g.moveObject(lib[len(lib)-1], zone.Graveyard)
			}
		})
	case ability.OpAddMana:
		if e.ManaChoice.Len() > 1 {
			return g.askManaColor(e, ctrl)
		}
		g.addMana(ctrl, src, e, firstColor(e.ManaChoice))
	case ability.OpCounter:
		if t, ok := g.effectTarget(e); ok {
			g.counterSpell(ObjectID(t.Object), src, e.Exile)
		}
	case ability.OpModify:
		p, t := e.Power, e.Toughness
		if e.Amount.Kind != ability.Fixed {
			n := max(g.effectAmount(e), 0) // a negative X counts as 0 (CR 107.1b)
			p, t = p*n, t*n
		}
		g.effectObjects(e, func(s int32) {
			g.addEffect(contEffect{target: g.idOf(s), power: int16(p), tough: int16(t),
				keywords: e.Keywords, restrictions: e.Restrictions, loseKeywords: e.LoseKeywords,
				duration: e.Duration}.lasting(src, ctrl))
		})
	case ability.OpBecome:
		// "Becomes black" or "becomes an Elf" leaves power and toughness
		// alone; only a creature it makes, or values it names, set them
		// (CR 613.3b).
		setPT := e.Power != 0 || e.Toughness != 0 || e.AddTypes&ability.Creature != 0
		g.effectObjects(e, func(s int32) {
			g.addEffect(contEffect{target: g.idOf(s), setPT: setPT, setP: int16(e.Power), setT: int16(e.Toughness),
				keywords: e.Keywords, addTypes: e.AddTypes, addSubtype: e.AddSubtype, loseSubtype: e.LoseSubtype,
				loseAll: e.LoseAllAbilities, replaceCreatureTypes: e.ReplaceCreatureTypes, setColors: e.SetColors,
				duration: e.Duration}.lasting(src, ctrl))
		})
	case ability.OpDestroy:
		g.effectObjects(e, func(s int32) {
			_, g.res.lastToughness = g.powerToughness(s)
			g.destroy(s, e.NoRegenerate)
		})
	case ability.OpRegenerate:
		g.effectObjects(e, g.addRegenerationShield)
	case ability.OpPrevent:
		return g.startPrevent(e)
	case ability.OpExile:
		g.effectObjects(e, func(s int32) {
			// "that card's toughness" (Rotfeaster Maggot): as it last
			// existed before leaving its zone (CR 608.2g).
			_, g.res.lastToughness = g.powerToughness(s)
			g.moveObject(s, zone.Exile)
		})
	case ability.OpBounce:
		g.effectObjects(e, func(s int32) { g.moveObject(s, zone.Hand) })
	case ability.OpReturnToHand:
		if e.Subject == ability.SubjectSelf {
			if s, ok := g.selfObject(); ok && g.objects[s].zone == zone.Graveyard {
				g.moveObject(s, zone.Hand)
			}
		} else if t, ok := g.effectTarget(e); ok {
			if s, ok := g.targetObject(e, ObjectID(t.Object)); ok && g.objects[s].zone == zone.Graveyard {
				g.moveObject(s, zone.Hand)
			}
		}
	case ability.OpCreateToken:
		d, _ := e.Token.(*card.Definition)
		if d == nil {
			break
		}
		n := g.effectAmount(e)
		// The tokens one effect makes enter together, and each sees the
		// others enter (CR 603.6a).
		var buf [8]int32
		made := buf[:0]
		g.effectPlayers(e, func(p PlayerID) {
			for i := 0; i < n && len(g.objects) < maxSlots; i++ {
				made = append(made, g.newToken(d, p))
			}
		})
		if len(made) == 1 {
			g.enterBattlefield(made[0], g.objects[made[0]].owner)
		} else if len(made) > 1 {
			g.enterTogether(made, NoPlayer)
		}
		for _, s := range made {
			if e.Tapped {
				// "put ... onto the battlefield tapped": it enters
				// tapped (CR 110.6b... 614.1c), before any trigger.
				g.objects[s].tapped = true
			}
		}
	case ability.OpPutCounters:
		k, ok := ParseCounterKind(e.Counter)
		n := max(g.effectAmount(e), 0) // CR 107.1b
		if !ok {
			break
		}
		g.effectObjects(e, func(s int32) {
			was := g.objects[s].counters[k] // any permanent may have loyalty counters (CR 121.1, 121.6)
			g.objects[s].counters[k] = addCount(was, n)
			g.minusCounters = g.minusCounters || k == MinusOne // CR 704.5q may apply
			g.charsChangedFor(s)
			if k == Loyalty {
				g.emitLoyalty(s, int(g.objects[s].counters[k]-was))
			} else {
				g.emitCounters(s, k, int(g.objects[s].counters[k]-was))
			}
			g.sbaDirty = true
		})
	case ability.OpTap:
		g.effectObjects(e, func(s int32) { g.tapBy(s, ctrl) })
	case ability.OpUntap:
		g.effectObjects(e, func(s int32) { g.untapBy(s, ctrl) })
	case ability.OpSkipUntap:
		g.effectObjects(e, func(s int32) { g.objects[s].marks |= markSkipUntap })
	case ability.OpGainControl:
		to := ctrl
		if e.Who == ability.WhoTarget { // "target opponent gains control of"
			t, ok := g.effectTarget(e)
			if !ok || !t.IsPlayer() || !g.inGame(PlayerID(t.Player)) {
				break
			}
			to = PlayerID(t.Player)
		}
		g.effectObjects(e, func(s int32) { g.gainControl(s, to, e) })
	case ability.OpExtraLoyaltyActivation:
		if p := &g.players[ctrl]; p.loyaltyBonus < math.MaxUint8 {
			p.loyaltyBonus++
		}
	case ability.OpExileGraveyard:
		g.effectPlayers(e, func(p PlayerID) {
			for len(g.players[p].graveyard) > 0 {
				gy := g.players[p].graveyard
				g.moveObject(gy[len(gy)-1], zone.Exile)
			}
		})
	case ability.OpSearchLibrary:
		return g.startSearch(e)
	case ability.OpSacrifice:
		return g.startSacrificeEffect(e)
	case ability.OpUnless:
		return g.startUnless(e)
	case ability.OpNameCard:
		return g.startNaming()
	case ability.OpSearchZones:
		return g.startSearchZones(e)
	case ability.OpTopOrBottom:
		return g.startTopOrBottom(e)
	case ability.OpChooseAndGuess:
		return g.startChooseAndGuess(e)
	case ability.OpRevealTake:
		return g.startRevealTake(ctrl, e)
	case ability.OpRevealUntil:
		g.revealUntil(ctrl, &e.Filter)
	case ability.OpPutIntoLibrary:
		n := g.effectAmount(e)
		g.effectObjects(e, func(s int32) { g.putIntoLibrary(s, n) })
	case ability.OpPutOntoBattlefield:
		g.putTargetsOntoBattlefield(ctrl)
	case ability.OpFight:
		// CR 701.11b: with either creature gone, no longer a creature or
		// an illegal target, no damage is dealt.
		a, okA := g.effectTarget(e)
		b, okB := g.effectTarget(&ability.Effect{Target: e.Other})
		if !okA || !okB || a.IsPlayer() || b.IsPlayer() {
			break
		}
		sa, okA := g.lookup(ObjectID(a.Object))
		sb, okB := g.lookup(ObjectID(b.Object))
		if okA && okB && g.objects[sa].zone == zone.Battlefield && g.objects[sb].zone == zone.Battlefield &&
			g.isCreature(sa) && g.isCreature(sb) {
			g.atOnce(func() { g.fight(sa, sb) }) // both damages are one event (CR 701.11a)
		}
	case ability.OpExileTop:
		g.res.cards = g.res.cards[:0]
		for i := g.effectAmount(e); i > 0 && len(g.players[ctrl].library) > 0; i-- {
			lib := g.players[ctrl].library
			s := lib[len(lib)-1]
			g.moveObject(s, zone.Exile)
			g.res.cards = append(g.res.cards, s)
		}
	case ability.OpCastCopies:
		return g.startCopies(e)
	case ability.OpChooseCopy:
		return g.startChooseCopy()
	case ability.OpReturnLinked:
		g.returnLinked(src)
	case ability.OpExileUntilLeaves:
		// Until the permanent whose ability it is leaves: its source, or
		// the permanent it is granted to (Constricting Sliver's entering
		// Sliver, CR 610.3).
		holder := src
		if h := g.abilityHost(it); h != 0 {
			holder = h
		}
		if t, ok := g.effectTarget(e); ok {
			g.exileUntilLeaves(holder, ObjectID(t.Object))
		}
	case ability.OpDelayTrigger:
		g.delayTrigger(src, ctrl)
	case ability.OpReturnSelfTapped:
		if s, ok := g.lookup(src); ok && g.objects[s].zone == zone.Graveyard {
			g.enterBattlefield(s, g.objects[s].owner)
			g.objects[s].tapped = true // it enters tapped (CR 614.1c)
		}
	case ability.OpCopyAbility:
		return g.copyAbility(ctrl, uint32(it.EventAmount)) // "you may pay {R}" was answered (PayMana)
	case ability.OpLookMill:
		lib := g.players[ctrl].library
		n := min(g.effectAmount(e), len(lib))
		if n <= 0 {
			break // no card looked at: none to put into the graveyard
		}
		g.res.next--
		g.res.picking = true
		g.pending = Decision{Kind: DecidePick, Player: ctrl, Count: n}
		return true
	case ability.OpShuffleHandAndGraveyard:
		g.effectPlayers(e, func(p PlayerID) {
			for len(g.players[p].hand) > 0 {
				// The whole hand goes: who knew a card of it (and its
				// owner) knows it is in the library now (CR 400.2).
				s := g.players[p].hand[0]
				g.moveObjectSeen(s, zone.Library, g.objects[s].known|g.handSeers(p))
			}
			for len(g.players[p].graveyard) > 0 {
				g.moveToLibrary(g.players[p].graveyard[0])
			}
			g.shuffleLibrary(p)
		})
	case ability.OpReanimateAll:
		var buf [64]int32
		set := buf[:0]
		for p := range g.players {
			switch side := e.Filter.Side; {
			case side == ability.YourSide && PlayerID(p) != ctrl,
				side == ability.OpponentSide && !g.opponents(PlayerID(p), ctrl),
				side == ability.NotYourSide && PlayerID(p) == ctrl:
				continue // "from your graveyard", "from your opponents' graveyards"
			}
			for _, s := range g.players[p].graveyard {
				if g.objects[s].def.Types&e.Filter.Types != 0 && g.isCard(s) {
					set = append(set, s)
				}
			}
		}
		g.enterTogether(set, ctrl)
	case ability.OpEmblem:
		d, _ := e.Token.(*card.Definition)
		if d == nil {
			break
		}
		g.effectPlayers(e, func(p PlayerID) {
			if len(g.objects) >= maxSlots {
				return
			}
			slot := g.addObject(d, p, zone.Command, false)
			g.emblems++
			g.emit(Event{Kind: EventEmblem, Player: p, Object: g.idOf(slot), Card: d})
		})
	case ability.OpExileTopMayPlay:
		// Amount cards (one when unset: Chandra, Pyromaster's 0).
		n := 1
		if e.Amount.Kind != ability.Fixed || e.Amount.N > 0 {
			n = g.effectAmount(e)
		}
		for ; n > 0 && len(g.players[ctrl].library) > 0; n-- {
			lib := g.players[ctrl].library
			s := lib[len(lib)-1]
			g.moveObject(s, zone.Exile)
			if ts := g.turnStamp(); ts > 0 {
				if g.objects[s].playTurn == 0 {
					g.exileCastable++
				}
				g.objects[s].playTurn = ts
			}
		}
	case ability.OpAttach:
		if t, ok := g.effectTarget(e); ok {
			// CR 301.5c: an Equipment that is also a creature, or that
			// lost the subtype Equipment, can't equip a creature.
			// An Equipment can't be attached to what it couldn't equip,
			// and then doesn't move (CR 301.5c, 701.3b).
			if s, ok := g.lookup(src); ok && g.objects[s].zone == zone.Battlefield && !g.isCreature(s) && g.hasSubtype(s, "Equipment") &&
				g.couldEquip(s, ObjectID(t.Object)) {
				g.attach(s, ObjectID(t.Object))
			}
		}
	}
	return false
}

// addEffect records a continuous effect with the next timestamp.
func (g *Game) addEffect(e contEffect) {
	if !g.effectLive(&e) {
		// "For as long as you control" a source its controller no longer
		// controls as it resolves: the effect does nothing, and never
		// begins when control comes back (CR 611.2b).
		return
	}
	if !e.quietForSBA() || g.condStatics > 0 {
		g.sbaDirty = true
	}
	if e.changesKeywords() {
		g.keywordGrants++
	}
	if e.changesRestrictions() {
		g.restrictionGrants++
	}
	if e.addTypes != 0 {
		g.typeGrants++
	}
	if e.isOverwrite() {
		g.overwrites++
	}
	e.timestamp = g.nextTimestamp()
	g.effects = append(g.effects, e)
	if s, ok := g.lookup(e.target); ok {
		g.charsChangedFor(s)
	} else {
		g.charsChanged()
	}
}

// destroy puts a permanent into its owner's graveyard unless it is
// indestructible (CR 701.7, 702.12b) or regenerates (CR 701.13a; not
// when noRegen, "it can't be regenerated").
func (g *Game) destroy(s int32, noRegen bool) {
	if g.objects[s].zone != zone.Battlefield || g.hasKeyword(s, ability.Indestructible) {
		return
	}
	if !noRegen && g.regenerates(s) {
		return
	}
	g.moveObject(s, zone.Graveyard)
}

func (g *Game) tap(s int32) { g.tapBy(s, g.objects[s].controller) }

// tapBy taps the permanent in slot s for player by: its controller, or
// the controller of the effect that taps it (CR 608.2c), whom the event
// names.
func (g *Game) tapBy(s int32, by PlayerID) {
	o := &g.objects[s]
	if !o.tapped {
		o.tapped = true
		g.tapChanged(o.controller)
		g.emit(Event{Kind: EventTap, Object: g.idOf(s), Player: by})
	}
}

func (g *Game) untap(s int32) { g.untapBy(s, g.objects[s].controller) }

// untapBy is tapBy for untapping.
func (g *Game) untapBy(s int32, by PlayerID) {
	o := &g.objects[s]
	if o.tapped {
		o.tapped = false
		g.tapChanged(o.controller)
		g.emit(Event{Kind: EventUntap, Object: g.idOf(s), Player: by})
	}
}

// gainControl gives p control of the permanent in slot (CR 613.1b): until
// end of turn or for good. Either way a revert record keeps who
// controlled it before, so that when an earlier effect ends this one
// still applies (CR 613.6: the latest timestamp wins), even when p
// controlled it already.
func (g *Game) gainControl(s int32, p PlayerID, e *ability.Effect) {
	o := &g.objects[s]
	g.sbaDirty = true
	g.controlReverts = append(g.controlReverts, controlRevert{id: g.idOf(s), to: o.controller,
		lasting: e.Duration != ability.UntilEndOfTurn})
	if o.controller != p {
		g.tapChanged(o.controller)
		g.tapChanged(p)
		g.bfGen++ // the lists by controller (battlefield_lists.go)
		o.controller = p
		g.charsChangedFor(s)
		g.endLostLasting(s)
		o.sick = true                 // CR 302.6: a new controller has not controlled it since their turn began
		g.removeFromCombat(g.idOf(s)) // CR 506.4
		g.emit(Event{Kind: EventControl, Object: g.idOf(s), Card: o.def, Player: p})
	}
	if e.Untap {
		g.untapBy(s, p) // the new controller's effect untaps it
	}
	if e.Keywords != 0 {
		g.addEffect(contEffect{target: g.idOf(s), keywords: e.Keywords, duration: e.Duration})
	}
}

// controlRevert records a control-changing effect on a permanent: to is
// who controlled it before the effect began. An "until end of turn"
// effect (Act of Treason) ends in the cleanup step; a lasting one
// (Avarice Amulet's trigger) ends only if its player leaves the game
// (CR 800.4a). A permanent's records, oldest first, make its control
// chain (see controlChain).
type controlRevert struct {
	id      ObjectID
	to      PlayerID
	lasting bool
}

// forgetEffect updates the counts of effects of each kind for e, an
// effect that ended and is being removed.
func (g *Game) forgetEffect(e *contEffect) {
	if e.changesKeywords() {
		g.keywordGrants--
	}
	if e.changesRestrictions() {
		g.restrictionGrants--
	}
	if e.addTypes != 0 {
		g.typeGrants--
	}
	if e.isOverwrite() {
		g.overwrites--
	}
}

// endLostLasting removes, after the permanent in slot changed
// controller, the effects that last while their controller controls it
// and whose controller no longer does: they ended for good and don't
// start again if control comes back (CR 611.2b).
func (g *Game) endLostLasting(slot int32) {
	if !g.sourceOfLasting(slot) {
		return
	}
	kept := g.effects[:0]
	for _, e := range g.effects {
		if e.duration == ability.WhileYouControlSource && e.source.slot() == int(slot) && !g.effectLive(&e) {
			g.forgetEffect(&e)
			continue
		}
		kept = append(kept, e)
	}
	g.effects = kept
	g.charsChanged()
}

// endTurnEffects ends "until end of turn" effects and control changes
// (CR 514.2).
func (g *Game) endTurnEffects() {
	kept := g.effects[:0]
	// Bonuses that end lower toughness; the creatures they raised are
	// looked at once the effects are gone (see below).
	var raisedBuf [8]int32
	raised := raisedBuf[:0]
	loud := false
	for _, e := range g.effects {
		if e.duration != ability.UntilEndOfTurn && g.obj(e.target) != nil && g.effectLive(&e) {
			kept = append(kept, e)
			continue
		}
		g.forgetEffect(&e)
		if !e.quietForSBA() {
			loud = true
		} else if s, ok := g.lookup(e.target); ok && e.tough > 0 {
			raised = append(raised, s)
		}
	}
	ended := len(kept) != len(g.effects)
	control := g.untilEndOfTurnControl()
	g.effects = kept
	if ended || control {
		g.charsChanged()
	}
	// Characteristics and control change back: state-based actions may
	// apply (a creature whose toughness a bonus kept above its -1/-1
	// counters, two legends under one controller again). Damage is gone
	// (CR 514.2, cleanupRest), so the end of a bonus to power, toughness,
	// keywords or restrictions matters only to a creature whose
	// toughness is now 0 or less (CR 704.5f). When nothing ended, wiping
	// damage can't make one apply.
	if loud || control || ended && g.condStatics > 0 {
		g.sbaDirty = true
	}
	for _, s := range raised {
		if g.sbaDirty {
			break
		}
		if g.objects[s].zone == zone.Battlefield && g.isCreature(s) && g.charsOf(s).toughness <= 0 {
			g.sbaDirty = true
		}
	}
	g.endShields()
	if g.exileCastable > 0 {
		// "You may play that card this turn" ends now too (CR 514.2):
		// not in a cleanup step in which players get priority (514.3a).
		for i := range g.objects {
			if o := &g.objects[i]; o.playTurn != 0 {
				o.playTurn = 0
				g.exileCastable--
			}
		}
	}
	g.endTurnControl()
}

// newToken makes a token of d for p (CR 110.5), not yet on the
// battlefield, and returns its slot.
func (g *Game) newToken(d *card.Definition, p PlayerID) int32 {
	slot := int32(len(g.objects))
	g.objects = append(g.objects, object{def: d, owner: p, controller: p, zone: zone.Command, token: true})
	g.tokens++
	if len(d.Triggered) > 0 {
		g.anyTriggers = true
	}
	return slot
}

// startSearch runs OpSearchLibrary: the player looks through their
// library and may find cards matching the filter (CR 701.17); a
// DecideSearch decision asks which, even when no card matches: the other
// players must not learn that none does (CR 701.17b: the player may find
// nothing anyway).
func (g *Game) startSearch(e *ability.Effect) bool {
	p := PlayerID(g.res.item.Controller)
	g.onLibrarySearched(p)
	g.res.searchLeft = max(g.effectAmount(e), 0)
	g.pending = Decision{Kind: DecideSearch, Player: p, Count: g.res.searchLeft}
	g.res.next--
	g.res.searching = true
	return true
}

// mustFind reports whether p, searching their library with e, must find
// a card: a search "for a card", with no stated quality, finds one while
// the library has one (CR 701.17d); one for a card with a stated quality
// may find nothing (701.17b).
func (g *Game) mustFind(p PlayerID, e *ability.Effect) bool {
	if g.res.searchLeft <= 0 {
		return false // "up to zero cards": none to find
	}
	f := &e.Filter
	unqualified := f.Types == 0 && f.Subtype == "" && f.ManaValue == nil && f.MaxManaValue == nil
	return unqualified && len(g.players[p].library) > 0
}

// searchMatch reports whether the card in slot matches the search e.
func (g *Game) searchMatch(s int32, e *ability.Effect) bool {
	d := g.objects[s].def
	f := &e.Filter
	if f.Types != 0 && d.Types&f.Types == 0 {
		return false
	}
	if f.Subtype == "Basic" && !d.Supertypes.Has(card.Basic) {
		return false
	}
	if f.Subtype != "" && f.Subtype != "Basic" && !d.HasSubtype(f.Subtype) {
		return false // "an Aura card"
	}
	if f.ManaValue != nil && d.ManaValue() != g.amount(*f.ManaValue) {
		return false // CR 202.3
	}
	if f.MaxManaValue != nil && d.ManaValue() > g.amount(*f.MaxManaValue) {
		return false // "mana value X or less" (CR 202.3)
	}
	return true
}

// attach attaches the Aura or Equipment in slot to the permanent id
// (CR 701.3); it gets a new timestamp (CR 613.6d).
func (g *Game) attach(slot int32, id ObjectID) {
	o := &g.objects[slot]
	if o.attachedTo == id {
		return // CR 701.3b: attaching to the same object does nothing
	}
	g.sbaDirty = true
	o.attachedTo = id
	g.charsChangedFor(slot)
	old := g.shownStamp(slot) // the permanent's ViewID key until now
	o.timestamp = g.nextTimestamp()
	g.emit(Event{Kind: EventAttach, Object: g.idOf(slot), OldKey: old, Card: o.def, Player: o.controller, Target: ObjectTarget(id), HasTarget: true})
	if o.def.IsAura() && g.anyTriggers {
		// An Aura put onto the battlefield attached (Genesis Hydra,
		// Boonweaver Giant) becomes attached too (CR 303.4f, 701.3a).
		if ts, ok := g.lookup(id); ok {
			g.triggerSelf(ts, ability.AuraBecomesAttached, g.idOf(slot), 0)
		}
	}
}

// shownStamp returns the timestamp of the permanent in slot as views
// showed it before the current action, or 0 if it entered the
// battlefield during this action (an Aura put onto the battlefield
// attached, whose first timestamp no view showed) or was attached
// already during it (the earlier attach event names the shown one).
func (g *Game) shownStamp(slot int32) uint32 {
	if g.noEvents {
		return 0 // nothing reports it
	}
	id := g.idOf(slot)
	for i := g.actionEvents; i < len(g.events); i++ {
		if e := &g.events[i]; e.Object == id && (e.Kind == EventZoneChange && e.To == zone.Battlefield || e.Kind == EventAttach) {
			return 0
		}
	}
	return g.objects[slot].timestamp
}

// controlsPlaneswalker reports whether p controls a planeswalker.
func (g *Game) controlsPlaneswalker(p PlayerID) bool {
	for _, s := range g.battlefield {
		if g.objects[s].controller == p && g.types(s)&ability.Planeswalker != 0 {
			return true
		}
	}
	return false
}

// redirectVictim returns the opponent whose damage DecideRedirect may
// redirect: the target of the damage effect waiting on the answer, or
// for damage to players it doesn't target, the next one to answer for.
func (g *Game) redirectVictim() PlayerID {
	_, effects := g.effectsOf(&g.res.item)
	e := &effects[g.res.next]
	if t, ok := g.effectTarget(e); ok && t.IsPlayer() {
		return PlayerID(t.Player)
	}
	if e.Op == ability.OpDamage && e.Subject == ability.SubjectPlayer && e.Who != ability.WhoTarget {
		return g.untargetedRedirectVictim(e)
	}
	return NoPlayer
}

// untargetedRedirectVictim returns the first player, in the order the
// damage effect e of the resolving item names them, whose damage may be
// redirected and who hasn't been answered for: an opponent of the
// item's controller who controls a planeswalker and would be dealt some
// of it after prevention (CR 306.7, 616.1); NoPlayer when none is left.
func (g *Game) untargetedRedirectVictim(e *ability.Effect) PlayerID {
	ctrl := PlayerID(g.res.item.Controller)
	n := g.effectAmount(e)
	if n <= 0 {
		return NoPlayer
	}
	src, victim := g.effectSource(), NoPlayer
	g.effectPlayers(e, func(p PlayerID) {
		if victim == NoPlayer && g.res.redirectedFor&seatBit(p) == 0 && g.opponents(p, ctrl) &&
			g.controlsPlaneswalker(p) && g.preventDamage(src, PlayerTarget(p), n, false) > 0 {
			victim = p
		}
	})
	return victim
}

// answerRedirect answers DecideRedirect: Object is the planeswalker that
// is dealt the damage instead, or 0 to deal it to the player.
func (g *Game) answerRedirect(a Action) error {
	if a.Object != 0 {
		s, ok := g.lookup(a.Object)
		opp := g.redirectVictim()
		if !ok || g.objects[s].zone != zone.Battlefield || g.objects[s].controller != opp || g.types(s)&ability.Planeswalker == 0 {
			return refuseField(ErrBadTarget, "Object", "306.7", "%s isn't a planeswalker %s controls: damage to %s can be redirected only to one of theirs",
				g.objectText(a.Object, a.Player), g.playerName(opp), g.playerName(opp))
		}
	}
	g.pending = Decision{}
	if _, effects := g.effectsOf(&g.res.item); effects[g.res.next].Subject == ability.SubjectPlayer && effects[g.res.next].Who != ability.WhoTarget {
		opp := g.redirectVictim()
		g.res.redirectedFor |= seatBit(opp)
		g.res.redirects[opp] = a.Object
	} else {
		g.res.redirectTo = a.Object
	}
	if _, effects := g.effectsOf(&g.res.item); effects[g.res.next].Optional {
		// Its "you may" was answered before the redirection was asked:
		// not asked again, nor its cost paid twice (CR 603.5).
		g.res.answered = true
	}
	g.runEffects()
	return nil
}

// moveToLibrary puts a card into its owner's library (on top; a shuffle
// follows).
func (g *Game) moveToLibrary(s int32) { g.moveObject(s, zone.Library) }

// answerPick puts the chosen card among the top ones of the library into
// the graveyard (OpLookMill), and resumes the resolution.
func (g *Game) answerPick(a Action) error {
	lib := g.players[a.Player].library
	s, ok := g.lookup(a.Object)
	top := len(lib) - g.pending.Count
	found := false
	for i := max(top, 0); ok && i < len(lib); i++ {
		found = found || lib[i] == s
	}
	if !found {
		return refuseAlso(ErrNotAllowed, "608.2c", "608.2d", "choose one of the top %d cards of your library", g.pending.Count)
	}
	// The player knows the cards they leave on top. The others saw one go
	// but maybe not from where: they still know where a card they knew
	// the place of is when they knew where the one that went was, or
	// where every card above it is (then the one that went was below it).
	type kept struct {
		slot int32
		who  uint8
	}
	var buf [8]kept
	keep := buf[:0]
	above := g.everyone()
	for i := len(lib) - 1; i >= max(top, 0); i-- {
		if t := &g.objects[lib[i]]; lib[i] != s {
			keep = append(keep, kept{lib[i], t.placed & (g.objects[s].placed | above)})
		}
		above &= g.objects[lib[i]].placed
	}
	g.moveObject(s, zone.Graveyard)
	for _, k := range keep {
		o := &g.objects[k.slot]
		o.known |= seatBit(a.Player)
		o.placed = seatBit(a.Player) | k.who
	}
	g.pending = Decision{}
	g.res.picking = false
	g.res.next++
	g.runEffects()
	return nil
}

// copyCandidates lists the cards exiled this way that OpCastCopies may
// copy.
func (g *Game) copyCandidates(e *ability.Effect, buf []int32) []int32 {
	for _, s := range g.res.cards {
		o := &g.objects[s]
		if o.zone == zone.Exile && o.def.Types&e.Filter.Types != 0 {
			buf = append(buf, s)
		}
	}
	return buf
}

// startCopies begins OpCastCopies: DecideChooseCard asks which card to
// copy, even with one candidate (every choice is a decision).
func (g *Game) startCopies(e *ability.Effect) bool {
	var buf [16]int32
	if len(g.copyCandidates(e, buf[:0])) == 0 {
		return false
	}
	g.res.next-- // this effect continues with the answers
	g.res.copiesLeft = g.effectAmount(e)
	g.pending = Decision{Kind: DecideChooseCard, Player: PlayerID(g.res.item.Controller)}
	return true
}

// nextCopy makes the next copy and asks whether to cast it, or ends the
// effect when no copy is left. It reports whether a decision is pending.
func (g *Game) nextCopy() bool {
	p := PlayerID(g.res.item.Controller)
	if g.res.copiesLeft > 0 && len(g.objects) < maxSlots {
		g.res.copiesLeft--
		// CR 706.12: the copy is created in exile and cast from there; it is
		// not a card, so like a token it ceases to exist once it leaves the
		// stack.
		g.res.copySlot = g.addObject(g.objects[g.res.copyOf].def, p, zone.Exile, true)
		if !g.noEvents {
			// Every player sees the copy made from the face-up card.
			d := g.objects[g.res.copyOf].def
			g.emit(Event{Kind: EventCopy, Player: p, Object: g.idOf(g.res.copySlot), Card: d,
				Source: g.idOf(g.res.copyOf), SourceCard: d})
		}
		g.pending = Decision{Kind: DecideCastCopy, Player: p}
		return true
	}
	g.res.copiesLeft = 0
	g.res.copySlot = -1
	g.res.next++
	return false
}

// answerChooseCard picks the card OpCastCopies copies.
func (g *Game) answerChooseCard(a Action) error {
	if s := g.enteringCopy(); s >= 0 {
		return g.answerEnterCopy(a, s)
	}
	if g.choosingCopy() {
		return g.answerChooseCopy(a)
	}
	_, effects := g.effectsOf(&g.res.item)
	e := &effects[g.res.next]
	s, ok := g.lookup(a.Object)
	var buf [16]int32
	found := false
	for _, c := range g.copyCandidates(e, buf[:0]) {
		found = found || (ok && c == s)
	}
	if !found {
		return refuse(ErrNotAllowed, "706.12", "choose one of the instant or sorcery cards exiled this way")
	}
	g.pending = Decision{}
	g.res.copyOf = s
	if !g.nextCopy() {
		g.runEffects()
	}
	return nil
}

// declineCopy answers DecideCastCopy with "don't cast it": the copy
// ceases to exist.
func (g *Game) declineCopy(a Action) error {
	if a.Choice != 0 || a.Object != 0 {
		return refuse(ErrNotAllowed, "706.12", "cast the copy with ActCast, or decline with Choice 0 and no Object")
	}
	g.pending = Decision{}
	g.removeToken(g.res.copySlot)
	if !g.nextCopy() {
		g.runEffects()
	}
	return nil
}
