package scenario

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// extraManaColour reads a land tapped for mana followed by its player's
// choice of a colour as one action: the colour is that of the additional
// mana a land Aura adds as the land is tapped (Verdant Haven's "one
// additional mana of any color", CR 605.1b), which the player chooses,
// or, for a tap without `for`, the colour of a mana ability's "one mana
// of any color" (Meteorite).
// It returns the tap with that colour, or nil when next is no such
// answer, or no land the tap may take has such an Aura.
func (r *runner) extraManaColour(t *TapStmt, next Statement) *TapStmt {
	c, ok := next.(*ChooseStmt)
	if !ok || c.Player != t.Player || len(c.Options) == 0 {
		return nil
	}
	letters := ""
	for _, o := range c.Options {
		colour, ok := colorChoice(o)
		if !ok {
			return nil
		}
		letters += string(colour.Letter())
	}
	p, err := r.player(t.At, t.Player)
	if err != nil {
		return nil
	}
	for _, id := range r.candidates(t.Ref, p, zone.Battlefield) {
		// Two Verdant Havens: a colour each, on one line or on two.
		if n := r.extraManaAbilities(id); n > 0 && len(t.Plus)+len(letters) <= n {
			merged := *t
			merged.Plus += letters
			return &merged
		}
	}
	if t.Plus != "" || len(letters) != 1 {
		return nil
	}
	colour, _ := colorChoice(c.Options[0])
	if t.For == "" {
		// "Add one mana of any color" (Meteorite): the colour chosen as
		// the ability resolves is the one the tap makes (CR 605.3b).
		for _, id := range r.candidates(t.Ref, p, zone.Battlefield) {
			if o, ok := r.g.Object(id); ok && choosesColour(o.Card, colour) {
				merged := *t
				merged.For = string(colour.Letter())
				return &merged
			}
		}
	}
	return nil
}

// choosesColour reports whether d has a mana ability that adds one mana
// of a colour its player chooses among several, c among them.
func choosesColour(d *card.Definition, c mana.Color) bool {
	if d == nil {
		return false
	}
	for i := range d.Activated {
		for _, e := range d.Activated[i].Effects {
			if e.Op == ability.OpAddMana && e.ManaChoice.Len() > 1 && e.ManaChoice.Has(c) {
				return true
			}
		}
	}
	return false
}

// extraManaAbilities counts the Auras attached to permanent id that add
// mana as id is tapped for mana.
func (r *runner) extraManaAbilities(id game.ObjectID) int {
	n := 0
	for p := 0; p < r.g.NumPlayers(); p++ {
		for _, a := range r.g.Zone(game.PlayerID(p), zone.Battlefield) {
			if o, ok := r.g.Object(a); ok && o.AttachedTo == id && o.Card.TriggersOn(ability.AttachedTappedForMana) {
				n++
			}
		}
	}
	return n
}
