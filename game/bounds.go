package game

import "math"

// Bounds on the numbers of a game, so that no arithmetic on them ever
// overflows. The engine saturates at them (a gain past MaxLife leaves
// MaxLife), Config, SetLife and Put refuse values beyond them, and Load
// refuses a save that holds one (a *SaveError that names the bound).
// No real game comes near any of them.
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

// nextSerial returns the serial of the next item put on the stack. At
// MaxStamp the items on the stack are numbered 1, 2, ... from the bottom
// (the resolving item's copy too), so serials stay unique and in order.
func (g *Game) nextSerial() uint32 {
	if g.serial < MaxStamp {
		g.serial++
		return g.serial
	}
	pos := -1
	if g.res.active {
		pos = g.findItem(&g.res.item)
	}
	n := g.stack.Len()
	for i := 0; i < n; i++ {
		g.stack.At(i).Serial = uint32(n - i)
	}
	if pos >= 0 {
		g.res.item.Serial = g.stack.At(pos).Serial
	}
	g.serial = uint32(n + 1)
	return g.serial
}
