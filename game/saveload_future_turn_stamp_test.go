package game_test

// Regression test; before the fix: Load checks a turn stamp (objects[i].onceTurn) only
// against its range 1..32766, not against the current turn: a stamp later
// than the current turn's (onceTurn 5 in turn 3) can't come from play
// (stamps are taken in the current turn and those of an earlier cycle
// are cleared as a cycle begins), and it takes effect when that turn
// comes. Loaded, Alice's Aggressive Mining ("Activate this ability only
// once each turn") can't be activated in turn 5 though it never was
// (CR 602.5b). Expected: a *SaveError naming objects[N].onceTurn. (A
// later playTurn is accepted too, but the cleanup step clears it.)

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestLoadFutureTurnStamp(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	mining, _ := g.Put(0, zone.Battlefield, card.AggressiveMining, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	for p := 0; p < 2; p++ {
		for i := 0; i < 10; i++ {
			g.Put(game.PlayerID(p), zone.Library, card.Swamp, game.PutOptions{})
		}
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	slot := int(mining&0xffff) - 1
	data := slSave(t, g)

	onceLater := slEdit(t, data, func(m map[string]any) { slObj(m, slot)["onceTurn"] = 5 })
	slRefused(t, onceLater, fmt.Sprintf("objects[%d].onceTurn", slot))
	// What it does when accepted: no activation in Alice's next turn.
	h, err := slLoad(onceLater)
	if err != nil {
		return
	}
	for !(h.Turn() == 5 && h.Step() == game.Main1 && h.Pending().Kind == game.DecidePriority) {
		require.NoError(t, h.Pass(h.Pending().Player))
	}
	can := false
	for _, a := range h.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == mining {
			can = true
		}
	}
	require.True(t, can, "turn 5: Aggressive Mining was not activated this turn (CR 602.5b)")
}
