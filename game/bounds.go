package game

import (
	"math"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
)

// Bounds on the numbers of a game, so that no arithmetic on them ever
// overflows. The engine saturates at them (a gain past MaxLife leaves
// MaxLife), Config, SetLife and Put refuse values beyond them, and Load
// refuses a save that holds one (a *SaveError that names the bound).
// No real game comes near any of them.
//
// What the bounds mean at their edges, all far beyond any real game:
//   - damage marked on a permanent stops at MaxCount, so a toughness
//     above MaxCount (from counters and effects) is never lethal damage;
//   - a gain of life at MaxLife gains nothing, and triggers nothing;
//   - once timestamps stop at MaxStamp, later effects share the last one
//     and apply in the order they were created;
//   - a game holds at most 65,520 objects (cards and tokens, a token
//     keeping its slot after it ceased to exist): beyond, no more tokens,
//     copies or emblems are made;
//   - an ObjectID counts its card's zone changes in 16 bits, up to 65,535:
//     after that many moves of one card, the count stops and the ID it
//     was last given names it again wherever it goes; a game with
//     65,535 zone changes or more is determinized with its hidden
//     objects in their slots (relabelCount);
//   - a permanent's loyalty abilities are activated at most 255 times a
//     turn, and one payment is at most 64 mana.
const (
	// MaxLife bounds life totals, both ways (-MaxLife..MaxLife), and
	// poison counters (0..MaxLife).
	MaxLife = 1 << 30
	// MaxTurn is the last turn number: the turn counter stops there.
	MaxTurn = math.MaxInt32
	// MaxStamp bounds timestamps (they stop increasing there, so later
	// objects share the last one) and stack item serials (at the bound the
	// items on the stack are numbered again from 1).
	MaxStamp = math.MaxInt32
	// MaxCount bounds damage marked on a permanent and each kind of
	// counter on an object.
	MaxCount = math.MaxInt16
	// MaxActions bounds the count of applied actions.
	MaxActions = 1 << 62
)

// addLife returns life + delta within -MaxLife..MaxLife.
func addLife(life, delta int) int {
	switch {
	case delta > 0 && life > MaxLife-delta:
		return MaxLife
	case delta < 0 && life < -MaxLife-delta:
		return -MaxLife
	}
	return life + delta
}

// addCount returns v + n within 0..MaxCount, for damage and counters.
func addCount(v int16, n int) int16 {
	switch {
	case n > MaxCount-int(v):
		return MaxCount
	case n < -int(v):
		return 0
	}
	return v + int16(n)
}

// nextTimestamp returns a new timestamp (CR 613.6), the last one again
// once MaxStamp is reached.
func (g *Game) nextTimestamp() uint32 {
	if g.timestamp < MaxStamp {
		g.timestamp++
	}
	return g.timestamp
}

// nextSerial returns the serial of next, the item about to be put on the
// stack. At MaxStamp the items on the stack are numbered 1, 2, ... from
// the bottom (the resolving item's copy too, and a finished resolution's
// record gets 0), so serials stay unique and in order.
func (g *Game) nextSerial(next *stack.Item) uint32 {
	if g.serial < MaxStamp {
		g.serial++
		return g.serial
	}
	pos := -1
	if g.res.active {
		pos = g.findItem(&g.res.item)
	}
	n := g.stack.Len()
	// Triggers that name a stack item by its serial (the spell that
	// targeted a Sliver, the ability Kurkesh may copy) are told the new
	// one; one that left the stack is named by none.
	renumber := func(old int32) int32 {
		for i := 0; i < n; i++ {
			if g.stack.At(i).Serial == uint32(old) && old > 0 {
				return int32(n - i)
			}
		}
		return 0
	}
	for i := range g.triggers {
		if t := &g.triggers[i]; g.namesSerial(t.source, int(t.index)) {
			t.eventAmount = renumber(t.eventAmount)
		}
	}
	for i := 0; i < n; i++ {
		if it := g.stack.At(i); it.Kind == stack.TriggeredAbility && g.namesSerial(ObjectID(it.Source), int(it.Ability)) {
			it.EventAmount = renumber(it.EventAmount)
		}
	}
	for _, it := range [...]*stack.Item{&g.res.item, next} {
		if it.Kind == stack.TriggeredAbility && g.namesSerial(ObjectID(it.Source), int(it.Ability)) && (it != &g.res.item || g.res.active) {
			it.EventAmount = renumber(it.EventAmount)
		}
	}
	for i := 0; i < n; i++ {
		g.stack.At(i).Serial = uint32(n - i)
	}
	if pos >= 0 {
		g.res.item.Serial = g.stack.At(pos).Serial
	} else if !g.res.active {
		// The record of a finished resolution names no item on the
		// stack any more: serial 0, so no new item shares its number.
		g.res.item.Serial = 0
	}
	g.serial = uint32(n + 1)
	return g.serial
}

// namesSerial reports whether triggered ability index of source keeps
// the serial of a stack item as its event's amount.
func (g *Game) namesSerial(source ObjectID, index int) bool {
	if s := source.slot(); source == 0 || s < 0 || s >= len(g.objects) {
		return false
	}
	d := g.triggerSourceDef(source)
	if index < 0 || index >= len(d.Triggered) {
		return false
	}
	ev := d.Triggered[index].Event
	return ev == ability.BecomesTargetOfOpponent || ev == ability.YouActivateArtifactAbility
}
