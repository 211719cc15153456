package game

import "github.com/spellstack/spellstack/ability"

// battlefieldLists are the permanents on the battlefield that option
// listing looks at, in battlefield order, kept while the battlefield
// holds the same objects as the same cards: every move onto or off the
// battlefield, and every change of a permanent's card (a copy effect
// beginning or ending, CR 707), starts a new bfGen. Which player controls
// each is read at each use, so a change of control needs no new list.
//
// Without effects that give permanents mana abilities (land types added,
// CR 305.6) or activated abilities, a permanent's card decides whether it
// can make mana or has a non-mana ability, so the lists leave out the
// rest of the battlefield: most permanents have neither, or only one.
// Without effects that add card types (layer 4), a permanent's card
// decides whether it is a creature or a planeswalker too, which combat
// and state-based actions look for. VerifyCaches compares listings of
// priority options, attacks and blocks made with the lists and with full
// scans (see verifyBounds: noBounds turns them off); state-based actions
// skip only permanents that creatureSBA would pass over.
type battlefieldLists struct {
	// gen is the bfGen the lists were made in, plus one (0: none).
	gen uint64
	// abilities: permanents whose card has a non-mana activated
	// ability; mana: permanents whose card has a simple or restricted
	// mana ability; bodies: creature and planeswalker cards.
	abilities, mana, bodies []int32
}

// makeLists makes g's battlefield lists again, or returns nil when g
// keeps no scratch yet (see keptPlans): the caller then scans the whole
// battlefield.
func (g *Game) makeLists() *battlefieldLists {
	scratch := g.keptPlans()
	if scratch == nil {
		return nil
	}
	l := &scratch.lists
	if n := len(g.battlefield); cap(l.mana) < n || cap(l.abilities) < n || cap(l.bodies) < n {
		// One allocation for all three, each with room for the whole
		// battlefield: a fresh copy makes its lists at its first listing.
		n = max(n+n/2, 16)
		buf := make([]int32, 3*n)
		l.abilities, l.mana, l.bodies = buf[:0:n], buf[n:n:2*n], buf[2*n:2*n:3*n]
	}
	l.abilities, l.mana, l.bodies = l.abilities[:0], l.mana[:0], l.bodies[:0]
	for _, s := range g.battlefield {
		d := g.objects[s].def
		if d.Types&(ability.Creature|ability.Planeswalker) != 0 {
			l.bodies = append(l.bodies, s)
		}
		if d.HasNonManaAbility() {
			l.abilities = append(l.abilities, s)
		}
		if t, _ := d.SimpleMana(); t != 0 {
			l.mana = append(l.mana, s)
		} else if t, _ := d.RestrictedMana(); t != 0 {
			l.mana = append(l.mana, s)
		}
	}
	l.gen = g.bfGen + 1
	return l
}

// manaCandidates returns the permanents that may make mana for a
// payment: the mana list, or the whole battlefield when an effect adds
// land types (their mana abilities) or the bounds are off.
func (g *Game) manaCandidates() []int32 {
	if p := g.plans; p != nil && p.lists.gen == g.bfGen+1 && g.landStatics == 0 && !g.noBounds {
		return p.lists.mana
	}
	return g.manaCandidatesSlow()
}

func (g *Game) manaCandidatesSlow() []int32 {
	if l := g.makeLists(); l != nil && !g.noBounds && g.landStatics == 0 {
		return l.mana
	}
	return g.battlefield
}

// abilityCandidates returns the permanents that may have a non-mana
// activated ability: the abilities list, or the whole battlefield when
// effects grant abilities or the bounds are off.
func (g *Game) abilityCandidates() []int32 {
	if p := g.plans; p != nil && p.lists.gen == g.bfGen+1 && g.grants == 0 && !g.noBounds {
		return p.lists.abilities
	}
	return g.abilityCandidatesSlow()
}

func (g *Game) abilityCandidatesSlow() []int32 {
	if l := g.makeLists(); l != nil && !g.noBounds && g.grants == 0 {
		return l.abilities
	}
	return g.battlefield
}

// bodyCandidates returns the permanents that may be creatures or
// planeswalkers: the bodies list, or the whole battlefield when effects
// add card types (types then may differ from the card's).
func (g *Game) bodyCandidates() []int32 {
	if p := g.plans; p != nil && p.lists.gen == g.bfGen+1 && g.typeGrants == 0 && !g.noBounds {
		return p.lists.bodies
	}
	return g.bodyCandidatesSlow()
}

func (g *Game) bodyCandidatesSlow() []int32 {
	if l := g.makeLists(); l != nil && !g.noBounds && g.typeGrants == 0 {
		return l.bodies
	}
	return g.battlefield
}
