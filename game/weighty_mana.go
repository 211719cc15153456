package game

import (
	"fmt"
	"slices"

	"github.com/spellstack/spellstack/ability"
)

// weightyManaCache answers, for one battlefield (bfGen), the part of
// manaAbilityMatters that depends only on which cards are on the
// battlefield: whether some permanent's card has a mana ability that
// does more than add mana in a way that may matter (weightyManaAbility).
// Auto-pass asks at every priority, and painlands are common: scanning
// the battlefield each time cost 15 % of auto-pass self-play, though
// their damage matters only while a card reads life loss.
//
// It is a plain value, copied with the game: its key is the bfGen it
// was made in, plus one (0: none), and every change of which cards are
// on the battlefield starts a new bfGen (battlefield_lists.go).
type weightyManaCache struct {
	gen uint64
	// any: some permanent's card has a weighty mana ability.
	any bool
	// lifeLossRead: some permanent reads whether a player lost life
	// (lifeLossRead).
	lifeLossRead bool
	// holders are the first n permanents with a weighty mana ability, in
	// battlefield order, when there are at most len(holders) of them
	// (else many): manaAbilityMatters looks at these alone, not at every
	// permanent at every priority.
	holders [8]int32
	n       uint8
	many    bool
}

// weightyHolders returns the permanents manaAbilityMatters must look
// at: those with a weighty mana ability, or the whole battlefield when
// the cache holds too many. Valid after weightyManaOnBattlefield.
func (g *Game) weightyHolders() []int32 {
	if c := &g.weightyMana; !c.many {
		return c.holders[:c.n]
	}
	return g.battlefield
}

// weightyManaOnBattlefield reports whether some permanent's card has a
// mana ability that does more than add mana and may matter: it
// sacrifices a permanent, or it deals damage while a permanent reads
// whether a player lost life. Controllers and whether the ability can be
// activated now are manaAbilityMatters' part.
func (g *Game) weightyManaOnBattlefield() bool {
	if c := &g.weightyMana; c.gen == g.bfGen+1 {
		return c.any // small enough to inline: asked at every priority
	}
	return g.weighWeightyMana()
}

// weighWeightyMana makes weightyManaOnBattlefield's answer for this
// bfGen.
func (g *Game) weighWeightyMana() bool {
	c := &g.weightyMana
	c.gen, c.any, c.lifeLossRead = g.bfGen+1, false, g.lifeLossRead()
	c.n, c.many = 0, false
	for _, s := range g.battlefield {
		d := g.objects[s].def
		if !d.ManaAbilityMatters() {
			continue
		}
		for i := range d.Activated {
			if ab := &d.Activated[i]; weightyManaAbility(ab, c.lifeLossRead) && ab.IsManaAbility() {
				c.any = true
				if int(c.n) == len(c.holders) {
					c.many = true
					return true
				}
				c.holders[c.n] = s
				c.n++
				break
			}
		}
	}
	return c.any
}

// weightyManaAbility reports whether the mana ability ab does more than
// add mana in a way that may matter with nothing to spend the mana on
// (CR 605.3a): it sacrifices a permanent, or, while lifeLossRead, it
// does something else too (a painland's damage).
func weightyManaAbility(ab *ability.Activated, lifeLossRead bool) bool {
	if !lifeLossRead && !ab.Cost.SacrificeSelf && ab.Cost.Sacrifice == nil {
		return false // cheap first: no walk over the effects
	}
	return ab.DoesMoreThanAddMana()
}

// verifyWeightyMana compares the cache, when it holds the current
// bfGen, with the answer made again (VerifyCaches).
func (g *Game) verifyWeightyMana() error {
	c := g.weightyMana
	if c.gen != g.bfGen+1 {
		return nil
	}
	g.weightyMana.gen = 0
	fresh := g.weightyManaOnBattlefield()
	if f := g.weightyMana; !slices.Equal(f.holders[:f.n], c.holders[:c.n]) || f.many != c.many {
		return fmt.Errorf("game: weighty mana cache: kept holders %v (many %v), made again %v (many %v)",
			c.holders[:c.n], c.many, f.holders[:f.n], f.many)
	}
	if fresh != c.any || g.weightyMana.lifeLossRead != c.lifeLossRead {
		return fmt.Errorf("game: weighty mana cache: kept any=%v lifeLossRead=%v, made again any=%v lifeLossRead=%v (battlefield generation %d)",
			c.any, c.lifeLossRead, fresh, g.weightyMana.lifeLossRead, g.bfGen)
	}
	if !fresh {
		return nil
	}
	// The holders are made by the code they would check; the answer
	// over the whole battlefield is the independent one.
	for p := range g.players {
		if kept, all := g.weightyManaAmong(PlayerID(p), g.weightyHolders()), g.weightyManaAmong(PlayerID(p), g.battlefield); kept != all {
			return fmt.Errorf("game: weighty mana holders %v: for %s, %v, but %v over the whole battlefield",
				g.weightyHolders(), g.playerName(PlayerID(p)), kept, all)
		}
	}
	return nil
}
