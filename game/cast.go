package game

import (
	"math"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// sorceryTiming reports whether p may do something at sorcery speed now:
// their own main phase with an empty stack (CR 307.1).
func (g *Game) sorceryTiming(p PlayerID) bool {
	return g.team(p) == g.active && g.step.IsMain() && g.stack.IsEmpty()
}

// cast casts a spell (CR 601.2): checks timing, targets and payment, then
// moves the card to the stack and pays.
func (g *Game) cast(a Action) error {
	if g.pending.Kind == DecideCastCopy {
		return g.castCopy(a)
	}
	if g.pending.Kind == DecideCastFree {
		return g.castFree(a)
	}
	slot, err := g.playableCard(a.Player, a.Object)
	if err != nil {
		return err
	}
	d := g.objects[slot].def
	if d.IsLand() {
		// CR 305.1: a land is played, never a spell; 305.9 says it of a
		// land with another card type too (Darksteel Citadel).
		if d.Types&^ability.Land != 0 {
			return refuseAlso(ErrNotAllowed, "305.9", "305.1", "%s is a land: it is played, not cast", d.Name)
		}
		return refuseAlso(ErrNotAllowed, "305.1", "305.9", "%s is a land: it is played, not cast", d.Name)
	}
	if !instantSpeed(d) && !g.sorceryTiming(a.Player) {
		return alsoCite(refuse(ErrTiming, timingRule(d.Types), "%s can be cast only in your main phase with an empty stack", d.Name), "116.1a")
	}
	if err := g.castRestriction(a.Player, d); err != nil {
		return err
	}
	if d.Spell.XTargets && len(d.Spell.Targets) > 0 && a.X > 0 {
		// Fewer legal targets than X is the rules' refusal, whatever the
		// engine's own limits.
		if n := g.legalTargetCount(&d.Spell.Targets[0], a.Player, a.Object, a.X); n < a.X {
			err := refuseField(ErrBadTarget, "X", "601.2c", "X=%d for %s: it needs %d different targets and there are %d", a.X, d.Name, a.X, n).(*RuleError)
			if namedTwice(a.TargetList()) {
				err.Also = "114.3"
			}
			return err
		}
	}
	x, err := checkX(d.ManaCost, a.X, d.Name)
	if err != nil {
		return err
	}
	specs, err := spellTargets(d, x)
	if err != nil {
		return err
	}
	if err := g.checkTargets(specs, &a, a.Object, d.Name); err != nil {
		return alsoCite(err, "601.2c")
	}
	if d.ManaCost.IsEmpty() {
		return refuse(ErrCantPay, "117.6", "%s has no mana cost, so it can't be cast", d.Name)
	}
	var plan payPlan
	plan.spellFor = slot + 1 // restricted mana may pay for it (CR 106.6)
	// A taxed mana source isn't planned beside creatures tapped for
	// convoke; a spell with convoke cast without them pays as any other.
	plan.noTaxed = g.taxGrants > 0 && len(a.Convoke) > 0
	if len(a.Convoke) > 0 {
		if err := g.planConvokeCast(&a, d, x, &plan); err != nil {
			return err
		}
		g.refineConvokePayment(a.Player, d.ManaCost, x, slot, d.AdditionalSacrifice != nil, a.TargetList(), &plan)
	} else if !g.planKeepingSacrifice(a.Player, d.ManaCost, x, -1, -1, d.AdditionalSacrifice, &plan) {
		return g.restrictedCited(refuse(ErrCantPay, "601.2h", "%s can't pay %s for %s%s%s%s", g.playerName(a.Player), costString(d.ManaCost, x), d.Name, andSacrifice(d.AdditionalSacrifice), availableText(&plan), g.restrictedNote(a.Player, &plan)), a.Player, &plan)
	} else {
		g.refinePayment(a.Player, d.ManaCost, x, slot, d.AdditionalSacrifice != nil, a.TargetList(), nil, &plan)
	}
	id := g.moveObject(slot, zone.Stack)
	g.objects[slot].controller = a.Player
	g.charsChangedFor(slot)
	it := stack.Item{Kind: stack.Spell, Source: uint32(id), Controller: int8(a.Player), X: int16(x),
		NumTargets: uint8(a.NumTargets), Targets: a.Targets}
	if d.IsCreature() {
		// Haste mana is counted as spent by creature spells only; with a
		// taxed source it pays the spell's generic mana, if it has any,
		// and the tax otherwise (CR 601.2h).
		haste := g.spendHasteMana(a.Player, &plan) || g.spendsHasteSacrifice(&plan)
		it.Haste = haste && (plan.taxed == 0 || plan.taxedRestGeneric)
	}
	g.pushItem(it)
	g.executePayment(a.Player, &plan)
	g.countSpellCast(a.Player)
	if d.AdditionalSacrifice != nil {
		// The sacrifice is chosen now, still paying the costs
		// (CR 601.2h), before the spell counts as cast.
		g.pending = Decision{Kind: DecideSacrifice, Player: a.Player}
		return nil
	}
	g.castComplete(a.Player)
	g.afterAction(a.Player)
	return nil
}

func costString(c mana.Cost, x int) string {
	if c.IsEmpty() {
		return "{0}"
	}
	s := totalCostText(c)
	if c.HasX() {
		s += " with X=" + itoa(x)
	}
	return s
}

// totalCostText prints c as a total cost reads: an increased cost's generic
// symbols added into one, first ({3}{U} costing {3} more is {6}{U},
// CR 601.2f), other costs as printed.
func totalCostText(c mana.Cost) string {
	generic, n := 0, 0
	for i := 0; i < c.Len(); i++ {
		if s := c.Symbol(i); s.Kind == mana.Generic {
			generic += int(s.Amount)
			n++
		}
	}
	if n < 2 {
		return c.String()
	}
	b := "{" + itoa(generic) + "}"
	for i := 0; i < c.Len(); i++ {
		if s := c.Symbol(i); s.Kind != mana.Generic {
			b += s.String()
		}
	}
	return b
}

// namedTwice reports whether a target is named twice (CR 114.3).
func namedTwice(ts []Target) bool {
	for i := range ts {
		for j := i + 1; j < len(ts); j++ {
			if ts[i] == ts[j] {
				return true
			}
		}
	}
	return false
}

// maxX bounds the X Apply accepts: far more than any payment can reach
// (payments consider at most maxPayUnits mana).
const maxX = 1000

// checkX validates the X chosen for cost (CR 107.3, 601.2b).
func checkX(c mana.Cost, x int, name string) (int, error) {
	if !c.HasX() {
		if x != 0 {
			return 0, refuseField(ErrMalformed, "X", "107.3", "%s has no X in its cost", name)
		}
		return 0, nil
	}
	if x < 0 {
		// CR 107.1b: no player may choose a negative number.
		return 0, alsoCite(refuseField(ErrNotAllowed, "X", "107.3", "X=%d for %s: X is a number of 0 or more", x, name), "107.1b")
	}
	if x > maxX {
		return 0, refuseField(ErrNotAllowed, "X", "", "X=%d for %s: at most %d (a limit of this engine; the rules set none)", x, name, maxX)
	}
	if n := c.ManaValueWithX(x); n > maxPayUnits {
		return 0, refuseField(ErrCantPay, "X", "", "X=%d for %s makes a payment of %d mana: at most %d (a limit of this engine; the rules set none)", x, name, n, maxPayUnits)
	}
	return x, nil
}

// checkTargets checks the chosen targets of a against specs (CR 601.2c,
// 114) for a spell or ability controlled by a.Player with the given
// source. An optional ("up to N") target may be left unchosen, either as
// ObjectTarget(0) in its slot or, for trailing optional specs, by
// choosing fewer targets: a is then filled up with ObjectTarget(0), so
// that what goes on the stack has one slot per spec.
func (g *Game) checkTargets(specs []ability.TargetSpec, a *Action, source ObjectID, name string) error {
	return g.checkTargetsKeeping(specs, a, source, name, nil)
}

// checkTargetsKeeping is checkTargets for the copy of an ability whose
// targets were kept (nil for none): a target equal to the kept one at
// its place needn't be legal (CR 706.10c); one object still can't be
// chosen twice for one word (CR 114.3).
func (g *Game) checkTargetsKeeping(specs []ability.TargetSpec, a *Action, source ObjectID, name string, kept *[stack.MaxTargets]Target) error {
	for a.NumTargets < len(specs) && a.NumTargets < len(a.Targets) && specs[a.NumTargets].Optional {
		a.Targets[a.NumTargets] = ObjectTarget(0)
		a.NumTargets++
	}
	ts, p := a.TargetList(), a.Player
	if len(ts) != len(specs) {
		err := refuse(ErrBadTarget, "601.2c", "%s needs %d target(s), got %d", name, len(specs), len(ts))
		if g.auraSpellTargets(err, a, source) {
			alsoCite(err, "114.1b") // Aura spells are always targeted
		}
		return err
	}
	for i := range specs {
		if specs[i].Optional && !ts[i].IsPlayer() && ts[i].Object == 0 {
			continue
		}
		if kept != nil && ts[i] == kept[i] {
			// Kept from the original (CR 706.10c).
		} else if !g.targetLegal(&specs[i], ts[i], p, source) {
			also, why := g.whyNotTarget(ts[i], p, source)
			if why == "" {
				why = g.targetMismatch(&specs[i], ts[i], p, source)
			}
			err := refuse(ErrBadTarget, "114.1", "target %d of %s is not legal%s", i+1, name, why).(*RuleError)
			err.Also = also
			return g.targetRulesToo(err, ts[i], a, source)
		}
		// A kept target measured against a changed first one must stay
		// legal too (CR 114.6d, 706.10c).
		if (kept == nil || ts[i] != kept[i] || ts[0] != kept[0]) && !g.relationOK(&specs[i], ts, i) {
			return refuse(ErrBadTarget, "114.1", "target %d of %s must be controlled by the targeted player", i+1, name)
		}
		// CR 114.3: one object can't be chosen twice for one instance of
		// the word "target" ("up to two target creatures"), unless the
		// spec is a word of its own.
		for j := 0; j < i && !specs[i].OwnWord; j++ {
			if specs[j] == specs[i] && ts[j] == ts[i] {
				// One object, one "target" word (CR 114.3); "another target"
				// can't be it (114.1).
				return refuseAlso(ErrBadTarget, "114.3", "114.1", "%s can't target the same object twice", name)
			}
		}
	}
	return nil
}

// targetLegal reports whether t is a legal target for spec, for a spell
// or ability controlled by p whose source is source (CR 114.1, 608.2b).
func (g *Game) targetLegal(spec *ability.TargetSpec, t Target, p PlayerID, source ObjectID) bool {
	f := &spec.Filter
	if t.IsPlayer() {
		q := PlayerID(t.Player)
		if spec.Allow&ability.AllowPlayer == 0 || !g.inGame(q) {
			return false
		}
		return g.sideOK(f.Side, q, p)
	}
	slot, ok := g.lookup(ObjectID(t.Object))
	if !ok {
		return false
	}
	if f.Another && source != 0 && source.slot() == int(slot) {
		return false
	}
	o := &g.objects[slot]
	switch o.zone {
	case zone.Stack:
		if spec.Allow&ability.AllowSpell == 0 || g.stack.Find(t.Object) < 0 {
			return false
		}
		if o.def.Types&f.SpellNotTypes != 0 {
			return false
		}
	case zone.Graveyard:
		if spec.Allow&ability.AllowCardInGraveyard == 0 || (f.Types != 0 && o.def.Types&f.Types == 0) {
			return false
		}
		if m := f.MaxManaValue; m != nil && m.Kind == ability.Fixed && o.def.ManaValue() > m.N {
			return false // "with mana value 2 or less" (CR 202.3)
		}
		// "from your graveyard": the side is the card's owner.
		return g.sideOK(f.Side, o.owner, p)
	case zone.Battlefield:
		return g.permanentAllowed(slot, spec.Allow) && g.permanentTargetOK(spec, slot, p, source)
	default:
		return false
	}
	if f.NotColors != 0 && g.colors(slot)&f.NotColors != 0 || f.Colors != 0 && g.colors(slot)&f.Colors == 0 {
		return false // "target red spell" (CR 114.1)
	}
	return g.sideOK(f.Side, o.controller, p)
}

// permanentTargetOK reports whether the permanent in slot, of a type spec
// allows (permanentAllowed), is a legal target for p's spec: the filter,
// hexproof and protection (CR 114.2, 702.11b, 702.16b), and the side.
// Target listing calls it directly for each permanent of the battlefield.
func (g *Game) permanentTargetOK(spec *ability.TargetSpec, slot int32, p PlayerID, source ObjectID) bool {
	f := &spec.Filter
	if f.Another && source != 0 && source.slot() == int(slot) {
		return false
	}
	o := &g.objects[slot]
	// Each check reads only the characteristic it needs.
	kw := g.keywords(slot)
	if f.WithKeyword != 0 && !kw.Has(f.WithKeyword) {
		return false
	}
	if f.NotTypes != 0 && g.types(slot)&f.NotTypes != 0 {
		return false
	}
	if f.Subtype != "" && !g.hasSubtype(slot, f.Subtype) {
		return false
	}
	if f.NotSubtype != "" && g.hasSubtype(slot, f.NotSubtype) {
		return false
	}
	if f.MinToughness > 0 {
		if _, tough := g.powerToughness(slot); tough < f.MinToughness {
			return false
		}
	}
	if kw&f.WithoutKeyword != 0 {
		return false
	}
	if f.MinPower > 0 {
		if pw, _ := g.powerToughness(slot); pw < f.MinPower {
			return false
		}
	}
	if f.Combat == ability.Attacking && g.attackerIndex(g.idOf(slot)) < 0 {
		return false
	}
	if f.Colors != 0 && g.colors(slot)&f.Colors == 0 {
		return false
	}
	if f.Combat == ability.AttackingOrBlocking && !g.InCombat(g.idOf(slot)) {
		return false
	}
	// CR 702.11b: hexproof permanents can't be targeted by opponents.
	if kw.Has(ability.Hexproof) && g.opponents(o.controller, p) {
		return false
	}
	// CR 702.16b: nor by spells or abilities of a colour they have
	// protection from.
	if g.preventers > 0 && g.protectedFrom(slot, source) {
		return false
	}
	if f.NotColors != 0 && g.colors(slot)&f.NotColors != 0 {
		return false
	}
	return g.sideOK(f.Side, o.controller, p)
}

// whyNotTarget names the specific rule that makes t, an illegal target
// of a spell or ability of p's with the given source, illegal, when it is
// hexproof or protection (else ""), and says why in words.
func (g *Game) whyNotTarget(t Target, p PlayerID, source ObjectID) (rule, why string) {
	if !t.IsPlayer() && t.Object != 0 && ObjectID(t.Object) == source {
		// Only a spell (being cast, or on the stack) is its own source:
		// an ability may target the permanent it comes from (Kinsbaile
		// Skirmisher), and one that can't is refused for its filter.
		if slot, ok := g.lookup(source); ok && g.objects[slot].zone != zone.Battlefield {
			return "114.4", ": a spell or ability can't target itself"
		}
	}
	if slot, ok := g.lookup(ObjectID(t.Object)); ok && !t.IsPlayer() && g.objects[slot].zone == zone.Battlefield {
		if g.keywords(slot).Has(ability.Hexproof) && g.opponents(g.objects[slot].controller, p) {
			return "702.11b", ": it has hexproof"
		}
		if g.protectedFrom(slot, source) {
			return "702.16b", ": it has protection from the source's colour"
		}
	}
	return "", ""
}

// sideOK reports whether owner is on side s of p: p, or an opponent
// (not a teammate, CR 810.2, 102.3).
func (g *Game) sideOK(s ability.Side, owner, p PlayerID) bool {
	switch s {
	case ability.YourSide:
		return owner == p
	case ability.OpponentSide:
		return g.opponents(owner, p)
	case ability.NotYourSide:
		return owner != p
	}
	return true
}

// permanentAllowed reports whether the permanent in slot has a card type
// the allow bits accept.
func (g *Game) permanentAllowed(slot int32, allow ability.Allow) bool {
	t := g.types(slot)
	return allow&ability.AllowCreature != 0 && t&ability.Creature != 0 ||
		allow&ability.AllowPlaneswalker != 0 && t&ability.Planeswalker != 0 ||
		allow&ability.AllowArtifact != 0 && t&ability.Artifact != 0 ||
		allow&ability.AllowEnchantment != 0 && t&ability.Enchantment != 0 ||
		allow&ability.AllowLand != 0 && t&ability.Land != 0
}

// nonManaAbility returns the index in def.Activated of the n-th (0-based)
// activated ability that is not a mana ability, or -1.
func nonManaAbility(as []ability.Activated, n int, wantMana bool) int {
	for i := range as {
		if as[i].IsManaAbility() != wantMana {
			continue
		}
		if n == 0 {
			return i
		}
		n--
	}
	return -1
}

// battlefieldPermanent returns the slot of id if it is a permanent p
// controls.
func (g *Game) battlefieldPermanent(p PlayerID, id ObjectID) (int32, error) {
	slot, ok := g.lookup(id)
	if !ok || g.objects[slot].zone != zone.Battlefield {
		return 0, refuse(ErrNoObject, "400.7", "%s is not on the battlefield", g.objectText(id, p))
	}
	if g.objects[slot].controller != p {
		err := refuse(ErrNotAllowed, "602.2", "%s does not control %s", g.playerName(p), g.objects[slot].def.Name)
		if g.types(slot)&ability.Planeswalker != 0 {
			err = alsoCite(err, "606.3") // loyalty abilities: of a permanent one controls
		}
		if g.twoHeaded() && g.objects[slot].controller == g.teammate(p) {
			err = alsoCite(err, "810.5") // a teammate's permanents aren't shared
		}
		return 0, err
	}
	return slot, nil
}

// activate activates a non-mana activated ability (CR 602.2): checks
// timing, restrictions, targets and every part of the cost, then pays it
// and puts the ability on the stack.
func (g *Game) activate(a Action) error {
	slot, ok := g.lookupPublic(a.Object)
	if !ok {
		err := refuse(ErrNoObject, "112.6", "object %d is not on the battlefield or in a graveyard, where its abilities could be activated", a.Object)
		if s, found := g.lookup(a.Object); found && g.objects[s].zone == zone.Hand && g.objects[s].owner == a.Player && g.objects[s].def.HasGraveyardAbility() {
			// The player's own card, with an ability that works from a
			// graveyard only (CR 112.6k).
			alsoCite(err, "112.6k")
		}
		return err
	}
	o := &g.objects[slot]
	d := o.def
	ab, idx, grantor, ok := g.abilityAt(slot, a.Ability)
	if !ok {
		msg := "%s has no activated ability #%d (Ability %d: the count, from 0, leaves mana abilities out)"
		if a.Ability == 0 && nonManaCount(d.Activated) < len(d.Activated) {
			msg = "%s has no activated ability #%d other than mana abilities (Ability %d): a mana ability is activated with ActActivateMana"
		}
		err := refuseField(ErrNotAllowed, "Ability", "602.1", msg, d.Name, a.Ability+1, a.Ability)
		if g.overwrites > 0 && g.lostAll(slot) {
			alsoCite(err, "613.1f") // an effect removed its abilities, granted ones too
		}
		return err
	}
	if ab.FromGraveyard {
		if o.zone != zone.Graveyard {
			return refuseAlso(ErrNotAllowed, "112.6k", "602.2", "%s's ability works only from a graveyard", d.Name)
		}
		if o.owner != a.Player {
			return refuse(ErrNotAllowed, "602.2", "%s's ability works only from its owner's graveyard", d.Name)
		}
	} else if o.zone != zone.Battlefield {
		// CR 112.6: an activated ability works on the battlefield only.
		return refuseAlso(ErrNoObject, "112.6", "400.7", "%s is not on the battlefield, where its ability works", d.Name)
	} else if _, err := g.battlefieldPermanent(a.Player, a.Object); err != nil {
		return err
	}
	if err := g.checkActivationCost(a, slot, ab); err != nil {
		return err
	}
	if err := g.checkTargets(ab.Targets, &a, a.Object, d.Name); err != nil {
		if re, ok := err.(*RuleError); ok && re.Also == "" && isEquip(ab) {
			re.Also = "702.6a" // equip targets a creature you control
		}
		// Targets are chosen as a spell's are (CR 602.2b, 601.2c).
		return alsoCite(err, "602.2b", "601.2c")
	}
	x, err := g.activationX(ab, slot, a.X, d.Name)
	if err != nil {
		return err
	}
	var plan payPlan
	exclude := g.excludedBy(ab, slot)
	cost := g.abilityManaCost(slot, ab) // CR 601.2f: increases included
	if n := cost.ManaValueWithX(x); n > maxPayUnits {
		return refuse(ErrCantPay, "", "%s's cost %s is %d mana: at most %d in one payment (a limit of this engine; the rules set none)",
			d.Name, costString(cost, x), n, maxPayUnits)
	}
	if !g.planKeepingSacrifice(a.Player, cost, x, exclude, slot, ab.Cost.Sacrifice, &plan) {
		err := refuse(ErrCantPay, "601.2h", "%s can't pay %s%s%s%s", g.playerName(a.Player), costString(cost, x), andSacrifice(ab.Cost.Sacrifice), availableText(&plan), g.restrictedNote(a.Player, &plan)).(*RuleError)
		err.Also = "602.2b" // an activation pays its costs as a spell does
		return g.restrictedCited(err, a.Player, &plan)
	}
	g.refinePayment(a.Player, cost, x, -1, ab.Cost.Sacrifice != nil, a.TargetList(), nil, &plan)
	if ab.Cost.Life > 0 && !g.keepLifeFor(a.Player, ab.Cost.Life, cost, x, &plan) {
		return refuseAlso(ErrCantPay, "118.4", "601.2g", "%s can't pay %s and still have %d life to pay after the mana abilities' damage", g.playerName(a.Player), costString(cost, x), ab.Cost.Life)
	}
	// Pay, in the order the rules allow (CR 601.2h: any order). The
	// activation is announced first, so logs read in order.
	id := g.idOf(slot)
	// "An ability of an artifact" is one of an artifact permanent
	// (CR 109.2), as it was when activated, before a cost moved it.
	ofArtifact := o.zone == zone.Battlefield && g.types(slot)&ability.Artifact != 0
	if !g.noEvents {
		ev := Event{Kind: EventActivate, Player: a.Player, Object: id, Card: d, Amount: int(idx)}
		ev.setTargets(a.TargetList())
		g.emit(ev)
	}
	if ab.Cost.Tap {
		g.tap(slot)
	}
	g.executePayment(a.Player, &plan)
	if ab.Loyalty {
		if o.loyaltyUses < math.MaxUint8 {
			o.loyaltyUses++
		}
		if g.types(slot)&ability.Planeswalker != 0 { // "a loyalty ability of a planeswalker" (The Chain Veil)
			g.players[a.Player].loyaltyActivatedThisTurn = true
		}
		was := o.counters[Loyalty]
		o.counters[Loyalty] = addCount(was, ab.Cost.Loyalty)
		g.emitLoyalty(slot, int(o.counters[Loyalty]-was))
		g.sbaDirty = true
	}
	if ab.Cost.Life > 0 {
		g.changeLife(a.Player, -ab.Cost.Life)
	}
	g.payCounterCosts(slot, ab, x)
	if ab.OncePerTurn {
		g.onceUsed = append(g.onceUsed, onceUse{source: g.idOf(slot), index: idx, grantor: grantor}) // CR 602.5b-c
	}
	discarded := ObjectID(0)
	if ab.Cost.Discard > 0 && a.Discard != 0 {
		ds, _ := g.lookup(a.Discard)
		discarded = g.discard(a.Player, ds)
	}
	var lastPower int32
	if ab.Cost.SacrificeSelf {
		p, _ := g.powerToughness(slot)
		lastPower = int32(p) // last known information (CR 608.2g, 112.7a)
		g.emit(Event{Kind: EventSacrifice, Player: a.Player, Object: id, Card: o.def})
		g.moveObject(slot, zone.Graveyard) // CR 701.15a
	}
	if ab.Cost.ExileSelf {
		g.moveObject(slot, zone.Exile) // from the battlefield or the graveyard
	}
	g.pushItem(stack.Item{Kind: stack.ActivatedAbility, Source: uint32(id), Controller: int8(a.Player),
		Ability: int8(idx), X: int16(x), NumTargets: uint8(a.NumTargets), Targets: a.Targets, EventAmount: lastPower,
		EventObject: uint32(discarded)}) // "the discarded card" (CR 608.2g)
	if grantor != 0 {
		g.stack.At(0).EventObject = uint32(grantor) // the granting permanent (granted.go)
	}
	g.triggerTargeted(g.stack.At(0))
	if ofArtifact && g.listening(ability.YouActivateArtifactAbility) {
		g.triggerBattlefield(a.Player, ability.YouActivateArtifactAbility, -1, id, int(g.serial))
	}
	if ab.Cost.Sacrifice != nil {
		// The permanent to sacrifice is chosen now, still paying the
		// cost (CR 601.2h), before anyone receives priority.
		g.pending = Decision{Kind: DecideSacrifice, Player: a.Player}
		return nil
	}
	if ab.Cost.Discard > 0 && a.Discard == 0 {
		// The card to discard was not named with the action: the player
		// chooses it now, still paying the cost (CR 601.2h), before anyone
		// receives priority; unless the hand holds only cards the cost
		// must take, which are discarded at once.
		g.costDiscard = true
		if !g.discardWholeHandForCost(a.Player, ab.Cost.Discard) {
			g.pending = Decision{Kind: DecideDiscard, Player: a.Player, Count: ab.Cost.Discard}
			return nil
		}
		g.costDiscard = false
	}
	g.afterAction(a.Player)
	return nil
}

// costProblem names why an activation can't start, or noProblem.
type costProblem uint8

const (
	noProblem costProblem = iota
	problemCantActivate
	problemNoAbilities
	problemLoyaltyTiming
	problemLoyaltyUsed
	problemLoyaltyShort
	problemSorcery
	problemTapped
	problemSick
	problemLife
	problemNoCard
	problemBadDiscard
	problemNoDiscardCost
	problemCondition
	problemNoSacrifice
	problemOnce
)

// activationProblem checks timing, restrictions and the non-mana parts
// of an activation's cost without building an error, so that option
// listing stays cheap (CR 602.2b, 602.5, 606, 117.3).
func (g *Game) activationProblem(a *Action, slot int32, ab *ability.Activated) costProblem {
	o := &g.objects[slot]
	switch {
	case o.zone == zone.Battlefield && g.hasRestriction(slot, ability.CantActivate):
		return problemCantActivate
	case o.zone != zone.Battlefield && g.staticSources > 0 && g.nameForbidsActivation(slot):
		return problemCantActivate
	case g.overwrites > 0 && g.lostAll(slot) && ownAbility(o, ab):
		return problemNoAbilities // granted ones that survive the loss are listed by eachGranted
	case ab.Loyalty && !g.sorceryTiming(a.Player):
		return problemLoyaltyTiming
	case ab.Loyalty && !g.loyaltyActivationLeft(slot):
		return problemLoyaltyUsed
	case ab.Loyalty && ab.Cost.Loyalty < 0 && int(o.counters[Loyalty]) < -ab.Cost.Loyalty:
		return problemLoyaltyShort
	case !ab.Loyalty && ab.Timing == ability.SorcerySpeed && !g.sorceryTiming(a.Player):
		return problemSorcery
	case ab.Cost.Tap && o.tapped:
		return problemTapped
	case ab.Cost.Tap && !g.canTapForCost(slot):
		return problemSick
	case ab.Cost.Life > 0 && g.players[a.Player].life < ab.Cost.Life:
		return problemLife
	case ab.Cost.Discard > 0 && g.discardable(a.Player, ab.Cost.DiscardTypes) < ab.Cost.Discard:
		return problemNoCard
	case ab.Cost.Discard != 1 && a.Discard != 0:
		return problemNoDiscardCost
	case ab.OnlyIf.Kind != ability.Always && !g.conditionHolds(o.controller, slot, &ab.OnlyIf):
		return problemCondition
	case ab.Cost.Sacrifice != nil && !g.canSacrifice(a.Player, slot, ab.Cost.Sacrifice):
		return problemNoSacrifice
	case ab.OncePerTurn && g.usedOnce(slot, a, ab):
		return problemOnce
	}
	if a.Discard != 0 {
		ds, ok := g.lookup(a.Discard)
		if !ok || g.objects[ds].zone != zone.Hand || g.objects[ds].owner != a.Player ||
			ab.Cost.DiscardTypes != 0 && g.objects[ds].def.Types&ab.Cost.DiscardTypes == 0 {
			return problemBadDiscard
		}
	}
	return noProblem
}

// isEquip reports whether ab is an equip ability: it attaches its source
// (CR 702.6a).
func isEquip(ab *ability.Activated) bool {
	for i := range ab.Effects {
		if ab.Effects[i].Op == ability.OpAttach {
			return true
		}
	}
	return false
}

// checkActivationCost explains an activationProblem as a *RuleError.
func (g *Game) checkActivationCost(a Action, slot int32, ab *ability.Activated) error {
	o := &g.objects[slot]
	name := o.def.Name
	switch g.activationProblem(&a, slot, ab) {
	case problemCantActivate:
		return refuse(ErrNotAllowed, "602.5", "%s's activated abilities can't be activated", name)
	case problemNoAbilities:
		return refuseAlso(ErrNotAllowed, "613.1f", "602.1", "%s has lost all its abilities", name)
	case problemCondition:
		return alsoCite(refuse(ErrNotAllowed, "602.5b", "%s's ability can be activated only if its condition holds", name), "602.1b")
	case problemLoyaltyTiming:
		return refuse(ErrTiming, "606.3", "loyalty abilities only in your main phase with an empty stack")
	case problemLoyaltyUsed:
		return refuse(ErrNotAllowed, "606.3", "%s already activated a loyalty ability this turn", name)
	case problemLoyaltyShort:
		return refuse(ErrCantPay, "606.5", "%s has %d loyalty, needs %d", name, o.counters[Loyalty], -ab.Cost.Loyalty)
	case problemSorcery:
		err := refuse(ErrTiming, "602.5d", "%s's ability can be activated only as a sorcery", name).(*RuleError)
		if isEquip(ab) {
			err.Also = "702.6a" // "Equip only as a sorcery"
		}
		return err
	case problemTapped:
		return alsoCite(refuse(ErrNotAllowed, "117.3", "%s is already tapped", name), "107.5") // {T}: an untapped permanent
	case problemSick:
		err := refuse(ErrNotAllowed, "602.5a", "%s has summoning sickness", name).(*RuleError)
		err.Also = "302.6" // the same rule, stated for creatures
		return err
	case problemLife:
		// CR 118.4 (118.4a in Two-Headed Giant): life paid is at most
		// the total; 117.3 is the general rule on costs.
		rule := "118.4"
		if g.twoHeaded() {
			rule = "118.4a"
		}
		return refuseAlso(ErrCantPay, rule, "117.3", "%s can't pay %d life", g.playerName(a.Player), ab.Cost.Life)
	case problemNoCard:
		return refuseAlso(ErrCantPay, "117.3", "601.2h, 602.2b", "%s has no card in hand that the cost can discard", g.playerName(a.Player))
	case problemBadDiscard:
		return refuseField(ErrCantPay, "Discard", "117.3", "the card to discard must be in %s's hand and fit the cost", g.playerName(a.Player))
	case problemOnce:
		return alsoCite(refuse(ErrNotAllowed, "602.5b", "%s's ability can be activated only once each turn", name), "602.1b")
	case problemNoSacrifice:
		return refuseAlso(ErrCantPay, "117.3", "601.2h", "%s controls nothing to sacrifice for %s", g.playerName(a.Player), name)
	case problemNoDiscardCost:
		return refuseField(ErrMalformed, "Discard", "602.2b", "%s's cost does not discard exactly one card: name none, the discard decision follows", name)
	}
	return nil
}

// activateMana activates a mana ability (CR 605.3): no stack, and the
// player keeps priority.
func (g *Game) activateMana(a Action) error {
	if err := g.runManaActivation(a); err != nil {
		return err
	}
	// CR 116.3c: the player receives priority again, so state-based
	// actions are performed and triggered abilities put on the stack first
	// (CR 116.5): a painland's damage can make them lose. Earlier passes
	// no longer count as passing in succession (CR 116.4).
	g.afterAction(a.Player)
	return nil
}

// runManaActivation activates a mana ability for a, at priority or while
// paying during a resolution, and leaves what follows to the caller.
func (g *Game) runManaActivation(a Action) error {
	if s, ok := g.lookupPublic(a.Object); !ok || g.objects[s].zone != zone.Battlefield {
		// CR 112.6: a mana ability works on the battlefield only. (A card
		// in a hidden zone is not named.)
		return refuseAlso(ErrNoObject, "112.6", "400.7", "object %d is not on the battlefield, where mana abilities work", a.Object)
	}
	slot, err := g.battlefieldPermanent(a.Player, a.Object)
	if err != nil {
		return err
	}
	d := g.objects[slot].def
	idx := nonManaAbility(d.Activated, a.Ability, true)
	landAb, isLandAb := g.landTypeManaAbility(slot, a.Ability)
	if idx < 0 && !isLandAb {
		return refuseField(ErrNotAllowed, "Ability", "605.1a", "%s has no mana ability #%d", d.Name, a.Ability+1)
	}
	ab := &landAb
	if idx >= 0 {
		ab = &d.Activated[idx]
	}
	if err := g.checkActivationCost(a, slot, ab); err != nil {
		return err
	}
	cost := g.abilityManaCost(slot, ab) // CR 601.2f: increases included
	var plan payPlan
	if !cost.IsEmpty() {
		// A mana ability that costs mana (Oppressive Rays' tax, a filter)
		// is paid like any activation: from the pool and with the mana
		// abilities of permanents activated as it is paid, its own source's
		// too unless the cost taps or sacrifices it (CR 602.2b, 601.2g,
		// 605.3a), the pool's mana chosen as the player would.
		if !g.planPayment(a.Player, cost, 0, g.excludedBy(ab, slot), &plan) {
			return g.restrictedCited(refuseAlso(ErrCantPay, "602.2b", "601.2h", "%s can't pay %s%s%s", g.playerName(a.Player), totalCostText(cost), availableText(&plan), g.restrictedNote(a.Player, &plan)), a.Player, &plan)
		}
		g.refinePayment(a.Player, cost, 0, -1, false, nil, nil, &plan)
	}
	var setsBuf [maxBonusChoices]mana.ColorSet
	bonus := g.manaTriggerChoices(slot, &setsBuf)
	if !ab.Cost.Tap {
		bonus = nil
	}
	if !bonusChoiceValid(a.Choice, bonus) {
		if len(bonus) > 1 {
			return refuseField(ErrNotAllowed, "Choice", "605.1b", "Choice must pick the colour of the additional mana each of the %d triggered mana abilities on %s adds, one base-5 digit each (W=0 to G=4, the first ability's the lowest)", len(bonus), d.Name)
		}
		return refuseField(ErrNotAllowed, "Choice", "605.1b", "Choice must be 0, or the colour of the additional mana a triggered mana ability on %s adds", d.Name)
	}
	if choice, ok := manaChoice(ab); !ok && a.Color != 0 {
		return malformed("Color", "%s's mana ability offers no choice of colour: Color must be 0", d.Name)
	} else if ok && !choice.Has(a.Color) {
		// The mana ability adds only what it says: a basic land type's
		// ability one colour (CR 305.6), another card's the colours its
		// text names (605.1a, 106.1).
		return alsoCite(refuseField(ErrNotAllowed, "Color", "605.1a", "%s can't add %c", d.Name, a.Color.Letter()), "305.6", "106.1")
	}
	if !cost.IsEmpty() {
		// Generator Servant's mana in the pool is spent last (see
		// spendOtherColorlessFirst).
		g.executePayment(a.Player, &plan)
	}
	id := g.idOf(slot)
	if ab.Cost.Tap {
		g.tap(slot)
	}
	if ab.Cost.SacrificeSelf {
		g.emit(Event{Kind: EventSacrifice, Player: a.Player, Object: id, Card: g.objects[slot].def})
		g.moveObject(slot, zone.Graveyard) // CR 701.15a
	}
	if ab.OncePerTurn {
		g.onceUsed = append(g.onceUsed, onceUse{source: id, index: int8(idx)}) // CR 602.5b
	}
	g.runManaAbility(a.Player, id, ab, a.Color)
	if ab.Cost.Tap && g.objects[slot].zone == zone.Battlefield {
		// CR 605.1b: triggered mana abilities of Auras on it add theirs,
		// of the colours chosen with Choice.
		g.manaTriggered(slot, bonusColors(a.Choice))
	}
	return nil
}

// manaChoice returns the types of mana a mana ability lets its
// controller choose from (the types every one of its choices offers),
// and whether it offers a choice at all.
func manaChoice(ab *ability.Activated) (mana.ColorSet, bool) {
	set, any := mana.AllTypes, false
	for i := range ab.Effects {
		if e := &ab.Effects[i]; e.Op == ability.OpAddMana && e.ManaChoice != 0 {
			set &= e.ManaChoice
			any = true
		}
	}
	if !any {
		return 0, false
	}
	return set, true
}

// addMana carries out an OpAddMana effect for p (CR 106.4).
func (g *Game) addMana(p PlayerID, src ObjectID, e *ability.Effect, choice mana.Color) {
	g.manaAdded = true // the pools empty at the step's end (emptyPools)
	added := e.Mana
	if e.ManaChoice != 0 {
		added.Add(choice, e.Amount.N)
	}
	if e.HasteRider {
		g.players[p].hasteMana += added.Amount(mana.Colorless)
	}
	if e.SpendOnlySubtype != "" {
		for c := mana.Color(0); c < mana.NumTypes; c++ {
			if n := added.Amount(c); n > 0 {
				g.addRestrictedMana(p, c, n, e.SpendOnlySubtype)
			}
		}
		g.emit(Event{Kind: EventAddMana, Player: p, Object: src, Mana: added})
		return
	}
	pool := &g.players[p].pool
	for c := mana.Color(0); c < mana.NumTypes; c++ {
		pool.Add(c, added.Amount(c))
	}
	g.emit(Event{Kind: EventAddMana, Player: p, Object: src, Mana: added})
}

// pushItem numbers it and puts it on top of the stack (CR 405.2).
// Opponents who said to pass for the rest of the step stop doing so: this
// is new to answer.
func (g *Game) pushItem(it stack.Item) {
	it.Serial = g.nextSerial(&it)
	g.stack.Push(it)
	g.stopPassSteps(PlayerID(it.Controller))
}

// runManaAbility carries out a mana ability's effects at once (CR 605.3b):
// the mana, and any other effect such as a painland's damage.
func (g *Game) runManaAbility(p PlayerID, src ObjectID, ab *ability.Activated, c mana.Color) {
	for i := range ab.Effects {
		e := &ab.Effects[i]
		switch e.Op {
		case ability.OpAddMana:
			g.addMana(p, src, e, c)
		case ability.OpDamage:
			g.dealDamage(src, PlayerTarget(p), e.Amount.N, false)
		case ability.OpGainLife:
			g.changeLife(p, e.Amount.N)
		}
	}
}

// timingRule is the rule that gives a card type sorcery timing: 302.1
// for creatures, 301.1 artifacts, 303.1 enchantments, 306.1
// planeswalkers, 307.1 sorceries.
func timingRule(t ability.Type) string {
	switch {
	case t&ability.Creature != 0:
		return "302.1"
	case t&ability.Planeswalker != 0:
		return "306.1"
	case t&ability.Artifact != 0:
		return "301.1"
	case t&ability.Enchantment != 0:
		return "303.1"
	}
	return "307.1"
}

// relationOK checks a target's relation to the first target: "target
// creature that player controls" (CR 114.1).
func (g *Game) relationOK(spec *ability.TargetSpec, ts []Target, i int) bool {
	if !spec.Filter.ControlledByTarget0 || ts[i].IsPlayer() || ts[i].Object == 0 {
		return true
	}
	s, ok := g.lookup(ObjectID(ts[i].Object))
	return ok && len(ts) > 0 && ts[0].IsPlayer() && g.objects[s].controller == PlayerID(ts[0].Player)
}

// spendHasteMana accounts for the haste-giving mana a payment spends
// (colourless pool mana is spent first, and that is where it is); it
// reports whether any was spent.
func (g *Game) spendHasteMana(p PlayerID, plan *payPlan) bool {
	pl := &g.players[p]
	// Mana spent elsewhere may have used some of it up.
	pl.hasteMana = min(pl.hasteMana, pl.pool.Amount(mana.Colorless))
	if pl.hasteMana == 0 {
		return false
	}
	used := 0
	for i := 0; i < plan.n; i++ {
		if plan.slots[i] < 0 && plan.assign[i] == mana.Colorless {
			used++
		}
	}
	n := min(used, pl.hasteMana)
	pl.hasteMana -= n
	return n > 0
}

// castCopy casts the copy waiting in exile without paying its mana cost,
// during the resolution that made it (CR 706.12: timing rules
// don't apply; CR 107.3b: X is 0), then goes on with the resolution.
func (g *Game) castCopy(a Action) error {
	slot, ok := g.lookup(a.Object)
	if !ok || slot != g.res.copySlot {
		return refuse(ErrNotAllowed, "706.12", "only the copy can be cast now")
	}
	d := g.objects[slot].def
	if a.X != 0 {
		// CR 107.3b: cast without paying its mana cost, X can only be 0.
		return refuse(ErrNotAllowed, "107.3b", "X=%d for %s: cast without paying its mana cost, X must be 0", a.X, d.Name)
	}
	if err := g.castRestriction(a.Player, d); err != nil {
		return err // its additional costs apply (CR 706.12, 601.2f)
	}
	specs, _ := spellTargets(d, 0) // X is 0
	if err := g.checkTargets(specs, &a, a.Object, d.Name); err != nil {
		return alsoCite(err, "601.2c")
	}
	id := g.moveObject(slot, zone.Stack)
	if n := len(g.events); n > 0 && g.events[n-1].Kind == EventZoneChange && g.events[n-1].Object == id {
		// The copy was made for the cast (CR 706.12): it had no place in
		// exile a view could name, so the event names none (its key
		// would be a card's that stays there).
		g.events[n-1].OldKey = 0
	}
	g.objects[slot].controller = a.Player
	g.charsChangedFor(slot)
	g.pushItem(stack.Item{Kind: stack.Spell, Source: uint32(id), Controller: int8(a.Player),
		NumTargets: uint8(a.NumTargets), Targets: a.Targets})
	// The copy is cast (CR 706.12): it counts, and "whenever you cast"
	// abilities trigger (CR 601.2i), after the sacrifice it costs, if any.
	g.countSpellCast(a.Player)
	if d.AdditionalSacrifice != nil {
		g.pending = Decision{Kind: DecideSacrifice, Player: a.Player}
		return nil
	}
	g.castComplete(a.Player)
	g.pending = Decision{}
	g.resumeAfterFreeCast()
	return nil
}

// ownAbility reports whether ab is one of o's own activated abilities
// rather than one granted to it.
func ownAbility(o *object, ab *ability.Activated) bool {
	for i := range o.def.Activated {
		if &o.def.Activated[i] == ab {
			return true
		}
	}
	return false
}
