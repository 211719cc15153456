package game_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Load refuses states the rules never reach, whatever decision is
// pending (here Alice ordering her Courser's blockers, CR 509.2): the
// game would play on from them, or write a save Load refuses later.
func TestLoadRefusesImpossibleStates(t *testing.T) {
	data := slSave(t, blockersToOrder(t, card.Forest))
	_, err := slLoad(data)
	require.NoError(t, err, "the unedited save loads")
	objects := func(m map[string]any) []any { return m["objects"].([]any) }
	find := func(m map[string]any, name, zone string) (int, map[string]any) {
		for i, o := range objects(m) {
			if o := o.(map[string]any); o["card"] == name && o["zone"] == zone {
				return i, o
			}
		}
		t.Fatalf("no %s in the %s", name, zone)
		return 0, nil
	}
	cases := []struct {
		name string
		edit func(m map[string]any) string // returns the path refused
	}{
		{"an instant on the battlefield (CR 110.4a)", func(m map[string]any) string {
			i, o := find(m, "Forest", "battlefield")
			o["card"] = "Lightning Strike"
			return fmt.Sprintf("objects[%d].zone", i)
		}},
		{"two permanents with one timestamp (CR 613.6c)", func(m map[string]any) string {
			_, a := find(m, "Centaur Courser", "battlefield")
			i, b := find(m, "Forest", "battlefield")
			b["timestamp"] = a["timestamp"]
			return fmt.Sprintf("objects[%d].timestamp", i)
		}},
		{"a land attached to a creature (CR 301.5)", func(m map[string]any) string {
			courser := m["combat"].(map[string]any)["attackers"].([]any)[0].(map[string]any)["id"]
			i, f := find(m, "Forest", "battlefield")
			f["attachedTo"] = courser
			return fmt.Sprintf("objects[%d].attachedTo", i)
		}},
		{"counters on a library card (CR 121.2)", func(m map[string]any) string {
			i, o := find(m, "Forest", "library")
			o["counters"] = map[string]any{"+1/+1": 2}
			return fmt.Sprintf("objects[%d].counters", i)
		}},
		{"a land blocking (CR 509.1a)", func(m map[string]any) string {
			_, o := find(m, "Walking Corpse", "battlefield")
			o["card"] = "Swamp"
			return "combat.attackers[0].blockers[1]"
		}},
		{"a decision in the untap step (CR 502.3)", func(m map[string]any) string {
			m["step"] = "untap"
			return "pending"
		}},
		{"a discard cost paid with no discard pending (CR 602.2b)", func(m map[string]any) string {
			m["costDiscard"] = true
			return "costDiscard"
		}},
		{"a winner while the other player plays on (CR 104.2a)", func(m map[string]any) string {
			m["over"], m["winner"] = true, 0
			m["pending"] = map[string]any{"kind": "none", "player": -1}
			return "winner"
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var path string
			edited := slEdit(t, data, func(m map[string]any) { path = c.edit(m) })
			slRefused(t, edited, path)
		})
	}
}

// Load refuses a spell on the stack that its card can't be: a land
// (CR 305.1), or one with other targets than its card asks for
// (CR 601.2c).
func TestLoadRefusesSpellsUnlikeTheirCards(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.Mountain)
	put(alice, zone.Battlefield, card.Mountain)
	strike := put(alice, zone.Hand, card.LightningStrike)
	put(alice, zone.Library, card.Mountain)
	put(bob, zone.Library, card.Mountain)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, strike, game.PlayerTarget(bob)))
	require.NoError(t, g.Pass(alice))
	data := slSave(t, g)
	_, err := slLoad(data)
	require.NoError(t, err, "the unedited save loads")
	spell := func(m map[string]any) map[string]any {
		for _, o := range m["objects"].([]any) {
			if o := o.(map[string]any); o["zone"] == "stack" {
				return o
			}
		}
		t.Fatal("no spell on the stack")
		return nil
	}
	item := func(m map[string]any) map[string]any { return m["stack"].([]any)[0].(map[string]any) }
	t.Run("a land spell", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			spell(m)["card"] = "Forest"
			delete(item(m), "targets")
		}), "stack[0].source")
	})
	t.Run("a target on a card with none", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { spell(m)["card"] = "Divination" }), "stack[0].targets")
	})
	t.Run("no target on a card with one", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { delete(item(m), "targets") }), "stack[0].targets")
	})
	t.Run("controlled by another than its caster (CR 110.2)", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { item(m)["controller"] = 1 }), "stack[0].controller")
	})
	t.Run("an X on a card without {X} (CR 107.3)", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { item(m)["x"] = 5 }), "stack[0].x")
	})
	t.Run("a target in a library (CR 114.2)", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			item(m)["targets"] = []any{map[string]any{"object": slObjectID(t, m, "Mountain", "library")}}
		}), "stack[0].targets")
	})
}

// slObjectID returns the current ID of the first object of the edited
// save m with the card name in the zone.
func slObjectID(t *testing.T, m map[string]any, name, zone string) int64 {
	t.Helper()
	for i, o := range m["objects"].([]any) {
		if o := o.(map[string]any); o["card"] == name && o["zone"] == zone {
			inc, _ := o["inc"].(json.Number).Int64()
			return (inc << 16) | int64(i+1)
		}
	}
	t.Fatalf("no %s in a %s", name, zone)
	return 0
}

// Load refuses an ability on the stack whose source is a card still in
// a hand: no ability of the set works from there (CR 112.6).
func TestLoadRefusesAnAbilityFromAHand(t *testing.T) {
	g, put := emptyDuel(t, 1)
	clock := put(alice, zone.Battlefield, card.Grindclock)
	put(alice, zone.Hand, card.Grindclock)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, clock, 0))
	require.NoError(t, g.Pass(alice))
	data := slSave(t, g)
	_, err := slLoad(data)
	require.NoError(t, err, "the unedited save loads")
	inHand := func(m map[string]any) int64 { return slObjectID(t, m, "Grindclock", "hand") }
	slRefused(t, slEdit(t, data, func(m map[string]any) {
		m["stack"].([]any)[0].(map[string]any)["source"] = inHand(m)
	}), "stack[0].source")
	// Grindclock's ability has no target (CR 114.1c).
	slRefused(t, slEdit(t, data, func(m map[string]any) {
		m["stack"].([]any)[0].(map[string]any)["targets"] = []any{map[string]any{"player": 1}}
	}), "stack[0].targets")
	// A link's card went to exile as the link was made (an "until"
	// exile): one still in a hand is no linked card.
	slRefused(t, slEdit(t, data, func(m map[string]any) {
		m["links"] = []any{map[string]any{"source": int64(clock), "card": inHand(m), "untilLeaves": true}}
	}), "links[0].card")
}

// A member given twice in one object, in any letter case, is refused:
// encoding/json would keep the last value without a word (RFC 8259, 4).
func TestLoadRefusesAMemberGivenTwice(t *testing.T) {
	data := slSave(t, blockersToOrder(t))
	i := bytes.Index(data, []byte(`"turn":`))
	require.Positive(t, i)
	for _, dup := range []string{`"turn":1,`, `"TURN":1,`} {
		edited := append(append(append([]byte{}, data[:i]...), dup...), data[i:]...)
		slRefused(t, edited, "turn")
	}
	// Deeper in the file, the path says where: the second object's zone.
	first := bytes.Index(data, []byte(`"objects":`))
	require.Positive(t, first)
	zone1 := first + bytes.Index(data[first:], []byte(`"zone":`))
	j := zone1 + 1 + bytes.Index(data[zone1+1:], []byte(`"zone":`)) // the second object's
	edited := append(append(append([]byte{}, data[:j]...), `"zone":"hand",`...), data[j:]...)
	slRefused(t, edited, "objects[1].zone")
}
