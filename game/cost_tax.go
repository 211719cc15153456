package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Taxes: costs that statics add. "Activated abilities of enchanted
// creature cost {3} more to activate" increases the total cost of each
// activation (CR 601.2f via 602.2b); "can't attack or block unless its
// controller pays {3}" is a cost to attack or block, paid as the
// declaration is made (CR 508.1h, 508.1j, 509.1d, 509.1f). g.taxGrants
// counts the statics on the battlefield that tax, so that games without
// any do no work.

// taxOf sums the tax that statics of permanents on the battlefield put on
// the permanent in slot: activation taxes, or attack and block taxes.
func (g *Game) taxOf(slot int32, activation bool) int {
	if g.taxGrants == 0 {
		return 0
	}
	n := 0
	var c chars
	haveChars := false
	for _, src := range g.candidates(taxers) {
		so := &g.objects[src]
		if g.overwrites > 0 && g.lostAll(src) {
			continue // a source without abilities has no statics (CR 613.1f)
		}
		for k := range so.def.Statics {
			s := &so.def.Statics[k]
			t := s.AttackBlockTax
			if activation {
				t = s.ActivationTax
			}
			if t == 0 {
				continue
			}
			if s.Affects == ability.AffectsGroup && !haveChars {
				c, haveChars = g.charsOf(slot), true
			}
			if (s.Affects == ability.AffectsSelf && src == slot || g.staticAffects(src, s, slot, &c)) && g.staticActive(src, s) {
				n += t
			}
		}
	}
	return n
}

// taxes reports whether statics include one that taxes activations,
// attacks or blocks.
func taxes(statics []ability.Static) bool {
	for i := range statics {
		if statics[i].ActivationTax != 0 || statics[i].AttackBlockTax != 0 {
			return true
		}
	}
	return false
}

// activationTax is the generic mana added to the cost of each activated
// ability of the permanent in slot (CR 601.2f).
func (g *Game) activationTax(slot int32) int { return g.taxOf(slot, true) }

// attackBlockTax is what the controller of the creature in slot must pay
// for it to attack or block (CR 508.1h, 509.1d).
func (g *Game) attackBlockTax(slot int32) int { return g.taxOf(slot, false) }

// abilityManaCost is the mana cost of activating ab of the object in slot,
// increases included (CR 601.2f). An ability of a card in a graveyard is
// not taxed by statics that affect permanents.
func (g *Game) abilityManaCost(slot int32, ab *ability.Activated) mana.Cost {
	if g.taxGrants == 0 || ab.FromGraveyard {
		return ab.Cost.Mana
	}
	return ab.Cost.Mana.PlusGeneric(g.activationTax(slot))
}

// combatTax checks, and with pay set pays, the attack or block taxes of
// the creatures in slots, each controller paying for their own
// (CR 508.1d, 509.1d: costs are paid as the declaration is made; paying is
// optional, so a creature whose tax can't be paid can't be declared). It
// returns the player who can't pay and how much, or NoPlayer; nothing is
// paid then. Attackers are tapped before costs are paid (CR 508.1f-g),
// so with attacking set those without vigilance can't tap for the mana.
func (g *Game) combatTax(slots []int32, attacking, pay bool) (PlayerID, int) {
	if g.taxGrants == 0 {
		return NoPlayer, 0
	}
	var due [MaxPlayers]int
	total := 0
	for _, s := range slots {
		n := g.attackBlockTax(s)
		due[g.objects[s].controller] += n
		total += n
	}
	if total == 0 {
		return NoPlayer, 0
	}
	var held [16]int32
	tapped := held[:0]
	if attacking {
		for _, s := range slots {
			if o := &g.objects[s]; !o.tapped && !g.hasKeyword(s, ability.Vigilance) {
				o.tapped = true // set back below: the declaration taps it with its event
				g.tapChanged(o.controller)
				tapped = append(tapped, s)
			}
		}
	}
	defer func() {
		for _, s := range tapped {
			g.objects[s].tapped = false
			g.tapChanged(g.objects[s].controller)
		}
	}()
	var plan payPlan
	for q := range g.players {
		if due[q] > 0 && !g.planPayment(PlayerID(q), mana.Cost{}.PlusGeneric(due[q]), 0, -1, &plan) {
			return PlayerID(q), due[q]
		}
	}
	if pay {
		for q := range g.players {
			if due[q] > 0 {
				tax := mana.Cost{}.PlusGeneric(due[q])
				g.planPayment(PlayerID(q), tax, 0, -1, &plan)
				g.refinePayment(PlayerID(q), tax, 0, -1, false, nil, slots, &plan)
				g.executePayment(PlayerID(q), &plan)
			}
		}
	}
	return NoPlayer, 0
}

// declarationMayCostMana reports whether the pending declaration of
// attackers or blockers may cost p mana: p controls a creature with an
// attack or block tax that could be declared now (CR 508.1i, 509.1e let p
// activate mana abilities to pay it).
func (g *Game) declarationMayCostMana(p PlayerID) bool {
	if g.taxGrants == 0 {
		return false
	}
	for _, s := range g.battlefield {
		if g.objects[s].controller != p || !g.isCreature(s) || g.attackBlockTax(s) == 0 {
			continue
		}
		switch g.pending.Kind {
		case DecideAttackers:
			if r, _ := g.attackProblem(s); r == "" {
				return true
			}
		case DecideBlockers:
			for i := range g.combat.attackers {
				if as, ok := g.lookup(g.combat.attackers[i].id); ok {
					if r, _ := g.blockProblem(s, as); r == "" {
						return true
					}
				}
			}
		}
	}
	return false
}

// declaredSlots returns the slots of the declared attackers (or
// blockers) that exist, appended to buf.
func (g *Game) declaredSlots(a *Action, buf []int32) []int32 {
	for _, at := range a.Attackers {
		if s, ok := g.lookup(at.Attacker); ok {
			buf = append(buf, s)
		}
	}
	for _, b := range a.Blockers {
		if s, ok := g.lookup(b.Blocker); ok {
			buf = append(buf, s)
		}
	}
	return buf
}

// payableTogether returns the attacks of all, in order, that can attack
// together with their attack costs paid (CR 508.1h): those in must (which
// cost nothing, CR 508.1d) and each other one whose cost can still be
// paid with the costs of those kept, attacking creatures being tapped and
// no longer able to pay. The result is a new slice.
func (g *Game) payableTogether(all, must []Attack) []Attack {
	var buf [16]int32
	slots := buf[:0] // on the heap only past 16 attackers
	for _, at := range must {
		if s, ok := g.lookup(at.Attacker); ok {
			slots = append(slots, s)
		}
	}
	var out []Attack
	for _, at := range all {
		if containsAttack(must, at) {
			out = append(out, at)
			continue
		}
		s, ok := g.lookup(at.Attacker)
		if !ok {
			continue
		}
		if q, _ := g.combatTax(append(slots, s), true, false); q == NoPlayer {
			slots = append(slots, s)
			out = append(out, at)
		}
	}
	return out
}

// blockersPayable reports whether the block costs of blocks can be paid
// together (CR 509.1d).
func (g *Game) blockersPayable(blocks []Block) bool {
	a := Action{Kind: ActDeclareBlockers, Blockers: blocks}
	var tmp [16]int32
	q, _ := g.combatTax(g.declaredSlots(&a, tmp[:0]), false, false)
	return q == NoPlayer
}

// payableDeclarations drops from opts the declarations whose attack or
// block taxes can't be paid.
func (g *Game) payableDeclarations(opts []Action) []Action {
	if g.taxGrants == 0 {
		return opts
	}
	out := opts[:0]
	var tmp [16]int32
	for _, a := range opts {
		if q, _ := g.combatTax(g.declaredSlots(&a, tmp[:0]), a.Kind == ActDeclareAttackers, false); q == NoPlayer {
			out = append(out, a)
		}
	}
	return out
}
