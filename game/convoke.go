package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Convoke (CR 702.50): while a spell with convoke is cast, its controller
// may tap untapped creatures they control, each paying for {1} or one
// mana of that creature's colour. Tapping them is part of paying the
// cost (CR 601.2g–h), not a mana ability, so summoning sickness does not
// matter. A cast names the creatures it taps in Action.Convoke; the rest
// of the cost is paid automatically, as for every cast.
//
// Payment planning treats each named creature as one more unit of mana
// that must be used: its unit is ranked before every mana source, and
// mana.Cost.Plan's greedy choice takes units in rank order, so every
// creature is matched to a symbol if the creatures together can be (the
// sets of units that can be matched form a matroid, and greedy extends
// any independent set to a basis). A creature left unmatched would pay
// for nothing, which CR 702.50a does not allow.
//
// Listing stays small: for each cast option (card, X, targets)
// LegalActions lists at most two payments — "mana first" (creatures
// pay only what the mana sources can't; no creature at all when mana
// suffices) and "creatures first" (as many creatures as can pay, the
// fewest mana sources) — whatever the number of creatures. They are
// representatives: Apply accepts every set of creatures CR 702.50a
// allows. Creatures that can't attack this turn (summoning sick) are
// chosen before the others.

// Ranks of convoke units in a listing plan: before every mana source
// (creatures first) or after all of them (mana first). Mana units rank
// 0 to 3 (pool, lands, other sources, sources with a side effect).
const (
	convokeRankFirst = -2
	convokeRankLast  = 100
)

// spellHasConvoke reports whether d, cast by p, has convoke: printed, or
// given by a static ability of a permanent p controls ("Artifact spells
// you cast have convoke").
func (g *Game) spellHasConvoke(p PlayerID, d *card.Definition) bool {
	return d.Keywords&ability.Convoke != 0 || d.Types&g.convokeGrants(p) != 0
}

// convokeGrants returns the card types whose spells p casts have
// convoke through static abilities of p's permanents.
func (g *Game) convokeGrants(p PlayerID) ability.Type {
	if g.convokeGranters == 0 {
		return 0
	}
	var t ability.Type
	for _, s := range g.staticHolders() {
		if o := &g.objects[s]; o.controller == p && !(g.overwrites > 0 && g.lostAll(s)) { // CR 613.1f
			for i := range o.def.Statics {
				t |= o.def.Statics[i].SpellsHaveConvoke
			}
		}
	}
	return t
}

// convokeTypes returns what creature s pays for when tapped for convoke:
// one mana of one of its colours or generic mana, as a unit of its
// colours (a colourless creature's unit is colourless, which pays
// generic mana).
func (g *Game) convokeTypes(s int32) mana.ColorSet {
	c := g.colors(s) &^ mana.SetOf(mana.Colorless)
	if c == 0 {
		return mana.SetOf(mana.Colorless)
	}
	return c
}

// checkConvoke checks the creatures a cast by p names for convoke: each
// an untapped creature p controls, none named twice (CR 702.50a), and
// returns their slots.
func (g *Game) checkConvoke(p PlayerID, ids []ObjectID, name string) ([]int32, error) {
	if len(ids) > maxPayUnits {
		return nil, refuseField(ErrCantPay, "Convoke", "", "%d creatures tapped for convoke: at most %d (a limit of this engine; the rules set none)", len(ids), maxPayUnits)
	}
	slots := make([]int32, 0, len(ids))
	for i, id := range ids {
		s, ok := g.lookup(id)
		switch {
		case !ok || g.objects[s].zone != zone.Battlefield:
			err := refuseField(ErrNoObject, indexed("Convoke", i, ""), "702.50a", "%s is not a creature on the battlefield", g.objectText(id, p)).(*RuleError)
			err.Also = "400.7"
			return nil, err
		case g.objects[s].controller != p || !g.isCreature(s):
			return nil, refuseField(ErrNotAllowed, indexed("Convoke", i, ""), "702.50a", "%s is not a creature %s controls: it can't pay for %s",
				g.objects[s].def.Name, g.playerName(p), name)
		case g.objects[s].tapped:
			return nil, refuseField(ErrCantPay, indexed("Convoke", i, ""), "702.50a", "%s is tapped: it can't pay for %s", g.objects[s].def.Name, name)
		case slices.Contains(slots, s):
			return nil, refuseField(ErrNotAllowed, indexed("Convoke", i, ""), "702.50a", "%s is tapped for convoke twice", g.objects[s].def.Name)
		}
		slots = append(slots, s)
	}
	return slots, nil
}

// planConvokePayment plans how p pays cost with X = x when the creatures
// in convoke are tapped for convoke: every one of them must pay for one
// mana (CR 702.50a), mana sources and pool mana pay the rest (CR 601.2h).
// The creatures' units come last in plan, from plan.firstConvoke on.
func (g *Game) planConvokePayment(p PlayerID, cost mana.Cost, x int, convoke []int32, plan *payPlan) bool {
	g.collectUnits(p, -1, plan)
	plan.dropSources(convoke)
	plan.n = min(plan.n, maxPayUnits-len(convoke))
	plan.firstConvoke = plan.n
	for _, s := range convoke {
		plan.addConvoke(s, g.convokeTypes(s), convokeRankFirst)
	}
	if !plan.plan(cost, x) {
		return false
	}
	for i := plan.firstConvoke; i < plan.n; i++ {
		if plan.assign[i] == mana.NoMana {
			return false
		}
	}
	return true
}

// dropSources removes the units of the given source slots: a creature
// tapped for convoke can't also be tapped for mana.
func (plan *payPlan) dropSources(slots []int32) {
	k := 0
	for i := 0; i < plan.n; i++ {
		if plan.slots[i] >= 0 && slices.Contains(slots, plan.slots[i]) {
			continue
		}
		plan.units[k], plan.slots[k], plan.kind[k] = plan.units[i], plan.slots[i], plan.kind[i]
		k++
	}
	plan.n = k
}

// addConvoke appends the unit of creature s tapped for convoke.
func (plan *payPlan) addConvoke(s int32, types mana.ColorSet, rank int) {
	plan.units[plan.n] = mana.Unit{Types: types, Rank: int8(rank)}
	plan.slots[plan.n] = s
	plan.kind[plan.n] = unitConvoke
	plan.n++
}

// convokeListing holds what listing the casts of convoke spells needs:
// the units p could pay with, the untapped creatures p could tap for
// convoke last, collected once per listing.
type convokeListing struct {
	plan payPlan
	// sick marks the convoke units of creatures that can't attack this
	// turn; they are tapped before the others.
	sick [maxPayUnits]bool
	// duals are creatures whose mana and convoke pay different things
	// (see convoke_duals.go), nDuals how many.
	duals  [maxDuals]int32
	nDuals int
}

// collect gathers p's mana units and then one unit per untapped
// creature p controls whose mana, if any, doesn't pay at least as well
// as tapping it for convoke (a green Llanowar Elves' {G} does; Generator
// Servant's {C}{C} doesn't pay a red mana, and a summoning-sick creature
// makes no mana but convokes, CR 302.6, 702.50a).
func (c *convokeListing) collect(g *Game, p PlayerID) {
	plan := &c.plan
	g.collectUnits(p, -1, plan)
	plan.firstConvoke = plan.n
	for _, s := range g.battlefield {
		if plan.n >= maxPayUnits {
			break
		}
		o := &g.objects[s]
		if o.controller != p || o.tapped || !g.isCreature(s) {
			continue
		}
		if types := plan.typesOf(s); types != 0 {
			// Its mana pays generic mana as well as tapping a colourless
			// creature for convoke does: only a colour its mana lacks
			// makes it a dual.
			if g.convokeTypes(s)&^types&^mana.SetOf(mana.Colorless) != 0 && c.nDuals < maxDuals {
				c.duals[c.nDuals] = s
				c.nDuals++
			}
			continue // its mana is among the units
		}
		c.addConvoke(g, s)
	}
}

// addConvoke appends the convoke unit of creature s.
func (c *convokeListing) addConvoke(g *Game, s int32) {
	o := &g.objects[s]
	c.sick[c.plan.n] = o.sick && !g.hasKeyword(s, ability.Haste)
	c.plan.addConvoke(s, g.convokeTypes(s), 0)
}

// rankConvoke sets the convoke units' ranks: before the mana (first) or
// after it, creatures that can't attack before the others either way.
func (c *convokeListing) rankConvoke(first bool) {
	base := convokeRankLast
	if first {
		base = convokeRankFirst
	}
	for i := c.plan.firstConvoke; i < c.plan.n; i++ {
		r := base
		if !c.sick[i] {
			r++
		}
		c.plan.units[i].Rank = int8(r)
	}
}

// tapped returns the creatures the last successful plan taps for
// convoke, in battlefield order, or nil.
func (c *convokeListing) tapped(g *Game) []ObjectID {
	var out []ObjectID
	for i := c.plan.firstConvoke; i < c.plan.n; i++ {
		if c.plan.assign[i] != mana.NoMana {
			out = append(out, g.idOf(c.plan.slots[i]))
		}
	}
	return out
}

// payments returns the representative convoke sets for paying cost with
// X = x: mana first, and creatures first when that differs (else nil);
// ok is false when the cost can't be paid.
func (c *convokeListing) payments(g *Game, cost mana.Cost, x int) (manaFirst, creaturesFirst []ObjectID, ok bool) {
	c.rankConvoke(true)
	if !c.plan.plan(cost, x) {
		return nil, nil, false
	}
	creaturesFirst = c.tapped(g)
	c.rankConvoke(false)
	if !c.plan.plan(cost, x) {
		return nil, nil, false // unreachable: the same units pay
	}
	manaFirst = c.tapped(g)
	if slices.Equal(manaFirst, creaturesFirst) {
		creaturesFirst = nil
	}
	return manaFirst, creaturesFirst, true
}

// legalConvokeCasts lists the casts of card s (definition d) for p, a
// spell with convoke, with the representative payments (see the top of
// this file) for each X and choice of targets. X goes up from 0 until the
// units can't pay (more X never becomes payable again).
func (g *Game) legalConvokeCasts(buf []Action, p PlayerID, s int32, d *card.Definition, c *convokeListing) []Action {
	base := Action{Kind: ActCast, Player: p, Object: g.idOf(s)}
	maxX := 0
	if d.ManaCost.HasX() {
		maxX = maxPayUnits
	}
	for x := 0; x <= maxX; x++ {
		specs, ok := spellTargetsOrNone(d, x)
		if !ok {
			break
		}
		manaFirst, creaturesFirst, ok := c.paymentsWithDuals(g, d.ManaCost, x)
		// Without creatures, a taxed mana source may help pay it
		// (planTaxedSource) when the mana alone can't.
		taxed := g.taxGrants > 0 && (!ok || len(manaFirst) > 0) && g.taxedSourcePays(p, d.ManaCost, x, -1, s+1)
		if !ok && !taxed {
			break
		}
		base.X = x
		if ok {
			base.Convoke = manaFirst
			buf = g.targetChoices(buf, base, specs, p, g.idOf(s), 0)
			if creaturesFirst != nil {
				base.Convoke = creaturesFirst
				buf = g.targetChoices(buf, base, specs, p, g.idOf(s), 0)
			}
		}
		if taxed {
			base.Convoke = nil
			buf = g.targetChoices(buf, base, specs, p, g.idOf(s), 0)
		}
	}
	return buf
}

// planConvokeCast checks the convoke creatures of cast a of d with X = x
// and plans its payment with them.
func (g *Game) planConvokeCast(a *Action, d *card.Definition, x int, plan *payPlan) error {
	if !g.spellHasConvoke(a.Player, d) {
		return refuseField(ErrNotAllowed, "Convoke", "702.50a", "%s does not have convoke: no creature can pay for it", d.Name)
	}
	slots, err := g.checkConvoke(a.Player, a.Convoke, d.Name)
	if err != nil {
		return err
	}
	if !g.planConvokePayment(a.Player, d.ManaCost, x, slots, plan) {
		if g.convokersUseful(d.ManaCost, x, slots) {
			// The creatures are fine: the rest of the cost is what fails.
			// What each creature pays is its colour or {1} (CR 702.50a).
			return refuseAlso(ErrCantPay, "601.2h", "702.50a", "%s can't pay the rest of %s for %s after tapping those %d creature(s) for convoke",
				g.playerName(a.Player), costString(d.ManaCost, x), d.Name, len(slots))
		}
		return refuse(ErrCantPay, "702.50a", "%s can't pay %s for %s tapping those %d creature(s) for convoke: each must pay for one mana of its colour or {1}",
			g.playerName(a.Player), costString(d.ManaCost, x), d.Name, len(slots))
	}
	return nil
}

// convokersUseful reports whether the creatures tapped for convoke can
// each pay for a different mana of cost (with X = x), one of its colours
// or generic mana: then a failed payment is the rest of the cost's
// fault, not the creatures' (CR 702.50a).
func (g *Game) convokersUseful(cost mana.Cost, x int, slots []int32) bool {
	generic := x
	var colored [16]mana.ColorSet
	n := 0
	for i := range cost.Len() {
		switch sym := cost.Symbol(i); sym.Kind {
		case mana.Generic:
			generic += int(sym.Amount)
		case mana.Colored, mana.Hybrid:
			if n == len(colored) {
				return false
			}
			colored[n] = mana.SetOf(sym.Color, sym.Alt)
			if sym.Kind == mana.Colored {
				colored[n] = mana.SetOf(sym.Color)
			}
			n++
		}
	}
	var used [16]bool
	var assign func(i, generic int) bool
	assign = func(i, generic int) bool {
		if i == len(slots) {
			return true
		}
		types := g.convokeTypes(slots[i])
		for j := range n {
			if !used[j] && types&colored[j] != 0 {
				used[j] = true
				ok := assign(i+1, generic)
				used[j] = false
				if ok {
					return true
				}
			}
		}
		return generic > 0 && assign(i+1, generic-1)
	}
	return len(slots) <= 16 && assign(0, generic)
}

// detachConvoke gives each listed action with convoke creatures its own
// copy of them: listings share one slice among the casts that differ only
// in targets, and keep one for later listings (kept_listing.go), but
// actions are values the caller may change (see Action).
func detachConvoke(opts []Action) {
	for i := range opts {
		if a := &opts[i]; len(a.Convoke) > 0 {
			a.Convoke = append([]ObjectID(nil), a.Convoke...)
		}
	}
}

// refineConvokePayment is refinePayment for the mana a convoke cast pays
// besides its creatures: kept only if every named creature still pays
// (CR 702.50a).
func (g *Game) refineConvokePayment(p PlayerID, cost mana.Cost, x int, skip int32, sacrificing bool, targets []Target, plan *payPlan) {
	saved := *plan
	g.refinePayment(p, cost, x, skip, sacrificing, targets, nil, plan)
	for i := plan.firstConvoke; i < plan.n; i++ {
		if plan.assign[i] == mana.NoMana {
			*plan = saved
			return
		}
	}
}
