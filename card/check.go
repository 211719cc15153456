package card

import (
	"fmt"
	"strconv"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// Check reports what keeps the engine from playing d as it is written,
// every problem at once, as FieldErrors (each a *FieldError wrapping
// ErrInvalidDefinition), or nil. It finds values out of the vocabulary's
// range (an unknown effect, player, event or kind of amount), references
// to targets the ability doesn't have, effects missing what they need (a
// token to create, a known counter, mana to add), and fields that the
// effect's kind never reads, which the engine would otherwise ignore
// without a word: a definition that passes is played as it says, field
// for field, down to its effects' amounts, and the fields of its
// groups, filters, triggers and statics, each against what its reader
// honours (docs/design.md lists them).
//
// Define runs Check once and keeps its answer, so Check on a defined card
// costs nothing; NewCatalog and game.New refuse definitions that fail it.
// A nil definition fails it.
func (d *Definition) Check() error {
	if d == nil {
		return FieldErrors{{Field: "Definition", Msg: "nil definition"}}
	}
	if d.defined {
		return d.problems
	}
	return checkDefinition(d)
}

// checkDefinition is Check without the answer Define kept.
func checkDefinition(d *Definition) error {
	c := checker{card: d.Name}
	c.definition(d)
	if len(c.errs) == 0 {
		return nil
	}
	return c.errs
}

// checker walks a definition, collecting its problems.
type checker struct {
	card string
	errs FieldErrors
	// depth counts the token definitions entered, so that a token that
	// makes itself is checked once.
	depth int
	// targetCount and specs are the number of targets of the ability
	// whose effect is being checked, and their specs; in is its kind.
	targetCount int
	specs       []ability.TargetSpec
	in          abilityKind
	// emblemDef is set for a definition without card types, an emblem.
	emblemDef bool
	// discards is set while the effects of an activated ability that
	// discards a card as a cost are checked: that card is their event's.
	discards bool
	// sacrifices is set while the effects of a spell or activated
	// ability that sacrifices a permanent as a cost are checked: "the
	// sacrificed creature's power" (SacrificedPower) reads it.
	sacrifices bool
	// trigger is the triggered ability whose effects are being checked.
	trigger *ability.Triggered
	// aura is set for an Aura's definition; xTargets while a spell of
	// "X target ..." is checked.
	aura, xTargets bool
	// granting is set while an ability a static grants is checked.
	granting bool
}

// abilityKind says whose effects are being checked.
type abilityKind uint8

const (
	spellAbility abilityKind = iota
	activatedAbility
	triggeredAbility
)

// hasOp reports whether one of effects is of kind op.
func hasOp(effects []ability.Effect, op ability.Op) bool {
	for i := range effects {
		if effects[i].Op == op {
			return true
		}
	}
	return false
}

// copyChoices checks where "enters as a copy" is written: OpChooseCopy
// only in the Spell of a permanent that enters as a copy (AsEnters
// ChooseCopy), CopyExtra only on such a card, and no other effect in a
// permanent's Spell, whose resolution only puts it onto the battlefield
// (CR 608.3, 112.3a, 706.5).
func (c *checker) copyChoices(d *Definition) {
	copies := d.AsEnters == ability.ChooseCopy
	if len(d.CopyExtra) > 0 && !copies {
		c.fail("CopyExtra", "the abilities a copy gains are read only for a permanent that enters as a copy (AsEnters ChooseCopy, CR 706.9a)")
	}
	for i := range d.Spell.Effects {
		switch op := d.Spell.Effects[i].Op; {
		case op == ability.OpChooseCopy && !copies:
			c.fail(item("Spell", ".Effects", i)+".Op", "OpChooseCopy is the choice of a permanent that enters as a copy (AsEnters ChooseCopy, CR 706.5)")
		case op != ability.OpChooseCopy && d.Types.IsPermanent():
			c.fail(item("Spell", ".Effects", i)+".Op", "a permanent spell resolving only enters the battlefield (CR 608.3): write %s as a \"when this enters\" trigger", opName(op))
		}
	}
	for i := range d.Activated {
		if hasOp(d.Activated[i].Effects, ability.OpChooseCopy) {
			c.fail(item("Activated", "", i)+".Effects", "OpChooseCopy is the choice of a permanent spell that enters as a copy, not of an ability (CR 706.5)")
		}
	}
	for i := range d.Triggered {
		if hasOp(d.Triggered[i].Effects, ability.OpChooseCopy) {
			c.fail(item("Triggered", "", i)+".Effects", "OpChooseCopy is the choice of a permanent spell that enters as a copy, not of an ability (CR 706.5)")
		}
	}
}

// attachIsEquip refuses OpAttach in an ability or the spell of a card
// that isn't an Equipment: the engine moves only Equipment that way.
func (c *checker) attachIsEquip(d *Definition) {
	if d.HasSubtype("Equipment") {
		return
	}
	refuse := func(path string, effects []ability.Effect) {
		for k := range effects {
			if effects[k].Op == ability.OpAttach {
				c.fail(item(path+".Effects", "", k)+".Op", "OpAttach moves an Equipment (equip, CR 702.6a); the engine doesn't move an Aura or other permanent (CR 701.3)")
			}
		}
	}
	for i := range d.Activated {
		refuse(item("", "Activated", i), d.Activated[i].Effects)
	}
	for i := range d.Triggered {
		refuse(item("", "Triggered", i), d.Triggered[i].Effects)
	}
	refuse("Spell", d.Spell.Effects)
}

// delayedAndReturns checks the effects that need the card to be of a
// kind: OpDelayTrigger creates the card's one "at the beginning of your
// next upkeep" ability (AtOwnersNextUpkeep), which it must have, once;
// OpReturnSelfTapped puts the card onto the battlefield, which only a
// permanent card can be on (CR 304.4, 307.4, 110.4a).
func (c *checker) delayedAndReturns(d *Definition) {
	delayed := 0
	for i := range d.Triggered {
		if d.Triggered[i].Event == ability.AtOwnersNextUpkeep {
			if delayed++; delayed > 1 {
				c.fail(item("Triggered", "", i)+".Event", "OpDelayTrigger creates one delayed ability, the card's first AtOwnersNextUpkeep: write one (CR 603.7a)")
			}
		}
	}
	each := func(path string, es []ability.Effect) {
		for i := range es {
			switch {
			case es[i].Op == ability.OpDelayTrigger && delayed == 0:
				c.fail(item(path, ".Effects", i)+".Op", "OpDelayTrigger creates the card's AtOwnersNextUpkeep ability, and it has none (CR 603.7a)")
			case es[i].Op == ability.OpReturnSelfTapped && !d.Types.IsPermanent():
				c.fail(item(path, ".Effects", i)+".Op", "OpReturnSelfTapped puts this card onto the battlefield, where an instant or sorcery never goes (CR 304.4, 307.4)")
			}
		}
	}
	each("Spell", d.Spell.Effects)
	for i := range d.Activated {
		each(item("Activated", "", i), d.Activated[i].Effects)
	}
	for i := range d.Triggered {
		each(item("Triggered", "", i), d.Triggered[i].Effects)
	}
}

// item is the path of element i of the list named list in path
// ("Triggered[0]" + ".Effects" + "[1]").
func item(path, list string, i int) string {
	return path + list + "[" + strconv.Itoa(i) + "]"
}

// fail records a problem of field.
func (c *checker) fail(field, format string, args ...any) {
	c.errs = append(c.errs, &FieldError{Card: c.card, Field: field, Msg: fmt.Sprintf(format, args...)})
}

// Masks of every value the vocabulary's bit sets define.
const (
	allTypes        = ability.Artifact | ability.Creature | ability.Enchantment | ability.Instant | ability.Land | ability.Planeswalker | ability.Sorcery | ability.Tribal
	allSupertypes   = ability.Basic | ability.Legendary | ability.Snow | ability.World
	allKeywords     = ability.Convoke<<1 - 1
	allRestrictions = ability.CantBeBlockedByPowerTwoOrLess<<1 - 1
	allAllow        = ability.AllowCardInGraveyard<<1 - 1
	allColors       = mana.AllColors
)

func (c *checker) definition(d *Definition) {
	c.emblemDef = d.Types == 0
	c.aura = d.Enchant.Allow != 0
	if d.Name == "" {
		c.fail("Name", "a card needs a name")
	}
	if d.Types&^allTypes != 0 {
		c.fail("Types", "unknown card type bits %#x", uint16(d.Types&^allTypes))
	}
	if d.Supertypes&^allSupertypes != 0 {
		c.fail("Supertypes", "unknown supertype bits %#x", uint8(d.Supertypes&^allSupertypes))
	}
	c.keywords("", "Keywords", d.Keywords)
	c.restrictions("", "Restrictions", d.Restrictions)
	if d.Types&(ability.Instant|ability.Sorcery) != 0 && d.Types.IsPermanent() {
		c.fail("Types", "an instant or sorcery is never a permanent (CR 304.4, 307.4): it can't have a permanent's type too")
	}
	if d.Types&ability.Land != 0 && d.Keywords&ability.Flash != 0 {
		c.fail("Keywords", "the engine plays lands only in their owner's main phase with an empty stack (CR 305.1): flash, which would let a land be played any time its owner could cast an instant (CR 702.8a), isn't played on a land")
	}
	if d.AsEnters == ability.ChooseCopy && !hasOp(d.Spell.Effects, ability.OpChooseCopy) {
		c.fail("AsEnters", "a permanent that enters as a copy asks as its spell resolves: its Spell needs an OpChooseCopy (CR 706.2, 614.1c)")
	}
	c.copyChoices(d)
	c.delayedAndReturns(d)
	c.attachIsEquip(d)
	if d.Enchant.Allow != 0 && d.Spell.XTargets {
		c.fail("Spell.XTargets", "an Aura spell targets one permanent, what it will enchant (CR 303.4a)")
	}
	if d.Enchant.Allow != 0 && !d.HasSubtype("Aura") {
		c.fail("Enchant", "only an Aura has enchant (CR 303.4a, 702.5a); add the subtype Aura")
	}
	if d.Enchant.Allow == 0 && d.HasSubtype("Aura") && d.Types&ability.Enchantment != 0 {
		c.fail("Enchant", "an Aura needs what it may enchant (CR 303.4a)")
	}
	if d.HasSubtype("Aura") && d.Types&^(ability.Enchantment|ability.Tribal) != 0 {
		c.fail("Types", "an Aura here is an enchantment only: effects that put artifact, creature or land cards onto the battlefield don't ask what an Aura among them enchants (CR 303.4f)")
	}
	if d.Enchant.Allow&ability.AllowPlayer != 0 {
		c.fail("Enchant.Allow", "the engine attaches Auras to permanents only, not to players (\"enchant player\", CR 702.5d)")
	}
	if d.Enchant.Allow&(ability.AllowSpell|ability.AllowCardInGraveyard) != 0 {
		c.fail("Enchant.Allow", "the engine attaches Auras to permanents only, not to spells or cards in graveyards (\"enchant card in a graveyard\", CR 303.4a, 702.5a)")
	}
	if d.Enchant.Optional || d.Enchant.Set {
		c.fail("Enchant", "an Aura spell has exactly one target, what it will enchant: not \"up to one\" (CR 303.4a, 601.2c)")
	}
	if d.Enchant.Allow != 0 || d.Enchant.Filter != (ability.Filter{}) {
		c.target("Enchant", &d.Enchant)
		// Past casting, the state-based check and an Aura put onto the
		// battlefield read Allow and Side only (CR 303.4d, 303.4f).
		c.filterIn("Enchant", ".Filter", &d.Enchant.Filter, flEnchant, "what an Aura may enchant, once it is on the battlefield,")
	}
	if d.Types == 0 {
		c.emblem(d)
	}
	c.sacrifices = d.AdditionalSacrifice != nil
	c.spell("Spell", &d.Spell)
	c.sacrifices = false
	for i := range d.Activated {
		c.activated(item("", "Activated", i), &d.Activated[i])
	}
	for i := range d.Triggered {
		c.triggered(item("", "Triggered", i), &d.Triggered[i])
	}
	for i := range d.Statics {
		c.static(item("", "Statics", i), &d.Statics[i])
	}
	for i := range d.CopyExtra {
		c.activated(item("", "CopyExtra", i), &d.CopyExtra[i])
	}
	if e := d.EntersWithCounters; e != nil {
		switch k := e.Amount.Kind; {
		case e.Op != ability.OpPutCounters:
			c.fail("EntersWithCounters.Op", "enters-with counters are an OpPutCounters (CR 614.1c), not %s", opName(e.Op))
		case e.Subject != ability.SubjectSelf:
			c.fail("EntersWithCounters.Subject", "the permanent enters with the counters: SubjectSelf")
		case k != ability.Fixed && k != ability.ValueOfX && !e.Amount.Counted():
			c.fail("EntersWithCounters.Amount.Kind", "a number of counters is fixed, X or a count, not of kind %d", k)
		default:
			c.in, c.specs = spellAbility, nil
			c.effect("EntersWithCounters", e, 0)
		}
	}
	if d.AsEnters > ability.ChooseCopy {
		c.fail("AsEnters", "unknown enter choice %d", d.AsEnters)
	}
	c.condition("", "CastOnlyIf", &d.CastOnlyIf)
	c.noEventCondition("", "CastOnlyIf", &d.CastOnlyIf)
	if d.AdditionalSacrifice != nil {
		c.groupIn("", "AdditionalSacrifice", d.AdditionalSacrifice, gOwn, true, "a sacrifice")
	}
}

func (c *checker) spell(path string, s *ability.Spell) {
	c.targets(path, s.Targets)
	if s.XTargets && len(s.Targets) == 0 {
		c.fail(path+".XTargets", "\"X target\" needs targets to choose X of (CR 601.2c)")
	}
	for i := range s.Targets {
		if s.XTargets && s.Targets[i].Filter.ControlledByTarget0 {
			c.fail(item(path, ".Targets", i)+".Filter.ControlledByTarget0", "\"X target ...\" targets are alike: none is measured against another")
		}
		if s.XTargets && s.Targets[i] != s.Targets[0] {
			c.fail(item(path, ".Targets", i), "\"X target ...\" is one word: its specs are equal (CR 114.3, 601.2c)")
		}
	}
	c.xTargets = s.XTargets
	c.effects(path, s.Effects, spellAbility, s.Targets)
	c.xTargets = false
}

func (c *checker) activated(path string, a *ability.Activated) {
	if a.Timing > ability.SorcerySpeed {
		c.fail(path+".Timing", "unknown timing %d", a.Timing)
	}
	if a.Cost.Discard < 0 || a.Cost.Life < 0 {
		c.fail(path+".Cost", "a cost can't discard or pay a negative amount")
	}
	if a.Cost.DiscardTypes&^allTypes != 0 {
		c.fail(path+".Cost.DiscardTypes", "unknown card type bits %#x", uint16(a.Cost.DiscardTypes&^allTypes))
	}
	c.counter(path, ".Cost.RemoveCountersX", a.Cost.RemoveCountersX, true)
	c.counter(path, ".Cost.PutCounter", a.Cost.PutCounter, true)
	if a.Cost.Sacrifice != nil {
		c.groupIn(path, ".Cost.Sacrifice", a.Cost.Sacrifice, gOwn, true, "a sacrifice")
	}
	if a.FromGraveyard && (a.Cost.Tap || a.Cost.PutCounter != "" || a.Cost.RemoveCountersX != "" || a.Loyalty) {
		c.fail(path+".Cost", "a card in a graveyard can't be tapped nor hold counters: an ability that works from the graveyard can't cost them")
	}
	if a.FromGraveyard && a.Cost.SacrificeSelf {
		c.fail(path+".Cost.SacrificeSelf", "only a permanent is sacrificed (CR 701.15a): a card in a graveyard can't pay it; exile it instead (ExileSelf)")
	}
	if (a.Cost.SacrificeSelf || a.Cost.ExileSelf) && a.Cost.Sacrifice != nil && !a.Cost.Sacrifice.Other {
		c.fail(path+".Cost.Sacrifice", "the source pays its own part of the cost, so the sacrifice is of another permanent: set Other")
	}
	if a.Cost.SacrificeSelf && a.Cost.ExileSelf {
		c.fail(path+".Cost.ExileSelf", "the source can pay only one of these: once sacrificed it is a new object in the graveyard (CR 400.7), which exiling \"this\" can't find (CR 601.2h)")
	}
	if a.Cost.RemoveCountersX != "" && a.Cost.Mana.HasX() {
		c.fail(path+".Cost", "one X: the counters removed, or the mana paid, not both")
	}
	if !a.Loyalty && a.Cost.Loyalty != 0 {
		c.fail(path+".Cost.Loyalty", "a loyalty cost is read only for a loyalty ability (Loyalty, CR 606.4)")
	}
	c.condition(path, ".OnlyIf", &a.OnlyIf)
	c.noEventCondition(path, ".OnlyIf", &a.OnlyIf)
	c.targets(path, a.Targets)
	// A granted ability's event object is the permanent that grants it,
	// so it has no discarded card to read.
	c.discards = a.Cost.Discard > 0 && !c.granting
	c.sacrifices = a.Cost.Sacrifice != nil || a.Cost.SacrificeSelf
	c.effects(path, a.Effects, activatedAbility, a.Targets)
	c.discards, c.sacrifices = false, false
	if a.IsManaAbility() {
		// Paid at once as the mana is made (CR 605.3a): a tap, mana and
		// the source's own sacrifice.
		if k := a.Cost; k.Life != 0 || k.Discard != 0 || k.PutCounter != "" || k.RemoveCountersX != "" || k.Sacrifice != nil || k.ExileSelf {
			c.fail(path+".Cost", "a mana ability costs a tap, mana or its source's sacrifice here; the engine doesn't pay life, discards, counters, exile or another permanent's sacrifice for mana")
		}
		if a.Cost.Mana.HasX() {
			c.fail(path+".Cost.Mana", "a mana ability's activation names no X here (the engine activates mana abilities with X = 0): write its cost without {X}")
		}
		if a.FromGraveyard {
			c.fail(path+".FromGraveyard", "the engine makes mana with the abilities of permanents only, not of cards in a graveyard (CR 112.6b allows them)")
		}
		for i := range a.Effects {
			c.manaEffect(item(path, ".Effects", i), &a.Effects[i], true)
		}
		c.oneManaChoice(path, a.Effects)
	}
}

// oneManaChoice checks that a mana ability chooses at most one colour:
// its activation (or the tap that triggers it) names one colour for the
// whole ability, so a second "one mana of any color" would add the same
// colour and "{R} or {G}, and {W} or {U}" none (CR 605.3b, 106.1). Write
// a fixed amount of one choice ("two mana of any one color") instead.
func (c *checker) oneManaChoice(path string, effects []ability.Effect) {
	seen := false
	for i := range effects {
		if effects[i].Op != ability.OpAddMana || effects[i].ManaChoice.Len() < 2 {
			continue
		}
		if seen {
			c.fail(item(path, ".Effects", i)+".ManaChoice", "a mana ability chooses one colour, for one of its effects: the engine can't ask a second choice without the stack")
		}
		seen = true
	}
}

// manaEffect checks an effect of a mana ability, which happens at once,
// without the stack (CR 605.3b): the mana, and for an activated one a
// painland's damage or a life gain of its controller.
func (c *checker) manaEffect(path string, e *ability.Effect, activated bool) {
	switch {
	case e.Op == ability.OpAddMana:
	case activated && (e.Op == ability.OpDamage || e.Op == ability.OpGainLife):
		if e.Who != ability.WhoYou || e.Op == ability.OpDamage && e.Subject != ability.SubjectPlayer || e.Amount.Kind != ability.Fixed {
			c.fail(path, "in a mana ability, %s is for its controller (SubjectPlayer for damage, WhoYou), a fixed Amount", opName(e.Op))
		}
	case activated:
		c.fail(path+".Op", "a mana ability does only OpAddMana, OpDamage and OpGainLife (CR 605.3b), not %s", opName(e.Op))
	default:
		c.fail(path+".Op", "a triggered mana ability does only OpAddMana (CR 605.1b), not %s", opName(e.Op))
	}
	if e.Optional || e.If != nil || e.IfLoseFlip || e.IfDeclined {
		c.fail(path, "a mana ability's effects happen at once, without choices or conditions (CR 605.3b)")
	}
}

func (c *checker) triggered(path string, t *ability.Triggered) {
	if t.Event < ability.EntersBattlefield || t.Event > ability.EachPlayersUpkeep {
		c.fail(path+".Event", "unknown trigger event %d", t.Event)
	}
	if t.MinCount < 0 {
		c.fail(path+".MinCount", "a negative count")
	}
	if t.OfEventObject && (t.Event != ability.PermanentEnters || t.OfAttached) {
		c.fail(path+".OfEventObject", "an ability granted to the event's object is its \"when this creature enters\" (PermanentEnters, not granted to an attached permanent)")
	}
	switch t.Event {
	case ability.PermanentEnters, ability.CreatureDies, ability.CardPutIntoGraveyard, ability.PlayerDiscards,
		ability.CreatureAttacks, ability.UpkeepOfAttachedController:
	default:
		if t.OfAttached {
			c.fail(path+".OfAttached", "an ability granted to the permanent its source is attached to triggers on an event of its Match or at its controller's upkeep, not on event %d", t.Event)
		}
	}
	c.triggerMatch(path, t)
	c.triggerIf(path, t)
	c.targets(path, t.Targets)
	c.trigger = t
	c.effects(path, t.Effects, triggeredAbility, t.Targets)
	c.trigger = nil
	if t.Event == ability.AttachedTappedForMana {
		for i := range t.Effects {
			c.manaEffect(item(path, ".Effects", i), &t.Effects[i], false)
		}
		c.oneManaChoice(path, t.Effects)
	}
}

func (c *checker) static(path string, s *ability.Static) {
	if s.Affects > ability.AffectsGroup {
		c.fail(path+".Affects", "unknown kind %d", s.Affects)
	}
	if s.If.Kind == ability.ControlEachGreatestPower {
		c.fail(path+".If", "a static can't depend on the greatest power: the characteristics it applies to would wait on power, which waits on them (CR 613.8)")
	}
	if s.Affects == ability.AffectsGroup {
		c.groupIn(path, ".Group", &s.Group, gStatic, false, "a static's group")
	} else if s.Group != (ability.Group{}) {
		c.fail(path+".Group", "read only when the static affects a group (AffectsGroup)")
	}
	c.condition(path, ".If", &s.If)
	c.noEventCondition(path, ".If", &s.If)
	c.staticKinds(path, s)
	c.keywords(path, ".Keywords", s.Keywords)
	c.keywords(path, ".AttackNeedsKeyword", s.AttackNeedsKeyword)
	c.restrictions(path, ".Restrictions", s.Restrictions)
	if s.AddTypes&^allTypes != 0 || s.SpellsHaveConvoke&^allTypes != 0 {
		c.fail(path+".AddTypes", "unknown card type bits")
	}
	if s.Protection&^allColors != 0 {
		c.fail(path+".Protection", "protection from colours only (CR 702.16): unknown colour bits %#x", uint8(s.Protection&^allColors))
	}
	if s.AttackBlockTax < 0 || s.ActivationTax < 0 {
		c.fail(path, "a tax can't be negative")
	}
	if s.Grant != nil && s.Grant.IsManaAbility() {
		// Mana abilities are activated and paid with from the card's own
		// (CR 605.3a); the payment's sources don't include granted ones.
		c.fail(path+".Grant", "a granted mana ability is not played: the payments take mana from a permanent's own mana abilities only")
	}
	if s.Grant != nil {
		c.granting = true
		c.activated(path+".Grant", s.Grant)
		c.granting = false
	}
}

func (c *checker) targets(path string, specs []ability.TargetSpec) {
	for i, t := range specs {
		c.target(item(path, ".Targets", i), &specs[i])
		if t.OwnWord && (i == 0 || t.Set) {
			c.fail(item(path, ".Targets", i)+".OwnWord", "a word of its own may name what an earlier target names: not the first target, nor one of a set")
		}
		if i > 0 && t.Filter.ControlledByTarget0 && specs[0].Allow != ability.AllowPlayer {
			c.fail(item(path, ".Targets", i)+".Filter.ControlledByTarget0", "\"that player controls\" needs the first target to be a player, and only a player")
		}
		if i == 0 && t.Filter.ControlledByTarget0 {
			c.fail(item(path, ".Targets", i)+".Filter.ControlledByTarget0", "the first target is the one the others are measured against: it can't be controlled by itself")
		}
		// A set is a run of equal specs, the one word "N target ..."
		// (CR 114.3), listed as one set of targets.
		if t.Set && !(i > 0 && specs[i-1] == t || i+1 < len(specs) && specs[i+1] == t) {
			c.fail(item(path, ".Targets", i)+".Set", "a set of targets is a run of equal specs, and this one has no equal neighbour")
		}
	}
}

// target checks a target spec.
func (c *checker) target(path string, t *ability.TargetSpec) {
	if t.Allow == 0 {
		c.fail(path+".Allow", "a target must allow something (CR 114.1)")
		return
	}
	if t.Allow&^allAllow != 0 {
		c.fail(path+".Allow", "unknown target kind bits %#x", uint16(t.Allow&^allAllow))
	}
	honours, where := targetKinds(t.Allow)
	c.filterIn(path, ".Filter", &t.Filter, honours, where)
	if m := t.Filter.MaxManaValue; m != nil && m.Kind != ability.Fixed && t.Allow&ability.AllowCardInGraveyard != 0 {
		c.fail(path+".Filter.MaxManaValue", "a graveyard target's mana value limit is read as a fixed number only")
	}
}

func (c *checker) condition(path, name string, cond *ability.Condition) {
	switch cond.Kind {
	case ability.Always:
	case ability.YouControl, ability.YouControlNone:
		c.groupIn(path+name, ".Group", &cond.Group, gCondition, true, "a condition on your permanents")
	case ability.NoneOnBattlefield:
		c.groupIn(path+name, ".Group", &cond.Group, gCondition|gSide, false, "a condition on the battlefield")
	default:
		if cond.Kind > ability.YouCastAnotherSpellThisTurn {
			c.fail(path+name+".Kind", "unknown condition %d", cond.Kind)
		}
	}
	if cond.Group != (ability.Group{}) && cond.Kind != ability.YouControl && cond.Kind != ability.YouControlNone && cond.Kind != ability.NoneOnBattlefield {
		c.fail(path+name+".Group", "a condition of kind %d reads no group", cond.Kind)
	}
	if cond.Subtype != "" && cond.Kind != ability.EventCardHasSubtype {
		c.fail(path+name+".Subtype", "only EventCardHasSubtype reads Subtype")
	}
}

// group checks the range of a group's fields.
func (c *checker) group(path, name string, g *ability.Group) {
	if g.Side > ability.NotYourSide {
		c.fail(path+name+".Side", "unknown side %d", g.Side)
	}
	if g.Types&^allTypes != 0 || g.NotTypes&^allTypes != 0 {
		c.fail(path+name+".Types", "unknown card type bits")
	}
	if (g.Colors|g.NotColors)&^allColors != 0 {
		c.fail(path+name+".Colors", "unknown colour bits")
	}
	if g.WithoutKeyword&^allKeywords != 0 {
		c.keywords(path+name, ".WithoutKeyword", g.WithoutKeyword)
	}
}

// filter checks the range of a filter's fields.
func (c *checker) filter(path, name string, f *ability.Filter) {
	if f.Side > ability.NotYourSide {
		c.fail(path+name+".Side", "unknown side %d", f.Side)
	}
	if f.Combat > ability.Attacking {
		c.fail(path+name+".Combat", "unknown combat status %d", f.Combat)
	}
	if (f.Types|f.NotTypes|f.SpellNotTypes)&^allTypes != 0 {
		c.fail(path+name+".Types", "unknown card type bits")
	}
	if f.NotSupertypes&^allSupertypes != 0 {
		c.fail(path+name+".NotSupertypes", "unknown supertype bits")
	}
	if (f.Colors|f.NotColors)&^allColors != 0 {
		c.fail(path+name+".Colors", "unknown colour bits")
	}
	if (f.WithKeyword|f.WithoutKeyword)&^allKeywords != 0 {
		c.keywords(path+name, ".WithKeyword", f.WithKeyword)
		c.keywords(path+name, ".WithoutKeyword", f.WithoutKeyword)
	}
	if f.ManaValue != nil {
		c.amount(path+name, ".ManaValue", f.ManaValue)
	}
	if f.MaxManaValue != nil {
		c.amount(path+name, ".MaxManaValue", f.MaxManaValue)
	}
}

// keywords checks the keyword set of field name of path. Each check
// takes its field's path in two parts, joined only when it fails:
// Define checks every card, and nearly all pass.
func (c *checker) keywords(path, name string, k ability.Keyword) {
	if k&^allKeywords != 0 {
		c.fail(path+name, "unknown keyword bits %#x", uint32(k&^allKeywords))
	}
}

func (c *checker) restrictions(path, name string, r ability.Restriction) {
	if r&^allRestrictions != 0 {
		c.fail(path+name, "unknown restriction bits %#x", uint32(r&^allRestrictions))
	}
}

// counter checks the counter kind named value; empty is fine where
// optional.
func (c *checker) counter(path, name, value string, optional bool) {
	if value == "" && optional {
		return
	}
	if _, ok := ability.CounterIndex(value); !ok {
		known := make([]string, ability.CounterKinds)
		for i := range known {
			known[i] = ability.CounterName(i)
		}
		c.fail(path+name, "unknown counter %q (the engine plays %q)", value, known)
	}
}
