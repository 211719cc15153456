package card

import "github.com/spellstack/spellstack/ability"

// staticKinds checks the fields of a static ability against the kinds
// of static that read them: some act only on the source, some only on
// what it is attached to, and some reach a player or the whole game
// whatever the static affects, without a condition.
func (c *checker) staticKinds(path string, s *ability.Static) {
	if (s.SetPTFromCount != "" || s.SetPTFromCreatures) && s.Affects != ability.AffectsSelf {
		c.fail(path+".Affects", "a characteristic-defining power and toughness is the source's own (CR 604.3): AffectsSelf")
	}
	if s.AddTypes != 0 && s.Affects != ability.AffectsAttached {
		c.fail(path+".AddTypes", "types are added to the permanent the source is attached to (AffectsAttached) only")
	}
	if (s.SetBasePT || s.BasePower != 0 || s.BaseToughness != 0) && s.Affects == ability.AffectsSelf && s.If == (ability.Condition{}) {
		c.fail(path+".SetBasePT", "a base power and toughness is set for what the source is attached to or a group, not the source itself (its printed values say that)")
	}
	if s.ProtectionKeepsAuras && s.Protection == 0 {
		c.fail(path+".ProtectionKeepsAuras", "read only with Protection")
	}
	if s.Affects == ability.AffectsSelf && s.Keywords&(ability.Flash|ability.Convoke) != 0 {
		c.fail(path+".Keywords", "flash and convoke of the card's own work where it is cast (CR 112.6, 702.8a, 702.50a): the engine reads them in the card's Keywords, not in a static")
	}
	if s.Affects == ability.AffectsSelf && s.Restrictions&(ability.CantBeCountered|ability.EntersTapped) != 0 {
		c.fail(path+".Restrictions", "\"can't be countered\" and \"enters tapped\" of the card's own work on the stack and as it enters (CR 112.6): the engine reads them in the card's Restrictions, not in a static")
	} else if s.Restrictions&(ability.CantBeCountered|ability.EntersTapped) != 0 {
		// "Creatures your opponents control enter tapped" is a
		// replacement of how others enter (CR 614.1d, 614.12), and
		// "spells you cast can't be countered" reaches the stack: the
		// engine reads both from the entering card or the spell only.
		c.fail(path+".Restrictions", "\"can't be countered\" and \"enters tapped\" are read from each card's own Restrictions: a static can't give them to other objects")
	}
	conditional := s.If.Kind != ability.Always || s.IfControlSubtype != ""
	for _, f := range []struct {
		name string
		set  bool
	}{
		{"AddTypes", s.AddTypes != 0},
		{"ControllerCantPlayLands", s.ControllerCantPlayLands},
		{"StopsCreatureEnterTriggers", s.StopsCreatureEnterTriggers},
		{"SpellsHaveConvoke", s.SpellsHaveConvoke != 0},
		{"LandsAre", s.LandsAre != ""},
		{"AttackNeedsKeyword", s.AttackNeedsKeyword != 0},
		{"PreventAllButOne", s.PreventAllButOne},
	} {
		if f.set && conditional {
			c.fail(path+"."+f.name, "%s applies without a condition: put it in a static of its own without If or IfControlSubtype", f.name)
		}
	}
	if s.AttackNeedsKeyword != 0 {
		rest := s.Group
		rest.Types = 0
		if s.Affects != ability.AffectsSelf && s.Affects != ability.AffectsGroup || rest != (ability.Group{}) {
			c.fail(path+".AttackNeedsKeyword", "is \"creatures without these keywords can't attack\", every creature on the battlefield (CR 508.1c): the engine applies it to all of them, so write it in a static of its own or of a group of all permanents of some types (no side or other filter), not for what the source is attached to or some players' creatures")
		}
	}
	if s.PreventAllButOne && !c.emblemDef {
		c.fail(path+".PreventAllButOne", "works from an emblem (a definition without card types) only")
	}
}
