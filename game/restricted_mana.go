package game

import (
	"math"

	"github.com/spellstack/spellstack/mana"
)

// Restricted mana (CR 106.6): "Spend this mana only to cast a Sliver
// spell". Such mana waits in the player's spendOnly pool, apart from the
// rest, and automatic payment offers it (and the sources that make it)
// only for a spell of the right subtype. It empties with the pool
// (CR 106.4).

// collectSpendOnly adds the player's restricted pool mana to plan if the
// spell being paid for may spend it.
func (g *Game) collectSpendOnly(pl *player, plan *payPlan) {
	if !g.planSpellHas(plan, pl.spendOnlySubtype) {
		plan.restricted = true
		return
	}
	for _, c := range poolOrder {
		for k := pl.spendOnly.Amount(c); k > 0 && plan.n < maxPayUnits; k-- {
			plan.add(mana.SetOf(c), 0, -1, unitSpendOnly)
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
// spells of subtype sub into p's pool (CR 106.6). The pool holds one
// restriction at a time; mana of another restriction replaces it.
func (g *Game) addRestrictedMana(p PlayerID, c mana.Color, n int, sub string) {
	pl := &g.players[p]
	if pl.spendOnlySubtype != sub {
		pl.spendOnly.Empty()
		pl.spendOnlySubtype = sub
	}
	pl.spendOnly.Add(c, n)
}

// spendOnlyOut is the restricted pool of a save, nil when empty.
func spendOnlyOut(p mana.Pool) *savePool {
	if p.IsEmpty() {
		return nil
	}
	sp := poolOut(p)
	return &sp
}

// loadSpendOnly reads a player's restricted pool from a save.
func loadSpendOnly(p *player, sp *savePlayer, path string) error {
	p.spendOnly, p.spendOnlySubtype = mana.Pool{}, sp.SpendOnlyFor
	if sp.SpendOnly == nil {
		return nil
	}
	if sp.SpendOnlyFor == "" {
		return badSave(path+".spendOnlySubtype", "restricted mana needs the subtype of the spells it may be spent on")
	}
	vals := [mana.NumTypes]int{sp.SpendOnly.W, sp.SpendOnly.U, sp.SpendOnly.B, sp.SpendOnly.R, sp.SpendOnly.G, sp.SpendOnly.C}
	for c, n := range vals {
		if n < 0 || n > math.MaxUint16 {
			return badSave(path+".spendOnlyPool."+string(mana.Color(c).Letter()), "%d is out of range 0..%d", n, math.MaxUint16)
		}
		p.spendOnly.Add(mana.Color(c), n)
	}
	return nil
}

// restrictedNote says, for a payment that failed, that restricted mana —
// in p's pool, or that a source of p's makes — could not be spent on it;
// "" when there was none or it could be.
func (g *Game) restrictedNote(p PlayerID, plan *payPlan) string {
	pl := &g.players[p]
	switch {
	case !plan.restricted:
		return ""
	case pl.spendOnly.IsEmpty():
		return " (mana a source makes only for some spells can't pay it, CR 106.6)"
	}
	return " (the pool's " + pl.spendOnly.String() + " may be spent only on " + pl.spendOnlySubtype + " spells, CR 106.6)"
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
