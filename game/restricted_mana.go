package game

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/spellstack/spellstack/mana"
)

// Restricted mana (CR 106.6): "Spend this mana only to cast a Sliver
// spell". Such mana waits in the player's spendOnly pools, one per
// subtype, apart from the rest, and automatic payment offers it (and the
// sources that make it) only for a spell of the right subtype. It
// empties with the pool (CR 106.4).

// collectSpendOnly adds the player's restricted pool mana that the spell
// being paid for may spend to plan.
func (g *Game) collectSpendOnly(pl *player, plan *payPlan) {
	for i := range pl.spendOnly {
		r := &pl.spendOnly[i]
		if !g.planSpellHas(plan, r.For) {
			plan.restricted = true
			continue
		}
		for _, c := range poolOrder {
			for k := r.Mana.Amount(c); k > 0 && plan.n < maxPayUnits; k-- {
				plan.add(mana.SetOf(c), 0, -1, unitSpendOnly)
			}
		}
	}
}

// spendRestricted spends one mana of type c from a restricted pool the
// spell plan pays for may spend (collectSpendOnly offered it, or a
// restricted source just made it), and drops the pool once empty. Which
// pool pays is the player's choice (CR 601.2h): with several, the one
// whose subtype the fewest cards in their hand have, so that an Elf
// Sliver paid with Elf or Sliver mana leaves the mana the Elf in hand
// needs.
func (pl *player) spendRestricted(c mana.Color, g *Game, plan *payPlan) {
	best, bestNeed := -1, 0
	for i := range pl.spendOnly {
		r := &pl.spendOnly[i]
		if r.Mana.Amount(c) == 0 || !g.planSpellHas(plan, r.For) {
			continue
		}
		need := 0
		for _, s := range pl.hand {
			if g.objects[s].def.HasSubtype(r.For) {
				need++
			}
		}
		if best < 0 || need < bestNeed {
			best, bestNeed = i, need
		}
	}
	if best < 0 {
		return
	}
	r := &pl.spendOnly[best]
	_ = r.Mana.Remove(c, 1)
	if r.Mana.IsEmpty() {
		if pl.spendOnly = slices.Delete(pl.spendOnly, best, best+1); len(pl.spendOnly) == 0 {
			pl.spendOnly = nil
		}
	}
}

// restrictedSource widens the unit of source s (types, rank, ok from its
// simple mana abilities) by what its restricted mana ability makes, when
// the spell being paid for may spend that mana.
func (g *Game) restrictedSource(p PlayerID, s int32, plan *payPlan, types mana.ColorSet, rank int, ok bool) (mana.ColorSet, int, bool) {
	rt, sub := g.objects[s].def.RestrictedMana()
	if !g.planSpellHas(plan, sub) {
		// Its restricted mana is no use here: spend it after the
		// sources that make only what they make (a Mountain before
		// Sliver Hive), keeping it for a Sliver.
		plan.restricted = true
		return types, max(rank, 2), ok
	}
	r, can := g.tappableSource(p, s)
	if !can || g.overwrites > 0 && g.lostAll(s) { // CR 613.1f: no ability left
		return types, rank, ok
	}
	if !ok {
		rank = r
	}
	return types | rt, rank, true
}

// planSpellHas reports whether plan pays for a spell with subtype sub.
func (g *Game) planSpellHas(plan *payPlan, sub string) bool {
	return plan.spellFor > 0 && int(plan.spellFor) <= len(g.objects) && g.objects[plan.spellFor-1].def.HasSubtype(sub)
}

// addRestrictedMana puts n mana of type c that may be spent only on
// spells of subtype sub into p's pool (CR 106.6), with the mana of the
// same restriction already there.
func (g *Game) addRestrictedMana(p PlayerID, c mana.Color, n int, sub string) {
	pl := &g.players[p]
	for i := range pl.spendOnly {
		if pl.spendOnly[i].For == sub {
			pl.spendOnly[i].Mana.Add(c, n)
			return
		}
	}
	r := RestrictedMana{For: sub}
	r.Mana.Add(c, n)
	pl.spendOnly = append(pl.spendOnly, r)
}

// spendOnlyOut writes a player's restricted pools into sp.
func spendOnlyOut(sp *savePlayer, pools []RestrictedMana) {
	for i, r := range pools {
		if i == 0 {
			pool := poolOut(r.Mana)
			sp.SpendOnly, sp.SpendOnlyFor = &pool, r.For
			continue
		}
		sp.SpendOnlyMore = append(sp.SpendOnlyMore, saveRestrictedPool{Pool: poolOut(r.Mana), For: r.For})
	}
}

// loadSpendOnly reads a player's restricted pools from a save: each of
// its own subtype, none empty.
func loadSpendOnly(p *player, sp *savePlayer, path string) error {
	p.spendOnly = nil
	if sp.SpendOnly == nil {
		if len(sp.SpendOnlyMore) != 0 {
			return badSave(path+".spendOnlyMore", "further restricted pools need a first one (spendOnlyPool)")
		}
		return nil
	}
	if err := loadRestrictedPool(p, *sp.SpendOnly, sp.SpendOnlyFor, path+".spendOnlyPool", path+".spendOnlySubtype"); err != nil {
		return err
	}
	for i := range sp.SpendOnlyMore {
		at := fmt.Sprintf("%s.spendOnlyMore[%d]", path, i)
		if err := loadRestrictedPool(p, sp.SpendOnlyMore[i].Pool, sp.SpendOnlyMore[i].For, at+".pool", at+".subtype"); err != nil {
			return err
		}
	}
	return nil
}

// loadRestrictedPool adds one restricted pool of a save to p's.
func loadRestrictedPool(p *player, sp savePool, sub, poolPath, subPath string) error {
	if sub == "" {
		return badSave(subPath, "restricted mana needs the subtype of the spells it may be spent on")
	}
	for i := range p.spendOnly {
		if p.spendOnly[i].For == sub {
			return badSave(subPath, "a second restricted pool for %s spells: one pool holds all of a subtype's mana", sub)
		}
	}
	r := RestrictedMana{For: sub}
	vals := [mana.NumTypes]int{sp.W, sp.U, sp.B, sp.R, sp.G, sp.C}
	for c, n := range vals {
		if n < 0 || n > math.MaxUint16 {
			return badSave(poolPath+"."+string(mana.Color(c).Letter()), "%d is out of range 0..%d", n, math.MaxUint16)
		}
		r.Mana.Add(mana.Color(c), n)
	}
	if r.Mana.IsEmpty() {
		return badSave(poolPath, "a restricted pool holds some mana")
	}
	p.spendOnly = append(p.spendOnly, r)
	return nil
}

// restrictedNote says, for a payment that failed, that restricted mana —
// in p's pool, or that a source of p's makes — could not be spent on it;
// "" when there was none or it could be.
func (g *Game) restrictedNote(p PlayerID, plan *payPlan) string {
	pl := &g.players[p]
	if !plan.restricted {
		return ""
	}
	var b strings.Builder
	for _, r := range pl.spendOnly {
		if g.planSpellHas(plan, r.For) {
			continue
		}
		if b.Len() == 0 {
			b.WriteString(" (the pool's ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(r.Mana.String() + " may be spent only on " + r.For + " spells")
	}
	if b.Len() == 0 {
		return " (mana a source makes only for some spells can't pay it, CR 106.6)"
	}
	b.WriteString(", CR 106.6)")
	return b.String()
}

// restrictedCited adds CR 106.6 to err's rules when restrictedNote has
// something to say, and 810.5 when a Two-Headed Giant teammate has mana
// in their pool, which p can't spend.
func (g *Game) restrictedCited(err error, p PlayerID, plan *payPlan) error {
	if g.twoHeaded() {
		if m := g.teammate(p); m != p && !g.players[m].pool.IsEmpty() {
			alsoCite(err, "810.5") // a teammate's pool is not shared
		}
	}
	if g.restrictedNote(p, plan) == "" {
		return err
	}
	return alsoCite(err, "106.6")
}
