package card

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spellstack/spellstack/ability"
)

// effects checks the effects of an ability of kind in (its event's
// fields are read only by triggered abilities) with targets specs.
func (c *checker) effects(path string, es []ability.Effect, in abilityKind, specs []ability.TargetSpec) {
	c.in, c.specs = in, specs
	before := len(c.errs)
	for i := range es {
		c.effect(item(path, ".Effects", i), &es[i], len(specs))
	}
	if len(c.errs) == before {
		// An effect at fault says enough of what its targets are for.
		c.targetsUsed(path, es, specs)
	}
}

// targetsUsed checks that some effect acts on each target, or counts or
// measures by it: a target nothing reads would be chosen for nothing,
// and the effect meant for it would act on something else.
func (c *checker) targetsUsed(path string, es []ability.Effect, specs []ability.TargetSpec) {
	if len(specs) == 0 || len(specs) > 64 || c.aura && c.in == spellAbility || c.xTargets {
		return // an Aura spell's target is what it will enchant; X targets are one word
	}
	var used uint64
	for i := range es {
		e := &es[i]
		switch {
		case e.Op == ability.OpPutOntoBattlefield, e.Group.TargetPlayers:
			used = ^uint64(0) // every target
		case c.usesTarget(e) || e.Amount.Kind == ability.TargetToughness:
			used |= 1 << uint(e.Target&63)
		}
		if e.Op == ability.OpFight {
			used |= 1 << uint(e.Other&63)
		}
	}
	for i := range specs {
		switch {
		case used&(1<<i) != 0:
		case i > 0 && specs[i] == specs[i-1] && (specs[i].Set || specs[i].Optional) && used&(1<<(i-1)) != 0:
			used |= 1 << i // one word ("up to two target ...")
		case i == 0 && len(specs) > 1 && specs[1].Filter.ControlledByTarget0 && used&2 != 0:
		default:
			c.fail(item(path, ".Targets", i), "no effect acts on target %d, counts by it or measures by it", i)
		}
	}
}

// effect checks one effect: its kind, the fields its kind reads, the
// fields it needs and the targets it names.
func (c *checker) effect(path string, e *ability.Effect, targets int) {
	spec, ok := specOf(e.Op)
	if !ok {
		c.fail(path+".Op", "unknown effect %d", e.Op)
		return
	}
	op := opName(e.Op)
	reads := spec.reads
	if e.Optional {
		reads |= fPayMana // "you may pay ...": asked with the "you may"
	}
	if spec.subjects != nil {
		reads |= fSubject
		if !hasValue(spec.subjects, e.Subject) {
			c.fail(path+".Subject", "%s acts on %s, not %s", op,
				valueNames(subjectNames[:], "Subject", spec.subjects), valueName(subjectNames[:], "Subject", e.Subject))
		}
		switch e.Subject {
		case ability.SubjectAll, ability.SubjectChosen, ability.SubjectAttachedToTarget:
			reads |= fGroup
		case ability.SubjectPlayer:
			reads |= fWho
		}
		if e.Op == ability.OpSacrifice && e.Subject == ability.SubjectSelf {
			reads &^= fGroup | fWho // the source itself
		}
	}
	if reads&fWho != 0 {
		switch {
		case int(e.Who) >= len(whoNames):
			c.fail(path+".Who", "unknown player %d", e.Who)
		case spec.whos != nil && !hasValue(spec.whos, e.Who):
			c.fail(path+".Who", "%s acts on %s, not %s", op,
				valueNames(whoNames[:], "Who", spec.whos), valueName(whoNames[:], "Who", e.Who))
		}
	}
	switch {
	case e.Op == ability.OpAddMana && e.Amount.Kind != ability.Fixed:
		c.fail(path+".Amount", "%s adds a fixed number of mana", op)
	case e.Op == ability.OpModify && e.Amount.Kind == ability.Fixed && e.Amount.N != 0:
		c.fail(path+".Amount", "%s reads Power and Toughness; a computed Amount multiplies them, a fixed one is not read", op)
	case e.Op == ability.OpPrevent && e.Subject == ability.SubjectAll && e.Group != (ability.Group{NotColors: e.Group.NotColors}):
		c.fail(path+".Group", "%s of all combat damage reads Group.NotColors only", op)
	case e.Op == ability.OpPrevent && e.Subject == ability.SubjectTarget && !e.ChooseColor:
		c.fail(path+".ChooseColor", "%s to a target prevents damage from sources of a colour chosen on resolution: set ChooseColor", op)
	case e.Op == ability.OpGainControl && e.Duration == ability.WhileYouControlSource:
		c.fail(path+".Duration", "%s lasts until end of turn or on (Permanently); \"for as long as you control\" is not played for control", op)
	case e.Op == ability.OpPrevent && e.Subject == ability.SubjectAll && e.ChooseColor:
		c.fail(path+".ChooseColor", "%s of all combat damage chooses no colour", op)
	case e.Op == ability.OpPutIntoLibrary && (e.Subject == ability.SubjectAll || e.Subject == ability.SubjectAttachedToTarget || e.Subject == ability.SubjectFound):
		c.fail(path+".Subject", "%s puts one permanent into its owner's library: several at once would be ordered by their owners (CR 401.4), which the engine doesn't ask; OpTopOrBottom does", op)
	case isBasicLandType(e.AddSubtype):
		c.fail(path+".AddSubtype", "%s gives no basic land type: the type's mana ability (CR 305.6, 305.7) comes only with a static's LandsAre", op)
	case isBasicLandType(e.LoseSubtype):
		c.fail(path+".LoseSubtype", "%s takes no basic land type away: the engine keeps the type's mana ability (CR 305.6)", op)
	}
	for _, f := range effectFields {
		if reads&f.bit == 0 && f.set(e) {
			c.fail(path+"."+f.name, "%s doesn't read %s", op, f.name)
		}
	}
	if e.Duration > ability.WhileYouControlSource {
		c.fail(path+".Duration", "unknown duration %d", e.Duration)
	}
	if e.Into > ability.IntoExileLinked {
		c.fail(path+".Into", "unknown zone %d", e.Into)
	}
	if e.Unless&^(ability.UnlessSacrifice|ability.UnlessPayLife|ability.UnlessReturn) != 0 {
		c.fail(path+".Unless", "unknown alternative bits %#x", uint8(e.Unless))
	} else if e.Unless&ability.UnlessSacrifice != 0 && e.Unless&ability.UnlessReturn != 0 {
		c.fail(path+".Unless", "\"unless you sacrifice or return a permanent\": the engine's answer names the permanent, not which of the two to do; use one of them")
	}
	if e.Zones&^(ability.SearchHand|ability.SearchGraveyard|ability.SearchLibrary) != 0 {
		c.fail(path+".Zones", "unknown zone bits %#x", uint8(e.Zones))
	}
	c.keywords(path, ".Keywords", e.Keywords)
	c.keywords(path, ".LoseKeywords", e.LoseKeywords)
	c.restrictions(path, ".Restrictions", e.Restrictions)
	if reads&fAmount != 0 {
		c.amount(path, ".Amount", &e.Amount)
	}
	if reads&fGroup != 0 {
		c.effectGroup(path, e)
	}
	if reads&fFilter != 0 {
		c.filterIn(path, ".Filter", &e.Filter, opFilterFields[e.Op], op)
	}
	if e.If != nil {
		c.condition(path, ".If", e.If)
		if e.If.Kind == ability.DefendingPlayerControlsNoSubtype {
			c.fail(path+".If.Kind", "an effect's \"if\" has no defending player: DefendingPlayerControlsNoSubtype is an attack trigger's intervening \"if\"")
		}
		if e.If.Kind == ability.EventCardHasSubtype && c.in != triggeredAbility && !c.discards {
			c.fail(path+".If.Kind", "EventCardHasSubtype reads the card of a triggered ability's event, or the card an activated ability of the card's own (not a granted one) discarded as a cost")
		}
	}
	if e.Optional && e.Subject == ability.SubjectChosen {
		c.fail(path+".Optional", "the engine can't ask both \"you may\" and which permanent in one effect: split it, or choose without \"you may\"")
	}
	c.targetCount = targets
	c.needs(path, e, op)
	c.effectTargets(path, e, reads, targets, op)
	c.eventFields(path, e, reads)
}

// eventFields checks that only a triggered ability reads its event (the
// player, object and amount of what triggered it), and only an ability of
// a permanent reads what its source is attached to.
func (c *checker) eventFields(path string, e *ability.Effect, reads fieldSet) {
	if c.in == triggeredAbility {
		c.eventHas(path, e, reads)
		return
	}
	what := "an activated ability"
	if c.in == spellAbility {
		what = "a spell"
	}
	switch {
	case reads&fWho != 0 && e.Who == ability.WhoEventPlayer:
		c.fail(path+".Who", "%s has no event: WhoEventPlayer is for triggered abilities", what)
	case reads&fSubject != 0 && e.Subject == ability.SubjectEventObject:
		c.fail(path+".Subject", "%s has no event: SubjectEventObject is for triggered abilities", what)
	case reads&fAmount != 0 && e.Amount.Kind == ability.EventAmount:
		c.fail(path+".Amount.Kind", "%s has no event: EventAmount is for triggered abilities", what)
	case reads&fGroup != 0 && e.Group.EventPlayers:
		c.fail(path+".Group.EventPlayers", "%s has no event: EventPlayers is for triggered abilities", what)
	case c.in == spellAbility && (reads&fSubject != 0 && e.Subject == ability.SubjectAttached || reads&fWho != 0 && e.Who == ability.WhoEnchantedController):
		c.fail(path, "a spell is attached to nothing: SubjectAttached and WhoEnchantedController are for Auras and Equipment")
	case c.in == spellAbility && reads&fGroup != 0 && (e.Group.ChosenSubtype || e.Group.ChosenName):
		c.fail(path+".Group", "a spell chose nothing as it entered: \"the chosen type\" is for permanents (AsEnters)")
	}
}

// effectGroup checks the group of the effect at path, which reads one,
// against what its reader honours.
func (c *checker) effectGroup(path string, e *ability.Effect) {
	switch {
	case e.Op == ability.OpPrevent:
		// checked with the kind: Group.NotColors only
		c.group(path, ".Group", &e.Group)
	case e.Op == ability.OpSacrifice:
		c.groupIn(path, ".Group", &e.Group, gKind, true, "a sacrifice effect")
	case e.Op == ability.OpUnless:
		c.groupIn(path, ".Group", &e.Group, gOwn, true, "an \"unless\" choice")
	case e.Op == ability.OpTopOrBottom:
		c.groupIn(path, ".Group", &e.Group, gKind|gSide, false, "OpTopOrBottom")
	case e.Subject == ability.SubjectChosen:
		c.groupIn(path, ".Group", &e.Group, gOwn, true, "a chosen permanent")
	case e.Subject == ability.SubjectAttachedToTarget:
		c.groupIn(path, ".Group", &e.Group, gSubtype, false, "the permanents attached to a target")
	default:
		c.groupIn(path, ".Group", &e.Group, gEvery, false, "an effect on each permanent of a group")
	}
}

// needs checks what an effect can't do without.
func (c *checker) needs(path string, e *ability.Effect, op string) {
	if (e.Op == ability.OpSearchLibrary || e.Op == ability.OpSearchZones || e.Op == ability.OpRevealTake) &&
		e.Into == ability.IntoBattlefield && !permanentCards(e.Filter.Types) && !landSubtype(&e.Filter) {
		c.fail(path+".Filter.Types", "%s puts what it finds onto the battlefield: permanent types only (CR 110.4a)", op)
	}
	if intoBattlefieldUnattached(e) && e.Filter.Types&ability.Enchantment != 0 {
		c.fail(path+".Filter.Types", "%s puts what it finds onto the battlefield, and an Aura card entering that way is attached to what its controller chooses (CR 303.4f), which the engine doesn't ask here: not enchantment cards", op)
	}
	switch e.Op {
	case ability.OpExileUntilLeaves:
		if c.in == spellAbility {
			c.fail(path+".Op", "%s lasts until its source leaves the battlefield (CR 610.3), and a spell's source is on the stack, never on the battlefield: use a permanent's \"when this enters\" trigger", op)
		}
		if e.Target >= 0 && e.Target < len(c.specs) && c.specs[e.Target].Allow&ability.AllowEnchantment != 0 {
			c.fail(path+".Op", "%s returns what it exiled to the battlefield, and an Aura returning is attached to what its owner chooses (CR 303.4f, 610.3), which the engine doesn't ask: the target may not be an enchantment", op)
		}
	case ability.OpReturnSelfTapped:
		if c.aura {
			c.fail(path+".Op", "%s puts this Aura onto the battlefield, where it would be attached to what its controller chooses (CR 303.4f), which the engine doesn't ask", op)
		}
	case ability.OpCreateToken, ability.OpEmblem:
		d, _ := e.Token.(*Definition)
		if d == nil {
			c.fail(path+".Token", "%s needs the *card.Definition of what it makes", op)
		} else if e.Op == ability.OpCreateToken && d.IsAura() {
			c.fail(path+".Token", "%s makes an Aura token, which enters attached to what its controller chooses (CR 303.4f, 110.5), which the engine doesn't ask", op)
		} else if c.depth < 2 && d.Check() != nil {
			inner := checker{card: c.card, depth: c.depth + 1}
			inner.definition(d)
			for _, err := range inner.errs {
				c.fail(path+".Token."+err.Field, "%s", err.Msg)
			}
		}
	case ability.OpPutCounters:
		c.counter(path, ".Counter", e.Counter, false)
	case ability.OpAddMana:
		if e.Mana.Total() == 0 && e.ManaChoice == 0 {
			c.fail(path+".Mana", "%s needs Mana or ManaChoice", op)
		}
		if e.ManaChoice == 0 && e.Amount != (ability.Amount{}) {
			c.fail(path+".Amount", "%s counts the mana of a choice (ManaChoice); Mana says its own amounts", op)
		}
		if e.ManaChoice&^(allColors|1<<5) != 0 {
			c.fail(path+".ManaChoice", "unknown mana type bits")
		}
	case ability.OpPutOntoBattlefield:
		if c.targetCount == 0 {
			c.fail(path+".Op", "%s puts the cards chosen as the ability's targets, but it has none", op)
		}
		for i := range c.specs {
			if !permanentCards(c.specs[i].Filter.Types) {
				c.fail(path+".Op", "%s puts its targets onto the battlefield: target %d must be a permanent card (Filter.Types of permanent types only, CR 110.4a)", op, i)
			} else if c.specs[i].Filter.Types&ability.Enchantment != 0 {
				c.fail(path+".Op", "%s puts its targets onto the battlefield, and an Aura card entering that way is attached to what its controller chooses (CR 303.4f), which the engine doesn't ask here: target %d may not be an enchantment card", op, i)
			}
		}
	case ability.OpCastCopies:
		if e.Filter.Types == 0 {
			c.fail(path+".Filter.Types", "%s copies cards of the types it names: name some", op)
		}
	case ability.OpRevealUntil, ability.OpReanimateAll:
		if !permanentCards(e.Filter.Types) {
			c.fail(path+".Filter.Types", "%s puts the cards it finds onto the battlefield: permanent types only (CR 110.4a)", op)
		}
	case ability.OpSearchLibrary:
		if e.Into == ability.IntoLibraryTop && (e.Amount.Kind != ability.Fixed || e.Amount.N > 1) {
			c.fail(path+".Amount", "%s puts one card found on top of the library: not several, whose order its owner would choose (CR 401.4)", op)
		}
	case ability.OpSearchZones:
		if e.Into == ability.IntoLibraryTop && (e.Zones&ability.SearchLibrary != 0 || e.All) {
			c.fail(path+".Into", "%s puts one card found in a hand or graveyard on top of its owner's library: not with All, nor from a library it would shuffle after", op)
		}
		if e.Into == ability.IntoBattlefield && e.All {
			// Each card found would enter as it is found, not with the
			// others (CR 603.6a).
			c.fail(path+".All", "%s puts one card found onto the battlefield: \"any number\" of cards would enter one at a time, where they enter together (CR 603.6a)", op)
		}
	case ability.OpCounterUnlessPays:
		if e.PayMana.IsEmpty() {
			c.fail(path+".PayMana", "%s needs the mana its victim may pay (CR 701.5)", op)
		}
	case ability.OpFight:
		if e.Other == e.Target {
			c.fail(path+".Other", "a creature fights another (CR 701.11a): Other must differ from Target")
		}
	}
}

// permanentCards reports whether a filter of card types t finds only
// permanent cards: an instant or sorcery card never enters the
// battlefield (CR 304.4, 307.4).
func permanentCards(t ability.Type) bool {
	return t != 0 && t&(ability.Instant|ability.Sorcery) == 0
}

// intoBattlefieldUnattached reports whether e puts cards it finds onto
// the battlefield without naming what an Aura among them is attached to:
// a search or a reveal "put onto the battlefield" (but not the revealed
// card one takes, whose controller names it, nor one attached to the
// effect's source), returning all cards, and revealing until one is found.
func intoBattlefieldUnattached(e *ability.Effect) bool {
	switch e.Op {
	case ability.OpSearchLibrary, ability.OpSearchZones:
		return e.Into == ability.IntoBattlefield && !e.AttachToSource
	case ability.OpRevealUntil, ability.OpReanimateAll:
		return true
	}
	return false
}

// landTypes are subtypes only lands have (CR 205.3i), so a search for
// one of them ("a Forest card") finds permanent cards only, without
// naming the type.
var landTypes = [...]string{"Plains", "Island", "Swamp", "Mountain", "Forest",
	"Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower", "Urza's"}

// landSubtype reports whether a filter naming no types finds lands only.
func landSubtype(f *ability.Filter) bool {
	return f.Types == 0 && slices.Contains(landTypes[:], f.Subtype)
}

// effectTargets checks the target indices an effect reads against the
// ability's targets, and that an effect naming no target sets none.
func (c *checker) effectTargets(path string, e *ability.Effect, reads fieldSet, targets int, op string) {
	uses := c.usesTarget(e)
	switch {
	case uses && (e.Target < 0 || e.Target >= targets):
		c.fail(path+".Target", "%s acts on target %d, but the ability has %s", op, e.Target, countTargets(targets))
	case !uses && e.Target != 0:
		c.fail(path+".Target", "%s acts on no target here", op)
	}
	if e.Op == ability.OpFight && (e.Other < 0 || e.Other >= targets) {
		c.fail(path+".Other", "%s fights target %d, but the ability has %s", op, e.Other, countTargets(targets))
	}
	if uses && e.Target >= 0 && e.Target < targets {
		c.targetKind(path, e, c.specs[e.Target].Allow, op)
	}
	if reads&fGroup != 0 && e.Group.TargetPlayers && targets == 0 {
		c.fail(path, "%s counts the target player's permanents, but the ability has no target", op)
	}
}

// targetKind checks that the target an effect acts on may be what the
// effect acts on: a player for "target player draws", an object for
// "destroy target ...", a spell for "counter target spell".
func (c *checker) targetKind(path string, e *ability.Effect, allow ability.Allow, op string) {
	const objects = ability.AllowPermanent | ability.AllowSpell | ability.AllowCardInGraveyard
	spec, _ := specOf(e.Op)
	reads := spec.reads
	if e.Subject == ability.SubjectPlayer {
		reads |= fWho
	}
	var need ability.Allow
	onObject := false
	switch {
	case e.Op == ability.OpCounter || e.Op == ability.OpCounterUnlessPays:
		need = ability.AllowSpell
	case e.Op == ability.OpFight || e.Op == ability.OpAttach:
		need = ability.AllowCreature
	case reads&fWho != 0 && e.Who == ability.WhoTarget:
		need = ability.AllowPlayer
	case reads&fWho != 0 && e.Who == ability.WhoTargetController:
		need = objects
	default:
		need = objects // an object effect on its target
		if e.Op == ability.OpDamage || e.Op == ability.OpPrevent {
			need |= ability.AllowPlayer // to a creature or player
		}
		onObject = true
	}
	if allow&need == 0 {
		c.fail(path+".Target", "%s acts on target %d, which may be none of what it acts on", op, e.Target)
	} else if onObject && allow&ability.AllowSpell != 0 {
		// The engine counters spells, and reads their controller; it
		// doesn't move, change or damage a spell on the stack (Venser's
		// "return target spell or permanent to its owner's hand").
		c.fail(path+".Target", "%s acts on target %d, which may be a spell: the engine acts on a spell on the stack only by countering it or naming its controller", op, e.Target)
	} else if onObject && need&ability.AllowPlayer == 0 && allow&ability.AllowPlayer != 0 {
		// "Gain control of target creature or player" would do nothing
		// to a player (controlling a player is CR 714, not played).
		c.fail(path+".Target", "%s acts on target %d, which may be a player: it acts on objects only", op, e.Target)
	}
}

// usesTarget reports whether an effect whose kind may name a target does
// so as written.
func (c *checker) usesTarget(e *ability.Effect) bool {
	if e.Op == ability.OpCounterUnlessPays {
		return !c.countersEventItem()
	}
	return usesTarget(e)
}

// countersEventItem reports whether an OpCounterUnlessPays of the
// ability being checked counters its event's spell or ability (Diffusion
// Sliver's "that spell or ability"), not a target spell (Mana Leak's).
func (c *checker) countersEventItem() bool {
	return c.trigger != nil && (c.trigger.Event == ability.BecomesTargetOfOpponent || c.trigger.Event == ability.YouActivateArtifactAbility)
}

// usesTarget reports whether an effect whose kind may name a target does
// so as written, whatever the ability.
func usesTarget(e *ability.Effect) bool {
	switch e.Op {
	case ability.OpCounter, ability.OpFight, ability.OpExileUntilLeaves, ability.OpAttach:
		return true
	case ability.OpPrevent:
		return e.Subject == ability.SubjectTarget
	}
	spec, ok := specOf(e.Op)
	if !ok {
		return false
	}
	if spec.subjects != nil && e.Op != ability.OpSacrifice && (e.Subject == ability.SubjectTarget || e.Subject == ability.SubjectAttachedToTarget) {
		return true
	}
	reads := spec.reads
	if e.Subject == ability.SubjectPlayer {
		reads |= fWho
	}
	return reads&fWho != 0 && (e.Who == ability.WhoTarget || e.Who == ability.WhoTargetController)
}

func countTargets(n int) string {
	switch n {
	case 0:
		return "no target"
	case 1:
		return "1 target (0)"
	}
	return fmt.Sprintf("%d targets (0 to %d)", n, n-1)
}

// amount checks an amount's kind and the fields that kind reads.
func (c *checker) amount(path, name string, a *ability.Amount) {
	const (
		aN = 1 << iota
		aSubtype
		aTimes
		aGroup
		aCounter
	)
	var reads int
	switch a.Kind {
	case ability.Fixed:
		reads = aN
	case ability.ValueOfX, ability.TargetToughness, ability.EventAmount, ability.SourcePower:
	case ability.SacrificedPower:
		if !c.sacrifices {
			c.fail(path+name+".Kind", "\"the sacrificed creature's power\" needs a cost that sacrifices one: the ability's Cost.Sacrifice or SacrificeSelf, or the spell's AdditionalSacrifice")
		}
	case ability.CountSubtype, ability.CountOtherAttackingSubtype:
		reads = aSubtype
	case ability.CountPermanents:
		reads = aGroup | aTimes
		c.groupIn(path+name, ".Group", &a.Group, gCount, false, "a count of permanents")
	case ability.ColorsAmongPermanents:
		reads = aTimes
	case ability.CountersOnSelf:
		reads = aCounter | aTimes
		c.counter(path+name, ".Counter", a.Counter, false)
	case ability.CardsInGraveyards:
		reads = aGroup | aTimes
		c.groupIn(path+name, ".Group", &a.Group, gTypes, false, "a count of cards in graveyards")
	default:
		c.fail(path+name+".Kind", "unknown kind of amount %d", a.Kind)
		return
	}
	fields := [...]struct {
		bit  int
		name string
		set  bool
	}{
		{aN, "N", a.N != 0}, {aSubtype, "Subtype", a.Subtype != ""}, {aTimes, "Times", a.Times != 0},
		{aGroup, "Group", a.Group != ability.Group{}}, {aCounter, "Counter", a.Counter != ""},
	}
	for _, f := range fields {
		if f.set && reads&f.bit == 0 {
			c.fail(path+name+"."+f.name, "an amount of kind %d doesn't read %s", a.Kind, f.name)
		}
	}
	if a.Times < 0 {
		c.fail(path+name+".Times", "a negative multiplier")
	}
}

// hasValue reports whether v is in list.
func hasValue[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// opName names an effect kind as in Go ("OpDamage").
func opName(op ability.Op) string {
	if s, ok := specOf(op); ok {
		return s.name
	}
	return fmt.Sprintf("Op(%d)", op)
}

// listWords joins names for a message ("SubjectTarget or SubjectSelf").
func listWords(names []string) string {
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
