package card

import "github.com/spellstack/spellstack/ability"

// triggerIf checks a triggered ability's intervening "if" (CR 603.4)
// and the fields only some events read.
func (c *checker) triggerIf(path string, t *ability.Triggered) {
	c.condition(path, ".If", &t.If)
	switch t.If.Kind {
	case ability.Always:
	case ability.DefendingPlayerControlsNoSubtype:
		if t.Event != ability.Attacks && t.Event != ability.CreatureAttacks {
			c.fail(path+".If.Kind", "only an attack (Attacks, CreatureAttacks) has a defending player to ask about")
		}
		if t.IfControlSubtype == "" {
			c.fail(path+".IfControlSubtype", "DefendingPlayerControlsNoSubtype asks about the subtype IfControlSubtype names")
		}
	case ability.EventCardHasSubtype:
		c.fail(path+".If.Kind", "EventCardHasSubtype is an effect's \"if\", on the card of the event")
	default:
		if t.IfControlSubtype != "" {
			c.fail(path+".IfControlSubtype", "read only with If of kind Always or DefendingPlayerControlsNoSubtype")
		}
	}
	if t.MinCount != 0 && t.Event != ability.YouAttackWithCreatures {
		c.fail(path+".MinCount", "only YouAttackWithCreatures counts its objects")
	}
	conditional := t.If.Kind != ability.Always || t.IfControlSubtype != ""
	switch t.Event {
	case ability.AttachedTappedForMana:
		// A triggered mana ability happens at once (CR 605.3b).
		if len(t.Targets) > 0 {
			c.fail(path+".Targets", "a triggered mana ability has no targets (CR 605.1b)")
		}
		if conditional {
			c.fail(path+".If", "a triggered mana ability has no intervening \"if\" here: it adds its mana whenever the land is tapped for mana")
		}
	case ability.AtOwnersNextUpkeep:
		if conditional {
			c.fail(path+".If", "a delayed triggered ability's \"if\" is not played: it returns the card whatever holds")
		}
	case ability.CreatureAttacksYou:
		if !c.emblemDef {
			c.fail(path+".Event", "CreatureAttacksYou triggers from an emblem (a definition without card types) only; a permanent uses CreatureAttacksYouOrYourPlaneswalker")
		}
	}
}

// noEventCondition checks a condition outside a triggered ability: it
// has no event to read a card or a defending player from.
func (c *checker) noEventCondition(path, name string, cond *ability.Condition) {
	switch cond.Kind {
	case ability.EventCardHasSubtype, ability.DefendingPlayerControlsNoSubtype:
		c.fail(path+name+".Kind", "this condition reads a triggered ability's event, which there is none of here")
	}
}

// emblem checks a definition without card types: an emblem, which works
// from the command zone (CR 113.3), where the engine reads its
// CreatureAttacksYou triggers and PreventAllButOne statics.
func (c *checker) emblem(d *Definition) {
	for i := range d.Triggered {
		if d.Triggered[i].Event != ability.CreatureAttacksYou {
			c.fail(item("", "Triggered", i)+".Event", "an emblem (a definition without card types) triggers on CreatureAttacksYou only")
		}
	}
	for i := range d.Statics {
		if s := d.Statics[i]; s != (ability.Static{PreventAllButOne: true}) {
			c.fail(item("", "Statics", i), "an emblem (a definition without card types) has the static PreventAllButOne only")
		}
	}
	if len(d.Activated) > 0 {
		c.fail("Activated", "an emblem (a definition without card types) has no activated abilities")
	}
}
