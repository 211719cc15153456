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

// What each event gives its triggered abilities to read: a player ("that
// player", "defending player"), an object ("that creature", "it") and an
// amount ("that much").
const (
	eventPlayers = 1<<ability.Attacks | 1<<ability.CreatureAttacks | 1<<ability.DealsCombatDamageToPlayer |
		1<<ability.AttachedDealsCombatDamageToPlayer |
		1<<ability.EachUpkeep | 1<<ability.EachPlayersUpkeep | 1<<ability.UpkeepOfAttachedController | 1<<ability.PlayerDiscards |
		1<<ability.OpponentSearchesLibrary
	eventObjects = 1<<ability.AnotherCreatureEnters | 1<<ability.Blocks | 1<<ability.DealtCombatDamage |
		1<<ability.AttachedDealsCombatDamageToPlayer | 1<<ability.UpkeepOfAttachedController |
		1<<ability.CreatureAttacksYou | 1<<ability.YouCastSpell | 1<<ability.AttachedIsDealtDamage |
		1<<ability.AttachedDies | 1<<ability.PermanentEnters | 1<<ability.CreatureDies |
		1<<ability.CardPutIntoGraveyard | 1<<ability.PlayerDiscards | 1<<ability.CreatureAttacks |
		1<<ability.CreatureAttacksYouOrYourPlaneswalker | 1<<ability.DealtDamage | 1<<ability.AuraBecomesAttached |
		1<<ability.CastThis | 1<<ability.BecomesTargetOfOpponent | 1<<ability.YouActivateArtifactAbility
	eventAmounts = 1<<ability.DealtCombatDamage | 1<<ability.AttachedDealsCombatDamageToPlayer |
		1<<ability.AttachedIsDealtDamage | 1<<ability.DealtDamage | 1<<ability.DealsCombatDamageToPlayer |
		1<<ability.CastThis | 1<<ability.BecomesTargetOfOpponent | 1<<ability.YouActivateArtifactAbility |
		1<<ability.YouGainLife | 1<<ability.Dies | 1<<ability.YouAttackWithCreatures
	// eventCardsInGraveyards: the object of these events is the card the
	// event put into a graveyard, which the ability finds there (CR
	// 400.7d): only an effect that acts on a card in a graveyard can act
	// on it.
	eventCardsInGraveyards = 1<<ability.CreatureDies | 1<<ability.CardPutIntoGraveyard | 1<<ability.PlayerDiscards |
		1<<ability.AttachedDies
)

// reachesGraveyard reports whether effect kind op acts on a card in a
// graveyard as well as on a permanent: exile it, return it to its
// owner's hand, put it into its owner's library.
func reachesGraveyard(op ability.Op) bool {
	return op == ability.OpExile || op == ability.OpBounce || op == ability.OpPutIntoLibrary
}

// eventHas checks that an effect of a triggered ability reads only what
// its event gives: "that player" of an upkeep is its player, but a
// creature entering has none.
func (c *checker) eventHas(path string, e *ability.Effect, reads fieldSet) {
	t := c.trigger
	if t == nil {
		return
	}
	ev := uint64(1) << t.Event
	switch {
	case reads&fWho != 0 && e.Who == ability.WhoEventPlayer && ev&eventPlayers == 0,
		reads&fGroup != 0 && e.Group.EventPlayers && ev&eventPlayers == 0:
		c.fail(path, "event %d has no player for \"that player\" (WhoEventPlayer, Group.EventPlayers)", t.Event)
	case reads&fSubject != 0 && e.Subject == ability.SubjectEventObject && ev&eventObjects == 0 && !t.OfEventObject:
		c.fail(path+".Subject", "event %d has no object for \"that creature\" (SubjectEventObject)", t.Event)
	case reads&fSubject != 0 && e.Subject == ability.SubjectEventObject && ev&eventCardsInGraveyards != 0 && !reachesGraveyard(e.Op):
		c.fail(path+".Subject", "the object of event %d is a card in a graveyard (CR 400.7d): %s doesn't act on one (exile, return to hand or put into a library do)", t.Event, opName(e.Op))
	case reads&fAmount != 0 && e.Amount.Kind == ability.EventAmount && ev&eventAmounts == 0:
		c.fail(path+".Amount.Kind", "event %d has no amount for \"that much\" (EventAmount)", t.Event)
	case e.If != nil && e.If.Kind == ability.EventCardHasSubtype && ev&eventObjects == 0:
		c.fail(path+".If.Kind", "event %d has no card for EventCardHasSubtype", t.Event)
	}
	if t.OfAttached || t.OfEventObject {
		// A granted ability is its host's: "this creature" is the
		// permanent the source is attached to (SubjectAttached) or the
		// event's object (SubjectEventObject).
		if reads&fSubject != 0 && e.Subject == ability.SubjectSelf {
			c.fail(path+".Subject", "in a granted ability \"this creature\" is its host: SubjectAttached (OfAttached) or SubjectEventObject (OfEventObject), not the source")
		}
	}
}
