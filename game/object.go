package game

import (
	"math"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// ObjectID names one object of a game: a card or token in one zone. It
// packs the physical card's slot (low 16 bits) with the number of zone
// changes it has made (high 16 bits), so an ID goes stale when its card
// moves, exactly as the object it named stops existing (CR 400.7). Zero
// is never a valid ID. The count includes moves no player saw (a card
// drawn, a hand shuffled into a library), so an ID can tell more of a
// card's history than its player may know: views name objects by
// ViewIDs, which don't.
type ObjectID uint32

func makeID(slot int, inc uint16) ObjectID { return ObjectID(uint32(inc)<<16 | uint32(slot+1)) }

func (id ObjectID) slot() int { return int(id&0xffff) - 1 }

func (id ObjectID) inc() uint16 { return uint16(id >> 16) }

// countZoneChange counts a zone change of o's card, so that its old IDs
// go stale (CR 400.7), and the game's (zoneChanges). The card's count
// stops at 65,535 (the list of bounds in bounds.go): wrapping around
// would make IDs from the past look like IDs from the future, which Load
// rightly refuses.
func (g *Game) countZoneChange(o *object) {
	if o.inc < math.MaxUint16 {
		o.inc++
	}
	if g.zoneChanges < math.MaxUint32 {
		g.zoneChanges++
	}
}

// PlayerID is a player's seat, 0 for the first player of Config.Players
// (who starts unless Config.StartingSeat or the choice of CR 103.2 says
// otherwise).
type PlayerID int8

// NoPlayer is the PlayerID of no player.
const NoPlayer PlayerID = -1

// CounterKind is a kind of counter (CR 121).
type CounterKind uint8

// The counter kinds objects can have.
const (
	PlusOne  CounterKind = iota // +1/+1
	MinusOne                    // -1/-1
	Loyalty
	Charge
	// Verse counters (Yisan, the Wanderer Bard).
	Verse
	numCounterKinds
)

// NumCounterKinds is the number of counter kinds: the length of the
// Counters arrays of ObjectInfo, PutOptions and ViewObject, indexed by
// CounterKind.
const NumCounterKinds = int(numCounterKinds)

// The game's counter kinds are the vocabulary's, in its order: the
// conversions below fail to compile if the two counts differ.
const _ = uint(ability.CounterKinds-NumCounterKinds) + uint(NumCounterKinds-ability.CounterKinds)

// String returns the counter's printed name ("+1/+1").
func (k CounterKind) String() string {
	if k >= numCounterKinds {
		return "counter?"
	}
	return ability.CounterName(int(k))
}

// ParseCounterKind maps a printed counter name to its kind.
func ParseCounterKind(s string) (CounterKind, bool) {
	i, ok := ability.CounterIndex(s)
	return CounterKind(i), ok
}

// object is one card or token slot. Its fields are plain values so that a
// game copies with one slice copy.
type object struct {
	def        *card.Definition
	inc        uint16 // zone changes so far: part of the current ObjectID
	owner      PlayerID
	controller PlayerID
	zone       zone.Kind
	token      bool
	tapped     bool
	// sick: the controller has not controlled it continuously since the
	// start of their most recent turn (CR 302.6).
	sick     bool
	damage   int16
	counters [numCounterKinds]int16
	// timestamp orders permanents and effects (CR 613.6).
	timestamp uint32
	// attachedTo is the permanent an Aura or Equipment is attached to.
	attachedTo ObjectID
	// playTurn is the turn in which its owner may play it from exile
	// (Chandra, Pyromaster's 0), or 0, as a turnStamp: 16 bits keep the
	// object small.
	playTurn int16
	// chosen is what was chosen for the permanent as it entered
	// (CR 614.12): an index plus one into CardNames or
	// ability.CreatureTypes, as its card says; 0 for nothing yet.
	chosen uint16
	// marks holds one-bit states: a permanent's markDeathtouched and
	// markSkipUntap, a departed card's markLeftHidden.
	marks uint8
	// loyaltyUses counts the loyalty abilities of this permanent activated
	// this turn (CR 606.3; more than one with The Chain Veil), saturating.
	loyaltyUses uint8
	// known holds, one bit per seat, the players who know this card while
	// it is in a hidden zone (a hand or a library) beyond those who see
	// the zone: it was revealed (CR 701.14), it came from a public zone
	// in view of all (CR 400.2), or a player looked at it and put it
	// back. It is zero in public zones.
	known uint8
	// placed holds the players among known who also know where in its
	// library the card is: on top or on the bottom (CR 401.4), or the top
	// card looked at after a mulligan (CR 103.4). A shuffle clears both
	// (CR 701.18). Fields are ordered so that an object is 48 bytes, with
	// no padding but one byte (TestObjectSize).
	placed uint8
	// group is, in a library, the set of cards put there together whose
	// places the players who know them but not their place know as a set:
	// a pair put on top together, the rest of a reveal put on the bottom
	// in a random order (CR 401.4). Which one is where is hidden; that
	// they are somewhere among those places isn't. 0 for none; numbered
	// per library (newGroup).
	group uint8
	// enteredOther is, plus one, the player under whose control the
	// permanent entered the battlefield when not its owner (CR 110.2):
	// control no effect gave, which no effect's end takes away (CR 800.4a,
	// 800.4c). 0 for its owner, and off the battlefield.
	enteredOther uint8
}

// The bits of object.marks.
const (
	// markDeathtouched: dealt damage by a deathtouch source since the
	// last state-based action check (CR 704.5h).
	markDeathtouched uint8 = 1 << iota
	// markSkipUntap: doesn't untap during its controller's next untap
	// step.
	markSkipUntap
	// markLeftHidden: a card that left the game with its owner (CR
	// 800.4a) from their hand or library, unseen by the others:
	// Determinize deals it again.
	markLeftHidden
)

// has reports whether the object has mark m.
func (o *object) has(m uint8) bool { return o.marks&m != 0 }

// setMark sets or clears mark m.
func (o *object) setMark(m uint8, on bool) {
	if on {
		o.marks |= m
	} else {
		o.marks &^= m
	}
}

// id returns the object's current ID.
func (o *object) id(slot int) ObjectID { return makeID(slot, o.inc) }
