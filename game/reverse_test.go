package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// reversePosition is a three-player game in which Alice casts Shrapnel
// Blast at Bob with four Mountains, and must sacrifice an artifact: her
// only one is Carol's Ornithopter, which she controls. It returns the
// game waiting for that sacrifice and the Blast's ID in the hand.
func reversePosition(t *testing.T) (*Game, ObjectID) {
	t.Helper()
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	for range 4 {
		g.Put(0, zone.Battlefield, card.Mountain, PutOptions{})
	}
	blast, err := g.Put(0, zone.Hand, card.ShrapnelBlast, PutOptions{})
	require.NoError(t, err)
	_, err = g.Put(2, zone.Battlefield, card.Ornithopter, PutOptions{Controller: 0, SetController: true})
	require.NoError(t, err)
	for p := range 3 {
		for range 3 {
			g.Put(PlayerID(p), zone.Library, card.Swamp, PutOptions{})
		}
	}
	require.NoError(t, g.Start(3, 0, Main1))
	before = g.Clone()
	require.NoError(t, g.Cast(0, blast, PlayerTarget(1)))
	require.Equal(t, DecideSacrifice, g.pending.Kind)
	return g, blast
}

// before is the position reversePosition starts from, before the cast.
var before *Game

// A reversed cast leaves the game exactly as if the player had left
// before it (CR 720.1: the action is undone as a whole): the same
// fingerprint as conceding in the position before the cast, but for
// two things the cast did tell: one more action was taken, and every
// player saw the card.
func TestReverseEqualsLeavingBefore(t *testing.T) {
	g, blast := reversePosition(t)
	b := before.Clone()
	require.NoError(t, g.Apply(Action{Kind: ActConcede, Player: 2}))
	require.NoError(t, b.Apply(Action{Kind: ActConcede, Player: 2}))
	require.NotEqual(t, b.Fingerprint(), g.Fingerprint())
	require.Equal(t, b.actions+1, g.actions)
	b.actions = g.actions
	b.objects[blast.slot()].known = b.everyone()
	require.Equal(t, b.Fingerprint(), g.Fingerprint())
}

// CR 720.1, 720.2: Carol's leaving takes the only artifact Alice could
// sacrifice; the cast is reversed as a whole: the Blast is back in her
// hand (a card every player saw cast), the Mountains untapped, her pool
// empty, the spell not counted, and Alice keeps priority. The reversal
// is recorded as an event in both languages.
func TestReverseCastWhenSacrificeLeaves(t *testing.T) {
	g, blast := reversePosition(t)
	require.NotNil(t, g.undo, "the position before the cast is kept while the sacrifice waits")
	g.ClearEvents()
	require.NoError(t, g.Apply(Action{Kind: ActConcede, Player: 2}))
	require.Nil(t, g.undo)
	require.Equal(t, Decision{Kind: DecidePriority, Player: 0}, g.pending)
	require.True(t, g.stack.IsEmpty())
	s := blast.slot()
	require.Equal(t, zone.Hand, g.objects[s].zone)
	require.Equal(t, g.everyone(), g.objects[s].known, "the other players saw the card cast")
	for _, b := range g.battlefield {
		require.False(t, g.objects[b].tapped, "%s stays tapped", g.objects[b].def.Name)
	}
	require.True(t, g.players[0].pool.IsEmpty())
	require.Zero(t, g.players[0].spellsCastThisTurn)
	require.Equal(t, 20, g.players[1].life)
	var rev *Event
	for i := range g.events {
		if g.events[i].Kind == EventReverse {
			rev = &g.events[i]
		}
	}
	require.NotNil(t, rev, "a reverse event")
	require.Equal(t, PlayerID(0), rev.Player)
	require.Equal(t, "Alice's cast of Shrapnel Blast is reversed: its cost can no longer be paid.", g.EventLine(*rev, English))
	require.Equal(t, "Alice施放碎片冲击被撤销：其费用已无法支付。", g.EventLine(*rev, Chinese))
	require.NoError(t, g.CheckInvariants())
	// Other players see the reversal too, by name (what was cast was
	// public), in the JSON views clients read.
	js, err := json.Marshal(g.EventsFor(1))
	require.NoError(t, err)
	require.Contains(t, string(js), `"kind":"reverse"`)
	require.Contains(t, string(js), `"name":"Shrapnel Blast"`)
	// She may cast it again: it is a card in her hand like any other
	// (CR 720.2); with no artifact, it can't be paid now.
	err = g.Cast(0, blast, PlayerTarget(1))
	require.ErrorIs(t, err, ErrCantPay)
}

// The kept position is part of the game: saved and loaded with it, so
// that a loaded game reverses the same way, and counted in the
// fingerprint.
func TestReverseSurvivesSaveAndLoad(t *testing.T) {
	g, _ := reversePosition(t)
	var buf bytes.Buffer
	require.NoError(t, g.Save(&buf))
	require.Contains(t, buf.String(), `"undo": {`)
	h, err := Load(bytes.NewReader(buf.Bytes()), nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
	c := g.Clone()
	c.undo = nil
	require.NotEqual(t, g.Fingerprint(), c.Fingerprint(), "the kept position counts in the fingerprint")
	require.NoError(t, g.Apply(Action{Kind: ActConcede, Player: 2}))
	require.NoError(t, h.Apply(Action{Kind: ActConcede, Player: 2}))
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
	require.Equal(t, zone.Hand, h.objects[h.players[0].hand[0]].zone)
}

// Load refuses a kept position where no action waits for its sacrifice:
// here spliced into the save of the same game once the cast is reversed.
func TestLoadRefusesStrayUndo(t *testing.T) {
	g, _ := reversePosition(t)
	var with bytes.Buffer
	require.NoError(t, g.Save(&with))
	require.NoError(t, g.Apply(Action{Kind: ActConcede, Player: 2}))
	var without bytes.Buffer
	require.NoError(t, g.Save(&without))
	var a, b map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(with.Bytes(), &a))
	require.NoError(t, json.Unmarshal(without.Bytes(), &b))
	b["undo"] = a["undo"]
	spliced, err := json.Marshal(b)
	require.NoError(t, err)
	_, err = Load(bytes.NewReader(spliced), nil)
	var se *SaveError
	require.True(t, errors.As(err, &se), "got %v", err)
	require.Equal(t, "undo", se.Path)
	require.ErrorIs(t, err, ErrBadSave)
}

// A determinized copy keeps the position to reverse to determinized too
// (the real one holds the hidden cards as they are), so a reversal in the
// copy undoes the action as the game's would.
func TestDeterminizeKeepsUndoDeterminized(t *testing.T) {
	g, _ := reversePosition(t)
	d := g.Determinize(1, 7)
	require.NotNil(t, d.undo)
	require.NotSame(t, g.undo, d.undo)
	require.NoError(t, d.Apply(Action{Kind: ActConcede, Player: 2}))
	require.Equal(t, Decision{Kind: DecidePriority, Player: 0}, d.pending)
	require.True(t, d.stack.IsEmpty())
}
