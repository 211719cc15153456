package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
)

// abilityBound is what a player's permanents may activate, for the mana
// bound of mayAffordAnAbility: the smallest mana value among the mana
// costs of their non-mana abilities (X being 0) that instant timing
// allows, and among all of them, and whether one without a mana cost is
// among either. An ability can't be activated without paying its mana
// cost (CR 602.2b, 601.2h), and taxes only add to it, so a player whose
// mana can't reach the smallest has no ability to list. It depends on
// which permanents the player controls and on their cards only, so it
// is kept, with the listing scratch, until the battlefield changes
// (Game.bfGen: moves, changes of control and copy effects start a new
// one). Abilities granted by effects (Game.grants) are not in it: while
// any are, there is no bound.
type abilityBound struct {
	// bf is the bfGen it was made for, plus one (0: none).
	bf uint64
	// instant and any are the smallest mana values, -1 for none.
	instant, any int
	// freeInstant and freeAny: an ability without a mana cost is among
	// them.
	freeInstant, freeAny bool
}

// boundAbilities sets b to what p's permanents may activate now.
func (g *Game) boundAbilities(p PlayerID, b *abilityBound) {
	*b = abilityBound{bf: g.bfGen + 1, instant: -1, any: -1}
	for _, s := range g.candidatesOf(withAbilities, p) {
		o := &g.objects[s]
		if o.controller != p || !o.def.HasNonManaAbility() {
			continue
		}
		for i := range o.def.Activated {
			ab := &o.def.Activated[i]
			if ab.IsManaAbility() || ab.FromGraveyard {
				continue
			}
			// CR 606.3: loyalty abilities have sorcery timing.
			instant := !ab.Loyalty && ab.Timing != ability.SorcerySpeed
			mv := ab.Cost.Mana.ManaValue()
			if mv == 0 {
				b.freeAny = true
				b.freeInstant = b.freeInstant || instant
				continue
			}
			if b.any < 0 || mv < b.any {
				b.any = mv
			}
			if instant && (b.instant < 0 || mv < b.instant) {
				b.instant = mv
			}
		}
	}
}

// mayAffordAnAbility reports whether p might activate a non-mana ability
// of a permanent now: one that timing allows whose mana cost is within
// the upper bound of the mana p can spend that mayAffordACast uses. A
// false answer is what the full listing would find: no activation of a
// permanent's ability (graveyard abilities are not bounded).
func (g *Game) mayAffordAnAbility(p PlayerID) bool {
	scratch := g.keptPlans()
	if scratch == nil || g.noBounds || g.grants > 0 || g.listening(ability.AttachedTappedForMana) {
		return true
	}
	b := &scratch.abilities[p]
	if b.bf != g.bfGen+1 {
		g.boundAbilities(p, b)
	}
	cheapest, free := b.instant, b.freeInstant
	if g.sorceryTiming(p) {
		cheapest, free = b.any, b.freeAny
	}
	if free {
		return true
	}
	return cheapest >= 0 && g.mayMakeMana(p, cheapest, scratch)
}

// verifyAbilityBounds compares every kept abilityBound that still applies
// with one made now.
func (g *Game) verifyAbilityBounds() error {
	if g.plans == nil {
		return nil
	}
	for p := range g.players {
		kept := g.plans.abilities[p]
		if kept.bf != g.bfGen+1 {
			continue
		}
		var now abilityBound
		g.boundAbilities(PlayerID(p), &now)
		if now != kept {
			return fmt.Errorf("game: ability bound: %s's abilities were kept as %+v, but are %+v now",
				g.playerName(PlayerID(p)), kept, now)
		}
	}
	return nil
}
