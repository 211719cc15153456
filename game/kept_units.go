package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Kept units: the mana a player could spend, as collectUnits lists it for
// option listing, kept between listings while it can't have changed. Two
// listings of one player's options in a row mostly find the same mana:
// the opponent's spell and its resolution came between, tapping and
// untapping only the opponent's lands (two thirds of the collections of a
// White-Red against Black-Green game repeat the player's last one).
//
// A collection is kept only when it read nothing but the pool and plain
// mana sources (card.Definition.PlainManaSource: noncreature sources
// whose printed {T}: add one mana is all their mana, such as basic lands
// and painlands), with none of the effects that make
// collectUnits look further (see its plain condition), no restricted
// mana in the pool and no Aura adding mana. Such a collection depends on
// which permanents are on the battlefield (bfGen), which of them the
// player controls and has untapped (tapGens, which every tap, untap and
// change of control of a permanent counts for its controller), and the
// pool, which the key holds. A permanent entering tapped counts with its
// entry (bfGen).

// unitsKey says which collection of a player's units a plan holds.
type unitsKey struct {
	valid  bool
	bfGen  uint64
	tapGen uint32
	pool   mana.Pool
}

// tapChanged counts a tap, an untap or a change of control of a
// permanent controlled by p.
func (g *Game) tapChanged(p PlayerID) {
	g.tapGens[p]++
}

// unitsKeyNow returns the key of p's units as the game is now, and
// whether a collection may be kept at all now.
func (g *Game) unitsKeyNow(p PlayerID) (unitsKey, bool) {
	pl := &g.players[p]
	ok := g.plainSources() && len(pl.spendOnly) == 0 && !g.listening(ability.AttachedTappedForMana)
	return unitsKey{valid: true, bfGen: g.bfGen, tapGen: g.tapGens[p], pool: pl.pool}, ok
}

// plainSources is collectUnits' condition for reading plain mana sources
// off their cards.
func (g *Game) plainSources() bool {
	return !g.noBounds && g.landStatics == 0 && g.overwrites == 0 && g.typeGrants == 0 &&
		g.restrictionGrants == 0 && g.taxGrants == 0
}

// listingUnits returns p's plan for option listing in scratch with p's
// units collected: kept from p's last listing when nothing they depend on
// changed, collected now otherwise (and kept when they may be).
func (g *Game) listingUnits(p PlayerID, scratch *listingPlans) *payPlan {
	key, ok := g.unitsKeyNow(p)
	if !ok {
		// Collected aside: a kept collection stays for when it applies
		// again (VerifyCaches lists without bounds in between).
		plan := &scratch.unkept
		plan.spellFor = 0
		g.collectUnits(p, -1, plan)
		return plan
	}
	plan := &scratch.units[p]
	if scratch.unitsOf[p] == key {
		return plan
	}
	plan.spellFor = 0
	g.collectUnits(p, -1, plan)
	if plan.plainOnly {
		scratch.unitsOf[p] = key
	} else {
		scratch.unitsOf[p] = unitsKey{}
	}
	return plan
}

// verifyKeptUnits compares every kept collection that still applies with
// a collection made now (VerifyCaches).
func (g *Game) verifyKeptUnits() error {
	scratch := g.plans
	if scratch == nil {
		return nil
	}
	for p := range g.players {
		key, ok := g.unitsKeyNow(PlayerID(p))
		if !ok || scratch.unitsOf[p] != key {
			continue
		}
		kept := &scratch.units[p]
		var now payPlan
		g.collectUnits(PlayerID(p), -1, &now)
		same := now.n == kept.n && now.single == kept.single && now.multi == kept.multi
		for i := 0; same && i < now.n; i++ {
			same = now.units[i] == kept.units[i] && now.slots[i] == kept.slots[i] && now.kind[i] == kept.kind[i]
		}
		if !same {
			return fmt.Errorf("game: kept units: %s's mana was kept as %d units, but is %d units now",
				g.playerName(PlayerID(p)), kept.n, now.n)
		}
	}
	return nil
}

// unitsFor returns p's units for option listing: kept or collected in
// scratch's plan for p when g keeps scratch, collected into plan
// otherwise.
func (g *Game) unitsFor(p PlayerID, scratch *listingPlans, plan *payPlan) *payPlan {
	if scratch != nil {
		return g.listingUnits(p, scratch)
	}
	plan.spellFor = 0
	g.collectUnits(p, -1, plan)
	return plan
}

// listingMana is the mana a listing of abilities plans with, collected
// when an ability first needs it: in scratch when g keeps scratch (kept
// then points into it), otherwise in the caller's own plan. The own plan
// is never stored here, so that, made on the caller's stack, it stays
// there.
type listingMana struct {
	scratch   *listingPlans
	kept      *payPlan
	collected bool
}

// units returns p's mana units, collected on first use (into own when
// there is no scratch).
func (m *listingMana) units(g *Game, p PlayerID, own *payPlan) *payPlan {
	if !m.collected {
		m.collected = true
		if m.scratch != nil {
			m.kept = g.listingUnits(p, m.scratch)
		} else {
			own.spellFor = 0
			g.collectUnits(p, -1, own)
		}
	}
	if m.kept != nil {
		return m.kept
	}
	return own
}
