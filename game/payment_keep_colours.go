package game

import (
	"math"
	"math/bits"
	"slices"

	"github.com/spellstack/spellstack/mana"
)

// preferSpare re-plans a payment planPayment found so that, within each
// kind of mana (the pool, lands, creatures, painlands), the mana p needs
// least later pays first: mana of no colour p may still want, then mana
// of the colours p has most of beyond what the hand needs (scarcity), and
// a source of several wanted colours last among equals. Paying {4}{B}{B}
// with Swamps and Mountains keeps a Mountain for the Lightning Strike in
// hand; paying Solemn Offering's {2}{W} with two Plains, Mountains and
// Forests, and a second Offering in hand, leaves the other Plains. The
// colours wanted are those of the other cards in p's hand and of the mana
// the abilities of p's permanents may pay. The rules leave the choice of
// sources to the player (CR 601.2g-h); whether the cost can be paid
// doesn't change (Plan finds a payment whatever the ranks), only which
// mana pays. skip is the card being cast (-1 for none). A cost with a
// permanent to sacrifice (sacrificing) is left as planned: its plan keeps
// a permanent for it.
func (g *Game) preferSpare(p PlayerID, cost mana.Cost, x int, skip int32, sacrificing bool, plan *payPlan) {
	if plan.bonus {
		plan.floatColors = g.handColors(p, skip) | g.abilityColors(p)
	}
	if sacrificing || plan.n == 0 || plan.taxed != 0 || plan.uniformSources() ||
		!plan.swappable() && !plan.unusedColorless() {
		return // nothing to choose between (a mono-coloured deck's lands)
	}
	abilities := g.abilityColors(p)
	wanted := g.handColors(p, skip) | abilities
	if wanted == 0 {
		return // no colour is wanted
	}
	var tiers [maxPayUnits]int8
	if !g.keepTiers(p, skip, wanted, abilities, plan, &tiers) {
		// The plan already spends the mana needed least of each rank;
		// a painland's {C} may still spare a source of a wanted colour.
		plan.painlessInstead(cost, x, wanted)
		return
	}
	ranks := plan.units
	for i := 0; i < plan.n; i++ {
		u := &plan.units[i]
		if plan.kind[i] == unitConvoke {
			continue // tapped for convoke first, as the player named them
		}
		pool := plan.kind[i] == unitPool || plan.kind[i] == unitSpendOnly
		if u.Rank == 0 && !pool {
			// A land whose tap adds extra mana ranks with the pool
			// (collectBonusUnits); it still comes after all of the
			// pool's mana, wanted or not: the pool's is spent first.
			u.Rank = maxKeepTier + 1
		} else {
			u.Rank = u.Rank*(maxKeepTier+2) + tiers[i]
		}
	}
	if !plan.plan(cost, x) {
		plan.units = ranks // cannot happen: the ranks don't decide whether it can pay
		plan.plan(cost, x)
		return
	}
	plan.painlessInstead(cost, x, wanted)
}

// maxKeepTier is the highest tier keepTiers gives: room for the five
// colours' scarcities, each alone and with another colour.
const maxKeepTier = 6

// keepTiers sets, for each unit of the pool or a mana source in plan, how
// much p needs it later (0 for mana of no wanted colour, higher for the
// scarcer colours: a colour's slack is the units that can make it less
// the mana of it the hand's other cards and p's abilities need; a unit of
// several wanted colours counts as its scarcest, and after a unit of that
// colour alone). It reports whether a new plan could spend mana needed
// less: whether the plan uses a unit while another of the same rank and a
// lower tier is left. (Plan's choice is optimal for the ranks, so a
// better one with the tiers added would swap such a pair, CR 601.2g-h
// leaving the choice to the player.)
func (g *Game) keepTiers(p PlayerID, skip int32, wanted, abilities mana.ColorSet, plan *payPlan, tiers *[maxPayUnits]int8) bool {
	var wants [maxPayUnits]mana.ColorSet
	var slack [mana.NumColors]int
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] == unitSource || plan.kind[i] == unitPool {
			w := plan.units[i].Types
			if plan.restricted {
				w = g.unitWants(plan, i)
			}
			w &= wanted
			wants[i] = w
			for b := uint8(w); b != 0; b &= b - 1 {
				slack[bits.TrailingZeros8(b)]++
			}
		}
	}
	need := g.colourNeeds(p, skip, wanted, abilities)
	for c := range slack {
		slack[c] = max(-1000, min(1000, slack[c]-need[c]))
	}
	// A key per unit, larger for mana needed less: spare mana's is the
	// largest.
	const spare = math.MaxInt16
	var keys [maxPayUnits]int16
	var distinct [maxPayUnits]int16
	nd := 0
	for i := 0; i < plan.n; i++ {
		k := int16(spare)
		if w := wants[i]; w != 0 {
			k = spare - 1
			for b := uint8(w); b != 0; b &= b - 1 {
				if v := int16(2 * slack[bits.TrailingZeros8(b)]); v < k {
					k = v
				}
			}
			if w.Len() > 1 {
				k--
			}
		}
		keys[i] = k
		if !slices.Contains(distinct[:nd], k) {
			distinct[nd] = k
			nd++
		}
	}
	if nd < 2 {
		return false
	}
	for i := 0; i < plan.n; i++ {
		t := 0
		for _, k := range distinct[:nd] {
			if k > keys[i] {
				t++
			}
		}
		tiers[i] = int8(min(t, maxKeepTier))
	}
	// The lowest tier left unused, by rank (collectUnits' ranks are 0 to
	// 4; other ranks are convoke's, which keep their plan).
	var lowest [5]int8
	for r := range lowest {
		lowest[r] = maxKeepTier + 1
	}
	for j := 0; j < plan.n; j++ {
		if r := plan.units[j].Rank; plan.assign[j] == mana.NoMana && r >= 0 && int(r) < len(lowest) {
			lowest[r] = min(lowest[r], tiers[j])
		}
	}
	for i := 0; i < plan.n; i++ {
		if r := plan.units[i].Rank; plan.assign[i] != mana.NoMana && r >= 0 && int(r) < len(lowest) && lowest[r] < tiers[i] {
			return true
		}
	}
	return false
}

// colourNeeds counts, for each colour of wanted, the mana symbols of that
// colour in the costs of the nonland cards in p's hand other than skip and
// of those p may cast from exile (a hybrid symbol counts for both its
// colours), and one for a colour of abilities (what the abilities of p's
// permanents may pay).
func (g *Game) colourNeeds(p PlayerID, skip int32, wanted, abilities mana.ColorSet) [mana.NumColors]int {
	var need [mana.NumColors]int
	add := func(c mana.Cost) {
		for i := 0; i < c.Len(); i++ {
			switch s := c.Symbol(i); s.Kind {
			case mana.Colored:
				need[s.Color]++
			case mana.Hybrid:
				need[s.Color]++
				need[s.Alt]++
			}
		}
	}
	for _, s := range g.players[p].hand {
		if d := g.objects[s].def; s != skip && !d.IsLand() {
			add(d.ManaCost)
		}
	}
	for _, s := range g.exile {
		if d := g.objects[s].def; s != skip && !d.IsLand() && g.objects[s].owner == p && g.mayPlayFromExile(p, s) {
			add(d.ManaCost)
		}
	}
	for c := mana.White; c <= mana.Green; c++ {
		if abilities.Has(c) && wanted.Has(c) {
			need[c]++
		}
	}
	return need
}

// refinePayment makes, among the payments of cost with X = x that plan
// may take, the choices a player would (CR 601.2g-h leave them to the
// player): a Verdant Haven land kept for a larger cost, sources of
// colours the player still wants last (preferSpare), no sacrifice for
// mana of a target or of a creature being declared (spareSacrificed),
// a sacrificed source's whole mana first (useWholeSacrifice), and a
// painland with a land Aura's extra mana painless (painlessWithBonus).
// Every automatic payment goes through it; whether cost can be paid doesn't
// change.
func (g *Game) refinePayment(p PlayerID, cost mana.Cost, x int, skip int32, sacrificing bool, targets []Target, declared []int32, plan *payPlan) {
	plan.keepBonusLands(cost, x)
	g.preferSpare(p, cost, x, skip, sacrificing, plan)
	g.spareSacrificed(cost, x, targets, declared, plan)
	g.spareTargets(cost, x, targets, plan)
	g.useWholeSacrifice(cost, x, plan)
	g.painlessWithBonus(cost, x, plan)
	if plan.mixedPain { // a painland's painless {C} is planned for already
		g.painlessColours(cost, x, plan)
	}
}

// painlessColours has a source planned to make mana through an ability
// that deals damage make another type its painless ability makes, when
// the mana still pays the cost: a land with "{T}: Add one mana of any
// color. It deals 1 damage to you" and "{T}: Add {U}" pays a {1} with
// its {U} (CR 601.2g-h: the player chooses which ability).
func (g *Game) painlessColours(cost mana.Cost, x int, plan *payPlan) {
	for i := 0; i < plan.n; i++ {
		c := plan.assign[i]
		if plan.units[i].Rank != painRank || plan.kind[i] != unitSource || c == mana.NoMana || !g.painfulMana(plan.slots[i], c) {
			continue
		}
		for o := mana.Color(0); o < mana.NumTypes; o++ {
			if o == c || !plan.units[i].Types.Has(o) || g.painfulMana(plan.slots[i], o) {
				continue
			}
			if plan.assign[i] = o; plan.assignedPays(cost, x) {
				break
			}
			plan.assign[i] = c
		}
	}
}

// handColors returns the colours of the nonland cards in p's hand other
// than skip (a slot, or -1), and of those p may cast from exile
// (Chandra, Pyromaster's 0).
func (g *Game) handColors(p PlayerID, skip int32) mana.ColorSet {
	var wanted mana.ColorSet
	for _, s := range g.players[p].hand {
		if d := g.objects[s].def; s != skip && !d.IsLand() {
			wanted |= d.Colors
		}
	}
	if len(g.exile) > 0 {
		for _, s := range g.exile {
			if d := g.objects[s].def; s != skip && !d.IsLand() && g.objects[s].owner == p && g.mayPlayFromExile(p, s) {
				wanted |= d.Colors
			}
		}
	}
	return wanted
}

// abilityColors returns the colours of the mana the abilities of p's
// permanents may pay: activated ones (Torch Fiend's {R}) and triggered
// ones that offer a payment (Kurkesh's "you may pay {R}"); and of the
// abilities of cards in p's graveyard that work from there (Soul of
// Shandalar's).
func (g *Game) abilityColors(p PlayerID) mana.ColorSet {
	var wanted mana.ColorSet
	for _, s := range g.battlefield {
		if o := &g.objects[s]; o.controller == p {
			wanted |= o.def.PayColors()
		}
	}
	for _, s := range g.players[p].graveyard {
		for i := range g.objects[s].def.Activated {
			if ab := &g.objects[s].def.Activated[i]; ab.FromGraveyard {
				wanted |= ab.Cost.Mana.Colors()
			}
		}
	}
	return wanted
}

// painlessInstead frees a used source of a wanted colour when an unused
// painland could make that colour only with its damage but can pay here
// with its painless {C} (ranked last for its coloured mana): Lightning
// Strike's {1} from Shivan Reef's {C} keeps the Island for the Void Snare
// in hand, and the Reef's {U} with its damage is not needed.
func (plan *payPlan) painlessInstead(cost mana.Cost, x int, wanted mana.ColorSet) {
	if !plan.unusedColorless() {
		return // no unused source that makes {C}
	}
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitSource || plan.assign[i] == mana.NoMana || plan.units[i].Types&wanted == 0 ||
			plan.bonusUsed(plan.slots[i]) {
			continue // not a wanted colour, or a land whose extra mana pays too
		}
		for j := 0; j < plan.n; j++ {
			tj := plan.units[j].Types
			if plan.kind[j] != unitSource || plan.assign[j] != mana.NoMana || !tj.Has(mana.Colorless) ||
				tj&plan.units[i].Types&wanted == 0 || plan.units[j].Rank <= plan.units[i].Rank {
				continue // not a later source that would make the wanted colour
			}
			was := plan.assign[i]
			before := plan.unusedTypes() & wanted
			plan.assign[i], plan.assign[j] = mana.NoMana, mana.Colorless
			// The swap must pay, and leave every wanted colour that was
			// to be had (the painland may be the only red source).
			if before&^plan.unusedTypes() == 0 && plan.assignedPays(cost, x) {
				break
			}
			plan.assign[i], plan.assign[j] = was, mana.NoMana
		}
	}
}

// unusedColorless reports whether some source plan leaves unused can
// make colourless mana.
func (plan *payPlan) unusedColorless() bool {
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] == unitSource && plan.assign[i] == mana.NoMana && plan.units[i].Types.Has(mana.Colorless) {
			return true
		}
	}
	return false
}

// assignedPays reports whether the mana plan's units are assigned to pay
// exactly pays cost.
func (plan *payPlan) assignedPays(cost mana.Cost, x int) bool {
	var pool mana.Pool
	n := 0
	for i := 0; i < plan.n; i++ {
		if c := plan.assign[i]; c != mana.NoMana {
			pool.Add(c, 1)
			n++
		}
	}
	return n == cost.ManaValueWithX(x) && pool.CanPay(cost, x)
}

// swappable reports whether the plan leaves unused some source or pool
// mana of the rank of a used one and of other types, so that preferring
// some mana could change which pays: when a payment taps every land, or
// leaves only lands like those it taps, there is nothing to choose (but
// for an unused painland's {C}, see painlessInstead).
func (plan *payPlan) swappable() bool {
	const ranks = 5 // collectUnits' ranks are 0 to 4
	var used, unused [ranks]mana.ColorSet
	var usedMixed, unusedMixed, hasUsed, hasUnused [ranks]bool
	for i := 0; i < plan.n; i++ {
		r := plan.units[i].Rank
		if plan.kind[i] != unitSource && plan.kind[i] != unitPool || r < 0 || int(r) >= ranks {
			continue
		}
		t := plan.units[i].Types
		if plan.assign[i] != mana.NoMana {
			usedMixed[r] = usedMixed[r] || hasUsed[r] && used[r] != t
			used[r], hasUsed[r] = t, true
		} else {
			unusedMixed[r] = unusedMixed[r] || hasUnused[r] && unused[r] != t
			unused[r], hasUnused[r] = t, true
		}
	}
	for r := 0; r < ranks; r++ {
		if hasUsed[r] && hasUnused[r] && (usedMixed[r] || unusedMixed[r] || used[r] != unused[r]) {
			return true
		}
	}
	return false
}

// uniformSources reports whether every source and pool mana of plan
// makes the same types of mana, so that preferring some can change
// nothing.
func (plan *payPlan) uniformSources() bool {
	var first mana.ColorSet
	seen := false
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitSource && plan.kind[i] != unitPool {
			continue
		}
		if t := plan.units[i].Types; !seen {
			first, seen = t, true
		} else if t != first {
			return false
		}
	}
	return true
}

// keepBonusLands re-plans a payment of a single mana so that a land whose
// tapping adds extra mana (Verdant Haven's) is left for a larger cost when
// another source can pay: its extra mana would only float away unspent.
// The land and its extra mana are ranked after other lands and before
// creatures for this payment.
func (plan *payPlan) keepBonusLands(cost mana.Cost, x int) {
	if !plan.bonus || plan.taxed != 0 || cost.ManaValueWithX(x) != 1 {
		return
	}
	saved := plan.units
	for i := 0; i < plan.n; i++ {
		plan.units[i].Rank *= 2 // room for a rank between lands and creatures
	}
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] != unitBonus {
			continue
		}
		plan.units[i].Rank = 3
		for j := 0; j < plan.n; j++ {
			if plan.kind[j] == unitSource && plan.slots[j] == plan.slots[i] {
				plan.units[j].Rank = 3
			}
		}
	}
	if !plan.plan(cost, x) {
		plan.units = saved // cannot happen: the ranks don't decide whether it can pay
		plan.plan(cost, x)
	}
}

// unusedTypes is the set of mana types the sources plan leaves unused
// could make.
func (plan *payPlan) unusedTypes() mana.ColorSet {
	var cs mana.ColorSet
	for i := 0; i < plan.n; i++ {
		if plan.kind[i] == unitSource && plan.assign[i] == mana.NoMana {
			cs |= plan.units[i].Types
		}
	}
	return cs
}

// unitWants is the set of types unit i of plan could make for a later
// cost: its types, and for a source of restricted mana (Sliver Hive's,
// CR 106.6) the types of that mana too, which this payment may not use.
func (g *Game) unitWants(plan *payPlan, i int) mana.ColorSet {
	t := plan.units[i].Types
	if plan.kind[i] == unitSource {
		rt, _ := g.objects[plan.slots[i]].def.RestrictedMana()
		t |= rt
	}
	return t
}
