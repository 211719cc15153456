package game

import (
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// EventKind says what happened.
type EventKind uint8

// The kinds of events.
const (
	EventTurnBegin  EventKind = iota + 1 // Player's turn Amount began
	EventStep                            // the game entered Step
	EventZoneChange                      // Object (was Old) moved From -> To
	EventDraw                            // Player drew a card
	EventPlayLand                        // Player played Object
	EventCast                            // Player cast Object (Targets in Target)
	EventActivate                        // Player activated ability Amount of Object (negative: an ability an Aura grants, -1-k for the granting card's static ability k, as ViewStackItem.Ability)
	EventAddMana                         // Player added Mana
	EventResolve                         // Object (a spell or ability source) resolved
	EventFizzle                          // Object was countered on resolution: no legal targets (CR 608.2b)
	EventCounter                         // Object (a spell, or an ability of Object: Ability) was countered by Source
	EventDamage                          // Source dealt Amount damage to Object or Player
	EventLifeChange                      // Player's life changed by Amount
	EventTap                             // Object became tapped: by its controller, or by Player's effect
	EventUntap                           // Object became untapped: by its controller, or by Player's effect
	EventDiscard                         // Player discarded Object
	EventPass                            // Player passed priority
	EventLose                            // Player lost the game; Amount is the LoseReason
	EventWin                             // Player won the game
	EventGameDrawn                       // the game ended in a draw
	EventConcede                         // Player conceded
	EventAttack                          // Object attacks Target
	EventBlock                           // Object blocks Target
	EventControl                         // Player gains control of Object
	EventEmblem                          // Player gets the emblem Object
	EventLoyalty                         // Object\'s loyalty changed by Amount
	EventTrigger                         // Object\'s triggered ability Amount goes on the stack
	EventAttach                          // Object becomes attached to Target
	// EventStartingPlayer: Player chose the player of Target to take the
	// first turn (CR 103.2); without a target, the config made Player the
	// starting player.
	EventStartingPlayer
	EventMulligan // Player took a mulligan and drew a new hand of Amount cards (CR 103.4)
	EventKeep     // Player kept a hand of Amount cards (CR 103.4)
	// EventBottom: Player looked at the top card of their library after
	// the mulligans and put it on the bottom (Amount 1) or left it on top
	// (Amount 0) (CR 103.4).
	EventBottom
	EventLeave // Player left the game and everything they owned with them (CR 800.4a)
	// EventCoinFlip: Player flipped a coin and won it (Amount 1) or lost
	// it (Amount 0) (CR 705).
	EventCoinFlip
	// EventSacrifice: Player sacrificed Object (CR 701.15a), to pay a cost
	// or because an effect said so ("sacrifice it unless ...", "that
	// player sacrifices a creature"); the zone change follows.
	EventSacrifice
	// EventRegenerate: Object regenerated instead of being destroyed
	// (CR 701.13a): its damage was removed, it was tapped and removed
	// from combat.
	EventRegenerate
	// EventReveal: Player revealed Object, a card of their library or
	// hand, to every player (CR 701.14).
	EventReveal
	// EventShuffle: Player's library was shuffled (CR 701.18).
	EventShuffle
	// EventChoose: Player made a choice every player learns, for Source
	// (the source of the resolving spell or ability, or the permanent
	// entering, CR 614.12); Choice says what was chosen: a card name
	// (Card is the card named), a colour (Amount is a mana.Color), a
	// creature type (Amount indexes ability.CreatureTypes) or a guess
	// (Amount 1: greater than Total, 0: not greater).
	EventChoose
	// EventReverse: Player's cast of the spell Object, or activation of
	// an ability of Object (Ability), was reversed: a player's leaving
	// took every permanent that could pay its sacrifice cost, and the
	// game went back to the position before it (CR 720.1, 720.2).
	EventReverse
	// EventCopy: Player put on the stack a copy of Object's activated
	// ability Amount (Kurkesh, Onakke Ancient, CR 706.10), with its
	// targets; or, without Ability, created Object in exile, a copy of
	// the card Source, to be cast (Chandra, Pyromaster's -7, CR 706.12).
	EventCopy
	// EventCounters: Object got (Amount > 0) or lost (Amount < 0)
	// counters of the kind Counter other than loyalty (EventLoyalty),
	// and has Total of them now (CR 121.1). A permanent entering the
	// battlefield with counters has them from the start (CR 614.1c):
	// its zone change says so, not this event.
	EventCounters
	// EventUnattach: Object, an Equipment, became unattached and stays
	// on the battlefield (CR 704.5p, 704.5q).
	EventUnattach
	// EventDamageOrder: Player put Target, a creature blocking the
	// attacking creature Object, at place Amount (1 first) of its damage
	// assignment order (CR 509.2).
	EventDamageOrder
)

// Choice says what an EventChoose chose.
type Choice uint8

// The choices EventChoose records.
const (
	// ChoiceNone: not an EventChoose.
	ChoiceNone Choice = iota
	// ChoiceName: a card name (Stain the Mind, Phyrexian Revoker).
	ChoiceName
	// ChoiceColor: a colour (Avacyn, Guardian Angel's prevention).
	ChoiceColor
	// ChoiceCreatureType: a creature type (Obelisk of Urd).
	ChoiceCreatureType
	// ChoiceGuess: a guess of greater or not (Master of Predicaments).
	ChoiceGuess
	// ChoiceDamagePlayer: in Two-Headed Giant, the defending player
	// (Target) the attacking creature Source deals its combat damage to
	// (CR 810.7f).
	ChoiceDamagePlayer
	// ChoiceDefendingPlayer: in Two-Headed Giant, the player of the
	// defending team (Target) that the resolving ability of Source
	// means by "defending player" (CR 810.7b).
	ChoiceDefendingPlayer
	// ChoiceCopy: what the permanent Source, put onto the battlefield
	// other than by its own spell (alone, Jalira's ability, or with
	// others, Liliana Vess's -8), enters as a copy of: Target, or nothing
	// without a target (Mercurial Pretender, CR 706.2, 614.12). A
	// Pretender's spell makes the choice as it resolves, and its zone
	// change names the copy instead.
	ChoiceCopy
)

// Event is one thing that happened in the game, with enough data to
// render a log line (docs/design.md: words for people). Fields a kind does not use are
// zero; Player is NoPlayer when no player is meant.
type Event struct {
	// Kind says what happened, and so which of the other fields the event
	// uses (see each EventKind); Player is the player it concerns, or
	// NoPlayer.
	Kind   EventKind
	Player PlayerID
	// Object is the object concerned (its ID after a zone change).
	Object ObjectID
	// Old is the object's ID before a zone change.
	Old ObjectID
	// OldKey is where the object was before a zone change, in the terms
	// of its old ViewID (see placeKey), so views can name its old
	// identity (CR 400.7); for an attachment, the permanent's timestamp
	// before the new one it gets (CR 613.6d), which its ViewID held.
	OldKey uint32
	// Source is the source of damage or countering.
	Source ObjectID
	// SourceCard is Source's card as it was at the event: a copy that
	// has since left the battlefield is still named as the copy (CR
	// 706.2, 112.7a). Nil when Source is zero, or its card is Source's.
	SourceCard *card.Definition
	// Card is Object's card, kept so logs can name objects that have
	// since changed zones; for an object that was a copy, what it was as
	// the event happened (a Mercurial Pretender that died as a copy of
	// Hoarding Dragon triggers as Hoarding Dragon, CR 706.2, 603.10a),
	// while Object names the card as it is now.
	Card *card.Definition
	// From and To are the zones an EventZoneChange moved Object from and to.
	// A token being made comes from no zone, and one that ceases to exist
	// goes to none (CR 110.5): such a zone is not Valid.
	From, To zone.Kind
	// Step is the step the game entered, for an EventStep.
	Step Step
	// Amount is the number the event carries: a turn number, the damage
	// dealt, the change of a life total or of loyalty, an ability's index, a
	// count of cards (see each EventKind).
	Amount int
	// Mana is the mana added, for an EventAddMana.
	Mana mana.Pool
	// Target is the event's target (HasTarget): the first target of a
	// spell cast, an ability activated or a triggered ability put on the
	// stack, the player or planeswalker attacked, the creature blocked.
	Target    Target
	HasTarget bool
	// Ability: the event is about an ability of Object, not Object
	// itself (an ability resolving, countered or countered on
	// resolution).
	Ability bool
	// Choice is what an EventChoose chose.
	Choice Choice
	// Counter is the kind of counter of an EventCounters.
	Counter CounterKind
	// seen: for a zone change into a hand or library, the players who saw
	// which card it was (see moveObjectSeen).
	seen uint8
	// Targets[:NumTargets] are all the chosen targets of a spell cast,
	// an ability activated or a triggered ability put on the stack
	// (Targets[0] is Target); "up to" targets left unchosen are left out.
	NumTargets uint8
	Targets    [stack.MaxTargets]Target
	// targetCards are the cards of the objects of Targets (of Target
	// alone when NumTargets is 0) as they were at the event, set while
	// copies are remembered (see nameNow): a copy that has left since is
	// still named as the copy (CR 706.2). Nil elsewhere.
	targetCards [stack.MaxTargets]*card.Definition
	// Total is Player's life total after an EventLifeChange, what a
	// guess is about (EventChoose), or the object's count of the
	// counter after an EventCounters.
	Total int
	// Host is, for an event about a triggered ability an Aura, Equipment
	// or Sliver grants (EventTrigger, EventResolve, EventFizzle,
	// EventCounter), the permanent that has the ability, whose ability it
	// is (CR 112.7; see StackEntry.Host): lines name the ability by it.
	// Object, Card and Amount stay the granting card's. Zero otherwise.
	Host ObjectID
}

// setTargets records the chosen targets ts on e (see Event.Targets).
func (e *Event) setTargets(ts []Target) {
	for _, t := range ts {
		if !t.IsPlayer() && t.Object == 0 {
			continue // an "up to" target left unchosen
		}
		if e.NumTargets == 0 {
			e.Target, e.HasTarget = t, true
		}
		e.Targets[e.NumTargets] = t
		e.NumTargets++
	}
}

// emit records e unless events are off. While copies that left the
// battlefield are remembered, the objects it names are named now, as
// they were, since the record goes once no ability needs it (see
// forgetLeftCopies).
func (g *Game) emit(e Event) {
	if g.noEvents {
		return // kept short so that it inlines: most games record nothing
	}
	if len(g.copies) > 0 {
		g.nameNow(&e)
	}
	g.events = append(g.events, e)
}

// nameNow names e's object and source as they are now (see emit).
func (g *Game) nameNow(e *Event) {
	if e.Card == nil && e.Object != 0 {
		e.Card = g.defOf(e.Object)
	}
	if e.SourceCard == nil && e.Source != 0 {
		e.SourceCard = g.defOf(e.Source)
	}
	ts := e.eventTargets()
	for i, t := range ts {
		if !t.IsPlayer() && t.Object != 0 {
			e.targetCards[i] = g.defOf(ObjectID(t.Object))
		}
	}
}

// eventTargets returns e's targets: Targets, or Target alone for an
// event with one target and no list (an attack's, a damage's).
func (e *Event) eventTargets() []Target {
	if e.HasTarget && e.NumTargets == 0 {
		return []Target{e.Target}
	}
	return e.Targets[:min(int(e.NumTargets), len(e.Targets))] // e may come from a caller
}

// targetCard returns the card of e's target i: as it was at the event
// when recorded, else as it is now.
func (g *Game) targetCard(e *Event, i int, t Target) *card.Definition {
	if i < len(e.targetCards) && e.targetCards[i] != nil {
		return e.targetCards[i]
	}
	return g.defOf(ObjectID(t.Object))
}

// emitReveals records that p revealed the library cards in slots, top
// (the slice's end) first (CR 701.14).
func (g *Game) emitReveals(p PlayerID, slots []int32) {
	for i := len(slots) - 1; i >= 0 && !g.noEvents; i-- {
		s := slots[i]
		g.emit(Event{Kind: EventReveal, Player: p, Object: g.idOf(s), Card: g.objects[s].def})
	}
}

// Events returns the events recorded since the last ClearEvents. The slice
// is the game's own; read it before the next action.
func (g *Game) Events() []Event { return g.events }

// ClearEvents forgets recorded events, keeping their storage.
func (g *Game) ClearEvents() { g.events, g.actionEvents = g.events[:0], 0 }

// emitCounters records that the object in slot got delta counters of
// kind k (lost them, for a negative delta); loyalty has EventLoyalty.
func (g *Game) emitCounters(slot int32, k CounterKind, delta int) {
	if delta != 0 && !g.noEvents {
		o := &g.objects[slot]
		g.emit(Event{Kind: EventCounters, Object: g.idOf(slot), Card: o.def, Player: o.controller, Counter: k, Amount: delta, Total: int(o.counters[k])})
	}
}

// emitLoyalty records a change of the loyalty of the object in slot.
func (g *Game) emitLoyalty(slot int32, delta int) {
	if delta != 0 {
		g.emit(Event{Kind: EventLoyalty, Object: g.idOf(slot), Card: g.objects[slot].def, Player: g.objects[slot].controller, Amount: delta})
	}
}
