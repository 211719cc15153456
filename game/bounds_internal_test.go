package game

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Life, damage and counters saturate at their bounds instead of
// overflowing, and the events report the change that happened.
func TestArithmeticSaturates(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	bear, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, PutOptions{})
	require.NoError(t, g.SetLife(0, MaxLife-1))
	require.Error(t, g.SetLife(0, MaxLife+1))
	g.Put(0, zone.Library, card.Forest, PutOptions{})
	g.Put(1, zone.Library, card.Forest, PutOptions{})
	require.NoError(t, g.Start(3, 0, Main1))

	g.changeLife(0, 1<<40)
	require.Equal(t, MaxLife, g.players[0].life)
	last := g.events[len(g.events)-1]
	require.Equal(t, EventLifeChange, last.Kind)
	require.Equal(t, 1, last.Amount, "the event reports the gain that happened")
	g.changeLife(1, -(1 << 62))
	require.Equal(t, -MaxLife, g.players[1].life)

	s, _ := g.lookup(bear)
	g.objects[s].damage = MaxCount - 1
	g.dealDamage(0, ObjectTarget(bear), 1<<40, false)
	require.Equal(t, int16(MaxCount), g.objects[s].damage)
	require.Equal(t, int16(5), addCount(MaxCount-5, -(MaxCount-10)))
	require.Equal(t, int16(0), addCount(3, -10))
	require.Equal(t, int16(MaxCount), addCount(MaxCount, 1))
}

// The turn counter, timestamps and serials stop at their bounds (serials
// are numbered again), and the state still saves and loads.
func TestCountersAtTheirBounds(t *testing.T) {
	g := invariantGame(t)
	g.turn = MaxTurn
	g.beginTurn()
	require.Equal(t, MaxTurn, g.turn)

	g.timestamp = MaxStamp
	require.Equal(t, uint32(MaxStamp), g.nextTimestamp())
	require.Equal(t, uint32(MaxStamp), g.timestamp)

	s := g.players[0].hand[0]
	g.removeFromZone(s) // a spell on the stack for the renumbering to keep
	g.objects[s].zone = zone.Stack
	g.serial = MaxStamp - 1
	g.pushItem(stack.Item{Kind: stack.Spell, Source: uint32(g.idOf(s))})
	require.Equal(t, uint32(MaxStamp), g.stack.Top().Serial)
	top := *g.stack.Top()
	g.res = resolution{active: true, item: top, copySlot: -1, copyOf: -1}
	g.pushItem(stack.Item{Kind: stack.TriggeredAbility, Source: uint32(g.idOf(s))})
	require.Equal(t, uint32(1), g.stack.At(1).Serial, "the bottom item is numbered 1")
	require.Equal(t, uint32(2), g.stack.At(0).Serial)
	require.Equal(t, uint32(2), g.serial)
	require.Equal(t, uint32(1), g.res.item.Serial, "the resolving item's copy follows")
	require.Equal(t, 1, g.findItem(&g.res.item))
}

// A state at the bounds saves and loads to the same fingerprint.
func TestBoundsRoundTrip(t *testing.T) {
	g := invariantGame(t)
	g.turn, g.timestamp, g.serial = MaxTurn, MaxStamp, MaxStamp
	g.players[1].life = MaxLife
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	h, err := Load(&b, nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
}

// A concession while a copy waits in exile to be cast (Chandra,
// Pyromaster's −7) leaves a game that saves and loads: the copy counts
// as a stray token once no decision waits for it (found by selfplay
// -mutate).
func TestConcedeWhileCopyWaits(t *testing.T) {
	g := invariantGame(t)
	copySlot := g.addObject(card.LightningStrike, 0, zone.Exile, true)
	g.res.copySlot = copySlot
	g.pending = Decision{Kind: DecideCastCopy, Player: 0}
	require.NoError(t, g.Apply(Action{Kind: ActConcede, Player: 1}))
	require.True(t, g.Over())
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	h, err := Load(&b, nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
}
