package game

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
// VerifyCaches compares listings made with them and with full scans (see
// verifyBounds: noBounds turns them off).
type battlefieldLists struct {
	// gen is the bfGen the lists were made in, plus one (0: none).
	gen uint64
	// abilities: permanents whose card has a non-mana activated
	// ability; mana: permanents whose card has a simple or restricted
	// mana ability.
	abilities, mana []int32
}

// makeLists makes g's battlefield lists again.
func (g *Game) makeLists() *battlefieldLists {
	l := &g.listingPlans().lists
	l.abilities, l.mana = l.abilities[:0], l.mana[:0]
	for _, s := range g.battlefield {
		d := g.objects[s].def
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
	if g.noBounds || g.landStatics > 0 {
		return g.battlefield
	}
	return g.makeLists().mana
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
	if g.noBounds || g.grants > 0 {
		return g.battlefield
	}
	return g.makeLists().abilities
}
